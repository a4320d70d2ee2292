// Worker liveness in the database: a running worker refreshes its row every WORKER_BEAT_MS, and a
// web process that expects separate workers reads the freshest beat (its readiness check). Rows of
// workers that died without saying goodbye are swept after a day, so the table stays small.
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../store/schema.js';

/** How often a running worker says it is alive. */
export const WORKER_BEAT_MS = 10_000;

const FORGET_AFTER_MS = 86_400_000;

export class WorkerHeartbeats {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Records that `workerId` is alive now. */
  async beat(workerId: string, startedAt: number): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insertInto('worker_heartbeats')
      .values({ worker_id: workerId, started_at: startedAt, beat_at: now })
      .onConflict((oc) => oc.column('worker_id').doUpdateSet({ beat_at: now }))
      .execute();
    await this.db.deleteFrom('worker_heartbeats').where('beat_at', '<', now - FORGET_AFTER_MS).execute();
  }

  /** A worker that stops cleanly removes its row: it is not alive, and not merely late. */
  async forget(workerId: string): Promise<void> {
    await this.db.deleteFrom('worker_heartbeats').where('worker_id', '=', workerId).execute();
  }

  /** The freshest beat of any worker, epoch ms; null when no worker has ever beaten (or all stopped). */
  async latest(): Promise<number | null> {
    const row = await this.db
      .selectFrom('worker_heartbeats')
      .select((eb) => eb.fn.max('beat_at').as('latest'))
      .executeTakeFirst();
    return row?.latest == null ? null : Number(row.latest);
  }
}
