// The demo provider: a payment provider that lives inside the service for demo mode and tests.
// Its checkout page (src/http/routes/pages/pay.ts) plays the provider's side: pressing Pay or
// Decline produces a notification signed exactly like a real provider's, sent to our webhook.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { newId } from '../ids.js';
import {
  WebhookSignatureError,
  type CreatePaymentInput,
  type DemoCheckout,
  type NotificationRequest,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentProvider,
  type RefundInput,
  type RefundOutcome,
  type RemotePayment,
} from '../services/payments/provider.js';

const DEMO_SIGNATURE_HEADER = 'demo-signature';
/** Notifications older than this are refused, so a captured one cannot be replayed much later. */
const DEMO_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

interface DemoPaymentRecord {
  paymentId: string;
  amount: number;
  currency: string;
}

/** Every currency of the default catalog: the demo takes what a real install would. */
const DEMO_CURRENCIES = ['USD', 'EUR', 'RUB', 'XTR'] as const;

export class DemoPaymentProvider implements PaymentProvider, DemoCheckout {
  readonly name = 'demo';
  readonly title = 'Test checkout (demo)';
  readonly demo = true;
  readonly currencies = DEMO_CURRENCIES;
  readonly partialRefunds = true;

  constructor(
    private readonly options: {
      secret: string; // the install secret: HMAC key shared by the "provider" and our webhook
      baseUrl: string;
      now: () => number;
      /** Where the demo provider keeps its own view of payments: our payments table. */
      lookup: (providerRef: string) => Promise<RemotePayment | null>;
    },
  ) {}

  async createPayment(input: CreatePaymentInput) {
    return { providerRef: `demo_${input.paymentId}`, payUrl: `${this.options.baseUrl}/pay/demo/${encodeURIComponent(input.paymentId)}` };
  }

  /** The provider's side: a signed notification, as it would be POSTed to our webhook. */
  signedNotification(payment: DemoPaymentRecord, type: PaymentEventType): { headers: Record<string, string>; body: string } {
    const now = this.options.now();
    const event = {
      id: newId('evt'),
      type,
      created: now,
      data: { payment_id: payment.paymentId, amount: payment.amount, currency: payment.currency },
    };
    const body = JSON.stringify(event);
    return { headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: this.sign(body, now) }, body };
  }

  sign(body: string, timestamp: number): string {
    const mac = createHmac('sha256', this.options.secret).update(`${timestamp}.${body}`).digest('hex');
    return `t=${timestamp},v1=${mac}`;
  }

  async parseNotification(request: NotificationRequest): Promise<PaymentEvent[]> {
    return [this.parseSigned(request)];
  }

  private parseSigned(request: NotificationRequest): PaymentEvent {
    const header = request.headers[DEMO_SIGNATURE_HEADER];
    const signature = Array.isArray(header) ? header[0] : header;
    const parts = Object.fromEntries((signature ?? '').split(',').map((kv) => kv.split('=', 2) as [string, string]));
    const timestamp = Number(parts.t);
    if (!parts.v1 || !Number.isSafeInteger(timestamp)) throw new WebhookSignatureError('missing or malformed signature');
    const expected = Buffer.from(this.sign(request.rawBody, timestamp).split('v1=')[1], 'hex');
    const given = Buffer.from(parts.v1, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError('signature does not match');
    if (Math.abs(this.options.now() - timestamp) > DEMO_SIGNATURE_TOLERANCE_MS) throw new WebhookSignatureError('signature timestamp outside tolerance');
    let event: { id?: unknown; type?: PaymentEventType; created?: unknown; data?: { payment_id?: unknown; amount?: unknown; currency?: unknown } };
    try {
      event = JSON.parse(request.rawBody);
    } catch {
      throw new WebhookSignatureError('body is not JSON');
    }
    const types: PaymentEventType[] = ['payment.succeeded', 'payment.failed', 'payment.canceled', 'payment.refunded'];
    if (typeof event?.id !== 'string' || !event.type || !types.includes(event.type) || typeof event.data?.payment_id !== 'string') {
      throw new WebhookSignatureError('notification has an unknown shape');
    }
    return {
      eventId: event.id,
      type: event.type,
      paymentId: event.data.payment_id,
      amount: Number(event.data.amount),
      currency: String(event.data.currency),
      occurredAt: Number(event.created),
    };
  }

  async fetchStatus(providerRef: string): Promise<RemotePayment> {
    const payment = await this.options.lookup(providerRef);
    if (!payment) throw new Error(`demo provider knows no payment ${providerRef}`);
    return payment;
  }

  /** No money moved, so a refund is done at once; its id names the refund that asked for it. */
  async refund(input: RefundInput): Promise<RefundOutcome> {
    return { refundRef: `demo_${input.refundId}`, status: 'succeeded' };
  }

  /** The demo checkout offers Pay only while the order is payable: nothing to end at a provider. */
  async cancel(): Promise<void> {}
}
