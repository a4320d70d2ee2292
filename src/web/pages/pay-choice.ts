// The page that offers the enabled payment providers for an order (when more than one is enabled):
// each with the amount it charges, in the currency it takes.
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import { rich, type Site } from '../site.js';

interface PayOption {
  provider: string;
  /** The provider's name in the page's language. */
  title: string;
  /** The amount as the buyer will pay it, formatted with its currency. */
  amount: string;
}

interface PayChoiceView {
  orderId: string;
  title: string;
  /** Payable options; empty when the order can no longer be paid. */
  options: PayOption[];
  payable: boolean;
  statusText: string;
  demo: DemoParts;
  error?: string;
}

export function payChoicePage(site: Site, view: PayChoiceView): string {
  const { t } = site;
  const body = !view.payable
    ? html`<p class="status warn">${rich(site, 'pay.notPayable', { status: view.statusText, orderId: view.orderId })}</p>`
    : html`<p>${t('pay.choose')}</p>
<div class="pay-options">
${view.options.map(
  (o) => html`<form method="post" action="/orders/${view.orderId}/pay" class="card pay-option">
<input type="hidden" name="provider" value="${o.provider}">
<p><strong>${o.title}</strong></p>
<p class="price">${o.amount}</p>
<button type="submit">${t('pay.payWith', { title: o.title })}</button>
</form>`,
)}
</div>`;
  return page({
    site,
    title: t('pay.title'),
    section: 'order',
    demoNotice: demoNotice(site, view.demo),
    body: html`<h1>${t('pay.title')}</h1>
${view.error ? html`<div class="error-summary" role="alert"><p>${view.error}</p></div>` : ''}
<div class="card"><p class="muted">${rich(site, 'pay.order', { orderId: html`<code>${view.orderId}</code>` })}</p><p><strong>${view.title}</strong></p></div>
${body}`,
  });
}
