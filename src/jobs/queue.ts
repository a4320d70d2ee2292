// Durable jobs in the database. Enqueue inside the caller's transaction (the transactional outbox):
// the job exists exactly when the state change that caused it was committed.
import type { Clock } from '../clock.js';
import type { Queries } from '../store/queries/index.js';
import type { JobRow } from '../store/schema.js';

import type { JobPayloads } from './kinds.js';

/**
 * Runs inside the transaction that gives a job up for good, so whatever the give-up means for the
 * job's subject (an order moving to `failed`) commits together with it, or not at all. It may return
 * a function to run once that transaction has committed (an alert).
 */
export type GiveUpHook<T = unknown> = (q: Queries, payload: T, job: JobRow, error: string) => Promise<void | (() => Promise<void>)>;

interface JobQueueOptions {
  maxAttempts: number;
  /**
   * How long a claimed job stays locked without a heartbeat. The worker renews it every
   * `heartbeatMs` while the handler runs, so a worker that dies lets its job run again after at
   * most this long, however long the job itself takes.
   */
  leaseMs: number;
  /** How often a running job's lease is renewed; well under `leaseMs`. */
  heartbeatMs: number;
  /** First retry delay; doubled per attempt up to maxBackoffMs. */
  baseBackoffMs: number;
  maxBackoffMs: number;
}

const DEFAULT_QUEUE_OPTIONS: JobQueueOptions = {
  maxAttempts: 8,
  leaseMs: 30_000,
  heartbeatMs: 5_000,
  baseBackoffMs: 2_000,
  maxBackoffMs: 60 * 60_000,
};

/** Kinds and payloads of a queue: the service's own (JobPayloads), or a test's. */
export type PayloadMap = object;

export class JobQueue<P extends PayloadMap = JobPayloads> {
  readonly options: JobQueueOptions;

  constructor(
    private readonly queries: Queries,
    /** The queue's "now": leases, backoff, and the worker's periodic tasks all read it. */
    readonly clock: Clock,
    options: Partial<JobQueueOptions> = {},
  ) {
    const merged = { ...DEFAULT_QUEUE_OPTIONS, ...options };
    // A lease shorter than the default heartbeat (tests, or a short JOB_LEASE_MS) renews more often.
    if (options.heartbeatMs === undefined) merged.heartbeatMs = Math.min(merged.heartbeatMs, Math.max(1, Math.floor(merged.leaseMs / 3)));
    if (merged.heartbeatMs >= merged.leaseMs) throw new RangeError(`heartbeatMs (${merged.heartbeatMs}) must be shorter than leaseMs (${merged.leaseMs})`);
    this.options = merged;
  }

  /** Queues a job in `q`'s transaction (the transactional outbox): it exists exactly when the change that caused it commits. */
  async enqueue<K extends keyof P & string>(q: Queries, kind: K, payload: P[K], runAt?: number): Promise<void> {
    const now = this.clock.now();
    await q.jobs.insert({ kind, payload: JSON.stringify(payload), runAt: runAt ?? now, maxAttempts: this.options.maxAttempts, now });
  }

  /** Claims the next due job for `workerId`, or null; never the same run to two workers. */
  async claim(workerId: string, kinds: readonly string[]): Promise<JobRow | null> {
    if (kinds.length === 0) return null;
    const now = this.clock.now();
    return this.queries.jobs.claim(workerId, kinds, now, now + this.options.leaseMs);
  }

  /**
   * Extends the lease of a job this worker still holds (same worker, same attempt, not finished).
   * False when the lock is gone: the lease ran out and another worker took the job, or it finished.
   */
  renew(job: JobRow, workerId: string): Promise<boolean> {
    return this.queries.jobs.renew({ job, workerId }, this.clock.now() + this.options.leaseMs);
  }

  /** Marks this run done; a no-op (false) when the worker no longer holds the job. */
  complete(job: JobRow, workerId: string): Promise<boolean> {
    return this.queries.jobs.complete({ job, workerId }, this.clock.now());
  }

  /**
   * Records the error; schedules a retry with exponential backoff, or gives up and leaves it visible.
   * On give-up, `onGiveUp` runs in the same transaction. 'lost' when the worker no longer held the job.
   */
  async fail(job: JobRow, workerId: string, error: unknown, onGiveUp?: GiveUpHook): Promise<'retry' | 'gave_up' | 'lost'> {
    const now = this.clock.now();
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);
    const gaveUp = job.attempts >= job.max_attempts;
    const delay = Math.min(this.options.baseBackoffMs * 2 ** (job.attempts - 1), this.options.maxBackoffMs);
    const next = gaveUp ? { failedAt: now } : { retryAt: now + delay };
    if (!gaveUp || !onGiveUp) {
      if (!(await this.queries.jobs.fail({ job, workerId }, message, next))) return 'lost';
      return gaveUp ? 'gave_up' : 'retry';
    }
    let afterCommit: (() => Promise<void>) | undefined;
    const outcome = await this.queries.transaction(async (q) => {
      if (!(await q.jobs.fail({ job, workerId }, message, next))) return 'lost' as const;
      afterCommit = (await onGiveUp(q, JSON.parse(job.payload), job, message)) ?? undefined;
      return 'gave_up' as const;
    });
    if (afterCommit) await afterCommit();
    return outcome;
  }

  list(filter: { kind?: string } = {}): Promise<JobRow[]> {
    return this.queries.jobs.list(filter);
  }

  /** When the earliest pending job is due, so an idle worker knows how long it may sleep. */
  nextDueAt(): Promise<number | null> {
    return this.queries.jobs.nextDueAt();
  }
}
