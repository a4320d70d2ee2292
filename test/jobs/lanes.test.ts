// The worker's lanes on a real database: each lane runs up to its own number of jobs at once, and a
// lane whose slots are all busy holds back no other lane. The lanes' numbers come from the
// configuration, whose bad values stop the start with a message naming the variable.
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { Worker } from '../../src/jobs/worker.js';
import { Queries } from '../../src/store/queries/index.js';
import { TestClock } from '../support/clock.js';
import { testDatabases } from '../support/databases.js';

type TestJobs = Record<string, any>;
const silent = { info() {}, warn() {}, error() {} };

describe.each(testDatabases)('worker lanes on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>;
  let queue: JobQueue<TestJobs>;

  beforeAll(async () => {
    db = await database.create();
    queue = new JobQueue<TestJobs>(new Queries(db.store.db, db.store.dialect), new TestClock(), { leaseMs: 60_000 });
  });
  afterAll(async () => db?.dispose());

  it('runs up to a lane’s number of its jobs at once, and another lane’s jobs meanwhile', async () => {
    const q = new Queries(db.store.db);
    for (let i = 0; i < 5; i++) await queue.enqueue(q, 'slow', { i });
    await queue.enqueue(q, 'quick', {});
    let running = 0;
    let most = 0;
    const started: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let quickRan!: () => void;
    const quickDone = new Promise<void>((resolve) => (quickRan = resolve));
    const worker = new Worker(
      queue,
      {
        slow: async ({ i }: { i: number }) => {
          started.push(`slow ${i}`);
          most = Math.max(most, ++running);
          await released;
          running--;
        },
        quick: async () => {
          started.push('quick');
          quickRan();
        },
      },
      silent,
      { pollMs: 10, lanes: [{ name: 'slow', kinds: ['slow'], concurrency: 2 }] },
    );
    const drained = worker.drain();
    // Both slow slots are held by jobs that wait; the quick job, in a lane of its own, runs anyway.
    await quickDone;
    expect(worker.busy.slow).toBe(2);
    expect(started.filter((s) => s.startsWith('slow'))).toHaveLength(2);
    release();
    expect(await drained).toBe(6);
    expect(most).toBe(2);
    expect((await queue.list()).every((job) => job.done_at !== null)).toBe(true);
  });

  it('refuses a lane of no jobs at once', () => {
    expect(() => new Worker(queue, { slow: async () => {} }, silent, { pollMs: 10, lanes: [{ name: 'slow', kinds: ['slow'], concurrency: 0 }] })).toThrow(/concurrency must be a whole number of 1 or more/);
  });
});

describe('worker concurrency configuration', () => {
  const base = { NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:' };

  it('defaults to one reading per core but one, and 30 deliveries (Telegram’s messages a second across chats)', () => {
    expect(loadConfig(base).jobs.concurrency).toEqual({ generation: Math.max(1, availableParallelism() - 1), delivery: 30 });
  });

  it('reads each lane’s number', () => {
    expect(loadConfig({ ...base, WORKER_GENERATION_CONCURRENCY: '3', WORKER_DELIVERY_CONCURRENCY: ' 64 ' }).jobs.concurrency).toEqual({ generation: 3, delivery: 64 });
  });

  it.each(['0', '-2', '1.5', 'many', '1001', '2e3'])('stops the start on %j with a message naming the variable', (value) => {
    for (const name of ['WORKER_GENERATION_CONCURRENCY', 'WORKER_DELIVERY_CONCURRENCY']) {
      const load = () => loadConfig({ ...base, [name]: value });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(`${name} must be a whole number from 1 to 1000 (jobs at once in each worker process), not ${JSON.stringify(value)}`);
    }
  });
});
