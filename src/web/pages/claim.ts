// /claim/<code>: a person sees which agent asks for which scopes, logs in with Telegram (widget,
// the bot, or the labelled demo login) and approves or refuses it.
import { closedClaimMessage, type ClaimView } from '../../services/agents/agent-service.js';
import { SCOPES } from '../../services/agents/scopes.js';
import type { UserView } from '../../services/identity/types.js';
import { formatDateTime } from '../format.js';
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import { demoLogin, widgetLogin } from './login-options.js';

export interface ClaimPageView {
  code: string;
  claim: ClaimView | null;
  user: UserView | null;
  demo: DemoParts;
  demoLoginAllowed: boolean;
  botUsername: string | null;
  widgetAuthUrl: string;
  /** The bot deep link `start=claim_<code>` (the demo chat in demo mode). */
  botUrl: string;
  /** The decision just taken on this page. */
  outcome?: 'claimed' | 'refused';
  error?: string;
}

export function claimPage(view: ClaimPageView): string {
  const { claim, user } = view;
  const base = `/claim/${encodeURIComponent(view.code)}`;
  const agentName = claim?.clientName ? html`<strong>«${claim.clientName}»</strong>` : html`<strong>An AI agent</strong>`;
  const scopes = claim
    ? html`<ul class="scopes">${claim.requestedScopes.map((s) => html`<li><code>${s}</code> — ${SCOPES[s]}</li>`)}</ul>`
    : '';

  let body;
  if (!claim) {
    body = html`<p class="status warn">This claim link is not valid. Ask your agent for its claim link again.</p>`;
  } else if (view.outcome === 'claimed' || (claim.status === 'claimed' && user && claim.userId === user.id)) {
    body = html`<p class="status good" id="claim-outcome">Approved. ${agentName} now acts for you and may read your readings. You can revoke it any time on <a href="/profile#agents">your profile</a>.</p>`;
  } else if (view.outcome === 'refused') {
    body = html`<p class="status" id="claim-outcome">Refused. The agent cannot read anything of yours.</p>`;
  } else if (closedClaimMessage(claim)) {
    body = html`<p class="status warn">${closedClaimMessage(claim)}</p>`;
  } else if (user) {
    body = html`<div class="card">
<p>${agentName} asks to act for you. If you approve, it may:</p>
${scopes}
<p class="muted small">You are logged in as <strong>${user.username ? `@${user.username}` : (user.firstName ?? 'Telegram user')}</strong>. Approve only if you asked this agent to work for you. This link works until ${formatDateTime(claim.expiresAt)}, once.</p>
<div class="actions">
<form method="post" action="${base}/approve"><button type="submit" id="claim-approve">Approve</button></form>
<form method="post" action="${base}/refuse"><button type="submit" class="secondary" id="claim-refuse">Refuse</button></form>
</div>
</div>`;
  } else {
    body = html`<div class="card">
<p>${agentName} asks to act for you. If you approve, it may:</p>
${scopes}
<p>Log in with Telegram to approve or refuse it.</p>
</div>
<div class="login-options">
${widgetLogin(view)}
<section class="card" aria-labelledby="bot-title">
<h2 id="bot-title">${view.demo.chat && !view.botUsername ? html`<span class="demo-tag">DEMO</span> ` : ''}Decide in ${view.botUsername ? 'Telegram' : 'the demo bot chat'}</h2>
<p class="muted small">The bot shows the same request with Approve and Refuse buttons.</p>
<p><a class="button" href="${view.botUrl}" target="_blank" rel="noopener" id="claim-bot-link">Open the bot</a></p>
</section>
${demoLogin({ ...view, action: `${base}/demo-login` })}
</div>`;
  }

  return page({
    title: 'Approve an agent',
    section: 'profile',
    demoNotice: demoNotice(view.demo),
    body: html`<h1>Approve an agent</h1>
${view.error ? html`<div class="error-summary" role="alert"><p>${view.error}</p></div>` : ''}
${body}`,
  });
}
