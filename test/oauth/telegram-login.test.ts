// The authorization page with a real bot: the Telegram Login Widget (no demo login), whose redirect
// comes back to the same authorization request; tampered login data is refused on the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_INFO } from '../support/fake-telegram-api.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';
import { AGENT_ENV, BOT_TOKEN, widgetData } from '../agents/helpers.js';
import { cookieHeader } from '../web/helpers.js';
import { approve, authorizeQuery, pkce, REDIRECT_URI, registerClient, token } from './helpers.js';

describe('OAuth sign-in with the Telegram Login Widget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(sqliteDatabase, {
      env: { ...AGENT_ENV, TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_USERNAME: BOT_INFO.username, TELEGRAM_API_ROOT: 'http://127.0.0.1:9' },
      deps: { telegram: { botInfo: BOT_INFO } },
    });
  });
  afterAll(async () => t?.close());

  it('shows the widget pointing back to this request, signs in through it and approves', async () => {
    const { client_id } = await registerClient(t);
    const { verifier, challenge } = pkce();
    const params = { response_type: 'code', client_id, redirect_uri: REDIRECT_URI, code_challenge: challenge, code_challenge_method: 'S256', state: 'w' };
    const page = await t.app.inject(authorizeQuery(params));
    expect(page.body).not.toContain('Demo login');
    expect(page.headers['content-security-policy']).toContain('https://telegram.org');
    const authUrl = new URL(/data-auth-url="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&'));
    expect(authUrl.pathname).toBe('/oauth/authorize/telegram');
    expect(Object.fromEntries(new URLSearchParams(authUrl.searchParams.get('next')!))).toEqual(params);

    // The widget adds the signed fields to data-auth-url.
    const signed = widgetData({ id: 5550101, username: 'widget_oauth' }, Math.floor(t.clock.now() / 1000) - 10);
    for (const [k, v] of Object.entries(signed)) authUrl.searchParams.set(k, String(v));
    const login = await t.app.inject(`${authUrl.pathname}${authUrl.search}`);
    expect(login.statusCode).toBe(303);
    const location = new URL(String(login.headers.location), 'http://localhost:3000');
    expect(location.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(location.searchParams)).toEqual(params);
    const cookie = cookieHeader(login.headers['set-cookie']);

    const back = await approve(t, cookie, params);
    const res = await token(t, { grant_type: 'authorization_code', code: back.searchParams.get('code')!, redirect_uri: REDIRECT_URI, client_id, code_verifier: verifier });
    expect(res.statusCode).toBe(200);

    // Tampered data: the page says so, and no session is set.
    const forged = new URL(authUrl);
    forged.searchParams.set('username', 'someone_else');
    const refused = await t.app.inject(`${forged.pathname}${forged.search}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(refused.body).toContain('id="oauth-client"');
  });
});
