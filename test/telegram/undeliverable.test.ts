// Readings the bot cannot hand over, against the fake Bot API: a buyer who blocked the bot (403 on
// every send), a chat Telegram does not know (400 chat not found), or a bot link nobody opens within
// DELIVERY_WAIT_HOURS leaves the order `undeliverable` with an operator alert and an order page that
// says what to do; the buyer's next /start sends it. Any other failure for good makes it `failed`.
// The operator's rebind gives the order to another account, and the reading goes there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAlert } from '../../src/services/operator/alerts.js';
import type { TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FakeTelegramApi, type FakeUser } from '../support/fake-telegram-api.js';
import { createBotApp, deliveryJobs, makeOrder, makeReady, orderRow, rejection } from './helpers.js';

const SENDS = ['sendMessage', 'sendPhoto', 'sendDocument'];
const WAIT_HOURS = 48;
const HOUR = 3_600_000;

describe.each(testDatabases)('readings the bot cannot deliver on $name', (database) => {
  let fake: FakeTelegramApi;
  let t: TestApp;
  const alerts: OperatorAlert[] = [];
  let nextUserId = 41_000;
  const user = (username: string): FakeUser => ({ id: nextUserId++, username, first_name: 'Buyer' });

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    t = await createBotApp(
      database,
      fake,
      { JOB_MAX_ATTEMPTS: '3', DELIVERY_WAIT_HOURS: String(WAIT_HOURS), SUPPORT_EMAIL: 'help@readings.example' },
      { alerts: { send: async (alert) => void alerts.push(alert) } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const alertsFor = (orderId: string) => alerts.filter((a) => 'orderId' in a && a.orderId === orderId);
  const page = async (orderId: string) => (await t.app.inject({ method: 'GET', url: `/orders/${orderId}` })).body;
  /** Runs the delivery job until it has no attempt left, an hour apart (past every backoff). */
  const runOutRetries = async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await t.app.services.worker.drain();
      t.clock.advance(HOUR);
    }
  };
  /** A ready order bound to `buyer`'s chat through the bot link: its delivery job is queued. */
  const readyBound = async (buyer: FakeUser) => {
    const order = await makeOrder(t, `@${buyer.username}`, 'paid');
    await makeReady(t, order.orderId, [`Reading for ${buyer.username}.`]);
    expect(await t.app.services.identity.bindOrderFromStart(order.token, { id: buyer.id, username: buyer.username }, buyer.id)).toMatchObject({ ok: true, deliveryQueued: true });
    return order;
  };
  const texts = (chatId: number) => fake.sentTo(chatId).filter((s) => s.method === 'sendMessage').map((s) => s.text);

  it('a blocked bot: undeliverable after the retries, the operator alerted, the page says what to do; /start after unblocking sends it', async () => {
    const buyer = user('blocking_buyer');
    const order = await readyBound(buyer);
    fake.userBlocks(buyer);
    const before = await page(order.orderId);
    expect(before).toContain('Questions about this order? Write to <a href="mailto:help@readings.example">');

    await t.app.services.worker.drain();
    expect((await orderRow(t, order.orderId)).status).toBe('ready');
    t.clock.advance(HOUR);
    await t.app.services.worker.drain();
    expect((await orderRow(t, order.orderId)).status).toBe('ready');
    expect(alertsFor(order.orderId)).toEqual([]);
    t.clock.advance(HOUR);
    await t.app.services.worker.drain();

    const row = await orderRow(t, order.orderId);
    expect(row.status).toBe('undeliverable');
    expect(row.last_error).toContain('bot was blocked by the user');
    const [job] = await deliveryJobs(t, order.orderId);
    expect(job.failed_at).not.toBeNull();
    expect(alertsFor(order.orderId)).toEqual([{ event: 'order_undeliverable', orderId: order.orderId, reason: 'bot_blocked', error: expect.stringContaining('bot was blocked by the user') }]);
    expect(fake.sentTo(buyer.id)).toEqual([]);

    const body = await page(order.orderId);
    expect(body).toContain('data-status="undeliverable"');
    expect(body).toContain('Ready, but the bot could not reach you');
    expect(body).toContain('Open the bot below and press Start (unblock it first if you blocked it)');
    expect(body).toContain('mailto:help@readings.example');
    expect(body).toContain('id="bot-link"');
    expect(body).toContain('order-status.js');
    const api = await t.app.inject({ method: 'GET', url: `/api/orders/${order.orderId}` });
    expect(api.json()).toMatchObject({ status: 'undeliverable' });

    // The buyer unblocks the bot and presses Start (Telegram's "Restart"): the reading follows.
    fake.userUnblocks(buyer);
    const replies = await t.app.services.conversation.start({ account: { id: buyer.id, username: buyer.username }, chatId: buyer.id }, '');
    expect(replies.map((r) => r.html)).toContain('Your reading is ready; it follows now.');
    expect((await orderRow(t, order.orderId)).status).toBe('ready');
    await t.app.services.worker.drain();
    expect((await orderRow(t, order.orderId)).status).toBe('delivered');
    expect(texts(buyer.id)).toEqual(['Reading for blocking_buyer.']);
  });

  it('a chat Telegram does not know: undeliverable as chat_unreachable', async () => {
    const buyer = user('vanished_buyer');
    const order = await readyBound(buyer);
    fake.failCall({ methods: SENDS, skip: 0, times: 3, errorCode: 400, description: 'Bad Request: chat not found' });
    await runOutRetries();
    expect((await orderRow(t, order.orderId)).status).toBe('undeliverable');
    expect(alertsFor(order.orderId)).toEqual([{ event: 'order_undeliverable', orderId: order.orderId, reason: 'chat_unreachable', error: expect.stringContaining('chat not found') }]);
  });

  it('any other delivery failure for good makes the order failed, with an order_failed alert', async () => {
    const buyer = user('unlucky_buyer');
    const order = await readyBound(buyer);
    fake.failCall({ methods: SENDS, skip: 0, times: 3, errorCode: 400, description: "Bad Request: can't parse entities" });
    await runOutRetries();
    const row = await orderRow(t, order.orderId);
    expect(row.status).toBe('failed');
    expect(row.last_error).toContain("can't parse entities");
    expect(alertsFor(order.orderId)).toEqual([{ event: 'order_failed', orderId: order.orderId, stage: 'delivery', attempts: 3, error: expect.stringContaining("can't parse entities") }]);
  });

  it('a bot link nobody opens: the sweep makes the order undeliverable after DELIVERY_WAIT_HOURS; opening it later delivers', async () => {
    const order = await makeOrder(t, '@slow_buyer', 'paid');
    await makeReady(t, order.orderId, ['Reading for the slow buyer.']);
    const worker = t.app.services.worker;
    await worker.runDuePeriodic();
    t.clock.advance(WAIT_HOURS * HOUR - 1);
    await worker.runDuePeriodic();
    expect((await orderRow(t, order.orderId)).status).toBe('ready');
    expect(alertsFor(order.orderId)).toEqual([]);

    t.clock.advance(HOUR);
    expect(await worker.runDuePeriodic()).toBeGreaterThan(0);
    expect((await orderRow(t, order.orderId)).status).toBe('undeliverable');
    expect(alertsFor(order.orderId)).toEqual([
      { event: 'order_undeliverable', orderId: order.orderId, reason: 'bot_never_opened', error: `nobody opened the bot link within ${WAIT_HOURS} hours of the reading being ready` },
    ]);
    expect(await page(order.orderId)).toContain('the bot link was not opened, or the bot was blocked');

    const buyer = user('slow_buyer');
    const bound = await t.app.services.identity.bindOrderFromStart(order.token, { id: buyer.id, username: buyer.username }, buyer.id);
    expect(bound).toMatchObject({ ok: true, status: 'ready', deliveryQueued: true });
    await worker.drain();
    expect((await orderRow(t, order.orderId)).status).toBe('delivered');
    expect(texts(buyer.id)).toEqual(['Reading for the slow buyer.']);
  });

  describe('rebind by the operator', () => {
    it('moves an undeliverable order to another Telegram user id, and the reading is delivered there', async () => {
      const blocked = user('gift_giver');
      const order = await readyBound(blocked);
      fake.userBlocks(blocked);
      await runOutRetries();
      expect((await orderRow(t, order.orderId)).status).toBe('undeliverable');

      const recipient = user('gift_receiver');
      const result = await t.app.services.identity.rebind(order.orderId, { telegramUserId: recipient.id }, 'admin-token');
      const blockedOwner = await t.app.services.identity.userByTelegramId(blocked.id);
      const newOwner = await t.app.services.identity.userByTelegramId(recipient.id);
      expect(result).toEqual({
        orderId: order.orderId,
        actor: 'admin-token',
        before: { contact: '@gift_giver', ownerUserId: blockedOwner!.id, ownerTelegramId: blocked.id, chatId: blocked.id, status: 'undeliverable' },
        after: { contact: '@gift_giver', ownerUserId: newOwner!.id, ownerTelegramId: recipient.id, chatId: recipient.id, status: 'ready' },
        deliveryQueued: true,
      });
      await t.app.services.worker.drain();
      expect((await orderRow(t, order.orderId)).status).toBe('delivered');
      expect(texts(recipient.id)).toEqual(['Reading for gift_giver.']);
      expect(fake.sentTo(blocked.id)).toEqual([]);
    });

    it('gives an order to a username: a known account at once, an unknown one when it opens the bot link', async () => {
      // Known: the account logged in on the site once, so we know its id (and so its private chat).
      const known = user('known_account');
      await t.app.services.identity.upsertTelegramUser({ id: known.id, username: known.username });
      const first = await makeOrder(t, '@mistyped_name', 'paid');
      await makeReady(t, first.orderId, ['First reading.']);
      const toKnown = await t.app.services.identity.rebind(first.orderId, { telegramUsername: '@Known_Account' }, 'admin-token');
      expect(toKnown.after).toMatchObject({ contact: '@Known_Account', ownerTelegramId: known.id, chatId: known.id, status: 'ready' });
      expect(toKnown.deliveryQueued).toBe(true);
      await t.app.services.worker.drain();
      expect(texts(known.id)).toContain('First reading.');

      // Unknown: the order waits, unbound, for that username to open the bot link.
      const second = await makeOrder(t, '@mistyped_name', 'paid');
      await makeReady(t, second.orderId, ['Second reading.']);
      const toUnknown = await t.app.services.identity.rebind(second.orderId, { telegramUsername: 'new_account' }, 'admin-token');
      expect(toUnknown.after).toEqual({ contact: '@new_account', ownerUserId: null, ownerTelegramId: null, chatId: null, status: 'ready' });
      expect(toUnknown.deliveryQueued).toBe(false);
      const newcomer = user('new_account');
      expect(await t.app.services.identity.bindOrderFromStart(second.token, { id: newcomer.id, username: newcomer.username }, newcomer.id)).toMatchObject({ ok: true, deliveryQueued: true });
      await t.app.services.worker.drain();
      expect(texts(newcomer.id)).toEqual(['Second reading.']);
    });

    it('records in the caller transaction, and refuses bad targets, refunded and erased orders', async () => {
      const order = await makeOrder(t, '@audited_order', 'paid');
      const seen: string[] = [];
      await t.app.services.identity.rebind(order.orderId, { telegramUsername: 'audited_target' }, 'telegram:42', async (q, result) => {
        const row = (await q.orders.byId(result.orderId))!;
        seen.push(`${result.actor} ${result.before.contact} → ${row.contact}`);
      });
      expect(seen).toEqual(['telegram:42 @audited_order → @audited_target']);

      const identity = t.app.services.identity;
      expect((await rejection(identity.rebind(order.orderId, {} as never, 'admin-token'))).code).toBe('validation_failed');
      expect((await rejection(identity.rebind(order.orderId, { telegramUsername: 'ab', telegramUserId: 5 } as never, 'admin-token'))).code).toBe('validation_failed');
      expect((await rejection(identity.rebind(order.orderId, { telegramUsername: 'no' }, 'admin-token'))).extra.fields).toEqual([
        { field: 'telegramUsername', message: 'must be a Telegram username, 5-32 letters, digits or _' },
      ]);
      expect((await rejection(identity.rebind(order.orderId, { telegramUserId: -3 }, 'admin-token'))).code).toBe('validation_failed');
      expect((await rejection(identity.rebind('ord_missing', { telegramUserId: 5 }, 'admin-token'))).code).toBe('not_found');

      const refunded = await makeOrder(t, '@refunded_order', 'refunded');
      expect((await rejection(identity.rebind(refunded.orderId, { telegramUserId: 5 }, 'admin-token'))).code).toBe('not_rebindable');
      const erased = await makeOrder(t, '@erased_order', 'paid');
      await t.app.services.store.db.updateTable('orders').set({ phone: '', contact: '', contact_normalized: '' }).where('id', '=', erased.orderId).execute();
      const refusal = await rejection(identity.rebind(erased.orderId, { telegramUserId: 5 }, 'admin-token'));
      expect([refusal.code, refusal.status]).toEqual(['not_rebindable', 409]);
      expect((await orderRow(t, refunded.orderId)).owner_user_id).toBeNull();
    });
  });
});
