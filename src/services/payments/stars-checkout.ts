// Payments in Telegram Stars happen inside Telegram, so they reach us as bot updates, not at a webhook:
// Telegram asks the bot before any money moves (pre_checkout_query) and tells it afterwards
// (successful_payment). The rules for both live here; the bot only relays them and says the result.
import type { Clock } from '../../clock.js';
import type { Language } from '../../i18n/languages.js';
import { sha256Hex } from '../../ids.js';
import type { Queries } from '../../store/queries/index.js';
import type { OrderRow, PaymentRow } from '../../store/schema.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import { AppError } from '../errors.js';
import type { OperatorAlerts } from '../operator/alerts.js';
import { effectiveStatus, PAID_STATUSES, statusIn } from '../orders/lifecycle.js';
import type { PaymentService } from './payment-service.js';
import type { PaymentItem } from './provider.js';
import type { PaymentProviders } from './providers.js';

export const STARS_PROVIDER = 'telegram_stars';

/** Why the bot turns a checkout down (the bot words it for the buyer). */
export type PreCheckoutRefusal =
  /** The invoice names no Stars payment of ours. */
  | 'unknown_payment'
  /** The order expired, was cancelled or refunded, or this payment was ended. */
  | 'not_payable'
  /** The order is paid already (through this invoice or another payment). */
  | 'paid_already'
  /** The invoice's amount or currency is not this payment's. */
  | 'price_mismatch';

type PreCheckoutVerdict = { ok: true } | { ok: false; reason: PreCheckoutRefusal };

/** What Telegram's successful_payment reports. */
interface StarsCharge {
  /** invoice_payload: our payment id. */
  payload: string;
  /** telegram_payment_charge_id: Telegram's id of this charge, needed to refund it. */
  chargeId: string;
  /** The Telegram user who paid. */
  payerId: number;
  amount: number;
  currency: string;
}

type ChargeResult =
  | { kind: 'paid'; orderId: string }
  /** The money came for an order that could not take it; a refund of the charge is under way. */
  | { kind: 'refunding'; orderId: string; because: 'order_closed' | 'paid_already' }
  /** Telegram told us again: nothing changed. */
  | { kind: 'duplicate'; orderId: string }
  /** Not one of our payments, or not its amount: nothing recorded, the operator is told. */
  | { kind: 'unmatched' };

/** What the bot's invoice for a payment shows and charges. */
export interface StarsInvoice {
  paymentId: string;
  amount: number;
  currency: string;
  description: string;
  items: PaymentItem[];
  /** The order's language: the invoice's title and description are written in it. */
  language: Language;
}

interface StarsCheckoutDeps {
  queries: Queries;
  clock: Clock;
  payments: PaymentService;
  providers: PaymentProviders;
  catalog: CatalogService;
  alerts: OperatorAlerts;
}

export class StarsCheckout {
  constructor(private readonly deps: StarsCheckoutDeps) {}

  /**
   * Telegram's last question before it takes the Stars (it must be answered within 10 s): yes only
   * for a payment of ours, on an order that can still be paid, at exactly the payment's amount.
   */
  async preCheckout(query: { payload: string; amount: number; currency: string }): Promise<PreCheckoutVerdict> {
    const payment = await this.starsPayment(query.payload);
    if (!payment) return { ok: false, reason: 'unknown_payment' };
    const order = await this.orderOf(payment);
    const status = effectiveStatus(order, this.deps.clock.now());
    if (payment.status === 'succeeded' || statusIn(PAID_STATUSES, status)) return { ok: false, reason: 'paid_already' };
    if (status !== 'pending_payment' || (payment.status !== 'pending' && payment.status !== 'failed')) return { ok: false, reason: 'not_payable' };
    if (query.amount !== payment.amount || query.currency !== payment.currency) return { ok: false, reason: 'price_mismatch' };
    return { ok: true };
  }

