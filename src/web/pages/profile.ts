// /profile: the Telegram login (widget, through the bot, or the labelled demo login), and once
// logged in the user's readings and orders; /profile/readings/:id shows one reading.
import type { PublicCatalog } from '../../services/catalog/model.js';
import { toMajorUnits } from '../../services/catalog/money.js';
import type { UserView } from '../../services/identity/types.js';
import type { OrderStatus } from '../../services/orders/lifecycle.js';
import type { AgentSummary } from '../../services/agents/agent-service.js';
import type { OwnedReading, UserOrderSummary, UserReadingSummary } from '../../services/readings/reading-queries.js';
import { localCatalog } from '../catalog-text.js';
import { formatDate, formatDateTime, formatMoney, orderStatusText } from '../format.js';
import { html, trusted, type SafeHtml } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import { rich, type Site } from '../site.js';
import { telegramLogin, type TelegramLoginView } from './login-options.js';

interface LoginView extends TelegramLoginView {
  demo: DemoParts;
  /** Why the last login failed, in the page's language. */
  error?: string | null;
  /** Waiting for the bot to confirm: the link the visitor opens. */
  botUrl?: string | null;
  /** A page that needs a login sent the visitor here (in the page's language). */
  reason?: string | null;
  demoUsername?: string;
}

export function loginPage(site: Site, view: LoginView): string {
  const { t } = site;
  const botLogin = Boolean(view.botUsername) || view.demoLoginAllowed;
  const demoChat = view.demo.chat;
  const waiting = view.botUrl
    ? html`<div class="card" id="bot-login-wait" data-poll="/auth/bot-login/complete" data-confirmed="${t('login.wait.confirmed')}" data-confirmed-next="${t('login.wait.confirmedNext')}" data-used="${t('login.wait.used')}" data-expired="${t('login.wait.expired')}">
<h2>${demoChat ? t('login.wait.titleDemo') : t('login.wait.title')}</h2>
<ol>
<li><a class="button" href="${view.botUrl}" target="_blank" rel="noopener" id="bot-login-link">${demoChat ? t('login.wait.openDemo') : t('login.wait.open')}</a></li>
<li>${rich(site, 'login.wait.press')}</li>
<li>${demoChat ? t('login.wait.comeBackDemo') : t('login.wait.comeBack')}</li>
</ol>
<form method="post" action="/auth/bot-login/complete"><button type="submit" class="secondary">${t('login.wait.continue')}</button></form>
<p class="muted small" id="bot-login-status" role="status" aria-live="polite">${t('login.wait.status')}</p>
</div>`
    : '';
  return page({
    site,
    title: t('login.title'),
    section: 'profile',
    scripts: view.botUrl ? ['profile-login.js'] : [],
    demoNotice: demoNotice(site, view.demo),
    body: html`<h1>${t('profile.title')}</h1>
${view.reason ? html`<p class="status warn">${view.reason}</p>` : ''}
${view.error ? html`<div class="error-summary" role="alert"><h2>${t('login.failed')}</h2><p>${view.error}</p></div>` : ''}
<p>${t('login.intro')}</p>
${waiting}
<div class="login-options">
${telegramLogin(site, view, { note: true })}
${view.demoLoginAllowed
  ? html`<section class="card" aria-labelledby="demo-title">
<h2 id="demo-title"><span class="demo-tag">${t('demo.tag')}</span> ${t('login.demo.title')}</h2>
<p class="muted small">${t('login.demo.note')} ${t('login.demo.useOrdered')}</p>
<form method="post" action="/auth/demo-login" class="demo-login">
<div class="field"><label for="demo-username">${t('login.demo.username')}</label>
<div class="prefixed"><span aria-hidden="true">@</span><input id="demo-username" name="username" type="text" required autocapitalize="none" spellcheck="false" maxlength="33" pattern="@?[A-Za-z0-9_]{5,32}" title="${t('login.demo.usernameHint')}" value="${view.demoUsername ?? ''}" aria-describedby="demo-username-hint"></div>
<p class="hint" id="demo-username-hint">${t('login.demo.usernameHint')}</p></div>
<button type="submit">${t('login.demo.submit')}</button>
</form>
</section>`
  : ''}
${botLogin
  ? html`<section class="card" aria-labelledby="bot-title">
<h2 id="bot-title">${demoChat ? html`<span class="demo-tag">${t('demo.tag')}</span> ` : ''}${t('login.bot.title')}</h2>
<p class="muted small">${demoChat ? t('login.bot.noteDemo') : t('login.bot.note')}</p>
<form method="post" action="/auth/bot-login"><button type="submit">${t('login.bot.title')}</button></form>
</section>`
  : ''}
</div>`,
  });
}

