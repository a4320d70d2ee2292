// What the service needs from a payment provider: Stripe Checkout, YooKassa, Telegram Stars and the
// demo provider implement it, and the order and payment services never know which one is behind it.
// Amounts are integers in the currency's minor unit (services/catalog/money.ts).
import type { Language } from '../../i18n/languages.js';

export type PaymentEventType =
  /** The whole amount was captured. */
  | 'payment.succeeded'
  /** An attempt was declined; the buyer may try again on the same payment. */
  | 'payment.failed'
  /** The payment ended unpaid at the provider (a Checkout Session expired, a payment was canceled). */
  | 'payment.canceled'
  /** Money was given back: `amount` is everything refunded on this payment so far. */
  | 'payment.refunded';

export interface PaymentEvent {
  /** The provider's id of this notification (or of the fact it reports): a replay carries the same id. */
  eventId: string;
  type: PaymentEventType;
  /** Our payment id, as the provider echoes it back. */
  paymentId: string;
  /** The provider's own id of the payment, when the notification tells it. */
  providerRef?: string;
  /** Minor units: what was captured, or (refunds) everything refunded so far. */
  amount: number;
  /** For `payment.refunded`: the provider's id of the refund it reports, when it names one. */
  refundRef?: string;
  currency: string;
  occurredAt: number;
}

/** One line of what is bought, for the provider's checkout page and fiscal receipts (54-FZ). */
export interface PaymentItem {
  /** The catalog's id of the product or add-on (a provider that words the line itself names it by this). */
  id: string;
  /** The catalog's title, in the order's language. */
  title: string;
  amount: number;
}

export interface CreatePaymentInput {
  paymentId: string;
  orderId: string;
  amount: number;
  currency: string;
  description: string;
  items: PaymentItem[];
  /** Where the provider sends the buyer afterwards (our order page). */
  returnUrl: string;
  /** Where a buyer who gives up is sent (the order page too). */
  cancelUrl: string;
  /** When the order stops being payable: the provider's session ends with it. */
  expiresAt: number;
  customer: { phone: string; name: string };
  /** The order's language: a provider that shows the buyer its own words (Telegram Stars) uses it. */
  language: Language;
}

export interface CreatedPayment {
  /** The provider's id of the payment, when it has one at creation. */
  providerRef: string | null;
  /** Where the buyer pays. */
  payUrl: string;
}

/** A notification as it reached us: the provider's headers and exact body, and where it came from. */
export interface NotificationRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  /** The client address (after the trusted proxies, see TRUST_PROXY). */
  sourceAddress: string;
}

type RemotePaymentStatus = 'pending' | 'succeeded' | 'failed' | 'canceled' | 'refunded';

export interface RemotePayment {
  status: RemotePaymentStatus;
  amount: number;
  currency: string;
  /** Minor units refunded so far. */
  refunded: number;
}

export interface RefundInput {
  paymentId: string;
  providerRef: string;
  /** Who paid, where the provider's refund must name them (the Telegram user of a Stars payment). */
  payerRef: string | null;
  /** Minor units to give back now. */
  amount: number;
  currency: string;
  /** Ours, sent as the provider's idempotency key: a retried refund is the same refund. */
  refundId: string;
  reason: string;
}

export interface RefundOutcome {
  /** The provider's id of the refund. */
  refundRef: string;
  /** `succeeded` when the money is on its way back now; `pending` when a notification will tell. */
  status: 'succeeded' | 'pending';
}

/** A notification that is not genuine (signature, source, or what the provider says when asked). */
export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  /** The name in PAYMENT_PROVIDERS and in /api/payments/{name}/webhook. */
  readonly name: string;
  /** What the buyer sees on our page that offers the providers. */
  readonly title: string;
  /** True when no money moves: the checkout is a labelled test page. */
  readonly demo: boolean;
  /** The currencies it takes. */
  readonly currencies: readonly string[];
  /** Whether part of a payment can be given back. */
  readonly partialRefunds: boolean;
  /** The origins of its hosted checkout pages, when buyers pay off our site (our forms redirect there). */
  readonly checkoutOrigins?: readonly string[];
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Checks that a notification is genuine (its signature, or its source and the provider's own
   * answer when asked) and reads what it reports: events for our payments, none for the kinds of
   * notification we do not act on. Throws WebhookSignatureError when it is not genuine.
   */
  parseNotification(request: NotificationRequest): Promise<PaymentEvent[]>;
  fetchStatus(providerRef: string): Promise<RemotePayment>;
  refund(input: RefundInput): Promise<RefundOutcome>;
  /** Ends an unpaid payment at the provider, so it can no longer be paid. */
  cancel(providerRef: string): Promise<void>;
}

/**
 * The demo provider's own side of the flow: its checkout page on our site makes the notification a
 * real provider would send, signed the same way, so the real webhook route handles it.
 */
export interface DemoCheckout {
  readonly name: string;
  signedNotification(payment: { paymentId: string; amount: number; currency: string }, type: PaymentEventType): { headers: Record<string, string>; body: string };
}
