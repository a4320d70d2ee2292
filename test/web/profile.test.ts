// /profile, logins and sessions over Fastify inject: demo login (CSRF-checked, cookie flags),
// the Telegram Login Widget with a test token, login through the bot, logout, GET /api/auth/me.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../src/services/identity/identity-service.js';
import { widgetHash } from '../../src/telegram/login-check.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { cookieHeader, demoLogin, FORM, ORIGIN, paidOrder, storedReading, unpaidOrder } from './helpers.js';

const CHALLENGE = 'Bearer resource_metadata="http://localhost:3000/.well-known/oauth-protected-resource"';

describe.each(testDatabases)('profile and logins in demo mode on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => t?.close());

  const me = (cookie?: string) => t.app.inject({ url: '/api/auth/me', headers: cookie ? { cookie } : {} });

  it('/profile without a session offers the demo login, labelled DEMO, and no Telegram widget', async () => {
    const res = await t.app.inject('/profile');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('action="/auth/demo-login"');
    expect(res.body).toMatch(/<span class="demo-tag">DEMO<\/span> Demo login/);
    expect(res.body).toContain('<label for="demo-username">');
    expect(res.body).not.toContain('telegram-widget.js');
    expect(res.body).toContain('action="/auth/bot-login"');
  });

  it('GET /api/auth/me: 401 with the WWW-Authenticate challenge without a session', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe(CHALLENGE);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().code).toBe('unauthorized');
    const bogus = await me('rs_session=not-a-session');
    expect(bogus.statusCode).toBe(401);
  });

  it('demo login is refused without our Origin (CSRF) and sets nothing', async () => {
    for (const headers of [{}, { origin: 'https://evil.example' }, { referer: 'https://evil.example/form' }, { origin: 'null' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/auth/demo-login', headers: { 'content-type': FORM, ...headers }, payload: 'username=ada_lovelace' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('cross_site_request');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // A same-site Referer without Origin is accepted (older browsers omit Origin).
    const viaReferer = await t.app.inject({ method: 'POST', url: '/auth/demo-login', headers: { 'content-type': FORM, referer: `${ORIGIN}/profile` }, payload: 'username=ada_lovelace' });
    expect(viaReferer.statusCode).toBe(303);
  });

  it('demo login sets an HttpOnly SameSite=Lax session cookie (not Secure on local http) and /api/auth/me answers the user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/demo-login', headers: { 'content-type': FORM, origin: ORIGIN }, payload: 'username=%40Grace_Hopper' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/profile');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^rs_session=[A-Za-z0-9_-]{40,}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    const answer = await me(cookieHeader(res.headers['set-cookie']));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ ok: true, authenticated: true, user: { id: expect.stringMatching(/^usr_/), username: 'Grace_Hopper', firstName: 'Grace_Hopper', photoUrl: null } });
  });

  it('a bad demo username is shown next to the form, with status 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/demo-login', headers: { 'content-type': FORM, origin: ORIGIN, accept: 'text/html' }, payload: 'username=%3Cb%3Ex%3C%2Fb%3E' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Login failed');
    expect(res.body).toContain('value="&lt;b&gt;x&lt;/b&gt;"');
    expect(res.body).not.toContain('<b>x</b>');
  });

  it('the profile lists readings and orders newest first, unpaid ones with their pay link; logout ends the session', async () => {
    const first = await paidOrder(t, { contact: '@katherine_j', product: 'natal', sum: 49 });
    t.clock.advance(60_000);
    const second = await paidOrder(t, { contact: '@katherine_j', product: 'forecast', sum: 39 });
    t.clock.advance(60_000);
    const unpaid = await unpaidOrder(t, { contact: '@katherine_j', product: 'numerology', sum: 30 });
    // Anyone may name her in an order; unpaid, it is not hers until she opens its bot link.
    const unclaimed = await unpaidOrder(t, { contact: '@katherine_j', product: 'forecast', sum: 39 });
    const someoneElse = await paidOrder(t, { contact: '@someone_else' });
    const older = await storedReading(t, first.orderId, { title: 'Older reading', createdAt: t.clock.now() - 10_000 });
    const newer = await storedReading(t, second.orderId, { title: 'Newer reading', pdf: true });
    const elses = await storedReading(t, someoneElse.orderId, { title: 'Not yours' });

    const cookie = await demoLogin(t, 'Katherine_J');
    const account = demoAccount('Katherine_J')!;
    const start = new URL(unpaid.botUrl).searchParams.get('start')!;
    expect(await t.app.services.identity.bindOrderFromStart(start, account, account.id)).toMatchObject({ ok: true, orderId: unpaid.orderId });
    const res = await t.app.inject({ url: '/profile', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body;
    expect(body.indexOf(`/profile/readings/${newer}`)).toBeGreaterThan(-1);
    expect(body.indexOf(`/profile/readings/${newer}`)).toBeLessThan(body.indexOf(`/profile/readings/${older}`));
    expect(body).toContain(`href="/api/readings/${newer}.pdf"`);
    expect(body).not.toContain(`href="/api/readings/${older}.pdf"`);
    expect(body).not.toContain(elses);
    expect(body).not.toContain('Not yours');
    const orders = body.slice(body.indexOf('id="orders"'));
    expect(orders.indexOf(unpaid.orderId)).toBeLessThan(orders.indexOf(second.orderId));
    expect(orders.indexOf(second.orderId)).toBeLessThan(orders.indexOf(first.orderId));
    expect(orders).toContain(`href="${unpaid.payUrl}">Pay</a>`);
    expect(body).not.toContain(unclaimed.orderId);
    expect(orders).toContain('Waiting for payment');
    expect(body).toContain('@Katherine_J');
    expect(body).toContain('<span class="demo-tag">DEMO</span>');

    const refused = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie, origin: ORIGIN } });
    expect(out.statusCode).toBe(303);
    expect(String(out.headers['set-cookie'])).toMatch(/^rs_session=; Max-Age=0;|^rs_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/profile', headers: { cookie } })).body).toContain('action="/auth/demo-login"');
  });

  it('an unpaid order placed for the username stays off the profile, which says when it will appear', async () => {
    const unpaid = await unpaidOrder(t, { contact: '@not_paid_yet' });
    const cookie = await demoLogin(t, 'not_paid_yet');
    const body = (await t.app.inject({ url: '/profile', headers: { cookie } })).body;
    expect(body).not.toContain(unpaid.orderId);
    expect(body).toContain('No orders for this account yet.');
    expect(body).toContain('appears here once it is paid or once you open its link to the bot');
  });

  it('login through the (demo) bot: pending until the bot confirms, then one session, then the nonce is spent', async () => {
    const begin = await t.app.inject({ method: 'POST', url: '/auth/bot-login', headers: { origin: ORIGIN, accept: 'text/html' } });
    expect(begin.statusCode).toBe(200);
    const link = /id="bot-login-link"/.test(begin.body) ? /href="([^"]+)" target="_blank" rel="noopener" id="bot-login-link"/.exec(begin.body)![1] : '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/demo\/chat\?start=login_[A-Za-z0-9_-]+$/);
    expect(begin.body).toContain('<script src="/assets/profile-login.js" defer></script>');
    const nonceCookie = cookieHeader(begin.headers['set-cookie']);
    expect(String(begin.headers['set-cookie'])).toContain('Path=/auth/bot-login; HttpOnly; SameSite=Lax');
    const nonce = new URL(link.replace(/&amp;/g, '&')).searchParams.get('start')!.slice('login_'.length);

    const poll = () => t.app.inject({ method: 'POST', url: '/auth/bot-login/complete', headers: { origin: ORIGIN, accept: 'application/json', cookie: nonceCookie } });
    expect((await poll()).json()).toEqual({ ok: true, status: 'pending' });
    expect((await t.app.inject({ method: 'POST', url: '/auth/bot-login/complete', headers: { accept: 'application/json', cookie: nonceCookie } })).statusCode).toBe(403);

    expect(await t.app.services.identity.confirmLoginNonce(nonce, { id: 4242, username: 'bot_login_user', first_name: 'Bot' })).toBe('confirmed');
    const done = await poll();
    expect(done.json()).toEqual({ ok: true, status: 'ok' });
    const session = cookieHeader(done.headers['set-cookie']);
    expect((await me(session)).json().user.username).toBe('bot_login_user');
    expect((await poll()).json()).toEqual({ ok: true, status: 'expired' });
  });

  it('the widget route refuses in demo mode (no bot token) without setting a cookie', async () => {
    const res = await t.app.inject({ url: '/auth/telegram?id=1&auth_date=1&hash=00', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('Login failed');
  });
});

