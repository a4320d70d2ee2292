// Which tool calls a caller may make, decided once for both sides: the HTTP endpoint refuses a
// JSON-RPC message (or batch) holding a call the caller may not make before the transport answers,
// so the client gets the MCP authorization spec's 401/403 challenge, and the server refuses it too.
import type { AgentPrincipal } from '../services/agents/agent-service.js';
import type { Scope } from '../services/agents/scopes.js';
import { isReadingUri } from './reading-resources.js';
import { TOOLS, type Tool } from './tools.js';

const TOOLS_BY_NAME = new Map(TOOLS.map((tool) => [tool.name, tool]));

/** A tool call (or a read of a reading resource) the caller may not make, and the scope it lacks. */
export interface DeniedCall {
  /** The tool's name, or the resource's URI. */
  tool: string;
  scope: Scope;
}

/** The scope `tool` needs that `principal` lacks; null when the call may go ahead. */
export function missingScope(tool: Pick<Tool, 'scope'>, principal: AgentPrincipal | null): Scope | null {
  if (!tool.scope) return null;
  // Ordering is open to everyone; a caller that sends a credential orders under its scopes.
  if (tool.scope === 'orders:create' && !principal) return null;
  if (!principal?.scopes.includes(tool.scope)) return tool.scope;
  // Readings are a person's: the credential must speak for one.
  if (tool.scope === 'readings:read' && !principal.user) return tool.scope;
  return null;
}

/** What reading a person's readings as resources asks of the caller: what their tools ask. */
const READING_RESOURCE = { scope: 'readings:read' } as const satisfies Pick<Tool, 'scope'>;

/** Whether the caller may list and read the person's readings as resources. */
export const mayReadReadings = (principal: AgentPrincipal | null) => missingScope(READING_RESOURCE, principal) === null;

/** The first `tools/call` (or `resources/read` of a reading) among the messages (one, or a batch) that the caller may not make. */
export function deniedCall(messages: readonly unknown[], principal: AgentPrincipal | null): DeniedCall | null {
  for (const message of messages) {
    if (isReadingRead(message)) {
      const scope = missingScope(READING_RESOURCE, principal);
      if (scope) return { tool: message.params.uri, scope };
      continue;
    }
    if (!isToolCall(message)) continue;
    const tool = TOOLS_BY_NAME.get(message.params.name);
    // An unknown tool is the server's to answer (InvalidParams), not a question of authorization.
    const scope = tool ? missingScope(tool, principal) : null;
    if (tool && scope) return { tool: tool.name, scope };
  }
  return null;
}

function isReadingRead(message: unknown): message is { method: 'resources/read'; params: { uri: string } } {
  if (!message || typeof message !== 'object') return false;
  const { method, params, id } = message as { method?: unknown; params?: { uri?: unknown }; id?: unknown };
  return method === 'resources/read' && id !== undefined && typeof params?.uri === 'string' && isReadingUri(params.uri);
}

function isToolCall(message: unknown): message is { method: 'tools/call'; params: { name: string } } {
  if (!message || typeof message !== 'object') return false;
  const { method, params, id } = message as { method?: unknown; params?: { name?: unknown }; id?: unknown };
  return method === 'tools/call' && id !== undefined && typeof params?.name === 'string';
}

/** What an agent does to get `scope`, in words a model can follow. */
export function scopeAdvice(scope: Scope, principal: AgentPrincipal | null, base: string): string {
  if (!principal) {
    return (
      `This tool needs a bearer credential with the scope ${scope}. Register with POST ${base}/api/agent/auth and the body {"type":"anonymous"}, ` +
      `give your person the claim_url so they approve you through Telegram, then call this endpoint with the header Authorization: Bearer <credential>. See ${base}/auth.md.`
    );
  }
  if (principal.status === 'pending_claim') {
    return `This tool needs the scope ${scope}, which you get once your person claims you: give them your claim_url (from the registration) to approve through Telegram, then call again. GET ${base}/api/auth/me tells you when you are claimed. See ${base}/auth.md.`;
  }
  if (principal.status === 'claim_expired') {
    return `This tool needs the scope ${scope}, which you get once your person claims you; your claim link has expired: ask for a fresh one with POST ${base}/api/agent/auth/claim/renew and your credential, and give your person the new claim_url. See ${base}/auth.md.`;
  }
  return `This tool needs the scope ${scope}, which this credential does not carry (status: ${principal.status}). Register again at POST ${base}/api/agent/auth; see ${base}/auth.md.`;
}
