// Durable jobs in the database. Enqueue inside the caller's transaction (the transactional outbox):
// the job exists exactly when the state change that caused it was committed.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Clock } from '../clock.js';
import type { DialectName } from '../store/database.js';
import type { Database, JobRow } from '../store/schema.js';

export type JobKind = 'generate_reading' | 'deliver_reading' | (string & {});

export interface JobQueueOptions {
  maxAttempts: number;
  /** How long a claimed job stays locked; a worker that dies lets it run again after this. */
  leaseMs: number;
  /** First retry delay; doubled per attempt up to maxBackoffMs. */
  baseBackoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_QUEUE_OPTIONS: JobQueueOptions = { maxAttempts: 8, leaseMs: 5 * 60_000, baseBackoffMs: 2_000, maxBackoffMs: 60 * 60_000 };

export class JobQueue {
  readonly options: JobQueueOptions;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly clock: Clock,
    options: Partial<JobQueueOptions> = {},
  ) {
    this.options = { ...DEFAULT_QUEUE_OPTIONS, ...options };
  }

  async enqueue(trx: Kysely<Database> | Transaction<Database>, kind: JobKind, payload: unknown, runAt?: number): Promise<void> {
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

  async complete(job: JobRow, workerId: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ done_at: this.clock.now(), locked_by: null, locked_until: null })
      .where('id', '=', job.id)
      .where('locked_by', '=', workerId)
      .execute();
  }

  /** Records the error; schedules a retry with exponential backoff, or gives up and leaves it visible. */
  async fail(job: JobRow, workerId: string, error: unknown): Promise<'retry' | 'gave_up'> {
    const now = this.clock.now();
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);
    const gaveUp = job.attempts >= job.max_attempts;
    const delay = Math.min(this.options.baseBackoffMs * 2 ** (job.attempts - 1), this.options.maxBackoffMs);
    await this.db
      .updateTable('jobs')
      .set({
        last_error: message,
        locked_by: null,
        locked_until: null,
        ...(gaveUp ? { failed_at: now } : { run_at: now + delay }),
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', workerId)
      .execute();
    return gaveUp ? 'gave_up' : 'retry';
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
