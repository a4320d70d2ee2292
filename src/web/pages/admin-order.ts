// One order in the console: what it is, everything that happened to it, and what the operator can
// do to it now (each form posts to /admin/orders/:id/<action> with the console's CSRF token).
import type { AdminOrderDetail, RetryableJob, TimelineEntry } from '../../services/operator/model.js';
import { PAID_STATUSES, REBINDABLE_STATUSES, RESENDABLE_STATUSES, statusIn } from '../../services/orders/lifecycle.js';
import { formatDateTime, formatMoney } from '../format.js';
import { html, type SafeHtml } from '../html.js';
import { consolePage, csrfField, type ConsoleFrame } from './admin-shell.js';
import { statusPill } from './admin-orders.js';

type Order = AdminOrderDetail['order'];


export function adminOrderPage(frame: ConsoleFrame, view: { detail: AdminOrderDetail; flash?: string | null; problem?: string | null }): string {
  const { order, timeline, retryableJobs } = view.detail;
  return consolePage(frame, {
    title: `Order ${order.orderId}`,
    section: 'orders',
    flash: view.flash,
    problem: view.problem,
    body: html`<p><a href="/admin">← All orders</a></p>
<h1>Order ${order.orderId}</h1>
<div class="card"><dl class="console-facts">
<dt>Status</dt><dd>${statusPill(order.status)}${order.lastError ? html` <span class="error small">${order.lastError}</span>` : ''}</dd>
<dt>Buyer</dt><dd>${order.name}</dd>
<dt>Telegram</dt><dd>${order.contact || '—'}${order.ownerUserId ? html` <span class="muted small">(bound to an account${order.ownerChatId !== null ? html`, chat ${order.ownerChatId}` : ''})</span>` : html` <span class="muted small">(nobody has opened the bot yet)</span>`}</dd>
<dt>Phone</dt><dd>${order.phone}</dd>
<dt>Product</dt><dd>${order.product}${order.addons.length ? ` + ${order.addons.join(', ')}` : ''}</dd>
<dt>Sum</dt><dd>${formatMoney(order.sum, order.currency)}</dd>
${order.refunded.length ? html`<dt>Refunded</dt><dd id="order-refunded">${order.refunded.map((r) => formatMoney(r.amount, r.currency)).join(' + ')}</dd>` : ''}
<dt>Placed</dt><dd>${at(order.createdAt)}</dd>
${order.paidAt ? html`<dt>Paid</dt><dd>${at(order.paidAt)}</dd>` : ''}
${order.deliveredAt ? html`<dt>Delivered</dt><dd>${at(order.deliveredAt)}</dd>` : ''}
<dt>Birth data</dt><dd>${Object.entries(order.meta).map(([k, v]) => `${k}: ${v}`).join(' · ')}</dd>
<dt>Bot link</dt><dd><a href="${order.botUrl}">${order.botUrl}</a></dd>
</dl></div>

<h2 id="actions">Actions</h2>
<div class="console-actions">
${statusIn(PAID_STATUSES, order.status) ? action(frame, order, 'refund', 'Refund', html`<p class="hint">Through the payment provider: the whole payment unless you give an amount.</p>
<div class="field"><label for="refund-amount">Amount in ${order.currency} (optional)</label><input id="refund-amount" name="amount" type="number" min="0" step="any" inputmode="decimal"></div>
<div class="field"><label for="refund-reason">Reason (optional)</label><input id="refund-reason" name="reason" type="text" maxlength="500"></div>`, 'Refund') : ''}
${statusIn(RESENDABLE_STATUSES, order.status) ? action(frame, order, 'resend', 'Send the reading again', html`<p class="hint">Every part of the reading goes to the buyer’s chat again.</p>`, 'Send again') : ''}
${statusIn(REBINDABLE_STATUSES, order.status) ? action(frame, order, 'rebind', 'Give to another Telegram account', html`<div class="field"><label for="rebind-to">Telegram username or user id</label>
<p class="hint" id="rebind-hint">A username (with or without @) or a numeric user id</p>
<input id="rebind-to" name="to" type="text" required maxlength="40" autocapitalize="none" spellcheck="false" aria-describedby="rebind-hint"></div>`, 'Give the order') : ''}
${retryableJobs.length ? action(frame, order, 'retry', retryableJobs.length === 1 ? 'Retry the failed job' : 'Retry a failed job', retryChoice(retryableJobs), 'Retry') : ''}
${order.status === 'pending_payment' ? action(frame, order, 'cancel', 'Cancel', html`<p class="hint">The order is unpaid; a payment that still arrives is given back.</p>`, 'Cancel the order') : ''}
</div>

<h2 id="timeline">Timeline</h2>
<table class="console-table">
<caption class="muted">Oldest first</caption>
<thead><tr><th scope="col">When</th><th scope="col">What happened</th><th scope="col">Details</th></tr></thead>
<tbody>${timeline.map((e) => html`<tr><td>${at(e.at)}</td><th scope="row">${e.summary}</th><td>${details(e)}</td></tr>`)}</tbody>
</table>
<p><a href="/admin/audit?orderId=${encodeURIComponent(order.orderId)}">Operator actions on this order in the audit log</a></p>`,
  });
}

function action(frame: ConsoleFrame, order: Order, name: string, title: string, fields: SafeHtml, button: string): SafeHtml {
  return html`<form method="post" action="/admin/orders/${order.orderId}/${name}" class="card" aria-labelledby="action-${name}">
<h3 id="action-${name}">${title}</h3>
${csrfField(frame)}${fields}
<p class="actions"><button type="submit">${button}</button></p></form>`;
}

/** One failed job is named; among several the operator picks which runs again (the newest is preselected). */
function retryChoice(jobs: RetryableJob[]): SafeHtml {
  const describe = (job: RetryableJob) => html`Job ${job.jobId}, ${job.title}: gave up ${at(job.failedAt)} after ${job.attempts} ${job.attempts === 1 ? 'attempt' : 'attempts'}<br><span class="error small">${job.error}</span>`;
  if (jobs.length === 1) {
    return html`<input type="hidden" name="jobId" value="${jobs[0].jobId}"><p class="hint">${describe(jobs[0])}</p>`;
  }
  const newest = jobs.at(-1)!;
  return html`<fieldset class="field"><legend>Which job runs again</legend>
${jobs.map((job) => html`<label class="choice"><input type="radio" name="jobId" value="${job.jobId}"${job === newest ? html` checked` : ''}> ${describe(job)}</label>`)}
</fieldset>`;
}

const at = (iso: string) => formatDateTime(Date.parse(iso));

function details(e: TimelineEntry): SafeHtml {
  const parts: string[] = [];
  if (e.actor) parts.push(`by ${e.actor}`);
  if (e.provider) parts.push(e.provider);
  if (e.jobKind) parts.push(`job ${e.jobId ?? ''} ${e.jobKind}`.replace(/\s+/g, ' '));
  if (e.attempts !== undefined) parts.push(`${e.attempts} ${e.attempts === 1 ? 'attempt' : 'attempts'}`);
  if (e.status && e.event !== 'status_changed') parts.push(e.status);
  if (e.amount !== undefined && e.currency) parts.push(formatMoney(e.amount, e.currency));
  return html`${parts.join(' · ')}${e.error ? html`<br><span class="error small">${e.error}</span>` : ''}`;
}
