// Errors that reach us from outside our routes (the static files, Fastify's URL parsing, Node's
// HTTP parser) are problem+json with a code that describes them, over a real socket; a browser on a
// page gets an HTML page, and the no-JavaScript order form keeps what the buyer typed.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/services/error-codes.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';

interface RawAnswer {
  status: number;
  type: string;
  body: string;
}

function send(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('errors that are not ours to raise', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(sqliteDatabase);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('answers a path that climbs out of the assets with 403 forbidden, not a demo-login code', async () => {
    for (const path of ['/assets/../../package.json', '/assets/%2e%2e/%2e%2e/package.json']) {
      const res = await send(port, path);
      expect(res.status).toBe(403);
      expect(res.type).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, status: 403, code: 'forbidden' });
      expect(res.body).not.toContain('"name"');
    }
  });

  it('answers a URL whose escapes do not decode with 400 bad_url as problem+json', async () => {
    const res = await send(port, '/api/orders/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.type).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, status: 400, code: 'bad_url' });
    expect(res.body).not.toContain('FST_');
  });

  it('answers a 100 KB URL and oversized headers with 431 header_too_large as problem+json', async () => {
    const longUrl = await send(port, `/api/health?${'a'.repeat(100_000)}`);
    expect(longUrl.status).toBe(431);
    expect(longUrl.type).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(longUrl.body)).toMatchObject({ ok: false, status: 431, code: 'header_too_large' });
    const bigHeader = await send(port, '/api/health', { 'x-padding': 'a'.repeat(20_000) });
    expect(bigHeader.status).toBe(431);
    expect(JSON.parse(bigHeader.body).code).toBe('header_too_large');
  });

  it('gives every catalogued status its own describing code for errors that carry only a status', () => {
    // The codes errors fall back to exist in the catalogue with the same status.
    for (const [code, status] of [['forbidden', 403], ['not_found', 404], ['header_too_large', 431], ['bad_url', 400], ['bad_request', 400]] as const) {
      expect(ERROR_CODES[code].status).toBe(status);
    }
  });

  it('shows a browser an HTML error page, not JSON, when a page fails on our side', async () => {
    const failing = await createTestApp(sqliteDatabase);
    try {
      // The catalog lives in the database: closing it makes every page that reads it fail.
      await failing.app.services.store.close();
      const res = await failing.app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Something went wrong');
      const api = await failing.app.inject({ url: '/api/admin/prices?public=1', headers: { accept: 'text/html' } });
      expect(api.headers['content-type']).toMatch(/^application\/problem\+json/);
    } finally {
      await failing.app.close();
    }
  });

  it('keeps the buyer’s details on the no-JavaScript order form when the order fails on our side', async () => {
    const failing = await createTestApp(sqliteDatabase);
    try {
      const form = new URLSearchParams({
        product: 'natal', name: 'Ada Lovelace', phone: '+44 20 7946 0958', contact: 'ada_lovelace',
        birthDate: '1985-12-10', birthTime: '14:30', city: 'London', placeId: '2643743', idempotencyKey: 'form-key-1',
      });
      // Prices are read before the store is closed by the first page view; the order's write then fails.
      await failing.app.inject({ url: '/order', headers: { accept: 'text/html' } });
      await failing.app.services.store.close();
      const res = await failing.app.inject({
        method: 'POST', url: '/order',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: 'http://localhost:3000' },
        payload: form.toString(),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).not.toMatch(/^\{/);
      expect(res.body).toMatch(/Something (went wrong|failed)/);
      expect(res.body).toContain('value="Ada Lovelace"');
    } finally {
      await failing.app.close();
    }
  });
});
