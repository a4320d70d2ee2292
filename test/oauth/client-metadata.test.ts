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
import { demoLogin } from '../web/helpers.js';
import { approve, authorizeQuery, pkce, REDIRECT_URI, token } from './helpers.js';

const params = (clientId: string) => ({ response_type: 'code', client_id: clientId, redirect_uri: REDIRECT_URI, code_challenge: pkce().challenge, code_challenge_method: 'S256', state: 's' });

describe('client metadata documents under the production policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(sqliteDatabase);
  });
  afterAll(async () => t?.close());

  it.each([
    ['a private address', 'https://10.0.0.7/client.json', '10.0.0.7 is not a public address'],
    ['the loopback address', 'https://127.0.0.1:8443/client.json', '127.0.0.1 is not a public address'],
    ['a link-local address (cloud metadata)', 'https://169.254.169.254/latest/client.json', '169.254.169.254 is not a public address'],
    ['an IPv6 loopback', 'https://[::1]/client.json', '::1 is not a public address'],
    ['a name that resolves to loopback', 'https://localhost/client.json', 'which is not a public address'],
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
    ['a javascript: redirect URI', '/bad-redirect.json', 'the scheme javascript: cannot be a redirect URI'],
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

  it('draws every authorization with a URL as client_id on the address’s registration budget, so fetches cannot be had at will', async () => {
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
});
