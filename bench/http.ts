// `npm run bench:http`: requests/s and latency of the service's hot endpoints against a bare Fastify
// hello-world started in the same run. Targets (2-core machine): health and catalog ≥ 0.8 of the
// baseline; order creation ≥ 0.25 with every order durably written (SQLite, synchronous=FULL).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildService, median, startProcess, stop } from './process.js';

// Rounds alternate the baseline and every endpoint, and medians are compared, so that a change in
// the machine's load during the run moves both sides of each ratio alike.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
// Enough requests in flight for order creation's group commit to share fsyncs, as under real load.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

interface Result { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; failures: string[] }

async function measure(name: string, options: autocannon.Options): Promise<Result> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  // What went wrong, when something did: the status codes other than 2xx, and connection errors.
  const failures = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count ?? 0} × HTTP ${code}`);
  if (result.errors > 0) failures.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx, failures };
}

// Distinct buyers with real numbers from several countries, written as people write them. The
// cost of checking a number differs by country (the UK's patterns are the longest: about 13 µs
// against 5 to 8 µs), so one number repeated would misstate it.
const PHONES = [
  (n: number) => `+44 20 7946 ${String(n % 10_000).padStart(4, '0')}`,
  // 07911 100000-299999 only: the rest of 07911 is not allocated, and libphonenumber-js says so.
  (n: number) => `+44 7911 ${100_000 + (n % 200_000)}`,
  (n: number) => `+1 415 555 ${String(n % 10_000).padStart(4, '0')}`,
  (n: number) => `+7 912 ${String(n % 1000).padStart(3, '0')}-${String(n % 100).padStart(2, '0')}-89`,
  (n: number) => `+49 30 ${900_000 + (n % 100_000)}`,
  (n: number) => `+33 6 12 ${String(n % 100).padStart(2, '0')} 56 78`,
  (n: number) => `+34 612 ${String(n % 1000).padStart(3, '0')} 789`,
  (n: number) => `+61 412 ${String(n % 1000).padStart(3, '0')} 678`,
];

let counter = 0;
function orderBody(): string {
  counter++;
  return JSON.stringify({
    product: 'natal',
    addons: ['pdf'],
    sum: 54,
    name: `Bench Buyer ${counter}`,
    phone: PHONES[counter % PHONES.length](counter),
    // Distinct Telegram usernames, spread as real ones are (an index on them takes random keys).
    contact: `@b${((counter * 2_654_435_761) % 2 ** 32).toString(36).padStart(7, '0')}`,
    meta: { day: String((counter % 28) + 1), month: String((counter % 12) + 1), year: String(1950 + (counter % 60)), time: '12:30', city: 'London' },
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-http-'));
  const children: ChildProcess[] = [];
  try {
    // Both run compiled, with plain node, as production runs the service.
    buildService();
    children.push((await startProcess(process.execPath, ['bench/servers/bare-fastify.mjs'], 'http://127.0.0.1:3901/', { PORT: '3901' })).child);
    children.push(
      (
        await startProcess(process.execPath, ['dist/main.js'], 'http://127.0.0.1:3902/api/health', {
          PORT: '3902',
          // SQLite by default (the issue's target); BENCH_DATABASE_URL measures another database.
          DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `sqlite:${join(dataDir, 'bench.db')}`,
          LOG_LEVEL: 'silent',
          ORDER_RATE_LIMIT_PER_MINUTE: '100000000',
          HOST: '127.0.0.1',
          NODE_ENV: 'development',
          RUN_WORKER: 'false',
        })
      ).child,
    );
    const base = 'http://127.0.0.1:3902';
    const targets: { name: string; target: number | null; options: autocannon.Options }[] = [
      { name: 'bare Fastify hello-world (baseline)', target: null, options: { url: 'http://127.0.0.1:3901/' } },
      { name: 'GET /api/health', target: 0.8, options: { url: `${base}/api/health` } },
      { name: 'GET /api/admin/prices?public=1', target: 0.8, options: { url: `${base}/api/admin/prices?public=1` } },
      {
        name: 'POST /api/orders/create',
        target: 0.25,
        options: {
          url: `${base}/api/orders/create`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          requests: [{ setupRequest: (req) => ({ ...req, body: orderBody() }) }],
        },
      },
    ];
    const rounds = new Map<string, Result[]>(targets.map((t) => [t.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of targets) rounds.get(t.name)!.push(await measure(t.name, t.options));
    }
    const summary = targets.map((t) => {
      const results = rounds.get(t.name)!;
      return {
        ...t,
        rps: median(results.map((r) => r.rps)),
        p50: median(results.map((r) => r.p50)),
        p99: median(results.map((r) => r.p99)),
        failures: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
        failureKinds: results.flatMap((r, round) => r.failures.map((f) => `round ${round + 1}: ${f}`)),
      };
    });
    const baseline = summary[0];
    console.log(`\nautocannon: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per endpoint (medians), node ${process.version}\n`);
    console.log('endpoint                               req/s     p50 ms  p99 ms  ratio  target  failed');
    let missed = false;
    for (const r of summary) {
      const ratio = r.rps / baseline.rps;
      if ((r.target !== null && ratio < r.target) || r.failures > 0) missed = true;
      console.log(
        `${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)}  ${ratio.toFixed(2).padStart(5)}  ${(r.target === null ? '' : `≥${r.target}`).padStart(6)}  ${r.failures}`,
      );
    }
    for (const r of summary) for (const failure of r.failureKinds) console.log(`${r.name}: ${failure}`);
    console.log(missed ? '\nSome targets were missed (see ratio, target and failed).' : '\nAll targets met.');
  } finally {
    for (const c of children) await stop(c);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
