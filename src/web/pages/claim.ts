// /claim/<code>: a person sees which agent asks for which scopes, logs in with Telegram (widget,
// the bot, or the labelled demo login) and approves or refuses it.
import type { ClaimView } from '../../services/agents/agent-service.js';
import type { UserView } from '../../services/identity/types.js';
import { formatDateTime } from '../format.js';
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import { rich, type Site } from '../site.js';
import { demoLogin, telegramLogin } from './login-options.js';

export interface ClaimPageView {
  code: string;
  claim: ClaimView | null;
  user: UserView | null;
  demo: DemoParts;
  demoLoginAllowed: boolean;
  botUsername: string | null;
  widgetAuthUrl: string;
  /** Starts Log In With Telegram (OpenID Connect) and comes back here; null: the legacy widget. */
  oidcLoginUrl: string | null;
  /** The bot deep link `start=claim_<code>` (the demo chat in demo mode). */
  botUrl: string;
  /** The decision just taken on this page. */
  outcome?: 'claimed' | 'refused';
  /** A refusal, in the page's language. */
  error?: string;
}

/** Why a claim can no longer be decided, or null while it can. */
function closedClaim(site: Site, claim: Pick<ClaimView, 'status' | 'expired'>): string | null {
  if (claim.status === 'claimed' || claim.status === 'refused' || claim.status === 'revoked') return site.t(`claim.closed.${claim.status}`);
  if (claim.expired) return site.t('claim.closed.expired');
  return null;
}

export function claimPage(site: Site, view: ClaimPageView): string {
  const { t } = site;
  const { claim, user } = view;
  const base = `/claim/${encodeURIComponent(view.code)}`;
  const agentName = claim?.clientName ? html`<strong>${t('claim.quoted', { name: claim.clientName })}</strong>` : html`<strong>${t('claim.anAgent')}</strong>`;
  const scopes = claim
    ? html`<ul class="scopes">${claim.requestedScopes.map((s) => html`<li><code>${s}</code> — ${t(`scopes.${s.replace(':', '_')}`)}</li>`)}</ul>`
    : '';
  const asks = html`<p>${rich(site, 'claim.asks', { agent: agentName })}</p>`;
  const closed = claim ? closedClaim(site, claim) : null;

  let body;
  if (!claim) {
    body = html`<p class="status warn">${t('claim.invalid')}</p>`;
  } else if (view.outcome === 'claimed' || (claim.status === 'claimed' && user && claim.userId === user.id)) {
    body = html`<p class="status good" id="claim-outcome">${rich(site, 'claim.approved', { agent: agentName })}</p>`;
  } else if (view.outcome === 'refused') {
    body = html`<p class="status" id="claim-outcome">${t('claim.refused')}</p>`;
  } else if (closed) {
    body = html`<p class="status warn">${closed}</p>`;
  } else if (user) {
    body = html`<div class="card">
${asks}
${scopes}
<p class="muted small">${rich(site, 'claim.loggedInAs', { who: user.username ? `@${user.username}` : (user.firstName ?? t('profile.telegramUser')), until: formatDateTime(claim.expiresAt, site.language) })}</p>
<div class="actions">
<form method="post" action="${base}/approve"><button type="submit" id="claim-approve">${t('claim.approve')}</button></form>
<form method="post" action="${base}/refuse"><button type="submit" class="secondary" id="claim-refuse">${t('claim.refuse')}</button></form>
</div>
</div>`;
  } else {
    body = html`<div class="card">
${asks}
${scopes}
<p>${t('claim.logIn')}</p>
</div>
<div class="login-options">
${telegramLogin(site, view)}
<section class="card" aria-labelledby="bot-title">
<h2 id="bot-title">${view.demo.chat && !view.botUsername ? html`<span class="demo-tag">${t('demo.tag')}</span> ` : ''}${view.botUsername ? t('claim.decideTelegram') : t('claim.decideDemo')}</h2>
<p class="muted small">${t('claim.botNote')}</p>
<p><a class="button" href="${view.botUrl}" target="_blank" rel="noopener" id="claim-bot-link">${t('claim.openBot')}</a></p>
</section>
${demoLogin(site, { ...view, action: `${base}/demo-login` })}
</div>`;
  }

  return page({
    site,
    title: t('claim.title'),
    section: 'profile',
    demoNotice: demoNotice(site, view.demo),
    body: html`<h1>${t('claim.title')}</h1>
${view.error ? html`<div class="error-summary" role="alert"><p>${view.error}</p></div>` : ''}
${body}`,
  });
}
