// City index: what it costs a process to get the gazetteer, and what queries cost once it has it.
// Run: npm run bench:places
// Baseline measured in the same run: the string gazetteer every process built from the TSV before the
// index file (bench/baseline/string-gazetteer.ts). Each way is measured in a fresh process (started with
// --expose-gc), so build garbage and memory of one do not weigh on another; they answer the same
// queries, and the answers of the three ways to the index are compared (the baseline ranks by
// population alone and carries no GeoNames ids, so its answers differ by design).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Gazetteer } from '../src/astro/places/gazetteer.js';

const QUERIES = [
  'm', 'mo', 'mos', 'Mosc', 'мос', 'Моск', 'ber', 'Berl', 'par', 'new y', 'san fr', 'Köl', 'Kiev', 'Sankt', 'to', 'Tok', 'syd', 'São',
  'Αθή', '東京', 'القاهرة', 'תל אביב', '서울', 'München', 'Springfield, IL', 'London, Ca', 'Portland, ME', 'Paris, US', 'Perth, WA',
  'London, ON', 'Москва, Россия', 'ber, de', 'Moskvaa', 'Lodnon', 'Xqzvwptl',
];
/** Asked with language "ru": places named in Russian, short forms, Russian names of foreign places. */
const RU_QUERIES = ['Питер', 'СПб', 'Пите', 'Нижний', 'Екат', 'Ека', 'Екатеринбург', 'Москва', 'Лондон', 'Спрингфилд, Иллинойс', 'Новосиб', 'Алабушево', 'Yekaterinburg', 'Moscow'];
const MODES = {
  old: 'string gazetteer built from the TSV (before)',
  memory: 'index built from the TSV in memory (no file)',
  file: 'index file opened (openCityIndex)',
  cache: 'createGazetteer() with the cache filled (hash table + open)',
} as const;
type Mode = keyof typeof MODES;

