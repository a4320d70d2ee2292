// POST /api/mcp: MCP over Streamable HTTP, stateless, JSON responses, served by the official SDK.
// A new server and transport per request (the SDK's stateless pattern); GET and DELETE answer 405
// because a stateless server offers no event stream and no session to end. Before the transport
// sees a message, this route checks the Origin, the JSON-RPC shape (batches only where the protocol
// version still has them) and whether the caller may make the tool calls in it: the answer to a
// call that needs a scope is the authorization spec's HTTP challenge, not a tool result.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { AgentPrincipal } from '../../../services/agents/agent-service.js';
import { AppError } from '../../../services/errors.js';
import { agentPrincipal } from '../../bearer.js';
import { mcpInvalidToken, mcpScopeChallenge } from '../../mcp-challenge.js';
import { MCP_CORS_ALLOW_HEADERS, MCP_METHODS, originGate } from '../../mcp-origin.js';
import { clientKey } from '../../../services/limits/rate-limiter.js';
import { problemResponses } from '../../problem.js';
import { authMarkdownFor } from '../well-known.js';
import { TOOL_NAMES, TOOLS_WITH_APP, toolsNeeding } from '../../../mcp/tools.js';
import { SERVICE_VERSION } from '../../../version.js';
import type { McpServices } from '../../../mcp/tools.js';

const PARSE_FAILED = Symbol('parse failed');
const NOT_JSON = Symbol('not json');

type McpModules = typeof import('../../../mcp/server.js') &
  typeof import('../../../mcp/access.js') &
  typeof import('../../../mcp/url-elicitation.js') &
  typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js') &
  Pick<typeof import('@modelcontextprotocol/sdk/types.js'), 'JSONRPCMessageSchema' | 'DEFAULT_NEGOTIATED_PROTOCOL_VERSION'>;
/** The MCP SDK and our server over it, loaded with the first MCP request rather than at start. */
let loaded: Promise<McpModules> | null = null;
const mcpModules = () =>
  (loaded ??= Promise.all([
    import('../../../mcp/server.js'),
    import('../../../mcp/access.js'),
    import('../../../mcp/url-elicitation.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]).then(([server, access, elicitation, transport, types]) => ({
    ...server,
    ...access,
    ...elicitation,
    ...transport,
    JSONRPCMessageSchema: types.JSONRPCMessageSchema,
    DEFAULT_NEGOTIATED_PROTOCOL_VERSION: types.DEFAULT_NEGOTIATED_PROTOCOL_VERSION,
  })));

/** The first protocol version without JSON-RPC batches. */
const NO_BATCHES_FROM = '2025-06-18';

/**
 * The protocol version a stateless request speaks: its MCP-Protocol-Version header (sent after
 * initialization), the version an initialize asks for, else the one the transport spec assumes.
 */
function negotiatedVersion(request: { headers: Record<string, string | string[] | undefined> }, messages: readonly unknown[], fallback: string): string {
  const header = request.headers['mcp-protocol-version'];
  if (typeof header === 'string') return header;
  for (const message of messages) {
    const params = (message as { method?: unknown; params?: { protocolVersion?: unknown } } | null)?.params;
    if ((message as { method?: unknown } | null)?.method === 'initialize' && typeof params?.protocolVersion === 'string') return params.protocolVersion;
  }
  return fallback;
}

const JsonRpcError = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    error: Type.Object({ code: Type.Integer(), message: Type.String(), data: Type.Optional(Type.Unknown()) }),
    id: Type.Union([Type.String(), Type.Number(), Type.Null()]),
  },
  { description: 'JSON-RPC error' },
);
const jsonRpcError = (description: string) => ({ description, content: { 'application/json': { schema: JsonRpcError } } });

function sendJsonRpcError(reply: FastifyReply, status: number, code: number, message: string, headers: Record<string, string> = {}) {
  return reply.code(status).headers(headers).type('application/json').send({ jsonrpc: '2.0', error: { code, message }, id: null });
}

