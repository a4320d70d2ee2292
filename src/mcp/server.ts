// The MCP server: the tools of tools.ts, and the OpenAPI document and auth.md as resources. One
// server per HTTP request (stateless Streamable HTTP) on the SDK's low-level Server: its handlers
// are plain functions over precomputed lists, so a request costs no schema compilation.
import { randomUUID } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ElicitResultSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { AgentPrincipal } from '../services/agents/agent-service.js';
import { AppError } from '../services/errors.js';
import type { CityView } from '../services/readings/places.js';
import type { ClientKey } from '../services/limits/rate-limiter.js';
import { schemaFieldErrors } from '../services/validation.js';
import { mayReadReadings, missingScope, scopeAdvice } from './access.js';
import { serviceIcons } from './icons.js';
import { isReadingUri, listReadingResources, READING_TEMPLATES, readReadingResource } from './reading-resources.js';
import { ReadingNotFound, toolList, toolsFor, toolsNeeding, TOOLS_WITH_APP, WithResultMeta, type McpServices, type OpenUrlAnswer, type Tool, type ToolContext, type ToolName } from './tools.js';
import { CHART_APP_URI, chartAppResource, readChartApp } from './chart-app.js';

export interface McpContext {
  services: McpServices;
  /** The caller's bearer credential, or null for an anonymous caller. */
  principal: AgentPrincipal | null;
  client: ClientKey;
  openApi: () => unknown;
  authMarkdown: () => string;
  version: string;
  /** The client declared URL-mode elicitation (its Mcp-Session-Id says so): tools may ask it to open a link. */
  urlElicitation?: boolean;
}

/** How long a tool call waits for the person to answer an elicitation in their client. */
const ELICITATION_TIMEOUT_MS = 120_000;

/**
 * An app's tools, publishing its schemas (its products), and what tools/list answers: made once per
 * app, found by its catalog (the services an MCP request gets are picked for it afresh).
 */
const appTools = new WeakMap<object, { byName: ReadonlyMap<string, Tool>; list: ReturnType<typeof toolList> }>();
function toolsOf(services: McpServices) {
  let tools = appTools.get(services.catalog);
  if (!tools) {
    const all = toolsFor({ orderRequest: services.orders.requestSchema, publicCatalog: services.catalog.schemas.PublicCatalog });
    tools = { byName: new Map(all.map((tool) => [tool.name, tool])), list: toolList(all) };
    appTools.set(services.catalog, tools);
  }
  return tools;
}

/** A tool's name as the instructions give it: checked against the tool list by the compiler. */
const named = (name: ToolName) => name;
/** The tools that read the person's readings, as a sentence names them ("a and b"). */
const personTools = toolsNeeding('readings:read').join(' and ');

const text = (value: string): CallToolResult['content'] => [{ type: 'text', text: value }];
const toolError = (message: string): CallToolResult => ({ isError: true, content: text(message) });

