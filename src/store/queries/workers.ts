// The job workers' heartbeats (worker_heartbeats): one row per running worker, refreshed while it
// lives, deleted when it stops cleanly.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

export class WorkerQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records that a worker is alive at `now`. */
  async beat(workerId: string, startedAt: number, now: number): Promise<void> {
    await this.db
      .insertInto('worker_heartbeats')
      .values({ worker_id: workerId, started_at: startedAt, beat_at: now })
      .onConflict((oc) => oc.column('worker_id').doUpdateSet({ beat_at: now }))
      .execute();
  }

  /** Removes the rows of workers last heard of before `before`. */
  async forgetSilentSince(before: number): Promise<void> {
    await this.db.deleteFrom('worker_heartbeats').where('beat_at', '<', before).execute();
  }

  async forget(workerId: string): Promise<void> {
    await this.db.deleteFrom('worker_heartbeats').where('worker_id', '=', workerId).execute();
  }

  /** The freshest beat of any worker; null when there is none. */
  async latestBeat(): Promise<number | null> {
    const row = await this.db
      .selectFrom('worker_heartbeats')
      .select((eb) => eb.fn.max('beat_at').as('latest'))
      .executeTakeFirst();
    return row?.latest == null ? null : Number(row.latest);
  }
}
