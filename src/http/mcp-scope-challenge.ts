// The MCP authorization step-up (the smallest part of it, for OAuth clients to start): a tools/call
// of a tool that reads a person's data, made without a bearer credential, answers HTTP 401 with
// `WWW-Authenticate: Bearer resource_metadata=..., scope=...`, so that a client such as the SDK's
// starts OAuth. (A credential that lacks the scope is still answered inside MCP, as a tool error.)
import type { FastifyRequest } from 'fastify';
import type { AgentPrincipal } from '../services/agents/agent-service.js';
import type { Scope } from '../services/agents/scopes.js';
import { missingCredential } from './bearer.js';

/** The scopes that only a person's approval gives: a tool that needs one is challenged over HTTP. */
const PERSONAL: readonly Scope[] = ['readings:read'];

export function challengeToolCall(request: FastifyRequest, body: unknown, principal: AgentPrincipal | null, tools: readonly { name: string; scope?: Scope }[]): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const message = body as { method?: unknown; params?: { name?: unknown } };
  if (message.method !== 'tools/call') return;
  const scope = tools.find((t) => t.name === message.params?.name)?.scope;
  if (!scope || !PERSONAL.includes(scope)) return;
  if (!principal) throw missingCredential(request, scope);
}
