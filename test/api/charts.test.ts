// POST /api/chart, GET /api/cities, and the city check of order creation, through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';

describe('charts and cities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(sqliteDatabase);
  });
  afterAll(async () => t?.close());

  const chart = (payload: object) => t.app.inject({ method: 'POST', url: '/api/chart', payload });

  it('computes a chart from an order’s birth fields', async () => {
    const res = await chart({ day: '15', month: '7', year: '1990', time: '14:30', city: 'London' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.moment).toMatchObject({ utc: '1990-07-15T13:30:00Z', timezone: 'Europe/London', utcOffset: '+01:00', timeKnown: true, note: null });
    expect(body.place.name).toContain('London');
    expect(body.bodies.sun.sign).toBe('cancer');
    expect(body.bodies.sun.longitude).toBeGreaterThan(112);
    expect(body.bodies.sun.longitude).toBeLessThan(113.5);
    expect(Object.keys(body.bodies)).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'meanNode', 'trueNode', 'chiron', 'lilith']);
    for (const b of Object.values<any>(body.bodies)) {
      expect(b.longitude).toBeGreaterThanOrEqual(0);
      expect(b.longitude).toBeLessThan(360);
      expect(b.house).toBeGreaterThanOrEqual(1);
    }
    expect(body.houses.system).toBe('placidus');
    expect(body.houses.cusps).toHaveLength(12);
    expect(body.houses.cusps[0]).toBeCloseTo(body.angles.ascendant, 6);
    expect(body.aspects.length).toBeGreaterThan(3);
  });

  it('computes the same chart from an explicit moment and place, by zone or by offset', async () => {
    const byZone = (await chart({ date: '1990-07-15', time: '14:30', latitude: 51.50853, longitude: -0.12574, timezone: 'Europe/London' })).json();
    const byOffset = (await chart({ date: '1990-07-15', time: '14:30:00', latitude: 51.50853, longitude: -0.12574, utcOffset: '+01:00' })).json();
    const byCity = (await chart({ day: '15', month: '7', year: '1990', time: '14:30', city: 'London' })).json();
    expect(byZone.moment.utc).toBe('1990-07-15T13:30:00Z');
    expect(byOffset.moment.utc).toBe(byZone.moment.utc);
    expect(byOffset.bodies.moon.longitude).toBeCloseTo(byCity.bodies.moon.longitude, 6);
    expect(byZone.angles.ascendant).toBeCloseTo(byCity.angles.ascendant, 6);
  });

  it('says so when there is no birth time: a noon chart without angles or houses', async () => {
    const body = (await chart({ day: '15', month: '7', year: '1990', city: 'London' })).json();
    expect(body.moment.timeKnown).toBe(false);
    expect(body.moment.utc).toBe('1990-07-15T11:00:00Z');
    expect(body.moment.note).toMatch(/noon/i);
    expect(body.angles).toBeNull();
    expect(body.houses).toBeNull();
    expect(body.bodies.sun.house).toBeNull();
    expect(body.points.partOfFortune).toBeNull();
  });

  it('gives the Moon’s range over the birth day without a time: both signs and the local time it changed sign', async () => {
    // 22 March 1990: the Moon entered Aquarius at 02:31 UTC, on London's clock (GMT) 02:31.
    const res = await chart({ day: '22', month: '3', year: '1990', city: 'London' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.day).toEqual({ start: '1990-03-22T00:00:00Z', end: '1990-03-23T00:00:00Z' });
    expect(body.bodies.moon.sign).toBe('aquarius');
    expect(body.bodies.moon.range).toMatchObject({
      from: { sign: 'capricorn' }, to: { sign: 'aquarius' }, ingress: { localTime: '02:31', sign: 'aquarius' },
    });
    expect(body.bodies.moon.range.ingress.utc).toMatch(/^1990-03-22T02:31:\d{2}Z$/);
    expect(body.bodies.saturn.range).toMatchObject({ from: { sign: 'capricorn' }, to: { sign: 'capricorn' }, ingress: null });
    expect(body.bodies.lilith.range).toBeDefined();
    const moonAspects = body.aspects.filter((a: any) => a.a === 'moon' || a.b === 'moon');
    expect(moonAspects.length).toBeGreaterThan(0);
    for (const aspect of body.aspects) expect(['all_day', 'part_of_day']).toContain(aspect.day.certainty);
    expect(moonAspects.some((a: any) => a.day.certainty === 'part_of_day')).toBe(true);
    const partial = moonAspects.find((a: any) => a.day.certainty === 'part_of_day');
    expect(partial.day.from !== '00:00' || partial.day.to !== '24:00').toBe(true);
    expect(partial.day.orbMin).toBeLessThanOrEqual(partial.day.orbMax);

    const known = (await chart({ day: '22', month: '3', year: '1990', time: '12:00', city: 'London' })).json();
    expect(known.day).toBeUndefined();
    expect(known.bodies.moon.range).toBeUndefined();
    expect(known.aspects[0].day).toBeUndefined();
  });

  it('documents the ranges in the OpenAPI description of the chart', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const text = JSON.stringify(doc);
    expect(text).toContain('changes sign on nearly half of all days');
    expect(text).toContain('part_of_day');
  });

  it('refuses bad input with the failing field', async () => {
    const both = await chart({ date: '1990-07-15', latitude: 1, longitude: 1, timezone: 'UTC', utcOffset: '+00:00' });
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('validation_failed');
    const neither = await chart({ date: '1990-07-15', latitude: 1, longitude: 1 });
    expect(neither.statusCode).toBe(400);
    const zone = await chart({ date: '1990-07-15', latitude: 1, longitude: 1, timezone: 'Mars/Olympus' });
    expect(zone.json().fields[0].field).toBe('timezone');
    expect((await chart({ date: '1990-07-15', latitude: 91, longitude: 1, timezone: 'UTC' })).statusCode).toBe(400);
    expect((await chart({ day: '15', month: '7', year: '1990', city: 'London', latitude: 3 })).statusCode).toBe(400);
    const city = await chart({ day: '15', month: '7', year: '1990', city: 'Qwxzv Nowhere' });
    expect(city.statusCode).toBe(422);
    expect(city.json().code).toBe('unknown_city');
  });

  it('finds cities in any language for the autocomplete', async () => {
    const moscow = (await t.app.inject('/api/cities?q=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0&limit=3')).json();
    expect(moscow.cities[0]).toMatchObject({ name: 'Moscow', country: 'RU', timezone: 'Europe/Moscow' });
    expect(moscow.cities.length).toBeLessThanOrEqual(3);
    const munich = (await t.app.inject('/api/cities?q=M%C3%BCnchen')).json();
    expect(munich.cities[0]).toMatchObject({ name: 'Munich', country: 'DE', timezone: 'Europe/Berlin' });
    expect(munich.cities[0].label).toContain('Germany');
    expect((await t.app.inject('/api/cities')).statusCode).toBe(400);
    expect((await t.app.inject('/api/cities?q=Lon&limit=50')).statusCode).toBe(400);
  });

  it('refuses an order whose city cannot be found, with suggestions', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ meta: { day: '1', month: '1', year: '1990', time: '10:00', city: 'Qwxzv Nowhere' } }) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'unknown_city', fields: [{ field: 'meta.city' }] });
    expect(Array.isArray(res.json().suggestions)).toBe(true);
    const typo = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ meta: { day: '1', month: '1', year: '1990', time: '10:00', city: 'Pariss' } }) });
    expect(typo.statusCode).toBe(422);
    expect(typo.json().suggestions[0]).toBe('Paris, France');
    expect(typo.json().suggestions.length).toBeLessThanOrEqual(5);
    const localName = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ meta: { day: '1', month: '1', year: '1990', time: '10:00', city: 'Москва' } }) });
    expect(localName.statusCode).toBe(200);
  });
});
