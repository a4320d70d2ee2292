// OAuth clients: registered by RFC 7591 dynamic registration, or named by the URL of their client
// metadata document (fetched, checked, and kept for a while), and authenticated at the token endpoint.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.js';
import { newId, sha256Hex } from '../../ids.js';
import { parseScopes, SCOPES, type Scope } from '../agents/scopes.js';
import type { ClientKey } from '../limits/rate-limiter.js';
import { cleanText } from '../text.js';
import { schemaFieldErrors } from '../validation.js';
import { OAuthError } from './errors.js';
import { MetadataFetchError, type MetadataFetcher } from './metadata-fetch.js';
import { AUTH_METHODS, ClientMetadataDocument, ClientRegistrationRequest, type ClientAuthMethod, type ClientRegistrationResponse } from './model.js';
import { redirectUriProblem } from './redirect-uris.js';
import type { OAuthClientRecord, OAuthStore } from './store.js';

interface ClientRegistryDeps {
  store: OAuthStore;
  clock: Clock;
  fetchMetadata: MetadataFetcher;
  /**
   * Counts one fetch of a metadata document against the budget of whoever caused it (their address);
   * throws (429 rate_limited) past it. Every way in that resolves a client_id draws on this one budget.
   */
  fetchBudget: (requester: ClientKey) => Promise<void>;
  /** Plain http client ids are accepted (a test's local server only). */
  allowHttpClientIds: boolean;
}

/** How long a fetched metadata document is trusted: its max-age, within these bounds. */
const MIN_CACHE_MS = 5 * 60_000;
const MAX_CACHE_MS = 24 * 3_600_000;
const DEFAULT_CACHE_MS = 3_600_000;
/**
 * A document that could not be used is not asked for again for this long: naming a broken or
 * unreachable document over and over costs neither us nor its host a request.
 */
export const FAILURE_CACHE_MS = 5 * 60_000;
/** Failures remembered at most (oldest forgotten first): a flood of names cannot grow the memory. */
const MAX_FAILURES = 10_000;

const GRANT_TYPES = ['authorization_code', 'refresh_token'];

/** Client credentials as the token endpoint received them. */
export interface PresentedClient {
  clientId: string | null;
  clientSecret: string | null;
  via: 'basic' | 'post' | 'none';
}

const NAME_SHAPE = /^[^\p{Cc}]{1,80}$/u;

function cleanName(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    const name = cleanText(value, 'client_name').slice(0, 80);
    return NAME_SHAPE.test(name) ? name : null;
  } catch {
    return null;
  }
}

function checkedScopes(scope: string | undefined, error: 'invalid_client_metadata'): Scope[] | null {
  if (scope === undefined) return null;
  const names = scope.split(' ').filter(Boolean);
  const unknown = names.find((n) => !(n in SCOPES));
  if (unknown) throw new OAuthError(error, `scope: ${JSON.stringify(unknown.slice(0, 40))} is not a scope we offer (${Object.keys(SCOPES).join(' ')})`);
  return parseScopes(names.join(' '));
}

function checkedRedirectUris(uris: string[]): string[] {
  uris.forEach((uri, i) => {
    const problem = redirectUriProblem(uri);
    if (problem) throw new OAuthError('invalid_redirect_uri', `redirect_uris[${i}]: ${JSON.stringify(uri.slice(0, 100))} ${problem}`);
  });
  return uris;
}

function checkedGrantAndResponseTypes(grantTypes: string[] | undefined, responseTypes: string[] | undefined): void {
  const grant = grantTypes?.find((g) => !GRANT_TYPES.includes(g));
  if (grant !== undefined) throw new OAuthError('invalid_client_metadata', `grant_types: ${JSON.stringify(grant.slice(0, 40))} is not offered; use authorization_code and refresh_token`);
  const response = responseTypes?.find((r) => r !== 'code');
  if (response !== undefined) throw new OAuthError('invalid_client_metadata', `response_types: ${JSON.stringify(response.slice(0, 40))} is not offered; use code`);
}

export class ClientRegistry {
  constructor(private readonly deps: ClientRegistryDeps) {}

