// Durable jobs in the database. Enqueue inside the caller's transaction (the transactional outbox):
// the job exists exactly when the state change that caused it was committed.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Clock } from '../clock.js';
import type { DialectName } from '../store/database.js';
import type { Database, JobRow } from '../store/schema.js';

import type { JobPayloads } from './kinds.js';

/**
 * Runs inside the transaction that gives a job up for good, so whatever the give-up means for the
 * job's subject (an order moving to `failed`) commits together with it, or not at all. It may return
 * a function to run once that transaction has committed (an alert).
 */
export type GiveUpHook<T = unknown> = (trx: Transaction<Database>, payload: T, job: JobRow, error: string) => Promise<void | (() => Promise<void>)>;

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
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
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

  async enqueue<K extends keyof P & string>(trx: Kysely<Database> | Transaction<Database>, kind: K, payload: P[K], runAt?: number): Promise<void> {
    const now = this.clock.now();
    await trx
      .insertInto('jobs')
      .values({ kind, payload: JSON.stringify(payload), run_at: runAt ?? now, attempts: 0, max_attempts: this.options.maxAttempts, created_at: now })
      .execute();
  }

  /**
   * Claims the next due job for `workerId`, or null. One statement: PostgreSQL skips rows another
   * worker has locked, SQLite has a single writer, so no job is ever handed to two workers.
   */
  async claim(workerId: string, kinds: readonly string[]): Promise<JobRow | null> {
    if (kinds.length === 0) return null;
    const now = this.clock.now();
    const due = this.db
      .selectFrom('jobs')
      .select('id')
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('run_at', '<=', now)
      .where('kind', 'in', kinds)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('run_at')
      .orderBy('id')
      .limit(1);
    const row = await this.db
      .updateTable('jobs')
      .set((eb) => ({ locked_by: workerId, locked_until: now + this.options.leaseMs, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', this.dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Extends the lease of a job this worker still holds (same worker, same attempt, not finished).
   * False when the lock is gone: the lease ran out and another worker took the job, or it finished.
   */
  async renew(job: JobRow, workerId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ locked_until: this.clock.now() + this.options.leaseMs })
      .where('id', '=', job.id)
      .where('locked_by', '=', workerId)
      .where('attempts', '=', job.attempts)
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks this run done; a no-op (false) when the worker no longer holds the job. */
  async complete(job: JobRow, workerId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ done_at: this.clock.now(), locked_by: null, locked_until: null })
      .where('id', '=', job.id)
      .where('locked_by', '=', workerId)
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
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
    const update = (db: Kysely<Database>) =>
      db
        .updateTable('jobs')
        .set({
          last_error: message,
          locked_by: null,
          locked_until: null,
          ...(gaveUp ? { failed_at: now } : { run_at: now + delay }),
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', workerId)
        .where('attempts', '=', job.attempts)
        .executeTakeFirst();
    if (!gaveUp || !onGiveUp) {
      const result = await update(this.db);
      if (Number(result.numUpdatedRows) !== 1) return 'lost';
      return gaveUp ? 'gave_up' : 'retry';
    }
    let afterCommit: (() => Promise<void>) | undefined;
    const outcome = await this.db.transaction().execute(async (trx) => {
      const result = await update(trx);
      if (Number(result.numUpdatedRows) !== 1) return 'lost' as const;
      afterCommit = (await onGiveUp(trx, JSON.parse(job.payload), job, message)) ?? undefined;
      return 'gave_up' as const;
    });
    if (afterCommit) await afterCommit();
    return outcome;
  }

  async list(filter: { kind?: string } = {}): Promise<JobRow[]> {
    let query = this.db.selectFrom('jobs').selectAll().orderBy('id');
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    return query.execute();
  }

  /** When the earliest pending job is due, so an idle worker knows how long it may sleep. */
  async nextDueAt(): Promise<number | null> {
    const row = await this.db
      .selectFrom('jobs')
      .select(sql<number>`min(run_at)`.as('next'))
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirst();
    return row?.next == null ? null : Number(row.next);
  }
}
