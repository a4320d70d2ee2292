// A local YooKassa API v3 for tests: real HTTP on 127.0.0.1 speaking YooKassa's wire protocol, so
// the service's own client runs against it. HTTP Basic auth with the shop id and secret key; an
// Idempotence-Key on every POST, where the same key with the same body is answered as the first time
// and with another body is refused; amounts as decimal strings; errors as {type: "error", id, code,
// description, parameter}; the receipt checked as a shop with an online cash register (54-FZ) needs.
// It serves the hosted confirmation page (/checkout/:id, Pay and Decline) and, like YooKassa, POSTs
// each notification ({type: "notification", event, object}) to the shop's notification URL.
// Everything it was asked is recorded for assertions.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAmount {
  value: string;
  currency: string;
}

export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: FakeAmount;
  income_amount?: FakeAmount;
  description?: string;
  recipient: { account_id: string; gateway_id: string };
  payment_method?: { type: string; id: string; saved: boolean; title: string; card?: { first6: string; last4: string; expiry_month: string; expiry_year: string; card_type: string } };
  captured_at?: string;
  created_at: string;
  confirmation: { type: 'redirect'; return_url: string; confirmation_url: string };
  test: boolean;
  refunded_amount?: FakeAmount;
  refundable: boolean;
  receipt_registration?: 'pending' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  cancellation_details?: { party: string; reason: string };
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  created_at: string;
  amount: FakeAmount;
  description?: string;
  receipt_registration?: 'pending' | 'succeeded';
  cancellation_details?: { party: string; reason: string };
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotenceKey: string | null;
  authorization: string | null;
  body: Record<string, unknown> | null;
  status: number;
}

export interface SentNotification {
  event: string;
  objectId: string;
  /** Our webhook's answer (0 when it could not be reached). */
  status: number;
  answer: string;
}

type Answer = { status: number; body: unknown };

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly parameter?: string,
  ) {
    super(description);
  }
}

const invalid = (description: string, parameter?: string) => new ApiError(400, 'invalid_request', description, parameter);
const DECIMAL = /^\d+(\.\d{1,2})?$/;
const PAYMENT_SUBJECTS = ['commodity', 'excise', 'job', 'service', 'gambling_bet', 'gambling_prize', 'lottery', 'lottery_prize', 'intellectual_activity', 'payment', 'agent_commission', 'composite', 'another'];
const PAYMENT_MODES = ['full_prepayment', 'partial_prepayment', 'advance', 'full_payment', 'partial_payment', 'credit', 'credit_payment'];

export class FakeYooKassa {
  readonly shopId = '506751';
  readonly secretKey = 'test_fake_secret_key_do_not_use';
  readonly requests: RecordedRequest[] = [];
  readonly notifications: SentNotification[] = [];
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Where notifications go: the shop's "HTTP notifications" URL. */
  webhookUrl: string | null = null;
  /** How a new refund comes back: done at once, or pending until settleRefund(). */
  refundMode: 'succeeded' | 'pending' = 'pending';
  /** When true, notifications are kept in `held` instead of sent, for a test to deliver in its own order. */
  holdNotifications = false;
  readonly held: { event: string; objectId: string; body: string }[] = [];

  private readonly idempotent = new Map<string, { fingerprint: string; answer: Answer }>();
  private failures: { status: number; times: number }[] = [];

  private constructor(
    private readonly server: Server,
    readonly base: string,
  ) {}

