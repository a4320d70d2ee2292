// identity_assertion / messenger_login: Telegram Login Widget data and Mini App initData, signed here
// with the test bot token; fresh ones get a credential bound to that Telegram user, stale, tampered
// and replayed ones are refused with the auth.md codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_INFO } from '../support/fake-telegram-api.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { paidOrder, storedReading } from '../web/helpers.js';
import { AGENT_ENV, BOT_TOKEN, bearer, initData, widgetData } from './helpers.js';

describe.each(testDatabases)('messenger_login on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, {
      // A bot token makes messenger_login possible; the bot itself never starts under inject.
      env: { ...AGENT_ENV, TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_USERNAME: BOT_INFO.username, TELEGRAM_API_ROOT: 'http://127.0.0.1:9' },
      deps: { telegram: { botInfo: BOT_INFO } },
    });
  });
  afterAll(async () => t?.close());

  const nowSeconds = () => Math.floor(t.clock.now() / 1000);
  const register = (assertion: unknown, extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/agent/auth', payload: { type: 'identity_assertion', assertion_type: 'messenger_login', assertion, ...extra } });

  it('Login Widget data → an expiring access_token bound to that user, reading their readings', async () => {
    const order = await paidOrder(t, { contact: '@widget_person' });
    const readingId = await storedReading(t, order.orderId, { title: 'Widget reading' });
    const res = await register(widgetData({ id: 5550001, username: 'widget_person' }, nowSeconds() - 30), { client_name: 'Widget agent' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      identity_type: 'identity_assertion',
      status: 'claimed',
      credential_type: 'access_token',
      token_type: 'Bearer',
      expires_in: 3600,
      scopes: ['catalog:read', 'orders:create', 'orders:read', 'readings:read'],
      user: { username: 'widget_person' },
    });
    expect(body.api_key).toBeUndefined();
    expect(body.claim_url).toBeUndefined();
    expect(Date.parse(body.expires_at)).toBe(t.clock.now() + 3_600_000);
    // auth.md's names for the same answer.
    expect(body).toMatchObject({ registration_type: 'messenger-login', credential: body.access_token, credential_expires: body.expires_at });

    // The paid order placed for this username became theirs at this login.
    const readings = await t.app.inject({ url: '/api/readings', headers: bearer(body.access_token) });
    expect(readings.json().readings.map((r: { id: string }) => r.id)).toEqual([readingId]);
    const meRes = (await t.app.inject({ url: '/api/auth/me', headers: bearer(body.access_token) })).json();
    expect(meRes).toMatchObject({ via: 'bearer', user: { username: 'widget_person' }, agent: { identityType: 'identity_assertion', claimed: true, credentialType: 'access_token', clientName: 'Widget agent' } });

    // The access token expires.
    t.clock.advance(3_600_000);
    const expired = await t.app.inject({ url: '/api/readings', headers: bearer(body.access_token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('invalid_token');
  });

  it('Mini App initData → an api_key on request, bound to that user', async () => {
    const res = await register(initData({ id: 5550002, username: 'miniapp_person' }, nowSeconds() - 5), { requested_credential_type: 'api_key' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ credential_type: 'api_key', expires_at: null, user: { username: 'miniapp_person' } });
    expect(body.api_key).toMatch(/^rsk_/);
    expect((await t.app.inject({ url: '/api/readings', headers: bearer(body.api_key) })).json()).toEqual({ ok: true, readings: [] });
  });

  it('refuses stale, future-dated, tampered, wrongly signed and replayed data', async () => {
    const stale = await register(widgetData({ id: 5550003, username: 'stale_person' }, nowSeconds() - 86_400 - 10));
    expect(stale.statusCode).toBe(422);
    expect(stale.json().code).toBe('assertion_expired');
    const future = await register(initData({ id: 5550003, username: 'stale_person' }, nowSeconds() + 3600));
    expect(future.json().code).toBe('assertion_expired');

    const tampered = { ...widgetData({ id: 5550004, username: 'honest_person' }, nowSeconds()), username: 'someone_else' };
    const bad = await register(tampered);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('invalid_assertion');
    const tamperedInit = initData({ id: 5550004, username: 'honest_person' }, nowSeconds()).replace('honest_person', 'mallory_person');
    expect((await register(tamperedInit)).json().code).toBe('invalid_assertion');
    // Widget data signed with the Mini App key derivation (and the reverse) is not valid.
    const otherKey = await register(widgetData({ id: 5550004, username: 'honest_person' }, nowSeconds(), 'another:token'));
    expect(otherKey.json().code).toBe('invalid_assertion');
    expect((await register({ id: 5550004, auth_date: nowSeconds() })).json().code).toBe('invalid_assertion');

    const once = widgetData({ id: 5550005, username: 'replay_person' }, nowSeconds());
    expect((await register(once)).statusCode).toBe(200);
    const replay = await register(once);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().code).toBe('assertion_replayed');
    const onceInit = initData({ id: 5550005, username: 'replay_person' }, nowSeconds() - 1);
    expect((await register(onceInit)).statusCode).toBe(200);
    expect((await register(onceInit)).json().code).toBe('assertion_replayed');
  });

  it('the person sees the messenger_login agent on /profile and revokes it', async () => {
    const body = (await register(initData({ id: 5550006, username: 'revoking_person' }, nowSeconds()))).json();
    const agents = await t.app.services.agents.agentsOf(body.user.id);
    expect(agents.map((a) => a.registrationId)).toEqual([body.registration_id]);
    expect(await t.app.services.agents.revokeForUser(body.registration_id, 'usr_somebody_else')).toBe(false);
    expect(await t.app.services.agents.revokeForUser(body.registration_id, body.user.id)).toBe(true);
    expect((await t.app.inject({ url: '/api/readings', headers: bearer(body.access_token) })).statusCode).toBe(401);
  });
});
