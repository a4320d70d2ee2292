// /admin: the operator console. The same services as the admin API (operator order queries,
// actions and audit log), on an operator's Telegram session instead of ADMIN_TOKEN; each action's
// audit entry names the operator as telegram:<id>.
import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, validationFailed } from '../../../services/errors.js';
import { AdminOrderQuery, AuditQuery, type RebindRequest } from '../../../services/operator/model.js';
import type { Catalog, CatalogPatch, ItemPatch } from '../../../services/catalog/model.js';
import { adminCatalogPage, CHECKOUT_FIELD, enabledField, priceField } from '../../../web/pages/admin-catalog.js';
import { adminDashboardPage } from '../../../web/pages/admin-dashboard.js';
import { adminAuditPage } from '../../../web/pages/admin-audit.js';
import { adminOrderPage } from '../../../web/pages/admin-order.js';
import { adminOrdersPage } from '../../../web/pages/admin-orders.js';
import { consoleGate } from '../../console-gate.js';
import type { Composition } from '../../../compose.js';

const HTML = 'text/html; charset=utf-8';
const hidden = { hide: true };
const ACTIONS = ['refund', 'resend', 'rebind', 'retry', 'cancel'] as const;
type Action = (typeof ACTIONS)[number];

const DONE: Record<Action, string> = {
  refund: 'Refund requested from the payment provider. The order becomes refunded once the provider confirms it.',
  resend: 'The reading is queued to be sent to the buyer’s chat again.',
  rebind: 'The order now belongs to the Telegram account you gave.',
  retry: 'The failed job is queued to run again.',
  cancel: 'The order is cancelled.',
};

const OrderParams = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 64 }) });
const ActionParams = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 64 }), action: Type.Union(ACTIONS.map((a) => Type.Literal(a))) });
const ActionForm = Type.Object({
  _csrf: Type.Optional(Type.String({ maxLength: 100 })),
  amount: Type.Optional(Type.String({ maxLength: 30 })),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
  to: Type.Optional(Type.String({ maxLength: 40 })),
  jobId: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
});
 // Every field of the catalog form is a string named for its place (products.natal.prices.USD).
const CatalogForm = Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 100 }), { maxProperties: 200 });
const SavedQuery = Type.Object({ saved: Type.Optional(Type.Literal('1')) });
const DoneQuery = Type.Object({ done: Type.Optional(Type.Union(ACTIONS.map((a) => Type.Literal(a)))) });

