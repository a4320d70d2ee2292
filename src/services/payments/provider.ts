// What the service needs from a payment provider. Real providers (Stripe, YooKassa) and the demo
// provider implement it; the order and payment services never know which one is behind it.

export type PaymentEventType = 'payment.succeeded' | 'payment.failed' | 'payment.refunded';
export type RemotePaymentStatus = 'pending' | 'succeeded' | 'failed' | 'refunded';

export interface PaymentEvent {
  eventId: string; // the provider's id of this notification: a replay carries the same id
  type: PaymentEventType;
  paymentId: string; // our payment id, echoed by the provider
  amount: number; // minor units
  currency: string;
  occurredAt: number; // epoch ms
}

export interface CreatePaymentInput {
  paymentId: string;
  orderId: string;
  amount: number; // minor units
  currency: string;
  description: string;
  returnUrl: string; // where the provider sends the buyer afterwards
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export class WebhookSignatureError extends Error {}

/**
 * The demo provider's own side of the flow: its checkout page on our site makes the notification a
 * real provider would send, signed the same way, so the real webhook route handles it.
 */
export interface DemoCheckout {
  readonly name: string;
  signedNotification(payment: { paymentId: string; amount: number; currency: string }, type: PaymentEventType): { headers: Record<string, string>; body: string };
}

export interface PaymentProvider {
  readonly name: string;
  /** True when no money moves: the checkout is a labelled test page. */
  readonly demo: boolean;
  createPayment(input: CreatePaymentInput): Promise<{ providerRef: string; payUrl: string }>;
  /** Verifies the notification's signature and parses it; throws WebhookSignatureError when it is not genuine. */
  parseWebhook(request: WebhookRequest): PaymentEvent;
  fetchStatus(providerRef: string): Promise<RemotePaymentStatus>;
}
