// `npm run bench:generation`: a burst of paid readings (natal with the month ahead and the PDF, the
// heaviest product) while the service answers health checks, measured inside the service's process:
// the event loop's delay (perf_hooks.monitorEventLoopDelay) and /api/health's latency from a client
// process of its own. The baseline, in the same run, makes the same readings on the event loop, as
// the service did before readings moved to worker threads. Targets: event-loop p99 under 20 ms and
// /api/health p99 under 50 ms during the burst; readings per second per core are reported.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import { percentile } from './process.js';
import { compiled, compiledService } from './compiled-service.js';

const BURST = Number(process.env.BENCH_BURST ?? 12);
const PORT = 3921;

const { compose, buildApp, loadConfig, openStore, migrateToLatest, systemClock } = await compiledService();
const { makeReading } = await compiled<typeof import('../src/services/readings/make-reading.js')>('services/readings/make-reading.js');
const { loadPdfFonts } = await compiled<typeof import('../src/threads/pdf-fonts.js')>('threads/pdf-fonts.js');
type ReadingRenderer = import('../src/services/readings/renderer.js').ReadingRenderer;

/** The baseline: the engine run on the event loop, as generation ran before the thread pool. */
const onTheEventLoop: ReadingRenderer = {
  render: async (order, place) => makeReading(order, place, loadPdfFonts()),
  close: async () => {},
};

interface Burst {
  seconds: number;
  loopP99: number;
  loopMax: number;
  healthP99: number;
  healthRequests: number;
  threads: number;
}

async function burst(label: string, renderer: ReadingRenderer | undefined): Promise<Burst> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-generation-'));
  const config = loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, PORT: String(PORT), LOG_LEVEL: 'silent', JOB_POLL_MS: '20', ORDER_RATE_LIMIT_PER_MINUTE: '100000' });
  const store = openStore(config.databaseUrl);
  await migrateToLatest(store);
  const services = await compose({ config, store, clock: systemClock, logger: pino({ level: 'silent' }), ...(renderer ? { renderer } : {}) });
  const app = await buildApp(services);
  await app.listen({ host: '127.0.0.1', port: PORT });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    // Orders paid before the worker starts, so that all of them wait at once.
    const ids: string[] = [];
    for (let i = 0; i < BURST; i++) {
      const res = await fetch(`${base}/api/orders/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          product: 'natal', addons: ['pdf', 'month_ahead'], sum: 69, name: `Burst Buyer ${i}`, phone: `+44 20 7946 ${String(1000 + i)}`, contact: `@burst_buyer_${i}`,
          meta: { day: String((i % 27) + 1), month: String((i % 12) + 1), year: String(1950 + i * 3), time: '08:45', city: ['London', 'Москва', 'New York', 'Tokyo'][i % 4] },
        }),
      });
      const created = (await res.json()) as { orderId?: string; payUrl?: string; detail?: string };
      if (!created.orderId) throw new Error(`order refused: ${created.detail}`);
      await fetch(`${new URL(created.payUrl!).pathname.replace(/^/, base)}/pay`, { method: 'POST', redirect: 'manual' });
      ids.push(created.orderId);
    }
    const prober = spawn(process.execPath, ['bench/servers/health-prober.mjs', `${base}/api/health`, '4'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    prober.stdout!.on('data', (chunk) => (out += chunk));
    await new Promise((resolve) => setTimeout(resolve, 500)); // the prober's own start, out of the window

    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = performance.now();
    services.worker.start();
    let threads = 0;
    for (;;) {
      threads = Math.max(threads, 'threads' in services.renderer ? (services.renderer as { threads: number }).threads : 1);
      const ready = await store.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('id', 'in', ids).where('status', 'in', ['ready', 'delivered']).executeTakeFirstOrThrow();
      if (Number(ready.n) === ids.length) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    loop.disable();
    const exited = new Promise((resolve) => prober.once('exit', resolve));
    prober.kill('SIGTERM');
    await exited;
    const health = JSON.parse(out) as number[];
    console.error(`${label}: ${ids.length} readings in ${seconds.toFixed(1)} s`);
    return { seconds, loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6, healthP99: percentile(health, 0.99), healthRequests: health.length, threads };
  } finally {
    await services.worker.stop();
    await services.renderer.close();
    await app.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const baseline = await burst('on the event loop (baseline)', onTheEventLoop);
const pooled = await burst('in the reading threads', undefined);
const cores = availableParallelism();
console.log(`\n${BURST} paid readings at once (natal + month ahead + PDF), ${cores} cores, node ${process.version}\n`);
console.log('                                 seconds  readings/s/core  loop p99 ms  loop max ms  health p99 ms  health reqs');
for (const [name, b] of [['on the event loop (baseline)', baseline], [`reading threads (${pooled.threads})`, pooled]] as const) {
  console.log(
    `${name.padEnd(32)} ${b.seconds.toFixed(1).padStart(7)}  ${(BURST / b.seconds / (name.startsWith('on') ? 1 : b.threads)).toFixed(2).padStart(15)}  ${b.loopP99.toFixed(1).padStart(11)}  ${b.loopMax.toFixed(1).padStart(11)}  ${b.healthP99.toFixed(1).padStart(13)}  ${String(b.healthRequests).padStart(11)}`,
  );
}
console.log(
  `\nreading threads: event-loop p99 ${pooled.loopP99.toFixed(1)} ms (${pooled.loopP99 < 20 ? 'meets' : 'MISSES'} < 20 ms), /api/health p99 ${pooled.healthP99.toFixed(1)} ms (${pooled.healthP99 < 50 ? 'meets' : 'MISSES'} < 50 ms); ` +
    `health p99 ${(pooled.healthP99 / baseline.healthP99).toFixed(2)}× the baseline's`,
);
