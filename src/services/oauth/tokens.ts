// The token endpoint's rules: an authorization code (with its PKCE verifier) becomes a grant, an
// agent registration owned by the person who approved it, with a short-lived access token (a
// `credentials` row, so the bearer check of REST and MCP knows it) and a refresh token. Refresh
// tokens rotate: each works once, and one used a second time revokes the whole grant (RFC 9700
// 4.14.2). A code used a second time revokes the grant its first use made (RFC 6749 4.1.2).
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.js';
import { newId, sha256Hex } from '../../ids.js';
import { formatScopes, SCOPES, type Scope } from '../agents/scopes.js';
import { isCodeShape, isVerifierShape, s256 } from './authorization.js';
import { OAuthError } from './errors.js';
import type { TokenResponse } from './model.js';
import { ourResources } from './resources.js';
import type { IssuedTokens, OAuthClientRecord, OAuthStore } from './store.js';

interface TokenOptions {
  baseUrl: string;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
}

interface TokenDeps {
  store: OAuthStore;
  clock: Clock;
  /** Ends a grant: its registration and every credential of it (AgentService.revokeRegistration). */
  revokeGrant: (registrationId: string) => Promise<boolean>;
  options: TokenOptions;
}

const REFRESH = /^rsrt_[A-Za-z0-9_-]{43}$/;
const secret = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

interface CodeExchange {
  code?: string;
  redirectUri?: string;
  codeVerifier?: string;
  resource?: string;
}

interface RefreshRequest {
  refreshToken?: string;
  scope?: string;
  resource?: string;
}

export class Tokens {
  constructor(private readonly deps: TokenDeps) {}

  private checkResource(resource: string | undefined, granted: string): void {
    if (resource === undefined) return;
    if (!ourResources(this.deps.options.baseUrl).includes(resource)) throw new OAuthError('invalid_target', `tokens here are for ${this.deps.options.baseUrl}/api/mcp and ${this.deps.options.baseUrl}/api only`);
    if (resource !== granted) throw new OAuthError('invalid_target', `this grant is for the resource ${granted}`);
  }

  private newTokens(scopes: Scope[], resource: string): { response: TokenResponse; issued: IssuedTokens } {
    const now = this.deps.clock.now();
    const { accessTokenTtlMs, refreshTokenTtlMs } = this.deps.options;
    const accessToken = secret('rsat_');
    const refreshToken = secret('rsrt_');
    return {
      response: { access_token: accessToken, token_type: 'Bearer', expires_in: Math.round(accessTokenTtlMs / 1000), refresh_token: refreshToken, scope: formatScopes(scopes) },
      issued: { accessTokenHash: sha256Hex(accessToken), accessExpiresAt: now + accessTokenTtlMs, refreshTokenHash: sha256Hex(refreshToken), refreshExpiresAt: now + refreshTokenTtlMs, scopes, resource },
    };
  }

  async exchangeCode(client: OAuthClientRecord, input: CodeExchange): Promise<TokenResponse> {
    const { store, clock } = this.deps;
    if (!input.code) throw new OAuthError('invalid_request', 'code is missing');
    if (!input.codeVerifier) throw new OAuthError('invalid_request', 'code_verifier is missing (PKCE)');
    const codeHash = sha256Hex(input.code);
    const code = isCodeShape(input.code) ? await store.code(codeHash) : null;
    const now = clock.now();
    if (!code || code.clientId !== client.clientId) throw new OAuthError('invalid_grant', 'the code is not one issued to this client');
    if (code.usedAt !== null) return this.codeReplayed(code.registrationId);
    if (code.expiresAt <= now) throw new OAuthError('invalid_grant', 'the code has expired; authorize again');
    if (input.redirectUri !== code.redirectUri) throw new OAuthError('invalid_grant', 'redirect_uri must be the one of the authorization request');
    if (!isVerifierShape(input.codeVerifier) || s256(input.codeVerifier) !== code.codeChallenge) throw new OAuthError('invalid_grant', 'the code_verifier does not match the code_challenge');
    this.checkResource(input.resource, code.resource);
    const { response, issued } = this.newTokens(code.scopes, code.resource);
    const grant = { registrationId: newId('agt'), clientId: client.clientId, clientName: client.clientName, userId: code.userId };
    if (!(await store.redeemCode(codeHash, now, grant, issued))) {
      const again = await store.code(codeHash);
      return this.codeReplayed(again?.registrationId ?? null);
    }
    return response;
  }

  private async codeReplayed(registrationId: string | null): Promise<never> {
    if (registrationId) await this.deps.revokeGrant(registrationId);
    throw new OAuthError('invalid_grant', 'the code was used already; the tokens issued for it are revoked');
  }

  async refresh(client: OAuthClientRecord, input: RefreshRequest): Promise<TokenResponse> {
    const { store, clock } = this.deps;
    if (!input.refreshToken) throw new OAuthError('invalid_request', 'refresh_token is missing');
    const tokenHash = sha256Hex(input.refreshToken);
    const token = REFRESH.test(input.refreshToken) ? await store.refreshToken(tokenHash) : null;
    const now = clock.now();
    if (!token || token.clientId !== client.clientId) throw new OAuthError('invalid_grant', 'the refresh token is not one issued to this client');
    if (!token.grantActive) throw new OAuthError('invalid_grant', 'the grant was revoked; authorize again');
    if (token.usedAt !== null) return this.refreshReplayed(token.registrationId);
    if (token.expiresAt <= now) throw new OAuthError('invalid_grant', 'the refresh token has expired; authorize again');
    this.checkResource(input.resource, token.resource);
    let scopes = token.scopes;
    if (input.scope !== undefined) {
      const asked = input.scope.split(' ').filter(Boolean);
      const beyond = asked.find((s) => !(s in SCOPES) || !token.scopes.includes(s as Scope));
      if (beyond !== undefined) throw new OAuthError('invalid_scope', `${JSON.stringify(beyond.slice(0, 40))} was not granted; a refresh may narrow the scopes, never widen them`);
      scopes = token.scopes.filter((s) => asked.includes(s));
    }
    const { response, issued } = this.newTokens(scopes, token.resource);
    if (!(await store.rotateRefreshToken(tokenHash, now, token.userId, issued))) return this.refreshReplayed(token.registrationId);
    return response;
  }

  private async refreshReplayed(registrationId: string): Promise<never> {
    await this.deps.revokeGrant(registrationId);
    throw new OAuthError('invalid_grant', 'the refresh token was used already; the whole grant is revoked as a precaution: authorize again');
  }

  /**
   * Housekeeping. A spent code is kept a day past its expiry, so that its replay still revokes the
   * grant it made; a refresh token until it expires, so that its replay is still recognised.
   */
  purgeExpired(): Promise<void> {
    const now = this.deps.clock.now();
    return this.deps.store.purge(now - 86_400_000, now);
  }

  /** RFC 7009 for a refresh token: ends its grant. False when it is not one of ours or ended already. */
  async revokeRefreshToken(token: string): Promise<boolean> {
    if (!REFRESH.test(token)) return false;
    const record = await this.deps.store.refreshToken(sha256Hex(token));
    return record ? this.deps.revokeGrant(record.registrationId) : false;
  }
}
