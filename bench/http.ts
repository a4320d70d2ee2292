// `npm run bench:http`: requests/s and latency of the service's hot endpoints against a bare Fastify
// hello-world started in the same run. Targets (2-core machine): health and catalog ≥ 0.8 of the
// baseline; order creation ≥ 0.25 with every order durably written (SQLite, synchronous=FULL).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function start(script: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = fork(script, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, PORT: String(port), ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    const poll = setInterval(async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/${script.includes('bare') ? '' : 'api/health'}`);
        if (res.ok) {
          clearInterval(poll);
          child.removeAllListeners('exit');
          resolve(child);
        }
      } catch {
        /* not listening yet */
      }
    }, 100);
  });
}

interface Result { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function measure(name: string, options: autocannon.Options): Promise<Result> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

let counter = 0;
function orderBody(): string {
  counter++;
  return JSON.stringify({
    product: 'natal',
    addons: ['pdf'],
    sum: 54,
    name: `Bench Buyer ${counter}`,
    phone: '+44 20 7946 0958',
    contact: '@bench_buyer',
    meta: { day: String((counter % 28) + 1), month: String((counter % 12) + 1), year: String(1950 + (counter % 60)), time: '12:30', city: 'London' },
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-http-'));
  const children: ChildProcess[] = [];
  try {
    children.push(await start('bench/servers/bare-fastify.ts', 3901));
    const baseline = await measure('bare Fastify hello-world (baseline)', { url: 'http://127.0.0.1:3901/' });
    children.pop()!.kill();

    children.push(
      await start('src/main.ts', 3902, {
        DATABASE_URL: `sqlite:${join(dataDir, 'bench.db')}`,
        LOG_LEVEL: 'silent',
        ORDER_RATE_LIMIT_PER_MINUTE: '100000000',
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
      }),
    );
    const base = 'http://127.0.0.1:3902';
    const results = [
      await measure('GET /api/health', { url: `${base}/api/health` }),
      await measure('GET /api/admin/prices?public=1', { url: `${base}/api/admin/prices?public=1` }),
      await measure('POST /api/orders/create', {
        url: `${base}/api/orders/create`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (req) => ({ ...req, body: orderBody() }) }],
      }),
    ];
    const targets: Record<string, number> = { 'GET /api/health': 0.8, 'GET /api/admin/prices?public=1': 0.8, 'POST /api/orders/create': 0.25 };
    console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, node ${process.version}\n`);
    console.log('endpoint                               req/s     p50 ms  p99 ms  ratio  target  errors');
    const row = (r: Result, ratio: string, target: string) =>
      console.log(`${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)}  ${ratio.padStart(5)}  ${target.padStart(6)}  ${r.errors + r.non2xx}`);
    row(baseline, '1.00', '');
    let failed = false;
    for (const r of results) {
      const ratio = r.rps / baseline.rps;
      const target = targets[r.name];
      if (ratio < target || r.errors + r.non2xx > 0) failed = true;
      row(r, ratio.toFixed(2), `≥${target}`);
    }
    console.log(failed ? '\nSome targets were missed (see ratio/target/errors).' : '\nAll targets met.');
  } finally {
    for (const c of children) c.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
