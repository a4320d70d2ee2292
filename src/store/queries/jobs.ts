// The durable jobs' rows, as the operator's watch reads them (the queue itself is src/jobs/queue.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

export interface StuckJobRow {
  id: number;
  kind: string;
  /** JSON text. */
  payload: string;
  attempts: number;
  lastError: string | null;
  createdAt: number;
}

export class JobQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Jobs enqueued at or before `createdBefore`, neither done nor given up, and not alerted yet: oldest first. */
  async stuckSince(createdBefore: number, limit: number): Promise<StuckJobRow[]> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['id', 'kind', 'payload', 'attempts', 'last_error', 'created_at'])
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('stuck_alerted_at', 'is', null)
      .where('created_at', '<=', createdBefore)
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: Number(row.id), kind: row.kind, payload: row.payload, attempts: row.attempts, lastError: row.last_error, createdAt: Number(row.created_at) }));
  }

  /** Marks a job as alerted stuck; true for the one caller that marked it. */
  async markStuckAlerted(id: number, now: number): Promise<boolean> {
    const claimed = await this.db.updateTable('jobs').set({ stuck_alerted_at: now }).where('id', '=', id).where('stuck_alerted_at', 'is', null).executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }
}
