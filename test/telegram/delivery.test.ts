// Delivery through grammY's real client against the fake Bot API: a crash mid-delivery resends
// only the missing parts, 429 answers are retried after retry_after, two workers never both send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FakeTelegramApi } from '../support/fake-telegram-api.js';
import { createBotApp, deliveryJobs, makeOrder, makeReady, orderRow } from './helpers.js';

const SENDS = ['sendMessage', 'sendPhoto', 'sendDocument'];

describe.each(testDatabases)('reading delivery on $name', (database) => {
  let fake: FakeTelegramApi;
  let t: TestApp;
  let nextUserId = 9_000;

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    t = await createBotApp(database, fake);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A ready order bound to a new Telegram account in its chat: the delivery job is queued. */
  const readyBoundOrder = async (username: string, messages: string[]) => {
    const order = await makeOrder(t, `@${username}`, 'paid');
    const readingId = await makeReady(t, order.orderId, messages);
    const account = { id: nextUserId++, username, first_name: 'Buyer' };
    const bound = await t.app.services.identity.bindOrderFromStart(order.token, account, account.id);
    expect(bound).toMatchObject({ ok: true, deliveryQueued: true });
    return { ...order, readingId, chatId: account.id };
  };
  const parts = (readingId: string) =>
    t.app.services.store.db.selectFrom('delivery_parts').select(['part', 'kind']).where('reading_id', '=', readingId).orderBy('part').execute();

  it('after a failure mid-delivery, the retry sends only the parts not sent yet', async () => {
    const order = await readyBoundOrder('crash_buyer', ['one', 'two', 'three']);
    // The third send fails (the bot was blocked for a moment); auto-retry does not retry a 403.
    fake.failCall({ methods: SENDS, skip: 2, errorCode: 403, description: 'Forbidden: bot was blocked by the user' });
    await t.app.services.worker.drain();
    expect(fake.sentTo(order.chatId).map((s) => s.text)).toEqual(['one', 'two']);
    expect((await parts(order.readingId)).map((p) => Number(p.part))).toEqual([0, 1]);
    let row = await orderRow(t, order.orderId);
    expect(row.status).toBe('ready');
    expect(row.last_error).toContain('bot was blocked');
    const [job] = await deliveryJobs(t, order.orderId);
    expect(job.done_at).toBeNull();
    expect(job.attempts).toBe(1);

    t.clock.advance(60 * 60_000);
    await t.app.services.worker.drain();
    const sent = fake.sentTo(order.chatId);
    expect(sent.map((s) => s.text ?? s.method)).toEqual(['one', 'two', 'three', 'sendPhoto', 'sendDocument']);
    expect((await parts(order.readingId)).map((p) => [Number(p.part), p.kind])).toEqual([
      [0, 'message'],
      [1, 'message'],
      [2, 'message'],
      [3, 'photo'],
      [4, 'document'],
    ]);
    row = await orderRow(t, order.orderId);
    expect(row.status).toBe('delivered');
    expect(row.last_error).toBeNull();
    expect((await deliveryJobs(t, order.orderId))[0].done_at).not.toBeNull();

    // Running the job again (a duplicate or a replay) sends nothing.
    expect(await t.app.services.delivery.deliver(order.orderId)).toBe('already_delivered');
    expect(fake.sentTo(order.chatId)).toHaveLength(5);
  });

  it('waits out a 429 with retry_after and goes on in order', async () => {
    const order = await readyBoundOrder('busy_buyer', ['first', 'second']);
    const callsBefore = fake.callsOf('sendMessage').length;
    fake.rateLimitNext(1, 1, ['sendMessage']);
    await t.app.services.worker.drain();
    expect(fake.callsOf('sendMessage').length - callsBefore).toBe(3); // the refused call, its retry, the second
    expect(fake.sentTo(order.chatId).map((s) => s.text ?? s.method)).toEqual(['first', 'second', 'sendPhoto', 'sendDocument']);
    expect((await orderRow(t, order.orderId)).status).toBe('delivered');
    expect((await deliveryJobs(t, order.orderId))[0].attempts).toBe(1);
  });

  it('gives a retry_after longer than it waits back to the job queue, then delivers', async () => {
    const order = await readyBoundOrder('slow_buyer', ['only']);
    fake.rateLimitNext(1, 3600, ['sendMessage']);
    await t.app.services.worker.drain();
    expect(fake.sentTo(order.chatId)).toHaveLength(0);
    expect((await orderRow(t, order.orderId)).last_error).toContain('429');
    t.clock.advance(60 * 60_000);
    await t.app.services.worker.drain();
    expect(fake.sentTo(order.chatId).map((s) => s.text ?? s.method)).toEqual(['only', 'sendPhoto', 'sendDocument']);
  });

  it('lets only one of two simultaneous deliveries of an order send', async () => {
    const order = await readyBoundOrder('twice_buyer', ['a', 'b', 'c']);
    const results = await Promise.allSettled([t.app.services.delivery.deliver(order.orderId), t.app.services.delivery.deliver(order.orderId)]);
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<string>).value)).toContain('delivered');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.every((r) => (r.reason as Error).name === 'DeliveryBusyError')).toBe(true);
    expect(fake.sentTo(order.chatId).map((s) => s.text ?? s.method)).toEqual(['a', 'b', 'c', 'sendPhoto', 'sendDocument']);
  });

  it('does not send before the reading is ready or before the chat is known', async () => {
    const paid = await makeOrder(t, '@not_ready_yet', 'paid');
    expect(await t.app.services.delivery.deliver(paid.orderId)).toBe('not_ready');
    await makeReady(t, paid.orderId, ['x']);
    expect(await t.app.services.delivery.deliver(paid.orderId)).toBe('no_chat');
    expect(await t.app.services.delivery.deliver('ord_missing')).toBe('no_order');
  });
});

describe('delivery lease after a crash', () => {
  it('lets the retry deliver once the crashed delivery lease has run out', async () => {
    const fake = await FakeTelegramApi.start();
    const t = await createBotApp(testDatabases[0], fake);
    try {
      const order = await makeOrder(t, '@crashed_worker', 'paid');
      await makeReady(t, order.orderId, ['after the crash']);
      await t.app.services.identity.bindOrderFromStart(order.token, { id: 99_001, username: 'crashed_worker' }, 99_001);
      // A worker died while holding the lease.
      await t.app.services.store.db.insertInto('delivery_leases').values({ order_id: order.orderId, holder: 'dead', locked_until: t.clock.now() + 2 * 60_000 }).execute();
      await expect(t.app.services.delivery.deliver(order.orderId)).rejects.toThrow(/another worker/);
      expect(fake.sentTo(99_001)).toHaveLength(0);
      t.clock.advance(2 * 60_000 + 1);
      expect(await t.app.services.delivery.deliver(order.orderId)).toBe('delivered');
      expect(fake.sentTo(99_001).map((s) => s.text ?? s.method)).toEqual(['after the crash', 'sendPhoto', 'sendDocument']);
      expect(await t.app.services.store.db.selectFrom('delivery_leases').selectAll().execute()).toHaveLength(0);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
