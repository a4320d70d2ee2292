// Issue 25, finding 4: deleting an account left an unpaid order the person had placed for their own
// username (never opened in the bot, so never bound) with its name, phone and birth data, payable,
// until 30 days after it expired, and the data export did not show it. Here such an order is in the
// export and is erased with the account, paid or not; money that arrives for it afterwards goes back
// (demo provider and the fake Stripe API); and the rule never hands an order to an account that did
// not hold the username when it was placed (src/services/identity/placed-for.ts).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPaymentProvider } from '../../src/payments/demo-provider.js';
import { PLACED_FOR_SLACK_MS } from '../../src/services/identity/placed-for.js';
import type { TelegramAccount } from '../../src/services/identity/types.js';
import type { OperatorAlert } from '../../src/services/operator/alerts.js';
import type { PersonalData } from '../../src/services/privacy/model.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { TestClock } from '../support/clock.js';
import { testDatabases } from '../support/databases.js';
import { FakeStripe } from '../support/fake-stripe.js';
import { paymentWithRefunds } from '../support/payments.js';
import { demoLogin, ORIGIN, unpaidOrder } from '../web/helpers.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BIRTH = { day: '3', month: '4', year: '1991', time: '06:45', city: 'London' };
const ERASED = { name: '', phone: '', contact: '', contact_normalized: '', meta: '{}', owner_user_id: null, owner_chat_id: null };

