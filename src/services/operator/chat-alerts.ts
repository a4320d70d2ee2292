// Operator alerts as messages in a Telegram chat (OPERATOR_CHAT_ID): a group the operators share,
// or one operator's private chat with the bot. `send` only queues: the request or job that raised
// the alert goes on at once, and the queue is sent in the background, one message at a time, with
// the order's facts looked up just before. The queue is bounded: when Telegram is slow or down,
// alerts beyond it are dropped with a log line (the log channel beside this one still has them).
import type { WorkerLogger } from '../../jobs/worker.js';
import type { Queries } from '../../store/queries/index.js';
import type { ChatSender } from '../delivery/chat-sender.js';
import type { OperatorAlert, OperatorAlerts } from './alerts.js';
import { alertText, type AlertFacts } from './alert-text.js';

interface ChatAlertsDeps {
  queries: Queries;
  /** The bot's sender: messages go out through the same Api, throttled and retried. */
  sender: ChatSender;
  chatId: number;
  /** PUBLIC_BASE_URL, for the link to the order. */
  baseUrl: string;
  logger: WorkerLogger;
  /** Alerts waiting at most; more are dropped (100 by default). */
  capacity?: number;
}

export class ChatAlerts implements OperatorAlerts {
  private readonly queue: OperatorAlert[] = [];
  private draining: Promise<void> | null = null;
  private readonly capacity: number;

  constructor(private readonly deps: ChatAlertsDeps) {
    this.capacity = deps.capacity ?? 100;
  }

  async send(alert: OperatorAlert): Promise<void> {
    if (this.queue.length >= this.capacity) {
      this.deps.logger.warn({ event: alert.event, waiting: this.queue.length }, 'operator alert not sent to the operator chat: too many alerts are waiting');
      return;
    }
    this.queue.push(alert);
    this.kick();
  }

  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private kick(): void {
    if (this.draining) return;
    this.draining = this.drain().finally(() => {
      this.draining = null;
      // An alert queued between the last look at the queue and this moment.
      if (this.queue.length > 0) this.kick();
    });
  }

  private async drain(): Promise<void> {
    for (let alert = this.queue.shift(); alert; alert = this.queue.shift()) {
      try {
        const text = alertText(alert, await this.facts(alert), this.deps.baseUrl);
        await this.deps.sender.sendMessage(this.deps.chatId, text);
      } catch (error) {
        this.deps.logger.error({ event: alert.event, chatId: this.deps.chatId, err: error }, 'operator alert could not be sent to the operator chat');
      }
    }
  }

  /** The order, payment and refund the alert names; what cannot be read is left out, never fatal. */
  private async facts(alert: OperatorAlert): Promise<AlertFacts> {
    const { operations } = this.deps.queries;
    const facts: AlertFacts = {};
    try {
      if ('orderId' in alert && alert.orderId) {
        const order = await operations.orderFacts(alert.orderId);
        if (order) facts.order = order;
      }
      if (alert.event === 'payment_refunded_automatically') {
        const payment = await operations.paymentFacts(alert.paymentId);
        if (payment) facts.payment = payment;
      }
      if (alert.event === 'refund_failed') {
        const refund = await operations.refundFacts(alert.refundId);
        if (refund) facts.refund = refund;
      }
    } catch (error) {
      this.deps.logger.warn({ event: alert.event, err: error }, 'operator alert: the order could not be looked up; sending what the alert says');
    }
    return facts;
  }
}
