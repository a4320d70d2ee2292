// The home page: the readings on sale with their live prices.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { homePage } from '../../../web/pages/home.js';
import { siteOf } from '../../plugins/language.js';
import type { Composition } from '../../../compose.js';

export const homeRoutes: FastifyPluginAsyncTypebox<Pick<Composition, 'catalog' | 'config'>> = async (app, services) => {
  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(homePage(siteOf(request), await services.catalog.getPublic(), { demo: services.config.demoParts })),
  );
};
