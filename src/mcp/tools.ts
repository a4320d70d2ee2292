// The MCP tools: each publishes the same TypeBox schemas the HTTP API validates with (so a field the
// API refuses is refused here too), declares the scope it needs, and calls the same services.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { AgentPrincipal } from '../services/agents/agent-service.js';
import type { Scope } from '../services/agents/scopes.js';
import { PublicCatalog } from '../services/catalog/model.js';
import type { Services } from '../services/index.js';
import type { ClientKey } from '../services/limits/rate-limiter.js';
import { OrderCreated, OrderRequest, OrderStatusView } from '../services/orders/model.js';
import { ChartResponse, FromBirthFields } from '../services/readings/chart-model.js';
import { ReadingSummary, readingSummaryView } from '../services/readings/reading-view.js';
import { CHART_APP_TOOL_META, WHEEL_META_KEY } from './chart-app.js';

export interface ToolContext {
  services: Services;
  /** The caller's bearer credential, or null for an anonymous caller. */
  principal: AgentPrincipal | null;
  /** Whose budgets the call draws on. */
  client: ClientKey;
}

export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint?: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

export interface Tool<I extends TSchema = TSchema, O extends TSchema = TSchema> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  annotations: ToolAnnotations;
  /** The scope a caller needs; `orders:create` is asked only of callers that send a credential. */
  scope?: Scope;
  /** tools/list `_meta`: the MCP App (ui:// resource) a host shows with the result. */
  meta?: Record<string, unknown>;
  run(args: Static<I>, ctx: ToolContext): Promise<Static<O> | WithResultMeta<Static<O>>>;
}

/** A structured result and the result's `_meta`: what an app reads and the model need not (the wheel SVG). */
export class WithResultMeta<T> {
  constructor(
    readonly structured: T,
    readonly meta: Record<string, unknown>,
  ) {}
}

/** A public payload is the API's answer without its `ok`, which a tool result says by `isError`. */
const withoutOk = <T extends TSchema>(schema: T) => Type.Omit(schema, ['ok']);
const defineTool = <I extends TSchema, O extends TSchema>(tool: Tool<I, O>): Tool => tool as unknown as Tool;

const NoInput = Type.Object({}, { additionalProperties: false });
const OrderStatusInput = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 64, description: 'The orderId create_order answered' }) }, { additionalProperties: false });
const ReadingInput = Type.Object({ readingId: Type.String({ minLength: 1, maxLength: 64, description: 'A reading id from list_my_readings' }) }, { additionalProperties: false });
const OrderPlaced = Type.Composite([withoutOk(OrderCreated), Type.Object({ statusUrl: Type.String({ format: 'uri', description: 'GET it to follow the order' }) })]);
const ReadingWithText = Type.Composite([ReadingSummary, Type.Object({ markdown: Type.String({ description: 'The whole reading as Markdown' }) })]);

export class ReadingNotFound extends Error {}

