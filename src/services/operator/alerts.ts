// What the operator must hear about, and the one interface it goes through. Every alert goes to the
// log as an `error`-level structured event named by `event`, which log-based alerting can match;
// with OPERATOR_CHAT_ID it also goes to a Telegram chat (chat-alerts.ts). The composition root
// (src/compose.ts) fans one OperatorAlerts out to both; nothing that raises an alert knows where it goes.
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
  /**
   * A buyer asked for their money back with the bot's /paysupport, and the bot may not give it back
   * by itself: the payment is not in Stars, or was made before the refund window. Sent once per order.
   */
  | { event: 'refund_requested'; orderId: string; telegramId: number; provider: string; paidAt: number | null; why: 'not_stars' | 'outside_window' | 'no_window' }
  /** A refund could not be made at the provider after every retry: the money is still held. */
  | { event: 'refund_failed'; orderId: string; refundId: string; error: string }
  /** A provider did not open a payment (down, or refusing our credentials): buyers cannot pay through it. */
  | { event: 'payment_provider_failed'; provider: string; orderId: string; error: string }
  /** Many notifications at a provider's webhook failed their signature check within a short window. */
  | { event: 'webhook_signature_failures'; provider: string; failures: number; windowMinutes: number; lastError: string }
  /**
   * Many requests to the admin API were refused for a wrong ADMIN_TOKEN (or throttled after too many
   * wrong ones) within a short window: someone is guessing the token, or a script has an old one.
   */
  | { event: 'admin_token_failures'; failures: number; addresses: number; lastAddress: string; windowMinutes: number }
  /** A job due `waitingMinutes` ago that no worker has started: our capacity, not a job that runs long. */
  | { event: 'job_stuck'; jobId: number; kind: string; orderId: string | null; waitingMinutes: number; attempts: number; lastError: string | null }
  /** The web process leaves the jobs to separate workers, and none has reported lately (or ever, since it started). */
  | { event: 'worker_silent'; lastBeatAt: number | null; silentMinutes: number }
  /** A worker reported again after the `worker_silent` alert sent at `alertedAt`. */
  | { event: 'worker_back'; alertedAt: number };

/** Why the bot could not deliver: Telegram refused (blocked, chat gone, account deleted), or the link was never opened. */
export type UndeliverableReason = 'bot_blocked' | 'chat_unreachable' | 'bot_never_opened';

export interface OperatorAlerts {
  /**
   * Must not throw, and must not make its caller wait on a slow channel: an alert that cannot be sent
   * is logged, never allowed to undo or hold up the change it reports.
   */
  send(alert: OperatorAlert): Promise<void>;
  /** Resolves once every alert handed in so far has been sent or given up (shutdown; tests). */
  idle?(): Promise<void>;
}

/** Alerts as error-level log events: `{"level":50,"event":"order_failed","orderId":...,"msg":"order_failed"}`. */
export class LogAlerts implements OperatorAlerts {
  constructor(private readonly logger: WorkerLogger) {}

  async send(alert: OperatorAlert): Promise<void> {
    this.logger.error({ ...alert }, alert.event);
  }
}

/** Every alert to each channel; one channel failing does not keep it from the others. */
export class FanOutAlerts implements OperatorAlerts {
  constructor(
    private readonly channels: readonly OperatorAlerts[],
    private readonly logger: WorkerLogger,
  ) {}

  async send(alert: OperatorAlert): Promise<void> {
    await Promise.all(
      this.channels.map(async (channel) => {
        try {
          await channel.send(alert);
        } catch (error) {
          this.logger.warn({ event: alert.event, err: error }, 'operator alert channel failed');
        }
      }),
    );
  }

  async idle(): Promise<void> {
    await Promise.all(this.channels.map((channel) => channel.idle?.()));
  }
}
