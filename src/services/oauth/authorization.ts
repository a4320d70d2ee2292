// The authorization endpoint's rules: which requests may go on to the person (a known client, one
// of its redirect URIs, PKCE S256, scopes we offer, our resource), and the code the person's
// approval makes.
//
// Where a refusal goes (RFC 9700 4.11.2: redirect automatically only to a URI you trust). Anyone
// can register a client, by DCR or by publishing a metadata document, with any https redirect URI;
// sending people there with an error attached, no questions asked, would make us an open redirector
// for phishing. So a redirect URI is trusted only once the signed-in person has approved that
// client (a grant of theirs for it is in force): then a malformed request goes back to the client
// as RFC 6749 4.1.2.1 says. Otherwise every refusal is shown on our own page, and the person's own
// approval is what sends them to a client they have not approved before.
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.js';
import { sha256Hex } from '../../ids.js';
import { ALL_SCOPES, SCOPES, type Scope } from '../agents/scopes.js';
import type { ClientKey } from '../limits/rate-limiter.js';
import type { ClientRegistry } from './clients.js';
import { OAuthError } from './errors.js';
import { redirectUriProblem } from './redirect-uris.js';
import { defaultResource, ourResources } from './resources.js';
import type { OAuthClientRecord, OAuthStore } from './store.js';

/** The query of an authorization request (and the fields of the consent form that repeats it). */
export interface AuthorizationParams {
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  scope?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  resource?: string;
}

export const AUTHORIZATION_PARAMS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method', 'resource'] as const;

export interface ValidAuthorization {
  client: OAuthClientRecord;
  redirectUri: string;
  scopes: Scope[];
  resource: string;
  state: string | null;
  codeChallenge: string;
  /** The person approved this client before (a grant of theirs is in force): a refusal may go back to it unasked. */
  trusted: boolean;
}

/** Who asks: the address whose budget a metadata document's fetch draws on, and the signed-in person if any. */
export interface Asker {
  requester: ClientKey;
  userId: string | null;
}

type AuthorizationCheck =
  | { ok: true; request: ValidAuthorization }
  /** `redirectUri` null: the client or its redirect URI is not trusted (yet); the error is shown, never sent. */
  | { ok: false; error: OAuthError; redirectUri: string | null; state: string | null };

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const CODE = /^rsac_[A-Za-z0-9_-]{43}$/;

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

interface AuthorizationDeps {
  store: OAuthStore;
  clients: ClientRegistry;
  clock: Clock;
  baseUrl: string;
  codeTtlMs: number;
}

export class Authorizations {
  constructor(private readonly deps: AuthorizationDeps) {}

  /** The URL an answer goes back to: the redirect URI with the answer and our issuer (RFC 9207) added. */
  redirectWith(redirectUri: string, params: Record<string, string | null>): string {
    const url = new URL(redirectUri);
    for (const [key, value] of Object.entries(params)) if (value !== null) url.searchParams.set(key, value);
    url.searchParams.set('iss', this.deps.baseUrl);
    return url.href;
  }

  async check(params: AuthorizationParams, asker: Asker): Promise<AuthorizationCheck> {
    const state = typeof params.state === 'string' && params.state.length <= 1000 ? params.state : null;
    const shown = (error: OAuthError): AuthorizationCheck => ({ ok: false, error, redirectUri: null, state });
    if (!params.client_id) return shown(new OAuthError('invalid_request', 'client_id is missing'));
    let client: OAuthClientRecord | null;
    try {
      client = await this.deps.clients.resolve(params.client_id, asker.requester);
    } catch (error) {
      if (error instanceof OAuthError) return shown(error);
      throw error;
    }
    if (!client) return shown(new OAuthError('invalid_client', 'the client_id is not one registered here'));
    let redirectUri: string;
    if (params.redirect_uri !== undefined) {
      if (!client.redirectUris.includes(params.redirect_uri)) return shown(new OAuthError('invalid_request', 'the redirect_uri is not one this client registered'));
      redirectUri = params.redirect_uri;
    } else if (client.redirectUris.length === 1) {
      redirectUri = client.redirectUris[0]!;
    } else {
      return shown(new OAuthError('invalid_request', 'redirect_uri is missing, and this client registered more than one'));
    }
    // A client registered before today's rules may hold a redirect URI they refuse (an OS handler's scheme).
    const stale = redirectUriProblem(redirectUri);
    if (stale) return shown(new OAuthError('invalid_request', `the redirect_uri ${stale}; register the client again`));

    const trusted = asker.userId !== null && (await this.deps.store.hasActiveGrant(client.clientId, asker.userId, this.deps.clock.now()));
    const sent = (error: OAuthError): AuthorizationCheck => ({ ok: false, error, redirectUri: trusted ? redirectUri : null, state });
    if (params.response_type !== 'code') return sent(new OAuthError('unsupported_response_type', 'response_type must be "code"'));
    if (!params.code_challenge) return sent(new OAuthError('invalid_request', 'code_challenge is required (PKCE with S256)'));
    if (params.code_challenge_method !== 'S256') return sent(new OAuthError('invalid_request', 'code_challenge_method must be "S256"; "plain" is not accepted'));
    if (!CHALLENGE.test(params.code_challenge)) return sent(new OAuthError('invalid_request', 'code_challenge must be the base64url SHA-256 of the verifier (43 characters)'));
    const asked = (params.scope ?? '').split(' ').filter(Boolean);
    const unknown = asked.find((s) => !(s in SCOPES));
    if (unknown) return sent(new OAuthError('invalid_scope', `${JSON.stringify(unknown.slice(0, 40))} is not a scope we offer`));
    const allowed = client.scopes ?? ALL_SCOPES;
    const scopes = (asked.length ? (asked as Scope[]) : allowed).filter((s, i, all) => all.indexOf(s) === i);
    const beyond = scopes.find((s) => !allowed.includes(s));
    if (beyond) return sent(new OAuthError('invalid_scope', `this client did not register the scope ${beyond}`));
    if (params.resource !== undefined && !ourResources(this.deps.baseUrl).includes(params.resource)) {
      return sent(new OAuthError('invalid_target', `tokens here are for ${this.deps.baseUrl}/api/mcp and ${this.deps.baseUrl}/api only`));
    }
    return {
      ok: true,
      request: { client, redirectUri, scopes, resource: params.resource ?? defaultResource(this.deps.baseUrl), state, codeChallenge: params.code_challenge, trusted },
    };
  }

  /** The person approved: a code for the client, good once and briefly. */
  async issueCode(request: ValidAuthorization, userId: string): Promise<string> {
    const code = `rsac_${randomBytes(32).toString('base64url')}`;
    const now = this.deps.clock.now();
    await this.deps.store.insertCode({
      codeHash: sha256Hex(code),
      clientId: request.client.clientId,
      userId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      scopes: request.scopes,
      resource: request.resource,
      expiresAt: now + this.deps.codeTtlMs,
      usedAt: null,
      registrationId: null,
      createdAt: now,
    });
    return code;
  }
}

export const isCodeShape = (code: string) => CODE.test(code);
export const isVerifierShape = (verifier: string) => VERIFIER.test(verifier);
