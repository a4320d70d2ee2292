// Logins and sessions: the Login Widget (valid, tampered, stale, replayed), sessions (logout,
// expiry), login through the bot with a single-use nonce, demo login only in demo mode, and the
// binding of paid orders at login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTelegramId } from '../../src/services/identity/identity-service.js';
import { LOGIN_CALLBACK_PREFIX } from '../../src/telegram/conversation.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FakeTelegramApi } from '../support/fake-telegram-api.js';
import { createBotApp, makeOrder, orderRow, rejection, signWidget } from './helpers.js';

describe.each(testDatabases)('identity with a bot token on $name', (database) => {
  let fake: FakeTelegramApi;
  let t: TestApp;
  let nextId = 70_000;
  const identity = () => t.app.services.identity;
  const widget = (fields: Record<string, string | number> = {}) =>
    signWidget({ id: nextId++, first_name: 'Ada', username: 'ada_widget', auth_date: Math.floor(t.clock.now() / 1000) - 5, ...fields }, fake.token);

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    t = await createBotApp(database, fake, { SESSION_DAYS: '30', LOGIN_MAX_AGE_SECONDS: '3600' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('logs in with valid widget data and binds paid unowned orders of that username', async () => {
    const paid = await makeOrder(t, '@Ada_Widget', 'paid');
    const delivered = await makeOrder(t, '@ada_widget', 'delivered');
    const unpaid = await makeOrder(t, '@ada_widget', 'pending_payment');
    const someoneElses = await makeOrder(t, '@not_ada_1', 'paid');
    const owned = await makeOrder(t, '@ada_widget', 'paid');
    const other = await identity().upsertTelegramUser({ id: 1_234, username: 'previous_owner' });
    await t.app.services.store.db.updateTable('orders').set({ owner_user_id: other.id }).where('id', '=', owned.orderId).execute();

    const data = widget({ photo_url: 'https://t.me/i/userpic/320/ada.jpg' });
    const login = await identity().loginWithWidget(data);
    expect(login.user).toMatchObject({ telegramId: data.id, username: 'ada_widget', firstName: 'Ada', photoUrl: 'https://t.me/i/userpic/320/ada.jpg' });
    expect(login.boundOrderIds.sort()).toEqual([paid.orderId, delivered.orderId].sort());
    expect((await orderRow(t, unpaid.orderId)).owner_user_id).toBeNull();
    expect((await orderRow(t, someoneElses.orderId)).owner_user_id).toBeNull();
    expect((await orderRow(t, owned.orderId)).owner_user_id).toBe(other.id);
    expect(login.session.expiresAt).toBe(t.clock.now() + 30 * 86_400_000);
    expect(await identity().sessionUser(login.session.token)).toEqual(login.user);
    // Only the hash of the token is stored.
    const stored = await t.app.services.store.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(login.session.token);
  });

  it('refuses replayed, tampered, stale and foreign widget data', async () => {
    const data = widget();
    await identity().loginWithWidget(data);
    const replay = await rejection(identity().loginWithWidget(data));
    expect([replay.status, replay.code, replay.extra.reason]).toEqual([401, 'invalid_login', 'replayed']);

    const tampered = await rejection(identity().loginWithWidget({ ...widget(), username: 'admin_user' }));
    expect([tampered.status, tampered.extra.reason]).toEqual([401, 'bad_hash']);

    const stale = await rejection(identity().loginWithWidget(widget({ auth_date: Math.floor(t.clock.now() / 1000) - 3601 })));
    expect([stale.status, stale.extra.reason]).toEqual([401, 'stale']);

    const foreign = signWidget({ id: nextId++, username: 'x_user_1', auth_date: Math.floor(t.clock.now() / 1000) }, '42:another-bot');
    expect((await rejection(identity().loginWithWidget(foreign))).extra.reason).toBe('bad_hash');
  });

  it('ends a session at logout and at expiry', async () => {
    const a = await identity().loginWithWidget(widget());
    const b = await identity().loginWithWidget(widget());
    await identity().logout(a.session.token);
    expect(await identity().sessionUser(a.session.token)).toBeNull();
    expect(await identity().sessionUser(b.session.token)).not.toBeNull();
    t.clock.advance(30 * 86_400_000 - 1);
    expect(await identity().sessionUser(b.session.token)).not.toBeNull();
    t.clock.advance(1);
    expect(await identity().sessionUser(b.session.token)).toBeNull();
    expect(await identity().sessionUser('not-a-token')).toBeNull();
    expect(await identity().sessionUser('')).toBeNull();
    // Housekeeping removes the ended rows.
    const db = t.app.services.store.db;
    await identity().purgeExpired();
    const left = await db.selectFrom('sessions').select('expires_at').execute();
    expect(left.every((s) => Number(s.expires_at) > t.clock.now())).toBe(true);
    expect(await db.selectFrom('login_replays').select('hash').where('expires_at', '<', t.clock.now()).execute()).toHaveLength(0);
  });

  it('logs in through the bot once per nonce: pending, confirmed by the button, then used up', async () => {
    const grant = await identity().createLoginNonce();
    expect(grant.botUrl).toBe(`https://t.me/reading_test_bot?start=login_${grant.nonce}`);
    expect(grant.expiresAt).toBe(t.clock.now() + 10 * 60_000);
    expect(await identity().loginWithBotNonce(grant.nonce)).toEqual({ status: 'pending' });

    const account = { id: nextId++, username: 'bot_login_user', first_name: 'Bo' };
    const input = { account, chatId: account.id };
    const [prompt] = await t.app.services.conversation.start(input, `login_${grant.nonce}`);
    expect(prompt.html).toContain('Log in to <b>localhost:3000</b>');
    expect(prompt.buttons).toEqual([[{ text: 'Yes, log me in', callback: `${LOGIN_CALLBACK_PREFIX}${grant.nonce}` }]]);
    // Opening the link alone logs no one in: the button must be pressed.
    expect(await identity().loginWithBotNonce(grant.nonce)).toEqual({ status: 'pending' });

    const pressed = await t.app.services.conversation.callback(input, prompt.buttons![0][0].callback!);
    expect(pressed.toast).toBe('Logged in');
    const login = await identity().loginWithBotNonce(grant.nonce);
    expect(login.status).toBe('ok');
    if (login.status !== 'ok') return;
    expect(login.user).toMatchObject({ telegramId: account.id, username: 'bot_login_user' });
    expect(await identity().sessionUser(login.session.token)).toMatchObject({ telegramId: account.id });
    // Single use.
    expect(await identity().loginWithBotNonce(grant.nonce)).toEqual({ status: 'expired' });
    expect(await identity().confirmLoginNonce(grant.nonce, account)).toBe('expired');
  });

  it('lets a login nonce expire after ten minutes', async () => {
    const grant = await identity().createLoginNonce();
    t.clock.advance(10 * 60_000);
    expect(await identity().confirmLoginNonce(grant.nonce, { id: nextId++, username: 'too_late_1' })).toBe('expired');
    expect(await identity().loginWithBotNonce(grant.nonce)).toEqual({ status: 'expired' });
    const confirmedLate = await identity().createLoginNonce();
    const account = { id: nextId++, username: 'slow_poller' };
    expect(await identity().confirmLoginNonce(confirmedLate.nonce, account)).toBe('confirmed');
    t.clock.advance(10 * 60_000);
    expect(await identity().loginWithBotNonce(confirmedLate.nonce)).toEqual({ status: 'expired' });
    expect(await identity().loginWithBotNonce('unknown-nonce-value-123')).toEqual({ status: 'expired' });
  });

  it('confirms a login through the fake Bot API: button press, callback answered', async () => {
    await t.app.services.telegram!.start();
    const grant = await identity().createLoginNonce();
    const user = { id: nextId++, username: 'fake_api_login', first_name: 'F' };
    fake.userSays(user, `/start login_${grant.nonce}`);
    await fake.waitForSent(fake.sent.length + 1);
    const prompt = fake.sentTo(user.id).at(-1)!;
    const data = (prompt.replyMarkup as { inline_keyboard: { callback_data: string }[][] }).inline_keyboard[0][0].callback_data;
    const answered = fake.callsOf('answerCallbackQuery').length;
    fake.userPresses(user, data);
    await fake.waitForSent(fake.sent.length + 1);
    expect(fake.callsOf('answerCallbackQuery').length).toBe(answered + 1);
    expect(fake.sentTo(user.id).at(-1)!.text).toContain('You are logged in');
    expect((await identity().loginWithBotNonce(grant.nonce)).status).toBe('ok');
    await t.app.services.telegram!.stop();
  });

  it('refuses demo login when a real bot is configured', async () => {
    expect(identity().demoLoginAllowed).toBe(false);
    const error = await rejection(identity().demoLogin('ada_lovelace'));
    expect([error.status, error.code]).toEqual([403, 'demo_login_disabled']);
  });
});

describe('identity in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabases[0]);
  });
  afterAll(async () => t?.close());

  it('offers demo login under a stable demo id and binds paid orders of that username', async () => {
    const order = await makeOrder(t, '@demo_buyer', 'paid');
    const login = await t.app.services.identity.demoLogin('@Demo_Buyer');
    expect(login.user).toMatchObject({ username: 'Demo_Buyer', telegramId: demoTelegramId('demo_buyer') });
    expect(login.user.telegramId).toBeLessThan(0);
    expect(login.boundOrderIds).toEqual([order.orderId]);
    expect((await t.app.services.identity.demoLogin('demo_buyer')).user.id).toBe(login.user.id);
    const bad = await rejection(t.app.services.identity.demoLogin('x'));
    expect(bad.code).toBe('validation_failed');
  });

  it('has no Telegram-signed login without a bot token', async () => {
    const error = await rejection(t.app.services.identity.loginWithWidget({ id: 1, auth_date: 1, hash: 'a'.repeat(64) }));
    expect([error.status, error.code]).toEqual([503, 'telegram_login_unavailable']);
    expect((await t.app.services.identity.createLoginNonce()).botUrl).toMatch(/^http:\/\/localhost:3000\/demo\/chat\?start=login_[A-Za-z0-9_-]+$/);
  });
});

describe('identity in production mode', () => {
  it('refuses demo login even where demo payments are allowed', async () => {
    const fake = await FakeTelegramApi.start();
    const t = await createBotApp(testDatabases[0], fake, { NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true', APP_SECRET: 'x'.repeat(40), SELLER_NAME: 'Stella Readings Ltd', SELLER_ADDRESS: '1 Observatory Lane, London SE10 8XJ, United Kingdom', SELLER_TAX_ID: 'GB123456789' });
    try {
      expect(t.app.services.config.env).toBe('production');
      expect((await rejection(t.app.services.identity.demoLogin('ada_lovelace'))).code).toBe('demo_login_disabled');
      expect(await t.app.services.store.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
