import { describe, expect, it } from 'vitest';
import { SearchGlobalSolarEclipse, SearchLunarEclipse, NextGlobalSolarEclipse, NextLunarEclipse } from 'astronomy-engine';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { apparentBodies, ephemerisMoment } from '../../src/astro/ephemeris/apparent.js';
import { computeForecast } from '../../src/astro/forecast/forecast.js';
import { computeMonthAhead, moonPhaseName, MONTH_DAYS } from '../../src/astro/forecast/month-ahead.js';
import { ASPECT_ANGLES } from '../../src/astro/chart/aspects.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { BodyId, Place } from '../../src/astro/types.js';

const moscow: Place = { name: 'Moscow', region: null, country: 'RU', countryName: 'Russia', latitude: 55.7522, longitude: 37.6156, timezone: 'Europe/Moscow', population: 10381222 };
const natal = computeChart({ moment: toBirthMoment({ date: '1990-05-01', time: '10:15', timezone: 'Europe/Moscow' }), place: moscow });
const from = new Date('2026-01-15T00:00:00Z');
const forecast = computeForecast(natal, from);

/** Precise apparent longitude (the natal-chart ephemeris) at 00:00 UT of an ISO date plus `days`. */
function preciseLongitude(body: BodyId, isoDate: string, days = 0): number {
  return apparentBodies(ephemerisMoment(Date.parse(`${isoDate}T00:00:00Z`) / 86400000 + 2440587.5 + days))[body].longitude;
}
const signed = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;

