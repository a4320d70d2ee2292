// /profile: the Telegram login (widget, through the bot, or the labelled demo login), and once
// logged in the user's readings and orders; /profile/readings/:id shows one reading.
import type { PublicCatalog } from '../../services/catalog/model.js';
import type { UserView } from '../../services/identity/types.js';
import type { AgentSummary } from '../../services/agents/agent-service.js';
import type { OwnedReading, UserOrderSummary, UserReadingSummary } from '../../services/readings/reading-queries.js';
import { formatDate, formatDateTime, formatMoney, ORDER_STATUS_TEXT } from '../format.js';
import { html, trusted, type SafeHtml } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';

export interface LoginView {
  demo: DemoParts;
  demoLoginAllowed: boolean;
  /** The real bot's username: the Login Widget and "log in through the bot" need it. */
  botUsername: string | null;
  /** Where the widget sends its signed data. */
  widgetAuthUrl: string;
  error?: string | null;
  /** Waiting for the bot to confirm: the link the visitor opens. */
  botUrl?: string | null;
  /** A page that needs a login sent the visitor here. */
  reason?: string | null;
  demoUsername?: string;
}

export function loginPage(view: LoginView): string {
  const botLogin = Boolean(view.botUsername) || view.demoLoginAllowed;
  const waiting = view.botUrl
    ? html`<div class="card" id="bot-login-wait" data-poll="/auth/bot-login/complete">
<h2>Confirm in ${view.demo.chat ? 'the demo bot' : 'Telegram'}</h2>
<ol>
<li><a class="button" href="${view.botUrl}" target="_blank" rel="noopener" id="bot-login-link">Open ${view.demo.chat ? 'the demo bot chat' : 'the bot'}</a></li>
<li>Press <strong>Start</strong> and confirm the login there.</li>
<li>Come back here: this page logs you in by itself${view.demo.chat ? '' : ' within a few seconds'}.</li>
</ol>
<form method="post" action="/auth/bot-login/complete"><button type="submit" class="secondary">Continue</button></form>
<p class="muted small" id="bot-login-status" role="status" aria-live="polite">Waiting for the confirmation… The link works for 10 minutes, once.</p>
</div>`
    : '';
  return page({
    title: 'Log in',
    section: 'profile',
    scripts: view.botUrl ? ['profile-login.js'] : [],
    demoNotice: demoNotice(view.demo),
    body: html`<h1>My readings</h1>
${view.reason ? html`<p class="status warn">${view.reason}</p>` : ''}
${view.error ? html`<div class="error-summary" role="alert"><h2>Login failed</h2><p>${view.error}</p></div>` : ''}
<p>Log in with the Telegram account whose username you gave when ordering. Your readings and orders are tied to that account; paid orders placed for your username become yours when you log in.</p>
${waiting}
<div class="login-options">
${view.botUsername && !view.demoLoginAllowed
  ? html`<section class="card" aria-labelledby="widget-title">
<h2 id="widget-title">Log in with Telegram</h2>
<p class="muted small">Telegram asks you to confirm, then sends us your name, username and photo — nothing else.</p>
<div class="telegram-widget"><script async src="https://telegram.org/js/telegram-widget.js?22" data-telegram-login="${view.botUsername}" data-size="large" data-radius="10" data-auth-url="${view.widgetAuthUrl}" data-request-access="write"></script></div>
<noscript><p class="muted small">The Telegram button needs JavaScript; log in through the bot instead.</p></noscript>
</section>`
  : ''}
${view.demoLoginAllowed
  ? html`<section class="card" aria-labelledby="demo-title">
<h2 id="demo-title"><span class="demo-tag">DEMO</span> Demo login</h2>
<p class="muted small">This installation runs without a real Telegram bot, so you may log in as any Telegram username. Use the one you ordered with to see its readings.</p>
<form method="post" action="/auth/demo-login" class="demo-login">
<div class="field"><label for="demo-username">Telegram username</label>
<div class="prefixed"><span aria-hidden="true">@</span><input id="demo-username" name="username" type="text" required autocapitalize="none" spellcheck="false" maxlength="33" pattern="@?[A-Za-z0-9_]{5,32}" value="${view.demoUsername ?? ''}" aria-describedby="demo-username-hint"></div>
<p class="hint" id="demo-username-hint">5–32 letters, digits or _.</p></div>
<button type="submit">Log in (demo)</button>
</form>
</section>`
  : ''}
${botLogin
  ? html`<section class="card" aria-labelledby="bot-title">
<h2 id="bot-title">${view.demo.chat ? html`<span class="demo-tag">DEMO</span> ` : ''}Log in through the bot</h2>
<p class="muted small">Opens ${view.demo.chat ? 'the demo bot chat on this site' : 'our bot in Telegram'}; you confirm there, and this page logs you in.</p>
<form method="post" action="/auth/bot-login"><button type="submit">Log in through the bot</button></form>
</section>`
  : ''}
</div>`,
  });
}

