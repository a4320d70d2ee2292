// YooKassa (Russian bank cards, SBP): payments with a redirect confirmation, captured at once, each
// with its 54-FZ fiscal receipt. YooKassa does not sign its notifications, so none is taken as sent:
// it must come from YooKassa's addresses, and what it reports is read back from the API, which is
// the only thing we act on.
import { AppError } from '../services/errors.js';
import {
  WebhookSignatureError,
  type CreatedPayment,
  type CreatePaymentInput,
  type NotificationRequest,
  type PaymentEvent,
  type PaymentProvider,
  type RefundInput,
  type RefundOutcome,
  type RemotePayment,
} from '../services/payments/provider.js';
import { AddressRanges } from './address-ranges.js';
import { fromYooKassaValue, toYooKassaValue, YooKassaApi, YooKassaApiError, type YooKassaPayment } from './yookassa-api.js';

interface YooKassaOptions {
  shopId: string;
  secretKey: string;
  apiUrl: string;
  /** The receipt's VAT code (1 = no VAT, ... as YooKassa numbers them). */
  vatCode: number;
  /** Where notifications may come from: YooKassa's published ranges unless the operator says otherwise. */
  trustedIps: readonly string[];
}

/** YooKassa's limit on a payment's and a receipt line's description. */
const DESCRIPTION_MAX = 128;
/** YooKassa's limit on a refund's description. */
const REFUND_DESCRIPTION_MAX = 250;
/** What a YooKassa payment or refund id looks like; anything else in a notification is not YooKassa's. */
const OBJECT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export class YooKassaProvider implements PaymentProvider {
  readonly name = 'yookassa';
  readonly title = 'Bank card or SBP (YooKassa)';
  readonly demo = false;
  readonly currencies = ['RUB'] as const;
  readonly partialRefunds = true;
  readonly checkoutOrigins: readonly string[];
  private readonly api: YooKassaApi;
  private readonly sources: AddressRanges;

  constructor(private readonly options: YooKassaOptions) {
    // YooKassa's payment pages live on yoomoney.ru; a stand-in for its API (a local fake) serves them itself.
    const origin = new URL(options.apiUrl).origin;
    this.checkoutOrigins = origin === 'https://api.yookassa.ru' ? ['https://yoomoney.ru'] : [origin];
    this.api = new YooKassaApi(options);
    this.sources = new AddressRanges(options.trustedIps);
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    if (!this.currencies.includes(input.currency as 'RUB')) throw new Error(`YooKassa takes RUB only, not ${input.currency}`);
    const phone = input.customer.phone.replace(/\D/g, '');
    if (!phone) throw new Error(`payment ${input.paymentId} has no phone for its fiscal receipt`);
    const amount = toYooKassaValue(input.amount, input.currency);
    // A receipt's lines must add up to the payment. They do unless the catalog changed between the
    // order and this payment; then the order is one line at the price the buyer agreed to.
    const itemsTotal = input.items.reduce((sum, item) => sum + item.amount, 0);
    const lines = itemsTotal === input.amount ? input.items : [{ title: input.description, amount: input.amount }];
    const payment = await this.api.createPayment(
      {
        amount,
        capture: true,
        confirmation: { type: 'redirect', return_url: input.returnUrl },
        description: clip(input.description, DESCRIPTION_MAX),
        metadata: { order_id: input.orderId, payment_id: input.paymentId },
        receipt: {
          customer: { phone },
          items: lines.map((line) => ({
            description: clip(line.title, DESCRIPTION_MAX),
            quantity: '1.00',
            amount: toYooKassaValue(line.amount, input.currency),
            vat_code: this.options.vatCode,
            payment_subject: 'service',
            payment_mode: 'full_payment',
          })),
        },
      },
      // Our payment id: creating the same payment again (a retry, a crash) is the same YooKassa payment.
      input.paymentId,
    );
    const payUrl = payment.confirmation?.confirmation_url;
    if (!payUrl) throw new Error(`YooKassa payment ${payment.id} came back without a confirmation_url`);
    return { providerRef: payment.id, payUrl };
  }

  async parseNotification(request: NotificationRequest): Promise<PaymentEvent[]> {
    if (!this.sources.has(request.sourceAddress)) {
      throw new WebhookSignatureError(`${request.sourceAddress} is not one of YooKassa's addresses (YOOKASSA_TRUSTED_IPS)`);
    }
    let notification: { type?: unknown; event?: unknown; object?: { id?: unknown } };
    try {
      notification = JSON.parse(request.rawBody);
    } catch {
      throw new AppError('malformed_json', 'the notification is not JSON');
    }
    const id = notification?.object?.id;
    if (notification?.type !== 'notification' || typeof notification.event !== 'string' || typeof id !== 'string' || !OBJECT_ID.test(id)) {
      throw new AppError('validation_failed', 'not a YooKassa notification: it needs type "notification", an event and the object’s id', {
        fields: [{ field: 'object.id', message: 'a YooKassa notification names its object' }],
      });
    }
    switch (notification.event) {
      case 'payment.succeeded':
      case 'payment.canceled':
      case 'payment.waiting_for_capture':
        return this.paymentEvents(await this.confirmed('payment', id, () => this.api.getPayment(id)));
      case 'refund.succeeded':
        return this.refundEvents(id);
      default:
        // Events this service does not subscribe to (payouts, deals, payment methods): nothing to do.
        return [];
    }
  }

  async fetchStatus(providerRef: string): Promise<RemotePayment> {
    const payment = await this.api.getPayment(providerRef);
    const amount = fromYooKassaValue(payment.amount);
    const refunded = payment.refunded_amount ? fromYooKassaValue(payment.refunded_amount) : 0;
    const status = payment.status === 'succeeded' ? (refunded >= amount ? 'refunded' : 'succeeded') : payment.status === 'canceled' ? 'canceled' : 'pending';
    return { status, amount, currency: payment.amount.currency, refunded };
  }

  async refund(input: RefundInput): Promise<RefundOutcome> {
    const refund = await this.api.createRefund(
      { payment_id: input.providerRef, amount: toYooKassaValue(input.amount, input.currency), description: clip(input.reason, REFUND_DESCRIPTION_MAX) },
      // Our refund id: asking again after a crash or a timeout is the same refund, never a second one.
      input.refundId,
    );
    if (refund.status === 'canceled') {
      const why = refund.cancellation_details ? `${refund.cancellation_details.party}: ${refund.cancellation_details.reason}` : 'no reason given';
      throw new Error(`YooKassa declined refund ${refund.id} of payment ${input.providerRef} (${why})`);
    }
    return { refundRef: refund.id, status: refund.status };
  }

  /**
   * Only a payment waiting for capture can be canceled at YooKassa. Ours are captured at once, and
   * a pending one has nothing to cancel: YooKassa cancels it itself when its confirmation expires.
   */
  async cancel(providerRef: string): Promise<void> {
    const payment = await this.api.getPayment(providerRef);
    if (payment.status === 'waiting_for_capture') await this.api.cancelPayment(providerRef, `cancel_${providerRef}`);
  }

  /** The payment as the API tells it, whatever the notification said about it. */
  private paymentEvents(payment: YooKassaPayment): PaymentEvent[] {
    const paymentId = payment.metadata?.payment_id;
    // A payment this service did not create (another integration of the same shop): not ours to act on.
    if (typeof paymentId !== 'string') return [];
    // Pending: not paid yet, whatever the notification claimed. Waiting for capture: not ours to
    // see, as we ask for capture at once; YooKassa captures it or cancels it and tells us again.
    if (payment.status !== 'succeeded' && payment.status !== 'canceled') return [];
    const type = payment.status === 'succeeded' ? 'payment.succeeded' : 'payment.canceled';
    return [
      {
        // The fact, not the notification: a replay, or a forged copy of it, is the same event.
        eventId: `${type}:${payment.id}`,
        type,
        paymentId,
        providerRef: payment.id,
        amount: fromYooKassaValue(payment.amount),
        currency: payment.amount.currency,
        occurredAt: Date.parse(payment.captured_at ?? payment.created_at) || Date.now(),
      },
    ];
  }

  /** A refund that succeeded, as the API tells it: everything refunded on its payment so far. */
  private async refundEvents(refundId: string): Promise<PaymentEvent[]> {
    const refund = await this.confirmed('refund', refundId, () => this.api.getRefund(refundId));
    if (refund.status !== 'succeeded') return [];
    const payment = await this.confirmed('payment', refund.payment_id, () => this.api.getPayment(refund.payment_id));
    const paymentId = payment.metadata?.payment_id;
    const refunded = payment.refunded_amount ? fromYooKassaValue(payment.refunded_amount) : 0;
    if (typeof paymentId !== 'string' || refunded <= 0) return [];
    return [
      {
        eventId: `refund.succeeded:${refund.id}`,
        type: 'payment.refunded',
        paymentId,
        providerRef: payment.id,
        amount: refunded,
        refundRef: refund.id,
        currency: payment.amount.currency,
        occurredAt: Date.parse(refund.created_at) || Date.now(),
      },
    ];
  }

  /** What the API says about an object a notification names; one YooKassa does not know is a forgery. */
  private async confirmed<T>(kind: 'payment' | 'refund', id: string, fetch: () => Promise<T>): Promise<T> {
    try {
      return await fetch();
    } catch (error) {
      if (error instanceof YooKassaApiError && error.status === 404) throw new WebhookSignatureError(`YooKassa knows no ${kind} ${id}`);
      throw error;
    }
  }
}

/** Cut to `max` characters (by code point), marking the cut. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
