// Health, catalog and the documents: every endpoint of the foundation that is not an order.
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';

describe.each(testDatabases)('service endpoints on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => t?.close());

  describe('GET /api/health', () => {
    it('reports ok with the service name and time', async () => {
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, service: 'reading-service', time: new Date(t.clock.now()).toISOString() });
    });

    it('answers 503 with ok false when the database is unusable', async () => {
      const broken = await createTestApp(database);
      await broken.app.services.store.close();
      const res = await broken.app.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ok: false, service: 'reading-service' });
      await broken.app.close();
    });
  });

  describe('GET /api/admin/prices', () => {
    it('serves the public catalog with the default products, add-ons and checkout flags', async () => {
      const res = await t.app.inject('/api/admin/prices?public=1');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.currency).toBe('USD');
      expect(body.products.map((p: any) => [p.id, p.price])).toEqual([['natal', 49], ['forecast', 39], ['numerology', 30], ['compatibility', 59]]);
      expect(body.products[0].fields).toEqual(['day', 'month', 'year', 'time', 'city']);
      expect(body.products[2].fields).toEqual(['day', 'month', 'year']);
      expect(body.addons.map((a: any) => [a.id, a.price, a.products])).toEqual([
        ['pdf', 5, ['natal', 'forecast', 'numerology', 'compatibility']],
        ['month_ahead', 15, ['natal', 'forecast']],
        ['numerology', 10, ['natal', 'forecast']],
      ]);
      expect(body.checkout).toEqual({ enabled: true, minSum: 30, provider: 'demo', providers: [{ name: 'demo', currencies: ['USD', 'EUR', 'RUB', 'XTR'] }], demo: true });
      expect(body.currencies).toEqual(['USD', 'EUR', 'RUB', 'XTR']);
      expect(body.products[0]).toMatchObject({ id: 'natal', price: 49, prices: { USD: 49, EUR: 45, RUB: 4490, XTR: 2500 } });
      expect(body.products[0].title.length).toBeGreaterThan(5);
      expect(body.addons[0].description.length).toBeGreaterThan(10);
    });

    it('refuses any other value of public', async () => {
      for (const q of ['public=0', 'public=true', 'public=', 'public=1&public=1', 'other=1']) {
        const res = await t.app.inject(`/api/admin/prices?${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().code).toBe('validation_failed');
      }
    });

    it('gives the full catalog only to the operator', async () => {
      const none = await t.app.inject('/api/admin/prices');
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(none.json().code).toBe('unauthorized');
      expect((await t.app.inject({ url: '/api/admin/prices', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
      const ok = await t.app.inject({ url: '/api/admin/prices', headers: { authorization: 'Bearer admin-test-token-of-at-least-32-chars' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().catalog.products[0]).toMatchObject({ id: 'natal', enabled: true, required: ['day', 'month', 'year', 'city'] });
    });

    it('lets the operator change prices, titles and flags, in effect at once', async () => {
      const put = (payload: unknown, token = 'admin-test-token-of-at-least-32-chars') =>
        t.app.inject({ method: 'PUT', url: '/api/admin/prices', headers: { authorization: `Bearer ${token}` }, payload: payload as object });
      expect((await put({ products: { natal: { price: 59 } } }, 'wrong')).statusCode).toBe(401);
      const changed = await put({ products: { natal: { price: 59, title: 'Birth chart reading' } }, addons: { pdf: { enabled: false } } });
      expect(changed.statusCode, changed.body).toBe(200);
      const pub = (await t.app.inject('/api/admin/prices?public=1')).json();
      expect(pub.products[0]).toMatchObject({ price: 59, title: 'Birth chart reading' });
      expect(pub.addons.map((a: any) => a.id)).not.toContain('pdf');
      const order = (body: object) => t.app.inject({ method: 'POST', url: '/api/orders/create', payload: { product: 'natal', name: 'Ann Lee', phone: '+14155552671', contact: '@ann_lee', meta: { day: '1', month: '1', year: '1990', city: 'Paris' }, ...body } });
      expect((await order({ sum: 49 })).json()).toMatchObject({ code: 'sum_mismatch', expectedSum: 59 });
      expect((await order({ sum: 59 })).statusCode).toBe(200);
      expect((await order({ sum: 64, addons: ['pdf'] })).json().code).toBe('unknown_addon');

      expect((await put({ checkout: { enabled: false } })).statusCode).toBe(200);
      const paused = await order({ sum: 59 });
      expect(paused.statusCode).toBe(503);
      expect(paused.json().code).toBe('checkout_disabled');
      expect((await t.app.inject('/api/admin/prices?public=1')).json().checkout.enabled).toBe(false);

      expect((await put({ products: { natal: { price: -1 } } })).statusCode).toBe(400);
      expect((await put({ products: { natal: { price: 10.005 } } })).json()).toMatchObject({ code: 'invalid_catalog', fields: [{ field: 'products.natal.price' }] });
      expect((await put({ products: { natal: { price: 49.99 } } })).statusCode).toBe(200);
      expect((await put({ products: { tarot: { price: 10 } } })).json().fields[0].field).toBe('products.tarot');
      expect((await put({ products: { natal: { id: 'x' } } })).statusCode).toBe(400);
      expect((await put({})).statusCode).toBe(400);
      expect((await put({ products: { natal: { price: 49 } }, addons: { pdf: { enabled: true } }, checkout: { enabled: true } })).statusCode).toBe(200);
    });
    it('keeps each item\'s title and description in every language in the catalog, and the pages show their language\'s', async () => {
      const put = (payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/admin/prices', headers: { authorization: 'Bearer admin-test-token-of-at-least-32-chars' }, payload: payload as object });
      const before = (await t.app.inject('/api/admin/prices?public=1')).json();
      expect(before.products[0].texts.ru.title).toBe('Разбор натальной карты');
      expect(before.addons.find((a: { id: string }) => a.id === 'month_ahead').texts.ru.title).toBe('Календарь на\u00a0месяц');
      // One language's title changes alone: its description and the English texts stay.
      expect((await put({ products: { natal: { texts: { ru: { title: 'Натальная карта: полный разбор' } } } } })).statusCode).toBe(200);
      const after = (await t.app.inject('/api/admin/prices?public=1')).json().products[0];
      expect(after.texts.ru).toEqual({ title: 'Натальная карта: полный разбор', description: before.products[0].texts.ru.description });
      expect(after.title).toBe(before.products[0].title);
      const home = (lang: string) => t.app.inject({ url: `/?lang=${lang}` });
      expect((await home('ru')).body).toContain('Натальная карта: полный разбор');
      expect((await home('en')).body).toContain(before.products[0].title);
      expect((await home('en')).body).not.toContain('Натальная карта: полный разбор');
      // Bad texts are refused with the field named, and nothing changes.
      const empty = (await put({ products: { natal: { texts: { ru: { title: '' } } } } })).json();
      expect(empty.code).toBe('validation_failed');
      expect(JSON.stringify(empty)).toContain('texts');
      expect((await put({ products: { natal: { texts: { de: { title: 'Geburtshoroskop' } } } } })).statusCode).toBe(400);
      expect((await t.app.inject('/api/admin/prices?public=1')).json().products[0].texts.ru.title).toBe('Натальная карта: полный разбор');
      expect((await put({ products: { natal: { texts: { ru: { title: 'Разбор натальной карты' } } } } })).statusCode).toBe(200);
    });
    it('lets the operator price each product in each currency, in that currency\'s own units', async () => {
      const put = (payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/admin/prices', headers: { authorization: 'Bearer admin-test-token-of-at-least-32-chars' }, payload: payload as object });
      const changed = await put({ products: { natal: { prices: { RUB: 4990, XTR: 2700 } } } });
      expect(changed.statusCode, changed.body).toBe(200);
      const pub = (await t.app.inject('/api/admin/prices?public=1')).json();
      expect(pub.products[0].prices).toEqual({ USD: 49, EUR: 45, RUB: 4990, XTR: 2700 });
      const order = (body: object) => t.app.inject({ method: 'POST', url: '/api/orders/create', payload: { ...orderBody(), ...body } });
      expect((await order({ currency: 'RUB', sum: 4490 })).json()).toMatchObject({ code: 'sum_mismatch', expectedSum: 4990 });
      expect((await order({ currency: 'RUB', sum: 4990 })).statusCode).toBe(200);
      // A Star has no fractions, and a currency the catalog does not sell in has no prices to set.
      expect((await put({ products: { natal: { prices: { XTR: 2700.5 } } } })).json()).toMatchObject({ code: 'invalid_catalog' });
      expect((await put({ products: { natal: { prices: { JPY: 5000 } } } })).json()).toMatchObject({ code: 'invalid_catalog', fields: [{ field: 'products.natal.prices.JPY' }] });
      // Taking a currency out of the catalog takes its prices with it; putting it back asks for them again.
      expect((await put({ currencies: ['USD', 'EUR', 'RUB'] })).statusCode).toBe(200);
      expect((await t.app.inject('/api/admin/prices?public=1')).json().products[0].prices).toEqual({ USD: 49, EUR: 45, RUB: 4990 });
      expect((await put({ currencies: ['USD', 'EUR', 'RUB', 'XTR'] })).json()).toMatchObject({ code: 'invalid_catalog' });
      const partly = (await put({ currencies: ['USD', 'EUR', 'RUB', 'XTR'], products: { natal: { prices: { XTR: 2500 } } }, addons: Object.fromEntries(['pdf', 'month_ahead', 'numerology'].map((id) => [id, { prices: { XTR: 500 } }])) })).json();
      expect(partly.code).toBe('invalid_catalog');
      expect(partly.fields.map((f: { field: string }) => f.field)).toEqual(['products.forecast.prices.XTR', 'products.numerology.prices.XTR', 'products.compatibility.prices.XTR']);
      expect((await put({ currencies: ['USD', 'EUR', 'RUB', 'XTR'], products: { natal: { prices: { RUB: 4490, XTR: 2500 } }, forecast: { prices: { XTR: 2000 } }, numerology: { prices: { XTR: 1500 } }, compatibility: { prices: { XTR: 3000 } } }, addons: { pdf: { prices: { XTR: 250 } }, month_ahead: { prices: { XTR: 750 } }, numerology: { prices: { XTR: 500 } } } })).statusCode).toBe(200);
    });
  });

  describe('documents', () => {
    it('publishes a valid OpenAPI 3.0.3 document describing every route and error', async () => {
      const res = await t.app.inject('/openapi.json');
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toBe('3.0.3');
      expect(doc.info).toMatchObject({ title: 'reading-service Public API', version: '3.0.0' });
      await SwaggerParser.validate(structuredClone(doc));
      for (const path of ['/api/health', '/api/admin/prices', '/api/orders/create', '/api/orders/{orderId}', '/api/payments/{provider}/webhook']) {
        expect(doc.paths[path], path).toBeDefined();
      }
      const create = doc.paths['/api/orders/create'].post;
      expect(Object.keys(create.responses).sort()).toEqual(['200', '400', '401', '403', '409', '413', '415', '422', '429', '503']); // 401/403: an agent's bearer credential, when sent
      expect(create.responses['422'].content['application/problem+json'].schema.$ref).toBe('#/components/schemas/Problem');
      expect(create.requestBody.content['application/json'].schema.required.sort()).toEqual(['contact', 'name', 'phone', 'product', 'sum']);
      expect(doc.components.schemas.Problem.properties.code).toBeDefined();
    });

    it('serves a human-readable reference at /docs', async () => {
      const res = await t.app.inject('/docs');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('/api/orders/create');
      expect(res.body).toContain('id="error-sum_mismatch"');
    });

    it('publishes the RFC 9727 api-catalog for GET and HEAD', async () => {
      const res = await t.app.inject('/.well-known/api-catalog');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/linkset\+json/);
      const [entry] = res.json().linkset;
      expect(entry['service-desc'][0].href).toBe('http://localhost:3000/openapi.json');
      expect(entry['service-doc'][0].href).toBe('http://localhost:3000/docs');
      expect(entry.status[0].href).toBe('http://localhost:3000/api/health');
      const head = await t.app.inject({ method: 'HEAD', url: '/.well-known/api-catalog' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers.link).toBe('<http://localhost:3000/.well-known/api-catalog>; rel="api-catalog"');
    });

    it('serves the privacy policy and the terms of sale with real content', async () => {
      const privacy = await t.app.inject('/privacy');
      expect(privacy.statusCode).toBe(200);
      for (const words of ['birth', 'phone', 'Telegram', 'how long', 'deleted', '30 days']) expect(privacy.body.toLowerCase()).toContain(words.toLowerCase());
      const offer = await t.app.inject('/offer');
      expect(offer.statusCode).toBe(200);
      for (const words of ['49.00 USD', 'Refunds', 'Delivery', 'Telegram', 'Numerology profile']) expect(offer.body).toContain(words);
    });
  });

  describe('errors and headers', () => {
    it('answers unknown routes with problem+json 404 and no internals', async () => {
      const res = await t.app.inject('/api/nothing-here');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ok: false, code: 'not_found' });
    });

    it('sends security headers on every response: the page policy on pages, the strictest on the API', async () => {
      for (const url of ['/privacy', '/docs', '/nothing-here']) {
        const res = await t.app.inject(url);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['referrer-policy']).toBeDefined();
        expect(res.headers['permissions-policy']).toContain('camera=()');
      }
      for (const url of ['/api/health', '/api/admin/prices?public=1', '/api/nothing']) {
        const res = await t.app.inject(url);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    });
  });
});
