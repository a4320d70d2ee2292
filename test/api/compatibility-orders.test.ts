// Ordering the compatibility reading: the second person's birth data in meta.partner, checked like the
// buyer's, each refusal problem+json with a stable code and the partner's own field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';

const partner = (overrides: Record<string, unknown> = {}) => ({ name: 'Boris Ivanov', birthDate: '1988-07-02', time: '06:15', city: 'Moscow', ...overrides });
const compatibility = (partnerMeta: unknown, overrides: Record<string, unknown> = {}) =>
  orderBody({ product: 'compatibility', sum: 59, meta: { day: '14', month: '3', year: '1990', time: '14:30', city: 'London', partner: partnerMeta }, ...overrides });

describe.each(testDatabases)('compatibility orders on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { checkOrderHistories: true });
  });
  afterAll(async () => t?.close());

  const create = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/orders/create', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const problem = async (body: unknown, status: number, code: string) => {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const json = res.json();
    expect(json).toMatchObject({ ok: false, code, status });
    return { json, fields: (json.fields ?? []).map((f: { field: string }) => f.field) as string[] };
  };

  it('is in the public catalog with a price in every currency, and takes an order with the partner’s place confirmed', async () => {
    const catalog = (await t.app.inject('/api/admin/prices?public=1')).json();
    const product = catalog.products.find((p: { id: string }) => p.id === 'compatibility');
    expect(product).toMatchObject({ price: 59, required: expect.arrayContaining(['partner']) });
    for (const currency of catalog.currencies) expect(product.prices[currency]).toBeGreaterThan(0);
    const pdf = catalog.addons.find((a: { id: string }) => a.id === 'pdf');
    expect(pdf.products).toContain('compatibility');

    const res = await create(compatibility(partner()));
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.app.services.store.db.selectFrom('orders').select(['meta', 'sum', 'product']).where('id', '=', res.json().orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ product: 'compatibility', sum: 5900 });
    expect(JSON.parse(row.meta).partner).toEqual({ name: 'Boris Ivanov', birthDate: '1988-07-02', time: '06:15', city: 'Moscow', placeId: '524901' });
  });

  it('takes the partner without a birth time, or placed by coordinates', async () => {
    const { time: _, ...noTime } = partner();
    expect((await create(compatibility(noTime))).statusCode).toBe(200);
    const { city: __, ...noCity } = partner();
    expect((await create(compatibility({ ...noCity, latitude: '55.75', longitude: '37.62' }))).statusCode).toBe(200);
  });

  it('refuses an order without the partner, naming meta.partner', async () => {
    const { fields } = await problem(orderBody({ product: 'compatibility', sum: 59 }), 400, 'validation_failed');
    expect(fields).toEqual(['meta.partner']);
  });

  it('refuses each bad partner field under its own name', async () => {
    expect((await problem(compatibility(partner({ birthDate: '1990-02-30' })), 400, 'validation_failed')).fields).toEqual(['meta.partner.birthDate']);
    expect((await problem(compatibility(partner({ birthDate: '1850-01-01' })), 400, 'validation_failed')).fields).toEqual(['meta.partner.birthDate']);
    expect((await problem(compatibility(partner({ name: ' \u200b ' })), 400, 'validation_failed')).fields).toContain('meta.partner.name');
    const { city: _, ...noPlace } = partner();
    expect((await problem(compatibility(noPlace), 400, 'validation_failed')).fields).toEqual(['meta.partner.city']);
    expect((await problem(compatibility({ ...noPlace, latitude: '55.75' }), 400, 'validation_failed')).fields).toEqual(['meta.partner.longitude']);
    expect((await problem(compatibility({ ...noPlace, latitude: '95.00', longitude: '10.00' }), 400, 'validation_failed')).fields).toEqual(['meta.partner.latitude']);
    const nextYear = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    expect((await problem(compatibility(partner({ birthDate: nextYear })), 400, 'validation_failed')).fields).toEqual(['meta.partner.birthDate']);
  });

  it('refuses a malformed partner field in the request schema, naming it', async () => {
    for (const [field, value] of [['birthDate', '2/7/1988'], ['time', '6am']] as const) {
      const res = await create(compatibility(partner({ [field]: value })));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(`meta.partner.${field}`);
    }
  });

  it('resolves the partner’s birthplace by the buyer’s rules: ambiguous and unknown places are refused under meta.partner', async () => {
    const ambiguous = await problem(compatibility(partner({ city: 'Springfield' })), 422, 'ambiguous_city');
    expect(ambiguous.fields).toEqual(['meta.partner.city']);
    expect(ambiguous.json.candidates.length).toBeGreaterThan(1);
    expect((await problem(compatibility(partner({ city: undefined, placeId: '999999999' })), 422, 'unknown_place')).fields).toEqual(['meta.partner.placeId']);
    expect((await problem(compatibility(partner({ city: 'Qwxzlkjh' })), 422, 'unknown_city')).fields).toEqual(['meta.partner.city']);
  });

  it('comes to a catalog stored before it existed, with its default prices and the PDF add-on', async () => {
    const db = t.app.services.store.db;
    const stored = JSON.parse((await db.selectFrom('settings').select('value').where('key', '=', 'catalog').executeTakeFirstOrThrow()).value);
    const old = { ...stored, products: stored.products.filter((p: { id: string }) => p.id !== 'compatibility'), addons: stored.addons.map((a: { products: string[] }) => ({ ...a, products: a.products.filter((p) => p !== 'compatibility') })) };
    await db.updateTable('settings').set({ value: JSON.stringify(old) }).where('key', '=', 'catalog').execute();
    t.clock.advance(5_000);
    const catalog = (await t.app.inject('/api/admin/prices?public=1')).json();
    expect(catalog.products.find((p: { id: string }) => p.id === 'compatibility')).toMatchObject({ prices: { USD: 59, EUR: 55, RUB: 5490, XTR: 3000 } });
    expect(catalog.addons.find((a: { id: string }) => a.id === 'pdf').products).toContain('compatibility');
    await db.updateTable('settings').set({ value: JSON.stringify(stored) }).where('key', '=', 'catalog').execute();
    t.clock.advance(5_000);
  });

  it('refuses partner data on a product that reads one person', async () => {
    const { fields } = await problem(orderBody({ meta: { day: '10', month: '12', year: '1985', city: 'London', partner: partner() } }), 400, 'validation_failed');
    expect(fields).toEqual(['meta.partner']);
  });
});
