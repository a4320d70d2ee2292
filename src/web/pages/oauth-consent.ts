// /oauth/authorize: the person signs in with Telegram, then sees which application asks for which
// scopes and where it will send them back, and approves or refuses. The claim page's look and
// sign-in choices, for an OAuth client instead of a registered agent.
import type { Scope } from '../../services/agents/scopes.js';
import type { UserView } from '../../services/identity/types.js';
import type { OAuthErrorCode } from '../../services/oauth/errors.js';
import { OAUTH_PATHS } from '../../services/oauth/model.js';
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import { rich, type Site } from '../site.js';
import { demoLogin, telegramLogin } from './login-options.js';

export interface OAuthConsentView {
  /** The checked request; null when it was refused before it could be shown (see `error`). */
  request: {
    /** Null when the client gave no name. */
    clientName: string | null;
    /** Whether the client named itself by a metadata document at this host (versus registering). */
    clientHost: string | null;
    redirectHost: string;
    scopes: Scope[];
    /** The authorization request's fields, carried by the forms. */
    fields: Record<string, string>;
    /** The query string of the request, for the sign-in forms to come back to. */
    query: string;
  } | null;
  user: UserView | null;
  csrf: string | null;
  demo: DemoParts;
  demoLoginAllowed: boolean;
  botUsername: string | null;
  widgetAuthUrl: string;
  /** Starts Log In With Telegram (OpenID Connect) and comes back here; null: the legacy widget. */
  oidcLoginUrl: string | null;
  /** Why the request or the answer was refused, in the page's language. */
  error?: string;
  /** The OAuth error a request was refused with, shown here instead of sent to a redirect URI not trusted. */
  refusal?: { error: OAuthErrorCode; description: string };
  /** The person refused a client they had not approved before: the way back to it, theirs to take. */
  refused?: { clientName: string | null; host: string; backUrl: string };
}

const SHOWN_ERRORS: readonly OAuthErrorCode[] = ['invalid_request', 'invalid_client', 'unsupported_response_type', 'invalid_scope', 'invalid_target'];

export function oauthConsentPage(site: Site, view: OAuthConsentView): string {
  const { t } = site;
  const { request, user } = view;
  let body;
  if (view.refused) {
    const name = t('claim.quoted', { name: view.refused.clientName ?? t('oauth.anApplication') });
    body = html`<div class="card">
<p class="status" id="oauth-refused">${t('oauth.refused', { name })}</p>
<p><a href="${view.refused.backUrl}" id="oauth-back" rel="noreferrer">${t('oauth.refusedBack', { host: view.refused.host })}</a></p>
</div>`;
  } else if (!request) {
    const { refusal } = view;
    const reason = refusal ? t(SHOWN_ERRORS.includes(refusal.error) ? `oauth.errors.${refusal.error}` : 'oauth.notValid') : (view.error ?? t('oauth.notValid'));
    body = html`<p class="status warn" id="oauth-error">${t('oauth.unusable', { reason })}</p>
${refusal ? html`<p class="muted small" id="oauth-error-detail">${t('oauth.forDeveloper')} <code>${refusal.error}</code>: ${refusal.description}</p>` : ''}`;
  } else {
    const name = html`<strong id="oauth-client">${t('claim.quoted', { name: request.clientName ?? t('oauth.anApplication') })}</strong>`;
    const about = html`<p>${rich(site, request.clientHost ? 'oauth.asksFrom' : 'oauth.asks', { name, host: request.clientHost ?? '' })}</p>
<ul class="scopes">${request.scopes.map((s) => html`<li><code>${s}</code> — ${t(`scopes.${s.replace(':', '_')}`)}</li>`)}</ul>
<p class="muted small">${rich(site, 'oauth.back', { host: request.redirectHost })}</p>`;
    const hidden = Object.entries(request.fields).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`);
    body = user
      ? html`<div class="card">
${about}
<p class="muted small">${rich(site, 'oauth.loggedInAs', { who: user.username ? `@${user.username}` : (user.firstName ?? t('profile.telegramUser')) })}</p>
<form method="post" action="/oauth/authorize" class="actions">
${hidden}
<input type="hidden" name="csrf" value="${view.csrf ?? ''}">
<button type="submit" name="decision" value="approve" id="oauth-approve">${t('claim.approve')}</button>
<button type="submit" name="decision" value="refuse" class="secondary" id="oauth-refuse">${t('claim.refuse')}</button>
</form>
</div>`
      : html`<div class="card">
${about}
<p>${t('claim.logIn')}</p>
</div>
<div class="login-options">
${telegramLogin(site, view)}
<section class="card" aria-labelledby="bot-title">
<h2 id="bot-title">${view.demo.chat && !view.botUsername ? html`<span class="demo-tag">${t('demo.tag')}</span> ` : ''}${view.botUsername ? t('oauth.botTelegram') : t('oauth.botDemo')}</h2>
<p class="muted small">${t('oauth.botNote')}</p>
<form method="post" action="/auth/bot-login"><input type="hidden" name="next" value="${`${OAUTH_PATHS.authorization}?${request.query}`}"><button type="submit" class="secondary" id="oauth-bot-login">${t('login.bot.title')}</button></form>
</section>
${demoLogin(site, { demoLoginAllowed: view.demoLoginAllowed, action: '/oauth/authorize/demo-login', hidden: { query: request.query } })}
</div>`;
  }
  return page({
    site,
    title: t('oauth.title'),
    section: 'profile',
    demoNotice: demoNotice(site, view.demo),
    body: html`<h1>${t('oauth.title')}</h1>
${view.error && request ? html`<div class="error-summary" role="alert"><p>${view.error}</p></div>` : ''}
${body}`,
  });
}
