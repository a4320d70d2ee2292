// A local Stripe API for tests: real HTTP on 127.0.0.1 speaking Stripe's wire protocol as the
// official SDK uses it (form-encoded bodies in bracket notation, `Authorization: Bearer <secret
// key>`, Idempotency-Key replays, `expand[]`, JSON objects and `{error: {type, message, code}}`
// errors), so our real client code runs against it through STRIPE_API_URL. It serves a hosted
// checkout page with Pay and Decline buttons, and sends events to our webhook signed exactly as
// Stripe signs them: `Stripe-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_51ReadingService';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_reading_service_signing_secret';
const API_VERSION = '2026-10-28.endive';

type Params = Record<string, unknown>;
type StripeObject = Record<string, unknown> & { id: string };

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body (POST) or query (GET), decoded from bracket notation. */
  params: Params;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  /** True when the answer was the stored answer of an earlier request with the same key. */
  replayed: boolean;
  status: number;
}

export interface SignedEvent {
  event: StripeObject & { type: string };
  headers: Record<string, string>;
  body: string;
}

export interface Delivery {
  event: StripeObject & { type: string };
  status: number;
  body: string;
}

interface Stored {
  fingerprint: string;
  status: number;
  body: string;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly deliveries: Delivery[] = [];
  /** Where events are POSTed: our `/api/payments/stripe/webhook` on a listening server. */
  webhookUrl: string | null = null;
  /** What a new refund is: `succeeded` (cards) or `pending` until `completePendingRefunds()`. */
  refundOutcome: 'succeeded' | 'pending' = 'succeeded';
  /** Whether charges carry their PaymentIntent's metadata (set false to make our code ask for the intent). */
  copyMetadataToCharges = true;
  /** While true, events are kept in `held` instead of sent, for a test to send them in any order. */
  hold = false;
  readonly held: SignedEvent[] = [];

  private readonly sessions = new Map<string, StripeObject>();
  private readonly intents = new Map<string, StripeObject>();
  private readonly charges = new Map<string, StripeObject>();
  private readonly refunds = new Map<string, StripeObject>();
  private readonly idempotent = new Map<string, Stored>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly failedDeliveries: unknown[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly secretKey: string,
    readonly webhookSecret: string,
    private readonly now: () => number,
  ) {}

  static async start(options: { secretKey?: string; webhookSecret?: string; now?: () => number } = {}): Promise<FakeStripe> {
    let fake!: FakeStripe;
    const server = createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeStripe(server, `http://127.0.0.1:${port}`, options.secretKey ?? FAKE_STRIPE_SECRET_KEY, options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET, options.now ?? Date.now);
    return fake;
  }

  /** The variables that point the service at this fake. */
  env(): Record<string, string> {
    return { PAYMENT_PROVIDERS: 'stripe', STRIPE_SECRET_KEY: this.secretKey, STRIPE_WEBHOOK_SECRET: this.webhookSecret, STRIPE_API_URL: this.url };
  }

  async close(): Promise<void> {
    await this.settled();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  session(id: string): StripeObject {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`the fake has no Checkout Session ${id}`);
    return structuredClone(session);
  }

  charge(id: string): StripeObject {
    const charge = this.charges.get(id);
    if (!charge) throw new Error(`the fake has no charge ${id}`);
    return structuredClone(charge);
  }

  /** The charge a paid session made. */
  chargeFor(sessionId: string): StripeObject {
    const intent = this.intents.get(this.session(sessionId).payment_intent as string);
    if (!intent?.latest_charge) throw new Error(`session ${sessionId} has no charge`);
    return this.charge(intent.latest_charge as string);
  }

