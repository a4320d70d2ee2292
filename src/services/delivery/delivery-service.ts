// The deliver_reading job: a ready reading goes to its owner's Telegram chat part by part (the
// messages in order, the wheel, the PDF when bought); then the order is delivered.
//
// Each part is recorded as `sending` in delivery_parts before the Telegram call and as `sent` (with
// Telegram's message id) right after it. A retry skips every `sent` part. Telegram has no idempotency
// key for sending, so one window remains: a crash after Telegram accepted a part and before it was
// recorded as `sent` leaves that part `sending`, and the retry sends that one part again. Delivery is
// therefore at-least-once for at most one part per crash, and exactly-once for every other part.
// A `sending` part found by a retry is logged as a possible duplicate. When Telegram answers a call
// with an error (it refused: nothing was sent), the marker is removed again.
//
// The captions and the PDF's file name are in the order's language, as the reading itself is: the
// buyer chose it when ordering, and one delivery never mixes two languages, whatever language the
// chat it goes to uses Telegram in.
//
// A refusal that names the buyer as unreachable (403: blocked, account deleted, never started the
// bot; 400: chat not found) is thrown as RecipientUnreachableError. The job retries it like any
// failure (the buyer may unblock the bot meanwhile); when it gives up, the order becomes
// `undeliverable` rather than `failed`, and the operator is alerted. Any other failure for good
// makes the order `failed`. Orders nobody opened the bot for within DELIVERY_WAIT_HOURS of being
// ready become `undeliverable` through the periodic sweep (sweepUnopened).
//
// One delivery of an order runs at a time, and one delivery to a chat (two orders of one buyer go one
// after the other, never interleaved): short leases in delivery_leases on the order and on the chat,
// renewed by a heartbeat while parts are being sent, so a crashed worker's leases run out as quickly
// as its job's lease. A delivery that finds its leases gone (it stalled past them and another worker
// took over) stops before its next part, as it does when its job's AbortSignal fires.
//
// Deliveries to different chats run side by side (the worker's delivery lane). Before each part a
// delivery takes its chat's turn at Telegram's pace (chat-pacing.ts) and waits for it; only then is
// the part marked `sending`, so the window above is the Telegram call alone. A delivery that wakes
// late for its turn takes a fresh one, and a 429 sends the part back for a turn after retry_after:
// the pace decides every send, retries included, so a busy CPU or a refusal never makes a burst.
import { randomBytes } from 'node:crypto';
import type { TFunction } from 'i18next';
import type { Clock } from '../../clock.js';
import type { Translations } from '../../i18n/translations.js';
import type { Language } from '../../i18n/languages.js';
import type { Queries } from '../../store/queries/index.js';
import type { JobRow, ReadingRow } from '../../store/schema.js';
import type { WorkerLogger } from '../../jobs/worker.js';
import { NO_METRICS, secondsSince, type ServiceMetrics } from '../operator/metrics.js';
import type { OperatorAlerts, UndeliverableReason } from '../operator/alerts.js';
import type { OrderLifecycle } from '../orders/lifecycle.js';
import { languageOfOrder } from '../orders/order-language.js';
import type { ProductRegistry } from '../../products/index.js';
import type { ChatSender } from './chat-sender.js';
import { LATE_TURN_MS, NO_PACING, pause, type ChatPacer, type TurnOptions } from './chat-pacing.js';

/** A retry_after longer than this fails the attempt instead: the job queue retries it later. */
const MAX_RETRY_AFTER_MS = 60_000;
/** 429s for one part in one attempt before the job queue takes over. */
const MAX_REFUSALS_PER_PART = 5;

interface DeliveryServiceDeps {
  lifecycle: OrderLifecycle;
  queries: Queries;
  clock: Clock;
  sender: ChatSender;
  /** Telegram's pace, shared by every process that delivers; none by default (the demo chat). */
  pacer?: ChatPacer;
  /** The captions' words (bot.json `delivery.*`). */
  translations: Translations;
  /** A product's title in a language (the catalog's), for the PDF's file name. */
  productTitle: (id: string, language: Language) => Promise<string>;
  /** The products' modules: the caption of a reading's wheel is its product's. */
  products: ProductRegistry;
  logger?: WorkerLogger;
  /** Times each delivery that sent (or tried to send) parts. */
  metrics?: ServiceMetrics;
  alerts: OperatorAlerts;
  /** How long a ready reading waits for its buyer to open the bot before the order is `undeliverable`. */
  waitMs: number;
  /**
   * How long one delivery holds its order against a second worker delivering it at once; renewed
   * every `heartbeatMs` and after every part. Short, so that after a crash the job's retry finds it
   * free again.
   */
  leaseMs?: number;
  heartbeatMs?: number;
}

