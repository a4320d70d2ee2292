// The audit log: every operator action, who took it, when, on which order, and what it changed.
// Written inside the action's own transaction wherever the action has one, so an action and its
// record commit together or not at all.
import type { Clock } from '../../clock.js';
import type { Queries } from '../../store/queries/index.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { pageSize, type AuditAction, type AuditEntry, type AuditList, type AuditQuery } from './model.js';

/** The actor of requests made with the ADMIN_TOKEN bearer (the console names Telegram operators). */
export const ADMIN_TOKEN_ACTOR = 'admin-token';

interface AuditRecord {
  actor: string;
  action: AuditAction;
  orderId: string | null;
  before: unknown;
  after: unknown;
}

export class AuditLog {
  constructor(
    private readonly queries: Queries,
    private readonly clock: Clock,
  ) {}

  /** Records an action in the action's unit of work (`q`); returns the entry's id. */
  async record(q: Queries, entry: AuditRecord): Promise<number> {
    return q.audit.insert({
      actor: entry.actor,
      action: entry.action,
      orderId: entry.orderId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      createdAt: this.clock.now(),
    });
  }

  /** Records what happened outside any transaction (a refusal: nothing changed to commit it with). */
  async note(entry: AuditRecord): Promise<number> {
    return this.record(this.queries, entry);
  }

  /**
   * The orders' owner erased their account: a rebind's record keeps who did it and when, but not
   * the contacts and accounts it named.
   */
  async eraseOrderDetails(q: Queries, orderIds: string[]): Promise<void> {
    await q.audit.clearDetails(orderIds, 'rebind');
  }

  async list(query: AuditQuery): Promise<AuditList> {
    const limit = pageSize(query.limit);
    const before = query.cursor ? decodeCursor(query.cursor, ['number'] as const)[0] : undefined;
    const rows = await this.queries.audit.list({ orderId: query.orderId, action: query.action, before, limit: limit + 1 });
    const page = rows.slice(0, limit);
    const entries: AuditEntry[] = page.map((row) => ({
      id: row.id,
      at: new Date(row.createdAt).toISOString(),
      actor: row.actor,
      action: row.action as AuditAction,
      orderId: row.orderId,
      before: row.before === null ? null : JSON.parse(row.before),
      after: row.after === null ? null : JSON.parse(row.after),
    }));
    return { ok: true, entries, nextCursor: rows.length > limit ? encodeCursor([entries.at(-1)!.id]) : null };
  }
}