  /** RFC 7591: any JSON body; answers the registered client (201), or invalid_redirect_uri / invalid_client_metadata. */
  async register(body: unknown): Promise<ClientRegistrationResponse> {
    const [problem] = schemaFieldErrors(ClientRegistrationRequest, body);
    if (problem) throw new OAuthError(problem.field.startsWith('redirect_uris') ? 'invalid_redirect_uri' : 'invalid_client_metadata', `${problem.field}: ${problem.message}`);
    const input = body as ClientRegistrationRequest;
    const redirectUris = checkedRedirectUris(input.redirect_uris);
    checkedGrantAndResponseTypes(input.grant_types, input.response_types);
    const method = input.token_endpoint_auth_method ?? 'client_secret_basic';
    if (!(AUTH_METHODS as readonly string[]).includes(method)) {
      throw new OAuthError('invalid_client_metadata', `token_endpoint_auth_method: ${JSON.stringify(method.slice(0, 40))} is not offered; use ${AUTH_METHODS.join(', ')}`);
    }
    const scopes = checkedScopes(input.scope, 'invalid_client_metadata');
    const now = this.deps.clock.now();
    const clientId = newId('cli');
    const clientSecret = method === 'none' ? null : `rscs_${randomBytes(32).toString('base64url')}`;
    const clientName = cleanName(input.client_name);
    await this.deps.store.saveClient({
      clientId,
      source: 'registration',
      clientName,
      redirectUris,
      authMethod: method as ClientAuthMethod,
      secretHash: clientSecret === null ? null : sha256Hex(clientSecret),
      scopes,
      metadata: input,
      createdAt: now,
      refreshAfter: null,
    });
    return {
      client_id: clientId,
      client_id_issued_at: Math.floor(now / 1000),
      ...(clientSecret === null ? {} : { client_secret: clientSecret, client_secret_expires_at: 0 }),
      ...(clientName === null ? {} : { client_name: clientName }),
      redirect_uris: redirectUris,
      token_endpoint_auth_method: method as ClientAuthMethod,
      grant_types: GRANT_TYPES,
      response_types: ['code'],
      scope: (scopes ?? (Object.keys(SCOPES) as Scope[])).join(' '),
    };
  }

  /** Whether a client_id is the URL of a metadata document rather than an id we issued. */
  isMetadataUrl(clientId: string): boolean {
    return clientId.startsWith('https://') || (this.deps.allowHttpClientIds && clientId.startsWith('http://'));
  }

  /** Documents that could not be used lately, by client_id: the refusal to repeat and until when. */
  private readonly failures = new Map<string, { until: number; error: OAuthError }>();
  /** Fetches under way, by client_id: requests naming the same document meanwhile wait for the one fetch. */
  private readonly fetching = new Map<string, Promise<OAuthClientRecord>>();

  /**
   * The client a client_id names: one we registered, or the one its metadata document describes
   * (fetched when not kept or kept too long). Null for an unknown id; invalid_client naming the
   * problem when the document cannot be used. A fetch draws on `requester`'s budget (429 past it);
   * a document kept, or a failure remembered, costs nothing.
   */
  async resolve(clientId: string, requester: ClientKey): Promise<OAuthClientRecord | null> {
    if (clientId.length > 2000) return null;
    if (!this.isMetadataUrl(clientId)) return this.deps.store.client(clientId);
    const kept = await this.deps.store.client(clientId);
    if (kept && kept.refreshAfter !== null && kept.refreshAfter > this.deps.clock.now()) return kept;
    const url = this.checkedDocumentUrl(clientId);
    const failed = this.failures.get(clientId);
    if (failed && failed.until > this.deps.clock.now()) throw failed.error;
    if (failed) this.failures.delete(clientId);
    const running = this.fetching.get(clientId);
    if (running) return running;
    await this.deps.fetchBudget(requester);
    const started = this.fetching.get(clientId);
    if (started) return started;
    const fetch = this.fetchDocument(clientId, url).finally(() => this.fetching.delete(clientId));
    this.fetching.set(clientId, fetch);
    return fetch;
  }

  private async fetchDocument(clientId: string, url: URL): Promise<OAuthClientRecord> {
    const now = this.deps.clock.now();
    let client: OAuthClientRecord;
    try {
      let fetched: Awaited<ReturnType<MetadataFetcher>>;
      try {
        fetched = await this.deps.fetchMetadata(url);
      } catch (error) {
        if (error instanceof MetadataFetchError) throw new OAuthError('invalid_client', `the client metadata document at ${clientId} cannot be used: ${error.message}`);
        throw error;
      }
      client = this.fromDocument(clientId, fetched.document, now, fetched.maxAgeSeconds);
    } catch (error) {
      if (error instanceof OAuthError) throw this.remember(clientId, error, now);
      throw error;
    }
    await this.deps.store.saveClient(client);
    return client;
  }

