// Unknown birth time: the chart spans the whole local birth day. Ingress instants are checked against
// astronomy-engine (an independent lunar and solar theory, searched here to the second) and aspect
// certainty against charts cast, with the time known, for the minutes either side of each boundary.
import { EclipticGeoMoon, Search, Seasons, MakeTime } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { angleDifference } from '../../src/astro/chart/zodiac.js';
import { toBirthMoment, toBirthMomentWithOffset } from '../../src/astro/time/birth-moment.js';
import type { Aspect, NatalChart, Place } from '../../src/astro/types.js';

const berlin: Place = {
  name: 'Berlin', region: null, country: 'DE', countryName: 'Germany', latitude: 52.52437, longitude: 13.41053, timezone: 'Europe/Berlin', population: 3426354,
};
const newYork: Place = {
  name: 'New York', region: 'New York', country: 'US', countryName: 'United States', latitude: 40.71427, longitude: -74.00597, timezone: 'America/New_York', population: 8804190,
};

const unknownTime = (date: string, place: Place) => computeChart({ moment: toBirthMoment({ date, time: null, timezone: place.timezone }), place });
const atTime = (date: string, time: string, place: Place) => computeChart({ moment: toBirthMoment({ date, time, timezone: place.timezone }), place });

/** The instant astronomy-engine's Moon reaches `longitude` (ecliptic of date) between two instants. */
function referenceMoonCrossing(longitude: number, from: string, to: string): number {
  const f = (t: Parameters<Parameters<typeof Search>[0]>[0]) => angleDifference(EclipticGeoMoon(t).lon, longitude);
  const found = Search(f, MakeTime(new Date(from)), MakeTime(new Date(to)), { dt_tolerance_seconds: 1 });
  if (!found) throw new Error('astronomy-engine found no crossing');
  return found.date.getTime();
}

const TWO_MINUTES = 120000;

