// /privacy and /offer: the privacy policy and the terms of sale (in Russian a public offer), with the
// operator's details, in the page's language.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { offerPage, privacyPage, type LegalContext } from '../../../web/pages/legal.js';
import { siteOf } from '../../plugins/language.js';
import type { Composition } from '../../../compose.js';

const HTML = 'text/html; charset=utf-8';
const hidden = { hide: true };

export const legalRoutes: FastifyPluginAsyncTypebox<Pick<Composition, 'catalog' | 'config'>> = async (app, services) => {
  const { config } = services;
  const legal: LegalContext = { supportEmail: config.supportEmail, seller: config.seller, baseUrl: config.publicBaseUrl, orderTtlHours: config.orderTtlMs / 3_600_000, demo: config.demoParts };
  app.get('/privacy', { schema: hidden }, async (request, reply) => reply.type(HTML).send(privacyPage(siteOf(request), legal)));
  app.get('/offer', { schema: hidden }, async (request, reply) => reply.type(HTML).send(offerPage(siteOf(request), legal, await services.catalog.getPublic())));
};
