import type { Kysely } from 'kysely';

// Job workers say they are alive: each running worker keeps one row, its beat refreshed on a timer
// (src/jobs/heartbeats.ts). A web process that leaves the jobs to separate workers reads the
// freshest beat for its readiness check.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('worker_heartbeats')
    .addColumn('worker_id', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('beat_at', 'bigint', (c) => c.notNull())
    .execute();
}
