// Orders and their events. The statements that write an order's status or owner are called by the
// order lifecycle only (src/services/orders/lifecycle.ts decides which move is allowed; these write
// it with its `order_events` row); the rest read orders for the services and pages.
import type { Kysely, Updateable } from 'kysely';
import type { Database, OrderRow, OrdersTable, OrderStatus } from '../schema.js';
import { MultiRowInsert } from '../multi-row-insert.js';
import type { NewOrder } from '../schema.js';

/** Columns that change with a status move: its timestamps and the error kept for the operator. */
export type MoveChanges = Pick<Updateable<OrdersTable>, 'paid_at' | 'ready_at' | 'delivered_at' | 'last_error' | 'owner_chat_id'>;

/** The contact columns for a Telegram username (without @): as shown, and as matched. */
const contactColumns = (username: string) => ({ contact: `@${username}`, contact_normalized: username.toLowerCase() });

export class OrderQueries {
  private readonly newOrders: MultiRowInsert<'orders'>;

  constructor(private readonly db: Kysely<Database>) {
    this.newOrders = new MultiRowInsert(db, 'orders');
  }

  async byId(orderId: string): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  }

  /** The user's orders still to be given a chat: those without one, and undeliverable ones (their chat failed). */
  async awaitingChatOf(userId: string): Promise<OrderRow[]> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('owner_user_id', '=', userId)
      .where((eb) => eb.or([eb('owner_chat_id', 'is', null), eb('status', '=', 'undeliverable')]))
      .execute();
  }

  /** The order an idempotency key (already scoped to its client) created, with its request's hash. */
  async byIdempotencyKey(key: string): Promise<{ id: string; request_hash: string | null } | undefined> {
    return this.db.selectFrom('orders').select(['id', 'request_hash']).where('idempotency_key', '=', key).executeTakeFirst();
  }

  /** The order a bot link sent before migration 005 names, by the hash of its start token. */
  async byLegacyStartToken(tokenHash: string): Promise<string | null> {
    const legacy = await this.db.selectFrom('legacy_start_tokens').select('order_id').where('token_hash', '=', tokenHash).executeTakeFirst();
    return legacy?.order_id ?? null;
  }

  /** One multi-row INSERT of new orders, compiled once per shape (for the group commit). */
  insertStatement(rows: readonly NewOrder[]) {
    return this.newOrders.compile(rows);
  }

  /**
   * `from` → `to` with the move's columns and its `order_events` row, if the order is in `from`;
   * false (nothing written) when it is not. Conditional, so of two racing moves at most one wins.
   */
  async moveStatus(orderId: string, from: OrderStatus, to: OrderStatus, changes: MoveChanges, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('orders')
      .set({ ...changes, status: to, updated_at: now })
      .where('id', '=', orderId)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await this.db.insertInto('order_events').values({ order_id: orderId, type: 'status', from_status: from, to_status: to, detail: null, created_at: now }).execute();
    return true;
  }

  /** Every order in `from` whose `expires_at` has passed moves to `to`, each with its event; returns how many. */
  async moveDue(from: OrderStatus, to: OrderStatus, now: number): Promise<number> {
    const rows = await this.db.updateTable('orders').set({ status: to, updated_at: now }).where('status', '=', from).where('expires_at', '<=', now).returning('id').execute();
    if (rows.length > 0) {
      await this.db
        .insertInto('order_events')
        .values(rows.map((row) => ({ order_id: row.id, type: 'status' as const, from_status: from, to_status: to, detail: null, created_at: now })))
        .execute();
    }
    return rows.length;
  }

  /** The owner, if nobody owns the order yet (and the contact, when given); false when someone does. */
  async bindOwner(orderId: string, userId: string, contact: string | undefined, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('orders')
      .set({ owner_user_id: userId, ...(contact ? contactColumns(contact) : {}), updated_at: now })
      .where('id', '=', orderId)
      .where('owner_user_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Paid orders (in `paidStatuses`) nobody owns, placed for this username, become the user's; their ids. */
  async bindPaidByContact(username: string, userId: string, paidStatuses: readonly OrderStatus[], now: number): Promise<string[]> {
    const rows = await this.db
      .updateTable('orders')
      .set({ owner_user_id: userId, updated_at: now })
      .where('contact_normalized', '=', username.toLowerCase())
      // These two terms are the partial index's own (orders_unclaimed_paid_contact): written out
      // so that both databases see the index applies.
      .where('paid_at', 'is not', null)
      .where('owner_user_id', 'is', null)
      .where('status', 'in', paidStatuses)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** The chat the reading goes to, set once; false when the order has one already. */
  async attachChat(orderId: string, chatId: number, now: number): Promise<boolean> {
    const result = await this.db.updateTable('orders').set({ owner_chat_id: chatId, updated_at: now }).where('id', '=', orderId).where('owner_chat_id', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Owner, chat and contact replaced if the owner is still `expectedOwner`, with an `owner` event; false otherwise. */
  async reassign(orderId: string, expectedOwner: string | null, to: { userId: string | null; chatId: number | null; contact: string | null }, detail: string, now: number): Promise<boolean> {
    let query = this.db
      .updateTable('orders')
      .set({ owner_user_id: to.userId, owner_chat_id: to.chatId, ...(to.contact ? contactColumns(to.contact) : {}), updated_at: now })
      .where('id', '=', orderId);
    query = expectedOwner === null ? query.where('owner_user_id', 'is', null) : query.where('owner_user_id', '=', expectedOwner);
    const result = await query.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await this.db.insertInto('order_events').values({ order_id: orderId, type: 'owner', from_status: null, to_status: null, detail, created_at: now }).execute();
    return true;
  }

  /** Ready orders with no chat whose reading was made at or before `readyBefore`. */
  async unopenedReady(readyBefore: number, limit: number): Promise<string[]> {
    const rows = await this.db.selectFrom('orders').select('id').where('status', '=', 'ready').where('owner_chat_id', 'is', null).where('ready_at', '<=', readyBefore).limit(limit).execute();
    return rows.map((row) => row.id);
  }

  /** Orders in `statuses` unchanged since `endedBefore` that still hold personal data lose it; returns how many. */
  async eraseEnded(statuses: readonly OrderStatus[], endedBefore: number, now: number): Promise<number> {
    const result = await this.db
      .updateTable('orders')
      .set({ name: '', name_folded: '', phone: '', meta: '{}', contact: '', contact_normalized: '', updated_at: now })
      .where('status', 'in', statuses)
      .where('updated_at', '<=', endedBefore)
      .where('phone', '!=', '')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * The user's orders in `statuses` lose the owner, the chat and every personal field (the error
   * events' text too, which may quote what the buyer typed); the ids erased.
   */
  async eraseOwned(userId: string, statuses: readonly OrderStatus[], now: number): Promise<string[]> {
    const rows = await this.db
      .updateTable('orders')
      .set({
        owner_user_id: null,
        owner_chat_id: null,
        name: '',
        name_folded: '',
        phone: '',
        contact: '',
        contact_normalized: '',
        meta: '{}',
        // The key and the hash of the request both stand for the personal data it carried.
        idempotency_key: null,
        request_hash: null,
        updated_at: now,
      })
      .where('owner_user_id', '=', userId)
      .where('status', 'in', statuses)
      .returning('id')
      .execute();
    const ids = rows.map((row) => row.id);
    if (ids.length) await this.db.updateTable('order_events').set({ detail: null }).where('order_id', 'in', ids).where('type', '=', 'error').execute();
    return ids;
  }

  /** Keeps an error for the operator: the order's last error, and an `error` event (every attempt is shown). */
  async recordError(orderId: string, error: string, now: number): Promise<void> {
    await this.db.updateTable('orders').set({ last_error: error, updated_at: now }).where('id', '=', orderId).execute();
    await this.db.insertInto('order_events').values({ order_id: orderId, type: 'error', from_status: null, to_status: null, detail: error, created_at: now }).execute();
  }
}
