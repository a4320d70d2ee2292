import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Catalog, CatalogPatch, PublicCatalog } from '../../../services/catalog/model.js';
import { problemResponses } from '../../problem.js';

const FullCatalog = Type.Object({ ok: Type.Literal(true), catalog: Catalog });

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        const json = await app.services.catalog.getPublicJson();
        return reply.type('application/json; charset=utf-8').send(json as unknown as PublicCatalog);
      }
      return { ok: true as const, catalog: await app.services.catalog.get() };
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
    async (request) => ({ ok: true as const, catalog: await app.services.catalog.update(request.body) }),
  );
};
