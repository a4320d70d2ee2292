// The worker loop: claims due jobs and runs their handlers, several at once in lanes (a lane is a
// set of job kinds with its own number of jobs at once, WorkerOptions.lanes). It runs inside the web
// server by default and alone with `npm run worker`; any number of them can share one PostgreSQL.
//
// One loop claims for every lane: it claims while a lane has a free slot and a due job, then sleeps
// until a job ends, work is enqueued in this process, or pollMs passes. So an idle worker asks the
// database once per lane per poll, however many slots its lanes have.
//
// While a handler runs, a heartbeat renews the job's short lease (JobQueue.options.leaseMs, 30 s by
// default) every heartbeatMs. A worker killed mid-job stops renewing, so another worker takes the job
// within one lease. If a renewal finds the lock gone (this worker stalled past its lease and another
// took over), the handler's AbortSignal fires and the worker neither completes nor fails that run:
// the other worker's run is the one that counts.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { JobRow } from '../store/schema.js';
import { WORKER_BEAT_MS, type WorkerHeartbeats } from './heartbeats.js';
import type { JobPayloads } from './kinds.js';
import type { GiveUpHook, JobQueue, PayloadMap } from './queue.js';

/** Runs one job. `signal` aborts when this worker lost the job's lease to another worker. */
export type JobHandler<T = unknown> = (payload: T, job: JobRow, signal: AbortSignal) => Promise<void>;

/** A handler with what to do, in the give-up transaction, when its job fails for good. */
export interface JobDefinition<T = unknown> {
  run: JobHandler<T>;
  onGiveUp?: GiveUpHook<T>;
}

/** One handler for every kind of the map: the compiler refuses a missing or misspelt one. */
export type JobHandlers<P extends PayloadMap = JobPayloads> = { [K in keyof P]: JobHandler<P[K]> | JobDefinition<P[K]> };

export interface WorkerLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Job kinds that share a number of slots: at most `concurrency` of them run at once in this worker. */
export interface WorkerLane {
  name: string;
  kinds: readonly string[];
  concurrency: number;
}

export interface WorkerOptions {
  pollMs: number;
  /** The lanes; kinds with a handler and no lane run one at a time in a lane of their own. */
  lanes?: WorkerLane[];
  /** Housekeeping that runs at most once per interval (expiring unpaid orders). */
  periodic?: { everyMs: number; run: () => Promise<void> }[];
  /** Where a started worker says it is alive, every WORKER_BEAT_MS (readiness of a web process that relies on it). */
  heartbeats?: WorkerHeartbeats;
}

export class Worker<P extends PayloadMap = JobPayloads> {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  /** A nudge that came while the loop was not asleep: its next sleep returns at once. */
  private nudged = false;
  private readonly lanes: (WorkerLane & { runs: Set<Promise<void>> })[];
  /** Runs ended so far (drain tells by it whether a slot came free while it was claiming). */
  private ended = 0;
  private readonly lastPeriodic = new Map<number, number>();
  private readonly jobs: Record<string, JobDefinition>;
  private beatTimer: ReturnType<typeof setInterval> | null = null;
  private startedAt = 0;

  constructor(
    private readonly queue: JobQueue<P>,
    handlers: JobHandlers<P>,
    private readonly logger: WorkerLogger,
    private readonly options: WorkerOptions,
  ) {
    this.jobs = Object.fromEntries(
      Object.entries(handlers as Record<string, JobHandler | JobDefinition>).map(([kind, h]) => [kind, typeof h === 'function' ? { run: h } : h]),
    );
    const lanes = (options.lanes ?? []).map((lane) => ({ ...lane, kinds: lane.kinds.filter((kind) => kind in this.jobs) }));
    for (const lane of lanes) {
      if (!Number.isInteger(lane.concurrency) || lane.concurrency < 1) throw new RangeError(`lane ${lane.name}: concurrency must be a whole number of 1 or more, not ${lane.concurrency}`);
    }
    const laned = new Set(lanes.flatMap((lane) => lane.kinds));
    const rest = Object.keys(this.jobs).filter((kind) => !laned.has(kind));
    if (rest.length > 0) lanes.push({ name: 'other', kinds: rest, concurrency: 1 });
    this.lanes = lanes.filter((lane) => lane.kinds.length > 0).map((lane) => ({ ...lane, runs: new Set<Promise<void>>() }));
  }

  /** Jobs running now in each lane, by lane name. */
  get busy(): Record<string, number> {
    return Object.fromEntries(this.lanes.map((lane) => [lane.name, lane.runs.size]));
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
    if (this.options.heartbeats) {
      this.startedAt = this.queue.clock.now();
      // On a timer of its own, not in the loop: a long job must not make a live worker look dead.
      void this.beat();
      this.beatTimer = setInterval(() => void this.beat(), WORKER_BEAT_MS);
      this.beatTimer.unref?.();
    }
  }

  /** Records that this worker is alive (the timer calls it; tests call it on their own clock). */
  async beat(): Promise<void> {
    try {
      await this.options.heartbeats?.beat(this.id, this.startedAt || this.queue.clock.now());
    } catch (error) {
      this.logger.warn({ worker: this.id, err: error }, 'worker heartbeat not recorded');
    }
  }

