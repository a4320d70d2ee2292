// Birth cities in Russian (issue 17), over a real socket: /api/cities answers in the language asked
// (`lang`, else Accept-Language), and an order resolves a Russian city name, a short form included, to
// the right place, or refuses an ambiguous one with candidates named in the order's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';

const MOSCOW = '524901';
const SAINT_PETERSBURG = '498817';
const YEKATERINBURG = '1486209';
const SPRINGFIELD_IL = '4250542';
const born = { day: '10', month: '12', year: '1985', time: '14:30' };

interface City { placeId: string; name: string; region: string | null; countryName: string; label: string }

describe.each(testDatabases)('birth cities in Russian on $name', (database) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => t?.close());

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers: { accept: 'application/json', ...headers } });
    return { status: res.status, body: (await res.json()) as any };
  };
  const cities = async (query: string, headers: Record<string, string> = {}) => {
    const res = await get(`/api/cities?${query}`, headers);
    expect(res.status).toBe(200);
    return res.body.cities as City[];
  };
  const create = async (body: Record<string, unknown>) => {
    const res = await fetch(`${base}/api/orders/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as any };
  };
  const storedMeta = async (orderId: string) =>
    JSON.parse((await t.app.services.store.db.selectFrom('orders').select('meta').where('id', '=', orderId).executeTakeFirstOrThrow()).meta);

  it('names the cities in Russian with lang=ru', async () => {
    const moscow = await cities(`q=${encodeURIComponent('Москва')}&lang=ru`);
    expect(moscow[0]).toMatchObject({ placeId: MOSCOW, name: 'Москва', region: null, countryName: 'Россия', label: 'Москва, Россия' });
    const piter = await cities(`q=${encodeURIComponent('Питер')}&lang=ru`);
    expect(piter[0]).toMatchObject({ placeId: SAINT_PETERSBURG, label: 'Санкт-Петербург, Россия' });
    expect(piter.map((c) => c.countryName)).not.toContain('Южно-Африканская Республика');
    expect((await cities('q=London&lang=ru'))[0]).toMatchObject({ name: 'Лондон', countryName: 'Великобритания', label: 'Лондон, Англия, Великобритания' });
    expect((await cities(`q=${encodeURIComponent('Springfield, IL')}&lang=ru`))[0]).toMatchObject({ placeId: SPRINGFIELD_IL, label: 'Спрингфилд, Иллинойс, США' });
    // As a page's <html lang> may hold it.
    expect((await cities(`q=${encodeURIComponent('Екат')}&lang=ru-RU`))[0]).toMatchObject({ placeId: YEKATERINBURG, label: 'Екатеринбург, Россия' });
  });

  it('follows Accept-Language when lang is absent, and lang over it', async () => {
    const q = `q=${encodeURIComponent('Москва')}`;
    expect((await cities(q, { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' }))[0].label).toBe('Москва, Россия');
    expect((await cities(`${q}&lang=en`, { 'accept-language': 'ru-RU,ru;q=0.9' }))[0].label).toBe('Moscow, Russia');
    expect((await cities(`${q}&lang=ru`, { 'accept-language': 'en-GB' }))[0].label).toBe('Москва, Россия');
    // A language we do not speak leaves the choice to the header, then to English.
    expect((await cities(`${q}&lang=de`, { 'accept-language': 'ru' }))[0].label).toBe('Москва, Россия');
    expect((await cities(`${q}&lang=de`))[0].label).toBe('Moscow, Russia');
  });

  it('answers in English as before without lang or a Russian Accept-Language', async () => {
    expect((await cities(`q=${encodeURIComponent('Москва')}`))[0]).toMatchObject({ name: 'Moscow', countryName: 'Russia', label: 'Moscow, Russia' });
    expect((await cities('q=Springfield%2C%20IL', { 'accept-language': 'en-US,en;q=0.9' }))[0].label).toBe('Springfield, Illinois, United States');
  });

  it('refuses a lang that is not a language tag', async () => {
    const bad = await get('/api/cities?q=London&lang=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ok: false, fields: [expect.objectContaining({ field: expect.stringContaining('lang') })] });
  });

  it('tells in Russian how an order would read a Russian name', async () => {
    const piter = await get(`/api/cities/resolve?q=${encodeURIComponent('Питер')}&lang=ru`);
    expect(piter.body).toMatchObject({ status: 'found', cities: [{ placeId: SAINT_PETERSBURG, label: 'Санкт-Петербург, Россия' }] });
    const springfield = await get(`/api/cities/resolve?q=${encodeURIComponent('Спрингфилд')}`, { 'accept-language': 'ru' });
    expect(springfield.body.status).toBe('ambiguous');
    for (const city of springfield.body.cities as City[]) expect(city.label).toMatch(/^Спрингфилд, [А-Я][а-я]+(-[А-Я][а-я]+)?, США$/);
  });

  it('casts a Russian order where its Russian city name says, and keeps the place id', async () => {
    for (const [city, placeId] of [['Москва', MOSCOW], ['Москва, Россия', MOSCOW], ['Питер', SAINT_PETERSBURG], ['Екатеринбург', YEKATERINBURG], ['Yekaterinburg', YEKATERINBURG]]) {
      const res = await create(orderBody({ language: 'ru', meta: { ...born, city } }));
      expect({ city, status: res.status }).toEqual({ city, status: 200 });
      expect(await storedMeta(res.body.orderId)).toEqual({ ...born, city, placeId, language: 'ru' });
    }
    // A short form names its city as well as the full name does.
    const both = await create(orderBody({ language: 'ru', meta: { ...born, city: 'Питер', placeId: SAINT_PETERSBURG } }));
    expect(both.status).toBe(200);
  });

  it('refuses an ambiguous Russian name with candidates named in the order’s language', async () => {
    const ru = await create(orderBody({ meta: { ...born, city: 'Спрингфилд', language: 'ru' } }));
    expect(ru.status).toBe(422);
    expect(ru.body).toMatchObject({ ok: false, code: 'ambiguous_city', fields: [{ field: 'meta.city' }] });
    expect(ru.body.fields[0].message).toContain('Спрингфилд, Иллинойс, США');
    expect(ru.body.candidates[0]).toMatchObject({ placeId: SPRINGFIELD_IL, label: 'Спрингфилд, Иллинойс, США', countryName: 'США' });
    // The same name in an English order: the same places, named in English.
    const en = await create(orderBody({ meta: { ...born, city: 'Спрингфилд' } }));
    expect(en.status).toBe(422);
    expect(en.body.candidates.map((c: City) => c.placeId)).toEqual(ru.body.candidates.map((c: City) => c.placeId));
    expect(en.body.candidates[0].label).toBe('Springfield, Illinois, United States');
  });

  it('documents lang in OpenAPI', async () => {
    const doc = (await get('/openapi.json')).body;
    for (const path of ['/api/cities', '/api/cities/resolve']) {
      const lang = doc.paths[path].get.parameters.find((p: { name: string; in: string }) => p.name === 'lang' && p.in === 'query');
      expect(lang.description).toContain('Accept-Language');
      expect(lang.description).toContain('Москва, Россия');
    }
  });
});
