// The demo payment provider's checkout page: plainly a test, with Pay and Decline.
import { html } from '../html.js';
import { page } from '../layout.js';

export interface CheckoutView {
  paymentId: string;
  orderId: string;
  title: string;
  amount: string; // formatted with currency
  paymentStatus: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'refunded';
  orderPayable: boolean;
  orderStatus: string;
}

export function demoCheckoutPage(view: CheckoutView): string {
  const action = (verb: 'pay' | 'decline') => `/pay/demo/${encodeURIComponent(view.paymentId)}/${verb}`;
  let state;
  if (view.paymentStatus === 'succeeded' || view.paymentStatus === 'refunded') {
    state = html`<p class="status">This payment is complete.</p><p><a class="button" href="/orders/${view.orderId}">See your order</a></p>`;
  } else if (!view.orderPayable) {
    state = html`<p class="status error">This order can no longer be paid (it is ${view.orderStatus.replace('_', ' ')}). Please place a new order.</p>`;
  } else {
    state = html`${view.paymentStatus === 'failed' ? html`<p class="status error" role="alert">The last attempt was declined. You can try again.</p>` : ''}
<div class="actions">
<form method="post" action="${action('pay')}"><button type="submit">Pay ${view.amount} (test)</button></form>
<form method="post" action="${action('decline')}"><button type="submit" class="secondary">Decline</button></form>
</div>`;
  }
  return page({
    title: 'Test checkout',
    demoNotice: 'TEST CHECKOUT — this is the demo payment provider. No money is charged and no card is asked for.',
    body: html`<h1>Test checkout</h1>
<div class="card">
<p class="muted">Order ${view.orderId}</p>
<p><strong>${view.title}</strong></p>
<p>Amount: <strong>${view.amount}</strong></p>
${state}
</div>
<p class="muted">Pay and Decline send the same signed notification to the service that a real payment provider would send.</p>`,
  });
}
