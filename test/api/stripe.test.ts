// Stripe Checkout end to end against the fake Stripe API (test/support/fake-stripe.ts), on SQLite
// and PostgreSQL: the order's Checkout Session, payment on the hosted page, the signed webhook, the
// reading made and delivered, the operator's refund through the Refunds API and charge.refunded;
// then every bad or odd notification, each with the HTTP answer Stripe gets and what the database holds.
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import type { StripePaymentProvider } from '../../src/payments/stripe-provider.js';
import type { OperatorAlert } from '../../src/services/operator/alerts.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { TestClock } from '../support/clock.js';
import { testDatabases } from '../support/databases.js';
import { FakeStripe, stripeSignature, type Delivery } from '../support/fake-stripe.js';
import { paymentWithRefunds } from '../support/payments.js';

const ADMIN = { authorization: 'Bearer admin-test-token-of-at-least-32-chars' };
const HOUR = 3_600_000;

describe.each(testDatabases)('Stripe Checkout on $name', (database) => {
  let fake: FakeStripe;
  let t: TestApp;
  const clock = new TestClock(Date.now());
  const alerts: OperatorAlert[] = [];
  beforeAll(async () => {
    // Stripe's clock and ours are the same test clock: signatures are dated by it, and checked by it.
    fake = await FakeStripe.start({ now: () => clock.now() });
    t = await createTestApp(database, { checkOrderHistories: true, clock, env: fake.env(), deps: { alerts: { send: async (alert) => void alerts.push(alert) } } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    fake.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/payments/stripe/webhook`;
  });
  afterAll(async () => {
    await fake?.close();
    await t?.close();
  });

  const db = () => t.app.services.store.db;
  const stripe = () => t.app.services.providers.get('stripe') as StripePaymentProvider;
  const status = async (orderId: string) => (await t.app.inject(`/api/orders/${orderId}`)).json().status as string;
  const paymentRow = (id: string) => paymentWithRefunds(db(), id);
  const refundsOf = (paymentId: string) => db().selectFrom('refunds').selectAll().where('payment_id', '=', paymentId).execute();
  const readingJobs = async (orderId: string) => (await t.app.services.queue.list({ kind: 'generate_reading' })).filter((j) => JSON.parse(j.payload).orderId === orderId);
  const answer = (delivery: Delivery): Record<string, unknown> => ({ status: delivery.status, ...(JSON.parse(delivery.body) as Record<string, unknown>) });
  const refund = (orderId: string, body: object = {}) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refund`, headers: ADMIN, payload: body });

  async function newOrder(overrides: Record<string, unknown> = {}) {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody(overrides) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { orderId: string; payUrl: string; botUrl: string };
    const payment = await db().selectFrom('payments').selectAll().where('order_id', '=', body.orderId).executeTakeFirstOrThrow();
    return { ...body, payment, sessionId: payment.provider_ref! };
  }
  /** The session as Stripe reports it once paid, for events a test sends itself. */
  const paidSession = (sessionId: string, changes: Record<string, unknown> = {}) => ({ ...fake.session(sessionId), status: 'complete', payment_status: 'paid', url: null, ...changes });

  it('takes an order from its Checkout Session to a delivered reading, and back through a refund', { timeout: 120_000 }, async () => {
    const order = await newOrder({ addons: ['pdf'], sum: 54, contact: '@stripe_buyer' });
    const row = await db().selectFrom('orders').selectAll().where('id', '=', order.orderId).executeTakeFirstOrThrow();

    // The session as Stripe received it.
    const [created] = fake.requestsTo('POST', '/v1/checkout/sessions').filter((r) => (r.params.metadata as Record<string, string>).order_id === order.orderId);
    const metadata = { order_id: order.orderId, payment_id: order.payment.id };
    const orderPage = `http://localhost:3000/orders/${order.orderId}`;
    expect(created.params).toEqual({
      mode: 'payment',
      line_items: [
        { quantity: '1', price_data: { currency: 'usd', unit_amount: '4900', product_data: { name: 'Natal chart reading' } } },
        { quantity: '1', price_data: { currency: 'usd', unit_amount: '500', product_data: { name: expect.stringMatching(/PDF/) } } },
      ],
      client_reference_id: order.orderId,
      metadata,
      payment_intent_data: { metadata, description: expect.stringContaining('Natal chart reading') },
      success_url: orderPage,
      cancel_url: orderPage,
      // The order lives 24 hours, Stripe's longest: the session ends a minute before it.
      expires_at: String(Math.floor((row.expires_at - 60_000) / 1000)),
    });
    expect(created.idempotencyKey).toBe(order.payment.id);
    expect(created.stripeVersion).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(order.payment).toMatchObject({ provider: 'stripe', amount: 5400, currency: 'USD', status: 'pending', provider_ref: expect.stringMatching(/^cs_test_/) });
    expect(order.payUrl).toBe(`${fake.url}/pay/${order.sessionId}`);
    expect(await stripe().fetchStatus(order.sessionId)).toEqual({ status: 'pending', amount: 5400, currency: 'USD', refunded: 0 });

    // The buyer pays on Stripe's page; Stripe notifies us.
    const paid = await fake.pay(order.sessionId);
    expect(paid.event.type).toBe('checkout.session.completed');
    expect(answer(paid)).toEqual({ status: 200, ok: true, outcome: 'applied' });
    expect(await status(order.orderId)).toBe('paid');
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'succeeded' });
    expect(await stripe().fetchStatus(order.sessionId)).toEqual({ status: 'succeeded', amount: 5400, currency: 'USD', refunded: 0 });

    // The buyer opens the bot link; the reading is made and delivered.
    const chatId = await t.app.services.demoChat!.start('stripe_buyer', new URL(order.botUrl).searchParams.get('start')!);
    await t.app.services.worker.drain();
    expect(await status(order.orderId)).toBe('delivered');
    const delivered = await t.app.services.demoChat!.messages(chatId);
    expect(delivered.filter((m) => m.kind === 'document')).toHaveLength(1);

    // The operator refunds; this time Stripe's refund is pending until it settles.
    fake.refundOutcome = 'pending';
    const asked = await refund(order.orderId, { reason: 'the buyer asked' });
    expect(asked.statusCode).toBe(200);
    const refundId = asked.json().refund.id as string;
    await t.app.services.worker.drain();
    const [sent] = fake.requestsTo('POST', '/v1/refunds').filter((r) => r.idempotencyKey === refundId);
    expect(sent.params).toEqual({ payment_intent: fake.session(order.sessionId).payment_intent, amount: '5400', metadata: { payment_id: order.payment.id, refund_id: refundId, reason: 'the buyer asked' } });
    expect(await refundsOf(order.payment.id)).toEqual([expect.objectContaining({ id: refundId, status: 'pending', provider_ref: expect.stringMatching(/^re_/) })]);
    expect(await status(order.orderId)).toBe('delivered');

    const [refunded] = await fake.completePendingRefunds();
    expect(refunded.event.type).toBe('charge.refunded');
    expect(answer(refunded)).toEqual({ status: 200, ok: true, outcome: 'applied' });
    expect(await status(order.orderId)).toBe('refunded');
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'refunded', refunded: 5400 });
    expect(await refundsOf(order.payment.id)).toEqual([expect.objectContaining({ id: refundId, status: 'succeeded' })]);
    expect(await stripe().fetchStatus(order.sessionId)).toEqual({ status: 'refunded', amount: 5400, currency: 'USD', refunded: 5400 });

    // The refund job asked again (after a crash, say) is the same refund: Stripe replays its answer.
    const again = await stripe().refund({ paymentId: order.payment.id, providerRef: order.sessionId, amount: 5400, currency: 'USD', refundId, reason: 'the buyer asked', payerRef: null });
    expect(again.refundRef).toBe((await refundsOf(order.payment.id))[0].provider_ref);
    expect(fake.requestsTo('POST', '/v1/refunds').filter((r) => r.idempotencyKey === refundId).map((r) => r.replayed)).toEqual([false, true]);
    fake.refundOutcome = 'succeeded';
  });

  it('says on its pages that payments are real, and only the bot is a stand-in (no bot token here)', async () => {
    for (const path of ['/', '/order', '/offer', '/auth.md']) {
      const body = (await t.app.inject(path)).body;
      expect(body, path).not.toContain('payments are simulated');
      expect(body, path).toMatch(/payments are real|demo login/);
    }
    expect((await t.app.inject('/order')).body).toContain('You pay on the payment provider');
  });

  it('lets our forms send the buyer on to the Stripe page, and nowhere else', async () => {
    // Without JavaScript the order form's answer is a redirect to the session: form-action must allow it.
    const csp = (await t.app.inject('/order')).headers['content-security-policy'] as string;
    expect(csp.split('; ')).toContain(`form-action 'self' ${fake.url}`);
  });

  it('refunds part of a payment, then the rest; a refund confirmed both at once and by charge.refunded counts once', async () => {
    const order = await newOrder();
    await fake.pay(order.sessionId);
    expect((await refund(order.orderId, { amount: 10 })).statusCode).toBe(200);
    await t.app.services.worker.drain();
    await fake.settled();
    // Stripe's answer to the refund job and its charge.refunded report the same total, in either
    // order: whichever comes second changes nothing.
    expect(fake.deliveries.at(-1)!.event.type).toBe('charge.refunded');
    expect(answer(fake.deliveries.at(-1)!)).toMatchObject({ status: 200, ok: true });
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'succeeded', refunded: 1000 });
    expect(['paid', 'ready']).toContain(await status(order.orderId));
    expect((await refund(order.orderId)).json().refund.amount).toBe(39);
    await t.app.services.worker.drain();
    await fake.settled();
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'refunded', refunded: 4900 });
    expect(await status(order.orderId)).toBe('refunded');
    expect(fake.requestsTo('POST', '/v1/refunds').filter((r) => (r.params.metadata as Record<string, string>).payment_id === order.payment.id).map((r) => r.params.amount)).toEqual(['1000', '3900']);
  });

  it('refuses a forged, unsigned, altered or replayed-too-late notification with 401, changing nothing', async () => {
    const order = await newOrder();
    const good = fake.signEvent('checkout.session.completed', paidSession(order.sessionId));
    // The fake signs exactly as Stripe does: the SDK's own test signer gives the same header.
    const t0 = Math.floor(clock.now() / 1000);
    expect(good.headers['stripe-signature']).toBe(Stripe.webhooks.generateTestHeaderString({ payload: good.body, secret: fake.webhookSecret, timestamp: t0 }));
    const forged = fake.signEvent('checkout.session.completed', paidSession(order.sessionId), { secret: 'whsec_someone_else' });
    const stale = fake.signEvent('checkout.session.completed', paidSession(order.sessionId), { timestamp: clock.now() - 301_000 });
    const cases = {
      forged,
      unsigned: { ...good, headers: { 'content-type': 'application/json' } },
      altered: { ...good, body: good.body.replace('"amount_total": 4900', '"amount_total": 100') },
      'signed over another body': { ...good, headers: { ...good.headers, 'stripe-signature': stripeSignature('{}', fake.webhookSecret, Math.floor(clock.now() / 1000)) } },
      'malformed header': { ...good, headers: { ...good.headers, 'stripe-signature': 'garbage' } },
      stale,
    };
    expect(cases.altered.body).not.toBe(good.body);
    for (const [name, notification] of Object.entries(cases)) {
      const res = answer(await fake.send(notification));
      expect(res, name).toMatchObject({ status: 401, code: 'invalid_signature' });
    }
    expect(answer(await fake.send(stale)).detail).toMatch(/300 seconds/);
    expect(await status(order.orderId)).toBe('pending_payment');
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'pending' });
    expect(await readingJobs(order.orderId)).toHaveLength(0);
    // The genuine one is taken within Stripe's five minutes, and refused when replayed after them.
    clock.advance(299_000);
    expect(answer(await fake.send(good))).toEqual({ status: 200, ok: true, outcome: 'applied' });
    clock.advance(3_000);
    expect(answer(await fake.send(good))).toMatchObject({ status: 401, code: 'invalid_signature' });
  });

  it('acknowledges with 200 what it does not act on: a declined card, other event types, sessions it did not create', async () => {
    const order = await newOrder();
    const declined = await fake.decline(order.sessionId);
    expect(declined.event.type).toBe('payment_intent.payment_failed');
    expect(answer(declined)).toEqual({ status: 200, ok: true, outcome: 'ignored' });
    expect(answer(await fake.send(fake.signEvent('customer.created', { id: 'cus_1', object: 'customer' })))).toEqual({ status: 200, ok: true, outcome: 'ignored' });
    const notOurs = paidSession(order.sessionId, { id: 'cs_test_elsewhere', metadata: {}, client_reference_id: null });
    expect(answer(await fake.send(fake.signEvent('checkout.session.completed', notOurs)))).toEqual({ status: 200, ok: true, outcome: 'ignored' });
    // Completed but unpaid (a bank debit under way): nothing yet.
    const later = await newOrder();
    expect(answer(await fake.payLater(later.sessionId))).toEqual({ status: 200, ok: true, outcome: 'ignored' });
    for (const o of [order, later]) {
      expect(await status(o.orderId)).toBe('pending_payment');
      expect(await paymentRow(o.payment.id)).toMatchObject({ status: 'pending' });
    }
    // The declined buyer pays with another card.
    expect(answer(await fake.pay(order.sessionId)).outcome).toBe('applied');
    expect(await status(order.orderId)).toBe('paid');
  });

  it('refuses an unknown session, another amount or currency, and another provider’s payment', async () => {
    const order = await newOrder();
    const send = (object: object) => fake.send(fake.signEvent('checkout.session.completed', object)).then(answer);
    expect(await send(paidSession(order.sessionId, { id: 'cs_test_unknown', metadata: { order_id: order.orderId, payment_id: 'pay_unknown' } }))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await send(paidSession(order.sessionId, { amount_total: 4899 }))).toMatchObject({ status: 422, code: 'amount_mismatch' });
    expect(await send(paidSession(order.sessionId, { currency: 'eur' }))).toMatchObject({ status: 422, code: 'amount_mismatch' });
    // Paid at Stripe, the success not yet with us: a refund of more than was paid is refused too.
    await payHeld(order.sessionId);
    const overRefunded = { ...fake.chargeFor(order.sessionId), amount_refunded: 4901 };
    expect(answer(await fake.send(fake.signEvent('charge.refunded', overRefunded)))).toMatchObject({ status: 422, code: 'amount_mismatch' });

    // A payment of the same order through another provider: a Stripe event cannot touch it.
    const now = clock.now();
    const other = { ...order.payment, id: `${order.payment.id}_yk`, provider: 'yookassa', provider_ref: 'yk_2f1c', created_at: now, updated_at: now };
    await db().insertInto('payments').values(other).execute();
    expect(await send(paidSession(order.sessionId, { metadata: { order_id: order.orderId, payment_id: other.id } }))).toMatchObject({ status: 404, code: 'not_found' });

    expect(await status(order.orderId)).toBe('pending_payment');
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'pending', refunded: 0 });
    expect(await paymentRow(other.id)).toMatchObject({ status: 'pending' });
    expect(await readingJobs(order.orderId)).toHaveLength(0);
    const seen = await db().selectFrom('payment_events').select('event_id').where('payment_id', 'in', [order.payment.id, other.id]).execute();
    expect(seen).toEqual([]);
  });

  /** Pays on the fake with its notification held back: answers checkout.session.completed, unsent. */
  async function payHeld(sessionId: string) {
    fake.hold = true;
    try {
      await fake.pay(sessionId);
    } finally {
      fake.hold = false;
    }
    const [completed] = fake.held.splice(0);
    expect(completed.event.type).toBe('checkout.session.completed');
    return completed;
  }

  it('gives back money that arrives after the order expired, and tells the operator', async () => {
    const order = await newOrder();
    expect(answer(await fake.payLater(order.sessionId)).outcome).toBe('ignored');
    clock.advance(25 * HOUR);
    await t.app.services.orders.expireDue();
    expect(await status(order.orderId)).toBe('expired');
    // The bank debit clears a day later.
    expect(answer(await fake.settleLater(order.sessionId, 'succeeded'))).toEqual({ status: 200, ok: true, outcome: 'applied' });
    expect(await status(order.orderId)).toBe('expired');
    expect(await readingJobs(order.orderId)).toHaveLength(0);
    await t.app.services.worker.drain();
    await fake.settled();
    expect(fake.requestsTo('POST', '/v1/refunds').filter((r) => (r.params.metadata as Record<string, string>).payment_id === order.payment.id).map((r) => r.params.amount)).toEqual(['4900']);
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'refunded', refunded: 4900 });
    expect(await refundsOf(order.payment.id)).toEqual([expect.objectContaining({ status: 'succeeded', reason: expect.stringContaining('expired') })]);
    expect(await status(order.orderId)).toBe('expired');
    expect(alerts).toContainEqual(expect.objectContaining({ event: 'payment_refunded_automatically', orderId: order.orderId, paymentId: order.payment.id }));
  });

  it('keeps a payment refunded when charge.refunded arrives before checkout.session.completed', async () => {
    const order = await newOrder();
    const completed = await payHeld(order.sessionId);
    fake.hold = true;
    fake.refundFromDashboard(order.sessionId);
    await fake.settled();
    fake.hold = false;
    const [refunded] = fake.held.splice(0);
    expect(refunded.event.type).toBe('charge.refunded');
    expect(answer(await fake.send(refunded))).toEqual({ status: 200, ok: true, outcome: 'applied' });
    expect(answer(await fake.send(completed))).toEqual({ status: 200, ok: true, outcome: 'ignored' });
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'refunded', refunded: 4900 });
    expect(await status(order.orderId)).toBe('pending_payment');
    expect(await readingJobs(order.orderId)).toHaveLength(0);
  });

  it('applies one of a hundred copies of an event arriving at once', async () => {
    const order = await newOrder();
    const completed = await payHeld(order.sessionId);
    const answers = await Promise.all(Array.from({ length: 100 }, () => fake.send(completed)));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    const outcomes = answers.map((a) => JSON.parse(a.body).outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(99);
    expect(await readingJobs(order.orderId)).toHaveLength(1);
    expect(await status(order.orderId)).toBe('paid');
  });

  it('follows a delayed payment that fails, then one that succeeds; a late failure changes nothing', async () => {
    const order = await newOrder();
    await fake.payLater(order.sessionId);
    expect(answer(await fake.settleLater(order.sessionId, 'failed'))).toEqual({ status: 200, ok: true, outcome: 'applied' });
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'canceled' });
    expect(await status(order.orderId)).toBe('pending_payment');
    // The order page no longer sends the buyer to the dead session, but to our page that opens a new one.
    const page = await t.app.inject(`/orders/${order.orderId}`);
    expect(page.body).toContain(`/orders/${order.orderId}/pay`);
    expect(page.body).not.toContain(order.sessionId);
    expect(await stripe().fetchStatus(order.sessionId)).toMatchObject({ status: 'failed', refunded: 0 });
    const succeeded = fake.signEvent('checkout.session.async_payment_succeeded', paidSession(order.sessionId));
    expect(answer(await fake.send(succeeded))).toEqual({ status: 200, ok: true, outcome: 'applied' });
    expect(await status(order.orderId)).toBe('paid');
    expect(await readingJobs(order.orderId)).toHaveLength(1);
    const lateFailure = fake.signEvent('checkout.session.async_payment_failed', { ...paidSession(order.sessionId), payment_status: 'unpaid' });
    expect(answer(await fake.send(lateFailure))).toEqual({ status: 200, ok: true, outcome: 'ignored' });
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'succeeded' });
  });

  it('marks the payment canceled when its session expires, or when we end it', async () => {
    const order = await newOrder();
    const expired = await fake.expire(order.sessionId);
    expect(expired.event.type).toBe('checkout.session.expired');
    expect(answer(expired)).toEqual({ status: 200, ok: true, outcome: 'applied' });
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'canceled' });
    expect(await status(order.orderId)).toBe('pending_payment');
    expect(await stripe().fetchStatus(order.sessionId)).toMatchObject({ status: 'canceled' });

    const ended = await newOrder();
    await stripe().cancel(ended.sessionId);
    await fake.settled();
    expect(fake.session(ended.sessionId).status).toBe('expired');
    expect(await paymentRow(ended.payment.id)).toMatchObject({ status: 'canceled' });
    // Ending it again, or ending a paid session, is not an error: neither can be paid any more.
    await stripe().cancel(ended.sessionId);
    const paid = await newOrder();
    await fake.pay(paid.sessionId);
    await stripe().cancel(paid.sessionId);
    expect(fake.session(paid.sessionId).status).toBe('complete');
    await expect(stripe().cancel('cs_test_missing')).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('finds the payment of a charge.refunded through its PaymentIntent when the charge has no metadata', async () => {
    fake.copyMetadataToCharges = false;
    try {
      const order = await newOrder();
      await fake.pay(order.sessionId);
      const intent = fake.session(order.sessionId).payment_intent as string;
      fake.refundFromDashboard(order.sessionId, 1500);
      await fake.settled();
      const delivery = fake.deliveries.at(-1)!;
      expect((delivery.event.data as { object: { metadata: object } }).object.metadata).toEqual({});
      expect(answer(delivery)).toEqual({ status: 200, ok: true, outcome: 'applied' });
      expect(fake.requestsTo('GET', `/v1/payment_intents/${intent}`)).toHaveLength(1);
      expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'succeeded', refunded: 1500 });
    } finally {
      fake.copyMetadataToCharges = true;
    }
  });

  it('keeps Stripe’s session window whatever the order’s time to live, and creates a session once per payment', async () => {
    const now = clock.now();
    const input = (paymentId: string, expiresAt: number) => ({
      paymentId,
      orderId: 'ord_window',
      amount: 3000,
      currency: 'EUR',
      description: 'Numerology profile',
      items: [{ id: 'numerology', title: 'Numerology profile', amount: 3000 }],
      returnUrl: 'http://localhost:3000/orders/ord_window',
      cancelUrl: 'http://localhost:3000/orders/ord_window',
      expiresAt,
      customer: { phone: '+442079460958', name: 'Ada' },
      language: 'en' as const,
    });
    const expiry = (paymentId: string) => Number(fake.requestsTo('POST', '/v1/checkout/sessions').find((r) => r.idempotencyKey === paymentId)!.params.expires_at);
    await stripe().createPayment(input('pay_window_short', now + 10 * 60_000));
    expect(expiry('pay_window_short')).toBe(Math.floor((now + 31 * 60_000) / 1000));
    await stripe().createPayment(input('pay_window_long', now + 72 * HOUR));
    expect(expiry('pay_window_long')).toBe(Math.floor((now + 24 * HOUR - 60_000) / 1000));
    // Lines that no longer add up to the amount (the catalog changed) become one line for the whole.
    await stripe().createPayment({ ...input('pay_window_lines', now + HOUR), amount: 2500 });
    const lines = fake.requestsTo('POST', '/v1/checkout/sessions').find((r) => r.idempotencyKey === 'pay_window_lines')!.params.line_items;
    expect(lines).toEqual([{ quantity: '1', price_data: { currency: 'eur', unit_amount: '2500', product_data: { name: 'Numerology profile' } } }]);

    const first = await stripe().createPayment(input('pay_window_once', now + HOUR));
    const second = await stripe().createPayment(input('pay_window_once', now + HOUR));
    expect(second).toEqual(first);
    expect(fake.requestsTo('POST', '/v1/checkout/sessions').filter((r) => r.idempotencyKey === 'pay_window_once').map((r) => r.replayed)).toEqual([false, true]);
    await expect(stripe().createPayment({ ...input('pay_window_once', now + HOUR), amount: 3100, items: [{ id: 'numerology', title: 'Numerology profile', amount: 3100 }] })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });
});

