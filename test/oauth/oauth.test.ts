// The OAuth 2.1 authorization server over HTTP: metadata, registration, the authorization page
// (sign-in, consent, CSRF), the code exchange with PKCE, refresh rotation, revocation, and a refusal
// for every bad input, each with its RFC 6749 error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { cookieHeader, demoLogin, FORM, ORIGIN } from '../web/helpers.js';
import { AGENT_ENV, BASE, bearer } from '../agents/helpers.js';
import { approve, authorizeQuery, consentFields, grant, pkce, REDIRECT_URI, registerClient, token } from './helpers.js';

describe.each(testDatabases)('OAuth authorization server on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(database, { env: AGENT_ENV });
    cookie = await demoLogin(t, 'ada_oauth');
  });
  afterAll(async () => t?.close());

  const me = (accessToken: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) });
  const authParams = (clientId: string, challenge: string, extra: Record<string, string> = {}) => ({
    response_type: 'code', client_id: clientId, redirect_uri: REDIRECT_URI, code_challenge: challenge, code_challenge_method: 'S256', state: 'xyz', ...extra,
  });

  describe('metadata', () => {
    it('RFC 8414 metadata names every endpoint and what each supports', async () => {
      const body = (await t.app.inject('/.well-known/oauth-authorization-server')).json();
      expect(body).toMatchObject({
        issuer: BASE,
        authorization_endpoint: `${BASE}/oauth/authorize`,
        token_endpoint: `${BASE}/oauth/token`,
        registration_endpoint: `${BASE}/oauth/register`,
        revocation_endpoint: `${BASE}/api/agent/auth/revoke`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
        scopes_supported: ['catalog:read', 'orders:create', 'orders:read', 'readings:read'],
        client_id_metadata_document_supported: true,
        authorization_response_iss_parameter_supported: true,
      });
    });
  });

  describe('documents', () => {
    it('OpenAPI describes the token and registration endpoints and the oauth2 scheme', async () => {
      const doc = (await t.app.inject('/openapi.json')).json();
      expect(doc.paths['/oauth/token'].post.requestBody.content).toHaveProperty(['application/x-www-form-urlencoded']);
      expect(Object.keys(doc.paths['/oauth/token'].post.responses).sort()).toEqual(['200', '400', '401', '413', '429']);
      expect(doc.paths['/oauth/register'].post.responses).toHaveProperty('201');
      expect(doc.paths['/api/agent/auth/revoke'].post.requestBody.content).toHaveProperty(['application/x-www-form-urlencoded']);
      expect(doc.components.securitySchemes.oauth.flows.authorizationCode).toEqual({
        authorizationUrl: `${BASE}/oauth/authorize`,
        tokenUrl: `${BASE}/oauth/token`,
        refreshUrl: `${BASE}/oauth/token`,
        scopes: expect.objectContaining({ 'readings:read': expect.any(String) }),
      });
    });

    it('auth.md gives the endpoints and the lifetimes this server uses', async () => {
      const md = (await t.app.inject('/auth.md')).body;
      expect(md).toContain('## 7. OAuth 2.1');
      expect(md).toContain(`POST ${BASE}/oauth/token`);
      expect(md).toContain('an `access_token` that works for 60 minutes');
      expect(md).toContain('works for 30 days');
      expect(md).toContain('at most 8 KiB, within 5 seconds');
      expect(md).toContain('| `invalid_target` | 400 |');
    });
  });

  describe('the whole flow', () => {
    it('signs in, shows the client, its redirect host and scopes, and answers code, state and iss', async () => {
      const { client_id } = await registerClient(t, { client_name: 'Claude <test>' });
      const { verifier, challenge } = pkce();
      const params = authParams(client_id, challenge);
      // Not signed in yet: the sign-in choices, with the request shown.
      const signIn = await t.app.inject({ url: authorizeQuery(params) });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.body).toContain('«Claude &lt;test&gt;»');
      expect(signIn.body).toContain('Demo login');
      expect(signIn.body).not.toContain('id="oauth-approve"');
      // The demo login comes back to the same request.
      const login = await t.app.inject({
        method: 'POST', url: '/oauth/authorize/demo-login', headers: { origin: ORIGIN, 'content-type': FORM },
        payload: new URLSearchParams({ username: 'grace_oauth', query: new URLSearchParams(params).toString() }).toString(),
      });
      expect(login.statusCode).toBe(303);
      expect(login.headers.location).toBe(authorizeQuery(params));
      const graceCookie = String(login.headers['set-cookie']).split(';')[0]!;
      const consent = await t.app.inject({ url: String(login.headers.location), headers: { cookie: graceCookie } });
      expect(consent.body).toContain('@grace_oauth');
      expect(consent.body).toContain('<strong id="oauth-redirect-host">127.0.0.1:8976</strong>');
      expect(consent.body).toContain('<code>readings:read</code>');
      expect(consent.headers['content-security-policy']).toContain("form-action 'self' http://127.0.0.1:8976");

      const back = await approve(t, graceCookie, params);
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
      expect(back.searchParams.get('state')).toBe('xyz');
      expect(back.searchParams.get('iss')).toBe(BASE);
      const res = await token(t, { grant_type: 'authorization_code', code: back.searchParams.get('code')!, redirect_uri: REDIRECT_URI, client_id, code_verifier: verifier });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const tokens = res.json();
      expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'catalog:read orders:create orders:read readings:read' });
      // The token speaks for the person who approved, with the agent scopes, as an `oauth` agent.
      const who = (await me(tokens.access_token)).json();
      expect(who.user.username).toBe('grace_oauth');
      expect(who.agent).toMatchObject({ identityType: 'oauth', clientName: 'Claude <test>', credentialType: 'access_token', claimed: true });
      const readings = await t.app.inject({ url: '/api/readings', headers: bearer(tokens.access_token) });
      expect(readings.statusCode).toBe(200);

      // Only hashes are stored.
      const db = t.app.services.store.db;
      expect(await db.selectFrom('oauth_refresh_tokens').select('token_hash').where('token_hash', '=', tokens.refresh_token).executeTakeFirst()).toBeUndefined();
      expect(await db.selectFrom('credentials').select('token_hash').where('token_hash', '=', tokens.access_token).executeTakeFirst()).toBeUndefined();

      // On /profile under the person's agents, and revocable there.
      const profile = await t.app.inject({ url: '/profile', headers: { cookie: graceCookie } });
      expect(profile.body).toContain('Claude &lt;test&gt;');
      expect(profile.body).toContain('approved');
      expect(profile.body).toContain('may catalog:read, orders:create, orders:read, readings:read');
      const registrationId = who.agent.registrationId;
      const revoke = await t.app.inject({ method: 'POST', url: `/profile/agents/${registrationId}/revoke`, headers: { cookie: graceCookie, origin: ORIGIN, 'content-type': FORM }, payload: '' });
      expect(revoke.statusCode).toBe(303);
      expect((await me(tokens.access_token)).statusCode).toBe(401);
      const refresh = await token(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id });
      expect(refresh.json().error).toBe('invalid_grant');
    });

    it('signing in through the (demo) bot comes back to the request; only to our authorization endpoint', async () => {
      const { client_id } = await registerClient(t);
      const params = authParams(client_id, pkce().challenge);
      const signIn = await t.app.inject({ url: authorizeQuery(params) });
      const next = /name="next" value="([^"]+)"/.exec(signIn.body)![1]!.replace(/&amp;/g, '&');
      expect(next.startsWith('/oauth/authorize?')).toBe(true);
      expect(Object.fromEntries(new URLSearchParams(next.slice(next.indexOf('?'))))).toEqual(params);
      const begin = async (target: string) => {
        const res = await t.app.inject({ method: 'POST', url: '/auth/bot-login', headers: { origin: ORIGIN, 'content-type': FORM, accept: 'text/html' }, payload: new URLSearchParams({ next: target }).toString() });
        const link = /href="([^"]+)" target="_blank" rel="noopener" id="bot-login-link"/.exec(res.body)![1]!.replace(/&amp;/g, '&');
        return { cookie: cookieHeader(res.headers['set-cookie']), nonce: new URL(link).searchParams.get('start')!.slice('login_'.length) };
      };
      const complete = (c: string, accept = 'application/json') => t.app.inject({ method: 'POST', url: '/auth/bot-login/complete', headers: { origin: ORIGIN, accept, cookie: c } });

      const ok = await begin(next);
      await t.app.services.identity.confirmLoginNonce(ok.nonce, { id: 4343, username: 'bot_oauth_user', first_name: 'Bot' });
      expect((await complete(ok.cookie)).json()).toEqual({ ok: true, status: 'ok', next });

      const html = await begin(next);
      await t.app.services.identity.confirmLoginNonce(html.nonce, { id: 4343, username: 'bot_oauth_user', first_name: 'Bot' });
      const redirected = await complete(html.cookie, 'text/html');
      expect(redirected.statusCode).toBe(303);
      expect(redirected.headers.location).toBe(next);

      const elsewhere = await begin('https://attacker.example/oauth/authorize?x=1');
      await t.app.services.identity.confirmLoginNonce(elsewhere.nonce, { id: 4343, username: 'bot_oauth_user', first_name: 'Bot' });
      expect((await complete(elsewhere.cookie)).json()).toEqual({ ok: true, status: 'ok' });
    });

    it('refusing a client new to the person shows our page with the way back as a link; a client they approved before hears access_denied at once', async () => {
      const { client_id } = await registerClient(t, { redirect_uris: ['https://evil.example/phish'] });
      const params = authParams(client_id, pkce().challenge, { redirect_uri: 'https://evil.example/phish' });
      const page = await t.app.inject({ url: authorizeQuery(params), headers: { cookie } });
      const refuse = (fields: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: '/oauth/authorize', headers: { cookie, origin: ORIGIN, 'content-type': FORM }, payload: new URLSearchParams({ ...fields, decision: 'refuse' }).toString() });
      const refused = await refuse(consentFields(page.body));
      expect(refused.statusCode).toBe(200);
      expect(refused.headers.location).toBeUndefined();
      expect(refused.body).toContain('id="oauth-refused"');
      const link = /<a href="([^"]+)" id="oauth-back"/.exec(refused.body)![1]!.replace(/&amp;/g, '&');
      const back = new URL(link);
      expect(back.origin + back.pathname).toBe('https://evil.example/phish');
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('state')).toBe('xyz');
      expect(back.searchParams.get('code')).toBeNull();

      const approved = await grant(t, cookie);
      const again = await approve(t, cookie, authParams(approved.clientId, pkce().challenge), 'refuse');
      expect(again.searchParams.get('error')).toBe('access_denied');
      expect(again.searchParams.get('state')).toBe('xyz');
      expect(again.searchParams.get('code')).toBeNull();
    });

    it('refresh rotates the refresh token, and narrows scopes on request', async () => {
      const { clientId, tokens } = await grant(t, cookie);
      const first = await token(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId });
      expect(first.statusCode).toBe(200);
      const next = first.json();
      expect(next.refresh_token).not.toBe(tokens.refresh_token);
      expect((await me(next.access_token)).statusCode).toBe(200);
      const narrow = await token(t, { grant_type: 'refresh_token', refresh_token: next.refresh_token, client_id: clientId, scope: 'catalog:read' });
      expect(narrow.json().scope).toBe('catalog:read');
      const wider = await token(t, { grant_type: 'refresh_token', refresh_token: narrow.json().refresh_token, client_id: clientId, scope: 'catalog:read readings:read' });
      expect(wider.json().error).toBe('invalid_scope');
    });

    it('access tokens expire after their documented lifetime', async () => {
      const { tokens } = await grant(t, cookie);
      t.clock.advance(3600 * 1000);
      expect((await me(tokens.access_token)).statusCode).toBe(401);
    });

    it('RFC 7009 revocation takes a form body; a revoked refresh token ends the grant', async () => {
      const { clientId, tokens } = await grant(t, cookie);
      const res = await t.app.inject({ method: 'POST', url: '/api/agent/auth/revoke', headers: { 'content-type': FORM }, payload: new URLSearchParams({ token: tokens.refresh_token, token_type_hint: 'refresh_token', client_id: clientId }).toString() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, revoked: true });
      expect((await me(tokens.access_token)).statusCode).toBe(401);
      const again = await t.app.inject({ method: 'POST', url: '/api/agent/auth/revoke', headers: { 'content-type': FORM }, payload: `token=${tokens.refresh_token}` });
      expect(again.json()).toEqual({ ok: true, revoked: false });
      // And an access token by form ends its grant too.
      const other = await grant(t, cookie);
      const byAccess = await t.app.inject({ method: 'POST', url: '/api/agent/auth/revoke', headers: { 'content-type': FORM }, payload: `token=${other.tokens.access_token}&token_type_hint=access_token` });
      expect(byAccess.json()).toEqual({ ok: true, revoked: true });
      expect((await token(t, { grant_type: 'refresh_token', refresh_token: other.tokens.refresh_token, client_id: other.clientId })).json().error).toBe('invalid_grant');
    });

    it('a client registered with a secret authenticates with it (client_secret_basic)', async () => {
      const client = await registerClient(t, { token_endpoint_auth_method: undefined });
      expect(client.client_secret).toMatch(/^rscs_/);
      const { verifier, challenge } = pkce();
      const code = (await approve(t, cookie, authParams(client.client_id, challenge))).searchParams.get('code')!;
      const form = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier };
      const wrong = await token(t, form, { authorization: `Basic ${Buffer.from(`${client.client_id}:nope`).toString('base64')}` });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe('invalid_client');
      expect(wrong.headers['www-authenticate']).toBe('Basic realm="oauth"');
      const none = await token(t, { ...form, client_id: client.client_id });
      expect(none.json().error).toBe('invalid_client');
      const right = await token(t, form, { authorization: `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}` });
      expect(right.statusCode).toBe(200);
    });
  });

  describe('refusals at the token endpoint', () => {
    async function freshCode(extra: Record<string, string> = {}) {
      const { client_id } = await registerClient(t);
      const { verifier, challenge } = pkce();
      const code = (await approve(t, cookie, authParams(client_id, challenge, extra))).searchParams.get('code')!;
      return { client_id, verifier, code, form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id, code_verifier: verifier } };
    }

    it('a wrong verifier is invalid_grant', async () => {
      const { form } = await freshCode();
      const res = await token(t, { ...form, code_verifier: pkce().verifier });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_grant', error_description: 'the code_verifier does not match the code_challenge' });
    });

    it('a missing verifier is invalid_request', async () => {
      const { form } = await freshCode();
      const { code_verifier: _v, ...rest } = form;
      expect((await token(t, rest)).json().error).toBe('invalid_request');
    });

    it('a code used twice is refused, and the tokens of its first use are revoked', async () => {
      const { form } = await freshCode();
      const first = (await token(t, form)).json();
      expect((await me(first.access_token)).statusCode).toBe(200);
      const second = await token(t, form);
      expect(second.json().error).toBe('invalid_grant');
      expect(second.json().error_description).toContain('used already');
      expect((await me(first.access_token)).statusCode).toBe(401);
      expect((await token(t, { grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: form.client_id })).json().error).toBe('invalid_grant');
    });

    it('a different redirect_uri is invalid_grant', async () => {
      const { form } = await freshCode();
      expect((await token(t, { ...form, redirect_uri: 'http://127.0.0.1:8976/other' })).json().error).toBe('invalid_grant');
    });

    it('an expired code is invalid_grant', async () => {
      const { form } = await freshCode();
      t.clock.advance(5 * 60_000 + 1);
      const res = await token(t, form);
      expect(res.json()).toEqual({ error: 'invalid_grant', error_description: 'the code has expired; authorize again' });
    });

    it("another client's code is invalid_grant; an unknown client is invalid_client", async () => {
      const { form } = await freshCode();
      const other = await registerClient(t);
      expect((await token(t, { ...form, client_id: other.client_id })).json().error).toBe('invalid_grant');
      const unknown = await token(t, { ...form, client_id: 'cli_unknown' });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().error).toBe('invalid_client');
    });

    it('a resource other than ours is invalid_target, at the token endpoint too', async () => {
      const { form } = await freshCode({ resource: `${BASE}/api/mcp` });
      expect((await token(t, { ...form, resource: 'https://other.example/api/mcp' })).json().error).toBe('invalid_target');
      expect((await token(t, { ...form, resource: BASE })).json().error).toBe('invalid_target');
      const ok = await token(t, { ...form, resource: `${BASE}/api/mcp` });
      expect(ok.statusCode).toBe(200);
      const refreshed = await token(t, { grant_type: 'refresh_token', refresh_token: ok.json().refresh_token, client_id: form.client_id, resource: 'https://other.example/' });
      expect(refreshed.json().error).toBe('invalid_target');
    });

    it('a refresh token used twice revokes the whole grant', async () => {
      const { clientId, tokens } = await grant(t, cookie);
      const next = (await token(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId })).json();
      const replay = await token(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId });
      expect(replay.json().error).toBe('invalid_grant');
      expect(replay.json().error_description).toContain('used already');
      // The newer tokens of the same grant are gone too.
      expect((await me(next.access_token)).statusCode).toBe(401);
      expect((await token(t, { grant_type: 'refresh_token', refresh_token: next.refresh_token, client_id: clientId })).json().error).toBe('invalid_grant');
    });

    it('refuses a JSON body, an unknown grant type, a missing grant type and a repeated field', async () => {
      const json = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'authorization_code' } });
      expect(json.json().error).toBe('invalid_request');
      expect((await token(t, { grant_type: 'client_credentials', client_id: 'x' })).json().error).toBe('unsupported_grant_type');
      expect((await token(t, { client_id: 'x' })).json().error).toBe('invalid_request');
      const twice = await t.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': FORM }, payload: 'grant_type=refresh_token&client_id=a&client_id=b' });
      expect(twice.json().error).toBe('invalid_request');
    });
  });

  describe('refusals at the authorization endpoint', () => {
    // Every refusal of a well-formed client_id and redirect_uri: (extra parameters, OAuth error).
    const malformed = (verifier: string) =>
      [
        [{ response_type: 'x' }, 'unsupported_response_type'],
        [{ response_type: 'token' }, 'unsupported_response_type'],
        [{ response_type: '' }, 'unsupported_response_type'],
        [{ code_challenge: '' }, 'invalid_request'],
        [{ code_challenge_method: 'plain', code_challenge: verifier }, 'invalid_request'],
        [{ code_challenge_method: '' }, 'invalid_request'],
        [{ code_challenge: 'short' }, 'invalid_request'],
        [{ scope: 'readings:write' }, 'invalid_scope'],
        [{ scope: '<script>alert(1)</script>' }, 'invalid_scope'],
        [{ resource: 'https://other.example/api/mcp' }, 'invalid_target'],
      ] as const;

    it('issue 25, open redirect: a client nobody approved, registered with an evil redirect URI, gets every refusal shown on our page, never a Location', async () => {
      const evil = 'https://evil.example/phish';
      const { client_id } = await registerClient(t, { redirect_uris: [evil] });
      const { verifier, challenge } = pkce();
      const stranger = await demoLogin(t, 'eve_not_approved');
      for (const [extra, error] of malformed(verifier)) {
        for (const [who, headers] of [['nobody signed in', {}], ['a signed-in person who never approved it', { cookie: stranger }]] as const) {
          const what = `${JSON.stringify(extra)} by ${who}`;
          const res = await t.app.inject({ url: authorizeQuery(authParams(client_id, challenge, { redirect_uri: evil, ...extra })), headers });
          expect(res.statusCode, what).toBe(400);
          expect(res.headers.location, what).toBeUndefined();
          expect(res.headers['content-type'], what).toBe('text/html; charset=utf-8');
          // (The language switcher links to this same request on our path; nothing leads to the client.)
          expect(res.body, what).not.toMatch(/(href|action|content)="[^"]*https:\/\/evil\.example/);
          expect(res.body, what).not.toContain('<script>alert');
          expect(res.body, what).toContain(`<code>${error}</code>`);
        }
      }
      // The issue's own request: only client_id and response_type=x.
      const bare = await t.app.inject({ url: authorizeQuery({ client_id, response_type: 'x' }) });
      expect(bare.statusCode).toBe(400);
      expect(bare.headers.location).toBeUndefined();
      expect(bare.body).toContain('the application asks for a kind of answer this site does not give');
      expect(bare.body).toContain('<code>unsupported_response_type</code>: response_type must be &quot;code&quot;');
      // In the site's language: the reason in Russian, the developer's detail as the client sent it, escaped.
      const ru = await t.app.inject({ url: authorizeQuery(authParams(client_id, challenge, { redirect_uri: evil, scope: '<b>x</b>' })), headers: { cookie: 'lang=ru' } });
      expect(ru.statusCode).toBe(400);
      expect(ru.body).toContain('<html lang="ru">');
      expect(ru.body).toContain('приложение просит разрешений, которых этот сайт не\u00a0даёт');
      expect(ru.body).toContain('Для разработчика приложения:');
      expect(ru.body).toContain('&lt;b&gt;x&lt;/b&gt;');
      expect(ru.body).not.toContain('<b>x</b>');
    });

    it('once the person approved a client, a malformed request of theirs goes back to it (RFC 6749 4.1.2.1), and no longer once the grant is revoked', async () => {
      const approved = await grant(t, cookie);
      const { verifier, challenge } = pkce();
      for (const [extra, error] of malformed(verifier)) {
        const res = await t.app.inject({ url: authorizeQuery(authParams(approved.clientId, challenge, extra)), headers: { cookie } });
        expect(res.statusCode, JSON.stringify(extra)).toBe(303);
        const back = new URL(String(res.headers.location));
        expect(back.origin + back.pathname).toBe(REDIRECT_URI);
        expect(back.searchParams.get('error')).toBe(error);
        expect(back.searchParams.get('state')).toBe('xyz');
        expect(back.searchParams.get('iss')).toBe(BASE);
        // Someone else, or nobody, sent the same link: shown here.
        const anonymous = await t.app.inject({ url: authorizeQuery(authParams(approved.clientId, challenge, extra)) });
        expect(anonymous.statusCode).toBe(400);
        expect(anonymous.headers.location).toBeUndefined();
      }
      await t.app.inject({ method: 'POST', url: '/api/agent/auth/revoke', headers: { 'content-type': FORM }, payload: `token=${approved.tokens.refresh_token}` });
      const revoked = await t.app.inject({ url: authorizeQuery(authParams(approved.clientId, challenge, { response_type: 'x' })), headers: { cookie } });
      expect(revoked.statusCode).toBe(400);
      expect(revoked.headers.location).toBeUndefined();
    });

    it('a stored client whose redirect URI today’s rules refuse (an OS handler’s scheme) is shown here, never sent there', async () => {
      await t.app.services.oauth.deps.store.saveClient({
        clientId: 'cli_legacy_msdt', source: 'registration', clientName: 'Old', redirectUris: ['ms-msdt:/id PCWDiagnostic'], authMethod: 'none', secretHash: null, scopes: null, metadata: {}, createdAt: 0, refreshAfter: null,
      });
      const res = await t.app.inject({ url: authorizeQuery(authParams('cli_legacy_msdt', pkce().challenge, { redirect_uri: 'ms-msdt:/id PCWDiagnostic' })), headers: { cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('has the scheme ms-msdt:');
    });

    it('an unknown client or a redirect_uri it did not register is shown here, never redirected', async () => {
      const { client_id } = await registerClient(t);
      const { challenge } = pkce();
      const wrongRedirect = await t.app.inject({ url: authorizeQuery(authParams(client_id, challenge, { redirect_uri: 'https://attacker.example/cb' })), headers: { cookie } });
      expect(wrongRedirect.statusCode).toBe(400);
      expect(wrongRedirect.headers.location).toBeUndefined();
      expect(wrongRedirect.body).toContain('the redirect_uri is not one this client registered');
      const unknown = await t.app.inject({ url: authorizeQuery(authParams('cli_nobody', challenge)), headers: { cookie } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toContain('the client_id is not one registered here');
    });

    it('the consent POST needs our origin, the session and the CSRF token of that session', async () => {
      const { client_id } = await registerClient(t);
      const params = authParams(client_id, pkce().challenge);
      const page = await t.app.inject({ url: authorizeQuery(params), headers: { cookie } });
      const fields = consentFields(page.body);
      const post = (headers: Record<string, string>, body: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: '/oauth/authorize', headers: { 'content-type': FORM, ...headers }, payload: new URLSearchParams({ ...body, decision: 'approve' }).toString() });
      expect((await post({ cookie, origin: 'https://attacker.example' }, fields)).statusCode).toBe(403);
      expect((await post({ cookie, origin: ORIGIN }, { ...fields, csrf: 'forged' })).statusCode).toBe(403);
      const other = await demoLogin(t, 'mallory_oauth');
      expect((await post({ cookie: other, origin: ORIGIN }, fields)).statusCode).toBe(403);
      expect((await post({ origin: ORIGIN }, fields)).statusCode).toBe(401);
      expect((await post({ cookie, origin: ORIGIN }, fields)).statusCode).toBe(303);
    });
  });

  describe('dynamic client registration', () => {
    const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/oauth/register', payload });

    it('answers the client as RFC 7591 does', async () => {
      const res = await register({ redirect_uris: ['cursor://anysphere.cursor-retrieval/oauth/callback', 'https://claude.ai/api/mcp/auth_callback'], client_name: 'Cursor', token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], scope: 'readings:read' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ client_name: 'Cursor', token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], scope: 'readings:read' });
      expect(body.client_id).toMatch(/^cli_/);
      expect(body.client_secret).toBeUndefined();
    });

    it('refuses bad redirect URIs and metadata', async () => {
      for (const [payload, error] of [
        [{}, 'invalid_redirect_uri'],
        [{ redirect_uris: [] }, 'invalid_redirect_uri'],
        [{ redirect_uris: ['http://example.com/cb'] }, 'invalid_redirect_uri'],
        [{ redirect_uris: ['https://example.com/cb#frag'] }, 'invalid_redirect_uri'],
        [{ redirect_uris: ['javascript:alert(1)'] }, 'invalid_redirect_uri'],
        [{ redirect_uris: ['/relative'] }, 'invalid_redirect_uri'],
        [{ redirect_uris: ['https://example.com/cb'], grant_types: ['implicit'] }, 'invalid_client_metadata'],
        [{ redirect_uris: ['https://example.com/cb'], response_types: ['token'] }, 'invalid_client_metadata'],
        [{ redirect_uris: ['https://example.com/cb'], token_endpoint_auth_method: 'private_key_jwt' }, 'invalid_client_metadata'],
        [{ redirect_uris: ['https://example.com/cb'], scope: 'admin' }, 'invalid_client_metadata'],
      ] as const) {
        const res = await register(payload as Record<string, unknown>);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error, JSON.stringify(payload)).toBe(error);
      }
    });

    it('issue 25: refuses every redirect URI scheme that is not https, loopback http or a reverse-domain private-use scheme, naming the field', async () => {
      for (const uri of [
        'ms-msdt:/id PCWDiagnostic /skip force /param "IT_RebrowseForFile=?"',
        'search-ms:query=invoice&crumb=location:\\\\evil.example\\share',
        'ms-appinstaller:?source=https://evil.example/app.msix',
        'view-source:https://evil.example/',
        'javascript:alert(document.domain)',
        'data:text/html,<script>alert(1)</script>',
        'file:///etc/passwd',
        'vbscript:msgbox(1)',
        'ms-officecmd:{"id":1}',
        'ms-settings:',
        'shell:startup',
        'intent://evil.example#Intent;scheme=https;end',
        'blob:https://evil.example/x',
        'myapp:/callback',
      ]) {
        const res = await register({ redirect_uris: ['https://good.example/cb', uri] });
        expect(res.statusCode, uri).toBe(400);
        expect(res.json().error, uri).toBe('invalid_redirect_uri');
        expect(res.json().error_description, uri).toMatch(/^redirect_uris\[1\]: /);
        if (!uri.includes('#')) expect(res.json().error_description, uri).toContain(`has the scheme ${new URL(uri).protocol}, which is not accepted`);
      }
      for (const uri of ['com.example.app:/oauth/callback', 'cursor://anysphere.cursor-retrieval/oauth/callback', 'vscode://ms-vscode.mcp/callback', 'http://127.0.0.1:7777/cb', 'http://[::1]/cb', 'http://localhost:8080/cb', 'https://claude.ai/api/mcp/auth_callback']) {
        expect((await register({ redirect_uris: [uri] })).statusCode, uri).toBe(201);
      }
    });
  });

  // Last: it moves the clock a month on.
  it('housekeeping forgets expired refresh tokens and codes, keeping live ones', async () => {
    const old = await grant(t, cookie);
    const db = t.app.services.store.db;
    const count = async (table: 'oauth_refresh_tokens' | 'oauth_codes') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count('oauth_refresh_tokens');
    t.clock.advance(30 * 86_400_000 + 1);
    const fresh = await grant(t, await demoLogin(t, 'ada_oauth'));
    await t.app.services.oauth.tokens.purgeExpired();
    expect(await count('oauth_refresh_tokens')).toBe(1);
    expect(await count('oauth_codes')).toBe(1);
    expect(before).toBeGreaterThan(1);
    expect((await token(t, { grant_type: 'refresh_token', refresh_token: old.tokens.refresh_token, client_id: old.clientId })).json().error).toBe('invalid_grant');
    expect((await token(t, { grant_type: 'refresh_token', refresh_token: fresh.tokens.refresh_token, client_id: fresh.clientId })).statusCode).toBe(200);
  });
});