type DeliveryOutcome = 'delivered' | 'already_delivered' | 'not_ready' | 'no_chat' | 'no_order';

interface DeliveryPart {
  part: number;
  kind: 'message' | 'photo' | 'document';
  send: (sender: ChatSender, chatId: number) => Promise<number | null>;
}

class DeliveryBusyError extends Error {
  constructor(what: string) {
    super(`${what} is being delivered by another worker; retrying later`);
    this.name = 'DeliveryBusyError';
  }
}

/** This delivery's leases were taken over (it stalled past them): another delivery sends the rest. */
class DeliveryLeaseLostError extends Error {
  constructor(orderId: string) {
    super(`order ${orderId}: the delivery lease was lost; another worker delivers the rest`);
    this.name = 'DeliveryLeaseLostError';
  }
}

/** Telegram will not take messages for this chat: the buyer blocked the bot, or the chat is gone. */
class RecipientUnreachableError extends Error {
  constructor(
    readonly reason: Exclude<UndeliverableReason, 'bot_never_opened'>,
    description: string,
  ) {
    super(description);
    this.name = 'RecipientUnreachableError';
  }
}

export class DeliveryService {
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;

  constructor(private readonly deps: DeliveryServiceDeps) {
    this.leaseMs = deps.leaseMs ?? 30_000;
    this.heartbeatMs = deps.heartbeatMs ?? Math.max(10, Math.min(5_000, Math.floor(this.leaseMs / 3)));
  }

