// Agents (the auth.md convention, claimed through Telegram): registration,
// bearer credentials and their scopes, the claim by a person, and revocation.
import { randomBytes } from 'node:crypto';
import { toMajorUnits } from '../catalog/money.js';
import type { Clock } from '../../clock.js';
import { newId, sha256Hex } from '../../ids.js';
import type { Queries } from '../../store/queries/index.js';
import type { NewRegistration } from '../../store/queries/agents.js';
import type { AgentIdentityType, AgentRegistrationRow, AgentRegistrationStatus, CredentialKind } from '../../store/schema.js';
import type { LoginCheckResult, TelegramLoginVerifier } from '../identity/login-verifier.js';
import { AppError, type FieldError } from '../errors.js';
import { toView, type IdentityService } from '../identity/identity-service.js';
import type { UserView } from '../identity/types.js';
import { effectiveStatus } from '../orders/lifecycle.js';
import type { ClientKey, RateLimiter } from '../limits/rate-limiter.js';
import { mac } from '../signing.js';
import { cleanText } from '../text.js';
import { schemaFieldErrors } from '../validation.js';
import { AnonymousRegistration, IDENTITY_TYPES, IdentityAssertionRegistration, type AgentOrderSummary, type RegistrationRequest, type RegistrationResponse } from './model.js';
import { formatScopes, parseScopes, POST_CLAIM_SCOPES, PRE_CLAIM_SCOPES, type Scope } from './scopes.js';

interface AgentOptions {
  baseUrl: string;
  anonymousRegistration: boolean;
  claimTtlMs: number;
  accessTokenTtlMs: number;
  /** An anonymous agent's key dies this long after registration unless a person claimed it. */
  unclaimedKeyTtlMs: number;
  /** How old Telegram's signed `auth_date` may be in a messenger_login assertion. */
  loginMaxAgeSeconds: number;
}

interface AgentServiceDeps {
  queries: Queries;
  clock: Clock;
  identity: IdentityService;
  /** Checks Telegram-signed login data; null without a bot (messenger_login is then unavailable). */
  loginVerifier: TelegramLoginVerifier | null;
  options: AgentOptions;
  limiter: RateLimiter;
  /** The install secret: claim codes are MACs of their claim token. */
  secret: string;
}

/**
 * A registration's status as agents see it: `claim_expired` is a `pending_claim` whose claim link ran
 * out (the agent may ask for a fresh one while its key lives).
 */
type AgentStatus = AgentRegistrationStatus | 'claim_expired';

/** Who a bearer credential speaks for. */
export interface AgentPrincipal {
  registrationId: string;
  identityType: AgentIdentityType;
  status: AgentStatus;
  clientName: string | null;
  credentialType: CredentialKind;
  scopes: Scope[];
  /** Epoch ms; null for a claimed agent's api_key (valid until revoked). */
  expiresAt: number | null;
  /** The person who claimed the agent (or logged in with messenger_login); null before a claim. */
  user: UserView | null;
}

/** What the claim page and the bot show about a pending claim. */
export interface ClaimView {
  registrationId: string;
  clientName: string | null;
  status: AgentRegistrationStatus;
  expired: boolean;
  expiresAt: number;
  requestedScopes: Scope[];
  userId: string | null;
}

