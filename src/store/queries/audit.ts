// The audit log's rows: every operator action, newest first.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

interface AuditRow {
  id: number;
  createdAt: number;
  actor: string;
  action: string;
  orderId: string | null;
  /** JSON text, or null. */
  before: string | null;
  after: string | null;
}

export class AuditQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds an entry; returns its id. */
  async insert(entry: Omit<AuditRow, 'id'>): Promise<number> {
    const row = await this.db
      .insertInto('audit_log')
      .values({ actor: entry.actor, action: entry.action, order_id: entry.orderId, before: entry.before, after: entry.after, created_at: entry.createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Clears what entries of an action on these orders kept before and after. */
  async clearDetails(orderIds: string[], action: string): Promise<void> {
    if (orderIds.length === 0) return;
    await this.db.updateTable('audit_log').set({ before: null, after: null }).where('order_id', 'in', orderIds).where('action', '=', action).execute();
  }

  /** Up to `limit` entries, newest first, older than the id `before` when given. */
  async list(filter: { orderId?: string; action?: string; before?: number; limit: number }): Promise<AuditRow[]> {
    let select = this.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(filter.limit);
    if (filter.orderId) select = select.where('order_id', '=', filter.orderId);
    if (filter.action) select = select.where('action', '=', filter.action);
    if (filter.before !== undefined) select = select.where('id', '<', filter.before);
    const rows = await select.execute();
    return rows.map((row) => ({
      id: Number(row.id),
      createdAt: Number(row.created_at),
      actor: row.actor,
      action: row.action,
      orderId: row.order_id,
      before: row.before,
      after: row.after,
    }));
  }
}
