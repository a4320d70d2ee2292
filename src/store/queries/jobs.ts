// The durable jobs' rows: the queue's own statements (src/jobs/queue.ts decides leases, backoff and
// give-up; these write them) and the operator's watch of jobs that wait for a worker.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import type { Database, JobRow } from '../schema.js';

export interface StuckJobRow {
  id: number;
  kind: string;
  /** JSON text. */
  payload: string;
  attempts: number;
  lastError: string | null;
  /** Since when it has been waiting for a worker: when it fell due, or when a dead worker's lease ran out. */
  waitingSince: number;
}

/** The run a worker holds: the job, the worker, and which attempt (a lease taken over is another). */
interface HeldRun {
  job: Pick<JobRow, 'id' | 'attempts'>;
  workerId: string;
}

export class JobQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** A new job, due at `runAt`, in whatever transaction these queries are bound to. */
  async insert(job: { kind: string; payload: string; runAt: number; maxAttempts: number; now: number }): Promise<void> {
    await this.db
      .insertInto('jobs')
      .values({ kind: job.kind, payload: job.payload, run_at: job.runAt, attempts: 0, max_attempts: job.maxAttempts, created_at: job.now })
      .execute();
  }

  /**
   * Locks the next due job of these kinds for `workerId` until `lockedUntil` and counts the attempt;
   * null when none is due. One statement: PostgreSQL skips rows another worker has locked, SQLite
   * has a single writer, so no job is ever handed to two workers.
   */
  async claim(workerId: string, kinds: readonly string[], now: number, lockedUntil: number): Promise<JobRow | null> {
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
      .set((eb) => ({ locked_by: workerId, locked_until: lockedUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', this.dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  /** Extends the lease of a run still held and not finished; false when the lock is gone. */
  async renew({ job, workerId }: HeldRun, lockedUntil: number): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ locked_until: lockedUntil })
      .where('id', '=', job.id)
      .where('locked_by', '=', workerId)
      .where('attempts', '=', job.attempts)
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks a held run done; false when the worker no longer holds it. */
  async complete({ job, workerId }: HeldRun, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ done_at: now, locked_by: null, locked_until: null })
      .where('id', '=', job.id)
      .where('locked_by', '=', workerId)
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Records a held run's error and releases it: due again at `retryAt`, or given up at `failedAt`.
   * False when the worker no longer holds it.
   */
  async fail({ job, workerId }: HeldRun, error: string, next: { retryAt: number } | { failedAt: number }): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ last_error: error, locked_by: null, locked_until: null, ...('failedAt' in next ? { failed_at: next.failedAt } : { run_at: next.retryAt }) })
      .where('id', '=', job.id)
      .where('locked_by', '=', workerId)
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Every job (of one kind when given), in the order they were queued. */
  async list(filter: { kind?: string } = {}): Promise<JobRow[]> {
    let query = this.db.selectFrom('jobs').selectAll().orderBy('id');
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    return query.execute();
  }

  /** When the earliest pending job is due; null when none is pending. */
  async nextDueAt(): Promise<number | null> {
    const row = await this.db
      .selectFrom('jobs')
      .select(sql<number>`min(run_at)`.as('next'))
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirst();
    return row?.next == null ? null : Number(row.next);
  }

  /**
   * Jobs waiting for a worker since `waitingBefore` or earlier, not alerted yet, oldest first: due and
   * not held by a live lease (never claimed, or claimed by a worker whose lease has run out). A job
   * running, however long, is not among them, nor one whose retry is not due yet.
   */
  async waitingSince(waitingBefore: number, now: number, limit: number): Promise<StuckJobRow[]> {
    const since = sql<number>`case when locked_until is not null and locked_until > run_at then locked_until else run_at end`;
    const rows = await this.db
      .selectFrom('jobs')
      .select(['id', 'kind', 'payload', 'attempts', 'last_error', since.as('waiting_since')])
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('stuck_alerted_at', 'is', null)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .where(since, '<=', waitingBefore)
      .orderBy('run_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: Number(row.id), kind: row.kind, payload: row.payload, attempts: row.attempts, lastError: row.last_error, waitingSince: Number(row.waiting_since) }));
  }

  /** Marks a job as alerted stuck; true for the one caller that marked it. */
  async markStuckAlerted(id: number, now: number): Promise<boolean> {
    const claimed = await this.db.updateTable('jobs').set({ stuck_alerted_at: now }).where('id', '=', id).where('stuck_alerted_at', 'is', null).executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }
}
