// The audit log: every operator action, who took it, when, on which order, and what it changed.
// Written inside the action's own transaction wherever the action has one, so an action and its
// record commit together or not at all.
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../store/schema.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { pageSize, type AuditAction, type AuditEntry, type AuditList, type AuditQuery } from './model.js';

/** The actor of requests made with the ADMIN_TOKEN bearer (the console names Telegram operators). */
export const ADMIN_TOKEN_ACTOR = 'admin-token';

export interface AuditRecord {
  actor: string;
  action: AuditAction;
  orderId: string | null;
  before: unknown;
  after: unknown;
}

export class AuditLog {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Records an action; returns the entry's id. */
  async record(db: Kysely<Database> | Transaction<Database>, entry: AuditRecord): Promise<number> {
    const row = await db
      .insertInto('audit_log')
      .values({
        actor: entry.actor,
        action: entry.action,
        order_id: entry.orderId,
        before: entry.before === undefined ? null : JSON.stringify(entry.before),
        after: entry.after === undefined ? null : JSON.stringify(entry.after),
        created_at: this.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Records what happened outside any transaction (a refusal: nothing changed to commit it with). */
  async note(entry: AuditRecord): Promise<number> {
    return this.record(this.db, entry);
  }

  /**
   * The orders' owner erased their account: a rebind's record keeps who did it and when, but not
   * the contacts and accounts it named.
   */
  async eraseOrderDetails(db: Kysely<Database> | Transaction<Database>, orderIds: string[]): Promise<void> {
    if (orderIds.length === 0) return;
    await db.updateTable('audit_log').set({ before: null, after: null }).where('order_id', 'in', orderIds).where('action', '=', 'rebind').execute();
  }

  async list(query: AuditQuery): Promise<AuditList> {
    const limit = pageSize(query.limit);
    let select = this.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit + 1);
    if (query.orderId) select = select.where('order_id', '=', query.orderId);
    if (query.action) select = select.where('action', '=', query.action);
    if (query.cursor) {
      const [before] = decodeCursor(query.cursor, ['number'] as const);
      select = select.where('id', '<', before);
    }
    const rows = await select.execute();
    const page = rows.slice(0, limit);
    const entries: AuditEntry[] = page.map((row) => ({
      id: Number(row.id),
      at: new Date(Number(row.created_at)).toISOString(),
      actor: row.actor,
      action: row.action as AuditAction,
      orderId: row.order_id,
      before: row.before === null ? null : JSON.parse(row.before),
      after: row.after === null ? null : JSON.parse(row.after),
    }));
    return { ok: true, entries, nextCursor: rows.length > limit ? encodeCursor([entries.at(-1)!.id]) : null };
  }
}
