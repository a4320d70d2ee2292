// Where payment providers notify us. The body is kept raw: signatures are over the exact bytes.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WebhookSignatureError } from '../../../services/payments/provider.js';
import { AppError } from '../../../services/errors.js';
import { problemResponses } from '../../problem.js';
import type { SignatureFailureWatch } from '../../../services/operator/signature-watch.js';
import type { PaymentService } from '../../../services/payments/payment-service.js';

export interface PaymentWebhookRouteDeps {
  payments: PaymentService;
  signatureFailures: SignatureFailureWatch;
}

export const paymentWebhookRoutes: FastifyPluginAsyncTypebox<PaymentWebhookRouteDeps> = async (app, { payments, signatureFailures }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payments/:provider/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment provider notifications',
        description:
          'Notifications from the payment providers (demo, stripe, yookassa). Each is checked before anything changes: its signature, or (YooKassa) its source address and the provider’s own answer when asked. Replayed, late or out-of-order notifications change nothing; one that is not genuine is refused with 401.',
        params: Type.Object({ provider: Type.String({ maxLength: 32, description: 'The provider: demo, stripe or yookassa' }) }),
        body: Type.String({ description: 'The provider’s JSON notification, verified over its raw bytes' }),
        response: {
          200: Type.Object({ ok: Type.Literal(true), outcome: Type.Union([Type.Literal('applied'), Type.Literal('duplicate'), Type.Literal('ignored')]) }),
          ...problemResponses(400, 401, 404, 413, 415, 422),
        },
      },
    },
    async (request) => {
      try {
        const outcomes = await payments.applyNotification(request.params.provider, { headers: request.headers, rawBody: request.body, sourceAddress: request.ip });
        // A notification that reports several facts answers with the first one's outcome (they are all applied).
        return { ok: true as const, outcome: outcomes[0] ?? ('ignored' as const) };
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          signatureFailures.record(request.params.provider, error.message);
          throw new AppError('invalid_signature', `notification refused: ${error.message}`);
        }
        throw error;
      }
    },
  );
};