describe('Stripe configuration', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'sqlite::memory:',
    APP_SECRET: 'a'.repeat(32),
    PUBLIC_BASE_URL: 'https://readings.example.com',
    TELEGRAM_BOT_TOKEN: '1:abc',
    TELEGRAM_BOT_USERNAME: 'readings_bot',
    PAYMENT_PROVIDERS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    SELLER_NAME: 'Stella Readings Ltd',
    SELLER_ADDRESS: '1 Observatory Lane, London SE10 8XJ, United Kingdom',
    SELLER_TAX_ID: 'GB123456789',
  };

  it('starts in production with Stripe and a bot, talking to Stripe’s own API by default', () => {
    const config = loadConfig(production);
    expect(config.payments.providers).toEqual(['stripe']);
    expect(config.payments.stripe).toEqual({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x', apiUrl: 'https://api.stripe.com' });
  });

  it('refuses Stripe without its keys, or with an API address it could not use', () => {
    expect(() => loadConfig({ ...production, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: '' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...production, STRIPE_API_URL: 'ftp://127.0.0.1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, STRIPE_API_URL: 'http://127.0.0.1:12111/v1' })).toThrow(/without a path/);
    expect(loadConfig({ ...production, STRIPE_API_URL: 'http://127.0.0.1:12111/' }).payments.stripe!.apiUrl).toBe('http://127.0.0.1:12111');
  });
});
