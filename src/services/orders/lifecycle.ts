// The order lifecycle: every status an order can have, the named moves between them, and the only
// code that writes an order's status or owner. Callers name what happened (`paymentCaptured`,
// `readingMade`, `delivered`, ...), never a pair of statuses: the move, its timestamps, its
// `order_events` row and the job it causes are decided here. Each move is one conditional UPDATE
// (`where status = <an allowed source>`), run inside the caller's transaction together with its event
// row and the job it queues (the transactional outbox), so two workers or two notifications racing on
// one order cannot both move it, and a move is never committed without the work it causes.
import type { Clock } from '../../clock.js';
import type { JobQueue } from '../../jobs/queue.js';
import { ORDER_STATUSES, type OrderStatus } from '../../store/order-status.js';
import type { Queries } from '../../store/queries/index.js';
import type { MoveChanges } from '../../store/queries/orders.js';

export { ORDER_STATUSES, type OrderStatus };

/** Statuses of an order that was paid and not given back: its buyer is owed a reading. */
export const PAID_STATUSES = ['paid', 'ready', 'delivered', 'failed', 'undeliverable'] as const satisfies readonly OrderStatus[];

/**
 * Every move an order can make, named for what happened. Money received wins over expiry and
 * cancellation (a late payment is still served: pending_payment is the only source of `expired` and
 * `cancelled`, and money that arrives after them is given back, the order staying as it is); `failed`
 * (generation or delivery failed for good) is left by a retry or a refund. `undeliverable`: the
 * reading is made but the bot cannot reach its buyer (they blocked it, their chat is gone, or nobody
 * opened the bot link within DELIVERY_WAIT_HOURS); it goes back to `ready` when the buyer opens the
 * bot again or the operator names another account, or it is refunded. A partial refund is not a
 * move: it is a fact about money (the payment's refunds), and the order keeps its status.
 */
export const TRANSITIONS = {
  /** The provider captured the whole amount in time: the reading is queued. */
  paymentCaptured: { from: ['pending_payment'], to: 'paid' },
  /** Nobody paid before the order's time ran out. */
  expired: { from: ['pending_payment'], to: 'expired' },
  /** The operator, or the buyer deleting their account, ended an unpaid order. */
  cancelled: { from: ['pending_payment'], to: 'cancelled' },
  /** The reading was made and stored: its delivery is queued. */
  readingMade: { from: ['paid'], to: 'ready' },
  /** Making the reading failed for good. */
  readingFailed: { from: ['paid'], to: 'failed' },
  /** Every part of the reading reached the buyer's chat. */
  delivered: { from: ['ready'], to: 'delivered' },
  /** Sending failed for good for a reason other than the buyer being unreachable. */
  deliveryFailed: { from: ['ready'], to: 'failed' },
  /** The bot cannot reach the buyer (blocked, chat gone, or the bot link never opened). */
  buyerUnreachable: { from: ['ready'], to: 'undeliverable' },
  /** The buyer can be reached again (they opened the bot, or the operator named another account): sent again. */
  buyerReachable: { from: ['undeliverable'], to: 'ready' },
  /** The operator retried a failed generation: the reading is queued again. */
  readingRetried: { from: ['failed'], to: 'paid' },
  /** The operator retried a failed delivery: the reading is sent again. */
  deliveryRetried: { from: ['failed'], to: 'ready' },
  /** Everything the order paid was given back. */
  refunded: { from: PAID_STATUSES, to: 'refunded' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type TransitionName = keyof typeof TRANSITIONS;
export const TRANSITION_NAMES = Object.keys(TRANSITIONS) as TransitionName[];

/** Where each status may go: the named transitions read by source. */
export const ORDER_TRANSITIONS: { readonly [S in OrderStatus]: readonly OrderStatus[] } = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, [...new Set(Object.values(TRANSITIONS).filter((t) => (t.from as readonly OrderStatus[]).includes(status)).map((t) => t.to))]]),
) as { [S in OrderStatus]: OrderStatus[] };

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** Statuses no transition leaves: the order's story is over. */
export const FINAL_STATUSES = ORDER_STATUSES.filter((status) => ORDER_TRANSITIONS[status].length === 0);

/**
 * Statuses in which nothing is owed either way: no reading to make or send, no money held. Only
 * such an order may lose its owner's personal data when they delete their account.
 */
export const SETTLED_STATUSES = ['delivered', 'refunded', 'cancelled', 'expired'] as const satisfies readonly OrderStatus[];

/** Statuses the buyer's page keeps watching: something will still happen without a refund (payment, reading, delivery, a retry). */
export const ONGOING_STATUSES = ['pending_payment', 'paid', 'ready', 'failed', 'undeliverable'] as const satisfies readonly OrderStatus[];

