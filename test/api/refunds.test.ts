// Refunds and the money that must go back: the operator's refund (whole and partial), money that
// arrives for an order paid already, a refund reported before the success, and the same event many
// times at once. On SQLite and PostgreSQL, through the real webhook route and the refund job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPaymentProvider } from '../../src/payments/demo-provider.js';
import type { OperatorAlert } from '../../src/services/operator/alerts.js';
import type { PaymentEventType } from '../../src/services/payments/provider.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { paymentWithRefunds } from '../support/payments.js';

const ADMIN = { authorization: 'Bearer admin-test-token-of-at-least-32-chars' };

describe.each(testDatabases)('refunds on $name', (database) => {
  let t: TestApp;
  const alerts: OperatorAlert[] = [];
  beforeAll(async () => {
    t = await createTestApp(database, { checkOrderHistories: true, deps: { alerts: { send: async (alert) => void alerts.push(alert) } } });
  });
  afterAll(async () => t?.close());

  const demo = () => t.app.services.providers.get('demo') as DemoPaymentProvider;
  const db = () => t.app.services.store.db;
  const notify = (payment: { id: string; amount: number; currency: string }, type: PaymentEventType, amount = payment.amount) => {
    const n = demo().signedNotification({ paymentId: payment.id, amount, currency: payment.currency }, type);
    return t.app.inject({ method: 'POST', url: '/api/payments/demo/webhook', headers: n.headers, payload: n.body });
  };
  async function paidOrder() {
    const { orderId } = (await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody() })).json();
    const payment = await db().selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect((await notify(payment, 'payment.succeeded')).json().outcome).toBe('applied');
    return { orderId: orderId as string, payment };
  }
  const refund = (orderId: string, body?: object, headers: Record<string, string> = ADMIN) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refund`, headers, ...(body ? { payload: body } : {}) });
  const status = async (orderId: string) => (await t.app.inject(`/api/orders/${orderId}`)).json().status;
  const paymentRow = (id: string) => paymentWithRefunds(db(), id);

  it('refunds a whole order through its provider: refund job, then the order is refunded', async () => {
    const { orderId, payment } = await paidOrder();
    expect((await refund(orderId, undefined, {})).statusCode).toBe(401);
    const res = await refund(orderId, { reason: 'the buyer asked' });
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toMatchObject({ amount: 49, currency: 'USD', status: 'requested' });
    expect(await status(orderId)).toBe('paid');
    await t.app.services.worker.drain();
    expect(await status(orderId)).toBe('refunded');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refunded: 4900 });
    // Nothing more to give back.
    expect((await refund(orderId)).json()).toMatchObject({ code: 'not_refundable', status: 409 });
  });

  it('refunds part of an order, then the rest; never more than was paid', async () => {
    const { orderId, payment } = await paidOrder();
    expect((await refund(orderId, { amount: 50 })).json()).toMatchObject({ code: 'validation_failed', fields: [{ field: 'amount' }] });
    expect((await refund(orderId, { amount: 10.005 })).json()).toMatchObject({ code: 'validation_failed' });
    expect((await refund(orderId, { amount: 0 })).json()).toMatchObject({ code: 'validation_failed', fields: [{ field: 'amount' }] });
    expect((await refund(orderId, { amount: 10 })).statusCode).toBe(200);
    await t.app.services.worker.drain();
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', refunded: 1000 });
    expect(['paid', 'ready']).toContain(await status(orderId));
    expect((await refund(orderId, { amount: 39.01 })).json().code).toBe('validation_failed');
    const rest = await refund(orderId);
    expect(rest.json().refund.amount).toBe(39);
    await t.app.services.worker.drain();
    expect(await status(orderId)).toBe('refunded');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refunded: 4900 });
  });

  it('refuses to refund an order that was never paid', async () => {
    const { orderId } = (await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody() })).json();
    expect((await refund(orderId)).json()).toMatchObject({ code: 'not_refundable' });
    expect((await refund('ord_missing')).statusCode).toBe(404);
  });

  it('gives back a second payment of an order that was paid already, and tells the operator', async () => {
    const { orderId, payment } = await paidOrder();
    const now = t.clock.now();
    const second = { ...payment, id: `${payment.id}_2`, provider_ref: `demo_${payment.id}_2`, status: 'pending' as const, created_at: now, updated_at: now };
    await db().insertInto('payments').values(second).execute();
    expect((await notify(second, 'payment.succeeded')).json().outcome).toBe('applied');
    await t.app.services.worker.drain();
    expect(await paymentRow(second.id)).toMatchObject({ status: 'refunded', refunded: 4900 });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', refunded: 0 });
    expect(await status(orderId)).not.toBe('refunded');
    expect(alerts).toContainEqual(expect.objectContaining({ event: 'payment_refunded_automatically', orderId, paymentId: second.id }));
    const jobs = (await t.app.services.queue.list({ kind: 'generate_reading' })).filter((j) => JSON.parse(j.payload).orderId === orderId);
    expect(jobs).toHaveLength(1);
  });

  it('keeps a payment refunded when its success is reported after the refund', async () => {
    const { orderId } = (await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody() })).json();
    const payment = await db().selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect((await notify(payment, 'payment.refunded')).json().outcome).toBe('applied');
    expect((await notify(payment, 'payment.succeeded')).json().outcome).toBe('ignored');
    expect(await status(orderId)).toBe('pending_payment');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded' });
  });

  it('applies one of a hundred copies of an event arriving at once', async () => {
    const { orderId } = (await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody() })).json();
    const payment = await db().selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const n = demo().signedNotification({ paymentId: payment.id, amount: payment.amount, currency: payment.currency }, 'payment.succeeded');
    const answers = await Promise.all(Array.from({ length: 100 }, () => t.app.inject({ method: 'POST', url: '/api/payments/demo/webhook', headers: n.headers, payload: n.body })));
    const outcomes = answers.map((a) => a.json().outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(99);
    const jobs = (await t.app.services.queue.list({ kind: 'generate_reading' })).filter((j) => JSON.parse(j.payload).orderId === orderId);
    expect(jobs).toHaveLength(1);
  });

  it('records a partial refund per payment and shows the amount given back on the order, whose status stays', async () => {
    const { orderId, payment } = await paidOrder();
    const detail = async () => (await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: ADMIN })).json().order;
    expect((await detail()).refunded).toEqual([]);
    expect((await refund(orderId, { amount: 10, reason: 'late' })).statusCode).toBe(200);
    await t.app.services.worker.drain();
    const before = await status(orderId);
    expect(before).not.toBe('refunded');
    expect(await detail()).toMatchObject({ status: before, refunded: [{ amount: 10, currency: 'USD' }] });
    const rows = await db().selectFrom('refunds').selectAll().where('payment_id', '=', payment.id).execute();
    expect(rows).toEqual([expect.objectContaining({ amount: 1000, currency: 'USD', status: 'succeeded', provider_ref: expect.stringMatching(/^demo_rfd_/), reason: 'late' })]);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', refunded: 1000 });
  });

  it('records money a provider reports given back without our asking (its dashboard) as a refund of its own; the same report again adds nothing', async () => {
    const { orderId, payment } = await paidOrder();
    expect((await notify(payment, 'payment.refunded', 1500)).json().outcome).toBe('applied');
    const rows = async () => db().selectFrom('refunds').select(['amount', 'status']).where('payment_id', '=', payment.id).orderBy('created_at').execute();
    expect((await rows()).map((r) => [Number(r.amount), r.status])).toEqual([[1500, 'succeeded']]);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', refunded: 1500 });
    // Reported again (a replay with another event id, say), the same cumulative total changes nothing.
    expect((await notify(payment, 'payment.refunded', 1500)).json().outcome).toBe('ignored');
    // Then ours, for the rest: what can still be given back counts the dashboard's refund.
    expect((await refund(orderId, { amount: 34.01 })).json().code).toBe('validation_failed');
    expect((await refund(orderId)).json().refund.amount).toBe(34);
    await t.app.services.worker.drain();
    expect((await rows()).map((r) => [Number(r.amount), r.status])).toEqual([[1500, 'succeeded'], [3400, 'succeeded']]);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refunded: 4900 });
    expect(await status(orderId)).toBe('refunded');
  });

  it('refuses an amount or currency that differs from the payment, changing nothing', async () => {
    const { orderId } = (await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody() })).json();
    const payment = await db().selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect((await notify({ ...payment, currency: 'EUR' }, 'payment.succeeded')).json().code).toBe('amount_mismatch');
    expect((await notify(payment, 'payment.refunded', payment.amount + 1)).json().code).toBe('amount_mismatch');
    expect(await status(orderId)).toBe('pending_payment');
  });
});
