// /privacy and /offer: the privacy policy and the terms of sale, with the operator's details.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { offerPage, privacyPage, type LegalContext } from '../../../web/pages/legal.js';

const HTML = 'text/html; charset=utf-8';
const hidden = { hide: true };

export const legalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app;
  const { config } = services;
  const legal: LegalContext = { supportEmail: config.supportEmail, seller: config.seller, baseUrl: config.publicBaseUrl, orderTtlHours: config.orderTtlMs / 3_600_000, demo: config.demoParts };
  const privacyHtml = privacyPage(legal); // depends on configuration only
  app.get('/privacy', { schema: hidden }, async (_request, reply) => reply.type(HTML).send(privacyHtml));
  app.get('/offer', { schema: hidden }, async (_request, reply) => reply.type(HTML).send(offerPage(legal, await services.catalog.getPublic())));
};
