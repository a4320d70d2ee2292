// A person's own data on SQLite and PostgreSQL: GET /api/me/export holds everything we keep about the
// person and nothing of anyone else; DELETE /api/me waits for orders still owed, then removes the
// account, sessions, readings and delivery records, erases the orders' personal fields, keeps the
// payment records anonymised and revokes the person's agents, leaving another person untouched.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../src/services/identity/identity-service.js';
import type { PersonalData } from '../../src/services/privacy/model.js';
import { bearer, decide, demoLoginOnClaim, registerAnonymous, AGENT_ENV } from '../agents/helpers.js';
import { loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { cookieHeader, demoLogin, FORM, ORIGIN, paidOrder, storedReading, unpaidOrder } from '../web/helpers.js';

const ADMIN = { authorization: 'Bearer admin-test-token-of-at-least-32-chars' };

/** Where each table's rows about a person appear in the export, or why a table holds none. */
const EXPORTED: Record<string, keyof PersonalData> = {
  users: 'person',
  telegram_usernames: 'person', // person.usernames
  chat_languages: 'person', // person.chatLanguage
  sessions: 'sessions',
  login_nonces: 'botLogins',
  order_confirmations: 'orderConfirmations',
  confirmation_accounts: 'orderConfirmations', // orderConfirmations[].open, and the day's wrong answers they count
  orders: 'orders',
  payments: 'orders', // orders[].payments
  refunds: 'orders', // orders[].payments[].refunds
  readings: 'orders', // orders[].reading
  delivery_parts: 'orders', // orders[].reading.deliveries
  agent_registrations: 'agents',
  credentials: 'agents', // agents[].credentials
  demo_messages: 'demoChat',
};
const NOT_PERSONAL: Record<string, string> = {
  settings: 'the catalog and the install secret',
  jobs: 'order and refund ids with errors',
  payment_events: 'the provider’s event ids',
  login_replays: 'hashes of spent login data',
  delivery_leases: 'which worker is delivering an order',
  legacy_start_tokens: 'hashes of old bot links',
  worker_heartbeats: 'which worker processes are alive',
  order_events: 'status changes of orders; the text of an error is erased with the order’s personal data',
  audit_log: 'operator actions; the contacts a rebind names are erased with the order’s personal data',
  confirmation_orders: 'how many wrong confirmation answers each order took, from any account',
  operator_alert_marks: 'which ongoing conditions the operator was alerted about',
  oauth_clients: 'OAuth client applications and their redirect URIs',
  oauth_codes: 'hashes of authorization codes, good for five minutes; deleted with the account',
  oauth_refresh_tokens: 'hashes of refresh tokens; the grant they belong to is exported under agents',
  telegram_pace_slots: 'which moments of Telegram\u2019s shared sending allowance are taken',
  telegram_pace_chats: 'when a chat may be sent its next message; each row lives for about a minute and the pacer deletes it',
};

describe.each(testDatabases)('a person’s own data on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { env: AGENT_ENV });
  });
  afterAll(async () => t?.close());

  const db = () => t.app.services.store.db;
  const startOf = (botUrl: string) => new URL(botUrl).searchParams.get('start')!;
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me', headers });

  /** The bot link opened by the demo account: binds the order and attaches its chat; delivers a ready reading. */
  async function openInBot(username: string, botUrl: string, orderId: string) {
    const account = demoAccount(username)!;
    expect(await t.app.services.identity.bindOrderFromStart(startOf(botUrl), account, account.id)).toMatchObject({ ok: true, orderId });
    const status = (await db().selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
    if (status === 'ready') expect(await t.app.services.delivery.deliver(orderId)).toBe('delivered');
  }

  it('exports everything about the person, deletes it once nothing is owed, and leaves another person untouched', async () => {
    // Ada: a delivered order with a PDF, one refunded after delivery, one ready but not yet sent,
    // one unpaid that she opened in the bot; an agent she approved; sessions from three logins.
    const delivered = await paidOrder(t, { contact: '@ada_data', addons: ['pdf'], sum: 54, name: 'Ada Data' });
    await storedReading(t, delivered.orderId, { pdf: true, title: 'Ada’s natal chart' });
    const refunded = await paidOrder(t, { contact: '@ada_data', product: 'forecast', sum: 39, name: 'Ada Data' });
    await storedReading(t, refunded.orderId, { title: 'Ada’s forecast' });
    const waiting = await paidOrder(t, { contact: '@ada_data', product: 'numerology', sum: 30, name: 'Ada Data' });
    await storedReading(t, waiting.orderId, { title: 'Ada’s numbers' });
    const unpaid = await unpaidOrder(t, { contact: '@ada_data', name: 'Ada Data', phone: '+44 20 7946 0001' });
    // Bob: a paid order with its reading, his own agent and session.
    const bobs = await paidOrder(t, { contact: '@bob_other', name: 'Bob Other', phone: '+33 1 42 68 53 00', meta: { day: '1', month: '2', year: '1990', time: '08:15', city: 'Paris' } });
    const bobReading = await storedReading(t, bobs.orderId, { title: 'Bob’s natal chart' });

    const cookie = await demoLogin(t, 'ada_data'); // binds her paid orders
    const nonce = await t.app.services.identity.createLoginNonce();
    expect(await t.app.services.identity.confirmLoginNonce(nonce.nonce, demoAccount('ada_data')!)).toBe('confirmed');
    expect((await t.app.services.identity.loginWithBotNonce(nonce.nonce)).status).toBe('ok');
    await openInBot('ada_data', delivered.botUrl, delivered.orderId);
    await openInBot('ada_data', refunded.botUrl, refunded.orderId);
    await openInBot('ada_data', unpaid.botUrl, unpaid.orderId);
    // She also opened Bob's bot link, and the bot asked her to confirm his order by its phone.
    const adaAccount = { account: demoAccount('ada_data')!, chatId: demoAccount('ada_data')!.id };
    expect((await t.app.services.conversation.start(adaAccount, startOf(bobs.botUrl)))[0].html).toContain('last four digits');
    expect((await t.app.services.conversation.message(adaAccount, '1234'))[0].html).toContain('do not match');
    const adaAgent = await registerAnonymous(t, 'Ada’s assistant');
    const claimCookie = await demoLoginOnClaim(t, adaAgent, 'ada_data');
    expect((await decide(t, adaAgent, claimCookie, 'approve')).body).toContain('Approved');
    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${refunded.orderId}/refund`, headers: ADMIN, payload: { reason: 'the buyer asked' } });
    expect(refund.statusCode).toBe(200);

    const bobCookie = await demoLogin(t, 'bob_other');
    const bobAgent = await registerAnonymous(t, 'Bob’s assistant');
    expect((await decide(t, bobAgent, await demoLoginOnClaim(t, bobAgent, 'bob_other'), 'approve')).body).toContain('Approved');

    // ----- the export -----
    expect((await t.app.inject('/api/me/export')).statusCode).toBe(401);
    // An agent, even one she approved, may not take all her data.
    const byAgent = await t.app.inject({ url: '/api/me/export', headers: bearer(adaAgent.api_key) });
    expect(byAgent.statusCode).toBe(401);
    expect(byAgent.json().code).toBe('unauthorized');
    const res = await t.app.inject({ url: '/api/me/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json() as PersonalData;

    const ada = await db().selectFrom('users').selectAll().where('username', '=', 'ada_data').executeTakeFirstOrThrow();
    expect(data.person).toMatchObject({ id: ada.id, telegramId: demoAccount('ada_data')!.id, username: 'ada_data' });
    expect(data.sessions).toHaveLength(3);
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(data.botLogins).toHaveLength(1);
    expect(data.orderConfirmations).toEqual([{ askedAt: expect.any(String), wrongAnswers: 1, lockedAt: null, confirmedAt: null, open: true }]);
    expect(data.orders.map((o) => o.id).sort()).toEqual([delivered.orderId, refunded.orderId, waiting.orderId, unpaid.orderId].sort());
    const first = data.orders.find((o) => o.id === delivered.orderId)!;
    expect(first).toMatchObject({
      status: 'delivered',
      product: 'natal',
      addons: ['pdf'],
      sum: 54,
      currency: 'USD',
      name: 'Ada Data',
      phone: '+442079460958',
      contact: '@ada_data',
      birth: { day: '10', month: '12', year: '1985', time: '14:30', city: 'London' },
      telegramChatId: demoAccount('ada_data')!.id,
    });
    expect(first.payments).toEqual([expect.objectContaining({ provider: 'demo', status: 'succeeded', amount: 54, currency: 'USD', refunds: [] })]);
    expect(first.reading).toMatchObject({ title: 'Ada’s natal chart', text: '# Ada’s natal chart\n', pdfUrl: expect.stringMatching(/\/api\/readings\/rdg_.+\.pdf$/), wheelUrl: expect.stringMatching(/wheel\.png$/) });
    expect(first.reading!.deliveries.length).toBeGreaterThan(0);
    expect(first.reading!.deliveries.every((d) => d.status === 'sent' && d.chatId === demoAccount('ada_data')!.id)).toBe(true);
    expect(data.orders.find((o) => o.id === refunded.orderId)!.payments[0]!.refunds).toEqual([expect.objectContaining({ amount: 39, currency: 'USD', status: 'requested' })]);
    expect(data.orders.find((o) => o.id === unpaid.orderId)).toMatchObject({ status: 'pending_payment', phone: '+442079460001', reading: null });
    expect(data.agents).toEqual([
      expect.objectContaining({ registrationId: adaAgent.registration_id, clientName: 'Ada’s assistant', status: 'claimed', credentials: [expect.objectContaining({ kind: 'api_key', revokedAt: null })] }),
    ]);
    expect(data.demoChat.length).toBeGreaterThan(0);
    // Every table was thought about: each holds a part of the export, or nothing about a person.
    const tables = (await db().introspection.getTables())
      .filter((table) => !table.name.startsWith('kysely_') && (database.name === 'sqlite' || table.schema === t.database.searchPath))
      .map((table) => table.name)
      .sort();
    expect(tables).toEqual([...Object.keys(EXPORTED), ...Object.keys(NOT_PERSONAL)].sort());
    for (const part of new Set(Object.values(EXPORTED))) expect([part, data[part]]).not.toEqual([part, []]);
    // Nothing of Bob's.
    for (const bobsData of [bobs.orderId, bobReading, 'Bob Other', '+33142685300', 'bob_other', 'Paris', bobAgent.registration_id, 'Bob’s']) expect(res.body).not.toContain(bobsData);

    // ----- deletion waits while something is owed -----
    expect((await t.app.inject({ method: 'DELETE', url: '/api/me', headers: { cookie } })).json().code).toBe('cross_site_request');
    const blocked = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: { cookie, origin: ORIGIN } });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('orders_in_progress');
    expect(blocked.json().detail).toContain(`order ${waiting.orderId}: its reading is ready and waits to be sent in Telegram`);
    expect(blocked.json().detail).toContain(`order ${refunded.orderId}: a refund of it is on its way back to you`);
    expect(blocked.json().detail).not.toContain(delivered.orderId);
    const page = await t.app.inject({ url: '/profile/delete', headers: { cookie } });
    expect(page.body).toContain('id="delete-blocked"');
    expect(page.body).toContain(`href="/orders/${waiting.orderId}"`);
    expect(page.body).not.toContain('id="delete-form"');
    // Nothing changed: her session works, the unpaid order is still payable.
    expect((await me({ cookie })).statusCode).toBe(200);
    expect((await db().selectFrom('orders').select('status').where('id', '=', unpaid.orderId).executeTakeFirstOrThrow()).status).toBe('pending_payment');

    // The reading reaches her, the refund arrives: nothing is owed any more.
    await openInBot('ada_data', waiting.botUrl, waiting.orderId);
    await t.app.services.payments.runRefund(refund.json().refund.id);
    expect(await t.app.services.privacy.deletionBlockers(ada.id)).toEqual([]);

    // The page asks for the typed word first.
    const wrong = await t.app.inject({ method: 'POST', url: '/profile/delete', headers: { cookie, origin: ORIGIN, 'content-type': FORM }, payload: 'confirm=yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('aria-invalid="true"');
    expect((await me({ cookie })).statusCode).toBe(200);

    // ----- the deletion -----
    const adaOrderIds = [delivered.orderId, refunded.orderId, waiting.orderId, unpaid.orderId];
    const paymentsBefore = await db().selectFrom('payments').selectAll().where('order_id', 'in', adaOrderIds).orderBy('id').execute();
    const refundsBefore = await db().selectFrom('refunds').selectAll().where('payment_id', 'in', paymentsBefore.map((p) => p.id)).execute();
    const ordersBefore = await db().selectFrom('orders').selectAll().where('id', 'in', adaOrderIds).orderBy('id').execute();
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: { cookie, origin: ORIGIN } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true, deleted: true, ordersErased: 4, readingsDeleted: 3, paymentsKept: paymentsBefore.length, agentsRevoked: 1, sessionsEnded: 3 });
    expect(String(deleted.headers['set-cookie'])).toMatch(/^rs_session=;/);

    // Sessions are over, the agent's key is dead, the user row is gone.
    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await me({ cookie: claimCookie })).statusCode).toBe(401);
    const agentNow = await me(bearer(adaAgent.api_key));
    expect(agentNow.statusCode).toBe(401);
    expect(agentNow.json().code).toBe('invalid_token');
    expect(await db().selectFrom('users').select('id').where('id', '=', ada.id).executeTakeFirst()).toBeUndefined();
    expect(await db().selectFrom('login_nonces').select('nonce_hash').where('user_id', '=', ada.id).execute()).toEqual([]);
    expect(await db().selectFrom('order_confirmations').select('order_id').where('telegram_id', '=', demoAccount('ada_data')!.id).execute()).toEqual([]);
    expect(await db().selectFrom('confirmation_accounts').select('order_id').where('telegram_id', '=', demoAccount('ada_data')!.id).execute()).toEqual([]);
    expect(await db().selectFrom('agent_registrations').select(['status', 'user_id']).where('id', '=', adaAgent.registration_id).executeTakeFirstOrThrow()).toEqual({ status: 'revoked', user_id: null });
    expect(await db().selectFrom('credentials').select('token_hash').where('registration_id', '=', adaAgent.registration_id).where('revoked_at', 'is', null).execute()).toEqual([]);

    // The orders keep the accounts' part only; the unpaid one is cancelled.
    const ordersAfter = await db().selectFrom('orders').selectAll().where('id', 'in', adaOrderIds).orderBy('id').execute();
    expect(ordersAfter).toHaveLength(4);
    for (const [i, order] of ordersAfter.entries()) {
      const before = ordersBefore[i]!;
      expect(order).toMatchObject({ name: '', phone: '', contact: '', contact_normalized: '', meta: '{}', owner_user_id: null, owner_chat_id: null, idempotency_key: null, request_hash: null });
      expect(order).toMatchObject({ id: before.id, product: before.product, addons: before.addons, sum: before.sum, currency: before.currency, created_at: before.created_at, paid_at: before.paid_at });
    }
    expect(Object.fromEntries(ordersAfter.map((o) => [o.id, o.status]))).toEqual({
      [delivered.orderId]: 'delivered',
      [refunded.orderId]: 'refunded',
      [waiting.orderId]: 'delivered',
      [unpaid.orderId]: 'cancelled',
    });
    // Readings, their deliveries and the demo chat with her are gone.
    expect(await db().selectFrom('readings').select('id').where('order_id', 'in', adaOrderIds).execute()).toEqual([]);
    expect(await db().selectFrom('delivery_parts').select('reading_id').where('chat_id', '=', demoAccount('ada_data')!.id).execute()).toEqual([]);
    expect(await db().selectFrom('demo_messages').select('id').where('chat_id', '=', demoAccount('ada_data')!.id).execute()).toEqual([]);
    // Payments stay, as the law requires: amounts, currencies, dates and provider refs; no payer.
    const paymentsAfter = await db().selectFrom('payments').selectAll().where('order_id', 'in', adaOrderIds).orderBy('id').execute();
    expect(paymentsAfter).toEqual(paymentsBefore.map((p) => ({ ...p, payer_ref: null })));
    expect(refundsBefore).toEqual([expect.objectContaining({ status: 'succeeded', amount: 3900 })]);
    expect(await db().selectFrom('refunds').selectAll().where('payment_id', 'in', paymentsBefore.map((p) => p.id)).execute()).toEqual(refundsBefore);
    if (database.name === 'sqlite') expect((await sql`pragma foreign_key_check`.execute(db())).rows).toEqual([]);

    // Bob is untouched: his order, reading, session and agent.
    expect(await db().selectFrom('orders').select(['name', 'phone', 'contact']).where('id', '=', bobs.orderId).executeTakeFirstOrThrow()).toEqual({ name: 'Bob Other', phone: '+33142685300', contact: '@bob_other' });
    expect(await db().selectFrom('readings').select('id').where('id', '=', bobReading).executeTakeFirst()).toEqual({ id: bobReading });
    expect((await me({ cookie: bobCookie })).json().user.username).toBe('bob_other');
    expect((await me(bearer(bobAgent.api_key))).json().agent.claimed).toBe(true);

    // Logging in again begins a new, empty account.
    const again = await demoLogin(t, 'ada_data');
    const fresh = (await t.app.inject({ url: '/api/me/export', headers: { cookie: again } })).json() as PersonalData;
    expect(fresh.person.id).not.toBe(ada.id);
    expect(fresh.orders).toEqual([]);
    expect(fresh.agents).toEqual([]);
  });

  it('the confirmed form deletes the account, logs out and says so; another site cannot post it', async () => {
    const order = await paidOrder(t, { contact: '@grace_form' });
    await storedReading(t, order.orderId);
    const cookie = await demoLogin(t, 'grace_form');
    await openInBot('grace_form', order.botUrl, order.orderId);
    const profile = await t.app.inject({ url: '/profile', headers: { cookie } });
    expect(profile.body).toContain('href="/api/me/export" download');
    expect(profile.body).toContain('href="/profile/delete"');
    const confirm = await t.app.inject({ url: '/profile/delete', headers: { cookie } });
    expect(confirm.body).toContain('id="delete-form"');
    expect(confirm.body).toContain('nothing that names you');

    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/profile/delete', headers: { cookie, 'content-type': FORM, ...headers }, payload: 'confirm=%20Delete%20' });
    const forged = await post({ origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect((await me({ cookie })).statusCode).toBe(200);
    const done = await post({ origin: ORIGIN });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/profile/deleted');
    expect(cookieHeader(done.headers['set-cookie'])).toBe('rs_session=');
    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await t.app.inject('/profile/deleted')).body).toContain('Your account is deleted');
    expect(await db().selectFrom('orders').select(['name', 'owner_user_id']).where('id', '=', order.orderId).executeTakeFirstOrThrow()).toEqual({ name: '', owner_user_id: null });
  });
});

describe('the two endpoints in OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabases[0]!);
  });
  afterAll(async () => t?.close());

  it('documents export and deletion, by the session cookie only, with their answers', async () => {
    const doc = (await t.app.inject('/openapi.json')).json();
    const exportOp = doc.paths['/api/me/export'].get;
    const deleteOp = doc.paths['/api/me'].delete;
    for (const op of [exportOp, deleteOp]) expect(op.security).toEqual([{ sessionCookie: [] }]);
    expect(Object.keys(exportOp.responses['200'].content['application/json'].schema.properties)).toEqual(['exportedAt', 'service', 'person', 'sessions', 'botLogins', 'orderConfirmations', 'orders', 'agents', 'demoChat']);
    expect(Object.keys(deleteOp.responses).sort()).toEqual(['200', '401', '403', '409']);
    expect(deleteOp.responses['409'].description).toContain('orders_in_progress');
  });
});

const SELLER = { SELLER_NAME: 'Stella Readings Ltd', SELLER_ADDRESS: '1 Observatory Lane, London SE10 8XJ, United Kingdom', SELLER_TAX_ID: 'GB123456789' };

describe('the seller’s identity', () => {
  const production = {
    NODE_ENV: 'production',
    APP_SECRET: 'x'.repeat(40),
    TELEGRAM_BOT_TOKEN: '123456:ABC',
    TELEGRAM_BOT_USERNAME: 'reading_bot',
    PAYMENT_PROVIDERS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };

  it('production refuses to start without the seller’s name, address and tax ID, naming what is missing', () => {
    expect(() => loadConfig(production)).toThrow('SELLER_NAME, SELLER_ADDRESS, SELLER_TAX_ID are required with NODE_ENV=production');
    expect(() => loadConfig({ ...production, ...SELLER, SELLER_TAX_ID: ' ' })).toThrow(/set SELLER_TAX_ID too/);
    expect(loadConfig({ ...production, ...SELLER }).seller).toEqual({ name: 'Stella Readings Ltd', address: '1 Observatory Lane, London SE10 8XJ, United Kingdom', taxId: 'GB123456789' });
    // Outside production the seller may be left out, but not given in part.
    expect(loadConfig({}).seller).toBeNull();
    expect(() => loadConfig({ SELLER_NAME: 'Stella Readings Ltd' })).toThrow(/set SELLER_ADDRESS and SELLER_TAX_ID too/);
  });

  it('names the seller on /offer, /privacy and in the footer of every page, escaped', async () => {
    const t = await createTestApp(testDatabases[0]!, { env: { ...SELLER, SELLER_NAME: 'Stella & <Co>', SUPPORT_EMAIL: 'help@stella.example' } });
    try {
      const footer = 'Sold by Stella &amp; &lt;Co&gt;, 1 Observatory Lane, London SE10 8XJ, United Kingdom · Tax ID GB123456789 · Contact: <a href="mailto:help@stella.example">help@stella.example</a>';
      for (const path of ['/', '/order', '/profile', '/privacy', '/offer', '/no-such-page']) {
        const res = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
        expect(res.body, path).toContain(footer);
        expect(res.body, path).not.toContain('<!--seller-->');
        expect(Number(res.headers['content-length']), path).toBe(Buffer.byteLength(res.body));
      }
      for (const path of ['/privacy', '/offer']) {
        const body = (await t.app.inject(path)).body;
        expect(body).toContain('<dt>Seller</dt><dd>Stella &amp; &lt;Co&gt;</dd>');
        expect(body).toContain('<dt>Tax ID</dt><dd>GB123456789</dd>');
      }
      const privacy = (await t.app.inject('/privacy')).body;
      expect(privacy).toContain('<strong>Download my data</strong>');
      expect(privacy).toContain('the amount, the currency, the dates and the payment provider’s reference, with nothing that names you');
      // JSON answers are left alone.
      expect((await t.app.inject('/api/health')).body).not.toContain('Sold by');
    } finally {
      await t.close();
    }
  });

  it('without a seller configured, the footer says this is a demonstration and names no made-up address', async () => {
    const t = await createTestApp(testDatabases[0]!);
    try {
      const body = (await t.app.inject('/')).body;
      expect(body).toContain('<span class="seller" id="seller-notice">This is a demonstration site: no seller is set up');
      expect(body).not.toContain('Sold by');
      expect(body).not.toContain('support@localhost');
    } finally {
      await t.close();
    }
  });
});
