// Deliveries to different chats run side by side at Telegram's pace, against the fake Bot API keeping
// Telegram's flood limits (a message too early answers 429): the chats' messages overlap in time, each
// chat's stay in order and at its pace, no chat waits behind another's pace, and two readings for one
// chat go one after the other; a 429 is waited out through the pacer, once per refusal, in order and
// without a duplicate. Read from the moments the fake took each message, not from timers.
// On SQLite and PostgreSQL (the pace kept in the database), and with Redis keeping it.
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { sqliteDatabase, testDatabases, type TestDatabase } from '../support/databases.js';
import { BOT_INFO, FakeTelegramApi, type SentItem } from '../support/fake-telegram-api.js';
import { createBotApp, makeOrder, makeReady, orderRow } from './helpers.js';

/** Telegram's limits scaled down to keep the suite quick: 400 ms between a chat's messages, 12 a second in all. */
const PACE = { perChatMinMs: 400, globalPerSecond: 12 };
const redisUrl = process.env.TEST_REDIS_URL || null;

const setups: { name: string; database: TestDatabase; redis: boolean }[] = [
  ...testDatabases.map((database) => ({ name: database.name, database, redis: false })),
  ...(redisUrl ? [{ name: 'sqlite with Redis', database: sqliteDatabase, redis: true }] : []),
];

describe.each(setups)('deliveries side by side on $name', ({ database, redis }) => {
  let fake: FakeTelegramApi;
  let t: TestApp;
  let client: Redis | null = null;
  let nextUserId = 31_000;
  const logLines: string[] = [];

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    fake.simulateLimits({ ...PACE, slackMs: 100 });
    client = redis ? new Redis(redisUrl!, { keyPrefix: `test:${randomBytes(4).toString('hex')}:` }) : null;
    t = await createBotApp(database, fake, {}, {
      telegram: { throttle: PACE, botInfo: BOT_INFO },
      redis: client,
      logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } },
    });
  });
  afterAll(async () => {
    await t?.close();
    client?.disconnect();
    await fake?.close();
  });

  /** A ready order with these messages, bound to the chat of `account` (the delivery job is queued). */
  const readyFor = async (account: { id: number; username: string }, messages: string[]) => {
    const order = await makeOrder(t, `@${account.username}`, 'paid');
    await makeReady(t, order.orderId, messages);
    expect(await t.app.services.identity.bindOrderFromStart(order.token, account, account.id)).toMatchObject({ ok: true, deliveryQueued: true });
    return order.orderId;
  };
  const buyer = (name: string) => ({ id: nextUserId++, username: `${name}_${nextUserId}`, first_name: 'Buyer' });
  const shown = (items: SentItem[]) => items.map((s) => s.text ?? s.method);

  it('sends to several chats at once, each chat in order at its own pace, within the limit across chats', async () => {
    const [a, b, c] = [buyer('side_a'), buyer('side_b'), buyer('side_c')];
    const orders = [
      await readyFor(a, ['a1', 'a2', 'a3', 'a4']),
      await readyFor(b, ['b1', 'b2', 'b3', 'b4']),
      await readyFor(c, ['c1', 'c2']),
      // A second reading for the same chat: it waits for the first to be sent, never interleaves.
      await readyFor(c, ['d1', 'd2']),
    ];
    await t.app.services.worker.drain();
    // The chat's second delivery found the chat busy and was put off; its retry is due a little later.
    t.clock.advance(60_000);
    await t.app.services.worker.drain();
    for (const orderId of orders) expect((await orderRow(t, orderId)).status).toBe('delivered');

    const [toA, toB, toC] = [a, b, c].map((account) => fake.sentTo(account.id));
    expect(shown(toA)).toEqual(['a1', 'a2', 'a3', 'a4', 'sendPhoto', 'sendDocument']);
    expect(shown(toB)).toEqual(['b1', 'b2', 'b3', 'b4', 'sendPhoto', 'sendDocument']);
    const readings = [shown(toC).slice(0, 4), shown(toC).slice(4)].sort((x, y) => String(x[0]).localeCompare(String(y[0])));
    expect(readings).toEqual([
      ['c1', 'c2', 'sendPhoto', 'sendDocument'],
      ['d1', 'd2', 'sendPhoto', 'sendDocument'],
    ]);

    // Each chat at its pace: consecutive messages at least a pace apart (less the fake's slack).
    for (const items of [toA, toB, toC]) {
      for (let i = 1; i < items.length; i++) expect(items[i].at - items[i - 1].at).toBeGreaterThanOrEqual(PACE.perChatMinMs - 100);
    }
    // Side by side: each chat's first message came before the other chats' second ones, so no chat
    // waited out another's pace, and the deliveries overlap.
    for (const items of [toA, toB, toC]) {
      for (const other of [toA, toB, toC]) if (other !== items) expect(items[0].at).toBeLessThan(other[1].at);
    }
    // Nothing refused for going too fast: every message kept the limits as the fake counts them.
    expect(fake.limitRefusals).toBe(0);
  });

  it('sends a message Telegram refused with 429 again on a fresh turn after retry_after, once per refusal', async () => {
    const [e, f] = [buyer('refused_e'), buyer('refused_f')];
    const orders = [await readyFor(e, ['e1', 'e2', 'e3']), await readyFor(f, ['f1', 'f2', 'f3'])];
    const callsBefore = fake.callsOf('sendMessage').length;
    const warnedBefore = logLines.filter((line) => line.includes('takes a fresh turn')).length;
    // The next two messages, whichever chats they are for, are refused as Telegram refuses a flood.
    fake.rateLimitNext(2, 1, ['sendMessage']);
    await t.app.services.worker.drain();
    for (const orderId of orders) expect((await orderRow(t, orderId)).status).toBe('delivered');

    // Each chat's reading once, in order: the refused message was sent once, on its retry.
    expect(shown(fake.sentTo(e.id))).toEqual(['e1', 'e2', 'e3', 'sendPhoto', 'sendDocument']);
    expect(shown(fake.sentTo(f.id))).toEqual(['f1', 'f2', 'f3', 'sendPhoto', 'sendDocument']);
    // One call more than the messages for each refusal: one retry each, no more.
    expect(fake.callsOf('sendMessage').length - callsBefore).toBe(6 + 2);
    // Both retries went back through the pacer (the delivery's own retry, which logs each), not
    // through grammY's, and the pace held for them: the fake refused nothing for its limits.
    expect(logLines.filter((line) => line.includes('takes a fresh turn')).length - warnedBefore).toBe(2);
    expect(fake.limitRefusals).toBe(0);
  });
});
