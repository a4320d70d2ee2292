// The page that offers the enabled payment providers for an order (when more than one is enabled):
// each with the amount it charges, in the currency it takes.
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';

export interface PayOption {
  provider: string;
  title: string;
  /** The amount as the buyer will pay it, formatted with its currency. */
  amount: string;
}

export interface PayChoiceView {
  orderId: string;
  title: string;
  /** Payable options; empty when the order can no longer be paid. */
  options: PayOption[];
  payable: boolean;
  statusText: string;
  demo: DemoParts;
  error?: string;
}

export function payChoicePage(view: PayChoiceView): string {
  const body = !view.payable
    ? html`<p class="status warn">This order can no longer be paid (${view.statusText}). <a href="/orders/${view.orderId}">See the order</a>, or place a new one.</p>`
    : html`<p>Choose how to pay. You are taken to the payment page of the one you choose; the reading comes to you in Telegram once it is paid.</p>
<div class="pay-options">
${view.options.map(
  (o) => html`<form method="post" action="/orders/${view.orderId}/pay" class="card pay-option">
<input type="hidden" name="provider" value="${o.provider}">
<p><strong>${o.title}</strong></p>
<p class="price">${o.amount}</p>
<button type="submit">Pay with ${o.title}</button>
</form>`,
)}
</div>`;
  return page({
    title: 'Payment',
    section: 'order',
    demoNotice: demoNotice(view.demo),
    body: html`<h1>Payment</h1>
${view.error ? html`<div class="error-summary" role="alert"><p>${view.error}</p></div>` : ''}
<div class="card"><p class="muted">Order ${view.orderId}</p><p><strong>${view.title}</strong></p></div>
${body}`,
  });
}
