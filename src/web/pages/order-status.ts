// The thank-you page for an order: its status and the way to the bot.
import { html } from '../html.js';
import { page } from '../layout.js';

const STATUS_TEXT: Record<string, string> = {
  pending_payment: 'Waiting for payment.',
  paid: 'Paid. Your reading is being computed.',
  ready: 'Your reading is ready. Open the bot to receive it.',
  delivered: 'Your reading has been delivered in Telegram.',
  cancelled: 'This order was cancelled.',
  expired: 'This order expired before it was paid.',
  refunded: 'This order was refunded.',
};

export interface OrderPageView {
  orderId: string;
  status: string;
  productTitle: string;
  payUrl: string | null;
  botUrl: string;
  demo: boolean;
}

export function orderStatusPage(view: OrderPageView): string {
  return page({
    title: 'Your order',
    demoNotice: view.demo ? 'Demo installation: payments are simulated and the bot is shown as a demo chat.' : null,
    body: html`<h1>Thank you</h1>
<div class="card">
<p class="muted">Order ${view.orderId} · ${view.productTitle}</p>
<p class="status" id="order-status" data-status="${view.status}" aria-live="polite">${STATUS_TEXT[view.status] ?? view.status}</p>
${view.status === 'pending_payment' && view.payUrl ? html`<p><a class="button" href="${view.payUrl}">Go to payment</a></p>` : ''}
${['paid', 'ready', 'delivered'].includes(view.status) ? html`<p><a class="button" href="${view.botUrl}">Open the bot to receive your reading</a></p><p class="muted">The bot sends the reading to the Telegram account whose username you gave.</p>` : ''}
</div>`,
  });
}