describe.each(testDatabases)('Telegram login with a bot token on $name', (database) => {
  const BOT_TOKEN = '123456:TEST-token-for-widget-signatures';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, {
      env: { PUBLIC_BASE_URL: 'https://shop.example', TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_USERNAME: 'ReadingsTestBot', RUN_WORKER: 'false' },
    });
  });
  afterAll(async () => t?.close());

  const signed = (fields: Record<string, string>) => ({ ...fields, hash: widgetHash(fields, BOT_TOKEN) });
  const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it('/profile carries the Login Widget, and its CSP allows telegram.org on that page only', async () => {
    const res = await t.app.inject('/profile');
    expect(res.body).toContain('<script async src="https://telegram.org/js/telegram-widget.js?22" data-telegram-login="ReadingsTestBot"');
    expect(res.body).toContain('data-auth-url="https://shop.example/auth/telegram"');
    expect(res.body).not.toContain('action="/auth/demo-login"');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://telegram.org;");
    expect(csp).toContain("frame-src 'none' https://oauth.telegram.org");
    const home = await t.app.inject('/');
    expect(String(home.headers['content-security-policy'])).not.toContain('telegram.org');
  });

  it('demo login is refused when a real bot is configured', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/demo-login', headers: { 'content-type': FORM, origin: 'https://shop.example' }, payload: 'username=ada_lovelace' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('signed widget data logs in with a Secure __Host- cookie; the same data again is refused; a forged hash too', async () => {
    const authDate = String(Math.floor(t.clock.now() / 1000) - 30);
    const data = signed({ id: '777001', first_name: '<b>x</b>&', username: 'ada_lovelace', photo_url: 'https://t.me/i/userpic/320/ada.jpg', auth_date: authDate });
    const res = await t.app.inject(`/auth/telegram?${query(data)}`);
    expect(res.statusCode).toBe(303);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-rs_session=[A-Za-z0-9_-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const cookie = cookieHeader(res.headers['set-cookie']);
    const profile = await t.app.inject({ url: '/profile', headers: { cookie } });
    expect(profile.body).toContain('&lt;b&gt;x&lt;/b&gt;&amp;');
    expect(profile.body).not.toContain('<b>x</b>');
    expect(profile.body).toContain('src="https://t.me/i/userpic/320/ada.jpg"');
    expect(String(profile.headers['content-security-policy'])).toContain('img-src \'self\' data: https://t.me');
    const meRes = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(meRes.json().user).toMatchObject({ username: 'ada_lovelace', firstName: '<b>x</b>&', photoUrl: 'https://t.me/i/userpic/320/ada.jpg' });

    const replay = await t.app.inject({ url: `/auth/telegram?${query(data)}`, headers: { accept: 'text/html' } });
    expect(replay.statusCode).toBe(401);
    expect(replay.headers['set-cookie']).toBeUndefined();
    const forged = await t.app.inject(`/auth/telegram?${query({ ...data, username: 'someone_else' })}`);
    expect(forged.statusCode).toBe(401);
    const stale = signed({ id: '777002', username: 'late_user', auth_date: String(Math.floor(t.clock.now() / 1000) - 2 * 86_400) });
    expect((await t.app.inject(`/auth/telegram?${query(stale)}`)).statusCode).toBe(401);
  });

  it('logging in binds paid, unowned orders placed for that username', async () => {
    const order = await paidOrder(t, { contact: '@widget_buyer' });
    const data = signed({ id: '777003', username: 'Widget_Buyer', first_name: 'W', auth_date: String(Math.floor(t.clock.now() / 1000)) });
    const cookie = cookieHeader((await t.app.inject(`/auth/telegram?${query(data)}`)).headers['set-cookie']);
    const profile = await t.app.inject({ url: '/profile', headers: { cookie } });
    expect(profile.body).toContain(order.orderId);
    const owner = await t.app.services.store.db.selectFrom('orders').select('owner_user_id').where('id', '=', order.orderId).executeTakeFirstOrThrow();
    expect(owner.owner_user_id).toMatch(/^usr_/);
  });

  it('the bot login link points at the real bot', async () => {
    const begin = await t.app.inject({ method: 'POST', url: '/auth/bot-login', headers: { origin: 'https://shop.example', accept: 'application/json' } });
    expect(begin.json().botUrl).toMatch(/^https:\/\/t\.me\/ReadingsTestBot\?start=login_[A-Za-z0-9_-]{16,48}$/);
    expect(String(begin.headers['set-cookie'])).toContain('Secure');
  });
});

