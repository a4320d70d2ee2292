// Operator alerts in the operator's Telegram chat (OPERATOR_CHAT_ID), through the fake Bot API: each
// alert as the operator reads it, escaping of what buyers type, a chat that Telegram refuses or
// answers slowly, and the watches (refused webhook signatures, jobs waiting for a worker, a silent worker).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { ChatAlerts } from '../../src/services/operator/chat-alerts.js';
import { Queries } from '../../src/store/queries/index.js';
import type { TestApp } from '../support/app.js';
import { testDatabases, type TestDatabase } from '../support/databases.js';
import { FakeTelegramApi } from '../support/fake-telegram-api.js';
import { createBotApp, makeOrder, makeReady, orderRow } from '../telegram/helpers.js';

// An operator's private chat with the bot: a group's id (negative) works alike, but grammY's
// throttler holds messages to a group to Telegram's one a second, which only slows the suite.
const OPERATOR_CHAT = 5550001;
const BASE = 'http://localhost:3000';

interface Logged {
  level: number;
  msg: string;
  event?: string;
}

async function operatorApp(database: TestDatabase, fake: FakeTelegramApi, logs: Logged[], env: Record<string, string> = {}): Promise<TestApp> {
  return createBotApp(
    database,
    fake,
    { OPERATOR_CHAT_ID: String(OPERATOR_CHAT), JOB_MAX_ATTEMPTS: '2', ALERT_SIGNATURE_FAILURES: '3', ALERT_SIGNATURE_WINDOW_MINUTES: '10', ALERT_JOB_AGE_MINUTES: '10', ...env },
    { logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } } },
  );
}

/** Only the tags the alert texts use: anything else in the text would be a buyer's markup let through. */
function markupTags(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z]+)[^>]*>/g)].map((m) => m[1]);
}

