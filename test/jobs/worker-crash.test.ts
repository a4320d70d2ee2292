// A worker process killed with SIGKILL, on SQLite and on PostgreSQL: its job runs again in another
// worker process once the job's short lease runs out (the heartbeat kept it alive while the first
// ran), and a delivery killed after Telegram accepted a part but before it was recorded as sent
// sends that one part again and no other; a delivery killed while it waits for its chat's turn at
// Telegram's pace has marked nothing, so the next worker sends the rest and nothing twice, keeping
// the pace the dead worker had taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { Queries } from '../../src/store/queries/index.js';
import { testDatabases } from '../support/databases.js';
import { FakeTelegramApi } from '../support/fake-telegram-api.js';
import { startWorkerProcess, type WorkerProcess } from '../support/worker-process.js';
import type { TestApp } from '../support/app.js';
import { createBotApp, eventually, makeOrder, makeReady, orderRow } from '../telegram/helpers.js';

/** Short enough that the test waits a moment, not the production 30 s. */
const LEASE = { JOB_LEASE_MS: '1500', JOB_HEARTBEAT_MS: '250' };

describe.each(testDatabases)('a worker process killed mid-job on $name', (database) => {
  let fake: FakeTelegramApi;
  let t: TestApp;
  const processes: WorkerProcess[] = [];
  const start = (env: Record<string, string>) => {
    const p = startWorkerProcess({
      DATABASE_URL: t.database.url,
      ...(t.database.searchPath ? { TEST_DB_SEARCH_PATH: t.database.searchPath } : {}),
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_BOT_USERNAME: 'reading_test_bot',
      TELEGRAM_API_ROOT: fake.apiRoot,
      ...LEASE,
      ...env,
    });
    processes.push(p);
    return p;
  };

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    t = await createBotApp(database, fake);
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await t?.close();
    await fake?.close();
  });

  it('runs the job again in another worker once the lease runs out', { timeout: 120_000 }, async () => {
    const queue = new JobQueue<Record<string, unknown>>(new Queries(t.app.services.store.db, t.app.services.store.dialect), systemClock);
    await queue.enqueue(new Queries(t.app.services.store.db), 'test_block', {});
    const [enqueued] = await queue.list({ kind: 'test_block' });

    const first = start({ HARNESS_JOB: 'hang' });
    expect((await first.waitForLine(/^started (\d+)/))[1]).toBe(String(enqueued.id));
    const claimed = (await queue.list({ kind: 'test_block' }))[0];
    // The job outlives its first lease: the heartbeat renews it while the handler runs.
    await eventually(async () => Number((await queue.list({ kind: 'test_block' }))[0].locked_until) > Number(claimed.locked_until) + 1500);
    expect(await queue.claim('intruder', ['test_block'])).toBeNull();

    await first.kill('SIGKILL');
    const second = start({ HARNESS_JOB: 'finish' });
    expect((await second.waitForLine(/^ran (\d+)/))[1]).toBe(String(enqueued.id));
    const job = await eventually(async () => {
      const [row] = await queue.list({ kind: 'test_block' });
      return row.done_at !== null && row;
    });
    expect(job).toMatchObject({ attempts: 2, failed_at: null, locked_by: null });
    await second.kill('SIGTERM');
  });

  it('after a crash between "Telegram accepted" and "recorded as sent", sends only that part again', { timeout: 120_000 }, async () => {
    const order = await makeOrder(t, '@crash_window', 'paid');
    const readingId = await makeReady(t, order.orderId, ['one', 'two', 'three']);
    const chatId = 77_001 + (database.name === 'postgres' ? 1 : 0);
    // Accept the second part, and let the worker die before it hears the answer.
    const held = fake.holdAnswer({ methods: ['sendMessage', 'sendPhoto', 'sendDocument'], skip: 1 });
    const bound = await t.app.services.identity.bindOrderFromStart(order.token, { id: chatId, username: 'crash_window' }, chatId);
    expect(bound).toMatchObject({ ok: true, deliveryQueued: true });

    const first = start({});
    await held.reached;
    await first.kill('SIGKILL');
    held.release();
    const parts = () =>
      t.app.services.store.db.selectFrom('delivery_parts').select(['part', 'status']).where('reading_id', '=', readingId).orderBy('part').execute();
    expect((await parts()).map((p) => [Number(p.part), p.status])).toEqual([[0, 'sent'], [1, 'sending']]);
    expect(fake.sentTo(chatId).map((s) => s.text)).toEqual(['one', 'two']);

    const second = start({});
    await eventually(async () => (await orderRow(t, order.orderId)).status === 'delivered', 60_000);
    // "two" twice (the at-least-once window), every other part exactly once.
    expect(fake.sentTo(chatId).map((s) => s.text ?? s.method)).toEqual(['one', 'two', 'two', 'three', 'sendPhoto', 'sendDocument']);
    expect((await parts()).map((p) => [Number(p.part), p.status])).toEqual([[0, 'sent'], [1, 'sent'], [2, 'sent'], [3, 'sent'], [4, 'sent']]);
    await second.kill('SIGTERM');
  });

  it('after a crash while a delivery waits for its chat’s turn, sends the rest once, at the pace already taken', { timeout: 120_000 }, async () => {
    const order = await makeOrder(t, '@paced_crash', 'paid');
    const readingId = await makeReady(t, order.orderId, ['one', 'two', 'three']);
    const chatId = 77_101 + (database.name === 'postgres' ? 1 : 0);
    const parts = () =>
      t.app.services.store.db.selectFrom('delivery_parts').select(['part', 'status']).where('reading_id', '=', readingId).orderBy('part').execute();
    const bound = await t.app.services.identity.bindOrderFromStart(order.token, { id: chatId, username: 'paced_crash' }, chatId);
    expect(bound).toMatchObject({ ok: true, deliveryQueued: true });

    const pace = { HARNESS_PACE_MS: '3000' };
    const first = start(pace);
    // The first part is sent; the delivery now waits three seconds for the chat's next turn.
    await eventually(async () => {
      const rows = await parts();
      return rows.length === 1 && rows[0].status === 'sent';
    }, 60_000);
    await first.kill('SIGKILL');
    expect((await parts()).map((p) => [Number(p.part), p.status])).toEqual([[0, 'sent']]);

    const second = start(pace);
    await eventually(async () => (await orderRow(t, order.orderId)).status === 'delivered', 60_000);
    const sent = fake.sentTo(chatId);
    expect(sent.map((s) => s.text ?? s.method)).toEqual(['one', 'two', 'three', 'sendPhoto', 'sendDocument']);
    // The second worker kept the turn the first had taken in the shared pace: no message came early
    // (by more than a request's jitter on the way, which Telegram's "about one a second" allows).
    for (let i = 1; i < sent.length; i++) expect(sent[i].at - sent[i - 1].at).toBeGreaterThanOrEqual(3000 - 100);
    expect((await parts()).map((p) => [Number(p.part), p.status])).toEqual([[0, 'sent'], [1, 'sent'], [2, 'sent'], [3, 'sent'], [4, 'sent']]);
    await second.kill('SIGTERM');
  });
});