/** The way an order goes when all is well: the steps the buyer's page shows. */
export const PROGRESS_STATUSES = ['pending_payment', 'paid', 'ready', 'delivered'] as const satisfies readonly OrderStatus[];

/** Paid orders held up (generation or delivery failed, or the buyer cannot be reached): the buyer is told what happens next and whom to write to. */
export const HELD_UP_STATUSES = ['failed', 'undeliverable'] as const satisfies readonly OrderStatus[];

/** Paid orders whose reading is made, on its way, or waiting for the buyer to open the bot: the page shows the bot link. */
export const AWAITING_BOT_STATUSES = ['paid', 'ready', 'delivered', 'undeliverable'] as const satisfies readonly OrderStatus[];

/** Unpaid orders that ended: the buyer may order again. */
export const LAPSED_STATUSES = ['cancelled', 'expired'] as const satisfies readonly OrderStatus[];

/** Statuses in which the operator can give the order to another Telegram account. */
export const REBINDABLE_STATUSES = ['pending_payment', ...PAID_STATUSES] as const satisfies readonly OrderStatus[];

/** Statuses whose reading can be sent again. */
export const RESENDABLE_STATUSES = ['ready', 'delivered'] as const satisfies readonly OrderStatus[];

/** Whether `status` is one of `group` (narrowing it). */
export function statusIn<const G extends readonly OrderStatus[]>(group: G, status: OrderStatus): status is G[number] {
  return group.includes(status);
}

/** An unpaid order past its time is expired even before the sweep has written it. */
export function effectiveStatus(order: { status: OrderStatus; expires_at: number }, now: number): OrderStatus {
  return order.status === 'pending_payment' && order.expires_at <= now ? 'expired' : order.status;
}

/** The error kept for the operator when a stage gives up. */
const stageError = (stage: 'reading' | 'delivery', error: string) => `${stage}: ${error}`.slice(0, 2000);

export class OrderLifecycle {
  constructor(
    private readonly clock: Clock,
    /** Queues the work a move causes, in the move's own transaction. */
    private readonly queue: Pick<JobQueue, 'enqueue'>,
  ) {}

  /** pending_payment → paid, and the reading is queued. False when the order was not waiting for payment. */
  async paymentCaptured(q: Queries, orderId: string): Promise<boolean> {
    if (!(await this.move(q, orderId, 'paymentCaptured', { paid_at: this.clock.now() }))) return false;
    await this.queue.enqueue(q, 'generate_reading', { orderId });
    return true;
  }

  /** pending_payment → cancelled. */
  cancelled(q: Queries, orderId: string): Promise<boolean> {
    return this.move(q, orderId, 'cancelled');
  }

  /** paid → ready: the reading is stored (by the caller, in this transaction) and its delivery queued. */
  async readingMade(q: Queries, orderId: string): Promise<boolean> {
    if (!(await this.move(q, orderId, 'readingMade', { ready_at: this.clock.now(), last_error: null }))) return false;
    await this.queue.enqueue(q, 'deliver_reading', { orderId });
    return true;
  }

  /** paid → failed, keeping the error for the operator. */
  readingFailed(q: Queries, orderId: string, error: string): Promise<boolean> {
    return this.move(q, orderId, 'readingFailed', { last_error: stageError('reading', error) });
  }

  /** ready → delivered. */
  delivered(q: Queries, orderId: string): Promise<boolean> {
    return this.move(q, orderId, 'delivered', { delivered_at: this.clock.now(), last_error: null });
  }

  /** ready → failed, keeping the error for the operator. */
  deliveryFailed(q: Queries, orderId: string, error: string): Promise<boolean> {
    return this.move(q, orderId, 'deliveryFailed', { last_error: stageError('delivery', error) });
  }

  /** ready → undeliverable; `error` (why) is kept for the operator when given. */
  buyerUnreachable(q: Queries, orderId: string, error?: string): Promise<boolean> {
    return this.move(q, orderId, 'buyerUnreachable', error === undefined ? {} : { last_error: stageError('delivery', error) });
  }

  /**
   * undeliverable → ready: the buyer can be reached in `chatId` (they opened the bot, or the operator
   * named another account); the chat replaces the one that failed and the reading is queued again.
   */
  async buyerReachable(q: Queries, orderId: string, chatId: number): Promise<boolean> {
    if (!(await this.move(q, orderId, 'buyerReachable', { owner_chat_id: chatId, last_error: null }))) return false;
    await this.queue.enqueue(q, 'deliver_reading', { orderId });
    return true;
  }