describe.each(testDatabases)('operator alerts on $name', (database) => {
  let fake: FakeTelegramApi;
  let t: TestApp;
  const logs: Logged[] = [];
  let seen = 0;

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    t = await operatorApp(database, fake, logs);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  afterEach(async () => {
    await t.app.services.alerts.idle?.();
    seen = fake.sentTo(OPERATOR_CHAT).length;
  });

  /** The operator chat's messages since the previous test, once every queued alert has gone out. */
  const newMessages = async () => {
    await t.app.services.alerts.idle?.();
    return fake.sentTo(OPERATOR_CHAT).slice(seen);
  };
  const db = () => t.app.services.store.db;

  it('tells the operator of a reading that failed for good: the order, its amount, the reason and the console link, with the buyer’s name escaped', async () => {
    const { orderId } = await makeOrder(t, '@eve_buyer', 'paid', { name: 'Eve <b>Bold</b> & Sons' });
    await t.app.services.queue.enqueue(new Queries(db()), 'generate_reading', { orderId });
    // A birth city no gazetteer knows: the chart, and so the reading, can never be made.
    await db()
      .updateTable('orders')
      .set({ meta: JSON.stringify({ day: '10', month: '12', year: '1985', time: '14:30', city: 'Qwxzv Nowhere' }) })
      .where('id', '=', orderId)
      .execute();
    expect(await t.app.services.worker.drain()).toBe(1);
    t.clock.advance(60 * 60_000);
    expect(await t.app.services.worker.drain()).toBe(1);
    expect((await orderRow(t, orderId)).status).toBe('failed');

    const [message, ...more] = await newMessages();
    expect(more).toEqual([]);
    expect(message).toMatchObject({ method: 'sendMessage', parseMode: 'HTML' });
    const text = message.text!;
    expect(text).toContain('<b>Order failed: the reading could not be made</b>');
    expect(text).toContain(`Order <code>${orderId}</code>: natal, 49.00 USD, failed, for Eve &lt;b&gt;Bold&lt;/b&gt; &amp; Sons, @eve_buyer`);
    expect(text).toContain('tried 2 times and failed every time');
    expect(text).toMatch(/Reason: <code>[^<]*Qwxzv Nowhere/);
    expect(text).toContain(`<a href="${BASE}/admin/orders/${orderId}">Open the order in the console</a>`);
    expect(text).not.toContain('<b>Bold</b>');
    expect(markupTags(text)).toEqual(['b', 'b', 'code', 'code', 'b', 'b', 'code', 'code', 'a', 'a']);
    // The log channel has it too, as the structured event log-based alerting matches.
    expect(logs).toContainEqual(expect.objectContaining({ level: 50, msg: 'order_failed', event: 'order_failed' }));
  });

  it('tells the operator of a reading that could not be delivered after every retry: the order is undeliverable until the buyer opens the bot', async () => {
    const { orderId } = await makeOrder(t, '@blocked_buyer', 'paid');
    await makeReady(t, orderId, ['Your reading.']);
    await db().updateTable('orders').set({ owner_chat_id: 424242 }).where('id', '=', orderId).execute();
    await t.app.services.queue.enqueue(new Queries(db()), 'deliver_reading', { orderId });
    fake.failCall({ methods: ['sendMessage'], skip: 0, times: 2, errorCode: 403, description: 'Forbidden: bot was blocked by the user' });
    expect(await t.app.services.worker.drain()).toBe(1);
    t.clock.advance(60 * 60_000);
    expect(await t.app.services.worker.drain()).toBe(1);
    expect((await orderRow(t, orderId)).status).toBe('undeliverable');
    expect(fake.sentTo(424242)).toEqual([]);

    const [message, ...more] = await newMessages();
    expect(more).toEqual([]);
    expect(message.text).toContain('<b>Reading not delivered: the buyer cannot be reached</b>');
    expect(message.text).toContain(`Order <code>${orderId}</code>: natal, 49.00 USD, undeliverable, for Ada Lovelace, @blocked_buyer`);
    expect(message.text).toContain('the bot was blocked or the chat deleted');
    expect(message.text).toContain('Forbidden: bot was blocked by the user');
    expect(message.text).toContain(`${BASE}/admin/orders/${orderId}`);
  });

  it('names the money of a refund that failed and of a payment returned automatically', async () => {
    const { orderId } = await makeOrder(t, '@money_buyer', 'paid');
    const now = t.clock.now();
    await db()
      .insertInto('payments')
      .values({ id: 'pay_alert_1', order_id: orderId, provider: 'demo', provider_ref: null, pay_url: '', status: 'succeeded', amount: 4900, currency: 'USD', created_at: now, updated_at: now })
      .execute();
    await db()
      .insertInto('refunds')
      .values({ id: 'ref_alert_1', payment_id: 'pay_alert_1', amount: 2450, currency: 'USD', status: 'failed', provider_ref: null, reason: 'partial', last_error: null, created_at: now, updated_at: now })
      .execute();
    await t.app.services.alerts.send({ event: 'refund_failed', orderId, refundId: 'ref_alert_1', error: `HTTP 502 <html>Bad gateway</html>${' <p>retry</p>'.repeat(1000)}` });
    await t.app.services.alerts.send({ event: 'payment_refunded_automatically', orderId, paymentId: 'pay_alert_1', reason: 'the order had expired or was cancelled before the payment arrived' });
    await t.app.services.alerts.send({ event: 'stars_payment_unmatched', paymentId: 'pay_<gone>', chargeId: 'stxAbc', payerId: 777, amount: 250, currency: 'XTR', reason: 'unknown payment' });

    const [refund, returned, stars, ...more] = await newMessages();
    expect(more).toEqual([]);
    expect(refund.text).toContain('<b>Refund failed: the money is still held</b>');
    expect(refund.text).toContain('The refund of 24.50 USD could not be made');
    // A provider's whole error page would pass Telegram's 4096 characters: it is cut, and escaped.
    expect(refund.text).toMatch(/Reason: <code>HTTP 502 &lt;html&gt;Bad gateway&lt;\/html&gt;( &lt;p&gt;retry&lt;\/p&gt;)+[^<]*…<\/code>/);
    expect(refund.text!.length).toBeLessThan(2000);
    expect(returned.text).toContain('49.00 USD arrived through demo for an order that could not take it: the order had expired');
    expect(stars.text).toContain('Telegram user <code>777</code> paid 250 Stars');
    expect(stars.text).toContain('Invoice payload: <code>pay_&lt;gone&gt;</code>');
    // Not about an order: no console link.
    expect(stars.text).not.toContain('/admin/orders/');
  });

  it('never throws or holds up its caller when Telegram refuses or is slow, and logs what it could not send', async () => {
    const alerts = t.app.services.alerts;
    fake.failCall({ methods: ['sendMessage'], skip: 0, times: 1, errorCode: 400, description: 'Bad Request: chat not found' });
    await expect(alerts.send({ event: 'payment_provider_failed', provider: 'stripe', orderId: 'ord_lost', error: 'ECONNRESET' })).resolves.toBeUndefined();
    await alerts.idle?.();
    expect(await newMessages()).toEqual([]);
    expect(logs).toContainEqual(expect.objectContaining({ level: 50, msg: 'operator alert could not be sent to the operator chat', event: 'payment_provider_failed' }));

    // Telegram takes the next message but has not answered: send() has returned all the same.
    const held = fake.holdAnswer({ methods: ['sendMessage'], skip: 0 });
    await alerts.send({ event: 'payment_provider_failed', provider: 'stripe', orderId: 'ord_slow', error: 'timeout' });
    await held.reached;
    held.release();
    const [message] = await newMessages();
    expect(message.text).toContain('<b>The payment provider stripe did not open a payment</b>');
    expect(message.text).toContain('Order <code>ord_slow</code>');
  });

  it('drops alerts beyond its queue while Telegram is stuck, with a log line, and sends the rest', async () => {
    const lines: Logged[] = [];
    const logger = { info: () => undefined, warn: (obj: object, msg?: string) => void lines.push({ level: 40, msg: msg ?? '', ...obj }), error: () => undefined };
    const chat = new ChatAlerts({ queries: new Queries(db()), sender: t.app.services.chatSender, chatId: OPERATOR_CHAT, baseUrl: BASE, logger, capacity: 2 });
    const held = fake.holdAnswer({ methods: ['sendMessage'], skip: 0 });
    const send = (n: number) => chat.send({ event: 'reading_section_omitted', orderId: `ord_q${n}`, section: 'forecast', error: 'x' });
    await send(1);
    await held.reached; // the first is with Telegram; two may wait
    await send(2);
    await send(3);
    await send(4);
    expect(lines).toEqual([expect.objectContaining({ msg: 'operator alert not sent to the operator chat: too many alerts are waiting', event: 'reading_section_omitted' })]);
    held.release();
    await chat.idle();
    const texts = (await newMessages()).map((m) => m.text);
    expect(texts.map((text) => text?.match(/ord_q\d/)?.[0])).toEqual(['ord_q1', 'ord_q2', 'ord_q3']);
  });

  it('alerts once per window when webhook signatures keep failing for a provider', async () => {
    const refused = () =>
      t.app.inject({ method: 'POST', url: '/api/payments/demo/webhook', headers: { 'content-type': 'application/json', 'demo-signature': 't=abc,v1=zz' }, payload: '{}' });
    for (let i = 0; i < 2; i++) expect((await refused()).statusCode).toBe(401);
    // Two, then a third only after the window: never three within ten minutes.
    t.clock.advance(11 * 60_000);
    expect((await refused()).statusCode).toBe(401);
    expect(await newMessages()).toEqual([]);

    expect((await refused()).statusCode).toBe(401);
    expect((await refused()).statusCode).toBe(401);
    const [burst, ...more] = await newMessages();
    expect(more).toEqual([]);
    expect(burst.text).toContain('<b>Payment notifications refused: demo</b>');
    expect(burst.text).toContain('3 notifications at the demo webhook failed their signature check within 10 minutes');
    expect(burst.text).toContain('Last reason: missing or malformed signature');

    // More in the same window: no second alert; the next window alerts again.
    for (let i = 0; i < 3; i++) await refused();
    expect(await newMessages()).toHaveLength(1);
    t.clock.advance(10 * 60_000);
    for (let i = 0; i < 3; i++) await refused();
    expect(await newMessages()).toHaveLength(2);
  });

  it('alerts each job that waits for a worker longer than the threshold, once', async () => {
    const { orderId } = await makeOrder(t, '@slow_buyer', 'paid');
    await t.app.services.queue.enqueue(new Queries(db()), 'generate_reading', { orderId });
    const [job] = (await t.app.services.queue.list({ kind: 'generate_reading' })).filter((j) => JSON.parse(j.payload).orderId === orderId);
    t.clock.advance(9 * 60_000);
    await t.app.services.watch.check();
    expect(await newMessages()).toEqual([]);

    t.clock.advance(2 * 60_000);
    await t.app.services.watch.check();
    await t.app.services.watch.check();
    const [message, ...more] = await newMessages();
    expect(more).toEqual([]);
    expect(message.text).toContain('<b>A job is waiting for a worker</b>');
    expect(message.text).toContain(`Job ${job.id} (generate_reading) has been due for 11 minutes and no worker has started it (never tried yet)`);
    expect(message.text).toContain(`${BASE}/admin/orders/${orderId}`);
    const row = await db().selectFrom('jobs').select('stuck_alerted_at').where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row.stuck_alerted_at).toBe(t.clock.now());
    await db().updateTable('jobs').set({ done_at: t.clock.now() }).where('id', '=', job.id).execute();
  });

  it('leaves a running job alone however long it runs (a delivery at Telegram’s pace), and counts a dead worker’s job from when its lease ran out', async () => {
    const { orderId } = await makeOrder(t, '@paced_buyer', 'paid');
    await t.app.services.queue.enqueue(new Queries(db()), 'deliver_reading', { orderId });
    const [job] = (await t.app.services.queue.list({ kind: 'deliver_reading' })).filter((j) => JSON.parse(j.payload).orderId === orderId);
    // A worker runs it, renewing its lease (as the heartbeat does) for half an hour.
    await db().updateTable('jobs').set({ locked_by: 'busy-worker', attempts: 1 }).where('id', '=', job.id).execute();
    for (let minute = 0; minute < 30; minute += 5) {
      await db().updateTable('jobs').set({ locked_until: t.clock.now() + 30_000 }).where('id', '=', job.id).execute();
      t.clock.advance(5 * 60_000 - 1);
      await db().updateTable('jobs').set({ locked_until: t.clock.now() + 30_000 }).where('id', '=', job.id).execute();
      await t.app.services.watch.check();
    }
    expect(await newMessages()).toEqual([]);

    // The worker dies: from its lease's end the job waits for another, and after the threshold that is told.
    const leaseEnd = t.clock.now() + 30_000;
    t.clock.advance(30_000 + 9 * 60_000);
    await t.app.services.watch.check();
    expect(await newMessages()).toEqual([]);
    t.clock.advance(2 * 60_000);
    await t.app.services.watch.check();
    const [message] = await newMessages();
    expect(message.text).toContain(`Job ${job.id} (deliver_reading) has been due for ${Math.floor((t.clock.now() - leaseEnd) / 60_000)} minutes and no worker has started it (tried once before)`);
    await db().updateTable('jobs').set({ done_at: t.clock.now() }).where('id', '=', job.id).execute();
  });
});

