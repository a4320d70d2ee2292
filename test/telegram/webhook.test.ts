// Webhook mode: setWebhook with our secret at start, and POST /api/telegram/webhook accepting only
// Telegram's secret header before the update reaches the bot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSecretFor } from '../../src/telegram/runtime.js';
import type { TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FakeTelegramApi } from '../support/fake-telegram-api.js';
import { createBotApp, makeOrder, orderRow } from './helpers.js';

const WEBHOOK_URL = 'https://bot.example.test/api/telegram/webhook';

describe.each(testDatabases)('Telegram webhook mode on $name', (database) => {
  let fake: FakeTelegramApi;
  let t: TestApp;

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    t = await createBotApp(database, fake, { TELEGRAM_WEBHOOK_URL: WEBHOOK_URL, TELEGRAM_WEBHOOK_SECRET: 'our_webhook_secret_1' });
    await t.app.services.telegram!.start();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (update: Record<string, unknown>, secret?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      headers: secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret },
      payload: update,
    });

  it('registers the webhook with its secret instead of polling', () => {
    expect(t.app.services.telegram!.mode).toBe('webhook');
    expect(fake.webhook).toEqual({ url: WEBHOOK_URL, secret: 'our_webhook_secret_1' });
    expect(fake.callsOf('setWebhook')[0].params.allowed_updates).toEqual(['message', 'callback_query', 'pre_checkout_query']);
    expect(fake.callsOf('getUpdates')).toHaveLength(0);
  });

  it('refuses an update with a wrong or missing secret and handles nothing', async () => {
    const order = await makeOrder(t, '@hook_buyer', 'paid');
    const update = fake.userSays({ id: 31_001, username: 'hook_buyer' }, `/start ${order.token}`);
    for (const secret of [undefined, 'wrong', 'our_webhook_secret_2']) {
      const res = await post(update, secret);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code).toBe('unauthorized');
    }
    expect(fake.sentTo(31_001)).toHaveLength(0);
    expect((await orderRow(t, order.orderId)).owner_user_id).toBeNull();
  });

  it('handles an update with the right secret: the order is bound and the bot replies', async () => {
    const order = await makeOrder(t, '@hook_buyer2', 'paid');
    const update = fake.userSays({ id: 31_002, username: 'hook_buyer2' }, `/start ${order.token}`);
    const res = await post(update, 'our_webhook_secret_1');
    expect(res.statusCode).toBe(200);
    expect(fake.sentTo(31_002)[0].text).toContain('is now linked');
    expect(Number((await orderRow(t, order.orderId)).owner_chat_id)).toBe(31_002);
  });

  it('derives the secret from the install secret when none is configured', () => {
    const derived = webhookSecretFor(null, 'install-secret-a');
    expect(derived).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(webhookSecretFor(null, 'install-secret-a')).toBe(derived);
    expect(webhookSecretFor(null, 'install-secret-b')).not.toBe(derived);
    expect(webhookSecretFor('configured', 'install-secret-a')).toBe('configured');
  });
});

describe('webhook route in polling mode', () => {
  it('is not served when no webhook URL is configured', async () => {
    const fake = await FakeTelegramApi.start();
    const t = await createBotApp(testDatabases[0], fake);
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/telegram/webhook', payload: { update_id: 1 } });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
