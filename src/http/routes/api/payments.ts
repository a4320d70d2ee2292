// Where payment providers notify us. The body is kept raw: signatures are over the exact bytes.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WebhookSignatureError } from '../../../services/payments/provider.js';
import { AppError } from '../../../services/errors.js';
import { problemResponses } from '../../problem.js';

export const paymentWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payments/:provider/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment provider notifications',
        description: 'Signed notifications from the payment provider. Replayed, late or out-of-order notifications change nothing; a bad signature is refused with 401.',
        params: Type.Object({ provider: Type.String({ maxLength: 32 }) }),
        body: Type.String({ description: 'The provider’s JSON notification, verified over its raw bytes' }),
        response: {
          200: Type.Object({ ok: Type.Literal(true), outcome: Type.Union([Type.Literal('applied'), Type.Literal('duplicate'), Type.Literal('ignored')]) }),
          ...problemResponses(401, 404, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const provider = app.services.paymentProvider;
      if (request.params.provider !== provider.name) throw new AppError('not_found', `no payment provider ${request.params.provider} here`);
      let event;
      try {
        event = provider.parseWebhook({ headers: request.headers, rawBody: request.body });
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('invalid_signature', `notification refused: ${error.message}`);
        throw error;
      }
      return { ok: true as const, outcome: await app.services.payments.applyEvent(provider.name, event) };
    },
  );
};
