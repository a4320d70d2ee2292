// The private reading endpoints: 401 without a session (with the challenge), 404 for another
// user's reading exactly as for a missing one, 200 with the owner's data and files; in OpenAPI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { demoLogin, paidOrder, storedReading } from './helpers.js';

const CHALLENGE = 'Bearer resource_metadata="http://localhost:3000/.well-known/oauth-protected-resource"';

describe.each(testDatabases)('private reading endpoints on $name', (database) => {
  let t: TestApp;
  let owner: string;
  let stranger: string;
  let withPdf: string;
  let withoutPdf: string;

  beforeAll(async () => {
    t = await createTestApp(database);
    const first = await paidOrder(t, { contact: '@api_owner' });
    withoutPdf = await storedReading(t, first.orderId, { title: 'First', createdAt: t.clock.now() - 60_000 });
    const second = await paidOrder(t, { contact: '@api_owner', addons: ['pdf'], sum: 54 });
    withPdf = await storedReading(t, second.orderId, { title: 'Second', pdf: true, language: 'ru' });
    owner = await demoLogin(t, 'api_owner');
    stranger = await demoLogin(t, 'api_stranger');
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('answers 401 with WWW-Authenticate on every private endpoint without a session', async () => {
    for (const url of ['/api/readings', `/api/readings/${withPdf}`, `/api/readings/${withPdf}.pdf`, `/api/readings/${withPdf}/wheel.png`, `/api/readings/${withPdf}/wheel.svg`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['www-authenticate'], url).toBe(CHALLENGE);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
      expect(res.json().code).toBe('unauthorized');
    }
  });

  it('lists the owner\'s readings newest first with links; another user sees none of them', async () => {
    const res = await get('/api/readings', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.readings.map((r: { id: string }) => r.id)).toEqual([withPdf, withoutPdf]);
    expect(body.readings[0]).toMatchObject({
      title: 'Second',
      kind: 'natal',
      hasPdf: true,
      language: 'ru',
      links: {
        page: `http://localhost:3000/profile/readings/${withPdf}`,
        pdf: `http://localhost:3000/api/readings/${withPdf}.pdf`,
        wheelPng: `http://localhost:3000/api/readings/${withPdf}/wheel.png`,
      },
    });
    expect(body.readings[1].links.pdf).toBeNull();
    // A report stored without a language was written in English.
    expect(body.readings[1].language).toBe('en');
    expect((await get('/api/readings', stranger)).json()).toEqual({ ok: true, readings: [] });
  });

  it('one reading: 200 for the owner, 404 for another user exactly like a missing id', async () => {
    const res = await get(`/api/readings/${withPdf}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().reading).toMatchObject({ id: withPdf, markdown: '# Second\n', telegram: ['<b>Natal chart</b>'] });
    expect(res.json().reading.html).toContain('<h1>Second</h1>');
    const foreign = await get(`/api/readings/${withPdf}`, stranger);
    const missing = await get('/api/readings/rdg_does_not_exist', stranger);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    expect(foreign.json().detail).toBe(`reading ${withPdf} was not found`);
  });

  it('files: the PDF when bought, the wheel as PNG and SVG; 404 for a PDF not bought and for strangers', async () => {
    const pdf = await get(`/api/readings/${withPdf}.pdf`, owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="reading-${withPdf}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const png = await get(`/api/readings/${withPdf}/wheel.png`, owner);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const svg = await get(`/api/readings/${withPdf}/wheel.svg`, owner);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await get(`/api/readings/${withoutPdf}.pdf`, owner)).statusCode).toBe(404);
    expect((await get(`/api/readings/${withPdf}.pdf`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/readings/${withPdf}/wheel.png`, stranger)).statusCode).toBe(404);
  });

  it('the endpoints are in the OpenAPI document with their problem responses', async () => {
    const doc = (await get('/openapi.json')).json();
    for (const path of ['/api/readings', '/api/readings/{readingId}', '/api/readings/{readingId}.pdf', '/api/readings/{readingId}/wheel.png', '/api/readings/{readingId}/wheel.svg', '/api/auth/me']) {
      expect(doc.paths[path], path).toBeDefined();
      expect(doc.paths[path].get.responses['401'], path).toBeDefined();
    }
    expect(doc.paths['/api/readings/{readingId}'].get.responses['404']).toBeDefined();
    expect(doc.paths['/api/readings'].get.security).toContainEqual({ sessionCookie: [] });
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'rs_session' });
    expect(doc.paths['/api/readings/{readingId}.pdf'].get.responses['200'].content['application/pdf']).toBeDefined();
  });
});