describe('12-month forecast', () => {
  it('spans twelve months from the order date', () => {
    expect(forecast.from).toBe('2026-01-15');
    expect(forecast.to).toBe('2027-01-15');
  });

  it('dates every exact hit on the day the transiting planet crosses the aspect point', () => {
    let checked = 0;
    for (const hit of forecast.transits) {
      const natalLon = hit.natal === 'ascendant' || hit.natal === 'midheaven' ? natal.angles![hit.natal] : natal.bodies[hit.natal].longitude;
      const angle = ASPECT_ANGLES[hit.type];
      for (const date of hit.exactDates) {
        const a = preciseLongitude(hit.transiting, date), b = preciseLongitude(hit.transiting, date, 1);
        const crossed = [natalLon + angle, natalLon - angle].some((target) => {
          const da = signed(a, target), db = signed(b, target);
          return Math.sign(da) !== Math.sign(db) || Math.abs(da) < 1e-4 || Math.abs(db) < 1e-4;
        });
        expect(crossed, `${hit.transiting} ${hit.type} ${hit.natal} on ${date}`).toBe(true);
        checked++;
      }
      expect(hit.start <= hit.end).toBe(true);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('includes retrograde re-hits: Pluto opposite the natal Moon three times in 2026', () => {
    const hit = forecast.transits.find((t) => t.transiting === 'pluto' && t.natal === 'moon' && t.type === 'opposition');
    expect(hit?.exactDates).toHaveLength(3);
    expect(hit!.start).toBe('2026-01-15'); // already within ${TRANSIT_ORB}° on the first day
  });

  it('finds the sign ingresses of 2026 on the right days (Neptune and Saturn into Aries, Uranus into Gemini, Jupiter into Leo)', () => {
    const byBody = Object.fromEntries(forecast.ingresses.map((i) => [`${i.body}-${i.sign}`, i]));
    expect(Object.keys(byBody)).toEqual(expect.arrayContaining(['neptune-aries', 'saturn-aries', 'uranus-gemini', 'jupiter-leo']));
    for (const ingress of forecast.ingresses) {
      const before = preciseLongitude(ingress.body, ingress.date), after = preciseLongitude(ingress.body, ingress.date, 1);
      expect(Math.floor(before / 30) !== Math.floor(after / 30), `${ingress.body} ${ingress.date}`).toBe(true);
    }
    expect(byBody['jupiter-leo'].date).toBe('2026-06-30');
    expect(byBody['neptune-aries'].date).toBe('2026-01-26');
  });

  it('lists the eclipses that an independent search (astronomy-engine) finds in the window', () => {
    const to = new Date('2027-01-15T00:00:00Z');
    const expected: string[] = [];
    for (let e = SearchGlobalSolarEclipse(from); e.peak.date < to; e = NextGlobalSolarEclipse(e.peak)) expected.push(`solar ${e.peak.date.toISOString().slice(0, 10)} ${e.kind}`);
    for (let e = SearchLunarEclipse(from); e.peak.date < to; e = NextLunarEclipse(e.peak)) expected.push(`lunar ${e.peak.date.toISOString().slice(0, 10)} ${e.kind}`);
    expect(forecast.eclipses.map((e) => `${e.kind} ${e.date} ${e.subtype}`).sort()).toEqual(expected.sort());
    const total = forecast.eclipses.find((e) => e.kind === 'solar' && e.subtype === 'total');
    expect(total).toMatchObject({ date: '2026-08-12', sign: 'leo' });
  });

  it('reports a Jupiter return for someone born twelve years earlier', () => {
    const young = computeChart({ moment: toBirthMoment({ date: '2014-08-01', time: '12:00', timezone: 'Europe/Moscow' }), place: moscow });
    const f = computeForecast(young, from);
    const jupiter = f.returns.find((r) => r.body === 'jupiter');
    expect(jupiter?.dates.length).toBeGreaterThan(0);
    expect(f.returns.find((r) => r.body === 'saturn')).toBeUndefined();
    const date = jupiter!.dates[0];
    expect(Math.abs(signed(preciseLongitude('jupiter', date), young.bodies.jupiter.longitude))).toBeLessThan(0.3);
  });

  it('leaves the angles out without a birth time', () => {
    const noTime = computeChart({ moment: toBirthMoment({ date: '1990-05-01', time: null, timezone: 'Europe/Moscow' }), place: moscow });
    const f = computeForecast(noTime, from);
    expect(f.transits.some((t) => t.natal === 'ascendant' || t.natal === 'midheaven')).toBe(false);
  });
});

describe('month ahead', () => {
  const month = computeMonthAhead(natal, new Date('2026-02-10T15:00:00Z'));
  // The calendar counts local days in the birth place's zone: Moscow, UTC+3 all year.
  const MOSCOW = 3 / 24;

  it('covers thirty local days from the order date', () => {
    expect(month.from).toBe('2026-02-10');
    expect(month.timezone).toBe('Europe/Moscow');
    expect(month.days).toHaveLength(MONTH_DAYS);
    expect(month.days[29].date).toBe('2026-03-11');
  });

  it('starts on the local date of the order, not the UTC one', () => {
    const la = computeChart({ moment: toBirthMoment({ date: '1990-05-01', time: '10:15', timezone: 'America/Los_Angeles' }), place: { ...moscow, timezone: 'America/Los_Angeles' } });
    // 03:00 UTC on 10 February is 19:00 on 9 February in Los Angeles.
    expect(computeMonthAhead(la, new Date('2026-02-10T03:00:00Z')).from).toBe('2026-02-09');
  });

  it('gives the Moon sign at local noon, and names a lunation once, on its exact local day', () => {
    for (const day of month.days) {
      const lon = preciseLongitude('moon', day.date, 0.5 - MOSCOW);
      expect(day.moonSign, day.date).toBe(['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'][Math.floor(lon / 30)]);
    }
    // The eclipses of 17 February (new, 12:01 UTC) and 3 March 2026 (full, 11:33 UTC).
    const newMoon = month.days.filter((d) => d.moonPhase === 'new_moon');
    expect(newMoon.map((d) => d.date)).toEqual(['2026-02-17']);
    expect(newMoon[0].lunation?.time).toMatch(/^15:0\d$/);
    expect(newMoon[0].illumination).toBeLessThan(0.02);
    const fullMoon = month.days.filter((d) => d.moonPhase === 'full_moon');
    expect(fullMoon.map((d) => d.date)).toEqual(['2026-03-03']);
    expect(fullMoon[0].illumination).toBeGreaterThan(0.98);
    for (const day of month.days) expect(day.lunation === undefined, day.date).toBe(!['new_moon', 'first_quarter', 'full_moon', 'last_quarter'].includes(day.moonPhase));
    expect(month.days.filter((d) => d.lunation).length).toBe(4);
  });

  it('marks a transit exact on the local day it perfects', () => {
    for (const day of month.days) {
      for (const t of day.transits.filter((x) => x.exact)) {
        const natalLon = t.natal === 'ascendant' || t.natal === 'midheaven' ? natal.angles![t.natal] : natal.bodies[t.natal].longitude;
        const a = preciseLongitude(t.transiting, day.date, -MOSCOW), b = preciseLongitude(t.transiting, day.date, 1 - MOSCOW);
        const angle = ASPECT_ANGLES[t.type];
        const crossed = [natalLon + angle, natalLon - angle].some((target) => Math.sign(signed(a, target)) !== Math.sign(signed(b, target)));
        expect(crossed, `${day.date} ${t.transiting} ${t.type} ${t.natal}`).toBe(true);
      }
    }
    expect(month.days.some((d) => d.transits.some((t) => t.transiting === 'moon' && t.exact))).toBe(true);
  });

  const SIGN_LIST = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
  /** Days after 00:00 UT of a local date at HH:MM on the Moscow clock. */
  const atLocal = (time: string) => (Number(time.slice(0, 2)) + Number(time.slice(3, 5)) / 60) / 24 - MOSCOW;

  it("gives each lunation the Moon's own sign and degree at its minute, not the noon sign", () => {
    for (const day of month.days.filter((d) => d.lunation)) {
      const lon = preciseLongitude('moon', day.date, atLocal(day.lunation!.time));
      // Within the Moon's motion in one minute of time and the track's interpolation: 0.05°.
      expect(Math.abs(signed(day.lunation!.longitude!, lon)), day.date).toBeLessThan(0.05);
      expect(day.lunation!.sign, day.date).toBe(SIGN_LIST[Math.floor((((lon % 360) + 360) % 360) / 30)]);
    }
  });

  it('names the Full Moon of 26 September 2026 in Aries, where it is, though the Moon is still in Pisces at noon', () => {
    const september = computeMonthAhead(natal, new Date('2026-09-10T15:00:00Z'));
    const day = september.days.find((d) => d.date === '2026-09-26')!;
    expect(day.moonSign).toBe('pisces');
    expect(day.lunation).toMatchObject({ phase: 'full_moon', sign: 'aries' });
    expect(day.moonIngress?.sign).toBe('aries');
  });

  it('times the Moon entering each sign on its local day, to within two minutes', () => {
    const ingresses = month.days.filter((d) => d.moonIngress);
    // The Moon changes sign every 2.3 to 2.7 days: 11 to 13 times in 30 days.
    expect(ingresses.length).toBeGreaterThanOrEqual(11);
    expect(ingresses.length).toBeLessThanOrEqual(13);
    for (const day of ingresses) {
      const { sign, time } = day.moonIngress!;
      const boundary = SIGN_LIST.indexOf(sign) * 30;
      const before = preciseLongitude('moon', day.date, atLocal(time) - 2 / 1440);
      const after = preciseLongitude('moon', day.date, atLocal(time) + 2 / 1440);
      expect(signed(before, boundary), `${day.date} ${time}`).toBeLessThan(0);
      expect(signed(after, boundary), `${day.date} ${time}`).toBeGreaterThan(0);
    }
  });

  it('lists the slow transits in force in those thirty days, as the 12-month forecast finds them', () => {
    const year = computeForecast(natal, new Date('2026-02-10T15:00:00Z'));
    const first = month.days[0].date, last = month.days[MONTH_DAYS - 1].date;
    const inForce = year.transits.filter((t) => t.start <= last && t.end >= first).map((t) => `${t.transiting}-${t.type}-${t.natal}`).sort();
    expect(month.slow!.map((t) => `${t.transiting}-${t.type}-${t.natal}`).sort()).toEqual(inForce);
    for (const hit of month.slow!) for (const date of hit.exactDates) expect(date >= first && date <= last, date).toBe(true);
  });

  it('names the eight phases by elongation', () => {
    expect([0, 30, 90, 135, 180, 225, 270, 330, 350].map(moonPhaseName)).toEqual([
      'new_moon', 'waxing_crescent', 'first_quarter', 'waxing_gibbous', 'full_moon', 'waning_gibbous', 'last_quarter', 'waning_crescent', 'new_moon',
    ]);
  });
});
