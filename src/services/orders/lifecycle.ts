// The order lifecycle: every status an order can have, the moves between them, and the only code
// that writes an order's status or owner. Each move is one conditional UPDATE (`where status in
// <the allowed sources>`), run inside the caller's transaction together with the job it causes, so
// two workers or two notifications racing on one order cannot both move it.
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database, OrdersTable } from '../../store/schema.js';

export const ORDER_STATUSES = ['pending_payment', 'paid', 'ready', 'delivered', 'cancelled', 'expired', 'refunded', 'failed', 'undeliverable'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where each status may go. Money received wins over expiry and cancellation (a late payment is still
 * served); `failed` (generation or delivery failed for good) is left by a retry or a refund.
 * `undeliverable`: the reading is made but the bot cannot reach its buyer (they blocked it, their
 * chat is gone, or nobody opened the bot link within DELIVERY_WAIT_HOURS); it goes back to `ready`
 * when the buyer opens the bot again or the operator rebinds the order, or it is refunded.
 */
export const ORDER_TRANSITIONS: { readonly [S in OrderStatus]: readonly OrderStatus[] } = {
  pending_payment: ['paid', 'expired', 'cancelled'],
  // Money that arrives for an expired or cancelled order is given back (payment_refunded_automatically); the order stays as it is.
  expired: [],
  cancelled: [],
  paid: ['ready', 'failed', 'refunded'],
  ready: ['delivered', 'undeliverable', 'failed', 'refunded'],
  undeliverable: ['ready', 'refunded'],
  delivered: ['refunded'],
  failed: ['paid', 'ready', 'refunded'],
  refunded: [],
};

/** Statuses of an order that was paid and not given back: its buyer is owed a reading. */
export const PAID_STATUSES = ['paid', 'ready', 'delivered', 'failed', 'undeliverable'] as const satisfies readonly OrderStatus[];

/**
 * Statuses in which nothing is owed either way: no reading to make or send, no money held. Only
 * such an order may lose its owner's personal data when they delete their account.
 */
export const SETTLED_STATUSES = ['delivered', 'refunded', 'cancelled', 'expired'] as const satisfies readonly OrderStatus[];

/** An unpaid order past its time is expired even before the sweep has written it. */
export function effectiveStatus(order: { status: OrderStatus; expires_at: number }, now: number): OrderStatus {
  return order.status === 'pending_payment' && order.expires_at <= now ? 'expired' : order.status;
}

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** Columns that change with a move: its timestamps and the error kept for the operator. */
export type MoveChanges = Pick<Updateable<OrdersTable>, 'paid_at' | 'ready_at' | 'delivered_at' | 'last_error'>;

export class IllegalTransitionError extends Error {
  constructor(from: OrderStatus, to: OrderStatus) {
    super(`an order cannot move from ${from} to ${to}`);
    this.name = 'IllegalTransitionError';
  }
}

type Executor = Kysely<Database> | Transaction<Database>;

export class OrderLifecycle {
  constructor(private readonly clock: Clock) {}

  /**
   * Moves the order to `to` if it is in one of `from`; false when it is not (another move came
   * first). A pair the table does not allow is a programming error and throws before any write.
   */
  async move(db: Executor, orderId: string, from: OrderStatus | readonly OrderStatus[], to: OrderStatus, changes: MoveChanges = {}): Promise<boolean> {
    const sources = typeof from === 'string' ? [from] : from;
    for (const source of sources) if (!canMove(source, to)) throw new IllegalTransitionError(source, to);
    const now = this.clock.now();
    // One source at a time, so the event names the status the order really left (RETURNING gives
    // only the new row on SQLite); each update is conditional, so at most one of them moves it.
    for (const source of sources) {
      const result = await db
        .updateTable('orders')
        .set({ ...changes, status: to, updated_at: now })
        .where('id', '=', orderId)
        .where('status', '=', source)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      await db.insertInto('order_events').values({ order_id: orderId, type: 'status', from_status: source, to_status: to, detail: null, created_at: now }).execute();
      return true;
    }
    return false;
  }

  /** Unpaid orders past their time become `expired`; returns how many. */
  async expireDue(db: Executor): Promise<number> {
    const now = this.clock.now();
    const rows = await db
      .updateTable('orders')
      .set({ status: 'expired', updated_at: now })
      .where('status', '=', 'pending_payment')
      .where('expires_at', '<=', now)
      .returning('id')
      .execute();
    if (rows.length > 0) {
      await db
        .insertInto('order_events')
        .values(rows.map((row) => ({ order_id: row.id, type: 'status' as const, from_status: 'pending_payment' as const, to_status: 'expired' as const, detail: null, created_at: now })))
        .execute();
    }
    return rows.length;
  }

  /**
   * The order becomes the user's if nobody owns it yet; false when someone does. `contact` (a
   * username without @) replaces the order's contact: the buyer confirmed the order from an
   * account other than the one it named.
   */
  async bindOwner(db: Executor, orderId: string, userId: string, contact?: string): Promise<boolean> {
    const result = await db
      .updateTable('orders')
      .set({ owner_user_id: userId, ...(contact ? contactColumns(contact) : {}), updated_at: this.clock.now() })
      .where('id', '=', orderId)
      .where('owner_user_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Paid orders nobody owns, placed for this username, become the user's; returns their ids. */
  async bindPaidOrdersByContact(db: Executor, username: string, userId: string): Promise<string[]> {
    const rows = await db
      .updateTable('orders')
      .set({ owner_user_id: userId, updated_at: this.clock.now() })
      .where('contact_normalized', '=', username.toLowerCase())
      // These two terms are the partial index's own (orders_unclaimed_paid_contact): written out
      // so that both databases see the index applies.
      .where('paid_at', 'is not', null)
      .where('owner_user_id', 'is', null)
      .where('status', 'in', PAID_STATUSES)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** The chat the reading goes to, set once; false when the order has one already. */
  async attachChat(db: Executor, orderId: string, chatId: number): Promise<boolean> {
    const result = await db
      .updateTable('orders')
      .set({ owner_chat_id: chatId, updated_at: this.clock.now() })
      .where('id', '=', orderId)
      .where('owner_chat_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * The operator gives the order to another account: owner, chat and contact are replaced, provided
   * the owner is still `expectedOwner` (false when another change came first). A null owner leaves
   * the order to whoever opens the bot link or logs in with the new contact's username.
   */
  async reassign(db: Executor, orderId: string, expectedOwner: string | null, to: { userId: string | null; chatId: number | null; contact: string | null }): Promise<boolean> {
    let query = db
      .updateTable('orders')
      .set({ owner_user_id: to.userId, owner_chat_id: to.chatId, ...(to.contact ? contactColumns(to.contact) : {}), updated_at: this.clock.now() })
      .where('id', '=', orderId);
    query = expectedOwner === null ? query.where('owner_user_id', 'is', null) : query.where('owner_user_id', '=', expectedOwner);
    const result = await query.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await db.insertInto('order_events').values({ order_id: orderId, type: 'owner', from_status: null, to_status: null, detail: 'given to another account by the operator', created_at: this.clock.now() }).execute();
    return true;
  }

  /**
   * The buyer of an undeliverable order can be reached again (they opened the bot, or the operator
   * named another account): the chat is replaced and the order is `ready` to be sent once more.
   */
  async resumeDelivery(db: Executor, orderId: string, chatId: number): Promise<boolean> {
    const result = await db
      .updateTable('orders')
      .set({ owner_chat_id: chatId, status: 'ready', last_error: null, updated_at: this.clock.now() })
      .where('id', '=', orderId)
      .where('status', '=', 'undeliverable')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Ready orders whose buyer has not opened the bot since `readyBefore`: the sweep's candidates. */
  async unopenedReady(db: Executor, readyBefore: number, limit = 500): Promise<string[]> {
    const rows = await db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'ready')
      .where('owner_chat_id', 'is', null)
      .where('ready_at', '<=', readyBefore)
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Unpaid orders that ended (expired or cancelled) more than `retentionMs` ago lose their personal
   * data: name, phone, contact and birth data. The row stays, for the accounts.
   */
  async eraseAbandoned(db: Executor, retentionMs: number): Promise<number> {
    const now = this.clock.now();
    const result = await db
      .updateTable('orders')
      .set({ name: '', name_folded: '', phone: '', meta: '{}', contact: '', contact_normalized: '', updated_at: now })
      .where('status', 'in', ['expired', 'cancelled'])
      .where('updated_at', '<=', now - retentionMs)
      .where('phone', '!=', '')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * The owner deleted their account: their settled orders keep what the accounts need (product,
   * amounts, currency, status, dates) and lose the owner, the chat and every personal field. An
   * order that is not settled is left as it is; the caller refuses the deletion before that.
   * Returns the ids erased.
   */
  async eraseOwnedSettled(db: Executor, userId: string): Promise<string[]> {
    const rows = await db
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
        updated_at: this.clock.now(),
      })
      .where('owner_user_id', '=', userId)
      .where('status', 'in', SETTLED_STATUSES)
      .returning('id')
      .execute();
    const ids = rows.map((row) => row.id);
    // An error's text may quote what the buyer typed (a birth city that could not be found).
    if (ids.length) await db.updateTable('order_events').set({ detail: null }).where('order_id', 'in', ids).where('type', '=', 'error').execute();
    return ids;
  }

  /** Keeps an error of generation or delivery for the operator; the status does not change. */
  async recordError(db: Executor, orderId: string, stage: 'reading' | 'delivery', message: string): Promise<void> {
    const now = this.clock.now();
    const error = `${stage}: ${message}`.slice(0, 2000);
    await db.updateTable('orders').set({ last_error: error, updated_at: now }).where('id', '=', orderId).execute();
    // Every error, not just the last: the operator's timeline shows each failed attempt.
    await db.insertInto('order_events').values({ order_id: orderId, type: 'error', from_status: null, to_status: null, detail: error, created_at: now }).execute();
  }
}

/** The contact columns for a Telegram username (without @): as shown, and as matched. */
function contactColumns(username: string): { contact: string; contact_normalized: string } {
  return { contact: `@${username}`, contact_normalized: username.toLowerCase() };
}