export interface ProfileView {
  user: UserView;
  orders: UserOrderSummary[];
  readings: UserReadingSummary[];
  catalog: PublicCatalog;
  demo: DemoParts;
  /** Orders this login just bound to the user. */
  justBound?: number;
  /** AI agents acting for the user (claimed through Telegram), each revocable. */
  agents?: AgentSummary[];
  /** The user may use the operator console (OPERATOR_TELEGRAM_IDS). */
  operator?: boolean;
}

const STATUS_TONE: Record<string, string> = { delivered: 'good', ready: 'good', paid: 'warn', pending_payment: 'warn', failed: 'warn', undeliverable: 'warn' };

function avatar(user: UserView): SafeHtml {
  if (user.photoUrl && /^https:\/\//.test(user.photoUrl)) return html`<img src="${user.photoUrl}" alt="" width="56" height="56" referrerpolicy="no-referrer">`;
  const initial = (user.firstName || user.username || '?').trim().charAt(0).toUpperCase();
  return html`<span class="avatar" aria-hidden="true">${initial}</span>`;
}

export function profilePage(view: ProfileView): string {
  const { user, catalog } = view;
  const title = (id: string) => catalog.products.find((p) => p.id === id)?.title ?? id;
  const addonTitle = (id: string) => catalog.addons.find((a) => a.id === id)?.title ?? id;
  const demoUser = user.telegramId < 0;
  return page({
    title: 'My readings',
    section: 'profile',
    demoNotice: demoNotice(view.demo),
    body: html`<h1>My readings</h1>
<div class="card user-card">
${avatar(user)}
<div><p><strong>${user.firstName ?? user.username ?? 'Telegram user'}</strong>${demoUser ? html` <span class="demo-tag">DEMO</span>` : ''}</p>
${user.username ? html`<p class="muted">@${user.username}</p>` : ''}</div>
<form method="post" action="/auth/logout"><button type="submit" class="secondary">Log out</button></form>
</div>
${view.operator ? html`<p class="card"><a class="button" href="/admin" id="console-link">Open the operator console</a></p>` : ''}

<section aria-labelledby="readings-title">
<h2 id="readings-title">Readings</h2>
${view.readings.length
  ? html`<ul class="list card" id="readings">${view.readings.map(
      (r) => html`<li><div><a class="item-title" href="/profile/readings/${r.id}">${r.title}</a><br><span class="muted small">${r.subtitle ? html`${r.subtitle} · ` : ''}${formatDate(r.createdAt)}</span></div>
<span>${r.hasPdf ? html`<a class="pill" href="/api/readings/${r.id}.pdf" download>PDF</a> ` : ''}<a class="button ghost" href="/profile/readings/${r.id}" aria-label="Open ${r.title}">Open</a></span></li>`,
    )}</ul>`
  : html`<p class="empty card quiet">No readings yet. After payment your reading appears here within a minute${view.orders.length ? '' : html` — <a href="/order">order one</a>`}.</p>`}
</section>

<section aria-labelledby="orders-title">
<h2 id="orders-title">Orders</h2>
${view.orders.length
  ? html`<ul class="list card" id="orders">${view.orders.map(
      (o) => html`<li><div><span class="item-title">${title(o.product)}</span>${o.addons.length ? html` <span class="muted">+ ${o.addons.map(addonTitle).join(', ')}</span>` : ''}<br>
<span class="muted small">${formatMoney(o.sum / 100, o.currency)} · ordered ${formatDateTime(o.createdAt)} · <a href="/orders/${o.id}">${o.id}</a></span></div>
<span><span class="pill ${STATUS_TONE[o.status] ?? ''}">${ORDER_STATUS_TEXT[o.status] ?? o.status}</span>
${o.payUrl ? html` <a class="button" href="${o.payUrl}">Pay</a>` : ''}${o.readingId ? html` <a class="button ghost" href="/profile/readings/${o.readingId}">Reading</a>` : ''}</span></li>`,
    )}</ul>`
  : html`<p class="empty card quiet">No orders for this account yet.</p>`}
<p class="muted small">Don't see an order? It belongs to the Telegram username given when ordering, and appears here once it is paid or once you open its link to the bot; log in with that account${user.username ? html` (you are @${user.username})` : ''}.</p>
</section>
${agentsSection(view.agents ?? [])}
${myDataSection()}`,
  });
}

function myDataSection(): SafeHtml {
  return html`<section aria-labelledby="my-data-title" id="my-data">
<h2 id="my-data-title">Your data</h2>
<div class="card">
<p>Download a copy of everything we hold about you: your account, your orders with their birth data, name and phone, their payments, your readings and the agents you approved, in one JSON file.</p>
<p class="actions"><a class="button ghost" href="/api/me/export" download id="export-link">Download my data</a></p>
<p>You can also delete your account. Your readings go with it, so download any PDF you want to keep first.</p>
<p class="actions"><a class="button secondary" href="/profile/delete" id="delete-link">Delete my account…</a></p>
</div>
</section>`;
}

function agentsSection(agents: AgentSummary[]): SafeHtml {
  return html`<section aria-labelledby="agents-title" id="agents">
<h2 id="agents-title">Agents</h2>
${agents.length
  ? html`<ul class="list card" id="agent-list">${agents.map(
      (a) => html`<li><div><span class="item-title">${a.clientName ?? 'AI agent'}</span><br>
<span class="muted small">${a.identityType === 'anonymous' ? 'claimed' : a.identityType === 'oauth' ? 'approved' : 'logged in with Telegram'}${a.claimedAt ? html` ${formatDateTime(a.claimedAt)}` : ''} · may ${a.scopes.join(', ')}</span></div>
<form method="post" action="/profile/agents/${a.registrationId}/revoke"><button type="submit" class="secondary">Revoke</button></form></li>`,
    )}</ul>`
  : html`<p class="empty card quiet">No AI agents act for you. An agent you use can ask for access with a claim link; you approve it here with Telegram.</p>`}
</section>`;
}

export function readingPage(view: { reading: OwnedReading; demo: DemoParts }): string {
  const { reading } = view;
  const inlineWheel = reading.html.includes('class="wheel"');
  return page({
    title: reading.title,
    section: 'profile',
    demoNotice: demoNotice(view.demo),
    body: html`<div class="reading-page">
<p class="reading-tools"><a href="/profile">← My readings</a>
<span class="actions">${reading.hasPdf ? html`<a class="button" href="/api/readings/${reading.id}.pdf" download>Download PDF</a>` : ''}${reading.hasWheel ? html` <a class="button ghost" href="/api/readings/${reading.id}/wheel.png" download>Chart wheel (PNG)</a>` : ''}</span></p>
${!inlineWheel && reading.hasWheel ? html`<figure class="wheel-figure"><img src="/api/readings/${reading.id}/wheel.svg" alt="Your chart wheel" width="560" height="560"><figcaption>Your chart wheel</figcaption></figure>` : ''}
${trusted(reading.html)}
</div>`,
  });
}
