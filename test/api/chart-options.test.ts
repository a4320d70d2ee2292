// House systems, the sidereal zodiac and the new points through POST /api/chart, an order's meta and the
// reading it becomes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/reading/report/types.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';

const HOUSES = ['placidus', 'koch', 'porphyry', 'regiomontanus', 'campanus', 'equal', 'whole_sign'] as const;
const LONDON = { day: '15', month: '7', year: '1990', time: '14:30', city: 'London' };

describe('chart options', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(sqliteDatabase);
  });
  afterAll(async () => t?.close());

  const chart = (payload: object) => t.app.inject({ method: 'POST', url: '/api/chart', payload });

  it('casts a tropical Placidus chart by default and adds Chiron, Lilith and the Part of Fortune', async () => {
    const res = await chart(LONDON);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.options).toEqual({ houses: 'placidus', zodiac: 'tropical', ayanamsa: null });
    expect(body.ayanamsaDegrees).toBeNull();
    expect(body.houses.system).toBe('placidus');
    // Chiron was in Cancer in July 1990.
    expect(body.bodies.chiron).toMatchObject({ sign: 'cancer', house: expect.any(Number) });
    expect(body.bodies.lilith).toMatchObject({ sign: expect.any(String), house: expect.any(Number) });
    const { ascendant } = body.angles;
    const sun = body.bodies.sun.longitude, moon = body.bodies.moon.longitude;
    // 14:30 in July: the Sun is up, a day chart, Ascendant + Moon − Sun.
    expect(body.points.partOfFortune).toMatchObject({ sect: 'day', formula: 'ascendant + moon - sun' });
    expect(body.points.partOfFortune.longitude).toBeCloseTo((((ascendant + moon - sun) % 360) + 360) % 360, 5);
  });

  it('computes every house system, Whole Sign from 0° of the rising sign', async () => {
    const cusps = new Set<string>();
    for (const houses of HOUSES) {
      const body = (await chart({ ...LONDON, houses })).json();
      expect(body.options.houses).toBe(houses);
      expect(body.houses.system).toBe(houses);
      expect(body.houses.cusps).toHaveLength(12);
      if (houses === 'whole_sign') expect(body.houses.cusps[0]).toBe(Math.floor(body.angles.ascendant / 30) * 30);
      else expect(body.houses.cusps[0]).toBeCloseTo(body.angles.ascendant, 5);
      cusps.add(body.houses.cusps.slice(1, 3).join());
    }
    expect(cusps.size).toBe(HOUSES.length);
  });

  it('falls back to Porphyry inside the polar circle for Koch, and says why', async () => {
    const body = (await chart({ date: '2001-12-21', time: '10:15', latitude: 69.6489, longitude: 18.955, timezone: 'Europe/Oslo', houses: 'koch' })).json();
    expect(body.options.houses).toBe('koch');
    expect(body.houses.system).toBe('porphyry');
    expect(body.houses.fallbackReason).toMatch(/^Koch houses do not exist at latitude 69\.65°N/);
  });

  it('subtracts the ayanamsa of date in a sidereal chart, Lahiri unless another is named', async () => {
    const tropical = (await chart(LONDON)).json();
    const lahiri = (await chart({ ...LONDON, zodiac: 'sidereal' })).json();
    const fagan = (await chart({ ...LONDON, zodiac: 'sidereal', ayanamsa: 'fagan_bradley' })).json();
    expect(lahiri.options).toEqual({ houses: 'placidus', zodiac: 'sidereal', ayanamsa: 'lahiri' });
    expect(lahiri.ayanamsaDegrees).toBeCloseTo(23.72, 1);
    expect(fagan.ayanamsaDegrees - lahiri.ayanamsaDegrees).toBeCloseTo(0.883, 2);
    for (const sidereal of [lahiri, fagan]) {
      for (const id of ['sun', 'moon', 'chiron', 'lilith', 'trueNode'] as const) {
        expect(sidereal.bodies[id].longitude).toBeCloseTo((((tropical.bodies[id].longitude - sidereal.ayanamsaDegrees) % 360) + 360) % 360, 5);
      }
      expect(sidereal.angles.ascendant).toBeCloseTo((((tropical.angles.ascendant - sidereal.ayanamsaDegrees) % 360) + 360) % 360, 5);
    }
    expect(tropical.bodies.sun.sign).toBe('cancer');
    expect(lahiri.bodies.sun.sign).toBe('gemini');
  });

  it('refuses an ayanamsa without the sidereal zodiac, naming the field, and unknown option values', async () => {
    for (const payload of [{ ...LONDON, ayanamsa: 'lahiri' }, { ...LONDON, zodiac: 'tropical', ayanamsa: 'raman' }]) {
      const res = await chart(payload);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ ok: false, code: 'validation_failed', fields: [{ field: 'ayanamsa', message: expect.stringMatching(/sidereal/) }] });
    }
    const moment = await chart({ date: '1990-07-15', time: '14:30', latitude: 51.5, longitude: -0.13, utcOffset: '+01:00', ayanamsa: 'lahiri' });
    expect(moment.json().fields).toEqual([{ field: 'ayanamsa', message: expect.any(String) }]);
    for (const bad of [{ houses: 'topocentric' }, { zodiac: 'draconic' }, { zodiac: 'sidereal', ayanamsa: 'krishnamurti' }]) {
      const res = await chart({ ...LONDON, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      // The body may take either of two shapes, so the other shape's complaints follow; the option comes first.
      expect(res.json().fields[0]).toEqual({ field: Object.keys(bad).at(-1), message: 'must be equal to one of the allowed values' });
    }
  });

  it('publishes the options and the new points in the OpenAPI document', async () => {
    // Chiron's table (1800-2200) covers every year the API charts (1900-2099); outside it the engine
    // answers null (test/astro/chiron-lilith.test.ts), which the schema allows.
    const doc = (await t.app.inject('/openapi.json')).json();
    const text = JSON.stringify(doc);
    for (const value of [...HOUSES, 'sidereal', 'fagan_bradley', 'partOfFortune', 'chiron', 'lilith']) expect(text).toContain(`"${value}"`);
  });

  it('takes the same options in an order’s meta, refuses a stray ayanamsa, and the reading says what it used', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ meta: { ...LONDON, ayanamsa: 'raman' } }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'meta.ayanamsa', message: expect.stringMatching(/sidereal/) }]);

    const meta = { ...LONDON, houses: 'whole_sign', zodiac: 'sidereal', ayanamsa: 'raman' };
    const created = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ meta }) });
    expect(created.statusCode, created.body).toBe(200);
    const { orderId, payUrl } = created.json();
    const stored = await t.app.services.store.db.selectFrom('orders').select('meta').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.meta)).toEqual({ ...meta, placeId: '2643743', language: 'en' });
    expect((await t.app.inject({ method: 'POST', url: `${new URL(payUrl).pathname}/pay` })).statusCode).toBe(303);
    expect(await t.app.services.readings.generate(orderId)).toBe('created');
    const row = await t.app.services.store.db.selectFrom('readings').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const report = JSON.parse(row.report) as Report;
    expect(report.chart?.options).toEqual({ houses: 'whole_sign', zodiac: 'sidereal', ayanamsa: 'raman' });
    expect(row.markdown).toContain('This is a sidereal chart, measured against the fixed stars with the Raman ayanamsa');
    expect(row.markdown).toMatch(/in a tropical chart, (is read here as a sidereal Sun|stays in the same sign here)/);
    expect(row.markdown).toContain('Your houses are Whole Sign houses');
    expect(row.markdown).toMatch(/You were born by day, with the Sun at [^ ]+ \w+ above the horizon, so your Part of Fortune/);
    expect(row.markdown).toContain('| Chiron |');
    expect(report.facts).toContainEqual(['Chart', 'Sidereal zodiac (Raman), Whole Sign houses']);
    expect(report.footer).toContain('sidereal chart (Raman ayanamsa)');
    expect(row.wheel_svg).toContain('class="point" data-body="partOfFortune"');
  });
});
