// The console's audit log: every operator action, newest first, with what it changed.
import type { AuditEntry, AuditQuery } from '../../services/operator/model.js';
import { formatDateTime } from '../format.js';
import { html } from '../html.js';
import { consolePage, type ConsoleFrame } from './admin-shell.js';

const ACTION_LABEL: Record<AuditEntry['action'], string> = {
  refund: 'Refund',
  resend: 'Reading sent again',
  rebind: 'Given to another account',
  retry: 'Job retried',
  cancel: 'Cancelled',
  prices: 'Catalog changed',
  refused: 'Refused',
  auth_failed: 'Wrong operator token',
  console_refused: 'Console refused',
};

export function adminAuditPage(frame: ConsoleFrame, view: { query: AuditQuery; entries: AuditEntry[]; nextCursor: string | null }): string {
  const filter: Record<string, string> = view.query.orderId ? { orderId: view.query.orderId } : {};
  const next = view.nextCursor ? `/admin/audit?${new URLSearchParams({ ...filter, cursor: view.nextCursor }).toString()}` : null;
  return consolePage(frame, {
    title: 'Audit log',
    section: 'audit',
    body: html`<h1>Audit log</h1>
${view.query.orderId ? html`<p>Actions on order <a href="/admin/orders/${view.query.orderId}">${view.query.orderId}</a> · <a href="/admin/audit">all actions</a></p>` : ''}
${view.entries.length === 0
  ? html`<p class="empty">No operator actions yet.</p>`
  : html`<table class="console-table">
<caption class="muted">Newest first</caption>
<thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">Action</th><th scope="col">Order</th><th scope="col">Before</th><th scope="col">After</th></tr></thead>
<tbody>${view.entries.map(
      (e) => html`<tr><td>${formatDateTime(Date.parse(e.at))}</td><td>${e.actor}</td><th scope="row">${ACTION_LABEL[e.action]}</th>
<td>${e.orderId ? html`<a href="/admin/orders/${e.orderId}">${e.orderId}</a>` : '—'}</td><td><code class="small">${shown(e.before)}</code></td><td><code class="small">${shown(e.after)}</code></td></tr>`,
    )}</tbody></table>`}
${next ? html`<p class="actions"><a class="button secondary" href="${next}" rel="next">Older entries</a></p>` : ''}`,
  });
}

/** A change as compact JSON; a catalog's whole before and after would fill the page, so it is cut. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