export const mcpRoutes: FastifyPluginAsyncTypebox<{ services: McpServices }> = async (app, { services }) => {
  const { config } = services;
  const authMd = authMarkdownFor(config); // depends on configuration only: rendered once
  const origins = originGate(config.publicBaseUrl, config.mcp.allowedOrigins);
  // Before anything else, for every method of /api/mcp: a page of another site gets nothing.
  app.addHook('onRequest', async (request, reply) => {
    if (origins.admit(request, reply)) return;
    return sendJsonRpcError(reply, 403, -32000, `Forbidden: Origin ${JSON.stringify(String(request.headers.origin).slice(0, 100))} may not call this MCP server`);
  });
  // Bad JSON must become a JSON-RPC parse error here, not the API's problem+json.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, PARSE_FAILED);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, NOT_JSON));

  app.post(
    '/api/mcp',
    {
      attachValidation: true,
      schema: {
        tags: ['mcp'],
        summary: 'MCP endpoint (Streamable HTTP, stateless, JSON responses)',
        description:
          `JSON-RPC 2.0 messages of the Model Context Protocol: initialize, tools/list, tools/call (${TOOL_NAMES.join(', ')}), resources/list, resources/templates/list, resources/read (the OpenAPI document and auth.md; with readings:read, the person\u2019s readings as \`reading://{readingId}\` Markdown, \`/wheel.svg\`, \`/wheel.png\`, \`/reading.pdf\`; the chart app \`ui://reading-service/chart-wheel.html\`, \`text/html;profile=mcp-app\`, named by ${TOOLS_WITH_APP.join(' and ')}). ` +
          'Send `Accept: application/json, text/event-stream`. No sessions: every request stands alone; a client that declares `elicitation.url` at initialize gets an `Mcp-Session-Id` recording only that, answers as event streams, and create_order asks it to open the checkout (elicitation/create, mode url); its answer, POSTed back, is 202. Protocol versions 2024-10-07 to 2025-11-25 (the official SDK’s); JSON-RPC batches only under versions before 2025-06-18 (the `MCP-Protocol-Version` header, absent: 2025-03-26). ' +
          'Anyone may initialize, list the tools and resources and call the public tools. An agent bearer credential, when sent, is the caller in every tool; an unknown, expired or revoked one is 401 `invalid_token`. ' +
          `A \`tools/call\` of ${toolsNeeding('readings:read').join(' or ')}, a \`resources/read\` of a \`reading://\` URI (or any call whose scope the credential lacks) answers before the server runs it: 401 \`unauthorized\` without a credential, 403 \`insufficient_scope\` with one, each with \`WWW-Authenticate: Bearer resource_metadata="<base>/.well-known/oauth-protected-resource/api/mcp", scope="..."\`. ` +
          'A browser page may call it only from our own origin or one in MCP_ALLOWED_ORIGINS (403 otherwise); requests without `Origin` are served.',
        security: [{}, { agentBearer: [] }],
        body: Type.Union([Type.Object({ jsonrpc: Type.Literal('2.0'), method: Type.String(), id: Type.Optional(Type.Union([Type.String(), Type.Number()])), params: Type.Optional(Type.Object({})) }), Type.Array(Type.Object({}))], { description: 'A JSON-RPC 2.0 request, notification or response; or, under protocol versions before 2025-06-18, a non-empty batch (array) of them' }),
        response: {
          200: { description: 'The JSON-RPC response', content: { 'application/json': { schema: Type.Object({ jsonrpc: Type.Literal('2.0'), id: Type.Union([Type.String(), Type.Number(), Type.Null()]), result: Type.Optional(Type.Object({})), error: Type.Optional(JsonRpcError.properties.error) }) } } },
          202: { description: 'A notification or response was accepted (no body)' },
          400: jsonRpcError('-32700 Parse error: the body is not JSON. -32600 Invalid Request: valid JSON that is not a JSON-RPC 2.0 message, an empty batch, or a batch under protocol version 2025-06-18 or later. -32000: an unsupported MCP-Protocol-Version'),
          403: {
            description: 'insufficient_scope (problem details, with the WWW-Authenticate challenge), or an Origin this server does not serve (JSON-RPC error -32000)',
            content: { ...(problemResponses(403)[403] as unknown as { content: object }).content, 'application/json': { schema: JsonRpcError } },
          },
          406: jsonRpcError('The Accept header must list application/json and text/event-stream'),
          415: jsonRpcError('Content-Type must be application/json'),
          ...problemResponses(401, 413),
        } as never,
      },
    },
    async (request, reply) => {
      const body = request.body as unknown;
      if (body === PARSE_FAILED) return sendJsonRpcError(reply, 400, -32700, 'Parse error: Invalid JSON');
      if (body === NOT_JSON) return sendJsonRpcError(reply, 415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
      const modules = await mcpModules();
      const { createMcpServer, StreamableHTTPServerTransport, JSONRPCMessageSchema, deniedCall, scopeAdvice } = modules;
      const messages = Array.isArray(body) ? body : [body];
      if (Array.isArray(body)) {
        if (body.length === 0) return sendJsonRpcError(reply, 400, -32600, 'Invalid Request: an empty batch');
        const version = negotiatedVersion(request, body, modules.DEFAULT_NEGOTIATED_PROTOCOL_VERSION);
        if (version >= NO_BATCHES_FROM) return sendJsonRpcError(reply, 400, -32600, `Invalid Request: protocol version ${version} has no JSON-RPC batches; send one message per request`);
      }
      if (!messages.every((message) => JSONRPCMessageSchema.safeParse(message).success)) {
        return sendJsonRpcError(reply, 400, -32600, 'Invalid Request: not a JSON-RPC 2.0 request, notification or response');
      }
      let principal: AgentPrincipal | null;
      try {
        principal = await agentPrincipal(request);
      } catch (error) {
        throw error instanceof AppError && error.code === 'invalid_token' ? mcpInvalidToken(request) : error;
      }
      // A client's answer to an elicitation a tool call of this process is waiting for.
      if (modules.deliverAnswers(messages)) return reply.code(202).send();
      const denied = deniedCall(messages, principal);
      if (denied) throw mcpScopeChallenge(request, principal, denied.scope, scopeAdvice(denied.scope, principal, config.publicBaseUrl));
      const urlElicitation = modules.declaresUrlElicitation(request.headers['mcp-session-id']);
      const sessionId = modules.sessionIdFor(messages);
      const server = createMcpServer({
        services,
        principal,
        client: clientKey(principal?.registrationId, request.ip),
        openApi: () => app.swagger(),
        authMarkdown: () => authMd,
        version: SERVICE_VERSION,
        urlElicitation,
      });
      // A client that takes URL elicitations gets its answers as an event stream, so that a tool
      // call can send it elicitation/create before its result; everyone else gets plain JSON.
      const http = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: !urlElicitation });
      const transport = urlElicitation ? new modules.ElicitationRelay(http) : http;
      reply.hijack();
      // The hijacked reply skips Fastify's onSend hooks: carry over the headers already set (security headers).
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value as string);
      reply.raw.setHeader('cache-control', 'no-store');
      if (sessionId) reply.raw.setHeader('mcp-session-id', sessionId);
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await http.handleRequest(request.raw, reply.raw, body);
    },
  );

  // CORS preflight: the Origin hook above has refused any origin we do not serve.
  app.options(
    '/api/mcp',
    { schema: { tags: ['mcp'], summary: 'CORS preflight', description: 'For browser MCP clients on our own origin or one in MCP_ALLOWED_ORIGINS: the methods and headers they may use (204). Any other Origin is 403.', response: { 204: { description: 'Allowed' } } as never } },
    async (_request, reply) =>
      reply
        .code(204)
        .header('allow', MCP_METHODS)
        .header('access-control-allow-methods', MCP_METHODS)
        .header('access-control-allow-headers', MCP_CORS_ALLOW_HEADERS)
        .header('access-control-max-age', '600')
        .send(),
  );

  const notAllowed = { schema: { tags: ['mcp'], summary: 'Not offered by a stateless server', description: 'A stateless server has no event stream to open and no session to end: 405 with `Allow: POST`.', response: { 405: jsonRpcError('Method not allowed') } as never } };
  app.get('/api/mcp', notAllowed, async (_request, reply) => sendJsonRpcError(reply, 405, -32000, 'Method not allowed: this stateless MCP server answers POST only', { allow: 'POST' }));
  app.delete('/api/mcp', notAllowed, async (_request, reply) => sendJsonRpcError(reply, 405, -32000, 'Method not allowed: this stateless MCP server has no sessions to end', { allow: 'POST' }));
};
