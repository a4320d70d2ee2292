// The month ahead: for each of 30 days, the fast planets' aspects to the natal chart, the Moon's sign
// and phase. Days are the customer's local days: orders hold no zone of their own, so the birth place's
// zone is used (the same clock the reading gives the birth in).
import type { AspectType, DayTransit, Lunation, MonthAhead, MonthAheadDay, MoonPhaseName, NatalChart, TransitPointId } from '../types.js';
import { findTimeZone } from '../time/time-zones.js';
import { PLANETS } from '../types.js';
import { ASPECT_ANGLES } from '../chart/aspects.js';
import { normalizeDegrees, signOf } from '../chart/zodiac.js';
import { JD_UNIX_EPOCH, findRoot, signedDifference, targetsFor } from './positions.js';
import { crossings, sampleTracks, trackAt, type Track } from './track.js';
import { slowTransits } from './forecast.js';

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
const UNCERTAIN_DAY_ARC = 5;

const PHASES: MoonPhaseName[] = [
  'new_moon', 'waxing_crescent', 'first_quarter', 'waxing_gibbous', 'full_moon', 'waning_gibbous', 'last_quarter', 'waning_crescent',
];

/** Phase from the Moon's elongation east of the Sun: eight 45° sectors centred on the quarters. */
export function moonPhaseName(elongation: number): MoonPhaseName {
  return PHASES[Math.floor((((elongation + 22.5) % 360) + 360) % 360 / 45) % 8];
}

const LUNATIONS: Lunation['phase'][] = ['new_moon', 'first_quarter', 'full_moon', 'last_quarter'];
/** Between two lunations a day is named for the stretch it lies in, never for the quarter itself. */
const BETWEEN: MoonPhaseName[] = ['waxing_crescent', 'waxing_gibbous', 'waning_gibbous', 'waning_crescent'];

const jdOf = (millis: number) => millis / 86400000 + JD_UNIX_EPOCH;
const millisOf = (jd: number) => (jd - JD_UNIX_EPOCH) * 86400000;

/** The local clock of a zone (fixed UTC offset in seconds when the zone is unknown). */
function clockOf(timezone: string, fallbackSeconds: number) {
  const zone = findTimeZone(timezone);
  const offset = (millis: number) => (zone ? zone.offsetAt(millis) : fallbackSeconds) * 1000;
  return {
    /** "YYYY-MM-DD" and "HH:MM" on the local clock at a UTC instant. */
    at(millis: number): { date: string; time: string } {
      const iso = new Date(millis + offset(millis)).toISOString();
      return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
    },
    /** UTC milliseconds of 00:00 local on a date (the offset read twice, for days the clocks change). */
    midnight(date: string): number {
      const wall = Date.parse(`${date}T00:00:00Z`);
      const first = wall - offset(wall);
      return wall - offset(first);
    },
  };
}

function offsetSeconds(text: string): number {
  const m = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0)) : 0;
}