describe.each(testDatabases)('orders placed for one’s own username, on $name (demo provider)', (database) => {
  let t: TestApp;
  const alerts: OperatorAlert[] = [];
  beforeAll(async () => {
    t = await createTestApp(database, { deps: { alerts: { send: async (alert) => void alerts.push(alert) } } });
  });
  afterAll(async () => t?.close());

  const db = () => t.app.services.store.db;
  const orderRow = (id: string) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const paymentOf = (orderId: string) => db().selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const exportOf = async (cookie: string) => {
    const res = await t.app.inject({ url: '/api/me/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return { data: res.json() as PersonalData, body: res.body };
  };
  const userIdOf = async (telegramId: number) => (await db().selectFrom('users').select('id').where('telegram_id', '=', telegramId).executeTakeFirstOrThrow()).id;
  /** A Telegram account seen by us (a login or a bot message) with `username`, now. */
  const seen = (account: TelegramAccount) => t.app.services.identity.upsertTelegramUser(account);

  it('an unpaid order placed for her username, never opened in the bot, is in her export and erased with her account; late money for it goes back', async () => {
    // Placed on the site for her own username (written in another case), unpaid; then she logs in.
    const unpaid = await unpaidOrder(t, { contact: '@Ada_Own', name: 'Ada Own', phone: '+44 20 7946 0111', meta: BIRTH });
    t.clock.advance(2 * HOUR);
    const cookie = await demoLogin(t, 'ada_own');
    expect((await orderRow(unpaid.orderId)).owner_user_id).toBeNull();

    const { data } = await exportOf(cookie);
    expect(data.orders.map((o) => o.id)).toEqual([unpaid.orderId]);
    expect(data.orders[0]).toMatchObject({ status: 'pending_payment', name: 'Ada Own', phone: '+442079460111', contact: '@Ada_Own', birth: BIRTH, payments: [expect.objectContaining({ provider: 'demo', status: 'pending' })] });
    expect(data.person.usernames).toEqual([{ username: 'ada_own', firstSeenAt: expect.any(String), lastSeenAt: expect.any(String) }]);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: { cookie, origin: ORIGIN } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ ordersErased: 1 });
    expect(await orderRow(unpaid.orderId)).toMatchObject({ ...ERASED, status: 'cancelled' });
    expect(await db().selectFrom('telegram_usernames').selectAll().where('username', '=', 'ada_own').execute()).toEqual([]);

    // It can no longer be paid: the checkout says so and its Pay button pays nothing.
    const payment = await paymentOf(unpaid.orderId);
    const checkout = new URL(unpaid.payUrl).pathname;
    expect((await t.app.inject(checkout)).body).toContain('can no longer be paid');
    expect((await t.app.inject({ method: 'POST', url: `${checkout}/pay` })).headers.location).toBe(checkout);
    expect((await paymentOf(unpaid.orderId)).status).toBe('pending');
    // Money the provider reports afterwards is given back, and the order stays cancelled and erased.
    const provider = t.app.services.providers.get('demo') as DemoPaymentProvider;
    const late = provider.signedNotification({ paymentId: payment.id, amount: payment.amount, currency: payment.currency }, 'payment.succeeded');
    const answer = await t.app.inject({ method: 'POST', url: '/api/payments/demo/webhook', headers: late.headers, payload: late.body });
    expect(answer.json().outcome).toBe('applied');
    await t.app.services.worker.drain();
    expect(await paymentWithRefunds(db(), payment.id)).toMatchObject({ status: 'refunded', refunded: payment.amount });
    expect(await orderRow(unpaid.orderId)).toMatchObject({ ...ERASED, status: 'cancelled' });
    expect((await t.app.services.queue.list({ kind: 'generate_reading' })).filter((j) => JSON.parse(j.payload).orderId === unpaid.orderId)).toEqual([]);
    expect(alerts).toContainEqual(expect.objectContaining({ event: 'payment_refunded_automatically', orderId: unpaid.orderId }));
  });

  it('an expired unpaid order placed while we knew her username is hers too; an order for a former username, or from before we saw her, is not', async () => {
    const grace = { id: 7_100_001, username: 'grace_then', first_name: 'Grace' };
    await seen(grace);
    t.clock.advance(HOUR);
    const formerName = await unpaidOrder(t, { contact: '@grace_then', name: 'Grace Then', phone: '+44 20 7946 0222' });
    t.clock.advance(HOUR);
    // She renames herself; an order for her new name placed long before we saw her with it is not given to her either.
    const tooEarly = await unpaidOrder(t, { contact: '@grace_now', name: 'Someone Else', phone: '+44 20 7946 0333' });
    t.clock.advance(PLACED_FOR_SLACK_MS + HOUR);
    await seen({ ...grace, username: 'grace_now' });
    const expired = await unpaidOrder(t, { contact: '@grace_now', name: 'Grace Now', phone: '+44 20 7946 0444' });
    t.clock.advance(25 * HOUR);
    await t.app.services.orders.expireDue();
    const userId = await userIdOf(grace.id);

    const data = await t.app.services.privacy.exportFor(userId);
    expect(data.orders.map((o) => [o.id, o.status])).toEqual([[expired.orderId, 'expired']]);
    expect(JSON.stringify(data)).not.toContain('Someone Else');
    expect(JSON.stringify(data)).not.toContain('Grace Then');
    expect(data.person.usernames.map((u) => u.username)).toEqual(['grace_then', 'grace_now']);

    expect(await t.app.services.privacy.deleteAccount(userId)).toMatchObject({ ordersErased: 1 });
    expect(await orderRow(expired.orderId)).toMatchObject({ ...ERASED, status: 'expired' });
    // The others keep their data: they may be someone else's.
    expect(await orderRow(formerName.orderId)).toMatchObject({ name: 'Grace Then', contact: '@grace_then', status: 'expired' });
    expect(await orderRow(tooEarly.orderId)).toMatchObject({ name: 'Someone Else', contact: '@grace_now' });
  });

  it('a username that changed hands: the new holder never gets the old holder’s order, in the export or in a deletion', async () => {
    // Hana holds @handed_over and orders for it, unpaid; she renames herself the same day.
    const hana = { id: 7_200_001, username: 'handed_over', first_name: 'Hana' };
    await seen(hana);
    const hanas = await unpaidOrder(t, { contact: '@handed_over', name: 'Hana Old', phone: '+44 20 7946 0555', meta: BIRTH });
    t.clock.advance(2 * HOUR);
    await seen({ ...hana, username: 'hana_renamed' });
    // Within the hour Ivan takes the free username, and orders for it himself later.
    t.clock.advance(HOUR);
    const ivan = { id: 7_200_002, username: 'Handed_Over', first_name: 'Ivan' };
    await seen(ivan);
    t.clock.advance(2 * DAY);
    const ivans = await unpaidOrder(t, { contact: '@handed_over', name: 'Ivan New', phone: '+44 20 7946 0666' });
    await seen(ivan);

    const ivanId = await userIdOf(ivan.id);
    const data = await t.app.services.privacy.exportFor(ivanId);
    expect(data.orders.map((o) => o.id)).toEqual([ivans.orderId]);
    expect(JSON.stringify(data)).not.toContain('Hana');
    // Hana's is not hers by a name she no longer has, nor Ivan's by the name he has now.
    expect((await t.app.services.privacy.exportFor(await userIdOf(hana.id))).orders).toEqual([]);

    expect(await t.app.services.privacy.deleteAccount(ivanId)).toMatchObject({ ordersErased: 1 });
    expect(await orderRow(ivans.orderId)).toMatchObject({ ...ERASED, status: 'cancelled' });
    expect(await orderRow(hanas.orderId)).toMatchObject({ name: 'Hana Old', phone: '+442079460555', contact: '@handed_over', status: 'pending_payment', owner_user_id: null });
  });

  it('an order placed while two accounts could have held the username is given to neither', async () => {
    const first = { id: 7_300_001, username: 'shared_name', first_name: 'First' };
    const second = { id: 7_300_002, username: 'shared_name', first_name: 'Second' };
    await seen(first);
    const between = await unpaidOrder(t, { contact: '@shared_name', name: 'Whose Order' });
    t.clock.advance(HOUR);
    await seen(second);
    for (const account of [first, second]) expect((await t.app.services.privacy.exportFor(await userIdOf(account.id))).orders).toEqual([]);
    expect(await t.app.services.privacy.deleteAccount(await userIdOf(second.id))).toMatchObject({ ordersErased: 0 });
    expect(await orderRow(between.orderId)).toMatchObject({ name: 'Whose Order', status: 'pending_payment' });
  });
});