describe.each(testDatabases)('readings of a logged-in user on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => t?.close());

  it('/profile/readings/:id shows the owner the reading, 404 to another user, a login to nobody', async () => {
    const order = await paidOrder(t, { contact: '@reading_owner', addons: ['pdf'], sum: 54 });
    const readingId = await storedReading(t, order.orderId, { pdf: true, html: '<article class="reading"><h1>Natal chart of &lt;b&gt;x&lt;/b&gt;&amp;</h1><figure class="wheel"><svg></svg></figure></article>' });
    const owner = await demoLogin(t, 'reading_owner');
    const other = await demoLogin(t, 'other_person');

    const res = await t.app.inject({ url: `/profile/readings/${readingId}`, headers: { cookie: owner } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Natal chart of &lt;b&gt;x&lt;/b&gt;&amp;');
    expect(res.body).toContain(`href="/api/readings/${readingId}.pdf" download>Download PDF`);
    // The stored HTML has its wheel inline; no second picture is added.
    expect(res.body).not.toContain(`/api/readings/${readingId}/wheel.svg"`);

    const foreign = await t.app.inject({ url: `/profile/readings/${readingId}`, headers: { cookie: other, accept: 'text/html' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toContain('Page not found');
    const missing = await t.app.inject({ url: '/profile/readings/rdg_nope', headers: { cookie: other, accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);

    const anonymous = await t.app.inject({ url: `/profile/readings/${readingId}`, headers: { accept: 'text/html' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('Log in to open this reading.');
    expect(anonymous.body).not.toContain('Natal chart of');
  });
});
