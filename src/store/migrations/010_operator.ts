import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

// What the operator needs to see and answer for: every status change of an order (and errors and
// owner changes the lifecycle records), the audit log of operator actions, a name folded for search
// (SQLite's lower() knows ASCII only, so "лебедева" would not find "Лебедева"), and the index the
// order list pages by.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigserial' : 'integer';
  await db.schema
    .createTable('order_events')
    .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('order_id', 'text', (c) => c.notNull())
    // status | error | owner
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('before', 'text') // JSON
    .addColumn('after', 'text') // JSON
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_order').on('audit_log').columns(['order_id', 'id']).execute();

  await db.schema.alterTable('orders').addColumn('name_folded', 'text', (c) => c.notNull().defaultTo('')).execute();
  const rows = await db.selectFrom('orders').select(['id', 'name']).where('name', '!=', '').execute();
  for (const row of rows as { id: string; name: string }[]) {
    await db.updateTable('orders').set({ name_folded: foldName(row.name) }).where('id', '=', row.id).execute();
  }
  await db.schema.createIndex('orders_created').on('orders').columns(['created_at', 'id']).execute();
}

/** The same folding as services/operator/search.ts, frozen here as migrations must be. */
function foldName(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}
