// `npm run bench:start`: how fast the service starts and how much memory it holds when idle, from
// the real entry point. Each round starts `npm start` (npm included, as an operator types it) on a
// fresh SQLite file and times it to the first healthy /api/health, then, after the service has
// settled, reads the resident memory of the service's own process (the node under npm: its threads,
// the SQLite thread among them, included). A bare Fastify hello-world started the same way in the
// same run is the baseline. Targets: start to healthy under 2 s, idle RSS under 200 MB.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildService, median, processTree, rssMb, startProcess, stop } from './process.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5_000);
const PORT = 3911;

buildService();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
const service = { start: [] as number[], rss: [] as number[] };
const baseline = { start: [] as number[], rss: [] as number[] };
try {
  for (let round = 0; round < ROUNDS; round++) {
    const env = { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: `sqlite:${join(dataDir, `round-${round}.db`)}`, NODE_ENV: 'development' };
    const started = await startProcess('npm', ['start', '--silent'], `http://127.0.0.1:${PORT}/api/health`, env);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    // npm's own process is a launcher; the service is the node process under it.
    const [, ...own] = processTree(started.child.pid!);
    service.start.push(started.startMs);
    service.rss.push(own.reduce((sum, pid) => sum + rssMb(pid), 0));
    await stop(started.child);

    const bare = await startProcess(process.execPath, ['bench/servers/bare-fastify.mjs'], `http://127.0.0.1:${PORT}/api/health`, { PORT: String(PORT) });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    baseline.start.push(bare.startMs);
    baseline.rss.push(rssMb(bare.child.pid!));
    await stop(bare.child);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const row = (name: string, start: number, rss: number, target: string) =>
  console.log(`${name.padEnd(40)} ${start.toFixed(0).padStart(8)} ms ${rss.toFixed(0).padStart(8)} MB   ${target}`);
console.log(`\nstart to healthy and idle RSS, ${ROUNDS} rounds (medians), node ${process.version}\n`);
console.log(`${''.padEnd(40)} ${'start'.padStart(11)} ${'idle RSS'.padStart(11)}`);
row('bare Fastify, node (baseline)', median(baseline.start), median(baseline.rss), '');
const start = median(service.start);
const rss = median(service.rss);
row('reading-service, npm start', start, rss, `${start < 2000 ? 'meets' : 'MISSES'} < 2000 ms, ${rss < 200 ? 'meets' : 'MISSES'} < 200 MB`);
console.log(`ratio to the baseline: start ${(start / median(baseline.start)).toFixed(1)}×, memory ${(rss / median(baseline.rss)).toFixed(1)}×`);
