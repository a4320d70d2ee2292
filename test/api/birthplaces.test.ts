// The birthplace an order is cast for (issue 15, item 9): named by city, by GeoNames id (meta.placeId)
// or by coordinates; a name several places share is refused with the candidates; the order keeps the
// chosen place's id and the reading is cast there. Through the real app, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/reading/report/types.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { paidOrder } from '../web/helpers.js';

const SPRINGFIELD_IL = '4250542';
const SPRINGFIELD_MA = '4951788';
const LONDON = '2643743';
const born = { day: '10', month: '12', year: '1985', time: '14:30' };

describe.each(testDatabases)('birthplaces on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => t?.close());

  const create = (meta: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ meta }) });
  const storedMeta = async (orderId: string) =>
    JSON.parse((await t.app.services.store.db.selectFrom('orders').select('meta').where('id', '=', orderId).executeTakeFirstOrThrow()).meta);
  const orderCount = async () => Number((await t.app.services.store.db.selectFrom('orders').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('offers each city with its place id, and its UTC offset at the birth moment', async () => {
    const winter = (await t.app.inject('/api/cities?q=Springfield%2C%20IL&date=1985-12-10&time=14:30')).json();
    expect(winter.cities[0]).toMatchObject({ placeId: SPRINGFIELD_IL, label: 'Springfield, Illinois, United States', timezone: 'America/Chicago', utcOffset: '-06:00' });
    const summer = (await t.app.inject('/api/cities?q=Springfield%2C%20IL&date=1985-07-10')).json();
    expect(summer.cities[0].utcOffset).toBe('-05:00');
    // Without a date there is no moment to give an offset for.
    expect((await t.app.inject('/api/cities?q=London')).json().cities[0]).not.toHaveProperty('utcOffset');
    expect((await t.app.inject('/api/cities?q=London&date=10.12.1985')).statusCode).toBe(400);
  });

  it('tells how a name would be read: one place, several to choose from, or none', async () => {
    const resolve = async (q: string) => (await t.app.inject(`/api/cities/resolve?q=${encodeURIComponent(q)}&date=1985-12-10&time=14:30`)).json();
    const springfield = await resolve('Springfield');
    expect(springfield.status).toBe('ambiguous');
    expect(springfield.cities.map((c: { placeId: string }) => c.placeId)).toEqual(expect.arrayContaining([SPRINGFIELD_IL, SPRINGFIELD_MA]));
    for (const city of springfield.cities) expect(city.label).toMatch(/^Springfield, [A-Z][a-z]+( [A-Z][a-z]+)?, United States$/);
    const valencia = await resolve('Valencia');
    expect(valencia).toMatchObject({ status: 'ambiguous', cities: [{ country: 'ES', utcOffset: '+01:00' }, { country: 'VE', utcOffset: '-04:00' }] });
    expect(await resolve('London')).toMatchObject({ status: 'found', cities: [{ placeId: LONDON, utcOffset: '+00:00' }] });
    expect(await resolve('Paris')).toMatchObject({ status: 'found', cities: [{ country: 'FR' }] });
    const unknown = await resolve('Qwxzv Nowhere');
    expect(unknown.status).toBe('unknown');
  });

  it('refuses a name several places share, with the candidates and their place ids, and stores nothing', async () => {
    const before = await orderCount();
    const res = await create({ ...born, city: 'Springfield' });
    expect(res.statusCode).toBe(422);
    const problem = res.json();
    expect(problem).toMatchObject({ ok: false, code: 'ambiguous_city', fields: [{ field: 'meta.city' }] });
    expect(problem.fields[0].message).toContain('Springfield, Illinois, United States');
    expect(problem.candidates.length).toBeGreaterThanOrEqual(3);
    expect(problem.candidates[0]).toMatchObject({ placeId: SPRINGFIELD_IL, timezone: 'America/Chicago', utcOffset: '-06:00' });
    expect((await create({ ...born, city: 'Valencia' })).json().candidates.map((c: { country: string }) => c.country)).toEqual(['ES', 'VE']);
    expect(await orderCount()).toBe(before);
  });

  it('casts a clear name where it says, and keeps the place id with the order', async () => {
    const london = await create({ ...born, city: 'London' });
    expect(london.statusCode).toBe(200);
    expect(await storedMeta(london.json().orderId)).toEqual({ ...born, city: 'London', placeId: LONDON, language: 'en' });
    // A fuller name settles an ambiguous one.
    const illinois = await create({ ...born, city: 'Springfield, Illinois' });
    expect(illinois.statusCode).toBe(200);
    expect((await storedMeta(illinois.json().orderId)).placeId).toBe(SPRINGFIELD_IL);
  });

  it('takes an explicit place id, alone or with a city that names it', async () => {
    const withCity = await create({ ...born, city: 'Springfield', placeId: SPRINGFIELD_MA });
    expect(withCity.statusCode).toBe(200);
    expect(await storedMeta(withCity.json().orderId)).toEqual({ ...born, city: 'Springfield', placeId: SPRINGFIELD_MA, language: 'en' });
    const alone = await create({ ...born, placeId: SPRINGFIELD_MA });
    expect(alone.statusCode).toBe(200);
    const label = await create({ ...born, city: 'Springfield, Massachusetts, United States', placeId: SPRINGFIELD_MA });
    expect(label.statusCode).toBe(200);

    const mismatch = await create({ ...born, city: 'Paris', placeId: SPRINGFIELD_MA });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'validation_failed', fields: [{ field: 'meta.placeId', message: expect.stringContaining('Springfield, Massachusetts, United States') }] });
    const unknown = await create({ ...born, placeId: '1' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'unknown_place', fields: [{ field: 'meta.placeId' }] });
    expect((await create({ ...born, placeId: 'abc' })).statusCode).toBe(400);
  });

  it('takes coordinates, with the time zone in force there', async () => {
    const res = await create({ ...born, latitude: '39.8017', longitude: '-89.6437' });
    expect(res.statusCode).toBe(200);
    expect(await storedMeta(res.json().orderId)).toEqual({ ...born, latitude: '39.8017', longitude: '-89.6437', language: 'en' });

    const fields = async (meta: Record<string, string>) => {
      const refused = await create({ ...born, ...meta });
      expect(refused.statusCode).toBe(400);
      return refused.json().fields.map((f: { field: string }) => f.field);
    };
    expect(await fields({ latitude: '39.8' })).toEqual(['meta.longitude']);
    expect(await fields({ latitude: '91', longitude: '0' })).toEqual(['meta.latitude']);
    expect(await fields({ latitude: '0', longitude: '180.5' })).toEqual(['meta.longitude']);
    expect(await fields({ latitude: '1,5', longitude: '0' })).toEqual(['meta.latitude']);
    expect(await fields({ latitude: '39.8', longitude: '-89.6', placeId: SPRINGFIELD_IL })).toEqual(['meta.placeId']);
  });

  it('casts the reading for the chosen place, not for the best-known place of the name', async () => {
    const readingFor = async (meta: Record<string, string>) => {
      const { orderId } = await paidOrder(t, { meta });
      expect(await t.app.services.readings.generate(orderId)).toBe('created');
      const row = await t.app.services.store.db.selectFrom('readings').select('report').where('order_id', '=', orderId).executeTakeFirstOrThrow();
      return (JSON.parse(row.report) as Report).chart!;
    };
    const massachusetts = await readingFor({ ...born, city: 'Springfield', placeId: SPRINGFIELD_MA });
    expect(massachusetts.place).toMatchObject({ id: Number(SPRINGFIELD_MA), region: 'Massachusetts', timezone: 'America/New_York' });
    expect(massachusetts.moment).toMatchObject({ timezone: 'America/New_York', utcOffset: '-05:00', utc: '1985-12-10T19:30:00Z' });
    const coordinates = await readingFor({ ...born, latitude: '39.8017', longitude: '-89.6437' });
    expect(coordinates.place).toMatchObject({ latitude: 39.8017, longitude: -89.6437, timezone: 'America/Chicago' });
    expect(coordinates.moment).toMatchObject({ utcOffset: '-06:00', utc: '1985-12-10T20:30:00Z' });
  });

  it('documents the place options and the ambiguous_city answer in OpenAPI', async () => {
    const doc = (await t.app.inject('/openapi.json')).json();
    const meta = doc.paths['/api/orders/create'].post.requestBody.content['application/json'].schema.properties.meta;
    expect(Object.keys(meta.properties)).toEqual(expect.arrayContaining(['city', 'placeId', 'latitude', 'longitude']));
    expect(meta.properties.city.description).toContain('ambiguous_city');
    expect(doc.paths['/api/orders/create'].post.responses['422'].description).toContain('ambiguous_city');
    expect(doc.paths['/api/cities/resolve']).toBeDefined();
  });
});