function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export function computeMonthAhead(natal: NatalChart, from: Date): MonthAhead {
  const timezone = natal.moment.timezone;
  const clock = clockOf(timezone, offsetSeconds(natal.moment.utcOffset));
  // Local midnights: bounds[d] to bounds[d + 1] is day d (23 or 25 hours on a day the clocks change).
  const dates: string[] = [clock.at(from.getTime()).date];
  for (let d = 1; d < MONTH_DAYS; d++) dates.push(nextDate(dates[d - 1]));
  const bounds = [...dates, nextDate(dates[MONTH_DAYS - 1])].map((date) => jdOf(clock.midnight(date)));
  const dayOf = (jd: number) => bounds.findIndex((b, d) => d < MONTH_DAYS && jd >= b && jd < bounds[d + 1]);

  // Without a birth time the Moon's degree is uncertain by its whole day's motion; a calendar that dates
  // contacts to the day cannot place contacts to it, so they are left out and named as left out.
  const uncertain = PLANETS.filter((id) => {
    const range = natal.bodies[id].range;
    return range !== undefined && Math.abs(signedDifference(range.to.longitude, range.from.longitude)) > UNCERTAIN_DAY_ARC;
  });
  const points: { id: TransitPointId; longitude: number }[] = PLANETS.filter((id) => !uncertain.includes(id))
    .map((id) => ({ id, longitude: natal.bodies[id].longitude }));
  if (natal.angles) points.push({ id: 'ascendant', longitude: natal.angles.ascendant }, { id: 'midheaven', longitude: natal.angles.midheaven });

  // Daily samples interpolated in between (track.ts); the Moon's 13°/day is smooth over a day.
  const tracks = sampleTracks(FAST_PLANETS, bounds[0], bounds[MONTH_DAYS] + 1, 1, natal.options.ayanamsa);
  const elongationAt = (jd: number) => {
    const e = trackAt(tracks.get('moon')!, jd).longitude - trackAt(tracks.get('sun')!, jd).longitude;
    return ((e % 360) + 360) % 360;
  };

  // The zodiac degrees each natal point is aspected at, per aspect type: computed once for the month.
  const targets = points.map((point) => DAY_ASPECTS.map((type) => targetsFor(point.longitude, ASPECT_ANGLES[type])));

  // Exact aspects: every crossing in the month, filed under its local day with the sign it perfects in.
  const exactByDay: Map<string, DayTransit['sign']>[] = Array.from({ length: MONTH_DAYS }, () => new Map());
  for (const planet of FAST_PLANETS) {
    const track = tracks.get(planet)!;
    for (const [p, point] of points.entries()) {
      for (const [a, type] of DAY_ASPECTS.entries()) {
        for (const target of targets[p][a]) {
          for (const jd of crossings(track, target)) {
            const day = dayOf(jd);
            if (day >= 0) exactByDay[day].set(`${planet}|${point.id}|${type}`, signOf(target));
          }
        }
      }
    }
  }

  const moonTrack = tracks.get('moon')!;
  const ingressByDay = moonIngresses(moonTrack, dayOf, clock.at);
  const days: MonthAheadDay[] = [];
  for (let d = 0; d < MONTH_DAYS; d++) {
    const noon = (bounds[d] + bounds[d + 1]) / 2;
    const moonNoon = trackAt(tracks.get('moon')!, noon).longitude;
    const elongation = elongationAt(noon);
    const transits: DayTransit[] = [];
    for (const planet of FAST_PLANETS) {
      const noonLon = trackAt(tracks.get(planet)!, noon).longitude;
      for (const [p, point] of points.entries()) {
        for (const [a, type] of DAY_ASPECTS.entries()) {
          const key = `${planet}|${point.id}|${type}`;
          const exact = exactByDay[d].has(key);
          const close = planet !== 'moon' && targets[p][a].some((target) => Math.abs(signedDifference(noonLon, target)) <= DAY_TRANSIT_ORB);
          if (exact || close) transits.push({ transiting: planet, natal: point.id, type, exact, sign: exactByDay[d].get(key) ?? signOf(noonLon) });
        }
      }
    }
    const lunation = lunationIn(bounds[d], bounds[d + 1], elongationAt, clock.at, moonTrack);
    const moonIngress = ingressByDay.get(d);
    days.push({
      date: dates[d],
      moonSign: signOf(moonNoon),
      moonPhase: lunation ? lunation.phase : BETWEEN[Math.floor(elongation / 90) % 4],
      illumination: (1 - Math.cos((elongation * Math.PI) / 180)) / 2,
      transits,
      ...(lunation ? { lunation } : {}),
      ...(moonIngress ? { moonIngress } : {}),
    });
  }
  const slow = slowTransits(natal, bounds[0], bounds[MONTH_DAYS]);
  return { from: dates[0], timezone, days, ...(uncertain.length > 0 ? { uncertainNatal: uncertain } : {}), slow };
}

/** The Moon's sign changes by local day: it changes sign every two or three days, never twice in one. */
function moonIngresses(moon: Track, dayOf: (jd: number) => number, at: (millis: number) => { time: string }): Map<number, { sign: MonthAheadDay['moonSign']; time: string }> {
  const byDay = new Map<number, { sign: MonthAheadDay['moonSign']; time: string }>();
  for (let boundary = 0; boundary < 360; boundary += 30) {
    for (const jd of crossings(moon, boundary)) {
      const day = dayOf(jd);
      if (day >= 0) byDay.set(day, { sign: signOf(boundary + 1), time: at(millisOf(jd)).time });
    }
  }
  return byDay;
}

/** The lunation (elongation 0°, 90°, 180° or 270°) between two instants less than a week apart, or null. */
function lunationIn(start: number, end: number, elongationAt: (jd: number) => number, at: (millis: number) => { time: string }, moon: Track): Lunation | null {
  const e0 = elongationAt(start);
  const gain = (((elongationAt(end) - e0) % 360) + 360) % 360; // 10-15° a day
  for (let k = 1; k <= 4; k++) {
    const target = (k * 90) % 360;
    const ahead = (((target - e0) % 360) + 360) % 360 || 360;
    if (ahead > gain) continue;
    const jd = findRoot((x) => signedDifference(elongationAt(x), target), start, end);
    // The Moon's own sign at that instant: a Full Moon late on a day is often past the noon sign.
    const longitude = normalizeDegrees(trackAt(moon, jd).longitude);
    return { phase: LUNATIONS[k % 4], time: at(millisOf(jd)).time, sign: signOf(longitude), longitude };
  }
  return null;
}
