// The MCP server: tools that mirror the API, and the OpenAPI document and auth.md as resources.
// One server per HTTP request (stateless Streamable HTTP); the request's bearer credential is the
// caller in every tool.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Value } from '@sinclair/typebox/value';
import { z } from 'zod';
import type { AgentPrincipal } from '../services/agents/agent-service.js';
import type { Scope } from '../services/agents/scopes.js';
import { AppError } from '../services/errors.js';
import type { Services } from '../services/index.js';
import { ChartRequest } from '../services/readings/chart-model.js';
import { chartResponse } from '../services/readings/chart-service.js';
import { OrderRequest } from '../services/orders/model.js';
import type { UserReadingSummary } from '../services/readings/reading-queries.js';
import { readingSummaryView } from '../services/readings/reading-view.js';

export interface McpContext {
  services: Services;
  /** The caller's bearer credential, or null for an anonymous caller. */
  principal: AgentPrincipal | null;
  openApi: () => unknown;
  authMarkdown: () => string;
  version: string;
}

const BirthFields = {
  day: z.string().describe('Day of birth, 1-31, as a string'),
  month: z.string().describe('Month of birth, 1-12, as a string'),
  year: z.string().describe('Year of birth, four digits'),
  time: z.string().optional().describe('Local birth time HH:MM (24-hour); omit when unknown'),
  city: z.string().describe('Birth city: "City", "City, Country" or "City, Region, Country"'),
};

const CatalogItem = z.looseObject({ id: z.string(), title: z.string(), description: z.string(), price: z.number() });
const OrderStatus = {
  orderId: z.string(),
  status: z.string().describe('pending_payment, paid, ready, delivered, cancelled, expired, refunded or failed'),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
};
const ReadingSummary = z.object({
  id: z.string(),
  orderId: z.string(),
  kind: z.string(),
  title: z.string(),
  subtitle: z.string(),
  createdAt: z.string(),
  hasPdf: z.boolean(),
  links: z.object({ page: z.string(), self: z.string(), pdf: z.string().nullable(), wheelPng: z.string().nullable(), wheelSvg: z.string().nullable() }),
});

const text = (value: string): CallToolResult['content'] => [{ type: 'text', text: value }];
const ok = <T extends Record<string, unknown>>(structured: T): CallToolResult => ({ content: text(JSON.stringify(structured)), structuredContent: structured });
const toolError = (message: string): CallToolResult => ({ isError: true, content: text(message) });

