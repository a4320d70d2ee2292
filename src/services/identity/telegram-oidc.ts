// Log In With Telegram through OpenID Connect: the authorization code flow with PKCE at Telegram's
// own server, ending in an ID token whose signature (Telegram's published keys), issuer, audience,
// nonce and expiry are checked before anyone is logged in. What the browser must bring back (state,
// nonce, PKCE verifier, where to return) rides in a short-lived cookie signed with the install
// secret, so any instance can finish a login another one started.
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../errors.js';
import { signValue, verifySignedValue } from '../signing.js';
import type { IdentityService } from './identity-service.js';
import type { LoginResult } from './types.js';

/** Why Telegram's answer was not taken. */
export type OidcFailure =
  | 'denied' // the person cancelled at Telegram, or Telegram answered with an error
  | 'code_rejected' // the token endpoint refused the code: used already, expired, or not for this PKCE verifier
  | 'bad_signature' // the ID token is not signed by a key Telegram publishes
  | 'wrong_issuer'
  | 'wrong_audience'
  | 'wrong_nonce'
  | 'expired'
  | 'malformed' // no ID token, or one without a Telegram user
  | 'unreachable'; // Telegram's server could not be asked

export class OidcRefusal extends Error {
  constructor(
    readonly reason: OidcFailure,
    message: string,
  ) {
    super(message);
  }
}

/** The claims of a verified ID token this login reads. */
export interface OidcIdentity {
  /** The Telegram user id (`id`, else a numeric `sub`). */
  telegramId: number;
  username: string | null;
  name: string | null;
  picture: string | null;
  issuedAt: number; // epoch seconds
  /** SHA-256 of the ID token: remembered, so the same token never logs in twice. */
  tokenHash: string;
}

/** Telegram's OpenID provider as the login needs it; src/telegram/oidc-provider.ts implements it. */
export interface TelegramOidcProvider {
  /** Where to send the browser: the authorization endpoint with this request's parameters (PKCE S256). */
  authorizationUrl(request: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<string>;
  /** Redeems the code the callback URL carries and verifies the ID token; throws OidcRefusal. */
  redeem(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<OidcIdentity>;
}

interface PendingLogin {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  expiresAt: number;
}

interface TelegramOidcLoginDeps {
  provider: TelegramOidcProvider;
  identity: Pick<IdentityService, 'loginVerifiedAccount' | 'rememberLoginHash'>;
  secret: string;
  now: () => number;
  /** PUBLIC_BASE_URL: the redirect URI registered with BotFather is `<base>/auth/telegram/callback`. */
  baseUrl: string;
}

const PURPOSE = 'telegram-oidc';
/** How long a person has at Telegram's page before the login must start again. */
export const OIDC_LOGIN_TTL_MS = 10 * 60_000;
export const OIDC_CALLBACK_PATH = '/auth/telegram/callback';

const DETAIL: Record<OidcFailure | 'state_mismatch' | 'no_login' | 'replayed', string> = {
  denied: 'Telegram did not confirm the login; log in again',
  code_rejected: 'Telegram refused the login code: it was used already, has expired, or belongs to another login; log in again',
  bad_signature: "Telegram's ID token is not signed with a key Telegram publishes; log in again",
  wrong_issuer: "Telegram's ID token was issued by another server; log in again",
  wrong_audience: "Telegram's ID token was issued to another site; log in again",
  wrong_nonce: "Telegram's ID token belongs to another login (nonce); log in again",
  expired: "Telegram's ID token has expired; log in again",
  malformed: "Telegram's answer carries no usable ID token; log in again",
  unreachable: "Telegram's login server could not be reached; try again in a minute",
  state_mismatch: 'this answer from Telegram belongs to another login, or to another browser (state); log in again',
  no_login: 'this login was not started in this browser, or it took longer than 10 minutes; log in again',
  replayed: 'this Telegram login was used already; log in again',
};

export class TelegramOidcLogin {
  constructor(private readonly deps: TelegramOidcLoginDeps) {}

  get redirectUri(): string {
    return `${this.deps.baseUrl}${OIDC_CALLBACK_PATH}`;
  }

  /** Starts a login: Telegram's address to send the browser to, and the cookie it must bring back. */
  async begin(returnTo: string): Promise<{ url: string; cookie: string; maxAgeSeconds: number }> {
    const pending: PendingLogin = { state: random(), nonce: random(), verifier: random(), returnTo, expiresAt: this.deps.now() + OIDC_LOGIN_TTL_MS };
    let url: string;
    try {
      url = await this.deps.provider.authorizationUrl({ redirectUri: this.redirectUri, state: pending.state, nonce: pending.nonce, codeVerifier: pending.verifier });
    } catch (error) {
      if (error instanceof OidcRefusal) throw refusal(error.reason);
      throw error;
    }
    const cookie = signValue(this.deps.secret, PURPOSE, Buffer.from(JSON.stringify(pending)).toString('base64url'));
    return { url, cookie, maxAgeSeconds: OIDC_LOGIN_TTL_MS / 1000 };
  }

  /**
   * Telegram sent the browser back to `callbackUrl`: checks it against the cookie, redeems the
   * code, and logs the person in. 401 `invalid_login` (with `reason`) for anything not right.
   */
  async finish(callbackUrl: URL, cookie: string | undefined): Promise<LoginResult & { returnTo: string }> {
    const pending = this.pending(cookie);
    if (!pending) throw refusal('no_login');
    const state = callbackUrl.searchParams.get('state');
    if (callbackUrl.searchParams.has('error')) throw refusal('denied');
    if (state !== pending.state) throw refusal('state_mismatch');
    let identity: OidcIdentity;
    try {
      identity = await this.deps.provider.redeem(callbackUrl, { state: pending.state, nonce: pending.nonce, codeVerifier: pending.verifier });
    } catch (error) {
      if (error instanceof OidcRefusal) throw refusal(error.reason);
      throw error;
    }
    if (!(await this.deps.identity.rememberLoginHash({ hash: identity.tokenHash, authDate: identity.issuedAt }))) throw refusal('replayed');
    const login = await this.deps.identity.loginVerifiedAccount({ id: identity.telegramId, username: identity.username, first_name: identity.name, photo_url: identity.picture });
    return { ...login, returnTo: pending.returnTo };
  }

  private pending(cookie: string | undefined): PendingLogin | null {
    const value = verifySignedValue(this.deps.secret, PURPOSE, cookie);
    if (!value) return null;
    try {
      const pending = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as PendingLogin;
      return pending.expiresAt > this.deps.now() ? pending : null;
    } catch {
      return null;
    }
  }
}

function random(): string {
  return randomBytes(32).toString('base64url');
}

function refusal(reason: keyof typeof DETAIL): AppError {
  const status = reason === 'unreachable' ? 'telegram_login_unavailable' : 'invalid_login';
  return new AppError(status, DETAIL[reason], { reason });
}

/** The hash an ID token is remembered by. */
export function idTokenHash(idToken: string): string {
  return createHash('sha256').update(idToken).digest('hex');
}
