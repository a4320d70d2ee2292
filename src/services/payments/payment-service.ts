// Payments of orders: starting one with a provider, applying what providers report, and refunds.
// Each notification is applied at most once (its id is recorded in the same transaction) and every
// state change is a conditional update, so replayed, late, out-of-order or concurrent notifications
// leave one outcome. Money that arrives for an order that cannot take it (expired, cancelled, or
// paid already through another payment) is given back at once, and the operator is told: nothing
// is paid twice, nothing paid is lost.
import type { Clock } from '../../clock.js';
import { newId } from '../../ids.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Queries } from '../../store/queries/index.js';
import type { NewPayment, OrderRow, PaymentRow, RefundRow } from '../../store/schema.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import type { Catalog } from '../catalog/model.js';
import { fitsMinorUnits, toMajorUnits, toMinorUnits } from '../catalog/money.js';
import { AppError, notFound } from '../errors.js';
import type { OperatorAlerts } from '../operator/alerts.js';
import { NO_METRICS, type ServiceMetrics } from '../operator/metrics.js';
import { languageOfOrder } from '../orders/order-language.js';
import { effectiveStatus, PAID_STATUSES, statusIn, type OrderLifecycle } from '../orders/lifecycle.js';
import { itemTitle } from '../catalog/item-texts.js';
import { WebhookSignatureError, type CreatedPayment, type CreatePaymentInput, type NotificationRequest, type PaymentEvent, type PaymentProvider } from './provider.js';
import type { PaymentProviders } from './providers.js';

type EventOutcome = 'applied' | 'duplicate' | 'ignored';

interface PaymentServiceDeps {
  queries: Queries;
  clock: Clock;
  queue: JobQueue;
  lifecycle: OrderLifecycle;
  providers: PaymentProviders;
  catalog: CatalogService;
  alerts: OperatorAlerts;
  /** Counts every provider report by provider and outcome. */
  metrics?: ServiceMetrics;
  baseUrl: string;
  /** Called after a commit that enqueued work, to wake an idle in-process worker. */
  onEnqueued?: () => void;
}

/** What a payment of an order will ask of a provider, priced in the currency that provider takes. */
interface PaymentPlan {
  provider: PaymentProvider;
  input: CreatePaymentInput;
}

export interface RefundView {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
  status: RefundRow['status'];
}

export class PaymentService {
  private readonly metrics: ServiceMetrics;

  constructor(private readonly deps: PaymentServiceDeps) {
    this.metrics = deps.metrics ?? NO_METRICS;
  }

  async payment(paymentId: string): Promise<PaymentRow> {
    const row = await this.deps.queries.payments.byId(paymentId);
    if (!row) throw notFound(`payment ${paymentId}`);
    return row;
  }

  /**
   * The payment an order asks of a provider: in the order's currency when the provider takes it (the
   * price the buyer agreed to), else in the provider's own, at the catalog's price in it.
   */
  plan(order: Pick<OrderRow, 'id' | 'product' | 'addons' | 'currency' | 'sum' | 'name' | 'phone' | 'expires_at' | 'meta'>, provider: PaymentProvider, catalog: Catalog): PaymentPlan {
    const currency = this.deps.providers.currencyFor(provider, order.currency, catalog.currencies);
    if (!currency) throw new AppError('unsupported_currency', `${provider.title} takes none of the currencies this order can be paid in`, { fields: [{ field: 'provider', message: 'cannot take this order' }] });
    const ids = [order.product, ...(JSON.parse(order.addons) as string[])];
    const language = languageOfOrder(order.meta);
    // Lines are titled in the order's language: a Russian buyer's checkout page and receipt say what they bought in Russian.
    const items = ids.map((id, i) => {
      const item = i === 0 ? catalog.products.find((p) => p.id === id) : catalog.addons.find((a) => a.id === id);
      if (!item || item.prices[currency] === undefined) throw new AppError('unsupported_currency', `the catalog has no ${currency} price for ${id}`);
      return { id, title: itemTitle(item, language, id), amount: toMinorUnits(item.prices[currency]!, currency) };
    });
    const amount = currency === order.currency ? order.sum : items.reduce((sum, item) => sum + item.amount, 0);
    const orderUrl = `${this.deps.baseUrl}/orders/${encodeURIComponent(order.id)}`;
    return {
      provider,
      input: {
        paymentId: newId('pay'),
        orderId: order.id,
        amount,
        currency,
        description: items.map((item) => item.title).join(' + '),
        items,
        returnUrl: orderUrl,
        cancelUrl: orderUrl,
        expiresAt: order.expires_at,
        customer: { phone: order.phone, name: order.name },
        language,
      },
    };
  }