export function createMcpServer(ctx: McpContext): Server {
  const { services, principal } = ctx;
  const base = services.config.publicBaseUrl;
  const icons = serviceIcons(base);
  const server = new Server(
    { name: 'reading-service', title: 'Astrology readings', version: ctx.version, websiteUrl: base, icons },
    {
      // A stateless server cannot notify anyone of changes: listChanged is left out (false).
      capabilities: { tools: {}, resources: {} },
      instructions:
        `This server sells personal astrology readings computed from birth data (date, time, city) and delivered by a Telegram bot. ` +
        `Call ${named('get_catalog')} for products and prices, ${named('preview_chart')} for a free chart, and ${named('create_order')} to order for a person: give them the payUrl to pay and the botUrl to receive the reading in Telegram; poll ${named('get_order_status')}. ` +
        `${personTools} need a bearer credential with readings:read: register at POST ${base}/api/agent/auth, have your person approve the claim_url through Telegram, and send Authorization: Bearer <credential> on every request to this endpoint. Without it, those tools answer HTTP 401, and an unclaimed credential HTTP 403 insufficient_scope, with a WWW-Authenticate challenge naming the scope. Step by step: ${base}/auth.md (also the resource auth.md).`,
    },
  );

  const toolContext: ToolContext = { services, principal, client: ctx.client };

  const tools = toolsOf(services);
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.list.map((tool) => ({ ...tool, icons })) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const tool = tools.byName.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
    const args = request.params.arguments ?? {};
    const fields = schemaFieldErrors(tool.input, args);
    if (fields.length > 0) return toolError(`validation_failed: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`);
    // The HTTP endpoint refuses such a call with the scope challenge before it gets here; a transport
    // without that gate still never runs it.
    const missing = missingScope(tool, principal);
    if (missing) return toolError(scopeAdvice(missing, principal, base));
    try {
      // Asks the client to open a URL (elicitation/create, mode url) on this call's own stream.
      const openUrl = async (ask: { url: string; message: string }): Promise<OpenUrlAnswer> => {
        try {
          const params = { mode: 'url' as const, elicitationId: randomUUID(), url: ask.url, message: ask.message };
          return (await extra.sendRequest({ method: 'elicitation/create', params }, ElicitResultSchema, { timeout: ELICITATION_TIMEOUT_MS })).action;
        } catch {
          return 'no_answer';
        }
      };
      const output = await tool.run(args, ctx.urlElicitation ? { ...toolContext, openUrl } : toolContext);
      const [structured, meta] = output instanceof WithResultMeta ? [output.structured as Record<string, unknown>, output.meta] : [output as Record<string, unknown>, undefined];
      return { content: text(JSON.stringify(structured)), structuredContent: structured, ...(meta && { _meta: meta }) };
    } catch (error) {
      if (error instanceof ReadingNotFound) return toolError(`not_found: ${error.message}`);
      // Our refusals become tool errors the model can read and act on.
      if (error instanceof AppError && error.status < 500) return toolError(describe(error));
      throw error;
    }
  });

  const resources = [
    { name: 'openapi', uri: `${base}/openapi.json`, title: 'OpenAPI document', description: 'The HTTP API: every endpoint, schema, security scheme and error', mimeType: 'application/json', read: () => JSON.stringify(ctx.openApi()) },
    { name: 'auth.md', uri: `${base}/auth.md`, title: 'Authentication for agents', description: 'Register, get claimed through Telegram, scopes, revocation, error codes', mimeType: 'text/markdown', read: ctx.authMarkdown },
  ];
  const mayRead = mayReadReadings(principal);
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: [...resources.map(({ read: _read, ...resource }) => resource), chartAppResource(TOOLS_WITH_APP), ...(await listReadingResources(services, principal, mayRead))],
  }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: READING_TEMPLATES }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    if (request.params.uri === CHART_APP_URI) return readChartApp();
    if (isReadingUri(request.params.uri)) {
      // The HTTP endpoint answers such a read with the scope challenge first, as for the reading tools.
      if (!mayRead) throw new McpError(ErrorCode.InvalidRequest, scopeAdvice('readings:read', principal, base));
      return readReadingResource(services, principal, request.params.uri);
    }
    const resource = resources.find((r) => r.uri === request.params.uri);
    if (!resource) throw new McpError(ErrorCode.InvalidParams, `Resource ${request.params.uri} not found`);
    return { contents: [{ uri: resource.uri, mimeType: resource.mimeType, text: resource.read() }] };
  });

  return server;
}

/** "code: detail (fields) Did you mean: …?" — what an AppError tells a model. */
function describe(error: AppError): string {
  const fields = error.extra.fields?.map((f) => `${f.field}: ${f.message}`).join('; ');
  const suggestions = Array.isArray(error.extra.suggestions) && error.extra.suggestions.length ? ` Did you mean: ${error.extra.suggestions.join(' | ')}?` : '';
  const retry = typeof error.extra.retryAfter === 'number' ? ` Retry after ${error.extra.retryAfter} seconds.` : '';
  // An ambiguous birth city: the model asks the person which place and sends its id as meta.placeId.
  const candidates = Array.isArray(error.extra.candidates) && error.extra.candidates.length
    ? ` Candidates: ${(error.extra.candidates as CityView[]).map((c) => `${c.label} (placeId ${c.placeId})`).join(' | ')}.`
    : '';
  return `${error.code}: ${error.detail}${fields && !error.detail.includes(fields) ? ` (${fields})` : ''}${suggestions}${candidates}${retry}`;
}