  /** The requests to a path (`POST /v1/refunds`, say). */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  /** Resolves once every event the fake started sending has had its answer. */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
    if (this.failedDeliveries.length) throw new AggregateError(this.failedDeliveries.splice(0), 'the fake Stripe could not send some events');
  }

  // --- The buyer and Stripe's own side ---------------------------------------------------------

  /** The buyer pays by card: the session completes paid and checkout.session.completed is sent. */
  async pay(sessionId: string): Promise<Delivery> {
    const session = this.openSession(sessionId);
    const intent = this.intentFor(session);
    this.capture(session, intent);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    return this.deliver('checkout.session.completed', session);
  }

  /** The card is declined: the session stays open and only payment_intent.payment_failed is sent. */
  async decline(sessionId: string): Promise<Delivery> {
    const session = this.openSession(sessionId);
    const intent = this.intentFor(session);
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    return this.deliver('payment_intent.payment_failed', intent);
  }

  /** The buyer chooses a delayed method (a bank debit): the session completes unpaid. */
  async payLater(sessionId: string): Promise<Delivery> {
    const session = this.openSession(sessionId);
    const intent = this.intentFor(session);
    intent.status = 'processing';
    session.status = 'complete';
    session.payment_status = 'unpaid';
    session.url = null;
    return this.deliver('checkout.session.completed', session);
  }

  /** The delayed method's outcome: async_payment_succeeded, or async_payment_failed. */
  async settleLater(sessionId: string, outcome: 'succeeded' | 'failed'): Promise<Delivery> {
    const session = this.sessions.get(sessionId)!;
    const intent = this.intents.get(session.payment_intent as string)!;
    if (session.status !== 'complete' || intent.status !== 'processing') throw new Error(`session ${sessionId} waits for no delayed payment`);
    if (outcome === 'succeeded') {
      this.capture(session, intent);
      session.payment_status = 'paid';
      return this.deliver('checkout.session.async_payment_succeeded', session);
    }
    intent.status = 'requires_payment_method';
    return this.deliver('checkout.session.async_payment_failed', session);
  }

  /** The session reaches its expires_at unpaid (Stripe's own clock). */
  async expire(sessionId: string): Promise<Delivery> {
    const session = this.openSession(sessionId);
    this.endSession(session);
    return this.deliver('checkout.session.expired', session);
  }

  /** Pending refunds succeed, and each charge's charge.refunded is sent. */
  async completePendingRefunds(): Promise<Delivery[]> {
    const done: Delivery[] = [];
    for (const refund of this.refunds.values()) {
      if (refund.status !== 'pending') continue;
      refund.status = 'succeeded';
      done.push(await this.deliver('charge.refunded', this.charges.get(refund.charge as string)!));
    }
    return done;
  }

  /** A refund made in the Dashboard: `amount` (minor units) or what is left of the charge. */
  refundFromDashboard(sessionId: string, amount?: number): StripeObject {
    const session = this.findSession(sessionId);
    return this.createRefund({ payment_intent: session.payment_intent, ...(amount === undefined ? {} : { amount: String(amount) }) });
  }

  /** An event as Stripe would send it, signed with `secret` (ours by default) at `timestamp` (ms). */
  signEvent(type: string, object: object, options: { timestamp?: number; secret?: string; id?: string } = {}): SignedEvent {
    const created = Math.floor((options.timestamp ?? this.now()) / 1000);
    const event = {
      id: options.id ?? newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    // Stripe sends its events pretty-printed; the signature is over these exact bytes.
    const body = JSON.stringify(event, null, 2);
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      'stripe-signature': stripeSignature(body, options.secret ?? this.webhookSecret, created),
    };
    return { event, headers, body };
  }

  /** POSTs a signed event to the webhook, as Stripe delivers it. */
  async send(signed: SignedEvent): Promise<Delivery> {
    if (!this.webhookUrl) throw new Error('the fake Stripe has no webhook URL to send to');
    const res = await fetch(this.webhookUrl, { method: 'POST', headers: signed.headers, body: signed.body });
    const delivery = { event: signed.event, status: res.status, body: await res.text() };
    this.deliveries.push(delivery);
    return delivery;
  }

  private async deliver(type: string, object: StripeObject): Promise<Delivery> {
    const signed = this.signEvent(type, object);
    if (this.hold) {
      this.held.push(signed);
      return { event: signed.event, status: 0, body: '' };
    }
    const sending = this.send(signed);
    this.inFlight.add(sending);
    try {
      return await sending;
    } finally {
      this.inFlight.delete(sending);
    }
  }

  /** Sends without waiting: Stripe answers the API call first and notifies afterwards. */
  private deliverLater(type: string, object: StripeObject): void {
    this.deliver(type, object).catch((error: unknown) => this.failedDeliveries.push(error));
  }

  private openSession(id: string): StripeObject {
    const session = this.sessions.get(id);
    if (!session) throw new StripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'resource_missing', 'session');
    if (session.status === 'open' && (session.expires_at as number) * 1000 <= this.now()) {
      this.endSession(session);
      this.deliverLater('checkout.session.expired', session);
    }
    if (session.status !== 'open') throw new StripeError(400, 'invalid_request_error', `This Checkout Session is no longer active (its status is "${session.status}").`, 'checkout_session_inactive');
    return session;
  }

  private endSession(session: StripeObject): void {
    session.status = 'expired';
    session.url = null;
  }

  /** The session's PaymentIntent, made at the first attempt to pay as Stripe does. */
  private intentFor(session: StripeObject): StripeObject {
    if (session.payment_intent) return this.intents.get(session.payment_intent as string)!;
    const data = (session.payment_intent_data as Params | undefined) ?? {};
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: 0,
      currency: session.currency,
      description: data.description ?? null,
      latest_charge: null,
      metadata: (data.metadata as Params | undefined) ?? {},
      status: 'requires_payment_method',
      created: Math.floor(this.now() / 1000),
      livemode: false,
    };
    this.intents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  }

  private capture(session: StripeObject, intent: StripeObject): void {
    const charge: StripeObject = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      captured: true,
      currency: intent.currency,
      metadata: this.copyMetadataToCharges ? structuredClone(intent.metadata) : {},
      paid: true,
      payment_intent: intent.id,
      refunded: false,
      status: 'succeeded',
      created: Math.floor(this.now() / 1000),
      livemode: false,
    };
    this.charges.set(charge.id, charge);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = charge.id;
    session.customer_details = { email: 'buyer@example.com', name: null, phone: null };
  }

  // --- HTTP --------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const body = await readBody(req);
    try {
      if (url.pathname.startsWith('/pay/')) return await this.hostedPage(req, res, url);
      if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
      await this.api(req, res, url, body);
    } catch (error) {
      if (error instanceof StripeError) return sendError(res, error);
      sendError(res, new StripeError(500, 'api_error', error instanceof Error ? error.message : String(error)));
    }
  }

  private async api(req: IncomingMessage, res: ServerResponse, url: URL, body: string): Promise<void> {
    const method = req.method ?? 'GET';
    const params = decodeBrackets(method === 'GET' ? url.search.slice(1) : body);
    const header = (name: string) => (req.headers[name] as string | undefined) ?? null;
    const record: RecordedRequest = { method, path: url.pathname, params, idempotencyKey: header('idempotency-key'), stripeVersion: header('stripe-version'), replayed: false, status: 0 };
    this.requests.push(record);
    const answer = (status: number, payload: string, extra: Record<string, string> = {}) => {
      record.status = status;
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), 'stripe-version': record.stripeVersion ?? API_VERSION, ...extra });
      res.end(payload);
    };

    const auth = header('authorization');
    if (!auth?.startsWith('Bearer ')) return answerError(answer, new StripeError(401, 'invalid_request_error', 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.'));
    const key = auth.slice('Bearer '.length);
    if (key !== this.secretKey) return answerError(answer, new StripeError(401, 'invalid_request_error', `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(8)}${key.slice(-4)}`));

    // Idempotency: the same key with the same request replays the first answer; with another
    // request it is refused (Stripe keeps keys for 24 hours; the fake for its lifetime).
    const idempotencyKey = method === 'POST' ? record.idempotencyKey : null;
    const fingerprint = createHash('sha256').update(`${method} ${url.pathname} ${body}`).digest('hex');
    if (idempotencyKey) {
      const stored = this.idempotent.get(idempotencyKey);
      if (stored && stored.fingerprint !== fingerprint) {
        return answerError(
          answer,
          new StripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`),
        );
      }
      if (stored) {
        record.replayed = true;
        return answer(stored.status, stored.body, { 'idempotent-replayed': 'true', 'original-request': 'req_original' });
      }
    }
    let status = 200;
    let payload: string;
    try {
      payload = JSON.stringify(this.route(method, url.pathname, params));
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      payload = errorBody(error);
    }
    // Stripe stores the outcome of a request that ran, errors included, but not a 5xx.
    if (idempotencyKey && status < 500) this.idempotent.set(idempotencyKey, { fingerprint, status, body: payload });
    answer(status, payload, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
  }

  private route(method: string, path: string, params: Params): StripeObject {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(params);
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) return this.expand(this.findSession(m[1]!), params.expand);
    if (method === 'POST' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) {
      const session = this.findSession(m[1]!);
      if (session.status !== 'open') {
        throw new StripeError(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
      }
      this.endSession(session);
      this.deliverLater('checkout.session.expired', session);
      return publicSession(session);
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const intent = this.intents.get(m[1]!);
      if (!intent) throw new StripeError(404, 'invalid_request_error', `No such payment_intent: '${m[1]}'`, 'resource_missing', 'intent');
      return this.expand(intent, params.expand);
    }
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(params);
    throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private findSession(id: string): StripeObject {
    const session = this.sessions.get(id);
    if (!session) throw new StripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'resource_missing', 'session');
    return session;
  }

  private createSession(params: Params): StripeObject {
    const invalid = (message: string, param: string) => new StripeError(400, 'invalid_request_error', message, 'parameter_invalid', param);
    if (params.mode !== 'payment') throw invalid('This fake takes Checkout Sessions in payment mode only.', 'mode');
    const lines = params.line_items;
    if (!Array.isArray(lines) || lines.length === 0) throw new StripeError(400, 'invalid_request_error', 'Missing required param: line_items.', 'parameter_missing', 'line_items');
    const parsed = lines.map((line: Params, i) => {
      const data = line.price_data as Params | undefined;
      const amount = Number(data?.unit_amount);
      const quantity = Number(line.quantity ?? 1);
      if (!data || !Number.isInteger(amount) || amount < 0) throw invalid('Invalid integer for unit_amount.', `line_items[${i}][price_data][unit_amount]`);
      if (typeof data.currency !== 'string' || !/^[a-z]{3}$/.test(data.currency)) throw invalid('Invalid currency.', `line_items[${i}][price_data][currency]`);
      if (!(data.product_data as Params | undefined)?.name) throw new StripeError(400, 'invalid_request_error', 'Missing required param: product_data[name].', 'parameter_missing', `line_items[${i}][price_data][product_data][name]`);
      return { currency: data.currency, amount: amount * quantity, name: String((data.product_data as Params).name), quantity };
    });
    const currency = parsed[0]!.currency;
    if (parsed.some((l) => l.currency !== currency)) throw invalid('All line items must have the same currency.', 'line_items');
    if (typeof params.success_url !== 'string') throw new StripeError(400, 'invalid_request_error', 'Missing required param: success_url.', 'parameter_missing', 'success_url');
    const now = Math.floor(this.now() / 1000);
    const expiresAt = params.expires_at === undefined ? now + 24 * 3600 : Number(params.expires_at);
    if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) {
      throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'expires_at');
    }
    const total = parsed.reduce((sum, l) => sum + l.amount, 0);
    const id = `cs_test_${randomBytes(24).toString('base64url')}`;
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created: now,
      currency,
      customer_details: null,
      expires_at: expiresAt,
      livemode: false,
      metadata: params.metadata ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: params.success_url,
      url: `${this.url}/pay/${id}`,
      // Not part of Stripe's session object; the fake keeps them to show and to make the intent.
      line_items_shown: parsed,
      payment_intent_data: params.payment_intent_data ?? null,
    };
    this.sessions.set(id, session);
    return publicSession(session);
  }

  private createRefund(params: Params): StripeObject {
    const intent = this.intents.get(String(params.payment_intent));
    if (!intent) throw new StripeError(400, 'invalid_request_error', `No such payment_intent: '${params.payment_intent}'`, 'resource_missing', 'payment_intent');
    if (intent.status !== 'succeeded' || !intent.latest_charge) throw new StripeError(400, 'invalid_request_error', `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, 'charge_not_refundable');
    const charge = this.charges.get(intent.latest_charge as string)!;
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    if (left <= 0) throw new StripeError(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      throw new StripeError(400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, 'amount_too_large', 'amount');
    }
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: charge.currency,
      metadata: params.metadata ?? {},
      payment_intent: intent.id,
      reason: params.reason ?? null,
      status: this.refundOutcome,
      created: Math.floor(this.now() / 1000),
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    if (this.refundOutcome === 'succeeded') this.deliverLater('charge.refunded', charge);
    return refund;
  }

  /** `expand[]` as Stripe reads it: dotted paths, each step replacing an id with its object. */
  private expand(object: StripeObject, expand: unknown): StripeObject {
    const root = object.object === 'checkout.session' ? publicSession(object) : structuredClone(object);
    for (const path of Array.isArray(expand) ? (expand as string[]) : []) {
      let node: Params = root;
      for (const field of path.split('.')) {
        const value = node[field];
        if (typeof value === 'string') node[field] = structuredClone(this.intents.get(value) ?? this.charges.get(value) ?? value);
        if (typeof node[field] !== 'object' || node[field] === null) break;
        node = node[field] as Params;
      }
    }
    return root;
  }

  // --- The hosted checkout page ------------------------------------------------------------------

  private async hostedPage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const [, , id, action] = url.pathname.split('/');
    const session = this.sessions.get(id ?? '');
    if (!session) return page(res, 404, 'Not found', '<p>There is no checkout at this address.</p>');
    if (req.method === 'POST' && action === 'pay') {
      await this.pay(session.id);
      res.writeHead(303, { location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id) });
      return void res.end();
    }
    if (req.method === 'POST' && action === 'decline') {
      await this.decline(session.id);
      res.writeHead(303, { location: `/pay/${session.id}?declined=1` });
      return void res.end();
    }
    const currency = String(session.currency).toUpperCase();
    const money = (minor: number) => `${(minor / 100).toFixed(2)} ${currency}`;
    if (session.status !== 'open') return page(res, 410, 'Checkout ended', `<p>This checkout is ${session.status === 'complete' ? 'complete' : 'no longer available'}.</p>`);
    const lines = (session.line_items_shown as { name: string; amount: number }[]).map((l) => `<li><span>${escapeHtml(l.name)}</span> <span>${money(l.amount)}</span></li>`).join('');
    const declined = url.searchParams.has('declined') ? '<p class="error" role="alert">Your card was declined. Try another card.</p>' : '';
    page(
      res,
      200,
      'Checkout',
      `<p class="banner">Fake Stripe Checkout (test mode): no money moves.</p>
<h1>Pay ${money(session.amount_total as number)}</h1>
<ul class="lines">${lines}</ul>
${declined}
<form method="post" action="/pay/${session.id}/pay"><button type="submit" id="pay">Pay ${money(session.amount_total as number)}</button></form>
<form method="post" action="/pay/${session.id}/decline"><button type="submit" id="decline">Decline (test card 4000 0000 0000 0002)</button></form>
${session.cancel_url ? `<p><a href="${escapeHtml(String(session.cancel_url))}">← Back</a></p>` : ''}`,
    );
  }
}

