// `npm run bench:scale`: paid orders to delivered readings. N buyers open the bot first, then pay at
// once (a burst); the compiled service makes each reading and sends it to the buyer's chat through the
// fake Bot API, which keeps Telegram's real flood limits (one message a second in a chat, 30 a second
// in all: a message beyond them answers 429). Printed: the time from the first payment to the last
// delivery, payment-to-delivery p50 and p99, and the 429s and `job_stuck` alerts (ALERT_JOB_AGE_MINUTES=1)
// on the way, for the default lanes and for a baseline of one job at a time in the same run.
//
// The baseline sends one reading at a time, about ten seconds each at a chat's pace, so it is measured
// on BENCH_BASELINE_ORDERS (5) orders and its time for N is that rate carried over, to keep the run
// within a few minutes. BENCH_ORDERS (100) sets N.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { BOT_INFO, FakeTelegramApi } from '../test/support/fake-telegram-api.js';
import { percentile } from './process.js';
import { compiled, compiledService } from './compiled-service.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100);
const BASELINE_ORDERS = Number(process.env.BENCH_BASELINE_ORDERS ?? 5);
const PORT = 3923;

const { compose, buildApp, loadConfig, openStore, migrateToLatest, systemClock } = await compiledService();
const { startTokenFor } = await compiled<typeof import('../src/services/orders/links.js')>('services/orders/links.js');
type OperatorAlert = import('../src/services/operator/alerts.js').OperatorAlert;

interface Run {
  label: string;
  orders: number;
  /** First payment to last delivery. */
  seconds: number;
  p50: number;
  p99: number;
  messages: number;
  refusals: number;
  stuckAlerts: number;
}