  /**
   * The buyer chose `providerName` on our page: the order's payment with it (the one started before,
   * if a pending one exists), and where to pay.
   */
  async start(orderId: string, providerName: string): Promise<{ payUrl: string }> {
    const { queries, clock } = this.deps;
    const provider = this.deps.providers.get(providerName);
    if (!provider) throw new AppError('validation_failed', `no payment provider ${providerName} here`, { fields: [{ field: 'provider', message: 'unknown payment provider' }] });
    const order = await queries.orders.byId(orderId);
    if (!order) throw notFound(`order ${orderId}`);
    if (effectiveStatus(order, clock.now()) !== 'pending_payment') throw new AppError('payment_not_payable', 'this order can no longer be paid');
    const started = await queries.payments.latestOfOrder(orderId, { provider: provider.name, statuses: ['pending', 'failed'] });
    if (started) return { payUrl: started.pay_url };
    const { input } = this.plan(order, provider, await this.deps.catalog.get());
    const payment = await this.open(provider, input);
    await queries.payments.insert(payment);
    return { payUrl: payment.pay_url };
  }

  /**
   * Asks the provider to open a payment. A provider that is down or refuses us becomes
   * `payment_provider_failed` (the buyer may try again), and the operator hears of it.
   */
  async open(provider: PaymentProvider, input: CreatePaymentInput): Promise<NewPayment> {
    let created: CreatedPayment;
    try {
      created = await provider.createPayment(input);
    } catch (error) {
      if (error instanceof AppError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      await this.deps.alerts.send({ event: 'payment_provider_failed', provider: provider.name, orderId: input.orderId, error: message });
      throw new AppError('payment_provider_failed', `${provider.title} could not open the payment just now; nothing was charged, and the order is kept: please try again in a minute`);
    }
    const now = this.deps.clock.now();
    return {
      id: input.paymentId,
      order_id: input.orderId,
      provider: provider.name,
      provider_ref: created.providerRef,
      pay_url: created.payUrl,
      status: 'pending',
      amount: input.amount,
      currency: input.currency,
      created_at: now,
      updated_at: now,
    };
  }

  /** A provider's notification: checked by the provider (throws WebhookSignatureError), then applied. */
  async applyNotification(providerName: string, request: NotificationRequest): Promise<EventOutcome[]> {
    const provider = this.deps.providers.get(providerName);
    if (!provider) throw new AppError('not_found', `no payment provider ${providerName} here`);
    let events: PaymentEvent[];
    try {
      events = await provider.parseNotification(request);
    } catch (error) {
      if (error instanceof WebhookSignatureError) this.metrics.paymentEvent(provider.name, 'unverified', 'refused');
      throw error;
    }
    const outcomes: EventOutcome[] = [];
    for (const event of events) outcomes.push(await this.applyEvent(provider.name, event));
    return outcomes;
  }

  /** Applies one fact a provider reported (at most once), and counts what became of it. */
  async applyEvent(providerName: string, event: PaymentEvent): Promise<EventOutcome> {
    const reported = event.type.replace(/^payment\./, '');
    try {
      const outcome = await this.applyOnce(providerName, event);
      this.metrics.paymentEvent(providerName, reported, outcome);
      return outcome;
    } catch (error) {
      // Refused: a payment we do not know, or an amount that does not match it.
      if (error instanceof AppError) this.metrics.paymentEvent(providerName, reported, 'refused');
      throw error;
    }
  }

  private async applyOnce(providerName: string, event: PaymentEvent): Promise<EventOutcome> {
    const { queries, clock, lifecycle } = this.deps;
    const after: (() => Promise<void>)[] = [];
    let enqueued = false;
    const outcome = await queries.transaction(async (q): Promise<EventOutcome> => {
      const now = clock.now();
      const payment = await q.payments.ofProvider(event.paymentId, providerName);
      if (!payment) throw new AppError('not_found', `no ${providerName} payment ${event.paymentId}`);
      const amountFits = event.type === 'payment.refunded' ? event.amount > 0 && event.amount <= payment.amount : event.amount === payment.amount;
      if (!amountFits || event.currency !== payment.currency) {
        throw new AppError('amount_mismatch', 'the notification does not match the payment amount or currency');
      }
      if (!(await q.payments.recordEvent({ provider: providerName, eventId: event.eventId, paymentId: payment.id, type: event.type, now }))) return 'duplicate';
      if (event.providerRef && !payment.provider_ref) await q.payments.setProviderRef(payment.id, event.providerRef, now);

      switch (event.type) {
        case 'payment.succeeded': {
          // A payment refunded before its success was reported stays refunded.
          if (!(await q.payments.move(payment.id, ['pending', 'failed', 'canceled'], 'succeeded', now))) return 'ignored';
          const order = await q.orders.byId(payment.order_id);
          if (!order) throw new Error(`payment ${payment.id} names no order`);
          if (order.status === 'pending_payment' && order.expires_at > now && (await lifecycle.paymentCaptured(q, payment.order_id))) {
            enqueued = true;
            return 'applied';
          }
          // Money for an order that cannot take it: expired, cancelled, or paid already through
          // another payment. It goes back, and the operator hears of it.
          const reason = statusIn(PAID_STATUSES, order.status) ? 'the order was paid already through another payment' : 'the order had expired or was cancelled before the payment arrived';
          if (order.status === 'pending_payment') await lifecycle.expired(q);
          await this.requestRefund(q, payment, payment.amount, reason);
          enqueued = true;
          after.push(() => this.deps.alerts.send({ event: 'payment_refunded_automatically', orderId: payment.order_id, paymentId: payment.id, reason }));
          return 'applied';
        }
        case 'payment.failed':
          // A decline leaves the order payable: the buyer may try again on the same page.
          return (await q.payments.move(payment.id, ['pending'], 'failed', now)) ? 'applied' : 'ignored';
        case 'payment.canceled':
          return (await q.payments.move(payment.id, ['pending', 'failed'], 'canceled', now)) ? 'applied' : 'ignored';
        case 'payment.refunded':
          return (await this.recordRefunded(q, payment, event.amount, now, event.refundRef)) ? 'applied' : 'ignored';
      }
    });
    if (enqueued) this.deps.onEnqueued?.();
    for (const task of after) await task();
    return outcome;
  }

  /**
   * The operator gives money back: all of what the order paid, or `amount` (minor units) of it
   * where the provider allows part of a payment back. The order ends `refunded` once the provider
   * confirms a full refund.
   */
  /** An operator's refund: `amount` in the major unit of the payment's currency, the whole remainder when left out. */
  async refund(orderId: string, options: { amount?: number; reason: string; inTransaction?: (q: Queries, refundId: string) => Promise<void> }): Promise<RefundView> {
    const refundId = await this.deps.queries.transaction(async (q) => {
      const payment = await q.payments.firstSucceededOfOrder(orderId);
      if (!payment) throw new AppError('not_refundable', 'this order has no payment to give back (unpaid, or refunded already)');
      const provider = this.providerOf(payment);
      // Every refund of the payment counts: asked, on its way, made (ours, or reported made at the provider).
      const asked = await q.payments.refundTotal(payment.id, ['requested', 'pending', 'succeeded']);
      const refundable = payment.amount - asked;
      if (options.amount !== undefined && !fitsMinorUnits(options.amount, payment.currency)) {
        throw new AppError('validation_failed', `amount has more decimals than ${payment.currency} has`, { fields: [{ field: 'amount', message: `has more decimals than ${payment.currency} has` }] });
      }
      const amount = options.amount === undefined ? refundable : toMinorUnits(options.amount, payment.currency);
      if (refundable <= 0) throw new AppError('not_refundable', 'everything this order paid was given back already, or is on its way back');
      if (amount <= 0 || amount > refundable) {
        throw new AppError('validation_failed', `a refund of this order is at most ${toMajorUnits(refundable, payment.currency)} ${payment.currency}`, {
          fields: [{ field: 'amount', message: `must be more than 0 and at most ${toMajorUnits(refundable, payment.currency)}` }],
        });
      }
      if (amount < refundable && !provider.partialRefunds) {
        throw new AppError('validation_failed', `${provider.title} gives back whole payments only`, { fields: [{ field: 'amount', message: 'must be left out: this provider refunds whole payments' }] });
      }
      const id = await this.requestRefund(q, payment, amount, options.reason);
      // The operator's audit entry commits with the refund it records.
      await options.inTransaction?.(q, id);
      return id;
    });
    this.deps.onEnqueued?.();
    return this.refundView(refundId);
  }

  /** The refund_payment job: asks the provider, and applies its answer when it is final. */
  async runRefund(refundId: string): Promise<void> {
    const { queries, clock } = this.deps;
    const refund = await queries.payments.refundById(refundId);
    if (!refund || refund.status !== 'requested') return;
    const payment = await this.payment(refund.payment_id);
    const provider = this.providerOf(payment);
    if (!payment.provider_ref) throw new Error(`payment ${payment.id} has no provider reference to refund`);
    // The refund's id is the provider's idempotency key: asking again after a crash is the same refund.
    const outcome = await provider.refund({ paymentId: payment.id, providerRef: payment.provider_ref, payerRef: payment.payer_ref, amount: refund.amount, currency: refund.currency, refundId: refund.id, reason: refund.reason });
    await queries.payments.refundAnswered(refund.id, outcome.status, outcome.refundRef, clock.now());
    if (outcome.status === 'succeeded') {
      const refunded = await queries.payments.refundTotal(payment.id, ['succeeded']);
      await this.applyEvent(provider.name, {
        eventId: `refund:${refund.id}`,
        type: 'payment.refunded',
        paymentId: payment.id,
        amount: Math.min(payment.amount, refunded),
        currency: payment.currency,
        occurredAt: clock.now(),
      });
    }
  }

  /** A failed refund job: the refund is marked failed and the operator told (money is still held). */
  async refundFailed(q: Queries, refundId: string, error: string): Promise<() => Promise<void>> {
    const refund = await q.payments.refundById(refundId);
    if (!refund) throw new Error(`refund ${refundId} does not exist`);
    await q.payments.failRefund(refundId, error.slice(0, 2000), this.deps.clock.now());
    const payment = await q.payments.byId(refund.payment_id);
    if (!payment) throw new Error(`refund ${refundId} names no payment`);
    return () => this.deps.alerts.send({ event: 'refund_failed', orderId: payment.order_id, refundId, error });
  }

  /** A refund that failed for good is asked of its provider again (the operator's retry). */
  reopenRefund(q: Queries, refundId: string): Promise<boolean> {
    return q.payments.reopenRefund(refundId, this.deps.clock.now());
  }

  async refundView(refundId: string): Promise<RefundView> {
    const refund = await this.deps.queries.payments.refundById(refundId);
    if (!refund) throw new Error(`refund ${refundId} does not exist`);
    return { id: refund.id, paymentId: refund.payment_id, amount: refund.amount, currency: refund.currency, status: refund.status };
  }

  private providerOf(payment: PaymentRow): PaymentProvider {
    const provider = this.deps.providers.get(payment.provider);
    if (!provider) throw new AppError('provider_unavailable', `the payment provider ${payment.provider} of this payment is not enabled on this installation`);
    return provider;
  }

  /** Records a refund to ask of the provider and queues the job that asks (so a crash loses none). */
  private async requestRefund(q: Queries, payment: PaymentRow, amount: number, reason: string): Promise<string> {
    const now = this.deps.clock.now();
    const id = newId('rfd');
    await q.payments.insertRefund({ id, payment_id: payment.id, amount, currency: payment.currency, status: 'requested', provider_ref: null, reason, last_error: null, created_at: now, updated_at: now });
    await this.deps.queue.enqueue(q, 'refund_payment', { refundId: id });
    return id;
  }

  /**
   * The provider reports `refunded` (cumulative) given back on a payment. Our refunds on their way
   * that the report covers are settled, oldest first; money beyond every refund we know of (given
   * back in the provider's dashboard) becomes a refund of its own, so that what a payment gave back
   * is always the sum of its refunds. A payment wholly given back is `refunded`; its order too, when
   * no other payment still pays for it. False when the report tells nothing new.
   */
  private async recordRefunded(queries: Queries, payment: PaymentRow, refunded: number, now: number, refundRef?: string): Promise<boolean> {
    const q = queries.payments;
    await q.lock(payment.id, now);
    let changed = false;
    let recorded = await q.refundTotal(payment.id, ['succeeded']);
    for (const pending of await q.pendingRefunds(payment.id)) {
      if (recorded + pending.amount > refunded) break;
      await q.settleRefund(pending.id, now);
      recorded += pending.amount;
      changed = true;
    }
    if (refunded > recorded) {
      await q.insertRefund({
        id: newId('rfd'),
        payment_id: payment.id,
        amount: refunded - recorded,
        currency: payment.currency,
        status: 'succeeded',
        provider_ref: refundRef ?? null,
        reason: `given back at ${payment.provider}, not through this service`,
        last_error: null,
        created_at: now,
        updated_at: now,
      });
      recorded = refunded;
      changed = true;
    }
    if (recorded >= payment.amount && (await q.markRefunded(payment.id, now))) {
      changed = true;
      if (payment.status === 'succeeded') {
        const stillPaying = await q.firstSucceededOfOrder(payment.order_id);
        if (!stillPaying) await this.deps.lifecycle.refunded(queries, payment.order_id);
      }
    }
    return changed;
  }
}
