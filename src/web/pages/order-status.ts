// The thank-you page for an order: where it stands, and the way to the bot. assets/order-status.js
// polls GET /api/orders/{id} and reloads the page when the status moves (a paid order that could not
// be prepared moves to `failed`, and the page then says what happens next instead of "less than a
// minute"; a retry or a refund moves it on again). An `undeliverable` order (the bot could not
// reach the buyer) says how to receive it; every status ends with whom to write to. It shows what
// was bought and for how much, and the short reference support asks for: the long id stays in the
// page's address and the API, where no one has to read it out.
import { AWAITING_BOT_STATUSES, HELD_UP_STATUSES, LAPSED_STATUSES, ONGOING_STATUSES, PAID_STATUSES, PROGRESS_STATUSES, statusIn, type OrderStatus } from '../../services/orders/lifecycle.js';
import { orderReference } from '../../services/orders/reference.js';
import { orderStatusText } from '../format.js';
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import { rich, type Site } from '../site.js';

const STEPS = PROGRESS_STATUSES;

interface OrderPageView {
  orderId: string;
  status: OrderStatus;
  productTitle: string;
  /** The add-ons ordered with it, by their titles in the page's language. */
  addonTitles: string[];
  /** The order's amount as money is written in the page's language ("$29.00", «2 900 ₽»). */
  amount: string;
  payUrl: string | null;
  botUrl: string;
  demo: DemoParts;
  /** Where buyers write (shown on every order, in the text when it failed or could not be delivered). */
  supportEmail: string;
  /** The birthplace the reading is cast for, as confirmed on the order form; none for numerology or an erased order. */
  birthplace?: { label: string; details: string } | null;
}

export function orderStatusPage(site: Site, view: OrderPageView): string {
  const { t } = site;
  const email = html`<a href="mailto:${view.supportEmail}">${view.supportEmail}</a>`;
  const reference = orderReference(view.orderId);
  // Paid, or refunded after it was paid; otherwise what it costs (or cost, for a lapsed order).
  const paid = statusIn(PAID_STATUSES, view.status) || view.status === 'refunded';
  // An undeliverable reading is ready all the same.
  const status = view.status === 'undeliverable' ? 'ready' : view.status;
  const reached = statusIn(STEPS, status) ? STEPS.indexOf(status) : -1;
  // A failed or undeliverable order is followed too: opening the bot, a retry or a refund moves it on.
  const moving = statusIn(ONGOING_STATUSES, view.status);
  const detail =
    view.status === 'failed'
      ? html`<p id="order-failed">${rich(site, 'orderStatus.detail.failed', { email, reference })}</p>`
      : view.status === 'undeliverable'
        ? html`<p id="order-undeliverable">${rich(site, 'orderStatus.detail.undeliverable', { email, reference })}</p>`
        : html`<p>${rich(site, `orderStatus.detail.${view.status}`)}</p>`;
  // The failed and undeliverable texts name support themselves.
  const support = statusIn(HELD_UP_STATUSES, view.status) ? '' : html`<p class="muted small" id="order-support">${rich(site, 'orderStatus.support', { email, reference })}</p>`;
  return page({
    site,
    title: t('orderStatus.title'),
    scripts: moving ? ['reload-when-changed.js', 'order-status.js'] : [],
    demoNotice: demoNotice(site, view.demo),
    body: html`<h1>${view.status === 'pending_payment' || view.status === 'failed' ? t('orderStatus.title') : t('orderStatus.thanks')}</h1>
<div class="card" id="order" data-order-id="${view.orderId}" data-status="${view.status}">
<dl class="order-summary" id="order-summary">
<dt>${t('orderStatus.reference')}</dt><dd><strong class="order-reference" id="order-reference">${reference}</strong></dd>
<dt>${t('orderStatus.reading')}</dt><dd id="order-product">${view.productTitle}</dd>
${view.addonTitles.length ? html`<dt>${t('orderStatus.addons')}</dt><dd><ul id="order-addons">${view.addonTitles.map((title) => html`<li>${title}</li>`)}</ul></dd>` : ''}
<dt>${paid ? t('orderStatus.paidAmount') : t('orderStatus.amount')}</dt><dd id="order-amount">${view.amount}</dd>
</dl>
${view.birthplace ? html`<p class="small" id="order-birthplace">${t('orderStatus.birthplace')} <strong>${view.birthplace.label}</strong> <span class="muted">(${view.birthplace.details})</span></p>` : ''}
${reached >= 0
  ? html`<ol class="progress" aria-label="${t('orderStatus.progress')}">${STEPS.map(
      (s, i) => html`<li class="${i < reached ? 'done' : i === reached ? 'current' : ''}"${i === reached ? html` aria-current="step"` : ''}>${t(`orderStatus.steps.${s}`)}</li>`,
    )}</ol>`
  : ''}
<p class="status" id="order-status" role="status" aria-live="polite">${orderStatusText(site, view.status)}</p>
${detail}
${view.status === 'pending_payment' && view.payUrl ? html`<p><a class="button large" href="${view.payUrl}">${t('orderStatus.pay')}</a></p>` : ''}
${statusIn(AWAITING_BOT_STATUSES, view.status)
  ? html`<p><a class="button large" id="bot-link" href="${view.botUrl}">${view.demo.chat ? t('orderStatus.openDemoBot') : t('orderStatus.openBot')}</a></p>
<p class="muted small">${view.demo.chat ? t('orderStatus.demoBotNote') : t('orderStatus.botNote')}</p>`
  : ''}
${statusIn(LAPSED_STATUSES, view.status) ? html`<p><a class="button" href="/order">${t('orderStatus.orderAgain')}</a></p>` : ''}
${support}
</div>
<p class="muted small">${rich(site, 'orderStatus.profileNote')}</p>`,
  });
}
