// Bearer credentials of agents on the private API: `Authorization: Bearer <token>` only (as the
// protected-resource metadata says), checked once per request, scopes enforced per route.
// Challenges follow RFC 6750 with RFC 9728's resource_metadata.
import type { FastifyRequest } from 'fastify';
import type { AgentPrincipal } from '../services/agents/agent-service.js';
import type { Scope } from '../services/agents/scopes.js';
import { AppError } from '../services/errors.js';
import { clientKey, type ClientKey } from '../services/limits/rate-limiter.js';

const resolved = new WeakMap<FastifyRequest, Promise<AgentPrincipal | null>>();

function resourceMetadataUrl(request: FastifyRequest): string {
  return `${request.server.publicBaseUrl}/.well-known/oauth-protected-resource`;
}

/** An RFC 6750 challenge; `metadataUrl` names the resource's RFC 9728 metadata (the API's by default). */
export function challenge(request: FastifyRequest, params: Record<string, string> = {}, metadataUrl = resourceMetadataUrl(request)): string {
  const parts = [`resource_metadata="${metadataUrl}"`, ...Object.entries(params).map(([k, v]) => `${k}="${v.replace(/["\\]/g, '')}"`)];
  return `Bearer ${parts.join(', ')}`;
}

/** The token of an `Authorization: Bearer` header; null when the header is absent or another scheme. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+(\S*)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The agent behind the request's bearer credential; null when no bearer was sent. A bearer that is
 * unknown, expired or revoked is 401 `invalid_token` at once.
 */
export async function agentPrincipal(request: FastifyRequest): Promise<AgentPrincipal | null> {
  let pending = resolved.get(request);
  if (!pending) {
    const token = bearerToken(request);
    pending = token === null ? Promise.resolve(null) : request.server.requestServices.agents.authenticate(token);
    resolved.set(request, pending);
  }
  const principal = await pending;
  if (principal === null && bearerToken(request) !== null) throw invalidToken(request);
  return principal;
}

export function invalidToken(request: FastifyRequest, metadataUrl?: string): AppError {
  return new AppError('invalid_token', 'the bearer credential is unknown, expired or revoked; register again at POST /api/agent/auth (see /auth.md)', {
    headers: { 'www-authenticate': challenge(request, { error: 'invalid_token', error_description: 'unknown, expired or revoked credential' }, metadataUrl) },
  });
}

export function missingCredential(request: FastifyRequest, scope: Scope): AppError {
  return new AppError('unauthorized', `send Authorization: Bearer <credential> with the scope ${scope}; register at POST /api/agent/auth (see /auth.md)`, {
    headers: { 'www-authenticate': challenge(request, { scope }) },
  });
}

/** 403 `insufficient_scope` naming the scope the route needs. */
export function requireScope(request: FastifyRequest, principal: AgentPrincipal, scope: Scope): void {
  if (principal.scopes.includes(scope)) return;
  const hints: Partial<Record<AgentPrincipal['status'], string>> = {
    pending_claim: '; your person has not claimed you yet: give them your claim_url',
    claim_expired: '; your person has not claimed you, and your claim link expired: ask for a fresh one at POST /api/agent/auth/claim/renew',
  };
  const hint = scope === 'readings:read' ? (hints[principal.status] ?? '') : '';
  throw new AppError('insufficient_scope', `this needs the scope ${scope}${hint}`, {
    headers: { 'www-authenticate': challenge(request, { error: 'insufficient_scope', scope }) },
    scope,
  });
}

/** Whose budget a request draws on: the agent its bearer credential names, else the client's address. */
export async function clientOf(request: FastifyRequest): Promise<ClientKey> {
  return clientKey((await agentPrincipal(request))?.registrationId, request.ip);
}