export function createMcpServer(ctx: McpContext): McpServer {
  const { services, principal } = ctx;
  const base = services.config.publicBaseUrl;
  const queries = services.readingQueries;
  const server = new McpServer(
    { name: 'reading-service', title: 'Astrology readings', version: ctx.version },
    {
      capabilities: { tools: {}, resources: {} },
      instructions:
        `This server sells personal astrology readings computed from birth data (date, time, city) and delivered by a Telegram bot. ` +
        `Call get_catalog for products and prices, preview_chart for a free chart, and create_order to order for a person: give them the payUrl to pay and the botUrl to receive the reading in Telegram; poll get_order_status. ` +
        `list_my_readings and get_reading need a bearer credential with readings:read: register at POST ${base}/api/agent/auth, have your person approve the claim_url through Telegram, and send Authorization: Bearer <api_key> on every request to this endpoint. Step by step: ${base}/auth.md (also the resource auth.md).`,
    },
  );

  /** Runs a tool body; our AppErrors become tool errors the model can read and act on. */
  const run = async (body: () => Promise<CallToolResult>): Promise<CallToolResult> => {
    try {
      return await body();
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        const fields = error.extra.fields?.map((f) => `${f.field}: ${f.message}`).join('; ');
        const more = Array.isArray(error.extra.suggestions) && error.extra.suggestions.length ? ` Did you mean: ${error.extra.suggestions.join(' | ')}?` : '';
        return toolError(`${error.code}: ${error.detail}${fields && !error.detail.includes(fields) ? ` (${fields})` : ''}${more}`);
      }
      throw error;
    }
  };

  const needScope = (scope: Scope): string | null => {
    if (principal?.scopes.includes(scope) && (scope !== 'readings:read' || principal.user)) return null;
    if (!principal) {
      return (
        `This tool needs a bearer credential with the scope ${scope}. Register with POST ${base}/api/agent/auth and the body {"type":"anonymous"}, ` +
        `give your person the claim_url so they approve you through Telegram, then call this endpoint with the header Authorization: Bearer <api_key>. See ${base}/auth.md.`
      );
    }
    if (principal.status === 'pending_claim') {
      return `This tool needs the scope ${scope}, which you get once your person claims you: give them your claim_url (from the registration) to approve through Telegram, then call again. GET ${base}/api/auth/me tells you when you are claimed. See ${base}/auth.md.`;
    }
    return `This tool needs the scope ${scope}, which this credential does not carry (status: ${principal.status}). Register again at POST ${base}/api/agent/auth; see ${base}/auth.md.`;
  };

  const summary = (r: UserReadingSummary) => readingSummaryView(r, base);

  server.registerTool(
    'get_catalog',
    {
      title: 'Products and prices',
      description: 'The products (readings), add-ons, prices in the catalog currency, the birth fields each product needs, and whether checkout is open.',
      inputSchema: {},
      outputSchema: {
        currency: z.string(),
        products: z.array(CatalogItem.extend({ fields: z.array(z.string()), required: z.array(z.string()) })),
        addons: z.array(CatalogItem.extend({ products: z.array(z.string()) })),
        checkout: z.looseObject({ enabled: z.boolean(), minSum: z.number(), demo: z.boolean() }),
      },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    async () => run(async () => {
      const { ok: _ok, ...catalog } = await services.catalog.getPublic();
      return ok(catalog);
    }),
  );

  server.registerTool(
    'create_order',
    {
      title: 'Order a reading',
      description:
        'Orders a reading for a person. `sum` must equal the catalog price of the product plus add-ons. `contact` is the Telegram username (with @) of the person who receives it. ' +
        'Answers orderId, payUrl (the person pays there) and botUrl (the person opens it in Telegram to receive the reading). With a bearer credential the order is linked to you.',
      inputSchema: {
        product: z.string().describe('Product id from get_catalog'),
        addons: z.array(z.string()).optional().describe('Add-on ids from get_catalog'),
        sum: z.number().describe('Total in the catalog currency'),
        name: z.string().describe('Full name of the person'),
        phone: z.string().describe('Phone number in international format, e.g. +44 20 7946 0958'),
        contact: z.string().describe('Telegram username with a leading @'),
        meta: z.object(Object.fromEntries(Object.entries(BirthFields).map(([k, v]) => [k, v.optional()]))).optional().describe('Birth data: day, month, year, time, city'),
      },
      outputSchema: { orderId: z.string(), payUrl: z.string(), botUrl: z.string(), statusUrl: z.string() },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async (args) => run(async () => {
      if (principal) {
        const missing = needScope('orders:create');
        if (missing) return toolError(missing);
      }
      if (!Value.Check(OrderRequest, args)) {
        const problems = [...Value.Errors(OrderRequest, args)].slice(0, 8).map((e) => `${e.path.slice(1).replaceAll('/', '.') || '(input)'}: ${e.message}`);
        return toolError(`validation_failed: ${problems.join('; ')}`);
      }
      const created = await services.orders.create(args, { agentRegistrationId: principal?.registrationId });
      return ok({ orderId: created.orderId, payUrl: created.payUrl, botUrl: created.botUrl, statusUrl: `${base}/api/orders/${created.orderId}` });
    }),
  );

  server.registerTool(
    'get_order_status',
    {
      title: 'Order status',
      description: 'The status of an order (pending_payment, paid, ready, delivered, expired, ...) and its timestamps; no personal data.',
      inputSchema: { orderId: z.string().min(1).max(64).describe('The orderId create_order answered') },
      outputSchema: OrderStatus,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ orderId }) => run(async () => {
      const { ok: _ok, ...status } = await services.orders.status(orderId);
      return ok(status);
    }),
  );

  server.registerTool(
    'preview_chart',
    {
      title: 'Free natal chart',
      description: 'Computes a natal chart from birth data: planets with signs, houses and retrograde flags, the angles, houses and aspects. Without a time: a noon chart without angles or houses.',
      inputSchema: BirthFields,
      outputSchema: {
        moment: z.looseObject({ utc: z.string(), timezone: z.string(), timeKnown: z.boolean() }),
        place: z.looseObject({ name: z.string(), latitude: z.number(), longitude: z.number() }),
        bodies: z.record(z.string(), z.looseObject({ longitude: z.number(), sign: z.string(), retrograde: z.boolean() })),
        angles: z.looseObject({ ascendant: z.number(), midheaven: z.number() }).nullable(),
        houses: z.looseObject({ system: z.string(), cusps: z.array(z.number()) }).nullable(),
        aspects: z.array(z.looseObject({ a: z.string(), b: z.string(), type: z.string(), orb: z.number() })),
      },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    async (args) => run(async () => {
      const request = Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined));
      if (!Value.Check(ChartRequest, request)) {
        return toolError('validation_failed: day 1-31, month 1-12, year four digits, time HH:MM (optional), city text');
      }
      const { ok: _ok, ...chart } = chartResponse(services.charts.fromRequest(request));
      return ok(chart);
    }),
  );

  server.registerTool(
    'list_my_readings',
    {
      title: 'My person’s readings',
      description: 'The readings of the person who claimed you, newest first. Needs a bearer credential with readings:read (see auth.md).',
      inputSchema: {},
      outputSchema: { readings: z.array(ReadingSummary) },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    async () => run(async () => {
      const missing = needScope('readings:read');
      if (missing) return toolError(missing);
      return ok({ readings: (await queries.readingsFor(principal!.user!.id)).map(summary) });
    }),
  );

  server.registerTool(
    'get_reading',
    {
      title: 'One reading',
      description: 'One reading of the person who claimed you, as Markdown, with links to its page, PDF and chart wheel. Needs readings:read.',
      inputSchema: { readingId: z.string().min(1).max(64).describe('A reading id from list_my_readings') },
      outputSchema: { reading: ReadingSummary.extend({ markdown: z.string() }) },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ readingId }) => run(async () => {
      const missing = needScope('readings:read');
      if (missing) return toolError(missing);
      const reading = await queries.readingFor(principal!.user!.id, readingId);
      if (!reading) return toolError(`not_found: reading ${readingId} was not found among your person's readings`);
      return ok({ reading: { ...summary(reading), markdown: reading.markdown } });
    }),
  );

  server.registerResource(
    'openapi',
    `${base}/openapi.json`,
    { title: 'OpenAPI document', description: 'The HTTP API: every endpoint, schema, security scheme and error', mimeType: 'application/json' },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(ctx.openApi()) }] }),
  );
  server.registerResource(
    'auth.md',
    `${base}/auth.md`,
    { title: 'Authentication for agents', description: 'Register, get claimed through Telegram, scopes, revocation, error codes', mimeType: 'text/markdown' },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: ctx.authMarkdown() }] }),
  );

  return server;
}