  static async start(): Promise<FakeYooKassa> {
    let fake!: FakeYooKassa;
    const server = createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake = new FakeYooKassa(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return fake;
  }

  get apiUrl(): string {
    return `${this.base}/v3`;
  }

  /** The service's environment for this shop; notifications from 127.0.0.1 trusted unless `trustedIps` says otherwise. */
  env(trustedIps = '127.0.0.1/32,::1'): Record<string, string> {
    return {
      PAYMENT_PROVIDERS: 'yookassa',
      YOOKASSA_SHOP_ID: this.shopId,
      YOOKASSA_SECRET_KEY: this.secretKey,
      YOOKASSA_API_URL: this.apiUrl,
      YOOKASSA_VAT_CODE: '1',
      ...(trustedIps ? { YOOKASSA_TRUSTED_IPS: trustedIps } : {}),
    };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next `times` API calls answer `status` (YooKassa's 500, or 202 "still processing"). */
  failNext(times: number, status = 500): void {
    this.failures.push({ status, times });
  }

  /** API calls recorded for `method path` (path without /v3). */
  calls(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  /** The buyer pays on the hosted page: the payment succeeds and the shop is notified. */
  async pay(paymentId: string): Promise<SentNotification> {
    const payment = this.mustPayment(paymentId);
    if (payment.status !== 'pending') throw new Error(`payment ${paymentId} is ${payment.status}, not pending`);
    const now = new Date().toISOString();
    Object.assign(payment, {
      status: 'succeeded',
      paid: true,
      captured_at: now,
      income_amount: { value: (Number(payment.amount.value) * 0.965).toFixed(2), currency: payment.amount.currency },
      refundable: true,
      receipt_registration: 'succeeded',
      payment_method: { type: 'bank_card', id: payment.id, saved: false, title: 'Bank card *4444', card: { first6: '555555', last4: '4444', expiry_month: '12', expiry_year: '2030', card_type: 'MasterCard' } },
    } satisfies Partial<FakePayment>);
    return this.notify('payment.succeeded', payment);
  }

  /** The bank declines: YooKassa cancels the payment (a new one is needed to try again) and notifies. */
  async decline(paymentId: string, reason = 'insufficient_funds'): Promise<SentNotification> {
    const payment = this.mustPayment(paymentId);
    if (payment.status !== 'pending') throw new Error(`payment ${paymentId} is ${payment.status}, not pending`);
    Object.assign(payment, { status: 'canceled', cancellation_details: { party: 'payment_network', reason } } satisfies Partial<FakePayment>);
    return this.notify('payment.canceled', payment);
  }

  /** A pending refund goes through: the payment's refunded_amount grows and the shop is notified. */
  async settleRefund(refundId: string): Promise<SentNotification> {
    const refund = this.refunds.get(refundId);
    if (!refund || refund.status !== 'pending') throw new Error(`refund ${refundId} is not pending`);
    this.complete(refund);
    return this.notify('refund.succeeded', refund);
  }

  /** A notification body exactly as YooKassa sends it. */
  notification(event: string, object: object): string {
    return JSON.stringify({ type: 'notification', event, object });
  }

  /** POSTs a notification about `object` to the webhook URL, as YooKassa does. */
  async notify(event: string, object: FakePayment | FakeRefund): Promise<SentNotification> {
    if (this.holdNotifications) {
      this.held.push({ event, objectId: object.id, body: this.notification(event, object) });
      return { event, objectId: object.id, status: 0, answer: 'held' };
    }
    if (!this.webhookUrl) throw new Error('FakeYooKassa.webhookUrl is not set');
    let sent: SentNotification;
    try {
      const res = await fetch(this.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: this.notification(event, object) });
      sent = { event, objectId: object.id, status: res.status, answer: await res.text() };
    } catch (error) {
      sent = { event, objectId: object.id, status: 0, answer: String(error) };
    }
    this.notifications.push(sent);
    return sent;
  }

  /** A POST through the API as any client of this shop could make it (another integration, the dashboard). */
  async postAsClient<T = FakePayment>(path: '/payments' | '/refunds', body: Record<string, unknown>): Promise<T> {
    const res = await fetch(`${this.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: basic(this.shopId, this.secretKey), 'idempotence-key': randomBytes(12).toString('hex'), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`fake refused POST ${path}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  private mustPayment(id: string): FakePayment {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    return payment;
  }

  private complete(refund: FakeRefund): void {
    const payment = this.mustPayment(refund.payment_id);
    refund.status = 'succeeded';
    refund.receipt_registration = 'succeeded';
    const refunded = cents(payment.refunded_amount?.value ?? '0') + cents(refund.amount.value);
    payment.refunded_amount = { value: money(refunded), currency: payment.amount.currency };
    payment.refundable = refunded < cents(payment.amount.value);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.base);
    const raw = await readBody(req);
    if (url.pathname.startsWith('/checkout/')) return this.checkout(req, res, url.pathname);
    const path = url.pathname.replace(/^\/v3/, '');
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      idempotenceKey: header(req, 'idempotence-key'),
      authorization: header(req, 'authorization'),
      body: null,
      status: 0,
    };
    this.requests.push(record);
    const answer = await this.api(req, record, url.pathname, raw).catch((error: unknown) => {
      if (error instanceof ApiError) {
        return { status: error.status, body: { type: 'error', id: uuid(), code: error.code, description: error.description, ...(error.parameter ? { parameter: error.parameter } : {}) } };
      }
      return { status: 500, body: { type: 'error', id: uuid(), code: 'internal_server_error', description: String(error) } };
    });
    record.status = answer.status;
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }

  private async api(req: IncomingMessage, record: RecordedRequest, pathname: string, raw: string): Promise<Answer> {
    if (!pathname.startsWith('/v3/')) throw new ApiError(404, 'not_found', 'Unknown API version or path');
    if (record.authorization !== basic(this.shopId, this.secretKey)) throw new ApiError(401, 'invalid_credentials', 'Login or password is incorrect. Use the shop ID and a secret key of this shop.');
    const failure = this.failures[0];
    if (failure) {
      if (--failure.times <= 0) this.failures.shift();
      return failure.status === 202
        ? { status: 202, body: { type: 'processing', description: 'Request accepted; repeat it with the same Idempotence-Key', retry_after: 10 } }
        : { status: failure.status, body: { type: 'error', id: uuid(), code: 'internal_server_error', description: 'Internal server error. Repeat the request with the same Idempotence-Key.' } };
    }
    const path = record.path;
    if (req.method === 'GET') {
      const payment = /^\/payments\/([^/]+)$/.exec(path);
      if (payment) return { status: 200, body: this.found(this.payments, payment[1]!, 'payment_id') };
      const refund = /^\/refunds\/([^/]+)$/.exec(path);
      if (refund) return { status: 200, body: this.found(this.refunds, refund[1]!, 'refund_id') };
      throw new ApiError(404, 'not_found', 'Resource not found');
    }
    if (req.method !== 'POST') throw new ApiError(405, 'invalid_request', 'Method not allowed');
    const key = record.idempotenceKey;
    if (!key) throw invalid('Idempotence key is not specified', 'Idempotence-Key');
    if (key.length > 64) throw invalid('Idempotence key is longer than 64 characters', 'Idempotence-Key');
    if (!(header(req, 'content-type') ?? '').startsWith('application/json')) throw new ApiError(415, 'invalid_request', 'Content-Type must be application/json');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw || '{}');
    } catch {
      throw invalid('Request body is not valid JSON');
    }
    record.body = body;
    const fingerprint = createHash('sha256').update(`${path}\n${raw}`).digest('hex');
    const seen = this.idempotent.get(key);
    if (seen) {
      if (seen.fingerprint !== fingerprint) throw invalid('Idempotence key duplicated: it was used with another request', 'Idempotence-Key');
      return seen.answer;
    }
    let answer: Answer;
    try {
      // A copy: what the object becomes later must not change what this request answered.
      answer = { status: 200, body: structuredClone(this.post(path, body)) };
    } catch (error) {
      // YooKassa keeps the answer to a keyed request, refusals included.
      if (!(error instanceof ApiError)) throw error;
      answer = { status: error.status, body: { type: 'error', id: uuid(), code: error.code, description: error.description, ...(error.parameter ? { parameter: error.parameter } : {}) } };
    }
    this.idempotent.set(key, { fingerprint, answer });
    return answer;
  }

  private post(path: string, body: Record<string, unknown>): unknown {
    if (path === '/payments') return this.createPayment(body);
    if (path === '/refunds') return this.createRefund(body);
    const cancel = /^\/payments\/([^/]+)\/cancel$/.exec(path);
    if (cancel) {
      const payment = this.found(this.payments, cancel[1]!, 'payment_id');
      if (payment.status !== 'waiting_for_capture') throw invalid(`Payment is in status ${payment.status}; only a payment waiting for capture can be canceled`, 'payment_id');
      Object.assign(payment, { status: 'canceled', cancellation_details: { party: 'merchant', reason: 'canceled_by_merchant' } });
      return payment;
    }
    throw new ApiError(404, 'not_found', 'Resource not found');
  }

  private createPayment(body: Record<string, unknown>): FakePayment {
    const amount = checkAmount(body.amount, 'amount');
    const confirmation = body.confirmation as { type?: unknown; return_url?: unknown } | undefined;
    if (confirmation?.type !== 'redirect') throw invalid('Only confirmation type redirect is enabled for this shop', 'confirmation.type');
    if (typeof confirmation.return_url !== 'string' || !/^https?:\/\//.test(confirmation.return_url) || confirmation.return_url.length > 2048) {
      throw invalid('return_url is required for a redirect confirmation', 'confirmation.return_url');
    }
    if (body.description !== undefined && (typeof body.description !== 'string' || body.description.length > 128)) throw invalid('Description is longer than 128 characters', 'description');
    // Ours captures at once; a two-stage payment would wait for capture after the buyer pays.
    if (body.capture !== true) throw invalid('This shop takes one-stage payments only: set capture to true', 'capture');
    const metadata = checkMetadata(body.metadata);
    checkReceipt(body.receipt, amount);
    const id = uuid();
    const payment: FakePayment = {
      id,
      status: 'pending',
      paid: false,
      amount,
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
      recipient: { account_id: this.shopId, gateway_id: '2210177' },
      created_at: new Date().toISOString(),
      confirmation: { type: 'redirect', return_url: confirmation.return_url, confirmation_url: `${this.base}/checkout/${id}` },
      test: true,
      refundable: false,
      receipt_registration: 'pending',
      metadata,
    };
    this.payments.set(id, payment);
    return payment;
  }

  private createRefund(body: Record<string, unknown>): FakeRefund {
    if (typeof body.payment_id !== 'string') throw invalid('payment_id is required', 'payment_id');
    const payment = this.payments.get(body.payment_id);
    if (!payment) throw new ApiError(404, 'not_found', 'Payment not found or not available', 'payment_id');
    const amount = checkAmount(body.amount, 'amount');
    if (amount.currency !== payment.amount.currency) throw invalid('Refund currency differs from the payment currency', 'amount.currency');
    if (payment.status !== 'succeeded') throw invalid(`Payment is in status ${payment.status}; only a succeeded payment can be refunded`, 'payment_id');
    const asked = [...this.refunds.values()].filter((r) => r.payment_id === payment.id && r.status !== 'canceled').reduce((sum, r) => sum + cents(r.amount.value), 0);
    if (asked + cents(amount.value) > cents(payment.amount.value)) throw invalid('Refund amount exceeds what is left of the payment', 'amount.value');
    if (body.description !== undefined && (typeof body.description !== 'string' || body.description.length > 250)) throw invalid('Description is longer than 250 characters', 'description');
    const refund: FakeRefund = {
      id: uuid(),
      payment_id: payment.id,
      status: 'pending',
      created_at: new Date().toISOString(),
      amount,
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
      receipt_registration: 'pending',
    };
    this.refunds.set(refund.id, refund);
    if (this.refundMode === 'succeeded') this.complete(refund);
    return refund;
  }

  private found<T>(map: Map<string, T>, id: string, parameter: string): T {
    const object = map.get(decodeURIComponent(id));
    if (!object) throw new ApiError(404, 'not_found', `${parameter === 'payment_id' ? 'Payment' : 'Refund'} not found or not available`, parameter);
    return object;
  }

  /** The hosted confirmation page: the order, the amount, Pay and Decline. */
  private async checkout(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const match = /^\/checkout\/([^/]+)(?:\/(pay|decline))?$/.exec(pathname);
    const payment = match ? this.payments.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !payment) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Not found</title><p>No such payment.</p>');
      return;
    }
    if (req.method === 'POST' && match[2]) {
      if (payment.status === 'pending') await (match[2] === 'pay' ? this.pay(payment.id) : this.decline(payment.id));
      res.writeHead(303, { location: payment.confirmation.return_url }).end();
      return;
    }
    const amount = `${payment.amount.value} ${payment.amount.currency}`;
    const actions =
      payment.status === 'pending'
        ? `<form method="post" action="/checkout/${payment.id}/pay"><button type="submit">Pay ${escape(amount)}</button></form>
<form method="post" action="/checkout/${payment.id}/decline"><button type="submit">Decline</button></form>`
        : `<p id="status">This payment is ${payment.status}.</p><p><a href="${escape(payment.confirmation.return_url)}">Back to the shop</a></p>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>YooKassa test checkout</title></head>
<body><main>
<h1>YooKassa test checkout</h1>
<p class="shop">Shop ${this.shopId}</p>
<p id="description">${escape(payment.description ?? '')}</p>
<p id="amount">${escape(amount)}</p>
${actions}
</main></body></html>`);
  }
}

