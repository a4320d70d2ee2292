// The demo checkout and the payment webhook: signatures, replays, order of events, concurrency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoPaymentProvider } from '../../src/payments/demo-provider.js';
import type { OperatorAlert } from '../../src/services/operator/alerts.js';
import { corruptedSignature, createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { paymentWithRefunds } from '../support/payments.js';

describe.each(testDatabases)('payments on $name', (database) => {
  let t: TestApp;
  const alerts: OperatorAlert[] = [];
  beforeAll(async () => {
    t = await createTestApp(database, { checkOrderHistories: true, deps: { alerts: { send: async (alert) => void alerts.push(alert) } } });
  });
  afterAll(async () => t?.close());

  const provider = () => t.app.services.providers.get('demo') as DemoPaymentProvider;
  const newOrder = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody() });
    const body = res.json();
    const payment = await t.app.services.store.db.selectFrom('payments').selectAll().where('order_id', '=', body.orderId).executeTakeFirstOrThrow();
    return { ...body, payment, path: new URL(body.payUrl).pathname };
  };
  const orderStatus = async (id: string) => (await t.app.inject(`/api/orders/${id}`)).json().status;
  const jobsFor = async (orderId: string) =>
    (await t.app.services.queue.list({ kind: 'generate_reading' })).filter((j) => JSON.parse(j.payload).orderId === orderId);
  const send = (notification: { headers: Record<string, string>; body: string }) =>
    t.app.inject({ method: 'POST', url: '/api/payments/demo/webhook', headers: notification.headers, payload: notification.body });
  const notify = (payment: { id: string; amount: number; currency: string }, type: 'payment.succeeded' | 'payment.failed') =>
    provider().signedNotification({ paymentId: payment.id, amount: payment.amount, currency: payment.currency }, type);

  it('shows a clearly labelled test checkout and pays the order through the signed webhook', async () => {
    const order = await newOrder();
    const page = await t.app.inject(order.path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST CHECKOUT');
    expect(page.body).toContain('49.00 USD');
    expect(page.body).toContain(`action="${order.path}/pay"`);
    const pay = await t.app.inject({ method: 'POST', url: `${order.path}/pay` });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/orders/${order.orderId}`);
    expect(await orderStatus(order.orderId)).toBe('paid');
    expect((await t.app.inject(`/api/orders/${order.orderId}`)).json().paidAt).not.toBeNull();
    expect(await jobsFor(order.orderId)).toHaveLength(1);
    const thanks = await t.app.inject(`/orders/${order.orderId}`);
    expect(thanks.body).toContain('Paid');
    expect(thanks.body).toContain(order.botUrl.replace(/&/g, '&amp;'));
    // Pressing Pay again changes nothing.
    expect((await t.app.inject({ method: 'POST', url: `${order.path}/pay` })).statusCode).toBe(303);
    expect(await jobsFor(order.orderId)).toHaveLength(1);
    expect((await t.app.inject(order.path)).body).toContain('This payment is complete');
  });

  it('leaves a declined order payable, and a later payment succeeds', async () => {
    const order = await newOrder();
    const decline = await t.app.inject({ method: 'POST', url: `${order.path}/decline` });
    expect(decline.statusCode).toBe(303);
    expect(decline.headers.location).toBe(order.path);
    expect(await orderStatus(order.orderId)).toBe('pending_payment');
    expect((await t.app.inject(order.path)).body).toContain('declined');
    await t.app.inject({ method: 'POST', url: `${order.path}/pay` });
    expect(await orderStatus(order.orderId)).toBe('paid');
    expect(await jobsFor(order.orderId)).toHaveLength(1);
  });

  it('refuses bad signatures with 401 and changes nothing', async () => {
    const order = await newOrder();
    const good = notify(order.payment, 'payment.succeeded');
    const cases = [
      { ...good, headers: { ...good.headers, 'demo-signature': corruptedSignature(good.headers['demo-signature']) } },
      { ...good, headers: { 'content-type': 'application/json' } },
      { ...good, body: good.body.replace('payment.succeeded', 'payment.refunded') },
      { ...good, headers: { ...good.headers, 'demo-signature': 't=abc,v1=zz' } },
    ];
    for (const c of cases) {
      const res = await send(c);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('invalid_signature');
    }
    const forged = new DemoPaymentProvider({ secret: 'not-the-install-secret-not-the-install', baseUrl: '', now: () => t.clock.now(), lookup: async () => null });
    expect((await send(forged.signedNotification({ paymentId: order.payment.id, amount: order.payment.amount, currency: 'USD' }, 'payment.succeeded'))).statusCode).toBe(401);
    expect(await orderStatus(order.orderId)).toBe('pending_payment');
    expect(await jobsFor(order.orderId)).toHaveLength(0);
  });

  it('refuses a notification signed too long ago', async () => {
    const order = await newOrder();
    const old = notify(order.payment, 'payment.succeeded');
    t.clock.advance(6 * 60_000);
    const res = await send(old);
    expect(res.statusCode).toBe(401);
    expect(await orderStatus(order.orderId)).toBe('pending_payment');
  });

  it('applies a replayed notification once', async () => {
    const order = await newOrder();
    const event = notify(order.payment, 'payment.succeeded');
    expect((await send(event)).json()).toEqual({ ok: true, outcome: 'applied' });
    expect((await send(event)).json()).toEqual({ ok: true, outcome: 'duplicate' });
    expect(await jobsFor(order.orderId)).toHaveLength(1);
  });

  it('ignores a late decline after the payment succeeded', async () => {
    const order = await newOrder();
    const decline = notify(order.payment, 'payment.failed');
    expect((await send(notify(order.payment, 'payment.succeeded'))).json().outcome).toBe('applied');
    expect((await send(decline)).json().outcome).toBe('ignored');
    expect(await orderStatus(order.orderId)).toBe('paid');
    const payment = await t.app.services.payments.payment(order.payment.id);
    expect(payment.status).toBe('succeeded');
  });

  it('enqueues exactly one reading when success notifications arrive concurrently', async () => {
    const order = await newOrder();
    const events = Array.from({ length: 6 }, () => notify(order.payment, 'payment.succeeded'));
    const results = await Promise.all(events.map(send));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(results.filter((r) => r.json().outcome === 'applied')).toHaveLength(1);
    expect(await jobsFor(order.orderId)).toHaveLength(1);
  });

  it('gives back money that arrives after the order expired, and tells the operator', async () => {
    const order = await newOrder();
    t.clock.advance(25 * 3_600_000);
    await t.app.services.orders.expireDue();
    expect(await orderStatus(order.orderId)).toBe('expired');
    expect((await t.app.inject(order.path)).body).toContain('can no longer be paid');
    expect((await send(notify(order.payment, 'payment.succeeded'))).json().outcome).toBe('applied');
    // Nothing is made of it; the refund job gives the money back.
    expect(await orderStatus(order.orderId)).toBe('expired');
    expect(await jobsFor(order.orderId)).toHaveLength(0);
    await t.app.services.worker.drain();
    const payment = await paymentWithRefunds(t.app.services.store.db, order.payment.id);
    expect(payment).toMatchObject({ status: 'refunded', refunded: order.payment.amount });
    const refunds = await t.app.services.store.db.selectFrom('refunds').selectAll().where('payment_id', '=', order.payment.id).execute();
    expect(refunds).toEqual([expect.objectContaining({ amount: order.payment.amount, status: 'succeeded', reason: expect.stringContaining('expired') })]);
    expect(alerts).toContainEqual(expect.objectContaining({ event: 'payment_refunded_automatically', orderId: order.orderId }));
  });

  it('refuses notifications for unknown payments, other amounts and other providers', async () => {
    const order = await newOrder();
    expect((await send(provider().signedNotification({ paymentId: 'pay_unknown', amount: 4900, currency: 'USD' }, 'payment.succeeded'))).statusCode).toBe(404);
    const wrongAmount = await send(provider().signedNotification({ paymentId: order.payment.id, amount: 100, currency: 'USD' }, 'payment.succeeded'));
    expect(wrongAmount.statusCode).toBe(422);
    expect(wrongAmount.json().code).toBe('amount_mismatch');
    const other = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(other.statusCode).toBe(404);
    expect(await orderStatus(order.orderId)).toBe('pending_payment');
    expect((await t.app.inject('/pay/demo/pay_nothing')).statusCode).toBe(404);
  });

  it('fetches a payment status from the provider', async () => {
    const order = await newOrder();
    expect(await provider().fetchStatus(order.payment.provider_ref!)).toMatchObject({ status: 'pending', amount: order.payment.amount, refunded: 0 });
    await send(notify(order.payment, 'payment.succeeded'));
    expect(await provider().fetchStatus(order.payment.provider_ref!)).toMatchObject({ status: 'succeeded' });
  });
});