describe('an unknown birth time: the Moon over the whole day', () => {
  // 22 March 1990 in Berlin (CET, +01:00): the Moon left Capricorn for Aquarius before dawn.
  const chart = unknownTime('1990-03-22', berlin);
  const moon = chart.bodies.moon;

  it('spans the local day, 00:00 to 24:00 CET, and leaves out angles, houses and the Part of Fortune', () => {
    expect(chart.day).toEqual({ start: '1990-03-21T23:00:00Z', end: '1990-03-22T23:00:00Z' });
    expect(chart.angles).toBeNull();
    expect(chart.houses).toBeNull();
    expect(chart.points.partOfFortune).toBeNull();
    expect(chart.chartRuler).toBeNull();
    for (const aspect of chart.aspects) expect([aspect.a, aspect.b]).not.toContain('ascendant');
  });

  it('gives both signs and the ingress within two minutes of astronomy-engine, on the local clock', () => {
    expect(moon.range).toMatchObject({ from: { sign: 'capricorn' }, to: { sign: 'aquarius' }, ingress: { sign: 'aquarius' } });
    const reference = referenceMoonCrossing(300, chart.day!.start, chart.day!.end);
    const ingress = Date.parse(moon.range!.ingress!.utc);
    expect(Math.abs(ingress - reference)).toBeLessThan(TWO_MINUTES);
    // CET is UTC+1 all day; the clock time is the UTC instant plus an hour, seconds dropped.
    const clock = new Date(ingress + 3600000).toISOString().slice(11, 16);
    expect(moon.range!.ingress!.localTime).toBe(clock);
    expect(clock).toBe('03:31');
  });

  it('gives the Moon’s longitude at both ends of the day within 0.01° of astronomy-engine', () => {
    expect(Math.abs(angleDifference(moon.range!.from.longitude, EclipticGeoMoon(new Date(chart.day!.start)).lon))).toBeLessThan(0.01);
    expect(Math.abs(angleDifference(moon.range!.to.longitude, EclipticGeoMoon(new Date(chart.day!.end)).lon))).toBeLessThan(0.01);
  });

  it('keeps the noon position as the Moon’s place in the chart, inside the range', () => {
    const fromStart = (x: number) => ((x - moon.range!.from.longitude) % 360 + 360) % 360;
    expect(fromStart(moon.longitude)).toBeGreaterThan(0);
    expect(fromStart(moon.longitude)).toBeLessThan(fromStart(moon.range!.to.longitude));
  });

  it('still gives the range on a day without a sign change, with no ingress', () => {
    const quiet = unknownTime('1990-03-21', berlin);
    expect(quiet.bodies.moon.range).toMatchObject({ from: { sign: 'capricorn' }, to: { sign: 'capricorn' }, ingress: null });
    const arc = quiet.bodies.moon.range!.to.longitude - quiet.bodies.moon.range!.from.longitude;
    expect(arc).toBeGreaterThan(11.5);
    expect(arc).toBeLessThan(15.5);
    expect(quiet.bodies.saturn.range!.ingress).toBeNull();
  });

  it('gives every body a range, and the Sun its own ingress on the evening of the equinox in New York', () => {
    // The March 2024 equinox was at 03:06 UTC on the 20th: 23:06 EDT on the 19th in New York.
    const equinoxDay = unknownTime('2024-03-19', newYork);
    for (const body of Object.values(equinoxDay.bodies)) expect(body?.range).toBeDefined();
    const sun = equinoxDay.bodies.sun.range!;
    expect(sun).toMatchObject({ from: { sign: 'pisces' }, to: { sign: 'aries' }, ingress: { sign: 'aries' } });
    const reference = Seasons(2024).mar_equinox.date.getTime();
    expect(Math.abs(Date.parse(sun.ingress!.utc) - reference)).toBeLessThan(TWO_MINUTES);
    expect(sun.ingress!.localTime).toBe(new Date(reference - 4 * 3600000).toISOString().slice(11, 16));
  });

  it('follows the clock change: 31 March 2024 in Berlin lasted 23 hours', () => {
    const short = unknownTime('2024-03-31', berlin);
    expect(short.day).toEqual({ start: '2024-03-30T23:00:00Z', end: '2024-03-31T22:00:00Z' });
  });

  it('reads a fixed UTC offset as the clock of the day', () => {
    const moment = toBirthMomentWithOffset({ date: '1990-03-22', time: null, utcOffset: '+05:30' });
    const chart = computeChart({ moment, place: { ...berlin, timezone: moment.timezone } });
    expect(chart.day).toEqual({ start: '1990-03-21T18:30:00Z', end: '1990-03-22T18:30:00Z' });
    const ingress = Date.parse(chart.bodies.moon.range!.ingress!.utc);
    expect(chart.bodies.moon.range!.ingress!.localTime).toBe(new Date(ingress + 5.5 * 3600000).toISOString().slice(11, 16));
  });

  it('gives no range to a chart whose time is known', () => {
    const known = atTime('1990-03-22', '14:30', berlin);
    expect(known.bodies.moon.range).toBeUndefined();
    expect(known.day).toBeUndefined();
    for (const aspect of known.aspects) expect(aspect.day).toBeUndefined();
  });
});