/** A claim link handed to an agent: at registration, and again when it asks for a fresh one. */
interface ClaimLink {
  registrationId: string;
  claimUrl: string;
  claimToken: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** What the claim endpoint (auth.md's `claim_uri`) answers for a claim token still open. */
interface ClaimAttempt {
  registration_id: string;
  claim_attempt_id: string;
  status: 'initiated';
  expires_at: string;
  claim_url: string | null;
}

export interface AgentSummary {
  registrationId: string;
  clientName: string | null;
  identityType: AgentIdentityType;
  claimedAt: number | null;
  scopes: Scope[];
}


const CLIENT_NAME = /^[^\p{Cc}]{1,80}$/u;
export const CLAIM_CODE = /^[A-Za-z0-9_-]{22}$/;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{10,200}$/;

/**
 * The claim link's code, a MAC of the claim token: a token holder can be pointed to the consent page
 * (nothing stored beyond both hashes), while the code reveals nothing of the token.
 */
const claimCodeFor = (installSecret: string, claimToken: string) => mac(installSecret, 'claim-code', claimToken);

/** The name the person sees when approving: cleaned as people's names are, in the auth.md error codes. */
function cleanClientName(value: string): string {
  let name: string;
  try {
    name = cleanText(value, 'client_name');
  } catch (error) {
    if (error instanceof AppError && error.extra.fields?.[0]) throw invalidRequest('client_name', error.extra.fields[0].message);
    throw error;
  }
  if (!CLIENT_NAME.test(name)) throw invalidRequest('client_name', 'must be 1-80 characters of text');
  return name;
}

const secret = (prefix: string, bytes = 32) => `${prefix}${randomBytes(bytes).toString('base64url')}`;
const iso = (ms: number) => new Date(ms).toISOString();
const invalidRequest = (field: string, message: string) =>
  new AppError('invalid_request', `${field}: ${message}`, { fields: [{ field, message } satisfies FieldError] });

/** The body as the schema of its identity type sees it, or the auth.md error for its first problem. */
function validRegistration(body: unknown): RegistrationRequest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalidRequest('(body)', 'must be a JSON object with a "type"');
  const type = (body as { type?: unknown }).type;
  if (type === undefined) throw invalidRequest('type', 'is required: "anonymous" or "identity_assertion"');
  if (typeof type !== 'string') throw invalidRequest('type', 'must be a string');
  if (!(IDENTITY_TYPES as readonly string[]).includes(type)) {
    throw new AppError('unsupported_identity_type', `identity type ${JSON.stringify(type.slice(0, 40))} is not supported; use "anonymous" or "identity_assertion"`);
  }
  const schema = type === 'anonymous' ? AnonymousRegistration : IdentityAssertionRegistration;
  const [problem] = schemaFieldErrors(schema, body);
  if (!problem) return body as RegistrationRequest;
  const given = (body as Record<string, unknown>)[problem.field];
  // A value of the right kind that names something we do not offer has its own code.
  if (typeof given === 'string' && problem.field === 'requested_credential_type') {
    throw new AppError(
      'unsupported_credential_type',
      type === 'anonymous'
        ? `an anonymous registration gets an "api_key"; ${JSON.stringify(given.slice(0, 40))} is not offered`
        : `an identity_assertion gets an "access_token" (default) or an "api_key"; ${JSON.stringify(given.slice(0, 40))} is not offered`,
    );
  }
  if (given !== undefined && problem.field === 'assertion_type') {
    throw new AppError('unsupported_assertion_type', `assertion type ${JSON.stringify(String(given).slice(0, 40))} is not supported; use "messenger_login"`);
  }
  throw invalidRequest(problem.field, REGISTRATION_HINTS[problem.field] ?? problem.message);
}

/** What a missing or malformed field of a registration should be, in auth.md's words. */
const REGISTRATION_HINTS: Record<string, string> = {
  assertion_type: 'is required: "messenger_login"',
  assertion: 'must be Telegram Login Widget data (an object) or Mini App initData (a string)',
  client_name: 'must be 1-80 characters of text',
  requested_credential_type: 'must be a string',
};

export class AgentService {
  constructor(private readonly deps: AgentServiceDeps) {}

  get claimUrlBase(): string {
    return `${this.deps.options.baseUrl}/claim/`;
  }

  /**
   * POST /api/agent/auth: any JSON body, checked against RegistrationRequest (the schema OpenAPI
   * publishes); each refusal carries its auth.md code.
   */
  async register(body: unknown, client: ClientKey): Promise<RegistrationResponse> {
    await this.deps.limiter.consume('agent_registration', client);
    const input = validRegistration(body);
    const clientName = input.client_name === undefined ? null : cleanClientName(input.client_name);
    if (input.type === 'anonymous') {
      if (!this.deps.options.anonymousRegistration) {
        throw new AppError('anonymous_not_enabled', 'anonymous registration is switched off on this server; register with an identity_assertion (messenger_login)');
      }
      return this.registerAnonymous(clientName);
    }
    return this.registerWithMessengerLogin(input.assertion as string | Record<string, unknown>, input.requested_credential_type ?? 'access_token', clientName);
  }

