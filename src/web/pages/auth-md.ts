// /auth.md: how an agent registers, gets claimed by its person through Telegram, and uses its
// credential. Written for agents; every address is absolute and every error code is listed.
import { ERROR_CODES } from '../../services/error-codes.js';
import type { DemoParts } from '../layout.js';
import { POST_CLAIM_SCOPES, PRE_CLAIM_SCOPES, SCOPES } from '../../services/agents/scopes.js';
import { OAUTH_ERRORS } from '../../services/oauth/errors.js';
import { FAILURE_CACHE_MS } from '../../services/oauth/clients.js';
import { STRICT_FETCH_POLICY } from '../../services/oauth/metadata-fetch.js';
import { OAUTH_PATHS } from '../../services/oauth/model.js';
import { CODE_TTL_MS } from '../../services/oauth/oauth-service.js';

interface AuthMdOptions {
  baseUrl: string;
  anonymousRegistration: boolean;
  /** messenger_login works only with a real bot token. */
  messengerLogin: boolean;
  demo: DemoParts;
  claimTtlMinutes: number;
  /** An anonymous agent's key dies this many days after registration unless its person claimed it. */
  unclaimedKeyTtlDays: number;
  accessTokenTtlMinutes: number;
  oauthAccessTokenTtlMinutes: number;
  oauthRefreshTokenTtlDays: number;
  registrationRateLimitPerMinute: number;
  /** The MCP tools that read the person's readings (readings:read), from the tool list. */
  readingTools: readonly string[];
}

/** The codes an agent meets on the way; the table below explains each. */
export const AUTH_ERROR_CODES = [
  'invalid_request',
  'malformed_json',
  'unsupported_media_type',
  'payload_too_large',
  'unsupported_identity_type',
  'anonymous_not_enabled',
  'unsupported_credential_type',
  'unsupported_assertion_type',
  'invalid_assertion',
  'assertion_expired',
  'assertion_replayed',
  'telegram_login_unavailable',
  'invalid_claim_token',
  'claim_expired',
  'previously_claimed',
  'claim_refused',
  'consent_required',
  'cross_site_request',
  'unauthorized',
  'invalid_token',
  'insufficient_scope',
  'rate_limited',
] as const;

export function authMarkdown(o: AuthMdOptions): string {
  const b = o.baseUrl;
  const scopeRows = Object.entries(SCOPES)
    .map(([scope, meaning]) => `| \`${scope}\` | ${meaning} | ${PRE_CLAIM_SCOPES.includes(scope as never) ? 'yes' : 'no'} | yes |`)
    .join('\n');
  const errorRows = AUTH_ERROR_CODES.map((code) => `| \`${code}\` | ${ERROR_CODES[code]!.status} | ${ERROR_CODES[code]!.meaning} |`).join('\n');
  return `# Authentication for agents

This service sells personal astrology readings, computed from birth data and delivered by a Telegram bot.
You, an agent, can browse the catalog and order for a person without any credential. To do more
(list your orders, read your person's readings) you register, and your person claims you through
Telegram. This page is the whole procedure.${demoNote(o.demo)}

Machine-readable metadata:

- Protected resource (RFC 9728): ${b}/.well-known/oauth-protected-resource
- Authorization server (RFC 8414) with the \`agent_auth\` block: ${b}/.well-known/oauth-authorization-server
- OpenAPI: ${b}/openapi.json · API catalog (RFC 9727): ${b}/.well-known/api-catalog
- MCP (Streamable HTTP, stateless, JSON responses): \`POST ${b}/api/mcp\`, described by its own protected resource metadata: ${b}/.well-known/oauth-protected-resource/api/mcp

## Scopes

| scope | allows | before the claim | after the claim |
|---|---|---|---|
${scopeRows}

## 1. Register (anonymous)

${o.anonymousRegistration ? '' : '**Anonymous registration is switched off on this server** (`anonymous_not_enabled`); use step 5 instead.\n\n'}\`\`\`http
POST ${b}/api/agent/auth
Content-Type: application/json

{"type": "anonymous", "client_name": "Trip planner for Ada"}
\`\`\`

\`client_name\` is optional (1-80 characters); your person sees it when approving you.
\`requested_credential_type\` may be given and must be \`"api_key"\`. The answer (200) carries the
fields of the auth.md convention first:

\`\`\`json
{
  "registration_id": "agt_...",
  "registration_type": "anonymous",
  "credential_type": "api_key",
  "credential": "rsk_...",
  "credential_expires": "<registration + ${o.unclaimedKeyTtlDays} days>",
  "scopes": ${JSON.stringify(PRE_CLAIM_SCOPES)},
  "claim_url": "${b}/claim/...",
  "claim_token": "rsct_...",
  "claim_token_expires": "<registration + ${o.claimTtlMinutes} minutes>",
  "post_claim_scopes": ${JSON.stringify(POST_CLAIM_SCOPES)},
  "ok": true,
  "identity_type": "anonymous",
  "status": "pending_claim",
  "client_name": "Trip planner for Ada",
  "api_key": "rsk_...",
  "token_type": "Bearer",
  "expires_at": "<the same as credential_expires>",
  "scope": "${PRE_CLAIM_SCOPES.join(' ')}",
  "claim_expires_at": "<the same as claim_token_expires>"
}
\`\`\`

The fields after \`post_claim_scopes\` are this service's own, from before it followed the convention,
kept for agents that read them: \`api_key\` is the \`credential\`, \`expires_at\` is \`credential_expires\`,
\`claim_expires_at\` is \`claim_token_expires\`.

The \`credential\` and the \`claim_token\` are shown once; we keep only their hashes. The claim link and
claim token work for ${o.claimTtlMinutes} minutes, once; after that you can ask for fresh ones (step 3).
An unclaimed credential stops working ${o.unclaimedKeyTtlDays} days after registration (\`credential_expires\`;
from then on it answers 401 \`invalid_token\`): once your person claims you, it no longer expires.
Registration is limited to ${o.registrationRateLimitPerMinute} requests per minute per client (\`rate_limited\`, with \`Retry-After\`).

## 2. Use the credential

Send it in the header, and only there: \`Authorization: Bearer <credential>\`. With the pre-claim scopes you can:

- read the catalog: \`GET ${b}/api/admin/prices?public=1\`
- order for your person: \`POST ${b}/api/orders/create\` (the order is linked to you; give your person the \`payUrl\` to pay and the \`botUrl\` to receive the reading in Telegram)
- follow your orders: \`GET ${b}/api/agent/orders\` and \`GET ${b}/api/orders/{orderId}\`

## 3. Get claimed by your person

Give your person the \`claim_url\`. They open it, log in with Telegram (the Login Widget, or the button
that opens our bot with \`start=claim_<code>\`${o.demo.chat ? ', or here the demo login' : ''}), see your name and the scopes you ask for, and
approve or refuse. On approval your api_key is upgraded in place: the same key now carries
${POST_CLAIM_SCOPES.map((s) => `\`${s}\``).join(', ')} and speaks for that person. Nothing changes on your side.