describe('an unknown birth time: which aspects hold all day and which only for some hours', () => {
  const DATES = ['1990-03-21', '1990-03-22', '2024-03-31'];
  const same = (x: Aspect, y: Aspect) => x.type === y.type && [x.a, x.b].sort().join() === [y.a, y.b].sort().join();
  const has = (chart: NatalChart, aspect: Aspect) => chart.aspects.some((a) => same(a, aspect));
  // A chart cast for a known time also has aspects to its angles, which an unknown time cannot have.
  const withoutAngles = (aspects: Aspect[]) => aspects.filter((a) => ![a.a, a.b].some((p) => p === 'ascendant' || p === 'midheaven'));
  /** "HH:MM" shifted by whole minutes, for charts cast either side of a boundary. */
  const shift = (clock: string, minutes: number) => {
    const total = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)) + minutes;
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };

  for (const date of DATES) {
    const chart = unknownTime(date, berlin);

    it(`${date}: an aspect held all day is in the charts for 00:00, noon and 23:58`, () => {
      const allDay = chart.aspects.filter((a) => a.day!.certainty === 'all_day');
      expect(allDay.length).toBeGreaterThan(0);
      for (const time of ['00:00', '12:00', '23:58']) {
        const known = atTime(date, time, berlin);
        for (const aspect of allDay) expect(has(known, aspect), `${aspect.a} ${aspect.type} ${aspect.b} at ${time}`).toBe(true);
      }
    });

    it(`${date}: an aspect held part of the day forms within two minutes of its stated hours`, () => {
      const partial = chart.aspects.filter((a) => a.day!.certainty === 'part_of_day');
      expect(partial.length).toBeGreaterThan(0);
      for (const aspect of partial) {
        const { from, to } = aspect.day!;
        expect(has(atTime(date, shift(from, 2), berlin), aspect), `${aspect.a} ${aspect.type} ${aspect.b} after ${from}`).toBe(true);
        if (from !== '00:00') expect(has(atTime(date, shift(from, -2), berlin), aspect), `before ${from}`).toBe(false);
        expect(has(atTime(date, shift(to, -2), berlin), aspect), `${aspect.a} ${aspect.type} ${aspect.b} before ${to}`).toBe(true);
        if (to !== '24:00') expect(has(atTime(date, shift(to, 2), berlin), aspect), `after ${to}`).toBe(false);
      }
    });

    it(`${date}: every aspect of any hour's chart is listed, and none that no hour has`, () => {
      const hourly = Array.from({ length: 24 }, (_, h) => atTime(date, `${String(h).padStart(2, '0')}:30`, berlin));
      for (const known of hourly) for (const aspect of withoutAngles(known.aspects)) expect(has(chart, aspect), `${aspect.a} ${aspect.type} ${aspect.b}`).toBe(true);
      const everAt = (aspect: Aspect) => hourly.some((known) => has(known, aspect));
      // An aspect in orb for less than an hour may fall between the half-hours; it must then be partial and short.
      for (const aspect of chart.aspects.filter((a) => !everAt(a))) {
        expect(aspect.day!.certainty).toBe('part_of_day');
      }
    });

    it(`${date}: a Moon aspect exact during the day turns over within two minutes of its stated time`, () => {
      const exact = chart.aspects.filter((a) => a.day!.exactAt !== null && (a.a === 'moon' || a.b === 'moon'));
      expect(exact.length).toBeGreaterThan(0);
      for (const aspect of exact) {
        const orbAt = (time: string) => {
          const known = atTime(date, time, berlin);
          const separation = Math.abs(angleDifference(known.bodies[aspect.a as 'moon'].longitude, known.bodies[aspect.b as 'moon'].longitude));
          return separation - aspect.exactAngle;
        };
        const at = aspect.day!.exactAt!;
        expect(aspect.day!.orbMin).toBe(0);
        // The signed distance from exact changes sign across the stated minute (conjunctions touch 0 from above).
        const before = orbAt(shift(at, -2)), after = orbAt(shift(at, 2));
        if (aspect.type === 'conjunction' || aspect.type === 'opposition') {
          expect(Math.abs(before)).toBeLessThan(0.05);
          expect(Math.abs(after)).toBeLessThan(0.05);
        } else {
          expect(Math.sign(before)).not.toBe(Math.sign(after));
        }
      }
    });
  }

  it('keeps the orb and motion of an aspect that holds at noon as the noon chart has them', () => {
    const chart = unknownTime('1990-03-22', berlin);
    const noon = atTime('1990-03-22', '12:00', berlin);
    for (const aspect of withoutAngles(noon.aspects)) {
      const found = chart.aspects.find((a) => same(a, aspect))!;
      expect(found.orb).toBeCloseTo(aspect.orb, 9);
      expect(found.applying).toBe(aspect.applying);
      expect(found.day!.orbMin).toBeLessThanOrEqual(aspect.orb + 1e-6);
      expect(found.day!.orbMax).toBeGreaterThanOrEqual(aspect.orb - 1e-6);
    }
  });
});