  /** Keeps a document's refusal for a while, saying so; answers the refusal to throw. */
  private remember(clientId: string, error: OAuthError, now: number): OAuthError {
    const minutes = Math.round(FAILURE_CACHE_MS / 60_000);
    const kept = new OAuthError(error.error, `${error.description} (this answer is kept for ${minutes} minutes before the document is fetched again)`);
    if (this.failures.size >= MAX_FAILURES) this.failures.delete(this.failures.keys().next().value!);
    this.failures.set(clientId, { until: now + FAILURE_CACHE_MS, error: kept });
    return kept;
  }

  private checkedDocumentUrl(clientId: string): URL {
    let url: URL;
    try {
      url = new URL(clientId);
    } catch {
      throw new OAuthError('invalid_client', 'the client_id is not a valid URL');
    }
    // The client_id must be the document's canonical address: no fragment, credentials or dot segments, a path.
    if (clientId.includes('#') || url.username || url.password || url.href !== clientId || url.pathname === '/' || /\/\.\.?(\/|$)/.test(clientId)) {
      throw new OAuthError('invalid_client', 'a client_id URL must be an https URL with a path, without fragment, credentials or dot segments, written as it is fetched');
    }
    return url;
  }

  private fromDocument(clientId: string, document: unknown, now: number, maxAgeSeconds: number | null): OAuthClientRecord {
    const refuse = (why: string) => new OAuthError('invalid_client', `the client metadata document at ${clientId} ${why}`);
    if (!document || typeof document !== 'object' || Array.isArray(document)) throw refuse('is not a JSON object');
    const [problem] = schemaFieldErrors(ClientMetadataDocument, document);
    if (problem) throw refuse(`is invalid: ${problem.field}: ${problem.message}`);
    const doc = document as ClientMetadataDocument;
    if (doc.client_id !== clientId) throw refuse(`names another client_id (${JSON.stringify(String(doc.client_id).slice(0, 100))}); it must be the document's own URL`);
    const method = doc.token_endpoint_auth_method ?? 'none';
    if (method !== 'none') throw refuse(`asks for token_endpoint_auth_method ${JSON.stringify(method.slice(0, 40))}; a client known by its metadata document is a public client ("none")`);
    if ('client_secret' in doc || 'client_secret_expires_at' in doc) throw refuse('carries a client_secret, which a published document must not');
    try {
      checkedRedirectUris(doc.redirect_uris);
      checkedGrantAndResponseTypes(doc.grant_types, doc.response_types);
      const scopes = checkedScopes(doc.scope, 'invalid_client_metadata');
      const cacheMs = maxAgeSeconds === null ? DEFAULT_CACHE_MS : Math.min(MAX_CACHE_MS, Math.max(MIN_CACHE_MS, maxAgeSeconds * 1000));
      return {
        clientId,
        source: 'metadata_document',
        clientName: cleanName(doc.client_name) ?? new URL(clientId).host,
        redirectUris: doc.redirect_uris,
        authMethod: 'none',
        secretHash: null,
        scopes,
        metadata: doc,
        createdAt: now,
        refreshAfter: now + cacheMs,
      };
    } catch (error) {
      if (error instanceof OAuthError) throw refuse(`is invalid: ${error.description}`);
      throw error;
    }
  }

  /**
   * The token endpoint's client authentication: public clients name themselves, confidential ones
   * prove it with their secret by the method they registered. invalid_client otherwise.
   */
  async authenticate(presented: PresentedClient, requester: ClientKey): Promise<OAuthClientRecord> {
    if (!presented.clientId) throw new OAuthError('invalid_client', 'client_id is required (in the body, or as HTTP Basic authentication)');
    const client = await this.resolve(presented.clientId, requester);
    if (!client) throw new OAuthError('invalid_client', 'the client_id is not one registered here; register at the registration_endpoint');
    if (client.authMethod === 'none') {
      if (presented.clientSecret !== null) throw new OAuthError('invalid_client', 'this client is public (token_endpoint_auth_method "none"): send no client_secret');
      return client;
    }
    const expected = client.authMethod === 'client_secret_basic' ? 'basic' : 'post';
    if (presented.via !== expected || presented.clientSecret === null) throw new OAuthError('invalid_client', `this client authenticates with ${client.authMethod}`);
    const given = Buffer.from(sha256Hex(presented.clientSecret), 'hex');
    if (!client.secretHash || !timingSafeEqual(given, Buffer.from(client.secretHash, 'hex'))) throw new OAuthError('invalid_client', 'the client_secret is wrong');
    return client;
  }
}
