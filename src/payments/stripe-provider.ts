// Stripe Checkout through the official SDK: a Checkout Session per payment, webhooks verified over
// the raw body with the endpoint's signing secret, refunds through the Refunds API. Our order and
// payment ids travel in the session's metadata and (for charge.refunded) the PaymentIntent's.
import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CreatePaymentInput,
  type CreatedPayment,
  type NotificationRequest,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentProvider,
  type RefundInput,
  type RefundOutcome,
  type RemotePayment,
} from '../services/payments/provider.js';

/**
 * Currencies whose Stripe unit is the ISO 4217 minor unit our amounts use. Stripe counts HUF, TWD
 * and ISK differently and wants three-decimal amounts rounded to tens, so those stay out.
 */
const STRIPE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'PLN', 'CZK', 'SEK', 'NOK', 'DKK', 'JPY', 'RUB'] as const;

/** Stripe's own default: a signed notification older than this is refused as a replay. */
const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

const MINUTE = 60_000;
/**
 * Stripe takes `expires_at` only from 30 minutes to 24 hours after the session is created. A minute
 * of room on each side keeps the request valid however long it takes to reach Stripe.
 */
const SESSION_MIN_MS = 31 * MINUTE;
const SESSION_MAX_MS = 24 * 60 * MINUTE - MINUTE;

interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API, or a local server that speaks it (tests). */
  apiUrl: string;
  now: () => number;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly title = 'Card, Apple Pay or Google Pay (Stripe)';
  readonly demo = false;
  readonly currencies = STRIPE_CURRENCIES;
  readonly partialRefunds = true;
  readonly checkoutOrigins: readonly string[];
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    const url = new URL(options.apiUrl);
    // Stripe hosts Checkout on checkout.stripe.com; a stand-in for its API (a local fake) serves the
    // page on its own address.
    this.checkoutOrigins = url.origin === 'https://api.stripe.com' ? ['https://checkout.stripe.com'] : [url.origin];
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(options.secretKey, {
      host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port || (protocol === 'http' ? 80 : 443),
      protocol,
      telemetry: false,
      maxNetworkRetries: 2,
      // Order creation waits for the session: a stalled Stripe fails the order instead of hanging it.
      timeout: 20_000,
      appInfo: { name: 'reading-service' },
    });
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const currency = input.currency.toLowerCase();
    const metadata = { order_id: input.orderId, payment_id: input.paymentId };
    // The lines must add up to what we expect to be paid, or every notification would be refused as
    // a mismatch; when a catalog change makes them differ, one line for the whole order is charged.
    const itemsTotal = input.items.reduce((sum, item) => sum + item.amount, 0);
    const lines = itemsTotal === input.amount ? input.items : [{ title: input.description, amount: input.amount }];
    const now = this.options.now();
    // An order that lives longer than Stripe allows gets the longest session; a shorter one outlives
    // its order, and money paid after the order expired is given back by the payment service.
    const expiresAt = Math.min(Math.max(input.expiresAt, now + SESSION_MIN_MS), now + SESSION_MAX_MS);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: lines.map((line) => ({ quantity: 1, price_data: { currency, unit_amount: line.amount, product_data: { name: line.title } } })),
        client_reference_id: input.orderId,
        metadata,
        payment_intent_data: { metadata, description: input.description },
        success_url: input.returnUrl,
        cancel_url: input.cancelUrl,
        expires_at: Math.floor(expiresAt / 1000),
      },
      { idempotencyKey: input.paymentId },
    );
    if (!session.url) throw new Error(`Stripe created Checkout Session ${session.id} without a URL to pay at`);
    return { providerRef: session.id, payUrl: session.url };
  }

  async parseNotification(request: NotificationRequest): Promise<PaymentEvent[]> {
    const header = request.headers['stripe-signature'];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(request.rawBody, signature, this.options.webhookSecret, STRIPE_SIGNATURE_TOLERANCE_SECONDS, undefined, this.options.now());
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw new WebhookSignatureError('the body is not a Stripe event');
      throw new WebhookSignatureError(/tolerance/i.test(error.message) ? `signed more than ${STRIPE_SIGNATURE_TOLERANCE_SECONDS} seconds ago` : 'Stripe-Signature does not match the body');
    }
    switch (event.type) {
      case 'checkout.session.completed':
        // An asynchronous method (a bank debit) completes the session unpaid: its outcome comes later.
        return event.data.object.payment_status === 'paid' ? this.sessionEvent(event, event.data.object, 'payment.succeeded') : [];
      case 'checkout.session.async_payment_succeeded':
        return this.sessionEvent(event, event.data.object, 'payment.succeeded');
      case 'checkout.session.async_payment_failed':
        // The session is complete and can never be paid: for the buyer it ended unpaid, and a new
        // attempt needs a new session (our payment page opens one).
        return this.sessionEvent(event, event.data.object, 'payment.canceled');
      case 'checkout.session.expired':
        return this.sessionEvent(event, event.data.object, 'payment.canceled');
      case 'charge.refunded':
        return this.refundEvent(event, event.data.object);
      default:
        return [];
    }
  }

  async fetchStatus(providerRef: string): Promise<RemotePayment> {
    const session = await this.stripe.checkout.sessions.retrieve(providerRef, { expand: ['payment_intent.latest_charge'] });
    const amount = session.amount_total ?? 0;
    const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
    const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const refunded = charge?.amount_refunded ?? 0;
    return { status: remoteStatus(session, intent, amount, refunded), amount, currency: (session.currency ?? '').toUpperCase(), refunded };
  }

  async refund(input: RefundInput): Promise<RefundOutcome> {
    // Refunds name the PaymentIntent, which Stripe makes only when the buyer pays: it is read from
    // the session we keep as the payment's reference.
    const session = await this.stripe.checkout.sessions.retrieve(input.providerRef);
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intent) throw new Error(`Checkout Session ${input.providerRef} has no PaymentIntent: nothing was paid on it`);
    const refund = await this.stripe.refunds.create(
      { payment_intent: intent, amount: input.amount, metadata: { payment_id: input.paymentId, refund_id: input.refundId, reason: input.reason.slice(0, 500) } },
      { idempotencyKey: input.refundId },
    );
    if (refund.status === 'succeeded') return { refundRef: refund.id, status: 'succeeded' };
    if (refund.status === 'pending' || refund.status === 'requires_action') return { refundRef: refund.id, status: 'pending' };
    throw new Error(`Stripe refund ${refund.id} is ${refund.status}${refund.failure_reason ? ` (${refund.failure_reason})` : ''}`);
  }

  async cancel(providerRef: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(providerRef);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      // Stripe refuses to expire a session that is no longer open: completed or expired, it can no
      // longer be paid, which is all we asked.
      const session = await this.stripe.checkout.sessions.retrieve(providerRef);
      if (session.status === 'open') throw error;
    }
  }

  private sessionEvent(event: Stripe.Event, session: Stripe.Checkout.Session, type: PaymentEventType): PaymentEvent[] {
    const paymentId = session.metadata?.payment_id;
    // Every endpoint receives all of the account's events: a session we did not create is not ours.
    if (!paymentId) return [];
    return [
      {
        eventId: event.id,
        type,
        paymentId,
        providerRef: session.id,
        amount: session.amount_total ?? 0,
        currency: (session.currency ?? '').toUpperCase(),
        occurredAt: event.created * 1000,
      },
    ];
  }

  private async refundEvent(event: Stripe.Event, charge: Stripe.Charge): Promise<PaymentEvent[]> {
    let paymentId = charge.metadata?.payment_id;
    // A charge carries our ids when its PaymentIntent passed them on; otherwise the intent has them.
    if (!paymentId && charge.payment_intent) {
      const intent = typeof charge.payment_intent === 'string' ? await this.stripe.paymentIntents.retrieve(charge.payment_intent) : charge.payment_intent;
      paymentId = intent.metadata?.payment_id;
    }
    if (!paymentId) return [];
    return [{ eventId: event.id, type: 'payment.refunded', paymentId, amount: charge.amount_refunded, currency: charge.currency.toUpperCase(), occurredAt: event.created * 1000 }];
  }
}

function remoteStatus(session: Stripe.Checkout.Session, intent: Stripe.PaymentIntent | null, amount: number, refunded: number): RemotePayment['status'] {
  if (amount > 0 && refunded >= amount) return 'refunded';
  if (session.payment_status === 'paid') return 'succeeded';
  if (session.status === 'expired') return 'canceled';
  // A completed session still unpaid waits for an asynchronous method, unless that method failed.
  if (session.status === 'complete' && intent && ['requires_payment_method', 'canceled'].includes(intent.status)) return 'failed';
  return 'pending';
}