/** The header Stripe sends, as `stripe.webhooks.generateTestHeaderString` makes it. */
export function stripeSignature(body: string, secret: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex')}`;
}

/** `a[b][0][c]=1&expand[0]=x` → `{a: {b: [{c: '1'}]}, expand: ['x']}`, as Stripe reads form bodies. */
export function decodeBrackets(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Params | unknown[] = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const index = segment === '' ? (node as unknown[]).length : segment;
      const container = node as Record<string, unknown>;
      if (last) {
        container[index as string] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(path[i + 1]!);
      container[index as string] ??= nextIsIndex ? [] : {};
      node = container[index as string] as Params | unknown[];
    });
  }
  return root;
}

function publicSession(session: StripeObject): StripeObject {
  const { line_items_shown: _lines, payment_intent_data: _data, ...visible } = structuredClone(session);
  return visible as StripeObject;
}

function errorBody(error: StripeError): string {
  return JSON.stringify({
    error: { type: error.type, message: error.message, ...(error.code ? { code: error.code, doc_url: `https://stripe.com/docs/error-codes/${error.code.replace(/_/g, '-')}` } : {}), ...(error.param ? { param: error.param } : {}) },
  });
}

function answerError(answer: (status: number, body: string) => void, error: StripeError): void {
  answer(error.status, errorBody(error));
}

function sendError(res: ServerResponse, error: StripeError): void {
  res.writeHead(error.status, { 'content-type': 'application/json' });
  res.end(errorBody(error));
}

function page(res: ServerResponse, status: number, title: string, main: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Fake Stripe</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}.banner{background:#fff3cd;padding:.5rem}.lines{list-style:none;padding:0}.lines li{display:flex;justify-content:space-between}.error{color:#b00020}button{font:inherit;width:100%;padding:.75rem;margin:.25rem 0}#pay{background:#635bff;color:#fff;border:0}</style>
</head><body><main>${main}</main></body></html>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
