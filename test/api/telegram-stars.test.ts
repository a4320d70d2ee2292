// Telegram Stars end to end against the fake Bot API, on SQLite and PostgreSQL: an order is paid in
// Stars through the invoice link its payUrl is (an order placed in USD, at the catalog's XTR price),
// the bot answers Telegram's pre-checkout question and records the payment, the reading arrives in
// the chat, and the operator's refund goes back with refundStarPayment. The bot runs in webhook mode,
// so each update is handled by the time its POST answers, and updates can arrive concurrently.
import { Api } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslations } from '../../src/i18n/translations.js';
import { DemoPaymentProvider } from '../../src/payments/demo-provider.js';
import { TelegramStarsProvider } from '../../src/payments/telegram-stars-provider.js';
import type { OperatorAlert } from '../../src/services/operator/alerts.js';
import type { PaymentProvider } from '../../src/services/payments/provider.js';
import { startTokenFor } from '../../src/services/orders/links.js';
import { orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FakeTelegramApi, type FakeInvoice, type FakeUser } from '../support/fake-telegram-api.js';
import { createBotApp } from '../telegram/helpers.js';
import { withRefunded } from '../support/payments.js';

const ADMIN = { authorization: 'Bearer admin-test-token-of-at-least-32-chars' };
const WEBHOOK_SECRET = 'stars_webhook_secret';
const HOUR = 3_600_000;

