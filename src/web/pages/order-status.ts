// The thank-you page for an order: where it stands, and the way to the bot. assets/order-status.js
// polls GET /api/orders/{id} and reloads the page when the status moves (a paid order that could not
// be prepared moves to `failed`, and the page then says what happens next instead of "less than a
// minute"; a retry or a refund moves it on again).
import type { OrderStatus } from '../../services/orders/lifecycle.js';
import { ORDER_STATUS_TEXT } from '../format.js';
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';

const STATUS_DETAIL: Record<string, string> = {
  pending_payment: 'We have not received the payment yet. If you have just paid, this page updates by itself in a moment.',
  paid: 'Payment received. We are computing your chart and writing your reading; this usually takes less than a minute.',
  ready: 'Your reading is ready. Open the bot and press Start: it sends the reading to the Telegram account you named.',
  delivered: 'The bot has sent your reading. You can also read it any time under My readings after logging in with Telegram.',
  cancelled: 'This order was cancelled. You can place a new one at any time.',
  expired: 'This order was not paid in time. You can simply order again.',
  refunded: 'This order was refunded.',
};

/** A paid order whose reading could not be made: what happens next, and whom to write to. */
function failedDetail(supportEmail: string) {
  return html`We are sorry: something went wrong while preparing your reading, and our automatic retries did not fix it. The operator has been alerted and will either prepare it again or refund your payment in full; you do not need to do anything. If you have a question, write to <a href="mailto:${supportEmail}">${supportEmail}</a> with your order number.`;
}

const STEPS = [
  { status: 'pending_payment', label: 'Ordered' },
  { status: 'paid', label: 'Paid' },
  { status: 'ready', label: 'Reading ready' },
  { status: 'delivered', label: 'Delivered' },
];

export interface OrderPageView {
  orderId: string;
  status: OrderStatus;
  productTitle: string;
  payUrl: string | null;
  botUrl: string;
  demo: DemoParts;
  /** Where buyers write (shown when the order failed). */
  supportEmail: string;
  /** The birthplace the reading is cast for, as confirmed on the order form; none for numerology or an erased order. */
  birthplace?: { label: string; details: string } | null;
}

export function orderStatusPage(view: OrderPageView): string {
  const reached = STEPS.findIndex((s) => s.status === view.status);
  // A failed order is followed too: the operator's retry or refund moves it on.
  const moving = ['pending_payment', 'paid', 'ready', 'failed'].includes(view.status);
  return page({
    title: 'Your order',
    scripts: moving ? ['reload-when-changed.js', 'order-status.js'] : [],
    demoNotice: demoNotice(view.demo),
    body: html`<h1>${view.status === 'pending_payment' || view.status === 'failed' ? 'Your order' : 'Thank you'}</h1>
<div class="card" id="order" data-order-id="${view.orderId}" data-status="${view.status}">
<p class="muted small">Order <code>${view.orderId}</code> · ${view.productTitle}</p>
${view.birthplace ? html`<p class="small" id="order-birthplace">Birthplace: <strong>${view.birthplace.label}</strong> <span class="muted">(${view.birthplace.details})</span></p>` : ''}
${reached >= 0
  ? html`<ol class="progress" aria-label="Order progress">${STEPS.map(
      (s, i) => html`<li class="${i < reached ? 'done' : i === reached ? 'current' : ''}"${i === reached ? html` aria-current="step"` : ''}>${s.label}</li>`,
    )}</ol>`
  : ''}
<p class="status" id="order-status" role="status" aria-live="polite">${ORDER_STATUS_TEXT[view.status] ?? view.status}</p>
<p${view.status === 'failed' ? html` id="order-failed"` : ''}>${view.status === 'failed' ? failedDetail(view.supportEmail) : STATUS_DETAIL[view.status] ?? ''}</p>
${view.status === 'pending_payment' && view.payUrl ? html`<p><a class="button large" href="${view.payUrl}">Go to payment</a></p>` : ''}
${['paid', 'ready', 'delivered'].includes(view.status)
  ? html`<p><a class="button large" id="bot-link" href="${view.botUrl}">${view.demo.chat ? 'Open the demo bot chat' : 'Open the bot in Telegram'}</a></p>
<p class="muted small">${view.demo.chat ? 'In this demo the bot is a chat page on this site, showing exactly what the Telegram bot would send.' : 'The bot sends the reading only to the Telegram account whose username you gave. Keep this link: it also works later.'}</p>`
  : ''}
${['cancelled', 'expired'].includes(view.status) ? html`<p><a class="button" href="/order">Order again</a></p>` : ''}
</div>
<p class="muted small">Logged in with Telegram, you find all your orders and readings under <a href="/profile">My readings</a>.</p>`,
  });
}