  private async registerAnonymous(clientName: string | null): Promise<RegistrationResponse> {
    const { clock, options } = this.deps;
    const now = clock.now();
    const id = newId('agt');
    const apiKey = secret('rsk_');
    const keyExpiresAt = now + options.unclaimedKeyTtlMs;
    const link = this.newClaimLink(id, now, keyExpiresAt);
    // The key's expiry is not stored on it: it is the registration's age, so a claim lifts it and a
    // changed AGENT_UNCLAIMED_KEY_TTL_DAYS applies to keys handed out before.
    await this.insertRegistration(
      { id, identity_type: 'anonymous', client_name: clientName, status: 'pending_claim', claim_token_hash: link.tokenHash, claim_code_hash: link.codeHash, claim_expires_at: link.expiresAt, user_id: null, claimed_at: null },
      { token: apiKey, kind: 'api_key', scopes: PRE_CLAIM_SCOPES, expiresAt: null },
    );
    return {
      registration_id: id,
      registration_type: 'anonymous',
      credential_type: 'api_key',
      credential: apiKey,
      credential_expires: iso(keyExpiresAt),
      scopes: PRE_CLAIM_SCOPES,
      claim_url: link.claimUrl,
      claim_token: link.claimToken,
      claim_token_expires: iso(link.expiresAt),
      post_claim_scopes: POST_CLAIM_SCOPES,
      ok: true,
      identity_type: 'anonymous',
      status: 'pending_claim',
      client_name: clientName,
      api_key: apiKey,
      token_type: 'Bearer',
      expires_at: iso(keyExpiresAt),
      scope: formatScopes(PRE_CLAIM_SCOPES),
      claim_expires_at: iso(link.expiresAt),
    };
  }

  /** A fresh claim token and link; the link closes with the key if that comes first. */
  private newClaimLink(registrationId: string, now: number, keyExpiresAt: number) {
    const claimToken = secret('rsct_');
    const code = claimCodeFor(this.deps.secret, claimToken);
    return {
      registrationId,
      claimToken,
      claimUrl: `${this.claimUrlBase}${code}`,
      tokenHash: sha256Hex(claimToken),
      codeHash: sha256Hex(code),
      expiresAt: Math.min(now + this.deps.options.claimTtlMs, keyExpiresAt),
    };
  }

  private async registerWithMessengerLogin(assertion: string | Record<string, unknown>, kind: CredentialKind, clientName: string | null): Promise<RegistrationResponse> {
    const { clock, options, identity } = this.deps;
    const verifier = this.deps.loginVerifier;
    if (!verifier) {
      throw new AppError('telegram_login_unavailable', 'messenger_login needs the Telegram bot, which this server (demo mode) does not have; register as "anonymous" and get claimed with the demo login');
    }
    const now = clock.now();
    const check = typeof assertion === 'string' ? verifier.checkInitData(assertion, now) : verifier.checkWidget(assertion, now);
    await this.refuseUnlessFresh(check);
    if (!check.ok) throw new Error('unreachable');
    const user = await identity.upsertTelegramUser(check.profile);
    await identity.bindPaidOrdersForUser(user);

    const id = newId('agt');
    const token = kind === 'api_key' ? secret('rsk_') : secret('rsat_');
    const expiresAt = kind === 'access_token' ? now + options.accessTokenTtlMs : null;
    await this.insertRegistration(
      { id, identity_type: 'identity_assertion', client_name: clientName, status: 'claimed', claim_token_hash: null, claim_code_hash: null, claim_expires_at: null, user_id: user.id, claimed_at: now },
      { token, kind, scopes: POST_CLAIM_SCOPES, expiresAt },
    );
    return {
      registration_id: id,
      registration_type: 'messenger-login',
      credential_type: kind,
      credential: token,
      credential_expires: expiresAt === null ? null : iso(expiresAt),
      scopes: POST_CLAIM_SCOPES,
      post_claim_scopes: POST_CLAIM_SCOPES,
      ok: true,
      identity_type: 'identity_assertion',
      status: 'claimed',
      client_name: clientName,
      ...(kind === 'api_key' ? { api_key: token } : { access_token: token, expires_in: Math.round(options.accessTokenTtlMs / 1000) }),
      token_type: 'Bearer',
      expires_at: expiresAt === null ? null : iso(expiresAt),
      scope: formatScopes(POST_CLAIM_SCOPES),
      user: { id: user.id, username: user.username, first_name: user.first_name },
    };
  }

