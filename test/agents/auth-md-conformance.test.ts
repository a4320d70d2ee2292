// Conformance with the auth.md convention's reference: the registration answer's field names, the
// claim endpoint (claim_uri) that never answers 401 to an agent with a working credential, expired
// claims shown as such and renewed with the credential, unclaimed keys that expire, and what /auth.md
// says about whose readings a claimed agent sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { AGENT_ENV, BASE, bearer, claimPath, decide, demoLoginOnClaim, orderPayAndGenerate, registerAnonymous, type Registration } from './helpers.js';

const DAY = 86_400_000;
const CLAIM_TTL = 60 * 60_000;

describe.each(testDatabases)('auth.md conformance on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { env: AGENT_ENV });
  });
  afterAll(async () => t?.close());

  const me = (headers: Record<string, string>, query = '') => t.app.inject({ url: `/api/auth/me${query}`, headers });
  const claimState = (claimToken: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/agent/auth/claim', headers, payload: { claim_token: claimToken, email: 'ignored@example.com' } });
  const renew = (apiKey: string) => t.app.inject({ method: 'POST', url: '/api/agent/auth/claim/renew', headers: bearer(apiKey) });
  const agentOrders = (apiKey: string) => t.app.inject({ url: '/api/agent/orders', headers: bearer(apiKey) });

  it('answers a registration with the reference’s field names, and our earlier ones beside them with the same values', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/agent/auth', payload: { type: 'anonymous', requested_credential_type: 'api_key' } });
    expect(res.statusCode).toBe(200);
    const reg = res.json();
    const now = t.clock.now();
    expect(Object.keys(reg)).toEqual(expect.arrayContaining([
      'registration_id', 'registration_type', 'credential_type', 'credential', 'credential_expires', 'scopes', 'claim_url', 'claim_token', 'claim_token_expires', 'post_claim_scopes',
    ]));
    expect(reg).toMatchObject({
      registration_type: 'anonymous',
      credential_type: 'api_key',
      credential_expires: new Date(now + 30 * DAY).toISOString(),
      claim_token_expires: new Date(now + CLAIM_TTL).toISOString(),
      scopes: ['catalog:read', 'orders:create', 'orders:read'],
      post_claim_scopes: ['catalog:read', 'orders:create', 'orders:read', 'readings:read'],
    });
    expect(reg.credential).toMatch(/^rsk_/);
    expect(reg.api_key).toBe(reg.credential);
    expect(reg.expires_at).toBe(reg.credential_expires);
    expect(reg.claim_expires_at).toBe(reg.claim_token_expires);
    // The credential works as the bearer, as the reference's step 5 says.
    expect((await agentOrders(reg.credential)).statusCode).toBe(200);
  });

  it('answers claim_uri with the claim’s state to an agent with its bearer and no cookie, never 401', async () => {
    const reg = await registerAnonymous(t, 'Claim-state agent');
    const metadata = (await t.app.inject('/.well-known/oauth-authorization-server')).json();
    expect(new URL(metadata.agent_auth.claim_uri).pathname).toBe('/api/agent/auth/claim');

    const open = await claimState(reg.claim_token, bearer(reg.api_key));
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ registration_id: reg.registration_id, claim_attempt_id: reg.registration_id, status: 'initiated', expires_at: reg.claim_expires_at, claim_url: reg.claim_url });
    // Neither a dead bearer nor a wrong token makes it a 401.
    expect((await claimState(reg.claim_token, bearer('rsk_not-a-real-credential-at-all'))).statusCode).toBe(200);
    const wrong = await claimState('rsct_not-a-real-claim-token', bearer(reg.api_key));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_claim_token');
    const missing = await t.app.inject({ method: 'POST', url: '/api/agent/auth/claim', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'invalid_request', fields: [{ field: 'claim_token' }] });

    // The earlier claim address, GET /api/auth/me with the claim token, answers the bearer's view.
    for (const res of [await me({ ...bearer(reg.api_key), 'x-claim-token': reg.claim_token }), await me(bearer(reg.api_key), `?claim_token=${reg.claim_token}`)]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ via: 'bearer', user: null, agent: { registrationId: reg.registration_id, status: 'pending_claim', claimed: false } });
    }
  });

  it('shows an expired claim as claim_expired, and renews the claim link with the credential', async () => {
    const reg = await registerAnonymous(t, 'Late agent');
    t.clock.advance(CLAIM_TTL + 1);
    expect((await me(bearer(reg.api_key))).json().agent).toMatchObject({ status: 'claim_expired', claimed: false });
    const expired = await claimState(reg.claim_token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('claim_expired');
    expect(expired.json().detail).toContain('/api/agent/auth/claim/renew');

    const res = await renew(reg.api_key);
    expect(res.statusCode).toBe(200);
    const fresh = res.json();
    expect(fresh).toMatchObject({ registration_id: reg.registration_id, status: 'pending_claim', claim_token_expires: new Date(t.clock.now() + CLAIM_TTL).toISOString(), post_claim_scopes: reg.post_claim_scopes });
    expect(fresh.claim_url).not.toBe(reg.claim_url);
    expect(fresh.claim_token).not.toBe(reg.claim_token);
    expect((await me(bearer(reg.api_key))).json().agent.status).toBe('pending_claim');
    // The old link and token are dead; the new ones work.
    expect((await claimState(reg.claim_token)).json().code).toBe('invalid_claim_token');
    expect((await t.app.inject(claimPath(reg))).statusCode).toBe(404);
    expect((await claimState(fresh.claim_token)).json()).toMatchObject({ status: 'initiated', claim_url: fresh.claim_url });

    const renewed: Registration = { ...reg, claim_url: fresh.claim_url, claim_token: fresh.claim_token };
    const cookie = await demoLoginOnClaim(t, renewed, 'renewed_person');
    expect((await decide(t, renewed, cookie, 'approve')).body).toContain('Approved');
    expect((await me(bearer(reg.api_key))).json().agent).toMatchObject({ status: 'claimed', claimed: true, expiresAt: null });
    expect((await t.app.inject({ url: '/api/readings', headers: bearer(reg.api_key) })).statusCode).toBe(200);

    const again = await renew(reg.api_key);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('previously_claimed');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/agent/auth/claim/renew' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toContain('resource_metadata=');
  });

  it('refuses to renew the claim of an agent its person refused', async () => {
    const reg = await registerAnonymous(t, 'Refused agent');
    const cookie = await demoLoginOnClaim(t, reg, 'refusing_person');
    await decide(t, reg, cookie, 'refuse');
    const res = await renew(reg.api_key);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('claim_refused');
  });

  it('expires an unclaimed key after AGENT_UNCLAIMED_KEY_TTL_DAYS (30 by default), and never a claimed one', async () => {
    const unclaimed = await registerAnonymous(t, 'Forgotten agent');
    const claimed = await registerAnonymous(t, 'Kept agent');
    const cookie = await demoLoginOnClaim(t, claimed, 'keeping_person');
    await decide(t, claimed, cookie, 'approve');

    // A fresh claim link late in the key's life closes with the key.
    t.clock.advance(30 * DAY - 10 * 60_000);
    const late = (await renew(unclaimed.api_key)).json();
    expect(late.claim_token_expires).toBe(new Date(Date.parse(unclaimed.claim_expires_at) - CLAIM_TTL + 30 * DAY).toISOString());

    t.clock.advance(10 * 60_000 - 1);
    expect((await agentOrders(unclaimed.api_key)).statusCode).toBe(200);
    t.clock.advance(1);
    const dead = await agentOrders(unclaimed.api_key);
    expect(dead.statusCode).toBe(401);
    expect(dead.json().code).toBe('invalid_token');
    expect(dead.headers['www-authenticate']).toContain('error="invalid_token"');
    expect((await claimState(late.claim_token)).statusCode).toBe(410);

    t.clock.advance(365 * DAY);
    expect((await agentOrders(claimed.api_key)).statusCode).toBe(200);
  });

  it('explains in /auth.md whose readings a claimed agent sees, and how an order for someone else reaches them', async () => {
    const text = (await t.app.inject('/auth.md')).body;
    expect(text).toContain('Your person is the Telegram account that approved you. You see the readings of the orders bound to\nthat account, and no others.');
    expect(text).toContain('If you order for someone else');
    expect(text).toContain('the reading reaches them in Telegram');
    expect(text).toContain(`POST ${BASE}/api/agent/auth/claim\n`);
    expect(text).toContain(`POST ${BASE}/api/agent/auth/claim/renew`);
    expect(text).toContain('stops working 30 days after registration');
    expect(text).toContain('"credential": "rsk_..."');
    expect(text).toContain('"claim_token_expires"');
  });

  it('shows an order placed for someone else among their readings, not among those of the claiming person', async () => {
    const reg = await registerAnonymous(t, 'Gift agent');
    await orderPayAndGenerate(t, reg.api_key, '@gift_receiver');
    const cookie = await demoLoginOnClaim(t, reg, 'gift_giver');
    await decide(t, reg, cookie, 'approve');
    const readings = await t.app.inject({ url: '/api/readings', headers: bearer(reg.api_key) });
    expect(readings.json().readings).toEqual([]);
    expect((await agentOrders(reg.api_key)).json().orders).toHaveLength(1);
  });
});