describe.each(testDatabases)('worker heartbeat alerts on $name', (database) => {
  let fake: FakeTelegramApi;
  let t: TestApp;
  const logs: Logged[] = [];

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    // The jobs are left to separate worker processes: this web process watches their heartbeat.
    t = await operatorApp(database, fake, logs, { RUN_WORKER: 'false', WORKER_STALE_SECONDS: '60' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const messages = async () => {
    await t.app.services.alerts.idle?.();
    return fake.sentTo(OPERATOR_CHAT).map((m) => m.text ?? '');
  };

  it('alerts when no worker reports, once, then when one is back, then when it falls silent again', async () => {
    const { watch, worker } = t.app.services;
    // A web process that has just started gives its worker the same time to appear.
    await watch.check();
    expect(await messages()).toEqual([]);
    t.clock.advance(61_000);
    await watch.check();
    await watch.check();
    const [silent, ...more] = await messages();
    expect(more).toEqual([]);
    expect(silent).toContain('<b>The job worker is silent</b>');
    expect(silent).toContain('No job worker has reported for 1 minute: paid orders get no readings until one runs');

    await worker.beat();
    const alertedAt = t.clock.now();
    await watch.check();
    await watch.check();
    const back = (await messages()).slice(1);
    expect(back).toHaveLength(1);
    expect(back[0]).toContain('<b>The job worker is back</b>');
    expect(back[0]).toContain(`went out at ${new Date(alertedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`);

    const lastBeat = t.clock.now();
    t.clock.advance(3 * 60_000);
    await watch.check();
    const again = (await messages()).slice(2);
    expect(again).toHaveLength(1);
    expect(again[0]).toContain(`No job worker has reported since ${new Date(lastBeat).toISOString().slice(0, 16).replace('T', ' ')} UTC (3 minutes)`);
    await db(t).deleteFrom('worker_heartbeats').execute();
  });
});

const db = (t: TestApp) => t.app.services.store.db;

describe('OPERATOR_CHAT_ID', () => {
  it('needs the bot that sends the alerts, and a chat id', () => {
    expect(() => loadConfig({ OPERATOR_CHAT_ID: '-1001234567890' })).toThrow(/OPERATOR_CHAT_ID needs TELEGRAM_BOT_TOKEN/);
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: '1:x', TELEGRAM_BOT_USERNAME: 'b', OPERATOR_CHAT_ID: '@operators' })).toThrow(/OPERATOR_CHAT_ID/);
    const config = loadConfig({ TELEGRAM_BOT_TOKEN: '1:x', TELEGRAM_BOT_USERNAME: 'b', OPERATOR_CHAT_ID: '-1001234567890' });
    expect(config.alerts).toEqual({ operatorChatId: -1001234567890, signatureFailures: 5, signatureWindowMs: 600_000, jobAgeMs: 600_000, adminTokenFailures: 10, adminTokenWindowMs: 600_000 });
    expect(loadConfig({}).alerts.operatorChatId).toBeNull();
  });
});
