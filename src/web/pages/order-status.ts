// The thank-you page for an order: where it stands, and the way to the bot. assets/order-status.js
// polls GET /api/orders/{id} and reloads the page when the status moves (a paid order that could not
// be prepared moves to `failed`, and the page then says what happens next instead of "less than a
// minute"; a retry or a refund moves it on again). An `undeliverable` order (the bot could not
// reach the buyer) says how to receive it; every status ends with whom to write to.
import type { OrderStatus } from '../../services/orders/lifecycle.js';
import { ORDER_STATUS_TEXT } from '../format.js';
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';

const STATUS_DETAIL: Record<string, string> = {
  pending_payment: 'We have not received the payment yet. If you have just paid, this page updates by itself in a moment.',
  paid: 'Payment received. We are working out your reading and writing it; this usually takes less than a minute.',
  ready:
    'Your reading is ready. Open the bot and press Start: it sends the reading to your Telegram account. If you open it from an account other than the username in the order, the bot asks for the last four digits of the phone number you gave, to check the order is yours.',
  delivered: 'The bot has sent your reading. You can also read it any time under My readings after logging in with Telegram.',
  cancelled: 'This order was cancelled. You can place a new one at any time.',
  expired: 'This order was not paid in time. You can simply order again.',
  refunded: 'This order was refunded. The money goes back the way you paid: a bank may take a few days to show it, and Telegram Stars return to your balance at once.',
};

/** A paid order whose reading could not be made: what happens next, and whom to write to. */
function failedDetail(supportEmail: string) {
  return html`We are sorry: something went wrong while preparing your reading, and our automatic retries did not fix it. The operator has been alerted and will either prepare it again or refund your payment in full; you do not need to do anything. If you have a question, write to <a href="mailto:${supportEmail}">${supportEmail}</a> with your order number.`;
}

/** The reading is made but the bot could not send it: how the buyer still gets it. */
function undeliverableDetail(supportEmail: string) {
  return html`Your reading is ready, but our bot could not send it to you in Telegram: the bot link was not opened, or the bot was blocked. Open the bot below and press Start (unblock it first if you blocked it), and the reading follows at once; you can also read it under <a href="/profile">My readings</a> after logging in with Telegram. Our team has been told. If you need help, write to <a href="mailto:${supportEmail}">${supportEmail}</a> with your order number.`;
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
  /** Where buyers write (shown on every order, in the text when it failed or could not be delivered). */
  supportEmail: string;
  /** The birthplace the reading is cast for, as confirmed on the order form; none for numerology or an erased order. */
  birthplace?: { label: string; details: string } | null;
}

export function orderStatusPage(view: OrderPageView): string {
  // An undeliverable reading is ready all the same.
  const reached = STEPS.findIndex((s) => s.status === (view.status === 'undeliverable' ? 'ready' : view.status));
  // A failed or undeliverable order is followed too: opening the bot, a retry or a refund moves it on.
  const moving = ['pending_payment', 'paid', 'ready', 'failed', 'undeliverable'].includes(view.status);
  const detail =
    view.status === 'failed'
      ? html`<p id="order-failed">${failedDetail(view.supportEmail)}</p>`
      : view.status === 'undeliverable'
        ? html`<p id="order-undeliverable">${undeliverableDetail(view.supportEmail)}</p>`
        : html`<p>${STATUS_DETAIL[view.status] ?? ''}</p>`;
  // The failed and undeliverable texts name support themselves.
  const support = ['failed', 'undeliverable'].includes(view.status)
    ? ''
    : html`<p class="muted small" id="order-support">Questions about this order? Write to <a href="mailto:${view.supportEmail}">${view.supportEmail}</a> with the order number.</p>`;
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
${detail}
${view.status === 'pending_payment' && view.payUrl ? html`<p><a class="button large" href="${view.payUrl}">Go to payment</a></p>` : ''}
${['paid', 'ready', 'delivered', 'undeliverable'].includes(view.status)
  ? html`<p><a class="button large" id="bot-link" href="${view.botUrl}">${view.demo.chat ? 'Open the demo bot chat' : 'Open the bot in Telegram'}</a></p>
<p class="muted small">${view.demo.chat ? 'In this demo the bot is a chat page on this site, showing exactly what the Telegram bot would send.' : 'The bot sends the reading to the Telegram account whose username you gave, or to the account that confirms the order with the phone number’s last four digits. Keep this link: it also works later.'}</p>`
  : ''}
${['cancelled', 'expired'].includes(view.status) ? html`<p><a class="button" href="/order">Order again</a></p>` : ''}
${support}
</div>
<p class="muted small">Logged in with Telegram, you find all your orders and readings under <a href="/profile">My readings</a>.</p>`,
  });
}
