// `npm run bench:load`: the compiled service's memory under 200 connections and the latency of orders
// while chart previews saturate the CPU. Phases, on one service process (SQLite in a temporary
// directory, demo mode, rate limits raised so that the load is served rather than refused):
//   1. warm-up with the same mix, then the idle resident memory (RSS);
//   2. LOAD_CONNECTIONS connections for LOAD_SECONDS of a realistic mix (chart previews with varied
//      births, the home and order pages, order creation, the catalog, city autocomplete), RSS sampled
//      every second;
//   3. AFTER_SECONDS without requests, then the RSS again;
//   4. orders placed at ORDER_RATE per second and /api/health asked at HEALTH_RATE, first alone (the
//      baseline of this run), then while CHART_CONNECTIONS connections ask for chart previews.
// Targets (issue 10): RSS under 400 MB during the load and within 50 MB of idle AFTER_SECONDS after;
// order p99 under 500 ms with charts saturating the CPU.
// LOAD_HEAP_SNAPSHOTS=<dir> writes V8 heap snapshots of the service there (idle, end of load, after).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { birthOf, CITIES, orderBody } from './buyers.js';
import { serviceNodeFlags } from './node-flags.js';
import { buildService, median, percentile, rssMb, startProcess, stop } from './process.js';

const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const WARMUP_SECONDS = seconds('WARMUP_SECONDS', 10);
const LOAD_SECONDS = seconds('LOAD_SECONDS', 60);
const LOAD_CONNECTIONS = seconds('LOAD_CONNECTIONS', 200);
const AFTER_SECONDS = seconds('AFTER_SECONDS', 60);
const MIXED_SECONDS = seconds('MIXED_SECONDS', 30);
const CHART_CONNECTIONS = seconds('CHART_CONNECTIONS', 64);
const ORDER_RATE = seconds('ORDER_RATE', 10);
const HEALTH_RATE = seconds('HEALTH_RATE', 10);
const SNAPSHOTS = process.env.LOAD_HEAP_SNAPSHOTS ? resolve(process.env.LOAD_HEAP_SNAPSHOTS) : null;
const PORT = 3931;
const BASE = `http://127.0.0.1:${PORT}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let chartCount = 0;
/** A chart preview: birth fields with a city (most), or coordinates with an offset, options varied. */
function chartBody(): string {
  const n = ++chartCount;
  const options = [{}, { houses: 'koch' }, { houses: 'whole_sign' }, { zodiac: 'sidereal', ayanamsa: 'lahiri' }][n % 4];
  if (n % 5 === 0) {
    const latitude = Number((((n * 37) % 130) - 60 + (n % 1000) / 1000).toFixed(4));
    const longitude = Number((((n * 53) % 360) - 180 + (n % 997) / 1000).toFixed(4));
    const hours = Math.max(-12, Math.min(14, Math.round(longitude / 15)));
    const utcOffset = `${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`;
    const { day, month, year, time } = birthOf(n);
    return JSON.stringify({ date: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`, time, latitude, longitude, utcOffset, ...options });
  }
  return JSON.stringify({ ...birthOf(n), ...options });
}

let orderCount = 0;
const post = (path: string, body: () => string): autocannon.Request => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  setupRequest: (req) => ({ ...req, body: body() }),
});
/** One connection's round, in turn: what a visitor (or an agent) asks of the service. */
const MIX: autocannon.Request[] = [
  post('/api/chart', chartBody),
  { method: 'GET', path: '/' },
  post('/api/chart', chartBody),
  { method: 'GET', path: '/order' },
  post('/api/orders/create', () => orderBody(++orderCount, birthOf(orderCount))),
  { method: 'GET', path: '/api/admin/prices?public=1' },
  { method: 'GET', path: '/api/cities', setupRequest: (req) => ({ ...req, path: `/api/cities?q=${encodeURIComponent(CITIES[orderCount % CITIES.length].slice(0, 3 + (orderCount % 4)))}` }) },
];

