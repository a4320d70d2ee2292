// The OAuth 2.1 authorization server for MCP clients and any OAuth client: its clients, the
// authorization endpoint's rules and the token endpoint's, built together.
import type { Clock } from '../../clock.js';
import type { ClientKey } from '../limits/rate-limiter.js';
import { Authorizations } from './authorization.js';
import { ClientRegistry } from './clients.js';
import type { MetadataFetcher } from './metadata-fetch.js';
import type { OAuthStore } from './store.js';
import { Tokens } from './tokens.js';

interface OAuthOptions {
  baseUrl: string;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  codeTtlMs: number;
  allowHttpClientIds: boolean;
}

interface OAuthServiceDeps {
  store: OAuthStore;
  clock: Clock;
  fetchMetadata: MetadataFetcher;
  /** The per-address budget every fetch of a client metadata document draws on (429 past it). */
  fetchBudget: (requester: ClientKey) => Promise<void>;
  revokeGrant: (registrationId: string) => Promise<boolean>;
  options: OAuthOptions;
}

/** An authorization code works for this long (RFC 6749 recommends at most ten minutes). */
export const CODE_TTL_MS = 5 * 60_000;

export class OAuthService {
  readonly clients: ClientRegistry;
  readonly authorizations: Authorizations;
  readonly tokens: Tokens;

  constructor(readonly deps: OAuthServiceDeps) {
    const { store, clock, options } = deps;
    this.clients = new ClientRegistry({ store, clock, fetchMetadata: deps.fetchMetadata, fetchBudget: deps.fetchBudget, allowHttpClientIds: options.allowHttpClientIds });
    this.authorizations = new Authorizations({ store, clients: this.clients, clock, baseUrl: options.baseUrl, codeTtlMs: options.codeTtlMs });
    this.tokens = new Tokens({ store, clock, revokeGrant: deps.revokeGrant, options });
  }
}
