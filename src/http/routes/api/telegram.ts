// POST /api/telegram/webhook: updates from Telegram in webhook mode, accepted only with our secret
// in X-Telegram-Bot-Api-Secret-Token.
import type { FastifyPluginAsync } from 'fastify';
import type { Update } from 'grammy/types';
import { AppError } from '../../../services/errors.js';
import type { TelegramRuntime } from '../../../telegram/runtime.js';

const WEBHOOK_PATH = '/api/telegram/webhook';

export const telegramWebhookRoutes: FastifyPluginAsync<{ runtime: TelegramRuntime }> = async (app, { runtime }) => {
  app.post(
    WEBHOOK_PATH,
    {
      // Updates with long messages exceed the API's 16 KiB default.
      bodyLimit: 1024 * 1024,
      schema: { hide: true },
    },
    async (request, reply) => {
      if (!runtime.checkSecret(request.headers['x-telegram-bot-api-secret-token'])) {
        throw new AppError('unauthorized', 'the Telegram webhook secret token is missing or wrong');
      }
      const update = request.body as Update;
      if (!update || typeof update !== 'object' || typeof update.update_id !== 'number') {
        throw new AppError('validation_failed', 'the body is not a Telegram update', { fields: [{ field: 'update_id', message: 'is required' }] });
      }
      // A failure answers 500 so Telegram delivers the update again; handling it is idempotent.
      await runtime.handleUpdate(update);
      return reply.code(200).send({ ok: true });
    },
  );
};