  /** Asks an idle worker to look for work now (after an enqueue in this process). */
  poke(): void {
    this.nudged = true;
    this.wake?.();
  }

  /** Stops taking jobs and waits for those running. */
  async stop(): Promise<void> {
    const wasRunning = this.running;
    this.running = false;
    this.poke();
    await this.loop;
    await Promise.all(this.lanes.flatMap((lane) => [...lane.runs]));
    if (this.beatTimer) clearInterval(this.beatTimer);
    this.beatTimer = null;
    if (wasRunning && this.options.heartbeats) await this.options.heartbeats.forget(this.id).catch(() => undefined);
  }

  /** Runs every due job until none is left, as many at once as the lanes allow; for tests and for a one-shot worker. */
  async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const ended = this.ended;
      ran += await this.fill();
      const runs = this.lanes.flatMap((lane) => [...lane.runs]);
      if (runs.length > 0) await Promise.race(runs);
      // Done when nothing runs and no slot came free while filling (a full lane was passed over).
      else if (this.ended === ended) return ran;
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        await this.runPeriodic();
        if ((await this.fill()) > 0) continue;
      } catch (error) {
        this.logger.error({ err: error }, 'worker loop error');
      }
      if (this.nudged) {
        this.nudged = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
      this.nudged = false;
    }
  }

  /** Claims due jobs into every lane's free slots and starts them; returns how many it started. */
  private async fill(): Promise<number> {
    let started = 0;
    for (const lane of this.lanes) {
      while (lane.runs.size < lane.concurrency) {
        const job = await this.queue.claim(this.id, lane.kinds);
        if (!job) break;
        const run: Promise<void> = this.runClaimed(job)
          .catch((error: unknown) => this.logger.error({ jobId: job.id, kind: job.kind, err: error }, 'job run error'))
          .finally(() => {
            lane.runs.delete(run);
            this.ended++;
            // A free slot: the loop looks for work again.
            this.poke();
          });
        lane.runs.add(run);
        started++;
      }
    }
    return started;
  }

  private async runPeriodic(): Promise<void> {
    await this.runDuePeriodic();
  }

  /**
   * Runs the periodic tasks whose interval has passed on the queue's clock (the injected one, so
   * tests drive them); returns how many ran. The loop calls it before each look for work.
   */
  async runDuePeriodic(): Promise<number> {
    const now = this.queue.clock.now();
    let ran = 0;
    for (const [index, task] of (this.options.periodic ?? []).entries()) {
      const last = this.lastPeriodic.get(index);
      if (last !== undefined && now - last < task.everyMs) continue;
      this.lastPeriodic.set(index, now);
      ran++;
      await task.run();
    }
    return ran;
  }

  /** Runs a job this worker claimed, then completes or fails it. */
  private async runClaimed(job: JobRow): Promise<void> {
    const definition = this.jobs[job.kind];
    // Every line about a job names what it concerns (the order, the refund), so one grep finds an order's story.
    const log = { jobId: job.id, kind: job.kind, attempt: job.attempts, ...subjectOf(job.payload) };
    const heartbeat = this.startHeartbeat(job, log);
    let failure: { error: unknown } | null = null;
    try {
      await definition.run(JSON.parse(job.payload), job, heartbeat.signal);
    } catch (error) {
      failure = { error };
    } finally {
      await heartbeat.stop();
    }
    if (heartbeat.signal.aborted) {
      // Another worker holds this job now; its run decides the outcome.
      this.logger.warn({ ...log, ...(failure ? { err: failure.error } : {}) }, 'job lease lost: result of this run discarded');
      return;
    }
    if (!failure) {
      const completed = await this.queue.complete(job, this.id);
      if (completed) this.logger.info(log, 'job done');
      else this.logger.warn(log, 'job lease lost before completion: result of this run discarded');
    } else {
      const outcome = await this.queue.fail(job, this.id, failure.error, definition.onGiveUp);
      const level = outcome === 'gave_up' ? 'error' : 'warn';
      this.logger[level]({ ...log, outcome, err: failure.error }, outcome === 'gave_up' ? 'job gave up' : 'job failed');
    }
  }

  /** Renews the job's lease every heartbeatMs until stopped; aborts the signal if the lock is gone. */
  private startHeartbeat(job: JobRow, log: object): { signal: AbortSignal; stop: () => Promise<void> } {
    const controller = new AbortController();
    let renewing: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      renewing = renewing.then(async () => {
        if (controller.signal.aborted) return;
        try {
          if (!(await this.queue.renew(job, this.id))) controller.abort(new Error(`job ${job.id} lease lost`));
        } catch (error) {
          // A database hiccup: the next beat tries again; the lease has room for a few misses.
          this.logger.warn({ ...log, err: error }, 'job lease renewal failed');
        }
      });
    }, this.queue.options.heartbeatMs);
    timer.unref?.();
    return {
      signal: controller.signal,
      stop: async () => {
        clearInterval(timer);
        await renewing;
      },
    };
  }
}

/** The ids a job's payload names (orderId, refundId), for its log lines; a payload that does not parse names none. */
function subjectOf(json: string): Record<string, string> {
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof payload !== 'object' || payload === null) return {};
  const out: Record<string, string> = {};
  for (const key of ['orderId', 'refundId'] as const) {
    const value = (payload as Record<string, unknown>)[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}
