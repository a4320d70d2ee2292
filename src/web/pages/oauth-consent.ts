// /oauth/authorize: the person signs in with Telegram, then sees which application asks for which
// scopes and where it will send them back, and approves or refuses. The claim page's look and
// sign-in choices, for an OAuth client instead of a registered agent.
import { SCOPES, type Scope } from '../../services/agents/scopes.js';
import type { UserView } from '../../services/identity/types.js';
import { OAUTH_PATHS } from '../../services/oauth/model.js';
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import { demoLogin, widgetLogin } from './login-options.js';

export interface OAuthConsentView {
  /** The checked request; null when it was refused before it could be shown (see `error`). */
  request: {
    clientName: string;
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
  error?: string;
}

export function oauthConsentPage(view: OAuthConsentView): string {
  const { request, user } = view;
  let body;
  if (!request) {
    body = html`<p class="status warn" id="oauth-error">This sign-in request cannot be used: ${view.error ?? 'it is not valid'}. Go back to the application and connect again.</p>`;
  } else {
    const name = html`<strong id="oauth-client">«${request.clientName}»</strong>`;
    const about = html`<p>${name}${request.clientHost ? html` (published at <code>${request.clientHost}</code>)` : ''} asks to act for you. If you approve, it may:</p>
<ul class="scopes">${request.scopes.map((s) => html`<li><code>${s}</code> — ${SCOPES[s]}</li>`)}</ul>
<p class="muted small">After your answer you go back to <strong id="oauth-redirect-host">${request.redirectHost}</strong>.</p>`;
    const hidden = Object.entries(request.fields).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`);
    body = user
      ? html`<div class="card">
${about}
<p class="muted small">You are logged in as <strong>${user.username ? `@${user.username}` : (user.firstName ?? 'Telegram user')}</strong>. Approve only if you are connecting this application yourself. You can revoke it any time on <a href="/profile#agents">your profile</a>.</p>
<form method="post" action="/oauth/authorize" class="actions">
${hidden}
<input type="hidden" name="csrf" value="${view.csrf ?? ''}">
<button type="submit" name="decision" value="approve" id="oauth-approve">Approve</button>
<button type="submit" name="decision" value="refuse" class="secondary" id="oauth-refuse">Refuse</button>
</form>
</div>`
      : html`<div class="card">
${about}
<p>Log in with Telegram to approve or refuse it.</p>
</div>
<div class="login-options">
${widgetLogin(view)}
<section class="card" aria-labelledby="bot-title">
<h2 id="bot-title">${view.demo.chat && !view.botUsername ? html`<span class="demo-tag">DEMO</span> ` : ''}Log in through ${view.botUsername ? 'the Telegram bot' : 'the demo bot chat'}</h2>
<p class="muted small">The bot asks you to confirm; then you come back here.</p>
<form method="post" action="/auth/bot-login"><input type="hidden" name="next" value="${`${OAUTH_PATHS.authorization}?${request.query}`}"><button type="submit" class="secondary" id="oauth-bot-login">Log in through the bot</button></form>
</section>
${demoLogin({ demoLoginAllowed: view.demoLoginAllowed, action: '/oauth/authorize/demo-login', hidden: { query: request.query } })}
</div>`;
  }
  return page({
    title: 'Connect an application',
    section: 'profile',
    demoNotice: demoNotice(view.demo),
    body: html`<h1>Connect an application</h1>
${view.error && request ? html`<div class="error-summary" role="alert"><p>${view.error}</p></div>` : ''}
${body}`,
  });
}