  /**
   * Telegram took the Stars: the charge is recorded as the payment's success (its charge id is the
   * event id, so a repeated update changes nothing). Money for an order that can no longer take it
   * is given back by the payment service, as for any provider.
   */
  async recordCharge(charge: StarsCharge): Promise<ChargeResult> {
    const payment = await this.starsPayment(charge.payload);
    if (!payment) return this.unmatched(charge, 'the invoice names no Telegram Stars payment of ours');
    const paymentId = await this.paymentForCharge(payment, charge);
    let outcome;
    try {
      outcome = await this.deps.payments.applyEvent(STARS_PROVIDER, {
        eventId: charge.chargeId,
        type: 'payment.succeeded',
        paymentId,
        providerRef: charge.chargeId,
        amount: charge.amount,
        currency: charge.currency,
        occurredAt: this.deps.clock.now(),
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'amount_mismatch') return this.unmatched(charge, 'the amount or currency paid is not the payment’s');
      throw error;
    }
    if (outcome === 'duplicate') return { kind: 'duplicate', orderId: payment.order_id };
    if (!(await this.deps.queries.payments.hasRefunds(paymentId))) return { kind: 'paid', orderId: payment.order_id };
    const order = await this.orderOf(payment);
    return { kind: 'refunding', orderId: payment.order_id, because: statusIn(PAID_STATUSES, order.status) ? 'paid_already' : 'order_closed' };
  }

  /**
   * The invoice the bot sends for an order that is still unpaid: its Stars payment (started now if
   * the buyer has not chosen Stars before). Null when the order cannot be paid, or not in Stars.
   */
  async invoiceFor(orderId: string): Promise<StarsInvoice | null> {
    const { queries, clock } = this.deps;
    const provider = this.deps.providers.get(STARS_PROVIDER);
    const order = await queries.orders.byId(orderId);
    if (!provider || !order || effectiveStatus(order, clock.now()) !== 'pending_payment') return null;
    await this.deps.payments.start(orderId, STARS_PROVIDER);
    const payment = await queries.payments.latestOfOrder(orderId, { provider: STARS_PROVIDER, statuses: ['pending', 'failed'] });
    if (!payment) throw new Error(`order ${orderId} has no Stars payment after starting one`);
    // The lines as the catalog names them today; the amount is the one the payment was started at.
    const { input } = this.deps.payments.plan(order, provider, await this.deps.catalog.get());
    return { paymentId: payment.id, amount: payment.amount, currency: payment.currency, description: input.description, items: input.items, language: input.language };
  }

  private starsPayment(paymentId: string): Promise<PaymentRow | undefined> {
    return this.deps.queries.payments.ofProvider(paymentId, STARS_PROVIDER);
  }

  private async orderOf(payment: PaymentRow): Promise<OrderRow> {
    const order = await this.deps.queries.orders.byId(payment.order_id);
    if (!order) throw new Error(`payment ${payment.id} names no order`);
    return order;
  }

  /**
   * The payment a charge settles. An invoice can be paid more than once (a second device, a link
   * opened twice before the first payment went through): the first charge settles the payment, and
   * each later one becomes a payment of its own, which the order already paid gives back.
   */
  private async paymentForCharge(payment: PaymentRow, charge: StarsCharge): Promise<string> {
    const { queries, clock } = this.deps;
    const now = clock.now();
    const payer = String(charge.payerId);
    // Conditional, so that of concurrent charges exactly one claims the payment.
    if ((await queries.payments.claimForCharge(payment.id, charge.chargeId, payer, now)) === charge.chargeId) return payment.id;
    // Named after the charge, so that the same charge reported again finds the same payment.
    const id = `pay_stars_${sha256Hex(charge.chargeId).slice(0, 32)}`;
    await queries.payments.insertUnlessExists({
      id,
      order_id: payment.order_id,
      provider: STARS_PROVIDER,
      provider_ref: charge.chargeId,
      payer_ref: payer,
      pay_url: payment.pay_url,
      status: 'pending',
      amount: payment.amount,
      currency: payment.currency,
      created_at: now,
      updated_at: now,
    });
    return id;
  }

  private async unmatched(charge: StarsCharge, reason: string): Promise<ChargeResult> {
    await this.deps.alerts.send({ event: 'stars_payment_unmatched', paymentId: charge.payload, chargeId: charge.chargeId, payerId: charge.payerId, amount: charge.amount, currency: charge.currency, reason });
    return { kind: 'unmatched' };
  }
}
