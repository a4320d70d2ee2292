// The API's documents: /openapi.json (OpenAPI 3.0.3, made from the routes' schemas) and /docs, a
// readable reference of it with the table of error codes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiReferencePage } from '../../../web/pages/api-reference.js';

export const docsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const catalogUrl = `${app.publicBaseUrl}/.well-known/api-catalog`;

  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('Link', `<${catalogUrl}>; rel="api-catalog"`).send(app.swagger()),
  );

  let referenceHtml: string | null = null;
  app.get('/docs', { schema: { hide: true } }, async (_request, reply) => {
    referenceHtml ??= apiReferencePage(app.swagger() as unknown as Parameters<typeof apiReferencePage>[0]);
    return reply.type('text/html; charset=utf-8').send(referenceHtml);
  });
};
