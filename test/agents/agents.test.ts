// The agent interface over HTTP: discovery, anonymous registration, the claim through the demo
// login and through the bot, bearer credentials and scopes, revocation, and every auth.md error code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/ids.js';
import { AUTH_ERROR_CODES } from '../../src/web/pages/auth-md.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { demoLogin, ORIGIN } from '../web/helpers.js';
import { AGENT_ENV, BASE, bearer, claimPath, decide, demoLoginOnClaim, orderPayAndGenerate, registerAnonymous } from './helpers.js';

const RESOURCE_METADATA = `${BASE}/.well-known/oauth-protected-resource`;

describe.each(testDatabases)('agent interface on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { env: AGENT_ENV });
  });
  afterAll(async () => t?.close());

  const me = (headers: Record<string, string>, query = '') => t.app.inject({ url: `/api/auth/me${query}`, headers });

  describe('discovery', () => {
    it('publishes RFC 9728 protected-resource metadata', async () => {
      const res = await t.app.inject('/.well-known/oauth-protected-resource');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        resource: BASE,
        resource_name: 'Astrology readings API',
        authorization_servers: [BASE],
        scopes_supported: ['catalog:read', 'orders:create', 'orders:read', 'readings:read'],
        bearer_methods_supported: ['header'],
        resource_documentation: `${BASE}/auth.md`,
      });
    });

    it('publishes RFC 8414 metadata with the agent_auth block', async () => {
      const body = (await t.app.inject('/.well-known/oauth-authorization-server')).json();
      expect(body.issuer).toBe(BASE);
      expect(body.revocation_endpoint).toBe(`${BASE}/api/agent/auth/revoke`);
      expect(body.agent_auth).toMatchObject({
        skill: `${BASE}/auth.md`,
        register_uri: `${BASE}/api/agent/auth`,
        claim_uri: `${BASE}/api/agent/auth/claim`,
        revocation_uri: `${BASE}/api/agent/auth/revoke`,
        identity_types_supported: ['anonymous', 'identity_assertion'],
        anonymous: { credential_types_supported: ['api_key'] },
        identity_assertion: { assertion_types_supported: ['messenger_login'], credential_types_supported: ['access_token', 'api_key'] },
        events_supported: [],
        claim_renew_uri: `${BASE}/api/agent/auth/claim/renew`,
        whoami_uri: `${BASE}/api/auth/me`,
        pre_claim_scopes: ['catalog:read', 'orders:create', 'orders:read'],
        post_claim_scopes: ['catalog:read', 'orders:create', 'orders:read', 'readings:read'],
      });
    });

    it('serves /auth.md naming every endpoint and every error code', async () => {
      const res = await t.app.inject('/auth.md');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/markdown');
      for (const text of [`POST ${BASE}/api/agent/auth`, `GET ${BASE}/api/auth/me`, `POST ${BASE}/api/agent/auth/revoke`, `${BASE}/api/readings`, 'claim_token', 'messenger_login', 'start=claim_<code>', 'demo mode']) {
        expect(res.body).toContain(text);
      }
      for (const code of AUTH_ERROR_CODES) expect(res.body, code).toContain(`| \`${code}\` |`);
    });

    it('lists the agent documents in the api-catalog linkset', async () => {
      const { linkset } = JSON.parse((await t.app.inject('/.well-known/api-catalog')).body);
      const hrefs = JSON.stringify(linkset);
      expect(hrefs).toContain(`${BASE}/auth.md`);
      expect(hrefs).toContain(`${BASE}/.well-known/oauth-protected-resource`);
      expect(hrefs).toContain(`${BASE}/.well-known/oauth-authorization-server`);
      expect(linkset.map((l: { anchor: string }) => l.anchor)).toEqual([`${BASE}/api`, `${BASE}/api/agent/auth`, `${BASE}/api/mcp`]);
    });
  });

  describe('anonymous registration and the claim through the demo login', () => {
    it('registers, orders, gets claimed, and reads the readings of the person', async () => {
      const reg = await registerAnonymous(t, 'Ada’s assistant');
      expect(reg).toMatchObject({
        ok: true,
        identity_type: 'anonymous',
        status: 'pending_claim',
        client_name: 'Ada’s assistant',
        credential_type: 'api_key',
        token_type: 'Bearer',
        expires_at: new Date(t.clock.now() + 30 * 86_400_000).toISOString(),
        scopes: ['catalog:read', 'orders:create', 'orders:read'],
        post_claim_scopes: ['catalog:read', 'orders:create', 'orders:read', 'readings:read'],
      });
      expect(reg.claim_url).toMatch(/^http:\/\/localhost:3000\/claim\/[A-Za-z0-9_-]{22}$/);
      expect(Date.parse(reg.claim_expires_at) - t.clock.now()).toBe(60 * 60_000);
      // Only hashes are stored.
      const stored = await t.app.services.store.db.selectFrom('credentials').selectAll().where('registration_id', '=', reg.registration_id).execute();
      expect(stored.map((c) => c.token_hash)).toEqual([sha256Hex(reg.api_key)]);
      const row = await t.app.services.store.db.selectFrom('agent_registrations').selectAll().where('id', '=', reg.registration_id).executeTakeFirstOrThrow();
      expect(row.claim_token_hash).toBe(sha256Hex(reg.claim_token));
      expect(JSON.stringify(row)).not.toContain(reg.claim_token);

      // Before the claim: who am I, and no readings.
      const before = await me(bearer(reg.api_key));
      expect(before.json()).toMatchObject({ via: 'bearer', user: null, agent: { registrationId: reg.registration_id, status: 'pending_claim', claimed: false, clientName: 'Ada’s assistant', scopes: reg.scopes } });
      const refused = await t.app.inject({ url: '/api/readings', headers: bearer(reg.api_key) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'insufficient_scope', scope: 'readings:read' });
      expect(refused.headers['www-authenticate']).toBe(`Bearer resource_metadata="${RESOURCE_METADATA}", error="insufficient_scope", scope="readings:read"`);

      // The order is linked to the registration and listed for the agent.
      const orderId = await orderPayAndGenerate(t, reg.api_key, '@ada_agentflow');
      const order = await t.app.services.store.db.selectFrom('orders').select(['agent_registration_id', 'status']).where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(order).toEqual({ agent_registration_id: reg.registration_id, status: 'ready' });
      const listed = await t.app.inject({ url: '/api/agent/orders', headers: bearer(reg.api_key) });
      expect(listed.json().orders).toEqual([expect.objectContaining({ orderId, status: 'ready', product: 'natal', sum: 49, currency: 'USD' })]);
      expect((await t.app.inject(`/api/orders/${orderId}`)).json().status).toBe('ready');

      // The person opens the claim link: the agent's name and the scopes, and how to log in.
      const page = await t.app.inject(claimPath(reg));
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('«Ada’s assistant»');
      expect(page.body).toContain('readings:read');
      expect(page.body).toContain(`${claimPath(reg)}/demo-login`);
      expect(page.body).toContain(`/demo/chat?start=claim_${claimPath(reg).split('/').pop()}`);

      const cookie = await demoLoginOnClaim(t, reg, 'ada_agentflow');
      const loggedIn = await t.app.inject({ url: claimPath(reg), headers: { cookie } });
      expect(loggedIn.body).toContain('id="claim-approve"');
      expect(loggedIn.body).toContain('@ada_agentflow');
      const approved = await decide(t, reg, cookie, 'approve');
      expect(approved.statusCode).toBe(200);
      expect(approved.body).toContain('id="claim-outcome"');
      expect(approved.body).toContain('Approved');

      // The same key, upgraded in place.
      const after = (await me(bearer(reg.api_key))).json();
      expect(after).toMatchObject({ via: 'bearer', user: { username: 'ada_agentflow' }, agent: { status: 'claimed', claimed: true, scopes: reg.post_claim_scopes } });
      const readings = await t.app.inject({ url: '/api/readings', headers: bearer(reg.api_key) });
      expect(readings.statusCode).toBe(200);
      const list = readings.json().readings;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ orderId, kind: 'natal' });
      const one = await t.app.inject({ url: `/api/readings/${list[0].id}`, headers: bearer(reg.api_key) });
      expect(one.statusCode).toBe(200);
      expect(one.json().reading.markdown).toContain('#');
      expect((await t.app.inject({ url: `/api/readings/${list[0].id}/wheel.svg`, headers: bearer(reg.api_key) })).body).toContain('<svg');

      // A second claim of the same registration.
      const again = await decide(t, reg, await demoLogin(t, 'someone_else'), 'approve');
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('claimed already');
      const viaMe = await me({ cookie: await demoLogin(t, 'someone_else_too') }, `?claim_token=${reg.claim_token}`);
      expect(viaMe.statusCode).toBe(409);
      expect(viaMe.json().code).toBe('previously_claimed');

      // The person sees the agent on /profile and revokes it; the key is 401 at once.
      const profile = await t.app.inject({ url: '/profile', headers: { cookie } });
      expect(profile.body).toContain('Ada’s assistant');
      expect(profile.body).toContain(`/profile/agents/${reg.registration_id}/revoke`);
      const revoke = await t.app.inject({ method: 'POST', url: `/profile/agents/${reg.registration_id}/revoke`, headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect(revoke.statusCode).toBe(303);
      const gone = await t.app.inject({ url: '/api/readings', headers: bearer(reg.api_key) });
      expect(gone.statusCode).toBe(401);
      expect(gone.json().code).toBe('invalid_token');
      expect(gone.headers['www-authenticate']).toMatch(/^Bearer resource_metadata="http:\/\/localhost:3000\/\.well-known\/oauth-protected-resource", error="invalid_token"/);
      expect((await t.app.inject({ url: '/profile', headers: { cookie } })).body).not.toContain(`/profile/agents/${reg.registration_id}/revoke`);
    });

    it('never claims with the claim token alone: consent_required until the person presses Approve on the consent page', async () => {
      const reg = await registerAnonymous(t, 'Token agent');
      const cookie = await demoLogin(t, 'token_claimer');
      const noSession = await me({}, `?claim_token=${reg.claim_token}`);
      expect(noSession.statusCode).toBe(401);
      const wrong = await me({ cookie }, '?claim_token=rsct_not-a-token-we-issued');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('invalid_claim_token');
      const pending = async () => (await me(bearer(reg.api_key))).json().agent;

      // A link opened from another site.
      const crossSite = await me({ cookie, 'sec-fetch-site': 'cross-site' }, `?claim_token=${reg.claim_token}`);
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json().code).toBe('cross_site_request');
      // Typed or pasted into the address bar (Sec-Fetch-Site: none), opened from the bot or an e-mail
      // (no Sec-Fetch-* at all), or replayed: the consent page is named, nothing is claimed.
      const tries: Record<string, string>[] = [{ cookie, 'sec-fetch-site': 'none' }, { cookie }, { cookie, 'x-claim-token': reg.claim_token }, { cookie }];
      for (const headers of tries) {
        const res = await me(headers, 'x-claim-token' in headers ? '' : `?claim_token=${reg.claim_token}`);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'consent_required', consentUrl: reg.claim_url });
        expect(await pending()).toMatchObject({ status: 'pending_claim', claimed: false, scopes: reg.scopes });
      }
      expect((await t.app.inject({ url: '/api/readings', headers: bearer(reg.api_key) })).statusCode).toBe(403);

      // The consent page names the agent and its scopes; only the Approve button claims.
      const consent = await t.app.inject({ url: new URL(reg.claim_url).pathname, headers: { cookie } });
      expect(consent.body).toContain('«Token agent»');
      expect(consent.body).toContain('readings:read');
      expect((await decide(t, reg, cookie, 'approve')).body).toContain('Approved');

      const claimed = await me({ cookie, 'x-claim-token': reg.claim_token });
      expect(claimed.statusCode).toBe(200);
      expect(claimed.json()).toMatchObject({ via: 'session', user: { username: 'token_claimer' }, claim: { registrationId: reg.registration_id, status: 'claimed', scopes: reg.post_claim_scopes } });
      expect(await pending()).toMatchObject({ status: 'claimed', claimed: true });
      // Asking again answers the same; another person's session learns only that it is taken.
      expect((await me({ cookie }, `?claim_token=${reg.claim_token}`)).json().claim.status).toBe('claimed');
      const other = await me({ cookie: await demoLogin(t, 'other_person') }, `?claim_token=${reg.claim_token}`);
      expect(other.json().code).toBe('previously_claimed');
    });

    it('expires the claim after its time: claim_expired on the API and on the page', async () => {
      const reg = await registerAnonymous(t);
      const cookie = await demoLogin(t, 'late_claimer');
      t.clock.advance(60 * 60_000 + 1);
      const res = await me({ cookie }, `?claim_token=${reg.claim_token}`);
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe('claim_expired');
      const page = await decide(t, reg, cookie, 'approve');
      expect(page.statusCode).toBe(410);
      expect((await t.app.inject({ url: claimPath(reg), headers: { cookie } })).body).toContain('has expired');
      // The pre-claim key still works for what it had.
      expect((await t.app.inject({ url: '/api/agent/orders', headers: bearer(reg.api_key) })).statusCode).toBe(200);
    });

    it('a refusal ends the claim: claim_refused, and the key keeps only its pre-claim scopes', async () => {
      const reg = await registerAnonymous(t, 'Pushy agent');
      const cookie = await demoLoginOnClaim(t, reg, 'careful_person');
      const refused = await decide(t, reg, cookie, 'refuse');
      expect(refused.body).toContain('Refused');
      expect((await me(bearer(reg.api_key))).json().agent).toMatchObject({ status: 'refused', claimed: false, scopes: reg.scopes });
      const late = await me({ cookie }, `?claim_token=${reg.claim_token}`);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('claim_refused');
      expect((await t.app.inject({ url: '/api/readings', headers: bearer(reg.api_key) })).statusCode).toBe(403);
    });

    it('claims through the bot deep link: start=claim_<code>, then Approve', async () => {
      const reg = await registerAnonymous(t, 'Bot-claimed agent');
      const code = claimPath(reg).split('/').pop()!;
      const input = { account: { id: 777001, username: 'bot_claimer', first_name: 'Bo' }, chatId: 777001 };
      const [prompt] = await t.app.services.conversation.start(input, `claim_${code}`);
      expect(prompt!.html).toContain('“Bot-claimed agent”');
      expect(prompt!.html).toContain('readings:read');
      const approve = prompt!.buttons![0]![0]!;
      expect(approve.text).toBe('Approve');
      const answer = await t.app.services.conversation.callback(input, approve.callback!);
      expect(answer.toast).toBe('Agent approved');
      expect((await me(bearer(reg.api_key))).json()).toMatchObject({ user: { username: 'bot_claimer' }, agent: { claimed: true } });
      const second = await t.app.services.conversation.callback(input, approve.callback!);
      expect(second.replies[0]!.html).toContain('claimed already');
      expect((await t.app.services.conversation.start(input, 'claim_AAAAAAAAAAAAAAAAAAAAAA'))[0]!.html).toContain('not valid');
    });

    it('the agent revokes itself; the credential is 401 at once', async () => {
      const reg = await registerAnonymous(t);
      expect((await t.app.inject({ method: 'POST', url: '/api/agent/auth/revoke' })).statusCode).toBe(401);
      const res = await t.app.inject({ method: 'POST', url: '/api/agent/auth/revoke', headers: bearer(reg.api_key) });
      expect(res.json()).toEqual({ ok: true, revoked: true });
      const after = await t.app.inject({ url: '/api/agent/orders', headers: bearer(reg.api_key) });
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('invalid_token');
      const other = await registerAnonymous(t);
      expect((await t.app.inject({ method: 'POST', url: '/api/agent/auth/revoke', payload: { token: other.api_key } })).json()).toEqual({ ok: true, revoked: true });
      expect((await t.app.inject({ method: 'POST', url: '/api/agent/auth/revoke', payload: { token: other.api_key } })).json()).toEqual({ ok: true, revoked: false });
      // A claim of a revoked registration.
      const cookie = await demoLogin(t, 'revoked_claimer');
      expect((await me({ cookie }, `?claim_token=${reg.claim_token}`)).json().code).toBe('invalid_claim_token');
    });
  });

  describe('bearer credentials', () => {
    it('accepts only the Authorization header, answering the RFC 6750 challenges', async () => {
      const none = await t.app.inject('/api/agent/orders');
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe('unauthorized');
      expect(none.headers['www-authenticate']).toBe(`Bearer resource_metadata="${RESOURCE_METADATA}", scope="orders:read"`);
      const bad = await t.app.inject({ url: '/api/readings', headers: bearer('rsk_nonsense-token-value') });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().code).toBe('invalid_token');
      expect(bad.headers['www-authenticate']).toContain('error="invalid_token"');
      const reg = await registerAnonymous(t);
      // In the query it is not a credential at all.
      const query = await t.app.inject(`/api/agent/orders?access_token=${reg.api_key}`);
      expect(query.statusCode).toBe(401);
      expect(query.json().code).toBe('unauthorized');
      // An order with an invalid bearer is refused rather than placed anonymously.
      const order = await t.app.inject({ method: 'POST', url: '/api/orders/create', headers: bearer('rsk_nonsense-token-value'), payload: orderBody() });
      expect(order.statusCode).toBe(401);
    });
  });

  describe('registration errors', () => {
    const register = (payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/agent/auth', headers: { 'content-type': 'application/json', ...headers }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

    it.each([
      ['a non-object body', [1, 2], 400, 'invalid_request'],
      ['no type', { client_name: 'x' }, 400, 'invalid_request'],
      ['a numeric type', { type: 7 }, 400, 'invalid_request'],
      ['a long client_name', { type: 'anonymous', client_name: 'x'.repeat(81) }, 400, 'invalid_request'],
      ['a client_name of three spaces', { type: 'anonymous', client_name: '   ' }, 400, 'invalid_request'],
      ['a client_name with a bidi override', { type: 'anonymous', client_name: 'Helper \u202Egnp.exe' }, 400, 'invalid_request'],
      ['a numeric client_name', { type: 'anonymous', client_name: 42 }, 400, 'invalid_request'],
      ['an unknown type', { type: 'oauth_client' }, 422, 'unsupported_identity_type'],
      ['an access_token for anonymous', { type: 'anonymous', requested_credential_type: 'access_token' }, 422, 'unsupported_credential_type'],
      ['a password credential', { type: 'identity_assertion', assertion_type: 'messenger_login', assertion: 'x', requested_credential_type: 'password' }, 422, 'unsupported_credential_type'],
      ['no assertion type', { type: 'identity_assertion', assertion: 'x' }, 400, 'invalid_request'],
      ['an e-mail assertion', { type: 'identity_assertion', assertion_type: 'email', assertion: 'x' }, 422, 'unsupported_assertion_type'],
      ['no assertion', { type: 'identity_assertion', assertion_type: 'messenger_login' }, 400, 'invalid_request'],
      ['a numeric assertion', { type: 'identity_assertion', assertion_type: 'messenger_login', assertion: 5 }, 400, 'invalid_request'],
      ['messenger_login without a bot (demo mode)', { type: 'identity_assertion', assertion_type: 'messenger_login', assertion: 'auth_date=1' }, 503, 'telegram_login_unavailable'],
      ['broken JSON', '{"type":', 400, 'malformed_json'],
    ])('%s', async (_what, payload, status, code) => {
      const res = await register(payload);
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ ok: false, status, code });
    });

    it('refuses a non-JSON body with unsupported_media_type', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/agent/auth', headers: { 'content-type': 'text/plain' }, payload: 'type=anonymous' });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('unsupported_media_type');
    });
  });
});

describe('registration limits and switches', () => {
  const database = testDatabases[0]!;

  it('rate-limits registration per client with rate_limited and Retry-After', async () => {
    const t = await createTestApp(database, { env: { AGENT_REGISTRATION_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const register = () => t.app.inject({ method: 'POST', url: '/api/agent/auth', payload: { type: 'anonymous' } });
      expect((await register()).statusCode).toBe(200);
      expect((await register()).statusCode).toBe(200);
      const third = await register();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('rate_limited');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('answers anonymous_not_enabled when anonymous registration is switched off, and says so in the metadata', async () => {
    const t = await createTestApp(database, { env: { AGENT_ANONYMOUS_REGISTRATION: 'false' } });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/agent/auth', payload: { type: 'anonymous' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('anonymous_not_enabled');
      expect((await t.app.inject('/.well-known/oauth-authorization-server')).json().agent_auth.identity_types_supported).toEqual(['identity_assertion']);
      expect((await t.app.inject('/auth.md')).body).toContain('Anonymous registration is switched off');
    } finally {
      await t.close();
    }
  });
});
