import type { Kysely } from 'kysely';

// Alerts that must reach the operator once, however many web processes watch: a job that takes too
// long is marked when its alert is claimed, and an ongoing condition (the worker being silent) holds
// a row in operator_alert_marks from its alert until it is over.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('stuck_alerted_at', 'bigint').execute();
  await db.schema
    .createTable('operator_alert_marks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
