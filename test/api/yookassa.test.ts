// YooKassa end to end against the fake YooKassa API (test/support/fake-yookassa.ts) over real
// sockets: the order in RUB creates a payment with its 54-FZ receipt, the buyer pays on the hosted
// page, the fake's notification reaches our listening webhook, the reading is made and delivered,
// the operator refunds it and YooKassa's refund.succeeded closes the order. Then every notification
// that must not be believed as sent: from an address that is not YooKassa's, a forged body, an
// unknown payment, another amount, money for an expired order, a refund before the success, one
// notification a hundred times at once, another provider's payment, malformed JSON, and spoofed
// X-Forwarded-For. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAlert } from '../../src/services/operator/alerts.js';
import { startTokenFor } from '../../src/services/orders/links.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases, type TestDatabase } from '../support/databases.js';
import { FakeYooKassa, type FakePayment, type FakeRefund } from '../support/fake-yookassa.js';
import { paymentWithRefunds } from '../support/payments.js';

const ADMIN = { authorization: 'Bearer admin-test-token-of-at-least-32-chars' };
const WEBHOOK = '/api/payments/yookassa/webhook';
/** Natal chart with the PDF edition and the numerology section, at the default catalog's RUB prices. */
const RUB_ORDER = { currency: 'RUB', product: 'natal', addons: ['pdf', 'numerology'], sum: 5870 };

async function yookassaApp(database: TestDatabase, fake: FakeYooKassa, options: { trustedIps?: string; env?: Record<string, string>; alerts?: OperatorAlert[] } = {}): Promise<TestApp> {
  const alerts = options.alerts ?? [];
  return createTestApp(database, {
    checkOrderHistories: true,
    env: { ...fake.env(options.trustedIps), ...options.env },
    deps: { alerts: { send: async (alert) => void alerts.push(alert) } },
  });
}