  /**
   * failed → paid (the reading is queued again) when `stage` is the reading, failed → ready (the
   * reading is sent again) when it is the delivery. False when the order is not `failed`.
   */
  async retried(q: Queries, orderId: string, stage: 'reading' | 'delivery'): Promise<boolean> {
    if (stage === 'reading') {
      if (!(await this.move(q, orderId, 'readingRetried', { last_error: null }))) return false;
      await this.queue.enqueue(q, 'generate_reading', { orderId });
    } else {
      if (!(await this.move(q, orderId, 'deliveryRetried', { last_error: null }))) return false;
      await this.queue.enqueue(q, 'deliver_reading', { orderId });
    }
    return true;
  }

  /** Any paid status → refunded: everything the order paid was given back. */
  refunded(q: Queries, orderId: string): Promise<boolean> {
    return this.move(q, orderId, 'refunded');
  }

  /**
   * Moves the order by the named transition if it is in one of its sources; false when it is not
   * (another move came first, or it never was), and nothing is written then.
   */
  private async move(q: Queries, orderId: string, name: TransitionName, changes: MoveChanges = {}): Promise<boolean> {
    const { from, to } = TRANSITIONS[name];
    const now = this.clock.now();
    // One source at a time, so the event names the status the order really left (RETURNING gives
    // only the new row on SQLite); each update is conditional, so at most one of them moves it.
    for (const source of from as readonly OrderStatus[]) {
      if (await q.orders.moveStatus(orderId, source, to, changes, now)) return true;
    }
    return false;
  }

  /** Unpaid orders past their time become `expired` (each with its event); returns how many. */
  expired(q: Queries): Promise<number> {
    return q.orders.moveDue(TRANSITIONS.expired.from[0], TRANSITIONS.expired.to, this.clock.now());
  }

  /**
   * The order becomes the user's if nobody owns it yet; false when someone does. `contact` (a
   * username without @) replaces the order's contact: the buyer confirmed the order from an
   * account other than the one it named.
   */
  bindOwner(q: Queries, orderId: string, userId: string, contact?: string): Promise<boolean> {
    return q.orders.bindOwner(orderId, userId, contact, this.clock.now());
  }

  /** Paid orders nobody owns, placed for this username, become the user's; returns their ids. */
  bindPaidOrdersByContact(q: Queries, username: string, userId: string): Promise<string[]> {
    return q.orders.bindPaidByContact(username, userId, PAID_STATUSES, this.clock.now());
  }

  /** The chat the reading goes to, set once; false when the order has one already. */
  attachChat(q: Queries, orderId: string, chatId: number): Promise<boolean> {
    return q.orders.attachChat(orderId, chatId, this.clock.now());
  }

  /**
   * The operator gives the order to another account: owner, chat and contact are replaced, provided
   * the owner is still `expectedOwner` (false when another change came first). A null owner leaves
   * the order to whoever opens the bot link or logs in with the new contact's username.
   */
  reassign(q: Queries, orderId: string, expectedOwner: string | null, to: { userId: string | null; chatId: number | null; contact: string | null }): Promise<boolean> {
    return q.orders.reassign(orderId, expectedOwner, to, 'given to another account by the operator', this.clock.now());
  }

  /** Ready orders whose buyer has not opened the bot since `readyBefore`: the sweep's candidates. */
  unopenedReady(q: Queries, readyBefore: number, limit = 500): Promise<string[]> {
    return q.orders.unopenedReady(readyBefore, limit);
  }

  /**
   * Unpaid orders that ended (expired or cancelled) more than `retentionMs` ago lose their personal
   * data: name, phone, contact and birth data. The row stays, for the accounts.
   */
  eraseAbandoned(q: Queries, retentionMs: number): Promise<number> {
    const now = this.clock.now();
    return q.orders.eraseEnded(LAPSED_STATUSES, now - retentionMs, now);
  }

  /**
   * The owner deleted their account: their settled orders keep what the accounts need (product,
   * amounts, currency, status, dates) and lose the owner, the chat and every personal field (an
   * error's text may quote what the buyer typed, a birth city that could not be found). An order
   * that is not settled is left as it is; the caller refuses the deletion before that. Returns the
   * ids erased.
   */
  eraseOwnedSettled(q: Queries, userId: string): Promise<string[]> {
    return q.orders.eraseOwned(userId, SETTLED_STATUSES, this.clock.now());
  }

  /** Keeps an error of generation or delivery for the operator; the status does not change. */
  recordError(q: Queries, orderId: string, stage: 'reading' | 'delivery', message: string): Promise<void> {
    return q.orders.recordError(orderId, stageError(stage, message), this.clock.now());
  }
}
