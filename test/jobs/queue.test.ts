// The durable job queue on a real database: outbox semantics, retries, give-up, leases, restarts,
// and two workers on separate connections never running one job twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../src/jobs/queue.js';
import { Worker } from '../../src/jobs/worker.js';
import { openStore, type Store } from '../../src/store/database.js';
import { Queries } from '../../src/store/queries/index.js';
import { TestClock } from '../support/clock.js';
import { testDatabases } from '../support/databases.js';

/** The queue's own kinds are the service's; these tests make up their own. */
type TestJobs = Record<string, any>;

const silent = { info() {}, warn() {}, error() {} };

describe.each(testDatabases)('job queue on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>;
  let clock: TestClock;
  let queue: JobQueue<TestJobs>;
  const reopen = (): Store => openStore(db.url, { searchPath: db.searchPath });

  beforeAll(async () => {
    db = await database.create();
    clock = new TestClock();
    queue = new JobQueue<TestJobs>(new Queries(db.store.db, db.store.dialect), clock, { maxAttempts: 3, baseBackoffMs: 1000, leaseMs: 60_000 });
  });
  afterAll(async () => db?.dispose());

  const pending = async (kind: string) => (await queue.list({ kind })).filter((j) => j.done_at === null && j.failed_at === null);

  it('enqueues inside the caller transaction: a rollback leaves no job', async () => {
    await expect(
      new Queries(db.store.db).transaction(async (q) => {
        await queue.enqueue(q, 'rolled_back', { n: 1 });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await queue.list({ kind: 'rolled_back' })).toHaveLength(0);
    await new Queries(db.store.db).transaction((q) => queue.enqueue(q, 'committed', { n: 2 }));
    expect(await queue.list({ kind: 'committed' })).toHaveLength(1);
  });

  it('runs a due job once and marks it done', async () => {
    const seen: unknown[] = [];
    await queue.enqueue(new Queries(db.store.db), 'echo', { hello: 'world' });
    const worker = new Worker(queue, { echo: async (payload) => void seen.push(payload) }, silent, { pollMs: 10 });
    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual([{ hello: 'world' }]);
    const [job] = await queue.list({ kind: 'echo' });
    expect(job.done_at).toBe(clock.now());
    expect(job.attempts).toBe(1);
    expect(await worker.drain()).toBe(0);
  });

  it('does not run a job before its time', async () => {
    await queue.enqueue(new Queries(db.store.db), 'later', {}, clock.now() + 10_000);
    const worker = new Worker(queue, { later: async () => {} }, silent, { pollMs: 10 });
    expect(await worker.drain()).toBe(0);
    clock.advance(10_000);
    expect(await worker.drain()).toBe(1);
  });

  it('retries with exponential backoff, records errors, and gives up visibly', async () => {
    let calls = 0;
    await queue.enqueue(new Queries(db.store.db), 'flaky', {});
    const worker = new Worker(queue, { flaky: async () => { calls++; throw new Error(`boom ${calls}`); } }, silent, { pollMs: 10 });
    const start = clock.now();
    expect(await worker.drain()).toBe(1);
    let [job] = await queue.list({ kind: 'flaky' });
    expect(job).toMatchObject({ attempts: 1, last_error: 'Error: boom 1', run_at: start + 1000, failed_at: null, locked_by: null });
    clock.advance(1000);
    await worker.drain();
    [job] = await queue.list({ kind: 'flaky' });
    expect(job).toMatchObject({ attempts: 2, last_error: 'Error: boom 2', run_at: start + 1000 + 2000 });
    clock.advance(2000);
    await worker.drain();
    [job] = await queue.list({ kind: 'flaky' });
    expect(job).toMatchObject({ attempts: 3, last_error: 'Error: boom 3', failed_at: clock.now(), done_at: null });
    clock.advance(3_600_000);
    expect(await worker.drain()).toBe(0);
    expect(calls).toBe(3);
  });

  it('runs the give-up hook in the give-up transaction: both commit, or neither', async () => {
    const q = new JobQueue<TestJobs>(new Queries(db.store.db, db.store.dialect), clock, { maxAttempts: 1 });
    const marker = (key: string) => db.store.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    const after: string[] = [];
    await q.enqueue(new Queries(db.store.db), 'doomed', {});
    const worker = new Worker(q, {
      doomed: {
        run: async () => { throw new Error('never works'); },
        onGiveUp: async (q, _payload, job, error) => {
          await q.settings.put(`gave_up_${job.id}`, JSON.stringify(error), clock.now());
          return async () => void after.push(`alert ${job.id}`);
        },
      },
    }, silent, { pollMs: 10 });
    expect(await worker.drain()).toBe(1);
    const [job] = await q.list({ kind: 'doomed' });
    expect(job.failed_at).toBe(clock.now());
    expect(await marker(`gave_up_${job.id}`)).toEqual({ value: JSON.stringify('Error: never works') });
    expect(after).toEqual([`alert ${job.id}`]);

    // A hook that fails rolls the give-up back with it: the job is neither failed nor released.
    await q.enqueue(new Queries(db.store.db), 'doomed_twice', {});
    const claimed = (await q.claim('w1', ['doomed_twice']))!;
    await expect(
      q.fail(claimed, 'w1', new Error('boom'), async (queries) => {
        await queries.settings.put(`gave_up_${claimed.id}`, '"x"', clock.now());
        throw new Error('hook failed');
      }),
    ).rejects.toThrow('hook failed');
    expect((await q.list({ kind: 'doomed_twice' }))[0]).toMatchObject({ failed_at: null, locked_by: 'w1', last_error: null });
    expect(await marker(`gave_up_${claimed.id}`)).toBeUndefined();
  });

  it('hands a job whose worker died to another worker after the lease', async () => {
    await queue.enqueue(new Queries(db.store.db), 'orphan', {});
    const claimed = await queue.claim('dead-worker', ['orphan']);
    expect(claimed).not.toBeNull();
    expect(await queue.claim('other', ['orphan'])).toBeNull();
    clock.advance(60_001);
    const again = await queue.claim('other', ['orphan']);
    expect(again?.id).toBe(claimed!.id);
    expect(again?.attempts).toBe(2);
    await queue.complete(again!, 'other');
    // The dead worker's late completion must not touch a job it no longer holds.
    await queue.fail(claimed!, 'dead-worker', new Error('late'));
    expect((await queue.list({ kind: 'orphan' }))[0]).toMatchObject({ last_error: null, done_at: clock.now() });
  });

  it('runs a job enqueued before a restart after it', async () => {
    const first = reopen();
    const q1 = new JobQueue<TestJobs>(new Queries(first.db, first.dialect), clock);
    await q1.enqueue(new Queries(first.db), 'survivor', { id: 7 });
    await first.close();

    const second = reopen();
    const seen: unknown[] = [];
    const worker = new Worker(new JobQueue<TestJobs>(new Queries(second.db, second.dialect), clock), { survivor: async (p) => void seen.push(p) }, silent, { pollMs: 10 });
    worker.start();
    await waitFor(() => seen.length === 1);
    await worker.stop();
    await second.close();
    expect(seen).toEqual([{ id: 7 }]);
  });

  it('never runs one job twice with two workers on separate connections', async () => {
    const total = 150;
    await new Queries(db.store.db).transaction(async (q) => {
      for (let i = 0; i < total; i++) await queue.enqueue(q, 'race', { i });
    });
    const runs: number[] = [];
    const stores = [reopen(), reopen()];
    const workers = stores.map(
      (s) =>
        new Worker(new JobQueue<TestJobs>(new Queries(s.db, s.dialect), clock), {
          race: async (p) => {
            runs.push(p.i);
            await new Promise((r) => setImmediate(r));
          },
        }, silent, { pollMs: 5 }),
    );
    await Promise.all(workers.map((w) => w.drain()));
    await Promise.all(stores.map((s) => s.close()));
    expect(runs).toHaveLength(total);
    expect(new Set(runs).size).toBe(total);
    expect(await pending('race')).toHaveLength(0);
  });

  it('renews a running job\'s lease by heartbeat, so no other worker takes it however long it runs', async () => {
    const lease = 300;
    const q = new JobQueue<TestJobs>(new Queries(db.store.db, db.store.dialect), clock, { leaseMs: lease, heartbeatMs: 10 });
    await q.enqueue(new Queries(db.store.db), 'long', {});
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let started = false;
    const worker = new Worker(q, { long: async () => { started = true; await released; } }, silent, { pollMs: 10 });
    const running = worker.drain();
    await waitFor(() => started);
    const [claimed] = await q.list({ kind: 'long' });
    // Ten leases pass on the queue's clock; each time the heartbeat moves locked_until on with it.
    for (let i = 0; i < 10; i++) {
      clock.advance(lease);
      const now = clock.now();
      await waitForAsync(async () => Number((await q.list({ kind: 'long' }))[0].locked_until) === now + lease);
      expect(await q.claim('other-worker', ['long'])).toBeNull();
    }
    release();
    expect(await running).toBe(1);
    const [done] = await q.list({ kind: 'long' });
    expect(done).toMatchObject({ attempts: claimed.attempts, locked_by: null, last_error: null });
    expect(done.done_at).not.toBeNull();
  });

  it('stops renewing and discards its run when another worker took the job over', async () => {
    const q = new JobQueue<TestJobs>(new Queries(db.store.db, db.store.dialect), clock, { leaseMs: 300, heartbeatMs: 10 });
    await q.enqueue(new Queries(db.store.db), 'stolen', {});
    let sawAbort = false;
    const warnings: string[] = [];
    const logger = { ...silent, warn: (_: object, msg?: string) => void warnings.push(msg ?? '') };
    let started = false;
    const worker = new Worker(q, {
      stolen: async (_payload, _job, signal) => {
        started = true;
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
        sawAbort = true;
      },
    }, logger, { pollMs: 10 });
    const running = worker.drain();
    await waitFor(() => started);
    // This worker stalled past its lease and another claimed the job (attempt 2) meanwhile: what
    // claim() writes, written directly so that no heartbeat can slip in between.
    const [mine] = await q.list({ kind: 'stolen' });
    await db.store.db.updateTable('jobs').set({ locked_by: 'other-worker', attempts: 2, locked_until: clock.now() + 300 }).where('id', '=', mine.id).execute();
    const [other] = await q.list({ kind: 'stolen' });
    expect(await running).toBe(1);
    expect(sawAbort).toBe(true);
    expect(warnings.some((w) => w.includes('lease lost'))).toBe(true);
    // The first worker neither completed nor failed the other worker's run.
    expect((await q.list({ kind: 'stolen' }))[0]).toMatchObject({ locked_by: 'other-worker', done_at: null, failed_at: null, last_error: null });
    expect(await q.renew(mine, mine.locked_by!)).toBe(false);
    expect(await q.renew(other, 'other-worker')).toBe(true);
    expect(await q.renew({ ...other, attempts: 1 }, 'other-worker')).toBe(false);
    expect(await q.complete(other, 'other-worker')).toBe(true);
    expect(await q.renew(other, 'other-worker')).toBe(false);
  });

  it('runs periodic tasks by the injected clock', async () => {
    const runs: string[] = [];
    const worker = new Worker(queue, {}, silent, {
      pollMs: 10,
      periodic: [
        { everyMs: 60_000, run: async () => void runs.push('minute') },
        { everyMs: 3_600_000, run: async () => void runs.push('hour') },
      ],
    });
    expect(await worker.runDuePeriodic()).toBe(2);
    expect(await worker.runDuePeriodic()).toBe(0);
    clock.advance(59_999);
    expect(await worker.runDuePeriodic()).toBe(0);
    clock.advance(1);
    expect(await worker.runDuePeriodic()).toBe(1);
    clock.advance(3_540_000);
    expect(await worker.runDuePeriodic()).toBe(2);
    expect(runs).toEqual(['minute', 'hour', 'minute', 'minute', 'hour']);
    // The running loop runs them too, on the same clock.
    worker.start();
    clock.advance(60_000);
    worker.poke();
    await waitFor(() => runs.length === 6);
    await worker.stop();
    expect(runs.at(-1)).toBe('minute');
  });

  it('finishes the running job when stopped', async () => {
    let finished = false;
    let started!: () => void;
    const startedPromise = new Promise<void>((r) => (started = r));
    await queue.enqueue(new Queries(db.store.db), 'slow', {});
    const worker = new Worker(queue, {
      slow: async () => {
        started();
        await new Promise((r) => setTimeout(r, 150));
        finished = true;
      },
    }, silent, { pollMs: 10 });
    worker.start();
    await startedPromise;
    await worker.stop();
    expect(finished).toBe(true);
    expect((await queue.list({ kind: 'slow' }))[0].done_at).not.toBeNull();
  });
});

async function waitForAsync(predicate: () => Promise<boolean>, timeoutMs = 5000) {
  const start = Date.now();
  while (!(await predicate())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function waitFor(predicate: () => boolean, timeoutMs = 5000) {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