describe.each(testDatabases)('YooKassa on $name', (database) => {
  let fake: FakeYooKassa;
  let t: TestApp;
  const alerts: OperatorAlert[] = [];

  beforeAll(async () => {
    fake = await FakeYooKassa.start();
    t = await yookassaApp(database, fake, { alerts });
    // Listening for real: the fake's notifications arrive over a socket, from 127.0.0.1.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    fake.webhookUrl = `${address}${WEBHOOK}`;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const db = () => t.app.services.store.db;
  const placeOrder = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ ...RUB_ORDER, ...overrides }) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { orderId: string; payUrl: string };
    const payment = await db().selectFrom('payments').selectAll().where('order_id', '=', body.orderId).executeTakeFirstOrThrow();
    return { ...body, payment, ref: payment.provider_ref! };
  };
  const status = async (orderId: string) => (await t.app.inject(`/api/orders/${orderId}`)).json().status;
  const paymentRow = (id: string) => paymentWithRefunds(db(), id);
  const readingJobs = async (orderId: string) => (await t.app.services.queue.list({ kind: 'generate_reading' })).filter((j) => JSON.parse(j.payload).orderId === orderId);
  /** A notification delivered by hand, from `from` (127.0.0.1 is trusted in this app). */
  const deliver = (body: string, from = '127.0.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: WEBHOOK, remoteAddress: from, headers: { 'content-type': 'application/json', ...headers }, payload: body });
  /** Pays on the fake with the notification kept back, and answers it. */
  const payHeld = async (ref: string) => {
    fake.holdNotifications = true;
    try {
      await fake.pay(ref);
      return fake.held.pop()!.body;
    } finally {
      fake.holdNotifications = false;
    }
  };

  it('takes an order in RUB from payment with its receipt to the delivered reading, and back through a refund', async () => {
    const order = await placeOrder();
    expect(order.payUrl).toBe(`${fake.base}/checkout/${order.ref}`);
    expect(order.payment).toMatchObject({ provider: 'yookassa', amount: 587000, currency: 'RUB', status: 'pending' });

    // The payment YooKassa was asked for: keyed by our payment id, with the 54-FZ receipt.
    const [created] = fake.calls('POST', '/payments');
    expect(created.idempotenceKey).toBe(order.payment.id);
    expect(created.authorization).toBe(`Basic ${Buffer.from(`${fake.shopId}:${fake.secretKey}`).toString('base64')}`);
    expect(created.body).toEqual({
      amount: { value: '5870.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: `http://localhost:3000/orders/${order.orderId}` },
      description: 'Natal chart reading + PDF edition + Numerology section',
      metadata: { order_id: order.orderId, payment_id: order.payment.id },
      receipt: {
        customer: { phone: '442079460958' },
        items: [
          { description: 'Natal chart reading', quantity: '1.00', amount: { value: '4490.00', currency: 'RUB' }, vat_code: 1, payment_subject: 'service', payment_mode: 'full_payment' },
          { description: 'PDF edition', quantity: '1.00', amount: { value: '490.00', currency: 'RUB' }, vat_code: 1, payment_subject: 'service', payment_mode: 'full_payment' },
          { description: 'Numerology section', quantity: '1.00', amount: { value: '890.00', currency: 'RUB' }, vat_code: 1, payment_subject: 'service', payment_mode: 'full_payment' },
        ],
      },
    });

    // The buyer pays on YooKassa's page; its notification is checked against the API, then applied.
    const page = await fetch(order.payUrl);
    expect(await page.text()).toContain('5870.00 RUB');
    const paid = await fetch(`${order.payUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/orders/${order.orderId}`);
    expect(fake.notifications.at(-1)).toMatchObject({ event: 'payment.succeeded', objectId: order.ref, status: 200 });
    expect(JSON.parse(fake.notifications.at(-1)!.answer)).toEqual({ ok: true, outcome: 'applied' });
    expect(fake.calls('GET', `/payments/${order.ref}`)).toHaveLength(1);
    expect(await status(order.orderId)).toBe('paid');

    // The reading is made, the buyer opens the bot link, and it is delivered.
    await t.app.services.worker.drain();
    expect(await status(order.orderId)).toBe('ready');
    await t.app.services.demoChat!.start('ada_lovelace', startTokenFor(t.app.services.secret, order.orderId));
    await t.app.services.worker.drain();
    expect(await status(order.orderId)).toBe('delivered');

    // The operator refunds: YooKassa is asked once, with the refund's own key, and says pending.
    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.orderId}/refund`, headers: ADMIN, payload: { reason: 'the buyer asked' } });
    expect(refund.statusCode).toBe(200);
    const refundId = refund.json().refund.id as string;
    await t.app.services.worker.drain();
    const [asked] = fake.calls('POST', '/refunds');
    expect(asked.idempotenceKey).toBe(refundId);
    expect(asked.idempotenceKey).not.toBe(order.payment.id);
    expect(asked.body).toEqual({ payment_id: order.ref, amount: { value: '5870.00', currency: 'RUB' }, description: 'the buyer asked' });
    const row = await db().selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', provider_ref: expect.any(String) });
    expect(await status(order.orderId)).toBe('delivered');

    // YooKassa completes it and says so: the order is refunded.
    const settled = await fake.settleRefund(row.provider_ref!);
    expect(settled).toMatchObject({ event: 'refund.succeeded', status: 200 });
    expect(JSON.parse(settled.answer).outcome).toBe('applied');
    expect(fake.calls('GET', `/refunds/${row.provider_ref}`)).toHaveLength(1);
    expect(await status(order.orderId)).toBe('refunded');
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'refunded', refunded: 587000 });
    expect((await db().selectFrom('refunds').select('status').where('id', '=', refundId).executeTakeFirstOrThrow()).status).toBe('succeeded');
    // The same notification again is a duplicate.
    expect((await deliver(fake.notification('refund.succeeded', fake.refunds.get(row.provider_ref!)!))).json()).toEqual({ ok: true, outcome: 'duplicate' });
    expect(await t.app.services.payments.payment(order.payment.id)).toMatchObject({ status: 'refunded' });
    expect(await t.app.services.providers.get('yookassa')!.fetchStatus(order.ref)).toEqual({ status: 'refunded', amount: 587000, currency: 'RUB', refunded: 587000 });
  });

  it('creates the payment once when YooKassa fails the first try, sending the same Idempotence-Key again', async () => {
    const before = fake.payments.size;
    fake.failNext(1, 500);
    const order = await placeOrder();
    const keys = fake.calls('POST', '/payments').slice(-2).map((c) => [c.idempotenceKey, c.status]);
    expect(keys).toEqual([
      [order.payment.id, 500],
      [order.payment.id, 200],
    ]);
    expect(fake.payments.size).toBe(before + 1);
  });

  it('keeps the order when YooKassa is down, says so on our payment page, and opens the payment once it is back', async () => {
    fake.failNext(3, 503); // the first try and both retries
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody(RUB_ORDER) });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, payUrl } = res.json() as { orderId: string; payUrl: string };
    expect(payUrl).toBe(`http://localhost:3000/orders/${orderId}/pay`);
    expect(await db().selectFrom('payments').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    expect(alerts).toContainEqual(expect.objectContaining({ event: 'payment_provider_failed', provider: 'yookassa', orderId }));
    expect((await t.app.inject(`/orders/${orderId}`)).body).toContain(`/orders/${orderId}/pay`);

    const choose = () => t.app.inject({ method: 'POST', url: `/orders/${orderId}/pay`, headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'provider=yookassa' });
    fake.failNext(3, 503);
    const down = await choose();
    expect(down.statusCode).toBe(503);
    expect(down.body).toContain('could not open the payment just now');
    const up = await choose();
    expect(up.statusCode).toBe(303);
    const payment = await db().selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(up.headers.location).toBe(payment.pay_url);
    expect(payment).toMatchObject({ provider: 'yookassa', status: 'pending', amount: 587000, currency: 'RUB' });
  });

  it('refuses a notification from an address that is not YooKassa’s, without asking the API', async () => {
    const order = await placeOrder();
    const body = await payHeld(order.ref);
    const asked = fake.requests.length;
    const res = await deliver(body, '203.0.113.9');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'invalid_signature', detail: expect.stringContaining('203.0.113.9') });
    expect(fake.requests.length).toBe(asked);
    expect(await status(order.orderId)).toBe('pending_payment');
    // The genuine one, from YooKassa's address, goes through.
    expect((await deliver(body)).json().outcome).toBe('applied');
  });

  it('acts on what the API says, not on a forged body claiming success', async () => {
    const order = await placeOrder();
    const forged = fake.notification('payment.succeeded', { ...fake.payments.get(order.ref)!, status: 'succeeded', paid: true });
    const res = await deliver(forged);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored');
    expect(fake.calls('GET', `/payments/${order.ref}`)).toHaveLength(1);
    expect(await status(order.orderId)).toBe('pending_payment');
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'pending' });
    expect(await readingJobs(order.orderId)).toHaveLength(0);
    // A forged "canceled" for a payment the API says succeeded applies the success.
    const body = await payHeld(order.ref);
    const canceled = JSON.stringify({ ...JSON.parse(body), event: 'payment.canceled' });
    expect((await deliver(canceled)).json().outcome).toBe('applied');
    expect(await status(order.orderId)).toBe('paid');
    expect((await deliver(body)).json().outcome).toBe('duplicate');
  });

  it('refuses a notification naming a payment or refund YooKassa does not know', async () => {
    const order = await placeOrder();
    const unknown = { ...fake.payments.get(order.ref)!, id: '2419a771-000f-5000-9000-1edaf29243f2', status: 'succeeded' };
    const res = await deliver(fake.notification('payment.succeeded', unknown));
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toContain('YooKassa knows no payment 2419a771-000f-5000-9000-1edaf29243f2');
    const refund = await deliver(fake.notification('refund.succeeded', { id: '2419a771-000f-5000-9000-000000000001', payment_id: order.ref, status: 'succeeded' }));
    expect(refund.statusCode).toBe(401);
    expect(refund.json().detail).toContain('no refund');
    expect(await status(order.orderId)).toBe('pending_payment');
  });

  it('refuses a payment whose amount at YooKassa differs from ours', async () => {
    const order = await placeOrder();
    // Another payment at YooKassa claiming to be ours, for 1 rouble.
    const cheap = await fake.postAsClient('/payments', {
      amount: { value: '1.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: 'https://example.com/' },
      metadata: { payment_id: order.payment.id },
      receipt: { customer: { phone: '79000000000' }, items: [{ description: 'x', quantity: '1.00', amount: { value: '1.00', currency: 'RUB' }, vat_code: 1, payment_subject: 'service', payment_mode: 'full_payment' }] },
    });
    const sent = await fake.pay(cheap.id);
    expect(sent.status).toBe(422);
    expect(JSON.parse(sent.answer).code).toBe('amount_mismatch');
    expect(await status(order.orderId)).toBe('pending_payment');
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'pending', provider_ref: order.ref });
  });

  it('gives back money that arrives after the order expired, and tells the operator', async () => {
    const order = await placeOrder();
    t.clock.advance(25 * 3_600_000);
    await t.app.services.orders.expireDue();
    expect(await status(order.orderId)).toBe('expired');
    const sent = await fake.pay(order.ref);
    expect(JSON.parse(sent.answer).outcome).toBe('applied');
    expect(await status(order.orderId)).toBe('expired');
    expect(alerts).toContainEqual(expect.objectContaining({ event: 'payment_refunded_automatically', orderId: order.orderId, paymentId: order.payment.id }));
    await t.app.services.worker.drain();
    const [refund] = fake.calls('POST', '/refunds').filter((c) => (c.body as { payment_id: string }).payment_id === order.ref);
    expect(refund.body).toMatchObject({ amount: { value: '5870.00', currency: 'RUB' }, description: expect.stringContaining('expired') });
    expect(await readingJobs(order.orderId)).toHaveLength(0);
    const row = await db().selectFrom('refunds').selectAll().where('payment_id', '=', order.payment.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', id: refund.idempotenceKey });
    await fake.settleRefund(row.provider_ref!);
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'refunded', refunded: 587000 });
    expect(await status(order.orderId)).toBe('expired');
  });

  it('keeps a payment refunded when its refund is reported before its success', async () => {
    const order = await placeOrder();
    fake.holdNotifications = true;
    try {
      await fake.pay(order.ref);
      const refund = await fake.postAsClient<FakeRefund>('/refunds', { payment_id: order.ref, amount: { value: '5870.00', currency: 'RUB' } });
      await fake.settleRefund(refund.id);
    } finally {
      fake.holdNotifications = false;
    }
    const [success, refunded] = fake.held.splice(-2);
    expect([success.event, refunded.event]).toEqual(['payment.succeeded', 'refund.succeeded']);
    expect((await deliver(refunded.body)).json().outcome).toBe('applied');
    expect((await deliver(success.body)).json().outcome).toBe('ignored');
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'refunded', refunded: 587000 });
    expect(await status(order.orderId)).toBe('pending_payment');
    expect(await readingJobs(order.orderId)).toHaveLength(0);
  });

  it('applies one of a hundred copies of a notification arriving at once', async () => {
    const order = await placeOrder();
    const body = await payHeld(order.ref);
    const answers = await Promise.all(Array.from({ length: 100 }, () => deliver(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    const outcomes = answers.map((a) => a.json().outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(99);
    expect(await readingJobs(order.orderId)).toHaveLength(1);
  });

  it('records a payment YooKassa canceled, and ignores one waiting for capture', async () => {
    const order = await placeOrder();
    const declined = await fake.decline(order.ref);
    expect(JSON.parse(declined.answer).outcome).toBe('applied');
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'canceled' });
    expect(await status(order.orderId)).toBe('pending_payment');

    const other = await placeOrder();
    fake.payments.get(other.ref)!.status = 'waiting_for_capture';
    expect((await deliver(fake.notification('payment.waiting_for_capture', fake.payments.get(other.ref)!))).json().outcome).toBe('ignored');
    expect(await paymentRow(other.payment.id)).toMatchObject({ status: 'pending' });
  });

  it('does not touch another provider’s payment named in a YooKassa payment', async () => {
    const order = await placeOrder();
    const now = t.clock.now();
    const demoPayment = { ...order.payment, id: `${order.payment.id}_demo`, provider: 'demo', provider_ref: `demo_${order.payment.id}`, created_at: now, updated_at: now };
    await db().insertInto('payments').values(demoPayment).execute();
    const impostor = await fake.postAsClient<FakePayment>('/payments', {
      amount: { value: '5870.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: 'https://example.com/' },
      metadata: { payment_id: demoPayment.id },
      receipt: { customer: { phone: '79000000000' }, items: [{ description: 'x', quantity: '1.00', amount: { value: '5870.00', currency: 'RUB' }, vat_code: 1, payment_subject: 'service', payment_mode: 'full_payment' }] },
    });
    const sent = await fake.pay(impostor.id);
    expect(sent.status).toBe(404);
    expect(await paymentRow(demoPayment.id)).toMatchObject({ status: 'pending', provider: 'demo' });
    expect(await status(order.orderId)).toBe('pending_payment');
    // A YooKassa notification at another provider's webhook: no such provider here.
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/demo/webhook', headers: { 'content-type': 'application/json' }, payload: sent.answer })).statusCode).toBe(404);
    // A payment of this shop that this service did not create is none of ours: answered, ignored.
    const foreign = await fake.postAsClient<FakePayment>('/payments', {
      amount: { value: '10.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: 'https://example.com/' },
      receipt: { customer: { email: 'a@example.com' }, items: [{ description: 'x', quantity: '1.00', amount: { value: '10.00', currency: 'RUB' }, vat_code: 1, payment_subject: 'service', payment_mode: 'full_payment' }] },
    });
    expect(JSON.parse((await fake.pay(foreign.id)).answer)).toEqual({ ok: true, outcome: 'ignored' });
  });

  it('answers malformed and misshapen notifications with their problem, and untrusted ones first with 401', async () => {
    const malformed = await deliver('{"type":"notification",');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('malformed_json');
    const demoShaped = await deliver(JSON.stringify({ id: 'evt_1', type: 'payment.succeeded', data: { payment_id: 'pay_1' } }));
    expect(demoShaped.statusCode).toBe(400);
    expect(demoShaped.json().code).toBe('validation_failed');
    const pathy = await deliver(fake.notification('payment.succeeded', { id: '../refunds/x' }));
    expect(pathy.json().code).toBe('validation_failed');
    expect((await deliver('{"type":"notification",', '203.0.113.9')).statusCode).toBe(401);
    // An event this service does not subscribe to: answered, so YooKassa stops sending it.
    expect((await deliver(fake.notification('payout.succeeded', { id: 'po-1' }))).json()).toEqual({ ok: true, outcome: 'ignored' });
  });

  describe('behind proxies, with YooKassa’s published ranges', () => {
    let direct: TestApp;
    let proxied: TestApp;
    beforeAll(async () => {
      direct = await yookassaApp(database, fake, { trustedIps: '' });
      proxied = await yookassaApp(database, fake, { trustedIps: '', env: { TRUST_PROXY: 'loopback' } });
    });
    afterAll(async () => {
      await direct?.close();
      await proxied?.close();
    });
    const heldPayment = async (app: TestApp) => {
      const res = await app.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody(RUB_ORDER) });
      const { orderId } = res.json();
      const payment = await app.app.services.store.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
      return { orderId: orderId as string, body: await payHeld(payment.provider_ref!) };
    };
    const post = (app: TestApp, body: string, remoteAddress: string, forwardedFor?: string) =>
      app.app.inject({ method: 'POST', url: WEBHOOK, remoteAddress, headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) }, payload: body });

    it('refuses 127.0.0.1, which is not among them, and a spoofed X-Forwarded-For without a trusted proxy', async () => {
      const { orderId, body } = await heldPayment(direct);
      expect((await post(direct, body, '127.0.0.1')).statusCode).toBe(401);
      expect((await post(direct, body, '127.0.0.1', '185.71.76.10')).statusCode).toBe(401);
      expect((await direct.app.inject(`/api/orders/${orderId}`)).json().status).toBe('pending_payment');
      // Straight from YooKassa's address it is taken.
      expect((await post(direct, body, '185.71.76.10')).json().outcome).toBe('applied');
    });

    it('takes the address a trusted proxy forwards, and only from that proxy', async () => {
      const { orderId, body } = await heldPayment(proxied);
      expect((await post(proxied, body, '127.0.0.1', '203.0.113.7')).statusCode).toBe(401);
      expect((await post(proxied, body, '198.51.100.20', '185.71.76.10')).statusCode).toBe(401);
      expect((await post(proxied, body, '127.0.0.1', '203.0.113.7, 185.71.76.10')).json().outcome).toBe('applied');
      expect((await proxied.app.inject(`/api/orders/${orderId}`)).json().status).toBe('paid');
      expect((await post(proxied, body, '::ffff:127.0.0.1', '2a02:5180::12')).json().outcome).toBe('duplicate');
    });
  });
});
