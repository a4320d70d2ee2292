// /api/admin/*: the operator's API (Authorization: Bearer ADMIN_TOKEN): the price catalog, and refunds
// (the other actions on orders are in admin-orders.ts).
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublicCatalog } from '../../../services/catalog/model.js';
import { toMajorUnits } from '../../../services/catalog/money.js';
import { operatorActor } from '../../plugins/auth.js';
import { problemResponses } from '../../problem.js';
import type { CatalogService } from '../../../services/catalog/catalog-service.js';
import type { OrderActions } from '../../../services/operator/order-actions.js';

export interface AdminRouteDeps {
  catalog: CatalogService;
  actions: OrderActions;
}

export const adminRoutes: FastifyPluginAsyncTypebox<AdminRouteDeps> = async (app, { catalog, actions }) => {
  // The schemas name the composed app's products (OpenAPI lists them).
  const { Catalog, CatalogPatch, PublicCatalog } = catalog.schemas;
  const FullCatalog = Type.Object({ ok: Type.Literal(true), catalog: Catalog });
  app.get(
    '/api/admin/prices',
    {
      config: { auth: { operator: true, publicWhen: (request) => (request.query as { public?: string }).public === '1' } },
      schema: {
        tags: ['catalog'],
        summary: 'Price catalog',
        description:
          'With `public=1`: the public catalog (products, add-ons, prices, checkout flags), no credentials needed. Without `public`: the full catalog for the operator (Authorization: Bearer ADMIN_TOKEN).',
        querystring: Type.Object(
          { public: Type.Optional(Type.String({ enum: ['1'], description: 'Must be 1 for the public catalog' })) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Union([PublicCatalog, FullCatalog]), ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      if (request.query.public === '1') {
        // Already serialised JSON of the PublicCatalog schema; strings skip the serializer.
        const json = await catalog.getPublicJson();
        return reply.type('application/json; charset=utf-8').send(json as unknown as PublicCatalog);
      }
      return { ok: true as const, catalog: await catalog.get() };
    },
  );

  app.put(
    '/api/admin/prices',
    {
      config: { auth: { operator: true } },
      schema: {
        tags: ['catalog'],
        summary: 'Change prices, titles, descriptions and flags (operator)',
        body: CatalogPatch,
        response: { 200: FullCatalog, ...problemResponses(400, 401, 403, 413, 415, 422) },
      },
    },
    async (request) => ({ ok: true as const, catalog: await actions.updatePrices(operatorActor(request), request.body) }),
  );

  app.post(
    '/api/admin/orders/:orderId/refund',
    {
      config: { auth: { operator: true } },
      // No body at all means the whole payment back, as {} does.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['operator'],
        summary: 'Refund an order (operator)',
        description:
          'Gives back what the order paid, through its payment provider: all of it, or `amount` (in the currency it was paid in) where the provider takes partial refunds. ' +
          'The refund is asked of the provider at once by the worker (retried until it answers); the order becomes `refunded` when the provider confirms a full refund.',
        params: Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: Type.Object(
          {
            amount: Type.Optional(Type.Number({ minimum: 0, description: 'In the major unit of the payment’s currency; the whole payment when left out' })),
            reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'Kept with the refund, for the accounts' })),
          },
          { additionalProperties: false, description: 'Optional: no body refunds the whole payment' },
        ),
        response: {
          200: Type.Object({
            ok: Type.Literal(true),
            refund: Type.Object({ id: Type.String(), paymentId: Type.String(), amount: Type.Number({ description: 'Major unit' }), currency: Type.String(), status: Type.String({ description: 'requested, pending, succeeded or failed' }) }),
            auditId: Type.Number({ description: 'The audit log entry of this refund' }),
          }),
          ...problemResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const { refund, auditId } = await actions.refund(operatorActor(request), request.params.orderId, request.body);
      return { ok: true as const, refund: { ...refund, amount: toMajorUnits(refund.amount, refund.currency) }, auditId };
    },
  );
};
