import { acceptedLanguages } from '../../../i18n/negotiate.js';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderCreated, OrderStatusView } from '../../../services/orders/model.js';
import { problemResponses } from '../../problem.js';
import { clientKey } from '../../../services/limits/rate-limiter.js';
import type { OrderService } from '../../../services/orders/order-service.js';

export const orderRoutes: FastifyPluginAsyncTypebox<{ orders: OrderService }> = async (app, { orders }) => {
  app.post(
    '/api/orders/create',
    {
      // Open to everyone; an agent's bearer credential (scope orders:create) links the order to it.
      config: { auth: { optionalAgent: 'orders:create' } },
      schema: {
        tags: ['orders'],
        summary: 'Create an order and its payment link',
        description:
          'Prices the order from the catalog (the `sum` must equal it), stores the order and its payment, and answers with the payment page (`payUrl`) and the bot link (`botUrl`) through which the buyer receives the reading. Send an `Idempotency-Key` header to make retries safe.',
        headers: Type.Object({
          'idempotency-key': Type.Optional(Type.String({ description: 'Unique key per order attempt; a retry with the same key and body returns the first answer' })),
        }),
        body: orders.requestSchema,
        response: { 200: OrderCreated, ...problemResponses(400, 401, 403, 409, 413, 415, 422, 429, 503) },
      },
    },
    async (request) => {
      const agent = request.agent;
      return orders.create(request.body, {
        client: clientKey(agent?.registrationId, request.ip),
        idempotencyKey: request.headers['idempotency-key'],
        agentRegistrationId: agent?.registrationId,
        language: acceptedLanguages(request.headers['accept-language'])[0],
      });
    },
  );

  app.get(
    '/api/orders/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'Order status',
        description: 'The status and timestamps of an order, without personal data: for the thank-you page and for agents to poll.',
        params: Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: OrderStatusView, ...problemResponses(404) },
      },
    },
    async (request) => orders.status(request.params.orderId),
  );
};
