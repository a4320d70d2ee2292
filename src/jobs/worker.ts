// The worker loop: claims due jobs one at a time and runs their handlers. It runs inside the web
// server by default and alone with `npm run worker`; any number of them can share one PostgreSQL.
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

export interface WorkerOptions {
  pollMs: number;
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
    this.wake?.();
  }

  /** Stops taking jobs and waits for the one running, if any. */
  async stop(): Promise<void> {
    const wasRunning = this.running;
    this.running = false;
    this.wake?.();
    await this.loop;
    if (this.beatTimer) clearInterval(this.beatTimer);
    this.beatTimer = null;
    if (wasRunning && this.options.heartbeats) await this.options.heartbeats.forget(this.id).catch(() => undefined);
  }

  /** Runs every due job until none is left; for tests and for a one-shot worker. */
  async drain(): Promise<number> {
    let ran = 0;
    while (await this.runOne()) ran++;
    return ran;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        await this.runPeriodic();
        const ran = await this.runOne();
        if (ran) continue;
      } catch (error) {
        this.logger.error({ err: error }, 'worker loop error');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
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

  private async runOne(): Promise<boolean> {
    const job = await this.queue.claim(this.id, Object.keys(this.jobs));
    if (!job) return false;
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
      return true;
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
    return true;
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