  /** A registration and its first credential, written together. */
  private async insertRegistration(
    registration: NewRegistration,
    credential: { token: string; kind: CredentialKind; scopes: readonly Scope[]; expiresAt: number | null },
  ): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.queries.transaction((q) =>
      q.agents.insert(registration, { tokenHash: sha256Hex(credential.token), kind: credential.kind, scopes: formatScopes(credential.scopes), expiresAt: credential.expiresAt }, now),
    );
  }

  /** Signed, fresh, and never seen before (the replay marks are shared with the web login). */
  private async refuseUnlessFresh(check: LoginCheckResult): Promise<void> {
    if (!check.ok) {
      if (check.reason === 'stale' || check.reason === 'from_future') {
        throw new AppError('assertion_expired', `the Telegram login data ${check.reason === 'stale' ? 'is too old' : 'is dated in the future'}; log in with Telegram again for fresh data`);
      }
      throw new AppError('invalid_assertion', `the Telegram login data ${check.reason === 'bad_hash' ? 'is not signed by our bot' : 'is incomplete'}`);
    }
    if (!(await this.deps.identity.rememberLoginHash(check))) {
      throw new AppError('assertion_replayed', 'this Telegram login data was used already; each assertion works once');
    }
  }

  /** The principal behind a bearer token, or null when unknown, expired or revoked. */
  async authenticate(token: string): Promise<AgentPrincipal | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const { queries, clock } = this.deps;
    // Every bearer request needs the user too: one query, not two.
    const row = await queries.agents.credential(sha256Hex(token));
    if (!row || row.revoked_at !== null || row.status === 'revoked') return null;
    const now = clock.now();
    const expiresAt = row.expires_at !== null ? Number(row.expires_at) : this.unclaimedKeyExpiry(row);
    if (expiresAt !== null && expiresAt <= now) return null;
    const user = row.user_id === null ? null : toView({ ...row, id: row.user_id, telegram_id: row.telegram_id! });
    return {
      registrationId: row.id,
      identityType: row.identity_type,
      status: row.status === 'pending_claim' && Number(row.claim_expires_at ?? 0) <= now ? 'claim_expired' : row.status,
      clientName: row.client_name,
      credentialType: row.kind,
      scopes: parseScopes(row.scopes),
      expiresAt,
      user,
    };
  }

  /** When an anonymous agent's key dies if nobody claims it; null once claimed (or for other agents). */
  private unclaimedKeyExpiry(row: { identity_type: AgentIdentityType; status: AgentRegistrationStatus; created_at: number | string }): number | null {
    if (row.identity_type !== 'anonymous' || row.status === 'claimed') return null;
    return Number(row.created_at) + this.deps.options.unclaimedKeyTtlMs;
  }

  // ----- the claim -----

  /** The pending claim behind a claim link's code, or null for an unknown code. */
  async claimView(code: string): Promise<ClaimView | null> {
    if (!CLAIM_CODE.test(code)) return null;
    const row = await this.deps.queries.agents.byClaimCodeHash(sha256Hex(code));
    return row ? this.toClaimView(row) : null;
  }

  private toClaimView(row: AgentRegistrationRow): ClaimView {
    const expiresAt = Number(row.claim_expires_at ?? 0);
    return {
      registrationId: row.id,
      clientName: row.client_name,
      status: row.status,
      expired: row.status === 'pending_claim' && expiresAt <= this.deps.clock.now(),
      expiresAt,
      requestedScopes: POST_CLAIM_SCOPES,
      userId: row.user_id,
    };
  }

  /** The person behind `userId` approves or refuses the claim link's agent. */
  async decideByCode(code: string, userId: string, approve: boolean): Promise<{ status: 'claimed' | 'refused'; registrationId: string; scopes: Scope[] }> {
    const row = CLAIM_CODE.test(code)
      ? await this.deps.queries.agents.byClaimCodeHash(sha256Hex(code))
      : null;
    if (!row) throw new AppError('invalid_claim_token', 'this claim link is not valid; ask the agent for its claim_url again');
    return this.decide(row, userId, approve);
  }

  /**
   * GET /api/auth/me with a session cookie and the agent's claim token. The token alone never claims:
   * it tells whether this person approved the agent on the consent page (the claim link), and
   * otherwise answers `consent_required` with that page's address, changing nothing.
   */
  async claimWithToken(claimToken: string, userId: string): Promise<{ status: 'claimed'; registrationId: string; scopes: Scope[] }> {
    const row = TOKEN_SHAPE.test(claimToken)
      ? await this.deps.queries.agents.byClaimTokenHash(sha256Hex(claimToken))
      : null;
    if (!row) throw new AppError('invalid_claim_token', 'the claim token is not one we issued (it comes from the anonymous registration)');
    if (row.status === 'claimed' && row.user_id === userId) return { status: 'claimed', registrationId: row.id, scopes: POST_CLAIM_SCOPES };
    this.assertClaimable(row, this.deps.clock.now());
    const code = claimCodeFor(this.deps.secret, claimToken);
    // Registrations from before claim codes were derived from their token have no page to point to.
    const consentUrl = row.claim_code_hash === sha256Hex(code) ? `${this.claimUrlBase}${code}` : undefined;
    throw new AppError(
      'consent_required',
      consentUrl
        ? `the person has not approved this agent yet: they approve or refuse it at ${consentUrl}, then this call answers the claim`
        : 'the person has not approved this agent yet: they approve or refuse it at the claim_url of the registration',
      consentUrl ? { consentUrl } : {},
    );
  }

  /**
   * auth.md's `claim_uri`: the agent presents its claim token and learns that the claim is open, until
   * when, and the page its person approves on. Nothing changes; a closed claim answers its error code.
   */
  async claimAttempt(claimToken: string): Promise<ClaimAttempt> {
    const row = TOKEN_SHAPE.test(claimToken)
      ? await this.deps.queries.agents.byClaimTokenHash(sha256Hex(claimToken))
      : null;
    if (!row) throw new AppError('invalid_claim_token', 'the claim token is not one we issued, or a fresher claim link replaced it');
    this.assertClaimable(row, this.deps.clock.now());
    const code = claimCodeFor(this.deps.secret, claimToken);
    return {
      registration_id: row.id,
      claim_attempt_id: row.id,
      status: 'initiated',
      expires_at: iso(Number(row.claim_expires_at)),
      // Registrations from before claim codes were derived from their token have no page to point to.
      claim_url: row.claim_code_hash === sha256Hex(code) ? `${this.claimUrlBase}${code}` : null,
    };
  }

  /**
   * A fresh claim link for an agent nobody has claimed yet, asked with its own credential: the old
   * link and token stop working. The key's own expiry does not move.
   */
  async renewClaim(registrationId: string): Promise<ClaimLink> {
    const { queries, clock } = this.deps;
    const now = clock.now();
    const row = await queries.agents.byId(registrationId);
    if (!row || row.status === 'revoked') throw new AppError('invalid_claim_token', 'this agent was revoked; register again');
    if (row.status === 'claimed') throw new AppError('previously_claimed', 'this agent is claimed already: there is nothing left to claim');
    if (row.status === 'refused') throw new AppError('claim_refused', 'the person refused this agent; register again to ask anew');
    const keyExpiresAt = this.unclaimedKeyExpiry(row) ?? now + this.deps.options.claimTtlMs;
    const link = this.newClaimLink(row.id, now, keyExpiresAt);
    const moved = await queries.agents.renewClaim(row.id, link, now);
    // The person decided between our read and our write: answer as if the request came after them.
    if (!moved) return this.renewClaim(registrationId);
    return { registrationId: row.id, claimUrl: link.claimUrl, claimToken: link.claimToken, expiresAt: link.expiresAt };
  }

  private async decide(row: AgentRegistrationRow, userId: string, approve: boolean): Promise<{ status: 'claimed' | 'refused'; registrationId: string; scopes: Scope[] }> {
    const { queries, clock } = this.deps;
    const now = clock.now();
    this.assertClaimable(row, now);
    const outcome = await queries.transaction(async (q) => {
      if (!(await q.agents.decide(row.id, approve ? { approve, userId } : { approve }, now))) return false;
      // The agent's key is upgraded in place: the same secret now speaks for the person.
      if (approve) await q.agents.upgradeCredentials(row.id, userId, formatScopes(POST_CLAIM_SCOPES));
      return true;
    });
    if (!outcome) {
      // Someone else decided first: answer as if we had arrived after them.
      const current = await queries.agents.byId(row.id);
      if (!current) throw new Error(`agent registration ${row.id} vanished`);
      this.assertClaimable(current, now);
      throw new AppError('previously_claimed', 'this agent was claimed already');
    }
    return { status: approve ? 'claimed' : 'refused', registrationId: row.id, scopes: approve ? POST_CLAIM_SCOPES : PRE_CLAIM_SCOPES };
  }

  private assertClaimable(row: AgentRegistrationRow, now: number): void {
    switch (row.status) {
      case 'claimed':
        throw new AppError('previously_claimed', 'this agent was claimed already; a claim works once');
      case 'refused':
        throw new AppError('claim_refused', 'the person refused this agent; register again to ask anew');
      case 'revoked':
        throw new AppError('invalid_claim_token', 'this agent was revoked; register again');
    }
    if (Number(row.claim_expires_at ?? 0) <= now) {
      throw new AppError('claim_expired', 'the claim link and token have expired; the agent asks for a fresh one with POST /api/agent/auth/claim/renew and its credential');
    }
  }

  // ----- revocation and listings -----

  /** The person revokes an agent they claimed; its credentials stop working at once. */
  async revokeForUser(registrationId: string, userId: string): Promise<boolean> {
    return this.revoke(registrationId, userId);
  }

  /** The agent revokes itself with its own credential (the whole registration ends). */
  async revokeByToken(token: string): Promise<boolean> {
    const principal = await this.authenticate(token);
    return principal ? this.revokeRegistration(principal.registrationId) : false;
  }

  /** The agent revokes itself: its whole registration, every credential of it. */
  revokeRegistration(registrationId: string): Promise<boolean> {
    return this.revoke(registrationId, null);
  }

  private async revoke(registrationId: string, userId: string | null): Promise<boolean> {
    const now = this.deps.clock.now();
    return this.deps.queries.transaction(async (q) => {
      if (!(await q.agents.revoke(registrationId, userId, now))) return false;
      await q.agents.revokeCredentials([registrationId], now);
      return true;
    });
  }

  /**
   * The person deleted their account: every agent they claimed (or that logged in as them) is
   * revoked with all its credentials, and none of them names the person any more. Runs in the
   * caller's transaction; returns how many agents were still working.
   */
  async revokeEveryAgentOf(q: Queries, userId: string): Promise<number> {
    const now = this.deps.clock.now();
    const registrations = await q.agents.registrationsOf(userId);
    const ids = registrations.map((r) => r.id);
    await q.agents.revokeCredentials(ids, now);
    await q.agents.revokeAndForgetUser(ids, now);
    // Codes not yet exchanged would otherwise still mint tokens for the deleted person.
    await q.agents.forgetUser(userId);
    return registrations.filter((r) => r.status !== 'revoked').length;
  }

  /** The agents acting for a person, newest first (for /profile). */
  async agentsOf(userId: string): Promise<AgentSummary[]> {
    const rows = await this.deps.queries.agents.claimedBy(userId);
    // What each may do is what its newest credential carries: an OAuth client may hold fewer scopes than a claimed key.
    const credentials = await this.deps.queries.agents.liveScopes(rows.map((r) => r.id));
    const scopesOf = new Map<string, Scope[]>();
    for (const c of credentials) if (!scopesOf.has(c.registration_id)) scopesOf.set(c.registration_id, parseScopes(c.scopes));
    return rows.map((r) => ({
      registrationId: r.id,
      clientName: r.client_name,
      identityType: r.identity_type,
      claimedAt: r.claimed_at === null ? null : Number(r.claimed_at),
      scopes: scopesOf.get(r.id) ?? POST_CLAIM_SCOPES,
    }));
  }

  /** The orders an agent placed, newest first, without personal data. */
  async ordersOf(registrationId: string, limit = 100): Promise<AgentOrderSummary[]> {
    const rows = await this.deps.queries.agents.ordersOf(registrationId, limit);
    const now = this.deps.clock.now();
    return rows.map((r) => ({
      orderId: r.id,
      status: effectiveStatus({ status: r.status, expires_at: Number(r.expires_at) }, now),
      product: r.product,
      sum: toMajorUnits(Number(r.sum), r.currency),
      currency: r.currency,
      createdAt: iso(Number(r.created_at)),
      paidAt: r.paid_at === null ? null : iso(Number(r.paid_at)),
    }));
  }
}