interface ChildResult {
  places: number;
  loadMs: number;
  heapMb: number;
  externalMb: number;
  rssMb: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  peakRssMb: number;
  firstQualifiedMs: number;
  search: [number, number];
  resolve: [number, number];
  searchRu: [number, number];
  answers: string;
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const mb = (bytes: number) => bytes / 1e6;
/** Collects garbage until freed buffers are off the books too (V8 releases their memory on a later task). */
async function settle() {
  for (let i = 0; i < 3; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function child(mode: Mode, file: string): Promise<ChildResult> {
  // Modules are imported before measuring, so the figures are the index's own.
  const { readFileSync: read } = await import('node:fs');
  const load = await import('../src/astro/places/load.js');
  const baseline = await import('./baseline/string-gazetteer.js');
  const current = await import('../src/astro/places/gazetteer.js');
  const table = load.packagedTablePath();
  await settle();
  const before = process.memoryUsage();
  const started = performance.now();
  let gazetteer: { search: Gazetteer['search']; resolve(query: string): unknown; size: number };
  if (mode === 'old') gazetteer = baseline.buildGazetteer(read(table), { timezoneAt: load.timezoneAt });
  else if (mode === 'memory') gazetteer = current.buildGazetteer(read(table), { timezoneAt: load.timezoneAt, names: load.readPlaceNames() });
  else if (mode === 'file') gazetteer = load.openCityIndex(file);
  else gazetteer = load.createGazetteer();
  const loadMs = performance.now() - started;
  const peakRssMb = mb(process.resourceUsage().maxRSS * 1024);
  await settle();
  const after = process.memoryUsage();
  // The first query pays for what is made on first use (ICU's country names, the country index).
  const firstStarted = performance.now();
  gazetteer.resolve('Springfield, IL');
  const firstQualifiedMs = performance.now() - firstStarted;

  const answers = createHash('sha256');
  for (const q of QUERIES) answers.update(JSON.stringify([gazetteer.search(q, 10), gazetteer.resolve(q)]));
  // The string gazetteer knows no languages: it answers these in English.
  for (const q of RU_QUERIES) answers.update(JSON.stringify(gazetteer.search(q, 10, 'ru')));
  for (let k = 0; k < 20; k++) for (const q of QUERIES) { gazetteer.search(q, 10); gazetteer.resolve(q); }
  for (let k = 0; k < 20; k++) for (const q of RU_QUERIES) gazetteer.search(q, 10, 'ru');
  const time = (runs: number, f: (q: string) => unknown, queries = QUERIES) => Array.from({ length: runs }, (_, i) => {
    const q = queries[i % queries.length];
    const t = performance.now();
    f(q);
    return performance.now() - t;
  });
  const searchTimes = time(QUERIES.length * 60, (q) => gazetteer.search(q, 10));
  const resolveTimes = time(QUERIES.length * 30, (q) => gazetteer.resolve(q));
  const searchRuTimes = time(RU_QUERIES.length * 60, (q) => gazetteer.search(q, 10, 'ru'), RU_QUERIES);
  await settle();
  return {
    places: gazetteer.size,
    loadMs,
    heapMb: mb(after.heapUsed - before.heapUsed),
    // `external` already includes `arrayBuffers` (the file's bytes are one).
    externalMb: mb(after.external - before.external),
    rssMb: mb(after.rss - before.rss),
    rssBeforeMb: mb(before.rss),
    rssAfterMb: mb(process.memoryUsage().rss),
    peakRssMb,
    firstQualifiedMs,
    search: [percentile(searchTimes, 0.5), percentile(searchTimes, 0.99)],
    resolve: [percentile(resolveTimes, 0.5), percentile(resolveTimes, 0.99)],
    searchRu: [percentile(searchRuTimes, 0.5), percentile(searchRuTimes, 0.99)],
    answers: answers.digest('hex'),
  };
}

function run(args: string[]): string {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), ...args], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 24 });
  if (r.status !== 0) throw new Error(`bench child ${args.join(' ')} failed:\n${r.stderr}`);
  return r.stdout.trim().split('\n').pop()!;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-places-'));
  const file = join(dir, 'city-index.bin');
  try {
    const build = JSON.parse(run(['--write', file])) as { ms: number; bytes: number };
    // The cache for the last column (built there if missing, so that column measures a hit).
    run(['--warm-cache']);
    const results = {} as Record<Mode, ChildResult>;
    for (const mode of Object.keys(MODES) as Mode[]) results[mode] = JSON.parse(run(['--child', mode, file])) as ChildResult;

    const f = (x: number, d = 1) => x.toFixed(d);
    const rows: [string, (r: ChildResult) => string, (r: ChildResult) => number][] = [
      ['get the gazetteer', (r) => `${f(r.loadMs, r.loadMs < 100 ? 1 : 0)} ms`, (r) => r.loadMs],
      ['heap after (gc)', (r) => `+${f(r.heapMb)} MB`, (r) => r.heapMb],
      ['off-heap after (gc)', (r) => `+${f(r.externalMb)} MB`, (r) => r.externalMb],
      ['RSS after (gc)', (r) => `+${f(r.rssMb)} MB`, (r) => r.rssMb],
      ['process RSS: before', (r) => `${f(r.rssBeforeMb, 0)} MB`, (r) => r.rssBeforeMb],
      ['  peak while loading', (r) => `${f(r.peakRssMb, 0)} MB`, (r) => r.peakRssMb],
      ['  after queries', (r) => `${f(r.rssAfterMb, 0)} MB`, (r) => r.rssAfterMb],
      ['first query', (r) => `${f(r.firstQualifiedMs)} ms`, (r) => r.firstQualifiedMs],
      ['search p50', (r) => `${f(r.search[0], 3)} ms`, (r) => r.search[0]],
      ['search p99', (r) => `${f(r.search[1], 3)} ms`, (r) => r.search[1]],
      ['resolve p50', (r) => `${f(r.resolve[0], 3)} ms`, (r) => r.resolve[0]],
      ['resolve p99', (r) => `${f(r.resolve[1], 3)} ms`, (r) => r.resolve[1]],
      ['search ru p50', (r) => `${f(r.searchRu[0], 3)} ms`, (r) => r.searchRu[0]],
      ['search ru p99', (r) => `${f(r.searchRu[1], 3)} ms`, (r) => r.searchRu[1]],
    ];
    const modes = Object.keys(MODES) as Mode[];
    console.log(`\nCity index (${results.file.places} places; ${QUERIES.length} queries: prefixes in several scripts, qualified resolves, misses; ${RU_QUERIES.length} more asked in Russian)`);
    console.log(`  build the index file   ${f(build.ms / 1000)} s, ${f(mb(build.bytes))} MB (scripts/build-city-index.ts)`);
    for (const mode of modes) console.log(`  ${mode.padEnd(7)} ${MODES[mode]}`);
    console.log(`\n  ${''.padEnd(22)} ${modes.map((m) => m.padStart(11)).join(' ')}   file/old`);
    for (const [label, show, value] of rows) {
      const ratio = value(results.old) > 0 ? `${f(value(results.file) / value(results.old), 3)}x` : '';
      console.log(`  ${label.padEnd(22)} ${modes.map((m) => show(results[m]).padStart(11)).join(' ')}   ${ratio}`);
    }
    const same = modes.every((m) => m === 'old' || results[m].answers === results.memory.answers);
    console.log(`\n  answers identical from memory, file and cache: ${same ? 'yes' : `NO (${modes.map((m) => `${m} ${results[m].answers.slice(0, 8)}`).join(', ')})`}`);
    if (!same) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [flag, arg, file] = process.argv.slice(2);
if (flag === '--child') {
  console.log(JSON.stringify(await child(arg as Mode, file)));
} else if (flag === '--write') {
  const { writeCityIndex } = await import('../src/astro/places/load.js');
  const started = performance.now();
  const bytes = writeCityIndex(arg);
  console.log(JSON.stringify({ ms: performance.now() - started, bytes: bytes.byteLength }));
} else if (flag === '--warm-cache') {
  const { loadCityIndex } = await import('../src/astro/places/load.js');
  console.log(JSON.stringify({ built: loadCityIndex().built }));
} else {
  await main();
}
