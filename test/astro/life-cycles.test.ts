// Life timing against Swiss Ephemeris: the exact dates of Saturn's and Jupiter's returns, Saturn's
// squares and oppositions and the true node's returns over 90 years (test/astro/reference-swiss-cycles.ts,
// written by scripts/swiss-reference.mjs with its own quarter-day scan, apart from our search).
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { ageOn, computeLifeCycles, exactCrossings, type CycleBody, type CyclePhase } from '../../src/astro/forecast/life-cycles.js';
import { isoDate } from '../../src/astro/forecast/positions.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { Place } from '../../src/astro/types.js';
import { SWISS_CYCLES } from './reference-swiss-cycles.js';

const ANGLE: Record<CyclePhase, number> = { return: 0, waxing_square: 90, opposition: 180, waning_square: 270 };
/** Our dates are within this many days of Swiss Ephemeris's, every pass of every loop (measured: 2.2 hours at worst, Saturn near a station). */
const TOLERANCE_DAYS = 0.25;
/** The pass that holds birth (a planet born retrograde comes back over its degree within months) is no return. */
const BIRTH_PASS: Record<CycleBody, number> = { saturn: 400, jupiter: 300, trueNode: 300 };

const greenwich: Place = { name: 'Greenwich', region: null, country: 'GB', countryName: 'United Kingdom', latitude: 51.48, longitude: 0, timezone: 'UTC', population: 0 };
const utcOf = (jdUt: number) => new Date(Math.round((jdUt - 2440587.5) * 86400000));

describe('life timing against Swiss Ephemeris', () => {
  it(`finds every exact date of every pass within ${TOLERANCE_DAYS} day, from the same natal longitude`, () => {
    let worst = 0, compared = 0;
    for (const c of SWISS_CYCLES) {
      for (const e of c.events) {
        const target = c.natal[e.body] + ANGLE[e.phase];
        const keep = (jd: number) => e.phase !== 'return' || jd - c.jdUt >= BIRTH_PASS[e.body];
        const ours = exactCrossings(e.body, target, c.jdUt + 1, c.endJdUt, c.ayanamsa).filter(keep);
        const theirs = e.jdUts.filter(keep);
        expect(ours.length, `${c.label} ${e.body} ${e.phase}: ${ours.map(isoDate).join(' ')} vs ${theirs.map(isoDate).join(' ')}`).toBe(theirs.length);
        ours.forEach((jd, i) => {
          worst = Math.max(worst, Math.abs(jd - theirs[i]));
          compared++;
        });
      }
    }
    expect(compared).toBeGreaterThan(200);
    expect(worst).toBeLessThan(TOLERANCE_DAYS);
  });

  it('gives the chart its passes with the same dates, counted from birth, with the ages they fall at', () => {
    for (const c of SWISS_CYCLES.filter((k) => k.ayanamsa === null)) {
      const utc = utcOf(c.jdUt).toISOString();
      const moment = toBirthMoment({ date: utc.slice(0, 10), time: utc.slice(11, 16), timezone: 'UTC' });
      const chart = computeChart({ moment, place: greenwich });
      const cycles = computeLifeCycles(chart);
      for (const e of c.events) {
        const theirs = e.jdUts.filter((jd) => e.phase !== 'return' || jd - c.jdUt >= BIRTH_PASS[e.body]);
        const ours = cycles.events.filter((x) => x.body === e.body && x.phase === e.phase);
        expect(ours.map((x) => x.count)).toEqual(ours.map((_, i) => i + 1));
        const dates = ours.flatMap((x) => x.exactDates);
        expect(dates.length, `${c.label} ${e.body} ${e.phase}`).toBe(theirs.length);
        dates.forEach((date, i) => expect(Math.abs(Date.parse(date) / 86400000 + 2440587.5 - theirs[i])).toBeLessThan(TOLERANCE_DAYS + 1));
        for (const x of ours) {
          expect(x.start).toBe(x.exactDates[0]);
          expect(x.end).toBe(x.exactDates[x.exactDates.length - 1]);
          expect(x.ageStart).toBe(ageOn(moment.localDate, x.start));
        }
      }
    }
  });

  it('finds Saturn returns near 29, 59 and 88, Jupiter returns every 12 years and nodal returns every 18.6', () => {
    const chart = computeChart({ moment: toBirthMoment({ date: '1985-03-12', time: '14:30', timezone: 'Europe/Moscow' }), place: { ...greenwich, latitude: 55.75, longitude: 37.62, timezone: 'Europe/Moscow' } });
    const { events, until } = computeLifeCycles(chart);
    expect(until).toBe('2075-03-12');
    const ages = (body: CycleBody, phase: CyclePhase) => events.filter((e) => e.body === body && e.phase === phase).map((e) => e.ageStart);
    expect(ages('saturn', 'return')).toEqual([29, 58, 88]);
    expect(ages('saturn', 'opposition')).toEqual([15, 45, 74]);
    expect(ages('jupiter', 'return')).toEqual([11, 23, 35, 47, 59, 71, 83]);
    expect(ages('trueNode', 'return')).toEqual([18, 37, 55, 74]);
  });

  it('without a birth time, spans every hour of the day: the noon dates lie inside each pass', () => {
    const place = { ...greenwich, latitude: 55.75, longitude: 37.62, timezone: 'Europe/Moscow' };
    const untimed = computeLifeCycles(computeChart({ moment: toBirthMoment({ date: '1985-03-12', time: null, timezone: 'Europe/Moscow' }), place }));
    expect(untimed.events.length).toBeGreaterThan(20);
    for (const e of untimed.events) {
      expect(e.dependsOnBirthTime).toBe(true);
      for (const d of e.exactDates) expect(d >= e.start && d <= e.end).toBe(true);
    }
    // Births at the two ends of the day fall inside the untimed spans.
    for (const time of ['00:00', '23:59']) {
      const timed = computeLifeCycles(computeChart({ moment: toBirthMoment({ date: '1985-03-12', time, timezone: 'Europe/Moscow' }), place }));
      for (const e of timed.events) {
        const span = untimed.events.find((u) => u.body === e.body && u.phase === e.phase && u.count === e.count)!;
        expect(e.start >= span.start && e.end <= span.end, `${e.body} ${e.phase} ${e.count} at ${time}`).toBe(true);
      }
    }
  });
});
