// A job worker in a process of its own, as `npm run worker` runs it: the real services built by
// compose() on the given database, the worker loop started, and nothing else. Tests start it
// with startWorkerProcess() and kill it with SIGKILL to see what a crash leaves behind.
//
// Run as a script (node --import tsx test/support/worker-process.ts) it reads:
//   DATABASE_URL, TEST_DB_SEARCH_PATH (a PostgreSQL schema), JOB_LEASE_MS, TELEGRAM_* ... as the service does;
//   HARNESS_JOB=hang|finish  adds a `test_block` job kind that never ends (hang) or ends at once (finish);
//   HARNESS_PACE_MS          the least time between two messages to one chat (none by default).
// It prints one line per event on stdout: `ready <worker id>`, `started <job id>`, `ran <job id>`.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface WorkerProcess {
  child: ChildProcess;
  /** Every stdout line so far. */
  lines: string[];
  /** Resolves with the first line (seen or to come) matching `pattern`. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

const SELF = fileURLToPath(import.meta.url);

export function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env, HARNESS_CHILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (m: RegExpMatchArray) => void }[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr = (stderr + String(chunk)).slice(-8000)));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const w of [...waiters]) {
      const m = line.match(w.pattern);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    waitForLine(pattern, timeoutMs = 60_000) {
      for (const line of lines) {
        const m = line.match(pattern);
        if (m) return Promise.resolve(m);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`worker process printed no ${pattern} line; stdout: ${lines.join(' | ')}; stderr: ${stderr}`)), timeoutMs);
        waiters.push({ pattern, resolve: (m) => (clearTimeout(timer), resolve(m)) });
        void exited.then((code) => {
          clearTimeout(timer);
          reject(new Error(`worker process exited (${code}) before printing ${pattern}; stderr: ${stderr}`));
        });
      });
    },
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

async function runChild(): Promise<void> {
  const [{ default: pino }, { systemClock }, { loadConfig }, { compose }, { Worker }, { openStore }, { buildGazetteer }, { BOT_INFO }] = await Promise.all([
    import('pino'),
    import('../../src/clock.js'),
    import('../../src/config.js'),
    import('../../src/compose.js'),
    import('../../src/jobs/worker.js'),
    import('../../src/store/database.js'),
    import('../../src/astro/places/gazetteer.js'),
    import('./fake-telegram-api.js'),
  ]);
  const config = loadConfig();
  const logger = pino({ level: config.logLevel }, pino.destination(2));
  const store = openStore(config.databaseUrl, { searchPath: process.env.TEST_DB_SEARCH_PATH || undefined });
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const mode = process.env.HARNESS_JOB;
  const services = await compose({
    config,
    store,
    clock: systemClock,
    logger,
    // These jobs compute no chart: an empty city index spares the child the seconds a full one takes.
    gazetteer: buildGazetteer(new Uint8Array(0), { timezoneAt: () => null }),
    telegram: { throttle: { perChatMinMs: Number(process.env.HARNESS_PACE_MS ?? 0), globalPerSecond: 1000 }, botInfo: BOT_INFO },
  });
  // The service's own job kinds, and with HARNESS_JOB a `test_block` kind of this harness.
  const testBlock = async (_payload: unknown, job: { id: number }) => {
    say(`started ${job.id}`);
    if (mode === 'hang') await new Promise(() => {});
    say(`ran ${job.id}`);
  };
  const worker = new Worker<Record<string, any>>(services.queue as never, { ...services.jobs, ...(mode ? { test_block: testBlock } : {}) }, logger, {
    pollMs: config.jobs.pollMs,
  });
  // Keeps the process alive while a `hang` job waits on nothing.
  setInterval(() => {}, 60_000);
  worker.start();
  say(`ready ${worker.id}`);
  process.on('SIGTERM', () => {
    void worker.stop().then(() => store.close()).then(() => process.exit(0));
  });
}

if (process.env.HARNESS_CHILD === '1' && process.argv[1] === SELF) {
  runChild().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