export const TOOLS: Tool[] = [
  defineTool({
    name: 'get_catalog',
    title: 'Products and prices',
    description: 'The products (readings), add-ons, prices in the catalog currency, the birth fields each product needs, and whether checkout is open.',
    input: NoInput,
    output: withoutOk(PublicCatalog),
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    async run(_args, { services }) {
      const { ok: _ok, ...catalog } = await services.catalog.getPublic();
      return catalog;
    },
  }),
  defineTool({
    name: 'create_order',
    title: 'Order a reading',
    description:
      'Orders a reading for a person. `sum` must equal the catalog price of the product plus add-ons. `contact` is the Telegram username (with @) of the person who receives it. ' +
      'Answers orderId, payUrl (the person pays there) and botUrl (the person opens it in Telegram to receive the reading). With a bearer credential the order is linked to you. ' +
      'Draws on the same per-client order budget as POST /api/orders/create. ' +
      'For product `compatibility` (two people read together), put the second person in `meta.partner`: `name`, `birthDate` (YYYY-MM-DD), `time` (HH:MM, left out when unknown) and their birthplace as `city`, `placeId` or `latitude`+`longitude`, under the same rules as the buyer’s birthplace.',
    input: OrderRequest,
    output: OrderPlaced,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    scope: 'orders:create',
    async run(args, { services, principal, client }) {
      const created = await services.orders.create(args, { client, agentRegistrationId: principal?.registrationId });
      return { orderId: created.orderId, payUrl: created.payUrl, botUrl: created.botUrl, statusUrl: `${services.config.publicBaseUrl}/api/orders/${created.orderId}` };
    },
  }),
  defineTool({
    name: 'get_order_status',
    title: 'Order status',
    description: 'The status of an order (pending_payment, paid, ready, delivered, expired, ...) and its timestamps; no personal data.',
    input: OrderStatusInput,
    output: withoutOk(OrderStatusView),
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    async run({ orderId }, { services }) {
      const { ok: _ok, ...status } = await services.orders.status(orderId);
      return status;
    },
  }),
  defineTool({
    name: 'preview_chart',
    title: 'Free natal chart',
    description:
      'Computes a natal chart from birth data: planets with signs, houses and retrograde flags, the angles, houses and aspects. Without a time: a noon chart without angles or houses. ' +
      'Draws on the same per-client chart budget as POST /api/chart.',
    input: FromBirthFields,
    output: withoutOk(ChartResponse),
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    meta: CHART_APP_TOOL_META,
    async run(args, { services, client }) {
      const { chart: { ok: _ok, ...chart }, wheelSvg } = await services.previews.previewWithWheel(args, client);
      return new WithResultMeta(chart, { [WHEEL_META_KEY]: wheelSvg });
    },
  }),
  defineTool({
    name: 'list_my_readings',
    title: 'My person’s readings',
    description:
      'The readings of the person who claimed you, newest first. Needs a person: a bearer credential with readings:read, which an agent gets when the person approves it through Telegram (see auth.md). ' +
      'Without a credential the call answers HTTP 401, with an unclaimed one HTTP 403 insufficient_scope, each with a WWW-Authenticate challenge naming the scope.',
    input: NoInput,
    output: Type.Object({ readings: Type.Array(ReadingSummary) }),
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    scope: 'readings:read',
    async run(_args, { services, principal }) {
      const readings = await services.readingQueries.readingsFor(principal!.user!.id);
      return { readings: readings.map((r) => readingSummaryView(r, services.config.publicBaseUrl)) };
    },
  }),
  defineTool({
    name: 'get_reading',
    title: 'One reading',
    description:
      'One reading of the person who claimed you, as Markdown, with links to its page, PDF and chart wheel. Needs a person: a bearer credential with readings:read, as for list_my_readings.',
    input: ReadingInput,
    output: Type.Object({ reading: ReadingWithText }),
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    scope: 'readings:read',
    meta: CHART_APP_TOOL_META,
    async run({ readingId }, { services, principal }) {
      const reading = await services.readingQueries.readingFor(principal!.user!.id, readingId);
      if (!reading) throw new ReadingNotFound(`reading ${readingId} was not found among your person's readings`);
      const structured = { reading: { ...readingSummaryView(reading, services.config.publicBaseUrl), markdown: reading.markdown } };
      const wheelSvg = reading.hasWheel ? await services.readingQueries.readingFile(principal!.user!.id, readingId, 'wheel_svg') : null;
      return wheelSvg === null ? structured : new WithResultMeta(structured, { [WHEEL_META_KEY]: wheelSvg.toString() });
    },
  }),
];

/** What tools/list answers: computed once, the same for every caller. */
export const TOOL_LIST = TOOLS.map((tool) => ({
  name: tool.name,
  title: tool.title,
  description: tool.description,
  inputSchema: jsonSchema(tool.input),
  outputSchema: jsonSchema(tool.output),
  annotations: tool.annotations,
  ...(tool.meta && { _meta: tool.meta }),
}));

/** TypeBox schemas are JSON Schema already; only its symbol-keyed bookkeeping is left behind. */
function jsonSchema(schema: TSchema): { type: 'object'; [key: string]: unknown } {
  return JSON.parse(JSON.stringify(schema)) as { type: 'object' };
}
