// POST /api/mcp: MCP over Streamable HTTP, stateless, JSON responses, served by the official SDK.
// A new server and transport per request (the SDK's stateless pattern); GET and DELETE answer 405
// because a stateless server offers no event stream and no session to end.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { agentPrincipal } from '../../bearer.js';
import { challengeToolCall } from '../../mcp-scope-challenge.js';
import { clientKey } from '../../../services/limits/rate-limiter.js';
import { problemResponses } from '../../problem.js';
import { authMarkdownFor } from '../well-known.js';
import { SERVICE_VERSION } from '../../../version.js';

const PARSE_FAILED = Symbol('parse failed');
const NOT_JSON = Symbol('not json');

/** The MCP SDK and our server over it, loaded with the first MCP request rather than at start. */
let loaded: Promise<typeof import('../../../mcp/server.js') & typeof import('../../../mcp/tools.js') & typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js')> | null = null;
const mcpModules = () =>
  (loaded ??= Promise.all([import('../../../mcp/server.js'), import('../../../mcp/tools.js'), import('@modelcontextprotocol/sdk/server/streamableHttp.js')]).then(([server, tools, transport]) => ({ ...server, ...tools, ...transport })));

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

export const mcpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const authMd = authMarkdownFor(app); // depends on configuration only: rendered once
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
          'JSON-RPC 2.0 messages of the Model Context Protocol: initialize, tools/list, tools/call (get_catalog, create_order, get_order_status, preview_chart, list_my_readings, get_reading), resources/list, resources/read (the OpenAPI document and auth.md). ' +
          'Send `Accept: application/json, text/event-stream`. No sessions: every request stands alone. An agent bearer credential, when sent, is the caller in every tool; an invalid one is 401.',
        security: [{}, { agentBearer: [] }],
        body: Type.Union([Type.Object({ jsonrpc: Type.Literal('2.0'), method: Type.String(), id: Type.Optional(Type.Union([Type.String(), Type.Number()])), params: Type.Optional(Type.Object({})) }), Type.Array(Type.Object({}))], { description: 'A JSON-RPC request or notification' }),
        response: {
          200: { description: 'The JSON-RPC response', content: { 'application/json': { schema: Type.Object({ jsonrpc: Type.Literal('2.0'), id: Type.Union([Type.String(), Type.Number(), Type.Null()]), result: Type.Optional(Type.Object({})), error: Type.Optional(JsonRpcError.properties.error) }) } } },
          202: { description: 'A notification or response was accepted (no body)' },
          400: jsonRpcError('Parse error (-32700) or an invalid JSON-RPC message (-32600)'),
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
      const principal = await agentPrincipal(request);
      const { createMcpServer, StreamableHTTPServerTransport, TOOLS } = await mcpModules();
      challengeToolCall(request, body, principal, TOOLS);
      const server = createMcpServer({
        services: app.services,
        principal,
        client: clientKey(principal?.registrationId, request.ip),
        openApi: () => app.swagger(),
        authMarkdown: () => authMd,
        version: SERVICE_VERSION,
      });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.hijack();
      // The hijacked reply skips Fastify's onSend hooks: carry over the headers already set (security headers).
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value as string);
      reply.raw.setHeader('cache-control', 'no-store');
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, body);
    },
  );

  const notAllowed = { schema: { tags: ['mcp'], summary: 'Not offered by a stateless server', description: 'A stateless server has no event stream to open and no session to end: 405 with `Allow: POST`.', response: { 405: jsonRpcError('Method not allowed') } as never } };
  app.get('/api/mcp', notAllowed, async (_request, reply) => sendJsonRpcError(reply, 405, -32000, 'Method not allowed: this stateless MCP server answers POST only', { allow: 'POST' }));
  app.delete('/api/mcp', notAllowed, async (_request, reply) => sendJsonRpcError(reply, 405, -32000, 'Method not allowed: this stateless MCP server has no sessions to end', { allow: 'POST' }));
};
