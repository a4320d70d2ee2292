// The demo payment provider's checkout page: plainly a test, with Pay and Decline.
import { orderStatusText } from '../format.js';
import type { OrderStatus } from '../../services/orders/lifecycle.js';
import { html } from '../html.js';
import { page } from '../layout.js';
import { rich, type Site } from '../site.js';

interface CheckoutView {
  paymentId: string;
  orderId: string;
  title: string;
  amount: string; // formatted with currency
  paymentStatus: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'refunded';
  orderPayable: boolean;
  orderStatus: OrderStatus;
}

export function demoCheckoutPage(site: Site, view: CheckoutView): string {
  const { t } = site;
  const action = (verb: 'pay' | 'decline') => `/pay/demo/${encodeURIComponent(view.paymentId)}/${verb}`;
  let state;
  if (view.paymentStatus === 'succeeded' || view.paymentStatus === 'refunded') {
    state = html`<p class="status">${t('checkout.complete')}</p><p><a class="button" href="/orders/${view.orderId}">${t('checkout.seeOrder')}</a></p>`;
  } else if (!view.orderPayable) {
    state = html`<p class="status error">${t('checkout.notPayable', { status: orderStatusText(site, view.orderStatus).toLocaleLowerCase(site.language) })}</p>`;
  } else {
    state = html`${view.paymentStatus === 'failed' ? html`<p class="status error" role="alert">${t('checkout.declined')}</p>` : ''}
<div class="actions">
<form method="post" action="${action('pay')}"><button type="submit">${t('checkout.pay', { amount: view.amount })}</button></form>
<form method="post" action="${action('decline')}"><button type="submit" class="secondary">${t('checkout.decline')}</button></form>
</div>`;
  }
  return page({
    site,
    title: t('checkout.title'),
    demoNotice: t('checkout.banner'),
    body: html`<h1>${t('checkout.title')}</h1>
<div class="card">
<p class="muted">${rich(site, 'checkout.order', { orderId: html`<code>${view.orderId}</code>` })}</p>
<p><strong>${view.title}</strong></p>
<p>${rich(site, 'checkout.amount', { amount: view.amount })}</p>
${state}
</div>
<p class="muted">${t('checkout.note')}</p>`,
  });
}
