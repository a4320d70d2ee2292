// The MCP tools: each publishes the same TypeBox schemas the HTTP API validates with (so a field the
// API refuses is refused here too), declares the scope it needs, and calls the same services. This
// is the one list of them: the server's instructions, the endpoint's OpenAPI description and auth.md
// name the tools from it. The schemas that name products are the composed app's (toolsFor).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { AgentPrincipal } from '../services/agents/agent-service.js';
import type { Scope } from '../services/agents/scopes.js';
import { PublicCatalog, type CatalogSchemas } from '../services/catalog/model.js';
import type { Services } from '../services/index.js';
import type { ClientKey } from '../services/limits/rate-limiter.js';
import { OrderCreated, OrderRequest, OrderStatusView } from '../services/orders/model.js';
import { ChartResponse, FromBirthFields } from '../services/readings/chart-model.js';
import { ReadingSummary, readingSummaryView } from '../services/readings/reading-view.js';
import { BIG_THREE_META_KEY, CHART_APP_TOOL_META, WHEEL_META_KEY } from './chart-app.js';

/** The services the tools call: the MCP route hands in these, not the whole composition. */
export type McpServices = Pick<Services, 'config' | 'catalog' | 'orders' | 'previews' | 'readingQueries'>;

export interface ToolContext {
  services: McpServices;
  /** The caller's bearer credential, or null for an anonymous caller. */
  principal: AgentPrincipal | null;
  /** Whose budgets the call draws on. */
  client: ClientKey;
  /** Present when the client takes URL elicitations: asks the person, through it, to open a URL. */
  openUrl?: (ask: { url: string; message: string }) => Promise<OpenUrlAnswer>;
}

/** The person's answer to "open this URL?" (the elicitation's action), or no answer in time. */
export type OpenUrlAnswer = 'accept' | 'decline' | 'cancel' | 'no_answer';

interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint?: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

export interface Tool<I extends TSchema = TSchema, O extends TSchema = TSchema, N extends string = string> {
  name: N;
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
const defineTool = <N extends string, I extends TSchema, O extends TSchema>(tool: Tool<I, O, N>): Tool<TSchema, TSchema, N> => tool as unknown as Tool<TSchema, TSchema, N>;

const NoInput = Type.Object({}, { additionalProperties: false });
const OrderStatusInput = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 64, description: 'The orderId create_order answered' }) }, { additionalProperties: false });
/** The tool that lists the person's readings: its name, and the other descriptions that send a model to it. */
const LIST_READINGS = 'list_my_readings';
const ReadingInput = Type.Object({ readingId: Type.String({ minLength: 1, maxLength: 64, description: `A reading id from ${LIST_READINGS}` }) }, { additionalProperties: false });
const OrderPlaced = Type.Composite([
  withoutOk(OrderCreated),
  Type.Object({
    statusUrl: Type.String({ format: 'uri', description: 'GET it to follow the order' }),
    checkout: Type.Union([Type.Literal('accept'), Type.Literal('decline'), Type.Literal('cancel'), Type.Literal('no_answer'), Type.Literal('not_asked')], {
      description:
        'Whether the person agreed to open the payUrl when the client was asked to show it (URL-mode elicitation): accept, decline, cancel, no_answer; not_asked for a client that did not declare URL elicitation (give the person the payUrl yourself). Accepting opens the checkout; it is not payment: follow get_order_status.',
    }),
  }),
]);

/** The schemas of the composed app that name its products: the order request and the public catalog. */
interface AppSchemas {
  orderRequest: typeof OrderRequest;
  publicCatalog: CatalogSchemas['PublicCatalog'];
}
const ReadingWithText = Type.Composite([ReadingSummary, Type.Object({ markdown: Type.String({ description: 'The whole reading as Markdown' }) })]);

export class ReadingNotFound extends Error {}

/** The tools, publishing the app's schemas. */
export const toolsFor = (app: AppSchemas) => [
  defineTool({
    name: 'get_catalog',
    title: 'Products and prices',
    description: 'The products (readings), add-ons, prices in the catalog currency, the birth fields each product needs, and whether checkout is open.',
    input: NoInput,
    output: withoutOk(app.publicCatalog),
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
      'A client that declared URL-mode elicitation is asked to open the payUrl for the person (`checkout` says their answer); otherwise give them the payUrl. ' +
      'Draws on the same per-client order budget as POST /api/orders/create. ' +
      'For product `compatibility` (two people read together), put the second person in `meta.partner`: `name`, `birthDate` (YYYY-MM-DD), `time` (HH:MM, left out when unknown) and their birthplace as `city`, `placeId` or `latitude`+`longitude`, under the same rules as the buyer’s birthplace.',
    input: app.orderRequest,
    output: OrderPlaced,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    scope: 'orders:create',
    async run(args, { services, principal, client, openUrl }) {
      const created = await services.orders.create(args, { client, agentRegistrationId: principal?.registrationId });
      const placed = { orderId: created.orderId, payUrl: created.payUrl, botUrl: created.botUrl, statusUrl: `${services.config.publicBaseUrl}/api/orders/${created.orderId}` };
      if (!openUrl) return { ...placed, checkout: 'not_asked' as const };
      // What the person is about to pay for and how much, on our own pay page; never a form asking for payment details.
      const { sum, currency } = await services.orders.status(created.orderId);
      const message = `Pay ${sum} ${currency} for the ${args.product} reading for ${args.name} (order ${created.orderId}) on the checkout page of ${new URL(services.config.publicBaseUrl).host}.`;
      return { ...placed, checkout: await openUrl({ url: created.payUrl, message }) };
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
    name: LIST_READINGS,
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
      const meta = {
        ...(wheelSvg === null ? {} : { [WHEEL_META_KEY]: wheelSvg.toString() }),
        ...(reading.bigThree === null ? {} : { [BIG_THREE_META_KEY]: reading.bigThree }),
      };
      return Object.keys(meta).length === 0 ? structured : new WithResultMeta(structured, meta);
    },
  }),
] as const;

/** The tools with the built-in products' schemas: their names, descriptions and scopes are every app's. */
export const TOOLS: readonly Tool[] = toolsFor({ orderRequest: OrderRequest, publicCatalog: PublicCatalog });
export type ToolName = ReturnType<typeof toolsFor>[number]['name'];
/** Every tool's name, in the order tools/list gives them. */
export const TOOL_NAMES = TOOLS.map((tool) => tool.name as ToolName);
/** The tools that need a scope (a credential that has it). */
export const toolsNeeding = (scope: Scope): ToolName[] => TOOLS.filter((tool) => tool.scope === scope).map((tool) => tool.name as ToolName);

/** The tools whose results an MCP App shows (their tools/list `_meta` names it). */
export const TOOLS_WITH_APP = TOOLS.filter((tool) => tool.meta !== undefined).map((tool) => tool.name as ToolName);

/** What tools/list answers: computed once per app, the same for every caller. */
export function toolList(tools: readonly Tool[]) {
  return tools.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: jsonSchema(tool.input),
    outputSchema: jsonSchema(tool.output),
    annotations: tool.annotations,
    ...(tool.meta && { _meta: tool.meta }),
  }));
}

/** TypeBox schemas are JSON Schema already; only its symbol-keyed bookkeeping is left behind. */
function jsonSchema(schema: TSchema): { type: 'object'; [key: string]: unknown } {
  return JSON.parse(JSON.stringify(schema)) as { type: 'object' };
}