async function run(label: string, orders: number, env: Record<string, string>): Promise<Run> {
  const fake = await FakeTelegramApi.start();
  fake.simulateLimits({ perChatMinMs: 1000, globalPerSecond: 30, slackMs: 50 });
  const dir = mkdtempSync(join(tmpdir(), 'bench-deliveries-'));
  const config = loadConfig({
    DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
    LOG_LEVEL: 'silent',
    JOB_POLL_MS: '50',
    ALERT_JOB_AGE_MINUTES: '1',
    ORDER_RATE_LIMIT_PER_MINUTE: '100000',
    TELEGRAM_BOT_TOKEN: fake.token,
    TELEGRAM_BOT_USERNAME: BOT_INFO.username,
    TELEGRAM_API_ROOT: fake.apiRoot,
    ...env,
  });
  const store = openStore(config.databaseUrl);
  await migrateToLatest(store);
  let stuckAlerts = 0;
  const alerts = { send: async (alert: OperatorAlert) => void (alert.event === 'job_stuck' && stuckAlerts++) };
  const services = await compose({ config, store, clock: systemClock, logger: pino({ level: 'silent' }), alerts, telegram: { botInfo: BOT_INFO } });
  const app = await buildApp(services);
  await app.listen({ host: '127.0.0.1', port: PORT });
  const base = `http://127.0.0.1:${PORT}`;
  const watch = setInterval(() => void services.watch.check().catch(() => undefined), 5_000);
  try {
    // Every buyer has opened the bot before paying: each reading goes out as soon as it is made.
    const buyers: { orderId: string; payUrl: string; chatId: number; paidAt: number }[] = [];
    for (let i = 0; i < orders; i++) {
      const res = await fetch(`${base}/api/orders/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          product: 'natal', addons: ['pdf'], sum: 54, name: `Scale Buyer ${i}`, phone: `+44 20 7946 ${String(1000 + i)}`, contact: `@scale_buyer_${i}`,
          meta: { day: String((i % 27) + 1), month: String((i % 12) + 1), year: String(1950 + (i % 60)), time: '08:45', city: ['London', 'Москва', 'New York', 'Tokyo'][i % 4] },
        }),
      });
      const created = (await res.json()) as { orderId?: string; payUrl?: string; detail?: string };
      if (!created.orderId) throw new Error(`order refused: ${created.detail}`);
      const chatId = 60_000_000 + i;
      const bound = await services.identity.bindOrderFromStart(startTokenFor(services.secret, created.orderId), { id: chatId, username: `scale_buyer_${i}`, first_name: 'Buyer' }, chatId);
      if (!bound.ok) throw new Error(`binding refused: ${JSON.stringify(bound)}`);
      buyers.push({ orderId: created.orderId, payUrl: created.payUrl!, chatId, paidAt: 0 });
    }
    services.worker.start();
    for (const buyer of buyers) {
      await fetch(`${new URL(buyer.payUrl).pathname.replace(/^/, base)}/pay`, { method: 'POST', redirect: 'manual' });
      buyer.paidAt = performance.timeOrigin + performance.now();
    }
    const ids = buyers.map((b) => b.orderId);
    for (;;) {
      const done = await store.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('id', 'in', ids).where('status', 'in', ['delivered', 'failed', 'undeliverable']).executeTakeFirstOrThrow();
      if (Number(done.n) === ids.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const failed = await store.db.selectFrom('orders').select('id').where('id', 'in', ids).where('status', '!=', 'delivered').execute();
    if (failed.length > 0) throw new Error(`${failed.length} orders not delivered`);
    const latencies = buyers.map((b) => (Math.max(...fake.sentTo(b.chatId).map((s) => s.at)) - b.paidAt) / 1000);
    const lastDelivery = Math.max(...buyers.map((b) => Math.max(...fake.sentTo(b.chatId).map((s) => s.at))));
    const seconds = (lastDelivery - buyers[0].paidAt) / 1000;
    const messages = buyers.reduce((n, b) => n + fake.sentTo(b.chatId).length, 0) / buyers.length;
    console.error(`${label}: ${orders} orders delivered in ${seconds.toFixed(1)} s`);
    return { label, orders, seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), messages, refusals: fake.limitRefusals, stuckAlerts };
  } finally {
    clearInterval(watch);
    await services.worker.stop();
    await app.close();
    await services.renderer.close();
    await store.close();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const baseline = await run('one job at a time (baseline)', BASELINE_ORDERS, { WORKER_GENERATION_CONCURRENCY: '1', WORKER_DELIVERY_CONCURRENCY: '1' });
const lanes = await run('lanes (defaults)', ORDERS, {});
const defaults = loadConfig({ DATABASE_URL: 'sqlite::memory:' }).jobs.concurrency;

console.log(`\n${ORDERS} paid orders whose buyers opened the bot, natal + PDF, SQLite, fake Bot API at Telegram's limits (1 msg/s a chat, 30 msg/s in all)`);
console.log(`${availableParallelism()} cores, node ${process.version}; lanes: ${defaults.generation} readings and ${defaults.delivery} deliveries at once\n`);
console.log('                                orders  first payment→last delivery s  p50 s  p99 s  msgs/reading  429s  job_stuck');
for (const r of [baseline, lanes]) {
  console.log(
    `${r.label.padEnd(32)}${String(r.orders).padStart(6)}  ${r.seconds.toFixed(1).padStart(29)}  ${r.p50.toFixed(1).padStart(5)}  ${r.p99.toFixed(1).padStart(5)}  ${r.messages.toFixed(1).padStart(12)}  ${String(r.refusals).padStart(4)}  ${String(r.stuckAlerts).padStart(9)}`,
  );
}
const carried = (baseline.seconds / baseline.orders) * ORDERS;
console.log(`\nbaseline carried over to ${ORDERS} orders: about ${carried.toFixed(0)} s; lanes ${(carried / lanes.seconds).toFixed(1)}× faster`);
console.log(`goal: ${ORDERS} orders delivered within 60 s of payment: p99 ${lanes.p99.toFixed(1)} s, ${lanes.p99 <= 60 ? 'met' : 'MISSED'}`);