  /**
   * `resendSince`: the operator asked at that moment for the reading to be sent again; parts sent
   * before it count as not sent, parts sent since (by an earlier run of this resend) as sent.
   */
  async deliver(orderId: string, options: { resendSince?: number; signal?: AbortSignal } = {}): Promise<DeliveryOutcome> {
    const { queries, clock, sender } = this.deps;
    const pacer = this.deps.pacer ?? NO_PACING;
    const signal = options.signal;
    const since = options.resendSince;
    const order = await queries.orders.byId(orderId);
    if (!order) return 'no_order';
    if (order.status === 'delivered' && since === undefined) return 'already_delivered';
    if (order.status !== 'ready' && order.status !== 'delivered') return 'not_ready';
    // Sent when the buyer opens the bot: binding queues this job again.
    if (order.owner_chat_id === null) return 'no_chat';
    const chatId = Number(order.owner_chat_id);
    const reading = await queries.readings.ofOrder(orderId);
    if (!reading) throw new Error(`order ${orderId} is ready but has no reading`);

    const holder = randomBytes(8).toString('hex');
    const leases = [orderId, chatLease(chatId)];
    if (!(await this.acquire(leases[0], holder))) throw new DeliveryBusyError(`order ${orderId}`);
    if (!(await this.acquire(leases[1], holder))) {
      await queries.deliveries.releaseLeases(leases, holder);
      throw new DeliveryBusyError(`chat ${chatId} (order ${orderId})`);
    }
    const metrics = this.deps.metrics ?? NO_METRICS;
    const started = performance.now();
    const renewLease = () => queries.deliveries.renewLeases(leases, holder, clock.now() + this.leaseMs);
    let beat: Promise<unknown> = Promise.resolve();
    const heartbeat = setInterval(() => {
      beat = beat.then(renewLease).catch(() => undefined);
    }, this.heartbeatMs);
    heartbeat.unref?.();
    try {
      const recorded = new Map(
        (await queries.deliveries.parts(reading.id, chatId)).map(
          (r) => [Number(r.part), since !== undefined && r.status === 'sent' && Number(r.sent_at) < since ? 'resend' : r.status] as const,
        ),
      );
      const language = languageOfOrder(order.meta);
      const t = this.deps.translations.t(language, 'bot');
      const title = await this.deps.productTitle(reading.kind, language);
      const wheelCaption = t(this.deps.products.find(reading.kind)?.captions.wheel ?? 'delivery.wheelCaption');
      for (const part of readingParts(reading, orderId, t, title, wheelCaption)) {
        const state = recorded.get(part.part);
        if (state === 'sent') continue;
        if (state === 'sending') {
          this.deps.logger?.warn({ orderId, readingId: reading.id, part: part.part, kind: part.kind }, 'delivery part may have been sent before a crash; sending it again');
        }
        const key = { reading_id: reading.id, chat_id: chatId, part: part.part };
        let messageId: number | null | undefined;
        let turn: TurnOptions = {};
        for (let refusals = 0; messageId === undefined; refusals++) {
          // The chat's turn at Telegram's pace, and that the leases still hold, before anything is marked.
          await this.awaitTurn(pacer, chatId, turn, () => renewLease(), orderId, signal);
          // Before the call: from here until `sent` is written, a crash means this part is sent again.
          await queries.deliveries.markSending(key, part.kind, state === 'resend', clock.now());
          try {
            messageId = await part.send(sender, chatId);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            // Telegram answered with an error: the part was not sent. (A network error leaves it
            // `sending`: it may have arrived.)
            if (isRefusal(error)) {
              await queries.deliveries.unmarkSending(key);
            }
            // Too many requests: the message waits out retry_after for a fresh turn of the pace,
            // which every process shares, rather than being sent again outside it.
            const retryAfter = retryAfterMs(error);
            if (retryAfter !== null && retryAfter <= MAX_RETRY_AFTER_MS && refusals < MAX_REFUSALS_PER_PART) {
              this.deps.logger?.warn({ orderId, part: part.part, retryAfterMs: retryAfter }, 'Telegram asked to slow down; the part takes a fresh turn');
              turn = { delayMs: retryAfter, retake: true };
              continue;
            }
            await this.deps.lifecycle.recordError(queries, orderId, 'delivery', message);
            throw unreachable(error) ?? error;
          }
        }
        await queries.deliveries.markSent(key, messageId, clock.now());
      }
      await this.deps.lifecycle.delivered(queries, orderId);
      metrics.delivery(secondsSince(started), 'delivered');
      return 'delivered';
    } catch (error) {
      metrics.delivery(secondsSince(started), 'failed');
      throw error;
    } finally {
      clearInterval(heartbeat);
      await beat;
      await queries.deliveries.releaseLeases(leases, holder);
    }
  }

  /**
   * The delivery job gave up (in its give-up transaction): an unreachable buyer makes the order
   * `undeliverable`, anything else `failed`. Answers the alert to send once that has committed.
   */
  async giveUp(q: Queries, orderId: string, job: JobRow, error: string): Promise<(() => Promise<void>) | undefined> {
    const reason = reasonOf(error);
    if (reason) {
      if (!(await this.deps.lifecycle.buyerUnreachable(q, orderId))) return undefined;
      return () => this.deps.alerts.send({ event: 'order_undeliverable', orderId, reason, error });
    }
    if (!(await this.deps.lifecycle.deliveryFailed(q, orderId, error))) return undefined;
    return () => this.deps.alerts.send({ event: 'order_failed', orderId, stage: 'delivery', attempts: job.attempts, error });
  }

  /**
   * Ready orders whose buyer never opened the bot within the wait become `undeliverable`, each
   * with an alert; returns how many. Run periodically by the worker.
   */
  async sweepUnopened(): Promise<number> {
    const { queries, clock, lifecycle, alerts } = this.deps;
    const hours = Math.round(this.deps.waitMs / 3_600_000);
    let moved = 0;
    for (const orderId of await lifecycle.unopenedReady(queries, clock.now() - this.deps.waitMs)) {
      const error = `nobody opened the bot link within ${hours} hours of the reading being ready`;
      if (!(await lifecycle.buyerUnreachable(queries, orderId, error))) continue;
      moved++;
      await alerts.send({ event: 'order_undeliverable', orderId, reason: 'bot_never_opened', error });
    }
    return moved;
  }