interface Run { requests: number; rps: number; p99: number; statuses: string }

async function cannon(options: Omit<autocannon.Options, 'url'>): Promise<Run> {
  const result = await autocannon({ url: BASE, ...options });
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${count} × ${code}`);
  if (result.errors > 0) statuses.push(`${result.errors} errors (${result.timeouts} timeouts)`);
  return { requests: result.requests.total, rps: result.requests.average, p99: result.latency.p99, statuses: statuses.join(', ') };
}

/** Resident memory sampled every second while `during` runs: every sample, in MB. */
async function sampled<T>(pid: number, during: Promise<T>): Promise<{ value: T; samples: number[] }> {
  const samples = [rssMb(pid)];
  const timer = setInterval(() => samples.push(rssMb(pid)), 1000);
  try {
    return { value: await during, samples };
  } finally {
    clearInterval(timer);
    samples.push(rssMb(pid));
  }
}

interface Probe { latencies: number[]; statuses: Record<string, number> }

/** A paced prober (bench/servers/paced-prober.mjs) in a process of its own; stop() returns what it saw. */
function probe(path: string, rate: number, bodiesFile?: string) {
  const child = spawn(process.execPath, ['bench/servers/paced-prober.mjs', `${BASE}${path}`, String(rate), ...(bodiesFile ? [bodiesFile] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  return {
    stop: async (): Promise<Probe> => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(out) as Probe;
    },
  };
}

/** Orders and health checks at their paces for MIXED_SECONDS, with `load` (charts) running meanwhile or not. */
async function ordersAndHealth(bodiesFile: string, load: (() => Promise<Run>) | null) {
  const orders = probe('/api/orders/create', ORDER_RATE, bodiesFile);
  const health = probe('/api/health', HEALTH_RATE);
  const charts = load ? load() : sleep(MIXED_SECONDS * 1000).then(() => null);
  const chartRun = await charts;
  return { orders: await orders.stop(), health: await health.stop(), charts: chartRun };
}

const pct = (p: Probe, q: number) => percentile(p.latencies, q);
const codes = (p: Probe) => Object.entries(p.statuses).map(([code, n]) => `${n} × ${code}`).join(', ');

async function main() {
  buildService();
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  if (SNAPSHOTS) mkdirSync(SNAPSHOTS, { recursive: true });
  // The service's own Node flags (as npm start gives them), then LOAD_NODE_OPTIONS (e.g. --cpu-prof),
  // as arguments: NODE_OPTIONS refuses some.
  const nodeFlags = [...serviceNodeFlags(), ...(process.env.LOAD_NODE_OPTIONS ?? '').split(' '), ...(SNAPSHOTS ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${SNAPSHOTS}`] : [])].filter(Boolean);
  const { child } = await startProcess(process.execPath, [...nodeFlags, 'dist/main.js'], `${BASE}/api/health`, {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
    LOG_LEVEL: 'silent',
    // Limits far above the load: the bench measures serving, not refusing.
    ORDER_RATE_LIMIT_PER_MINUTE: '100000000',
    CHART_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const pid = child.pid!;
  const snapshot = async (label: string) => {
    if (!SNAPSHOTS) return;
    const before = new Set(readdirSync(SNAPSHOTS));
    process.kill(pid, 'SIGUSR2');
    // The snapshot is written when the file appears and the service answers again.
    for (;;) {
      await sleep(500);
      const fresh = readdirSync(SNAPSHOTS).filter((f) => !before.has(f) && f.endsWith('.heapsnapshot'));
      if (fresh.length && (await fetch(`${BASE}/api/health`)).ok) {
        console.error(`heap snapshot (${label}): ${join(SNAPSHOTS, fresh[0])}`);
        return;
      }
    }
  };
  try {
    console.error(`warm-up: ${WARMUP_SECONDS} s, 8 connections`);
    await cannon({ connections: 8, duration: WARMUP_SECONDS, requests: MIX });
    await sleep(5_000);
    const idleSamples: number[] = [];
    for (let i = 0; i < 5; i++, await sleep(1000)) idleSamples.push(rssMb(pid));
    const idle = median(idleSamples);
    await snapshot('idle');

    console.error(`load: ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s`);
    const load = await sampled(pid, cannon({ connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, requests: MIX }));
    await snapshot('end of load');
    console.error(`after: ${AFTER_SECONDS} s idle`);
    await sleep(AFTER_SECONDS * 1000);
    const after = rssMb(pid);
    await snapshot('after');

    // Orders as buyers place them, births varied; written beforehand so that the prober only sends.
    const bodiesFile = join(dir, 'orders.json');
    writeFileSync(bodiesFile, JSON.stringify(Array.from({ length: Math.ceil(ORDER_RATE * MIXED_SECONDS * 2) + 10 }, (_, i) => orderBody(1_000_000 + i, birthOf(i)))));
    console.error(`orders at ${ORDER_RATE}/s for ${MIXED_SECONDS} s: alone, then with ${CHART_CONNECTIONS} connections of chart previews`);
    const alone = await ordersAndHealth(bodiesFile, null);
    const mixed = await ordersAndHealth(bodiesFile, () =>
      cannon({ connections: CHART_CONNECTIONS, duration: MIXED_SECONDS, requests: [post('/api/chart', chartBody)] }),
    );
    const mixedRss = rssMb(pid);

    const peak = Math.max(...load.samples);
    const mean = load.samples.reduce((a, b) => a + b, 0) / load.samples.length;
    const orderP99 = pct(mixed.orders, 0.99);
    const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');
    console.log(`\nbench:load, node ${process.version}, ${availableParallelism()} cores, SQLite, demo mode\n`);
    console.log('resident memory (MB)');
    console.log(`  idle after warm-up          ${idle.toFixed(0).padStart(6)}`);
    console.log(`  during load, peak           ${peak.toFixed(0).padStart(6)}   target < 400: ${met(peak < 400)}`);
    console.log(`  during load, mean           ${mean.toFixed(0).padStart(6)}`);
    console.log(`  ${String(AFTER_SECONDS).padStart(3)} s after the load        ${after.toFixed(0).padStart(6)}   ${(after - idle >= 0 ? '+' : '') + (after - idle).toFixed(0)} on idle, target within 50: ${met(after - idle <= 50)}`);
    console.log(`  after the mixed load        ${mixedRss.toFixed(0).padStart(6)}`);
    console.log(`\nload: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s: ${load.value.requests} requests, ${load.value.rps.toFixed(0)}/s, p99 ${load.value.p99} ms`);
    console.log(`  answers: ${load.value.statuses}`);
    console.log(`\norders at ${ORDER_RATE}/s, /api/health at ${HEALTH_RATE}/s, ${MIXED_SECONDS} s each (ms)`);
    console.log('                                   order p50  order p99  health p50  health p99');
    for (const [name, run] of [['alone (baseline)', alone], [`with ${CHART_CONNECTIONS} chart connections`, mixed]] as const) {
      console.log(
        `  ${name.padEnd(32)} ${pct(run.orders, 0.5).toFixed(1).padStart(9)}  ${pct(run.orders, 0.99).toFixed(1).padStart(9)}  ${pct(run.health, 0.5).toFixed(1).padStart(10)}  ${pct(run.health, 0.99).toFixed(1).padStart(10)}`,
      );
    }
    console.log(`  orders: ${codes(mixed.orders)}; health: ${codes(mixed.health)}`);
    console.log(`  charts: ${mixed.charts!.requests} requests, ${mixed.charts!.rps.toFixed(0)}/s (${mixed.charts!.statuses})`);
    console.log(
      `  order p99 under charts ${(orderP99 / pct(alone.orders, 0.99)).toFixed(1)}× the baseline's, health p99 ${(pct(mixed.health, 0.99) / pct(alone.health, 0.99)).toFixed(1)}×; ` +
        `order p99 target < 500 ms: ${met(orderP99 < 500)}`,
    );
  } finally {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
