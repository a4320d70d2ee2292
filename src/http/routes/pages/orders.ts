// /orders/:orderId: the thank-you page that follows an order until its reading is delivered.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orderStatusPage } from '../../../web/pages/order-status.js';

const HTML = 'text/html; charset=utf-8';
const hidden = { hide: true };

export const orderStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app;

  app.get('/orders/:orderId', { schema: { ...hidden, params: Type.Object({ orderId: Type.String({ maxLength: 64 }) }) } }, async (request, reply) => {
    const { order, status, payUrl, botUrl } = await services.orders.details(request.params.orderId);
    const catalog = await services.catalog.get();
    const productTitle = catalog.products.find((p) => p.id === order.product)?.title ?? order.product;
    return reply.type(HTML).send(orderStatusPage({ orderId: order.id, status, productTitle, payUrl, botUrl, demo: services.config.demo, supportEmail: services.config.supportEmail }));
  });

};
