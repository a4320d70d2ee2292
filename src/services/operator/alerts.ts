// What the operator must hear about, and the one interface it goes through. Today the only channel
// is the log: every alert is an `error`-level structured event named by `event`, which log-based
// alerting can match. The operator issue adds a Telegram channel (OPERATOR_CHAT_ID) by giving
// the composition root (src/compose.ts) another OperatorAlerts (or one that fans out to both); nothing else changes.
import type { WorkerLogger } from '../../jobs/worker.js';

export type OperatorAlert =
  /** A paid order's reading could not be made after every retry: the order is now `failed`. */
  | { event: 'order_failed'; orderId: string; stage: 'generation' | 'delivery'; attempts: number; error: string }
  /**
   * A paid order's reading is ready but the bot cannot reach the buyer: they blocked the bot or
   * their chat is gone (after every delivery retry), or nobody opened the bot link in time. The
   * order is now `undeliverable`; the buyer's next /start, or a rebind, sends it.
   */
  | { event: 'order_undeliverable'; orderId: string; reason: UndeliverableReason; error: string | null }
  /** A reading was delivered without one of its add-on sections, which could not be computed. */
  | { event: 'reading_section_omitted'; orderId: string; section: string; error: string }
  /** Money arrived for an order that could not take it (expired, cancelled, paid already) and is being given back. */
  | { event: 'payment_refunded_automatically'; orderId: string; paymentId: string; reason: string }
  /**
   * Telegram Stars were paid for an invoice we cannot match to a payment (unknown, or another amount):
   * nothing was recorded; the operator refunds the charge by hand.
   */
  | { event: 'stars_payment_unmatched'; paymentId: string; chargeId: string; payerId: number; amount: number; currency: string; reason: string }
  /** A refund could not be made at the provider after every retry: the money is still held. */
  | { event: 'refund_failed'; orderId: string; refundId: string; error: string }
  /** A provider did not open a payment (down, or refusing our credentials): buyers cannot pay through it. */
  | { event: 'payment_provider_failed'; provider: string; orderId: string; error: string };

/** Why the bot could not deliver: Telegram refused (blocked, chat gone, account deleted), or the link was never opened. */
export type UndeliverableReason = 'bot_blocked' | 'chat_unreachable' | 'bot_never_opened';

export interface OperatorAlerts {
  /** Must not throw: an alert that cannot be sent is logged, never allowed to undo the change it reports. */
  send(alert: OperatorAlert): Promise<void>;
}

/** Alerts as error-level log events: `{"level":50,"event":"order_failed","orderId":...,"msg":"order_failed"}`. */
export class LogAlerts implements OperatorAlerts {
  constructor(private readonly logger: WorkerLogger) {}

  async send(alert: OperatorAlert): Promise<void> {
    this.logger.error({ ...alert }, alert.event);
  }
}
