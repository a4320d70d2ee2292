// What every page of the operator console shares: its navigation, who is signed in, the DEMO label
// when every demo login is an operator, the flash line after an action, and the pages for those
// who may not come in (not signed in, not an operator, a form without its token). The console is
// written in English only: its site is English whatever the visitor chose, without a switcher.
import { html, type SafeHtml } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import type { Site } from '../site.js';

export interface ConsoleFrame {
  site: Site;
  demo: DemoParts;
  /** Who is signed in, as the audit log names them. */
  actor: string;
  username: string | null;
  /** Every demo-login user is an operator (demo mode, OPERATOR_TELEGRAM_IDS unset). */
  openToDemoUsers: boolean;
  /** The console's CSRF token for this session, for the hidden field of every form. */
  csrf: string;
}

type ConsoleSection = 'orders' | 'dashboard' | 'catalog' | 'audit';

const SECTIONS: { section: ConsoleSection; href: string; label: string }[] = [
  { section: 'orders', href: '/admin', label: 'Orders' },
  { section: 'dashboard', href: '/admin/dashboard', label: 'Dashboard' },
  { section: 'catalog', href: '/admin/catalog', label: 'Catalog' },
  { section: 'audit', href: '/admin/audit', label: 'Audit log' },
];

export function consolePage(frame: ConsoleFrame, options: { title: string; section: ConsoleSection; body: SafeHtml; flash?: string | null; problem?: string | null }): string {
  return page({
    site: frame.site,
    title: `${options.title} · Console`,
    demoNotice: demoNotice(frame.site, frame.demo),
    wide: true,
    body: html`<nav class="console-nav" aria-label="Console">${SECTIONS.map(
      (s) => html`<a href="${s.href}"${s.section === options.section ? html` aria-current="page"` : ''}>${s.label}</a>`,
    )}<span class="muted small">Signed in as ${frame.username ? `@${frame.username}` : frame.actor} (${frame.actor})</span></nav>
${frame.openToDemoUsers ? html`<p class="status warn" role="note"><span class="demo-tag">DEMO</span> Anyone who uses the demo login is an operator here, because OPERATOR_TELEGRAM_IDS is not set.</p>` : ''}
${options.flash ? html`<p class="status good" role="status">${options.flash}</p>` : ''}
${options.problem ? html`<div class="error-summary" role="alert"><h2>Not done</h2><p>${options.problem}</p></div>` : ''}
${options.body}`,
  });
}

/** The hidden field every console form carries. */
export const csrfField = (frame: ConsoleFrame) => html`<input type="hidden" name="_csrf" value="${frame.csrf}">`;

export function consoleSignInPage(view: { site: Site; demo: DemoParts; demoLoginAllowed: boolean }): string {
  return page({
    site: view.site,
    title: 'Operator console',
    demoNotice: demoNotice(view.site, view.demo),
    body: html`<h1>Operator console</h1>
<div class="card">
<p>The console is for the shop’s operators. Log in with Telegram first; your Telegram account must be listed as an operator.</p>
${view.demoLoginAllowed
  ? html`<form method="post" action="/auth/demo-login">
<input type="hidden" name="next" value="/admin">
<div class="field"><label for="console-username"><span class="demo-tag">DEMO</span> Telegram username</label>
<input id="console-username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required pattern="@?[A-Za-z0-9_]{5,32}"></div>
<p class="actions"><button type="submit">Log in to the console</button></p>
</form>`
  : html`<p class="actions"><a class="button" href="/profile">Log in with Telegram</a></p><p class="muted">Then come back to <a href="/admin">/admin</a>.</p>`}
</div>`,
  });
}

export function consoleForbiddenPage(view: { site: Site; demo: DemoParts; reason: 'not_operator' | 'bad_form'; detail?: string }): string {
  const text =
    view.reason === 'not_operator'
      ? 'You are logged in, but your Telegram account is not one of the shop’s operators. An operator’s Telegram id has to be listed in OPERATOR_TELEGRAM_IDS.'
      : `The form could not be accepted, so nothing was changed${view.detail ? `: ${view.detail}` : ''}. Reload the console page and try again.`;
  return page({
    site: view.site,
    title: 'Not allowed',
    demoNotice: demoNotice(view.site, view.demo),
    body: html`<h1>Not allowed</h1>
<div class="card"><p>${text}</p>
<p class="actions"><a class="button" href="/admin">Back to the console</a> <a class="button ghost" href="/profile">My account</a></p></div>`,
  });
}