  /**
   * Waits for the chat's turn; one woken later than LATE_TURN_MS after it takes a fresh turn rather
   * than sending out of its slot, where it would join other late sends in a burst beyond Telegram's
   * limit. Each wake checks the leases, as a slow wake is when they may have run out.
   */
  private async awaitTurn(pacer: ChatPacer, chatId: number, first: TurnOptions, leasesHeld: () => Promise<boolean>, orderId: string, signal?: AbortSignal): Promise<void> {
    let options = first;
    for (;;) {
      const wait = await pacer.turn(chatId, options);
      const due = performance.now() + wait;
      await pause(wait, signal);
      // Lateness is the timer's alone: a turn due now is never late, so a slow database cannot keep
      // a delivery taking fresh turns for ever.
      const late = performance.now() - due > LATE_TURN_MS;
      if (signal?.aborted || !(await leasesHeld())) throw new DeliveryLeaseLostError(orderId);
      if (!late) return;
      options = { retake: true };
    }
  }

  /** Takes a delivery lease (an order's, or a chat's) unless another live holder has it. */
  private acquire(key: string, holder: string): Promise<boolean> {
    const now = this.deps.clock.now();
    return this.deps.queries.deliveries.acquireLease(key, holder, now, now + this.leaseMs);
  }
}

/** The lease on a chat, beside the orders' in delivery_leases (order ids never start so). */
function chatLease(chatId: number): string {
  return `chat:${chatId}`;
}

/** Telegram refused the call (an API error with a code, as grammY's GrammyError carries): nothing was sent. */
function isRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && typeof (error as { error_code?: unknown }).error_code === 'number';
}

/** Telegram's 429 with its retry_after, in ms; null for any other error. */
function retryAfterMs(error: unknown): number | null {
  if (!isRefusal(error) || (error as { error_code: number }).error_code !== 429) return null;
  const seconds = (error as { parameters?: { retry_after?: unknown } }).parameters?.retry_after;
  return typeof seconds === 'number' ? seconds * 1000 : 1000;
}

/** Telegram's refusals that mean this chat cannot be written to, as the error to throw; null for others. */
function unreachable(error: unknown): RecipientUnreachableError | null {
  if (!isRefusal(error)) return null;
  const { error_code: code, description } = error as { error_code: number; description?: unknown };
  const text = typeof description === 'string' ? description : String((error as Error).message);
  if (code === 403) return new RecipientUnreachableError(/blocked/i.test(text) ? 'bot_blocked' : 'chat_unreachable', text);
  if (code === 400 && /chat not found|user not found|PEER_ID_INVALID/i.test(text)) return new RecipientUnreachableError('chat_unreachable', text);
  return null;
}

/** The reason in a job's last error (the queue keeps `<name>: <message>`), when it was an unreachable buyer. */
function reasonOf(error: string): Exclude<UndeliverableReason, 'bot_never_opened'> | null {
  if (!error.startsWith('RecipientUnreachableError:')) return null;
  return /blocked/i.test(error) ? 'bot_blocked' : 'chat_unreachable';
}

/** The reading's parts in the order they are sent; part numbers are stable across retries. */
function readingParts(reading: ReadingRow, orderId: string, t: TFunction, title: string, wheelCaption: string): DeliveryPart[] {
  const messages = JSON.parse(reading.telegram) as string[];
  const context = { orderId, readingId: reading.id };
  const parts: DeliveryPart[] = messages.map((html, index) => ({
    part: index,
    kind: 'message',
    send: (sender, chatId) => sender.sendMessage(chatId, html, context),
  }));
  if (reading.wheel_png) {
    const png = Buffer.from(reading.wheel_png);
    parts.push({ part: messages.length, kind: 'photo', send: (sender, chatId) => sender.sendPhoto(chatId, png, 'chart-wheel.png', wheelCaption, context) });
  }
  if (reading.pdf) {
    const pdf = Buffer.from(reading.pdf);
    const fileName = t('delivery.pdfFileName', { kind: reading.kind, title });
    parts.push({ part: messages.length + 1, kind: 'document', send: (sender, chatId) => sender.sendDocument(chatId, pdf, fileName, t('delivery.pdfCaption'), context) });
  }
  return parts;
}
