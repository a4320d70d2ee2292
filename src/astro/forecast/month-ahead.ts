// The month ahead: for each of 30 days, the fast planets' aspects to the natal chart, the Moon's sign
// and phase.
import type { AspectType, DayTransit, MonthAhead, MonthAheadDay, MoonPhaseName, NatalChart, PointId } from '../types.js';
import { PLANETS } from '../types.js';
import { ASPECT_ANGLES } from '../chart/aspects.js';
import { signOf } from '../chart/zodiac.js';
import { isoDate, jdFromDate, signedDifference, targetsFor } from './positions.js';
import { crossings, sampleTracks, trackAt } from './track.js';

export const MONTH_DAYS = 30;

type FastPlanet = DayTransit['transiting'];
const FAST_PLANETS: FastPlanet[] = ['sun', 'moon', 'mercury', 'venus', 'mars'];

/** The five Ptolemaic aspects; the quincunx is left to the natal reading. */
export const DAY_ASPECTS: AspectType[] = ['conjunction', 'sextile', 'square', 'trine', 'opposition'];

/** Sun to Mars count while within this orb at noon (UT); the Moon only on the day it is exact. */
export const DAY_TRANSIT_ORB = 1;

/**
 * A natal point that moved further than this over an unknown birth day is left out of the calendar. Only
 * the Moon does (11.8-15.4° a day); Mercury, the fastest planet, moves 2.2° at most, which shifts a
 * contact by hours, not days.
 */
export const UNCERTAIN_DAY_ARC = 5;

const PHASES: MoonPhaseName[] = [
  'new_moon', 'waxing_crescent', 'first_quarter', 'waxing_gibbous', 'full_moon', 'waning_gibbous', 'last_quarter', 'waning_crescent',
];

/** Phase from the Moon's elongation east of the Sun: eight 45° sectors centred on the quarters. */
export function moonPhaseName(elongation: number): MoonPhaseName {
  return PHASES[Math.floor((((elongation + 22.5) % 360) + 360) % 360 / 45) % 8];
}

export function computeMonthAhead(natal: NatalChart, from: Date): MonthAhead {
  const firstMidnight = Math.floor(jdFromDate(from) - 0.5) + 0.5;
  // Without a birth time the Moon's degree is uncertain by its whole day's motion; a calendar that dates
  // contacts to the day cannot place contacts to it, so they are left out and named as left out.
  const uncertain = PLANETS.filter((id) => {
    const range = natal.bodies[id].range;
    return range !== undefined && Math.abs(signedDifference(range.to.longitude, range.from.longitude)) > UNCERTAIN_DAY_ARC;
  });
  const points: { id: PointId; longitude: number }[] = PLANETS.filter((id) => !uncertain.includes(id))
    .map((id) => ({ id, longitude: natal.bodies[id].longitude }));
  if (natal.angles) points.push({ id: 'ascendant', longitude: natal.angles.ascendant }, { id: 'midheaven', longitude: natal.angles.midheaven });

  // Daily samples interpolated in between (track.ts); the Moon's 13°/day is smooth over a day.
  const tracks = sampleTracks(FAST_PLANETS, firstMidnight, firstMidnight + MONTH_DAYS, 1, natal.options.ayanamsa);

  // The zodiac degrees each natal point is aspected at, per aspect type: computed once for the month.
  const targets = points.map((point) => DAY_ASPECTS.map((type) => targetsFor(point.longitude, ASPECT_ANGLES[type])));

  // Exact aspects: every crossing in the month, filed under its day.
  const exactByDay: Set<string>[] = Array.from({ length: MONTH_DAYS }, () => new Set());
  for (const planet of FAST_PLANETS) {
    const track = tracks.get(planet)!;
    for (const [p, point] of points.entries()) {
      for (const [a, type] of DAY_ASPECTS.entries()) {
        for (const target of targets[p][a]) {
          for (const jd of crossings(track, target)) {
            const day = Math.floor(jd - firstMidnight);
            if (day >= 0 && day < MONTH_DAYS) exactByDay[day].add(`${planet}|${point.id}|${type}`);
          }
        }
      }
    }
  }

  const days: MonthAheadDay[] = [];
  for (let d = 0; d < MONTH_DAYS; d++) {
    const noon = firstMidnight + d + 0.5;
    const moonNoon = trackAt(tracks.get('moon')!, noon).longitude;
    const sunNoon = trackAt(tracks.get('sun')!, noon).longitude;
    const elongation = (((moonNoon - sunNoon) % 360) + 360) % 360;
    const transits: DayTransit[] = [];
    for (const planet of FAST_PLANETS) {
      const noonLon = trackAt(tracks.get(planet)!, noon).longitude;
      for (const [p, point] of points.entries()) {
        for (const [a, type] of DAY_ASPECTS.entries()) {
          const exact = exactByDay[d].has(`${planet}|${point.id}|${type}`);
          const close = planet !== 'moon' && targets[p][a].some((target) => Math.abs(signedDifference(noonLon, target)) <= DAY_TRANSIT_ORB);
          if (exact || close) transits.push({ transiting: planet, natal: point.id, type, exact });
        }
      }
    }
    days.push({
      date: isoDate(firstMidnight + d),
      moonSign: signOf(moonNoon),
      moonPhase: moonPhaseName(elongation),
      illumination: (1 - Math.cos((elongation * Math.PI) / 180)) / 2,
      transits,
    });
  }
  return { from: isoDate(firstMidnight), days, ...(uncertain.length > 0 ? { uncertainNatal: uncertain } : {}) };
}
