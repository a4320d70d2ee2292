// `npm run bench:http`: requests/s and latency of the service's hot endpoints against a bare Fastify
// hello-world started in the same run. Targets (2-core machine): health and catalog ≥ 0.8 of the
// baseline; order creation ≥ 0.25 with every order durably written (SQLite, synchronous=FULL).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { orderBody } from './buyers.js';
import { buildService, median, startProcess, stop } from './process.js';
import { serviceNodeFlags } from './node-flags.js';

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

let counter = 0;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-http-'));
  const children: ChildProcess[] = [];
  try {
    // Both run compiled, with plain node, as production runs the service.
    buildService();
    children.push((await startProcess(process.execPath, ['bench/servers/bare-fastify.mjs'], 'http://127.0.0.1:3901/', { PORT: '3901' })).child);
    children.push(
      (
        await startProcess(process.execPath, [...serviceNodeFlags(), 'dist/main.js'], 'http://127.0.0.1:3902/api/health', {
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
          requests: [{ setupRequest: (req) => ({ ...req, body: orderBody(++counter) }) }],
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