describe.each(testDatabases)('an erased unpaid order paid later through Stripe, on $name', (database) => {
  let fake: FakeStripe;
  let t: TestApp;
  const clock = new TestClock(Date.now());
  const alerts: OperatorAlert[] = [];
  beforeAll(async () => {
    fake = await FakeStripe.start({ now: () => clock.now() });
    t = await createTestApp(database, { clock, env: fake.env(), deps: { alerts: { send: async (alert) => void alerts.push(alert) } } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    fake.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/payments/stripe/webhook`;
  });
  afterAll(async () => {
    await fake?.close();
    await t?.close();
  });

  it('the Checkout Session paid after the deletion is refunded through Stripe, and the order stays cancelled and erased', async () => {
    const db = t.app.services.store.db;
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ contact: '@stripe_own', name: 'Stripe Own', meta: BIRTH }) });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().orderId as string;
    const payment = await db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    // She logs in (with Telegram, here as the identity service records it) and deletes her account.
    const user = await t.app.services.identity.upsertTelegramUser({ id: 7_400_001, username: 'stripe_own', first_name: 'Stripe' });
    expect((await t.app.services.privacy.exportFor(user.id)).orders.map((o) => [o.id, o.name])).toEqual([[orderId, 'Stripe Own']]);
    expect(await t.app.services.privacy.deleteAccount(user.id)).toMatchObject({ ordersErased: 1 });

    // The hosted page was still open in her browser: she pays.
    const paid = await fake.pay(payment.provider_ref!);
    expect(paid.status).toBe(200);
    expect(JSON.parse(paid.body)).toMatchObject({ outcome: 'applied' });
    await t.app.services.worker.drain();
    await fake.settled();
    expect(fake.requestsTo('POST', '/v1/refunds').filter((r) => (r.params.metadata as Record<string, string>).payment_id === payment.id).map((r) => r.params.amount)).toEqual([String(payment.amount)]);
    expect(await paymentWithRefunds(db, payment.id)).toMatchObject({ status: 'refunded', refunded: payment.amount, payer_ref: null });
    expect(await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()).toMatchObject({ ...ERASED, status: 'cancelled' });
    expect((await t.app.services.queue.list({ kind: 'generate_reading' })).filter((j) => JSON.parse(j.payload).orderId === orderId)).toEqual([]);
    expect(alerts).toContainEqual(expect.objectContaining({ event: 'payment_refunded_automatically', orderId, paymentId: payment.id, reason: expect.stringContaining('cancelled') }));
  });
});
