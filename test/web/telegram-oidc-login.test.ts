// Log In With Telegram through OpenID Connect against a local fake of Telegram's login server (real
// HTTP, discovery, a JWKS with a generated RSA key, signed ID tokens), on SQLite and PostgreSQL: the
// authorization code flow with PKCE from /profile to a session, the way back to a claim or an OAuth
// authorization, and every forged or replayed answer refused with a clear reason and no session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { sqliteDatabase, testDatabases } from '../support/databases.js';
import { FakeTelegramApi } from '../support/fake-telegram-api.js';
import { FakeTelegramOidc, type Forgery } from '../support/fake-telegram-oidc.js';
import { createBotApp } from '../telegram/helpers.js';
import { AGENT_ENV } from '../agents/helpers.js';
import { approve, authorizeQuery, pkce, REDIRECT_URI, registerClient, token } from '../oauth/helpers.js';

const BASE = 'http://localhost:3000';
const CALLBACK = `${BASE}/auth/telegram/callback`;

describe.each(testDatabases)('Log In With Telegram (OpenID Connect) on $name', (database) => {
  let bot: FakeTelegramApi;
  let telegram: FakeTelegramOidc;
  let t: TestApp;
  let nextUserId = 424_000;

  beforeAll(async () => {
    bot = await FakeTelegramApi.start();
    telegram = await FakeTelegramOidc.start({ redirectUris: [CALLBACK] });
    t = await createBotApp(database, bot, { ...AGENT_ENV, TELEGRAM_LOGIN_CLIENT_ID: telegram.clientId, TELEGRAM_LOGIN_CLIENT_SECRET: telegram.clientSecret, TELEGRAM_LOGIN_ISSUER: telegram.issuer });
  });
  afterAll(async () => {
    await t?.close();
    await telegram?.close();
    await bot?.close();
  });

  const sessions = async () => (await t.app.services.store.db.selectFrom('sessions').select('user_id').execute()).length;

  /** The browser presses "Log in with Telegram" and confirms at Telegram; answers where Telegram sends it back, and the cookie it holds. */
  async function atTelegram(next = '/profile'): Promise<{ callback: URL; cookie: string }> {
    telegram.user = { id: nextUserId++, username: `oidc_user_${nextUserId}`, name: 'Ada', picture: 'https://t.me/i/userpic/ada.jpg' };
    const start = await t.app.inject({ url: `/auth/telegram/start?${new URLSearchParams({ next })}` });
    expect(start.statusCode, start.body).toBe(303);
    const cookie = start.cookies.find((c) => c.name === 'rs_oidc');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/telegram' });
    const confirm = await fetch(String(start.headers.location), { redirect: 'manual' });
    expect(confirm.status).toBe(302);
    return { callback: new URL(confirm.headers.get('location')!), cookie: cookie!.value };
  }

  /** Telegram sends the browser back to the callback. */
  async function back(callback: URL, cookie: string | null) {
    expect(callback.origin + callback.pathname).toBe(CALLBACK);
    return t.app.inject({ url: callback.pathname + callback.search, ...(cookie !== null ? { cookies: { rs_oidc: cookie } } : {}) });
  }

  const sessionCookie = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'rs_session' && c.value !== '');

  /** The answer is refused with `message`, and nobody is logged in. */
  async function refused(res: Awaited<ReturnType<typeof back>>, message: string, sessionsBefore: number) {
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Login failed');
    expect(res.body).toContain(message);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await sessions()).toBe(sessionsBefore);
  }

  it('offers the OpenID Connect login on /profile instead of the legacy widget, with no Telegram script allowed', async () => {
    const page = await t.app.inject({ url: '/profile' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="/auth/telegram/start?next=%2Fprofile"');
    expect(page.body).not.toContain('telegram-widget.js');
    expect(String(page.headers['content-security-policy'])).not.toContain('telegram.org');
  });

  it('logs a person in through the code flow with PKCE: Telegram’s ID token verified, a session, back to /profile', async () => {
    const before = await sessions();
    const { callback, cookie } = await atTelegram();
    const asked = telegram.authorizationRequests.at(-1)!;
    expect(Object.fromEntries(asked)).toMatchObject({ client_id: telegram.clientId, redirect_uri: CALLBACK, response_type: 'code', scope: 'openid profile', code_challenge_method: 'S256' });
    expect(asked.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(asked.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(asked.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = telegram.user;

    const res = await back(callback, cookie);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/profile');
    const session = sessionCookie(res)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(res.cookies.find((c) => c.name === 'rs_oidc')?.value).toBe('');
    expect(await sessions()).toBe(before + 1);
    const me = await t.app.inject({ url: '/api/auth/me', cookies: { rs_session: session.value } });
    expect(me.json()).toMatchObject({ user: { username: user.username, firstName: 'Ada', photoUrl: user.picture } });
    const row = await t.app.services.store.db.selectFrom('users').select(['telegram_id', 'username']).where('username', '=', user.username!).executeTakeFirstOrThrow();
    expect(Number(row.telegram_id)).toBe(user.id);
  });

  it('returns to the claim or the OAuth authorization that asked for the login, and nowhere outside the site', async () => {
    for (const [next, expected] of [
      ['/claim/abc_DEF-123', '/claim/abc_DEF-123'],
      ['/oauth/authorize?client_id=x&state=y', '/oauth/authorize?client_id=x&state=y'],
      ['/admin', '/admin'],
      ['https://evil.example/steal', '/profile'],
      ['//evil.example', '/profile'],
      ['/claim/../admin', '/profile'],
    ]) {
      const { callback, cookie } = await atTelegram(next);
      const res = await back(callback, cookie);
      expect(res.statusCode, res.body).toBe(303);
      expect(res.headers.location).toBe(expected);
    }
  });

  const forgeries: [string, Forgery, string][] = [
    ['signed with a key Telegram does not publish', { otherKey: true }, 'not signed with a key Telegram publishes'],
    ['issued to another site', { audience: '999999' }, 'issued to another site'],
    ['issued by another server', { issuer: 'https://oauth.evil.example' }, 'issued by another server'],
    ['for another login (nonce)', { nonce: 'not-the-nonce-we-sent' }, 'belongs to another login (nonce)'],
    ['expired', { expiresIn: -300 }, 'has expired'],
  ];
  it.each(forgeries)('refuses an ID token %s: no session', async (_name, forgery, message) => {
    const before = await sessions();
    const { callback, cookie } = await atTelegram();
    telegram.forgery = forgery;
    await refused(await back(callback, cookie), message, before);
  });

  it('refuses a code used already (the callback replayed, cookie and all): no second session', async () => {
    const { callback, cookie } = await atTelegram();
    expect((await back(callback, cookie)).statusCode).toBe(303);
    const before = await sessions();
    await refused(await back(callback, cookie), 'Telegram refused the login code', before);
    expect(telegram.tokenRequests.at(-1)).toMatchObject({ ok: false, error: 'invalid_grant' });
  });

  it('refuses an answer whose state is not this browser’s, or that comes without the login cookie, before asking Telegram', async () => {
    const before = await sessions();
    const exchanges = telegram.tokenRequests.length;
    const { callback, cookie } = await atTelegram();
    const forged = new URL(callback);
    forged.searchParams.set('state', 'someone-elses-state');
    await refused(await back(forged, cookie), 'belongs to another login, or to another browser (state)', before);
    await refused(await back(callback, null), 'not started in this browser', before);
    await refused(await back(callback, `${cookie.slice(0, -2)}xx`), 'not started in this browser', before);
    // The other login's cookie with this answer: its state differs.
    const other = await atTelegram();
    await refused(await back(callback, other.cookie), 'belongs to another login, or to another browser (state)', before);
    expect(telegram.tokenRequests.length).toBe(exchanges);
    // The right browser can still finish.
    expect((await back(callback, cookie)).statusCode).toBe(303);
  });

  it('refuses a login the person cancelled at Telegram', async () => {
    const before = await sessions();
    const { callback, cookie } = await atTelegram();
    const cancelled = new URL(CALLBACK);
    cancelled.searchParams.set('error', 'access_denied');
    cancelled.searchParams.set('state', callback.searchParams.get('state')!);
    await refused(await back(cancelled, cookie), 'Telegram did not confirm the login', before);
  });

  it('signs a person in on the OAuth consent page through the same login, back to the same authorization request', async () => {
    const { client_id } = await registerClient(t);
    const { verifier, challenge } = pkce();
    const params = { response_type: 'code', client_id, redirect_uri: REDIRECT_URI, code_challenge: challenge, code_challenge_method: 'S256', state: 'oidc' };
    const page = await t.app.inject(authorizeQuery(params));
    expect(page.body).not.toContain('telegram-widget.js');
    expect(String(page.headers['content-security-policy'])).not.toContain('telegram.org');
    const start = /id="telegram-oidc-login" href="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    const next = new URL(start, BASE).searchParams.get('next')!;
    expect(next.startsWith('/oauth/authorize?')).toBe(true);
    expect(Object.fromEntries(new URL(next, BASE).searchParams)).toEqual(params);

    const { callback, cookie } = await atTelegram(next);
    const login = await back(callback, cookie);
    expect(login.statusCode).toBe(303);
    const location = new URL(String(login.headers.location), BASE);
    expect(location.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(location.searchParams)).toEqual(params);
    const session = sessionCookie(login)!;
    const code = (await approve(t, `rs_session=${session.value}`, params)).searchParams.get('code')!;
    const res = await token(t, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id, code_verifier: verifier });
    expect(res.statusCode).toBe(200);
  });

  it('offers the same login on an agent’s claim page, coming back to the claim', async () => {
    const reg = (await t.app.inject({ method: 'POST', url: '/api/agent/auth', payload: { type: 'anonymous', client_name: 'OIDC agent' } })).json() as { claim_url: string };
    const claimPath = new URL(reg.claim_url).pathname;
    const page = await t.app.inject(claimPath);
    expect(page.body).toContain(`href="/auth/telegram/start?${new URLSearchParams({ next: claimPath })}"`);
    expect(page.body).not.toContain('telegram-widget.js');
    const { callback, cookie } = await atTelegram(claimPath);
    const login = await back(callback, cookie);
    expect(login.headers.location).toBe(claimPath);
    const claim = await t.app.inject({ url: claimPath, cookies: { rs_session: sessionCookie(login)!.value } });
    expect(claim.body).toContain('id="claim-approve"');
  });

  it('names the OpenID Connect login among the claim methods agents read', async () => {
    const metadata = (await t.app.inject('/.well-known/oauth-authorization-server')).json() as { agent_auth: { claim_methods_supported: string[] } };
    expect(metadata.agent_auth.claim_methods_supported).toEqual(['telegram_login_oidc', 'telegram_bot_deep_link', 'session_cookie_and_claim_token']);
  });

  it('keeps the bot deep-link login beside it', async () => {
    const page = await t.app.inject({ url: '/profile' });
    expect(page.body).toContain('action="/auth/bot-login"');
  });
});

describe('Log In With Telegram when Telegram’s login server cannot be reached', () => {
  it('says so on the page, sends nobody anywhere, and logs nobody in', async () => {
    const bot = await FakeTelegramApi.start();
    const down = await FakeTelegramOidc.start({ redirectUris: [CALLBACK] });
    const issuer = down.issuer;
    await down.close();
    const t = await createBotApp(sqliteDatabase, bot, { TELEGRAM_LOGIN_CLIENT_ID: '7000001', TELEGRAM_LOGIN_CLIENT_SECRET: 's', TELEGRAM_LOGIN_ISSUER: issuer });
    try {
      const res = await t.app.inject('/auth/telegram/start?next=%2Fprofile');
      expect(res.statusCode).toBe(503);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('login server could not be reached; try again in a minute');
      expect(res.cookies.find((c) => c.name === 'rs_oidc')).toBeUndefined();
    } finally {
      await t.close();
      await bot.close();
    }
  });
});