The claim endpoint (\`claim_uri\` in the \`agent_auth\` block) tells you whether the claim is still open,
until when, and where your person decides. There is no e-mail and no code to relay: the person's
Telegram login is the proof. It changes nothing and never answers 401:

\`\`\`http
POST ${b}/api/agent/auth/claim
Content-Type: application/json

{"claim_token": "rsct_..."}
\`\`\`

It answers \`{"registration_id", "claim_attempt_id", "status": "initiated", "expires_at", "claim_url"}\`
while the claim is open, and otherwise \`claim_expired\`, \`previously_claimed\`, \`claim_refused\` or
\`invalid_claim_token\` (see the table below).

Learn the outcome by asking who you are:

\`\`\`http
GET ${b}/api/auth/me
Authorization: Bearer <credential>
\`\`\`

It answers \`{"ok": true, "authenticated": true, "via": "bearer", "user": null | {"id", "username", "firstName", "photoUrl"}, "agent": {"registrationId", "identityType", "status", "claimed", "clientName", "credentialType", "scopes", "expiresAt"}}\`.
\`agent.status\` is \`pending_claim\`, \`claim_expired\` (the claim link ran out before your person used it),
\`claimed\` or \`refused\`; once claimed, \`user\` is your person (public name only) and \`expiresAt\` is null.
Sending your claim token along (\`?claim_token=\` or \`X-Claim-Token\`) with your bearer and without a
session cookie changes nothing: the answer is the same.

If the claim link expired (or your person lost it), ask for a fresh one with your credential; the
previous link and token stop working, and the new ones expire after ${o.claimTtlMinutes} minutes, or with
your credential if that comes first:

\`\`\`http
POST ${b}/api/agent/auth/claim/renew
Authorization: Bearer <credential>
\`\`\`

It answers \`{"registration_id", "status": "pending_claim", "claim_url", "claim_token", "claim_token_expires", "post_claim_scopes"}\`.
A claimed agent gets \`previously_claimed\`, one its person refused \`claim_refused\`.

If you operate your person's browser after they logged in on ${b}/profile, you may also ask for the
claim with their session cookie and your claim token (query \`claim_token\` or header \`X-Claim-Token\`):
\`GET ${b}/api/auth/me?claim_token=<claim_token>\`. The token never claims by itself: only your person's
click on Approve does. Until they have approved you, the answer is 403 \`consent_required\` with
\`consentUrl\`, the page where they decide (the same page as your \`claim_url\`); show it to them, and
ask again once they approved. Then the answer carries \`"claim": {"registrationId", "status": "claimed", "scopes"}\`.
A claim works once: an agent claimed by someone else is \`previously_claimed\`; after the expiry it is
\`claim_expired\`; a token we never issued is \`invalid_claim_token\`; if your person refused you it is \`claim_refused\`.

## 4. Read your person's readings

Your person is the Telegram account that approved you. You see the readings of the orders bound to
that account, and no others. An order is bound to a Telegram account when the order's \`botUrl\` is
opened in Telegram from the account whose username the order names as \`contact\` (from any other
account, the person first confirms the last four digits of the order's phone), or when that account
logs in on ${b}/profile after the order is paid. From then on the order belongs to that account, even
if its username changes.

If you order for someone else (\`contact\` is their Telegram username), give them the \`payUrl\` and the
\`botUrl\`: they pay, open the bot, and the reading reaches them in Telegram. It becomes one of *their*
readings, not your person's, so it does not appear in your list; you can still follow the order's
status (\`GET ${b}/api/agent/orders\`). To read it over the API, they claim an agent themselves.

With \`readings:read\`:

- \`GET ${b}/api/readings\`: the readings, newest first
- \`GET ${b}/api/readings/{readingId}\`: one reading as Markdown, HTML and the Telegram messages
- \`GET ${b}/api/readings/{readingId}.pdf\`, \`/wheel.png\`, \`/wheel.svg\`: the files

The MCP tools ${o.readingTools.map((name) => `\`${name}\``).join(' and ')} do the same over MCP with the same header. Called
without a credential they answer HTTP 401, with an unclaimed one HTTP 403 \`insufficient_scope\`, each
with \`WWW-Authenticate: Bearer resource_metadata="${b}/.well-known/oauth-protected-resource/api/mcp", scope="..."\`.
The readings are MCP resources too: \`resources/list\` names them as \`reading://{readingId}\` (Markdown), and
\`reading://{readingId}/wheel.svg\`, \`/wheel.png\` and \`/reading.pdf\` are their files (resource templates); a
\`resources/read\` of one is refused like the tools.

An MCP client that declares URL-mode elicitation (\`capabilities.elicitation.url\`) is asked by
\`create_order\` to open the checkout page for its person; the result's \`checkout\` says whether they
accepted. Any other client gets the \`payUrl\` to pass on.

## 5. Register with your person's Telegram login (messenger_login)

${o.messengerLogin ? '' : '**Not available on this server** (no Telegram bot is configured): the answer is `telegram_login_unavailable`.\n\n'}If your person is in front of a Telegram Mini App or our Login Widget, send the data Telegram signed:

\`\`\`http
POST ${b}/api/agent/auth
Content-Type: application/json

{"type": "identity_assertion", "assertion_type": "messenger_login",
 "assertion": {"id": 123, "first_name": "Ada", "username": "ada", "auth_date": 1700000000, "hash": "..."},
 "requested_credential_type": "access_token"}
\`\`\`

\`assertion\` is the Login Widget's data as an object, or the Mini App's \`initData\` as a string. We check
the signature with our bot token (the Mini App's own key derivation for initData), that it is fresh
(\`auth_date\` within the login age) and that it was never used before. The answer carries an \`access_token\`
(expires after ${o.accessTokenTtlMinutes} minutes, \`expires_in\` seconds) or, with \`"requested_credential_type": "api_key"\`,
an \`api_key\`, bound to that Telegram user with every scope and a \`user\` object. As in step 1, the answer
names it \`credential\` (with \`registration_type: "messenger-login"\` and \`credential_expires\`) and, as before,
\`access_token\` or \`api_key\`. No claim step is needed.

## 6. Revocation

- You: \`POST ${b}${OAUTH_PATHS.revocation}\` with your credential as the bearer (or \`{"token": "..."}\` as the body, or an RFC 7009 form body \`token=...&token_type_hint=...\`). Your registration and every credential of it stop working at once; an OAuth access or refresh token ends its whole grant.
- Your person: the "Agents" list on ${b}/profile has a Revoke button for every agent acting for them.

A revoked, expired or unknown credential answers 401 with
\`WWW-Authenticate: Bearer resource_metadata="${b}/.well-known/oauth-protected-resource", error="invalid_token"\`.
A request without credentials to a private endpoint answers 401 with \`WWW-Authenticate: Bearer resource_metadata="..."\`;
a credential without the needed scope answers 403 with \`error="insufficient_scope", scope="<scope>"\`.

## 7. OAuth 2.1 (MCP clients and other OAuth clients)

An MCP client configured with nothing but \`${b}/api/mcp\` signs its person in with standard OAuth instead
of steps 1 to 5. Calling a tool that reads a person's data without a credential answers HTTP 401 with
\`WWW-Authenticate: Bearer resource_metadata="${b}/.well-known/oauth-protected-resource", scope="readings:read"\`;
from there the metadata (RFC 9728, RFC 8414) names everything below.

- Client registration, either of:
  - RFC 7591: \`POST ${b}${OAUTH_PATHS.registration}\` with \`redirect_uris\` (https, http on a loopback host, or a
    private-use scheme named as a reverse domain, such as \`com.example.app:/callback\`) and \`"token_endpoint_auth_method": "none"\` for a public client. Asking for
    \`client_secret_post\` or \`client_secret_basic\` (the RFC's default when the field is left out) gets a \`client_secret\`.
  - A client metadata document: use its https URL as \`client_id\`. We fetch it from a public address (no
    redirects, at most ${STRICT_FETCH_POLICY.maxBytes / 1024} KiB, within ${STRICT_FETCH_POLICY.timeoutMs / 1000} seconds), check that its \`client_id\` is that URL and that it lists
    \`redirect_uris\`, and keep it for its \`Cache-Control: max-age\` (between 5 minutes and a day; an hour without one).
    Such a client is public (\`token_endpoint_auth_method\` "none").
    Each fetch counts against your address's registration budget (429 \`rate_limited\` past it), and a document that
    cannot be used is not fetched again for ${FAILURE_CACHE_MS / 60_000} minutes.
- Authorization: send your person to \`${b}${OAUTH_PATHS.authorization}\` with \`response_type=code\`, \`client_id\`,
  \`redirect_uri\`, \`state\`, \`code_challenge\` and \`code_challenge_method=S256\` (PKCE is required; \`plain\` is
  refused), optionally \`scope\` and \`resource\`. They ${o.demo.chat ? 'log in (here with the demo login)' : 'log in with Telegram'}, see your name, the host they will return to and the
  scopes, and approve or refuse. You get \`code\`, \`state\` and \`iss\` (RFC 9207) at your redirect URI, or \`error\`.
  A malformed request comes back to you as \`error\` only once the person has approved your client; before that it
  is shown to them on our page (we do not send people to a redirect URI nobody has vouched for), and so is a refusal,
  with a link back to you.
  The code works once, for ${Math.round(CODE_TTL_MS / 60_000)} minutes.
- Token: \`POST ${b}${OAUTH_PATHS.token}\` with a form body: \`grant_type=authorization_code\`, \`code\`, \`redirect_uri\`,
  \`client_id\`, \`code_verifier\`. The answer has an \`access_token\` that works for ${o.oauthAccessTokenTtlMinutes} minutes and a
  \`refresh_token\` that works for ${o.oauthRefreshTokenTtlDays} days. \`grant_type=refresh_token\` answers a new pair; each refresh
  token works once, and one used a second time revokes the whole grant (so does a code used a second time).
- Resource indicators (RFC 8707): \`resource\` may name \`${b}/api/mcp\`, \`${b}/api\` or \`${b}\`; the token is bound to the one
  asked for and works on the MCP endpoint and the API alike. Any other resource is \`invalid_target\`.
- The access token is a bearer credential like an agent's: same scopes, same checks, sent as
  \`Authorization: Bearer\`. It speaks for the person who approved it and reads the readings of the orders bound to
  their Telegram account. The person sees the application under "Agents" on ${b}/profile and can revoke it there;
  you can revoke it as in section 6.

The token and registration endpoints answer errors as RFC 6749 JSON, \`{"error": "...", "error_description": "..."}\`:

| error | HTTP status | meaning |
|---|---|---|
${Object.entries(OAUTH_ERRORS)
  .filter(([code]) => code !== 'access_denied' && code !== 'unsupported_response_type')
  .map(([code, { status, meaning }]) => `| \`${code}\` | ${status} | ${meaning} |`)
  .join('\n')}

The authorization endpoint sends its errors (\`invalid_request\`, \`unsupported_response_type\`, \`invalid_scope\`,
\`invalid_target\`, \`access_denied\`) to your redirect URI, except when the client or the redirect URI is unknown: those
are shown to the person and never redirected.

## Errors

Every error of the agent endpoints is \`application/problem+json\` with \`ok: false\`, a stable \`code\`, a human \`detail\`, and
\`fields\` naming the failing inputs where that helps.

| code | HTTP status | meaning |
|---|---|---|
${errorRows}
`;
}

/** What this server simulates, said once near the top. */
function demoNote(demo: DemoParts): string {
  const simulated = [demo.payments ? 'payments are simulated' : null, demo.chat ? 'the Telegram login is replaced by a demo login (type any username)' : null].filter(Boolean);
  return simulated.length ? `\n\n**This server runs in demo mode**: ${simulated.join(' and ')}. Everything else works as described.` : '';
}