interface ProfileView {
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

/**
 * The pill's tone for each status: the reading is there (good), something is still to happen or to
 * be done (warn), or the story ended without a reading (plain). Every status is named, so a new one
 * does not compile until it is given a tone.
 */
const STATUS_TONE: { readonly [S in OrderStatus]: 'good' | 'warn' | '' } = {
  delivered: 'good',
  ready: 'good',
  paid: 'warn',
  pending_payment: 'warn',
  failed: 'warn',
  undeliverable: 'warn',
  cancelled: '',
  expired: '',
  refunded: '',
};

function avatar(user: UserView): SafeHtml {
  if (user.photoUrl && /^https:\/\//.test(user.photoUrl)) return html`<img src="${user.photoUrl}" alt="" width="56" height="56" referrerpolicy="no-referrer">`;
  const initial = (user.firstName || user.username || '?').trim().charAt(0).toUpperCase();
  return html`<span class="avatar" aria-hidden="true">${initial}</span>`;
}

export function profilePage(site: Site, view: ProfileView): string {
  const { t } = site;
  const { user } = view;
  const catalog = localCatalog(site, view.catalog);
  const title = (id: string) => catalog.products.find((p) => p.id === id)?.title ?? id;
  const addonTitle = (id: string) => catalog.addons.find((a) => a.id === id)?.title ?? id;
  const demoUser = user.telegramId < 0;
  return page({
    site,
    title: t('profile.title'),
    section: 'profile',
    demoNotice: demoNotice(site, view.demo),
    body: html`<h1>${t('profile.title')}</h1>
<div class="card user-card">
${avatar(user)}
<div><p><strong>${user.firstName ?? user.username ?? t('profile.telegramUser')}</strong>${demoUser ? html` <span class="demo-tag">${t('demo.tag')}</span>` : ''}</p>
${user.username ? html`<p class="muted">@${user.username}</p>` : ''}</div>
<form method="post" action="/auth/logout"><button type="submit" class="secondary">${t('profile.logout')}</button></form>
</div>
${view.operator ? html`<p class="card"><a class="button" href="/admin" id="console-link">${t('profile.console')}</a></p>` : ''}

<section aria-labelledby="readings-title">
<h2 id="readings-title">${t('profile.readings')}</h2>
${view.readings.length
  ? html`<ul class="list card" id="readings">${view.readings.map(
      (r) => html`<li><div><a class="item-title" href="/profile/readings/${r.id}">${r.title}</a><br><span class="muted small">${r.subtitle ? html`<span class="reading-subtitle">${r.subtitle}</span> · ` : ''}${formatDate(r.createdAt, site.language)}</span></div>
<span>${r.hasPdf ? html`<a class="pill" href="/api/readings/${r.id}.pdf" download>PDF</a> ` : ''}<a class="button ghost" href="/profile/readings/${r.id}" aria-label="${t('profile.openReading', { title: r.title })}">${t('profile.open')}</a></span></li>`,
    )}</ul>`
  : html`<p class="empty card quiet">${view.orders.length ? t('profile.noReadings') : rich(site, 'profile.noReadingsOrder')}</p>`}
</section>

<section aria-labelledby="orders-title">
<h2 id="orders-title">${t('profile.orders')}</h2>
${view.orders.length
  ? html`<ul class="list card" id="orders">${view.orders.map(
      (o) => html`<li><div><span class="item-title">${title(o.product)}</span>${o.addons.length ? html` <span class="muted">+ ${o.addons.map(addonTitle).join(', ')}</span>` : ''}<br>
<span class="muted small">${formatMoney(toMajorUnits(o.sum, o.currency), o.currency, site)} · ${t('profile.ordered', { when: formatDateTime(o.createdAt, site.language) })} · <a href="/orders/${o.id}">${o.id}</a></span></div>
<span><span class="pill ${STATUS_TONE[o.status]}">${orderStatusText(site, o.status)}</span>
${o.payUrl ? html` <a class="button" href="${o.payUrl}">${t('profile.pay')}</a>` : ''}${o.readingId ? html` <a class="button ghost" href="/profile/readings/${o.readingId}">${t('profile.reading')}</a>` : ''}</span></li>`,
    )}</ul>`
  : html`<p class="empty card quiet">${t('profile.noOrders')}</p>`}
<p class="muted small">${user.username ? t('profile.missingOrderAs', { username: user.username }) : t('profile.missingOrder')}</p>
</section>
${agentsSection(site, view.agents ?? [])}
${myDataSection(site)}`,
  });
}

function myDataSection(site: Site): SafeHtml {
  const { t } = site;
  return html`<section aria-labelledby="my-data-title" id="my-data">
<h2 id="my-data-title">${t('myData.title')}</h2>
<div class="card">
<p>${t('myData.exportText')}</p>
<p class="actions"><a class="button ghost" href="/api/me/export" download id="export-link">${t('myData.export')}</a></p>
<p>${t('myData.deleteText')}</p>
<p class="actions"><a class="button secondary" href="/profile/delete" id="delete-link">${t('myData.delete')}</a></p>
</div>
</section>`;
}

function agentsSection(site: Site, agents: AgentSummary[]): SafeHtml {
  const { t } = site;
  return html`<section aria-labelledby="agents-title" id="agents">
<h2 id="agents-title">${t('agents.title')}</h2>
${agents.length
  ? html`<ul class="list card" id="agent-list">${agents.map(
      (a) => html`<li><div><span class="item-title">${a.clientName ?? t('agents.unnamed')}</span><br>
<span class="muted small">${t(`agents.how.${a.identityType === 'anonymous' ? 'claimed' : a.identityType === 'oauth' ? 'approved' : 'telegram'}`)}${a.claimedAt ? html` ${formatDateTime(a.claimedAt, site.language)}` : ''} · ${t('agents.may', { scopes: a.scopes.join(', ') })}</span></div>
<form method="post" action="/profile/agents/${a.registrationId}/revoke"><button type="submit" class="secondary">${t('agents.revoke')}</button></form></li>`,
    )}</ul>`
  : html`<p class="empty card quiet">${t('agents.none')}</p>`}
</section>`;
}

export function readingPage(site: Site, view: { reading: OwnedReading; demo: DemoParts }): string {
  const { t } = site;
  const { reading } = view;
  const inlineWheel = reading.html.includes('class="wheel"');
  return page({
    site,
    title: reading.title,
    section: 'profile',
    demoNotice: demoNotice(site, view.demo),
    body: html`<div class="reading-page">
<p class="reading-tools"><a href="/profile">${t('reading.back')}</a>
<span class="actions">${reading.hasPdf ? html`<a class="button" href="/api/readings/${reading.id}.pdf" download>${t('reading.pdf')}</a>` : ''}${reading.hasWheel ? html` <a class="button ghost" href="/api/readings/${reading.id}/wheel.png" download>${t('reading.wheelPng')}</a>` : ''}</span></p>
${!inlineWheel && reading.hasWheel ? html`<figure class="wheel-figure"><img src="/api/readings/${reading.id}/wheel.svg" alt="${t('reading.wheel')}" width="560" height="560"><figcaption>${t('reading.wheel')}</figcaption></figure>` : ''}
${trusted(reading.html)}
</div>`,
  });
}