function checkAmount(value: unknown, parameter: string): FakeAmount {
  const amount = value as { value?: unknown; currency?: unknown } | undefined;
  if (typeof amount?.value !== 'string' || !DECIMAL.test(amount.value) || cents(amount.value) <= 0) throw invalid('Amount value must be a positive decimal string such as "100.00"', `${parameter}.value`);
  if (amount.currency !== 'RUB') throw invalid('This shop takes RUB', `${parameter}.currency`);
  return { value: amount.value, currency: amount.currency };
}

function checkMetadata(value: unknown): Record<string, string> {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object') throw invalid('metadata must be an object', 'metadata');
  const entries = Object.entries(value);
  if (entries.length > 16) throw invalid('metadata has more than 16 keys', 'metadata');
  for (const [key, v] of entries) {
    if (key.length > 32 || typeof v !== 'string' || v.length > 512) throw invalid('metadata keys are up to 32 characters, values strings up to 512', `metadata.${key}`);
  }
  return value as Record<string, string>;
}

/** As a shop with an online cash register: every payment carries its receipt, and the receipt adds up. */
function checkReceipt(value: unknown, amount: FakeAmount): void {
  const receipt = value as { customer?: { phone?: unknown; email?: unknown }; items?: unknown } | undefined;
  if (!receipt) throw invalid('Receipt is missing or illegal: this shop sends 54-FZ receipts', 'receipt');
  const { phone, email } = receipt.customer ?? {};
  if (phone === undefined && email === undefined) throw invalid('Receipt needs the customer’s phone or email', 'receipt.customer');
  if (phone !== undefined && (typeof phone !== 'string' || !/^\d{7,15}$/.test(phone))) throw invalid('Phone must be digits in ITU-T E.164 form, e.g. 79000000000', 'receipt.customer.phone');
  if (email !== undefined && (typeof email !== 'string' || !email.includes('@'))) throw invalid('Email is not valid', 'receipt.customer.email');
  if (!Array.isArray(receipt.items) || receipt.items.length === 0 || receipt.items.length > 100) throw invalid('Receipt needs 1 to 100 items', 'receipt.items');
  let total = 0;
  receipt.items.forEach((item: Record<string, unknown>, i) => {
    const at = `receipt.items[${i}]`;
    if (typeof item.description !== 'string' || item.description.length === 0 || item.description.length > 128) throw invalid('Item description is 1 to 128 characters', `${at}.description`);
    const quantity = Number(item.quantity);
    if (!(quantity > 0)) throw invalid('Item quantity must be positive', `${at}.quantity`);
    const itemAmount = checkAmount(item.amount, `${at}.amount`);
    if (itemAmount.currency !== amount.currency) throw invalid('Item currency differs from the payment currency', `${at}.amount.currency`);
    if (!Number.isInteger(item.vat_code) || (item.vat_code as number) < 1 || (item.vat_code as number) > 12) throw invalid('vat_code is an integer from 1 to 12', `${at}.vat_code`);
    if (!PAYMENT_SUBJECTS.includes(item.payment_subject as string)) throw invalid('Unknown payment_subject', `${at}.payment_subject`);
    if (!PAYMENT_MODES.includes(item.payment_mode as string)) throw invalid('Unknown payment_mode', `${at}.payment_mode`);
    total += Math.round(cents(itemAmount.value) * quantity);
  });
  if (total !== cents(amount.value)) throw invalid('The receipt items do not add up to the payment amount', 'receipt.items');
}

const cents = (value: string): number => Math.round(Number(value) * 100);
const money = (cents: number): string => (cents / 100).toFixed(2);
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const header = (req: IncomingMessage, name: string): string | null => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An id shaped like YooKassa's: 2419a771-000f-5000-9000-1edaf29243f2. */
function uuid(): string {
  const hex = randomBytes(14).toString('hex');
  return `${hex.slice(0, 8)}-000f-5000-${'89ab'[parseInt(hex[8]!, 16) % 4]}${hex.slice(9, 12)}-${hex.slice(12, 24)}`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