describe.each(testDatabases)('Telegram Stars on $name', (database) => {
  let fake: FakeTelegramApi;
  let t: TestApp;
  const alerts: OperatorAlert[] = [];
  let nextUser = 61_000;

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    t = await createBotApp(
      database,
      fake,
      { TELEGRAM_WEBHOOK_URL: 'https://shop.example.test/api/telegram/webhook', TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET, PAYMENT_PROVIDERS: 'telegram_stars' },
      { alerts: { send: async (alert) => void alerts.push(alert) } },
    );
    await t.app.services.telegram!.start();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const db = () => t.app.services.store.db;
  const deliver = async (update: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/telegram/webhook', headers: { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET }, payload: update });
    expect(res.statusCode).toBe(200);
  };
  const buyer = (username?: string): FakeUser => ({ id: nextUser++, first_name: 'Ada', ...(username ? { username } : {}) });
  const status = async (orderId: string) => (await t.app.inject(`/api/orders/${orderId}`)).json().status;
  const paymentsOf = async (orderId: string) => withRefunded(db(), await db().selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute());

  async function placeOrder(contact: string, overrides: Record<string, unknown> = {}) {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ contact, currency: 'XTR', sum: 2500, ...overrides }) });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, payUrl, botUrl } = res.json() as { orderId: string; payUrl: string; botUrl: string };
    return { orderId, payUrl, botUrl, invoice: fake.invoiceAt(payUrl) };
  }

  /** The buyer presses Pay: Telegram asks the bot, and answers what the bot said. */
  async function preCheckout(user: FakeUser, invoice: Pick<FakeInvoice, 'payload' | 'currency' | 'prices'>) {
    const update = fake.preCheckoutQuery(user, invoice);
    await deliver(update);
    const answer = fake.preCheckoutAnswers.get((update.pre_checkout_query as { id: string }).id);
    if (!answer) throw new Error('the bot did not answer the pre-checkout query');
    return answer;
  }

  it('subscribes to the updates Stars payments arrive in', () => {
    expect(fake.callsOf('setWebhook')[0].params.allowed_updates).toEqual(['message', 'callback_query', 'pre_checkout_query']);
  });

  it('takes an order placed in Stars from the invoice link to the reading in the chat, and back through a refund', async () => {
    const ada = buyer('stars_ada');
    const { orderId, payUrl, invoice } = await placeOrder('@Stars_Ada');
    // payUrl is Telegram's invoice link, charging the catalog's XTR price, for our payment.
    expect(payUrl).toMatch(/^https:\/\/t\.me\/\$[A-Za-z0-9_-]+$/);
    const [payment] = await paymentsOf(orderId);
    expect(payment).toMatchObject({ provider: 'telegram_stars', status: 'pending', amount: 2500, currency: 'XTR', provider_ref: null, pay_url: payUrl });
    expect(invoice).toMatchObject({ payload: payment.id, currency: 'XTR', providerToken: '', prices: [{ amount: 2500 }], title: 'Natal chart reading' });
    expect(invoice.description).toContain('Natal chart reading');

    expect(await preCheckout(ada, invoice)).toEqual({ ok: true, errorMessage: null });
    expect(await status(orderId)).toBe('pending_payment');

    const { update, charge } = fake.successfulPayment(ada, invoice);
    await deliver(update);
    expect(await status(orderId)).toBe('paid');
    expect((await paymentsOf(orderId))[0]).toMatchObject({ status: 'succeeded', provider_ref: charge.id, payer_ref: String(ada.id) });
    const thanks = fake.sentTo(ada.id);
    expect(thanks).toHaveLength(1);
    expect(thanks[0].text).toBe('Thank you! Your payment of 2,500 Stars for “Natal chart reading” is received.\n\nYour reading is being prepared; it arrives in this chat in a few minutes.');

    // The payer's username is the order's contact, so the reading comes to this chat.
    await t.app.services.worker.drain();
    expect(await status(orderId)).toBe('delivered');
    const reading = fake.sentTo(ada.id).slice(1);
    expect(reading.filter((s) => s.method === 'sendMessage').length).toBeGreaterThan(1);
    expect(reading.at(-1)!.method).toBe('sendPhoto');

    const stars = t.app.services.providers.get('telegram_stars') as PaymentProvider;
    expect(await stars.fetchStatus(charge.id)).toEqual({ status: 'succeeded', amount: 2500, currency: 'XTR', refunded: 0 });
    // Stars are given back whole or not at all.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refund`, headers: ADMIN, payload: { amount: 100 } })).json()).toMatchObject({ code: 'validation_failed', fields: [{ field: 'amount' }] });
    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refund`, headers: ADMIN, payload: { reason: 'the buyer asked' } });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().refund).toMatchObject({ amount: 2500, currency: 'XTR', status: 'requested' });
    await t.app.services.worker.drain();
    expect(fake.callsOf('refundStarPayment').map((c) => c.params)).toEqual([{ user_id: ada.id, telegram_payment_charge_id: charge.id }]);
    expect(charge.refunded).toBe(true);
    expect(await status(orderId)).toBe('refunded');
    expect((await paymentsOf(orderId))[0]).toMatchObject({ status: 'refunded', refunded: 2500 });
    expect(await stars.fetchStatus(charge.id)).toEqual({ status: 'refunded', amount: 2500, currency: 'XTR', refunded: 2500 });
  }, 120_000);

  it('sends the invoice in the chat when the buyer opens the bot with an unpaid order: the same payment as the link', async () => {
    const bea = buyer('stars_bea');
    const { orderId, botUrl, invoice } = await placeOrder('@stars_bea', { addons: ['pdf'], sum: 2750 });
    await deliver(fake.userSays(bea, `/start ${new URL(botUrl).searchParams.get('start')}`));
    const [sent, text] = fake.sentTo(bea.id);
    expect(sent.method).toBe('sendInvoice');
    expect(sent.invoice).toMatchObject({ payload: invoice.payload, currency: 'XTR', prices: [{ amount: 2750 }], title: 'Natal chart reading' });
    expect(sent.invoice!.description).toContain('Natal chart reading with PDF edition');
    expect(text.text).toContain('It is not paid yet: pay with the invoice above');
    expect(await paymentsOf(orderId)).toHaveLength(1);

    expect((await preCheckout(bea, sent.invoice!)).ok).toBe(true);
    await deliver(fake.successfulPayment(bea, sent.invoice!).update);
    expect(await status(orderId)).toBe('paid');
  });

  it('refuses the checkout of an order that expired, at a price not the payment’s, and of an invoice not ours; nothing is paid', async () => {
    const cy = buyer('stars_cy');
    const { orderId, invoice } = await placeOrder('@stars_cy');

    const wrongPrice = await preCheckout(cy, { ...invoice, prices: [{ label: 'x', amount: 1 }] });
    expect(wrongPrice).toEqual({ ok: false, errorMessage: expect.stringContaining("does not match the order's price, so no Stars were taken") });
    const wrongCurrency = await preCheckout(cy, { ...invoice, currency: 'USD', prices: [{ label: 'x', amount: 2500 }] });
    expect(wrongCurrency.ok).toBe(false);
    const unknown = await preCheckout(cy, { ...invoice, payload: 'pay_not_one_of_ours' });
    expect(unknown).toEqual({ ok: false, errorMessage: expect.stringContaining("I don't recognise this invoice") });

    t.clock.advance(25 * HOUR);
    const expired = await preCheckout(cy, invoice);
    expect(expired).toEqual({ ok: false, errorMessage: expect.stringContaining('This order can no longer be paid: it has expired or was cancelled. No Stars were taken') });
    expect(await status(orderId)).toBe('expired');
    expect((await paymentsOf(orderId)).map((p) => p.status)).toEqual(['pending']);
    expect(fake.sentTo(cy.id)).toHaveLength(0);
  });

  it('records a successful_payment reported 100 times at once exactly once', async () => {
    const di = buyer('stars_di');
    const { orderId, invoice } = await placeOrder('@stars_di');
    expect((await preCheckout(di, invoice)).ok).toBe(true);
    const { update, charge } = fake.successfulPayment(di, invoice);
    await Promise.all(Array.from({ length: 100 }, () => deliver(update)));

    expect(await status(orderId)).toBe('paid');
    const payments = await paymentsOf(orderId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'succeeded', provider_ref: charge.id });
    const events = await db().selectFrom('payment_events').select('event_id').where('payment_id', '=', payments[0].id).execute();
    expect(events).toEqual([{ event_id: charge.id }]);
    const jobs = (await t.app.services.queue.list({ kind: 'generate_reading' })).filter((j) => JSON.parse(j.payload).orderId === orderId);
    expect(jobs).toHaveLength(1);
    expect(fake.sentTo(di.id).map((s) => s.text)).toEqual([expect.stringContaining('Thank you! Your payment of 2,500 Stars')]);
    // And once paid, the same invoice is refused before any Stars move.
    expect(await preCheckout(di, invoice)).toEqual({ ok: false, errorMessage: 'This order is paid already, so no Stars were taken this time.' });
  });

  it('gives the Stars back when the order expired between the checkout and the payment, and tells the operator', async () => {
    const ed = buyer('stars_ed');
    const { orderId, invoice } = await placeOrder('@stars_ed');
    expect((await preCheckout(ed, invoice)).ok).toBe(true);
    t.clock.advance(25 * HOUR);
    const { update, charge } = fake.successfulPayment(ed, invoice);
    await deliver(update);

    expect(await status(orderId)).toBe('expired');
    expect(fake.sentTo(ed.id).map((s) => s.text)).toEqual([
      'This order had expired or was cancelled before the payment went through, so I could not accept it. Your 2,500 Stars are on their way back to your balance; you are welcome to place a new order on localhost:3000.',
    ]);
    const [payment] = await paymentsOf(orderId);
    expect(alerts).toContainEqual(expect.objectContaining({ event: 'payment_refunded_automatically', orderId, paymentId: payment.id }));
    await t.app.services.worker.drain();
    expect(fake.callsOf('refundStarPayment').map((c) => c.params)).toContainEqual({ user_id: ed.id, telegram_payment_charge_id: charge.id });
    expect(charge.refunded).toBe(true);
    expect((await paymentsOf(orderId))[0]).toMatchObject({ status: 'refunded', refunded: 2500 });
    expect(await status(orderId)).toBe('expired');
  });

  it('gives back a second payment of the same invoice: the order is paid once', async () => {
    const fay = buyer('stars_fay');
    const other = buyer('someone_else');
    const { orderId, invoice } = await placeOrder('@stars_fay');
    // Two devices pass the checkout before either payment is through.
    expect((await preCheckout(fay, invoice)).ok).toBe(true);
    expect((await preCheckout(other, invoice)).ok).toBe(true);
    const first = fake.successfulPayment(fay, invoice);
    const second = fake.successfulPayment(other, invoice);
    await deliver(first.update);
    await Promise.all([deliver(second.update), deliver(second.update)]);

    expect(await status(orderId)).toBe('paid');
    const payments = await paymentsOf(orderId);
    expect(payments.map((p) => [p.provider_ref, p.payer_ref])).toEqual([
      [first.charge.id, String(fay.id)],
      [second.charge.id, String(other.id)],
    ]);
    expect(fake.sentTo(other.id).map((s) => s.text)).toEqual(['This order was paid already, so I could not accept a second payment. Your 2,500 Stars are on their way back to your balance.']);
    await t.app.services.worker.drain();
    expect(second.charge.refunded).toBe(true);
    expect(first.charge.refunded).toBe(false);
    expect(['paid', 'ready', 'delivered']).toContain(await status(orderId));
  }, 120_000);

  it('refuses anything posted to the Stars payment webhook: a forged body marks nothing paid', async () => {
    const { orderId, invoice } = await placeOrder('@stars_gil');
    const forged = {
      update_id: 1,
      message: { successful_payment: { currency: 'XTR', total_amount: 2500, invoice_payload: invoice.payload, telegram_payment_charge_id: 'stxForged' } },
      type: 'payment.succeeded',
      data: { payment_id: invoice.payload, amount: 2500, currency: 'XTR' },
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/telegram_stars/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(forged) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'invalid_signature' });
    expect(await status(orderId)).toBe('pending_payment');
    expect((await paymentsOf(orderId)).map((p) => [p.status, p.provider_ref])).toEqual([['pending', null]]);
  });

  it('links the order to the payer only when it was placed for their username', async () => {
    const payer = buyer('not_the_contact');
    const { orderId, invoice } = await placeOrder('@stars_hal');
    expect((await preCheckout(payer, invoice)).ok).toBe(true);
    await deliver(fake.successfulPayment(payer, invoice).update);
    expect(await status(orderId)).toBe('paid');
    expect(fake.sentTo(payer.id)[0].text).toContain('The order was placed for another Telegram username, so the reading goes to that account');
    const order = await db().selectFrom('orders').select(['owner_user_id', 'owner_chat_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ owner_user_id: null, owner_chat_id: null });
    // The contact still receives it through the order's bot link.
    const hal = buyer('stars_hal');
    await deliver(fake.userSays(hal, `/start ${startTokenFor(t.app.services.secret, orderId)}`));
    expect(fake.sentTo(hal.id)[0].text).toContain('is now linked');
  });
});

describe.each(testDatabases)('Telegram Stars beside another provider on $name', (database) => {
  let fake: FakeTelegramApi;
  let t: TestApp;

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    // A second provider that takes USD, so that orders are placed in USD and the buyer chooses.
    const card = new DemoPaymentProvider({ secret: 'a-test-secret-of-32-characters-ok', baseUrl: 'http://localhost:3000', now: () => Date.now(), lookup: async () => null });
    t = await createBotApp(database, fake, { PAYMENT_PROVIDERS: 'telegram_stars' }, { payments: [new TelegramStarsProvider(new Api(fake.token, { apiRoot: fake.apiRoot }), createTranslations()), card] });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('charges an order placed in USD in Stars at the catalog’s XTR price when the buyer chooses Stars', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ contact: '@stars_usd', addons: ['month_ahead'], sum: 64 }) });
    expect(created.statusCode, created.body).toBe(200);
    const { orderId, payUrl } = created.json() as { orderId: string; payUrl: string };
    expect(payUrl).toBe(`http://localhost:3000/orders/${orderId}/pay`);
    const chosen = await t.app.inject({
      method: 'POST',
      url: `/orders/${orderId}/pay`,
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'provider=telegram_stars',
    });
    expect(chosen.statusCode).toBe(303);
    const invoice = fake.invoiceAt(chosen.headers.location as string);
    // 2,500 for the natal reading and 750 for the month ahead: the catalog's XTR prices, not 64 USD converted.
    expect(invoice).toMatchObject({ currency: 'XTR', providerToken: '', prices: [{ label: 'Natal chart reading + Month ahead', amount: 3250 }] });
    const payment = await t.app.services.store.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ id: invoice.payload, provider: 'telegram_stars', amount: 3250, currency: 'XTR' });
    const order = await t.app.services.store.db.selectFrom('orders').select(['sum', 'currency']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ sum: 6400, currency: 'USD' });
  });
});

describe.each(testDatabases)('production with Telegram Stars on $name', (database) => {
  it('starts with NODE_ENV=production when Stars is the only provider, and sells in XTR', async () => {
    const fake = await FakeTelegramApi.start();
    const t = await createBotApp(database, fake, {
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-of-more-than-32-chars',
      PUBLIC_BASE_URL: 'https://shop.example.test',
      PAYMENT_PROVIDERS: 'telegram_stars',
      SELLER_NAME: 'Stella Readings Ltd',
      SELLER_ADDRESS: '1 Observatory Lane, London SE10 8XJ, United Kingdom',
      SELLER_TAX_ID: 'GB123456789',
    });
    try {
      expect(t.app.services.config.demo).toBe(false);
      const catalog = (await t.app.inject('/api/admin/prices?public=1')).json();
      expect(catalog.currencies).toEqual(['XTR']);
      const refused = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ contact: '@stars_prod' }) });
      expect(refused.json()).toMatchObject({ code: 'unsupported_currency', fields: [{ field: 'currency', message: 'must be one of XTR' }] });
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
