// The API's documents: /openapi.json (OpenAPI 3.0.3, made from the routes' schemas) and /docs, a
// readable reference of it with the table of error codes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Language } from '../../../i18n/languages.js';
import { apiReferencePage } from '../../../web/pages/api-reference.js';
import { siteOf } from '../../plugins/language.js';

export const docsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const catalogUrl = `${app.publicBaseUrl}/.well-known/api-catalog`;

  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('Link', `<${catalogUrl}>; rel="api-catalog"`).send(app.swagger()),
  );

  // Made once per language: the document does not change while the process runs. Only the page's
  // own address is not cached with it (the switcher links to it).
  const referenceHtml = new Map<Language, string>();
  app.get('/docs', { schema: { hide: true } }, async (request, reply) => {
    const site = siteOf(request);
    let body = request.url === '/docs' ? referenceHtml.get(site.language) : undefined;
    if (!body) {
      body = apiReferencePage(site, app.swagger() as unknown as Parameters<typeof apiReferencePage>[1]);
      if (request.url === '/docs') referenceHtml.set(site.language, body);
    }
    return reply.type('text/html; charset=utf-8').send(body);
  });
};