/** A GET form's query: empty fields are left out, the rest must be what the admin API accepts. */
function formQuery<T extends TSchema>(schema: T, raw: unknown): { value: Record<string, string>; problem: string | null } {
  const value = Object.fromEntries(Object.entries((raw ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as Record<string, string>;
  const error = Value.Errors(schema, value).First();
  if (!error) return { value, problem: null };
  const field = error.path.replace(/^\//, '') || 'query';
  return { value: {}, problem: `The ${field} filter is not valid (${error.message}); showing everything instead.` };
}

export type AdminConsoleRouteDeps = Pick<Composition, 'operator' | 'catalog' | 'identity' | 'config' | 'secret'>;

export const adminConsoleRoutes: FastifyPluginAsyncTypebox<AdminConsoleRouteDeps> = async (app, services) => {
  const { orders, actions, audit } = services.operator;
  const gate = consoleGate({ access: services.operator.console, refusals: services.operator.access, identity: services.identity, demo: services.config.demoParts, secret: services.secret });

  app.get('/admin', { schema: hidden }, async (request, reply) => {
    const operator = await gate.operator(request, reply);
    if (!operator) return reply;
    const query = formQuery(AdminOrderQuery, request.query);
    const catalog = await services.catalog.get();
    const products = catalog.products.map((p) => ({ id: p.id, title: p.title }));
    let list;
    let problem = query.problem;
    try {
      list = await orders.list(query.value as AdminOrderQuery);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problem = `${error.detail}; showing every order instead.`;
      list = await orders.list({});
    }
    return reply.code(problem ? 400 : 200).type(HTML).send(adminOrdersPage(operator.frame, { query: problem ? {} : (query.value as AdminOrderQuery), orders: list.orders, nextCursor: list.nextCursor, products, problem }));
  });

  app.get('/admin/orders/:orderId', { schema: { ...hidden, params: OrderParams, querystring: DoneQuery } }, async (request, reply) => {
    const operator = await gate.operator(request, reply);
    if (!operator) return reply;
    const detail = await orders.detail(request.params.orderId);
    const done = request.query.done;
    return reply.type(HTML).send(adminOrderPage(operator.frame, { detail, flash: done ? DONE[done] : null }));
  });

  app.post('/admin/orders/:orderId/:action', { schema: { ...hidden, params: ActionParams, body: ActionForm } }, async (request, reply) => {
    const operator = await gate.formOperator(request, reply);
    if (!operator) return reply;
    const { orderId, action } = request.params;
    const form = request.body;
    try {
      switch (action) {
        case 'refund':
          await actions.refund(operator.actor, orderId, { amount: refundAmount(form.amount), reason: form.reason?.trim() || undefined });
          break;
        case 'resend':
          await actions.resend(operator.actor, orderId);
          break;
        case 'rebind':
          await actions.rebind(operator.actor, orderId, rebindTarget(form.to));
          break;
        case 'retry':
          await actions.retry(operator.actor, orderId, form.jobId === undefined ? undefined : Number(form.jobId));
          break;
        case 'cancel':
          await actions.cancel(operator.actor, orderId);
          break;
      }
    } catch (error) {
      if (!(error instanceof AppError) || error.code === 'not_found') throw error;
      const problem = error.extra.fields?.length ? error.extra.fields.map((f) => f.message).join('; ') : error.detail;
      const detail = await orders.detail(orderId);
      return reply.code(error.status).type(HTML).send(adminOrderPage(operator.frame, { detail, problem: capitalised(problem) }));
    }
    return reply.redirect(`/admin/orders/${encodeURIComponent(orderId)}?done=${action}`, 303);
  });

  app.get('/admin/dashboard', { schema: hidden }, async (request, reply) => {
    const operator = await gate.operator(request, reply);
    if (!operator) return reply;
    return reply.type(HTML).send(adminDashboardPage(operator.frame, await services.operator.sales.lastDays()));
  });

  app.get('/admin/catalog', { schema: { ...hidden, querystring: SavedQuery } }, async (request, reply) => {
    const operator = await gate.operator(request, reply);
    if (!operator) return reply;
    const catalog = await services.catalog.get();
    return reply.type(HTML).send(adminCatalogPage(operator.frame, { catalog, flash: request.query.saved ? 'The catalog is saved; buyers see the change within a second.' : null }));
  });

  app.post('/admin/catalog', { schema: { ...hidden, body: CatalogForm } }, async (request, reply) => {
    const operator = await gate.formOperator(request, reply);
    if (!operator) return reply;
    const catalog = await services.catalog.get();
    const form = request.body;
    try {
      // The same service call as PUT /api/admin/prices, so the change is audited the same way.
      await actions.updatePrices(operator.actor, catalogPatch(catalog, form));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const errors: Record<string, string[]> = {};
      for (const f of error.extra.fields ?? []) (errors[formField(catalog, f.field)] ??= []).push(fieldSentence(f.message));
      const problem = `Nothing was saved. ${Object.keys(errors).length ? 'Correct the fields marked below and save again.' : capitalised(error.detail)}`;
      return reply.code(error.status).type(HTML).send(adminCatalogPage(operator.frame, { catalog, values: form, errors, problem }));
    }
    return reply.redirect('/admin/catalog?saved=1', 303);
  });

  app.get('/admin/audit', { schema: hidden }, async (request, reply) => {
    const operator = await gate.operator(request, reply);
    if (!operator) return reply;
    const query = formQuery(AuditQuery, request.query);
    let page;
    try {
      page = await audit.list(query.value as AuditQuery);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      page = await audit.list({});
    }
    return reply.type(HTML).send(adminAuditPage(operator.frame, { query: query.value as AuditQuery, entries: page.entries, nextCursor: page.nextCursor }));
  });
};

/** The refund form's amount: empty for the whole payment, else a number in the major unit. */
function refundAmount(text: string | undefined): number | undefined {
  const trimmed = text?.trim().replace(',', '.') ?? '';
  if (trimmed === '') return undefined;
  const amount = Number(trimmed);
  if (!Number.isFinite(amount) || amount <= 0) throw validationFailed([{ field: 'amount', message: 'The amount must be a positive number, or empty to refund the whole payment' }]);
  return amount;
}

/** "@name" or "name" is a username, digits are a Telegram user id. */
function rebindTarget(text: string | undefined): RebindRequest {
  const to = text?.trim() ?? '';
  if (/^[0-9]{1,15}$/.test(to)) return { telegramUserId: Number(to) };
  if (/^@?[A-Za-z0-9_]{5,32}$/.test(to)) return { telegramUsername: to };
  throw validationFailed([{ field: 'to', message: 'Give a Telegram username (5–32 letters, digits or _) or a numeric Telegram user id' }]);
}

/**
 * The catalog form as a catalog change: every item's price in every currency and its on-sale box
 * (an unticked box is not sent, so it means off). Text that is not a number is refused here; the
 * rest (negative, too many decimals, fractions of a star) is the service's to judge.
 */
function catalogPatch(catalog: Catalog, form: Record<string, string>): CatalogPatch {
  const fields: { field: string; message: string }[] = [];
  const patchOf = (kind: 'products' | 'addons', id: string): ItemPatch => {
    const prices: Record<string, number> = {};
    for (const currency of catalog.currencies) {
      const field = priceField(kind, id, currency);
      const text = (form[field] ?? '').trim().replace(',', '.');
      const price = text === '' ? NaN : Number(text);
      if (Number.isFinite(price)) prices[currency] = price;
      else fields.push({ field, message: text === '' ? 'Give a price' : 'Write the price as a number, such as 49.90' });
    }
    return { prices, enabled: form[enabledField(kind, id)] === 'on' };
  };
  const patch: CatalogPatch = {
    products: Object.fromEntries(catalog.products.map((p) => [p.id, patchOf('products', p.id)])),
    addons: Object.fromEntries(catalog.addons.map((a) => [a.id, patchOf('addons', a.id)])),
    checkout: { enabled: form[CHECKOUT_FIELD] === 'on' },
  };
  if (fields.length) throw validationFailed(fields);
  return patch;
}

/** The service names a schema problem by the item's place in its list (products.0.prices.USD); the form by its id. */
function formField(catalog: Catalog, field: string): string {
  return field.replace(/^(products|addons)\.(\d+)\./, (whole, kind: 'products' | 'addons', index: string) => {
    const item = catalog[kind][Number(index)];
    return item ? `${kind}.${item.id}.` : whole;
  });
}

/** The service's message about a price, as a sentence under the field. */
function fieldSentence(message: string): string {
  if (/greater or equal to 0/.test(message)) return 'A price cannot be negative.';
  if (/less or equal/.test(message)) return 'That price is above the highest the catalog takes (10,000,000).';
  const more = /^has more decimals than (\w+) has$/.exec(message);
  if (more) return more[1] === 'XTR' ? 'Telegram Stars are whole: no fractions.' : `Too many decimals for ${more[1]}.`;
  return `${capitalised(message).replace(/\.?$/, '.')}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
