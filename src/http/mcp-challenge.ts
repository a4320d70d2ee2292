// The MCP authorization spec's challenges for /api/mcp: 401 when no credential (or a dead one) is
// sent, 403 `insufficient_scope` when the credential lacks a tool's scope. Each names the MCP
// endpoint's own RFC 9728 metadata, whose `resource` is the endpoint, so an OAuth client binds its
// token to it.
import type { FastifyRequest } from 'fastify';
import type { AgentPrincipal } from '../services/agents/agent-service.js';
import { formatScopes, POST_CLAIM_SCOPES, type Scope } from '../services/agents/scopes.js';
import { AppError } from '../services/errors.js';
import { challenge, invalidToken } from './bearer.js';

const mcpResourceMetadataUrl = (request: FastifyRequest) => `${request.server.publicBaseUrl}/.well-known/oauth-protected-resource/api/mcp`;

/** A bearer that is unknown, expired or revoked. */
export const mcpInvalidToken = (request: FastifyRequest): AppError => invalidToken(request, mcpResourceMetadataUrl(request));

/**
 * The challenge for a tool call the caller may not make. Without a credential it asks for every scope
 * a person grants an agent (one consent covers every tool); with one, for the scopes it holds plus the
 * missing one, so a client that re-authorizes with exactly these keeps what it could do before.
 */
export function mcpScopeChallenge(request: FastifyRequest, principal: AgentPrincipal | null, scope: Scope, detail: string): AppError {
  const metadataUrl = mcpResourceMetadataUrl(request);
  if (!principal) {
    return new AppError('unauthorized', detail, { headers: { 'www-authenticate': challenge(request, { scope: formatScopes(POST_CLAIM_SCOPES) }, metadataUrl) }, scope });
  }
  const wanted = [...new Set<Scope>([...principal.scopes, scope])];
  return new AppError('insufficient_scope', detail, {
    headers: { 'www-authenticate': challenge(request, { error: 'insufficient_scope', scope: formatScopes(wanted) }, metadataUrl) },
    scope,
  });
}
