// The console's list of orders: search, filters and pages, newest first.
import type { AdminOrderQuery, AdminOrderSummary } from '../../services/operator/model.js';
import { HELD_UP_STATUSES, ORDER_STATUSES, statusIn } from '../../services/orders/lifecycle.js';
import { formatDateTime, formatMoney } from '../format.js';
import { html } from '../html.js';
import { consolePage, type ConsoleFrame } from './admin-shell.js';

/** An order's status as an operator reads it: the status name itself, spelled out. */
const STATUS_LABEL: Record<(typeof ORDER_STATUSES)[number], string> = {
  pending_payment: 'waiting for payment',
  paid: 'paid',
  ready: 'ready',
  delivered: 'delivered',
  cancelled: 'cancelled',
  expired: 'expired',
  refunded: 'refunded',
  failed: 'failed',
  undeliverable: 'undeliverable',
};

export function statusPill(status: (typeof ORDER_STATUSES)[number]) {
  const tone = status === 'delivered' ? ' good' : statusIn(HELD_UP_STATUSES, status) ? ' warn' : '';
  return html`<span class="pill${tone}">${STATUS_LABEL[status]}</span>`;
}

export function adminOrdersPage(
  frame: ConsoleFrame,
  view: { query: AdminOrderQuery; orders: AdminOrderSummary[]; nextCursor: string | null; products: { id: string; title: string }[]; problem?: string | null },
): string {
  const q = view.query;
  const next = view.nextCursor ? `/admin?${new URLSearchParams({ ...withoutCursor(q), cursor: view.nextCursor }).toString()}` : null;
  return consolePage(frame, {
    title: 'Orders',
    section: 'orders',
    problem: view.problem,
    body: html`<h1>Orders</h1>
<form method="get" action="/admin" class="card console-filters" role="search">
<div class="field"><label for="q">Search</label>
<p class="hint" id="q-hint">Order id, Telegram contact, phone (4 digits or more) or the buyer’s name</p>
<input id="q" name="q" type="search" value="${q.q ?? ''}" maxlength="100" aria-describedby="q-hint"></div>
<div class="field"><label for="status">Status</label>
<select id="status" name="status"><option value="">Any</option>${ORDER_STATUSES.map((s) => html`<option value="${s}"${q.status === s ? html` selected` : ''}>${STATUS_LABEL[s]}</option>`)}</select></div>
<div class="field"><label for="product">Product</label>
<select id="product" name="product"><option value="">Any</option>${view.products.map((p) => html`<option value="${p.id}"${q.product === p.id ? html` selected` : ''}>${p.title}</option>`)}</select></div>
<div class="field"><label for="from">Placed from</label><input id="from" name="from" type="date" value="${q.from ?? ''}"></div>
<div class="field"><label for="to">Placed until</label><input id="to" name="to" type="date" value="${q.to ?? ''}"></div>
<p class="actions"><button type="submit">Find orders</button> <a class="button ghost" href="/admin">Clear</a></p>
</form>
${view.orders.length === 0
  ? html`<p class="empty">No orders match.</p>`
  : html`<table class="console-table">
<caption class="muted">Newest first${q.cursor ? ' (a later page)' : ''}</caption>
<thead><tr><th scope="col">Order</th><th scope="col">Placed</th><th scope="col">Status</th><th scope="col">Buyer</th><th scope="col">Product</th><th scope="col">Sum</th></tr></thead>
<tbody>${view.orders.map(
      (o) => html`<tr><th scope="row"><a href="/admin/orders/${o.orderId}">${o.orderId}</a></th><td>${formatDateTime(Date.parse(o.createdAt))}</td><td>${statusPill(o.status)}${o.lastError ? html`<br><span class="small error">${o.lastError}</span>` : ''}</td>
<td>${o.name}<br><span class="muted small">${o.contact} · ${o.phone}</span></td><td>${o.product}${o.addons.length ? html`<br><span class="muted small">+ ${o.addons.join(', ')}</span>` : ''}</td><td>${formatMoney(o.sum, o.currency)}</td></tr>`,
    )}</tbody></table>`}
${next ? html`<p class="actions"><a class="button secondary" href="${next}" rel="next">Older orders</a></p>` : ''}`,
  });
}

function withoutCursor(q: AdminOrderQuery): Record<string, string> {
  const { cursor: _cursor, ...rest } = q;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
}
