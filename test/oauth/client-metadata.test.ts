// Client ID Metadata Documents: a client_id that is an https URL is fetched, checked and kept for a
// while. Hostile addresses (private, loopback, link-local, by name or by number) are refused under
// the production policy before any connection; with a test's HTTPS server on 127.0.0.1 (allowed
// only through the compose injection), redirects, oversized, slow, non-JSON and wrong documents.
import { createServer, type Server } from 'node:https';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';
import { selfSignedCertificate } from '../support/tls.js';
import { FAILURE_CACHE_MS } from '../../src/services/oauth/clients.js';
import { demoLogin, FORM } from '../web/helpers.js';
import { approve, authorizeQuery, pkce, REDIRECT_URI, token } from './helpers.js';

const params = (clientId: string) => ({ response_type: 'code', client_id: clientId, redirect_uri: REDIRECT_URI, code_challenge: pkce().challenge, code_challenge_method: 'S256', state: 's' });

describe('client metadata documents under the production policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Each case is one attempted fetch: more than one address's budget in a minute.
    t = await createTestApp(sqliteDatabase, { env: { AGENT_REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(async () => t?.close());

  it.each([
    ['a private address', 'https://10.0.0.7/client.json', '10.0.0.7 is not a public address'],
    ['the loopback address', 'https://127.0.0.1:8443/client.json', '127.0.0.1 is not a public address'],
    ['a link-local address (cloud metadata)', 'https://169.254.169.254/latest/client.json', '169.254.169.254 is not a public address'],
    ['an IPv6 loopback', 'https://[::1]/client.json', '::1 is not a public address'],
    ['a name that resolves to loopback', 'https://localhost/client.json', 'which is not a public address'],
    // Issue 25: IPv6 forms that map, translate or embed an IPv4 address (here loopback or private).
    ['IPv4-compatible ::7f00:1 (::/96)', 'https://[::7f00:1]/client.json', '::7f00:1 is not a public address'],
    // Written dotted, the URL is not the one fetched (the URL parser rewrites it in hex): refused as such.
    ['IPv4-compatible written dotted', 'https://[::127.0.0.1]/client.json', 'written as it is fetched'],
    ['IPv4-mapped loopback written dotted', 'https://[::ffff:127.0.0.1]/client.json', 'written as it is fetched'],
    ['IPv4-mapped loopback', 'https://[::ffff:7f00:1]/client.json', '::ffff:7f00:1 is not a public address'],
    ['IPv4-mapped private', 'https://[::ffff:a00:7]/client.json', '::ffff:a00:7 is not a public address'],
    ['IPv4-translated (SIIT) ::ffff:0:0:0/96', 'https://[::ffff:0:7f00:1]/client.json', '::ffff:0:7f00:1 is not a public address'],
    ['well-known NAT64 of loopback', 'https://[64:ff9b::7f00:1]/client.json', '64:ff9b::7f00:1 is not a public address'],
    ['well-known NAT64 of the cloud metadata address', 'https://[64:ff9b::a9fe:a9fe]/client.json', '64:ff9b::a9fe:a9fe is not a public address'],
    ['local-use NAT64 64:ff9b:1::/48', 'https://[64:ff9b:1::a00:1]/client.json', '64:ff9b:1::a00:1 is not a public address'],
    ['6to4 of loopback (2002::/16)', 'https://[2002:7f00:1::1]/client.json', '2002:7f00:1::1 is not a public address'],
    ['6to4 of a public address (2002::/16 refused whole)', 'https://[2002:808:808::1]/client.json', '2002:808:808::1 is not a public address'],
    ['Teredo (2001::/32)', 'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/client.json', '2001:0:4136:e378:8000:63bf:80ff:fffe is not a public address'],
    ['the unspecified address', 'https://[::]/client.json', ':: is not a public address'],
    ['an IPv6 link-local address', 'https://[fe80::1]/client.json', 'fe80::1 is not a public address'],
    ['an IPv6 unique local address', 'https://[fd00:ec2::254]/client.json', 'fd00:ec2::254 is not a public address'],
    ['an IPv6 site-local address', 'https://[fec0::1]/client.json', 'fec0::1 is not a public address'],
    ['an IPv6 multicast address', 'https://[ff02::1]/client.json', 'ff02::1 is not a public address'],
    ['IPv6 documentation space', 'https://[2001:db8::1]/client.json', '2001:db8::1 is not a public address'],
    ['the IPv6 discard prefix', 'https://[100::1]/client.json', '100::1 is not a public address'],
  ])('refuses %s before connecting', async (_what, clientId, why) => {
    const res = await t.app.inject(authorizeQuery(params(clientId)));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(why);
    const exchange = await token(t, { grant_type: 'authorization_code', code: 'rsac_x', client_id: clientId, code_verifier: pkce().verifier, redirect_uri: REDIRECT_URI });
    expect(exchange.statusCode).toBe(401);
    expect(exchange.json().error).toBe('invalid_client');
  });

  it('takes a plain-http URL for an id it never issued, not for a document to fetch', async () => {
    const res = await t.app.inject(authorizeQuery(params('http://example.com/client.json')));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('the client_id is not one registered here');
  });

  it('refuses a client_id URL with a fragment, credentials, dot segments or no path', async () => {
    for (const clientId of ['https://example.com/client.json#x', 'https://user:pw@example.com/client.json', 'https://example.com/a/../client.json', 'https://example.com/']) {
      const res = await t.app.inject(authorizeQuery(params(clientId)));
      expect(res.statusCode, clientId).toBe(400);
      expect(res.body, clientId).toMatch(/must be an https URL with a path|is not a public address|resolves to/);
    }
  });
});

describe('client metadata documents from a test server', () => {
  let t: TestApp;
  let server: Server;
  let origin: string;
  const sockets = new Set<Duplex>();
  const hits = new Map<string, number>();
  const documents = new Map<string, { status?: number; type?: string; body: string; headers?: Record<string, string> }>();
  let serverCert: string;
  const doc = (path: string, fields: Record<string, unknown> = {}) => JSON.stringify({ client_id: `${origin}${path}`, client_name: 'Metadata client', redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: 'none', ...fields });

  beforeAll(async () => {
    const { key, cert } = selfSignedCertificate();
    serverCert = cert;
    server = createServer({ key, cert }, (req, res) => {
      hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1);
      if (req.url === '/slow.json') return; // never answers
      const found = documents.get(req.url!);
      if (!found) return res.writeHead(404).end();
      res.writeHead(found.status ?? 200, { 'content-type': found.type ?? 'application/json', ...found.headers }).end(found.body);
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;
    t = await createTestApp(sqliteDatabase, {
      // Every case here asks to authorize with a URL: more than one address's budget in a minute.
      env: { AGENT_REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000' },
      deps: { clientMetadataFetch: { timeoutMs: 300, maxBytes: 8 * 1024, allowAddress: (address) => address === '127.0.0.1', allowHttp: false, ca: cert } },
    });
    documents.set('/good.json', { body: doc('/good.json'), headers: { 'cache-control': 'max-age=600' } });
    documents.set('/redirect.json', { status: 302, body: '', headers: { location: '/good.json' } });
    documents.set('/big.json', { body: doc('/big.json', { padding: 'x'.repeat(20_000) }) });
    documents.set('/wrong-id.json', { body: doc('/good.json') });
    documents.set('/html.json', { type: 'text/html', body: '<html>hello</html>' });
    documents.set('/broken.json', { body: '{"client_id": ' });
    documents.set('/array.json', { body: '[]' });
    documents.set('/bad-redirect.json', { body: doc('/bad-redirect.json', { redirect_uris: ['javascript:alert(1)'] }) });
    documents.set('/msdt-redirect.json', { body: doc('/msdt-redirect.json', { redirect_uris: [REDIRECT_URI, 'ms-msdt:/id PCWDiagnostic'] }) });
    documents.set('/search-ms-redirect.json', { body: doc('/search-ms-redirect.json', { redirect_uris: ['search-ms:query=x'] }) });
    documents.set('/no-redirects.json', { body: doc('/no-redirects.json', { redirect_uris: undefined }) });
    documents.set('/secret.json', { body: doc('/secret.json', { token_endpoint_auth_method: 'client_secret_basic' }) });
    documents.set('/gone.json', { status: 410, body: '' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
  });

  it('uses a good document: shows its host, issues tokens, and keeps it for its max-age', async () => {
    const clientId = `${origin}/good.json`;
    const page = await t.app.inject(authorizeQuery(params(clientId)));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('«Metadata client»');
    expect(page.body).toContain(`published at <code>127.0.0.1:${new URL(origin).port}</code>`);
    const cookie = await demoLogin(t, 'ada_metadata');
    const { verifier, challenge } = pkce();
    const back = await approve(t, cookie, { ...params(clientId), code_challenge: challenge });
    const res = await token(t, { grant_type: 'authorization_code', code: back.searchParams.get('code')!, client_id: clientId, code_verifier: verifier, redirect_uri: REDIRECT_URI });
    expect(res.statusCode).toBe(200);
    // Fetched once for all of that; fetched again once its max-age (600 s) has passed.
    expect(hits.get('/good.json')).toBe(1);
    t.clock.advance(601_000);
    await t.app.inject(authorizeQuery(params(clientId)));
    expect(hits.get('/good.json')).toBe(2);
  });

  it.each([
    ['a redirect', '/redirect.json', 'it answers 302 (a redirect)'],
    ['a document too big', '/big.json', 'it is larger than 8192 bytes'],
    ['a server that does not answer in time', '/slow.json', 'no complete answer within 300 ms'],
    ['another client_id', '/wrong-id.json', 'names another client_id'],
    ['HTML', '/html.json', 'it is not served as application/json'],
    ['broken JSON', '/broken.json', 'it is not valid JSON'],
    ['a JSON array', '/array.json', 'is not a JSON object'],
    ['a javascript: redirect URI', '/bad-redirect.json', 'redirect_uris[0]: &quot;javascript:alert(1)&quot; has the scheme javascript:, which is not accepted'],
    ['an ms-msdt: redirect URI (an OS handler)', '/msdt-redirect.json', 'redirect_uris[1]: &quot;ms-msdt:/id PCWDiagnostic&quot; has the scheme ms-msdt:, which is not accepted'],
    ['a search-ms: redirect URI (an OS handler)', '/search-ms-redirect.json', 'has the scheme search-ms:, which is not accepted'],
    ['no redirect URIs', '/no-redirects.json', 'redirect_uris'],
    ['a client secret method', '/secret.json', 'a client known by its metadata document is a public client'],
    ['an HTTP error', '/gone.json', 'it answers HTTP 410'],
  ])('refuses %s', async (_what, path, why) => {
    const res = await t.app.inject(authorizeQuery(params(`${origin}${path}`)));
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain(why);
  });

  it('refuses a redirect URI the document does not list', async () => {
    const res = await t.app.inject(authorizeQuery({ ...params(`${origin}/good.json`), redirect_uri: 'https://attacker.example/cb' }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('the redirect_uri is not one this client registered');
  });

  it('draws every fetch of a document at the authorization endpoint on the address’s registration budget, so fetches cannot be had at will', async () => {
    const limited = await createTestApp(sqliteDatabase, {
      env: { AGENT_REGISTRATION_RATE_LIMIT_PER_MINUTE: '3' },
      deps: { clientMetadataFetch: { timeoutMs: 300, maxBytes: 8 * 1024, allowAddress: (address) => address === '127.0.0.1', allowHttp: false, ca: serverCert } },
    });
    try {
      documents.set('/budget.json', { body: doc('/budget.json') });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.app.inject(authorizeQuery(params(`${origin}/budget-${i}.json`)))).statusCode);
      expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
      expect(statuses.slice(3)).toEqual([429, 429]);
      // The first three were fetched (and found missing); the two refused were never asked for.
      expect(hits.get('/budget-0.json')).toBe(1);
      expect(hits.get('/budget-3.json')).toBeUndefined();
      expect(hits.get('/budget-4.json')).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
  const fetchPolicy = () => ({ timeoutMs: 300, maxBytes: 8 * 1024, allowAddress: (address: string) => address === '127.0.0.1', allowHttp: false, ca: serverCert });
  const limitedApp = (perMinute: number) => createTestApp(sqliteDatabase, { env: { AGENT_REGISTRATION_RATE_LIMIT_PER_MINUTE: String(perMinute) }, deps: { clientMetadataFetch: fetchPolicy() } });
  const exchange = (app: TestApp, clientId: string) =>
    token(app, { grant_type: 'authorization_code', code: `rsac_${'x'.repeat(43)}`, client_id: clientId, code_verifier: pkce().verifier, redirect_uri: REDIRECT_URI });

  it('issue 25: 30 token requests naming 30 documents: 10 are fetched, 20 refused with 429 rate_limited (problem+json) and never fetched', async () => {
    const limited = await limitedApp(10);
    try {
      for (let i = 0; i < 30; i++) documents.set(`/token-${i}.json`, { body: doc(`/token-${i}.json`) });
      const answers = [];
      for (let i = 0; i < 30; i++) answers.push(await exchange(limited, `${origin}/token-${i}.json`));
      // The first ten clients were fetched and known: their made-up code is what is refused.
      expect(answers.slice(0, 10).map((a) => a.json().error)).toEqual(new Array(10).fill('invalid_grant'));
      for (const answer of answers.slice(10)) {
        expect(answer.statusCode).toBe(429);
        expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(answer.json()).toMatchObject({ ok: false, code: 'rate_limited' });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.headers['access-control-allow-origin']).toBe('*');
      }
      expect(Array.from({ length: 30 }, (_, i) => hits.get(`/token-${i}.json`) ?? 0)).toEqual([...new Array(10).fill(1), ...new Array(20).fill(0)]);
      // A document kept costs nothing: its client still works past the budget.
      expect((await exchange(limited, `${origin}/token-0.json`)).json().error).toBe('invalid_grant');
      expect(hits.get('/token-0.json')).toBe(1);
      // A minute on, the budget is back.
      limited.clock.advance(60_000);
      expect((await exchange(limited, `${origin}/token-10.json`)).json().error).toBe('invalid_grant');
    } finally {
      await limited.close();
    }
  });

  it('the authorization page, the token endpoint and registration draw on one budget; revocation fetches nothing', async () => {
    const limited = await limitedApp(4);
    try {
      for (let i = 0; i < 6; i++) documents.set(`/shared-${i}.json`, { body: doc(`/shared-${i}.json`) });
      expect((await limited.app.inject(authorizeQuery(params(`${origin}/shared-0.json`)))).statusCode).toBe(200);
      expect((await exchange(limited, `${origin}/shared-1.json`)).json().error).toBe('invalid_grant');
      expect((await limited.app.inject({ method: 'POST', url: '/oauth/register', payload: { redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: 'none' } })).statusCode).toBe(201);
      expect((await exchange(limited, `${origin}/shared-2.json`)).json().error).toBe('invalid_grant');
      // Four spent: the token endpoint, the authorization page and registration all refuse now.
      const byToken = await exchange(limited, `${origin}/shared-3.json`);
      expect(byToken.statusCode).toBe(429);
      expect(byToken.json().code).toBe('rate_limited');
      const byPage = await limited.app.inject(authorizeQuery(params(`${origin}/shared-4.json`)));
      expect(byPage.statusCode).toBe(429);
      expect(byPage.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(byPage.headers.location).toBeUndefined();
      expect(Number(byPage.headers['retry-after'])).toBeGreaterThan(0);
      expect((await limited.app.inject({ method: 'POST', url: '/oauth/register', payload: { redirect_uris: [REDIRECT_URI] } })).statusCode).toBe(429);
      expect(hits.get('/shared-3.json')).toBeUndefined();
      expect(hits.get('/shared-4.json')).toBeUndefined();
      // Revocation (RFC 7009) takes no client authentication: a client_id URL sent along is not fetched.
      const revoke = await limited.app.inject({ method: 'POST', url: '/api/agent/auth/revoke', headers: { 'content-type': FORM }, payload: new URLSearchParams({ token: 'rsrt_unknown', client_id: `${origin}/shared-5.json` }).toString() });
      expect(revoke.json()).toEqual({ ok: true, revoked: false });
      expect(hits.get('/shared-5.json')).toBeUndefined();
    } finally {
      await limited.close();
    }
  });

  it('requests naming the same document at once share one fetch', async () => {
    documents.set('/together.json', { body: doc('/together.json') });
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.app.inject(authorizeQuery(params(`${origin}/together.json`)))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(hits.get('/together.json')).toBe(1);
  });

  // Last: it moves the clock on.
  it('a document that could not be used is not fetched again for a while, whichever path names it', async () => {
    const clientId = `${origin}/gone-kept.json`;
    documents.set('/gone-kept.json', { status: 410, body: '' });
    const first = await t.app.inject(authorizeQuery(params(clientId)));
    expect(first.statusCode).toBe(400);
    expect(first.body).toContain('it answers HTTP 410 (this answer is kept for 5 minutes before the document is fetched again)');
    const byToken = await exchange(t, clientId);
    expect(byToken.statusCode).toBe(401);
    expect(byToken.json().error_description).toContain('it answers HTTP 410');
    expect((await t.app.inject(authorizeQuery(params(clientId)))).statusCode).toBe(400);
    expect(hits.get('/gone-kept.json')).toBe(1);
    // Fixed meanwhile: fetched again once the failure is forgotten.
    documents.set('/gone-kept.json', { body: doc('/gone-kept.json') });
    t.clock.advance(FAILURE_CACHE_MS - 1000);
    expect((await t.app.inject(authorizeQuery(params(clientId)))).statusCode).toBe(400);
    t.clock.advance(1001);
    expect((await t.app.inject(authorizeQuery(params(clientId)))).statusCode).toBe(200);
    expect(hits.get('/gone-kept.json')).toBe(2);
  });
});
