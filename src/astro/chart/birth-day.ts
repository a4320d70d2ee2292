// A birth day whose hour is unknown, taken whole: where each body was from 00:00 to 24:00 local time
// (with the moment it changed sign, if it did), and which aspects held all day, which only for part of
// it. The noon chart alone would present the Moon's sign and orbs as certain when they are not.
import { ASPECT_TYPES, BODIES, PLANETS, type Aspect, type AspectDay, type AspectType, type BirthDay, type BodyDayRange, type BodyId, type ExtraBodyId, type PointId } from '../types.js';
import { apparentChartBodies, ephemerisMoment } from '../ephemeris/apparent.js';
import { julianDayUt } from '../ephemeris/time-scales.js';
import type { LocalDay } from '../time/local-day.js';
import { ASPECT_ANGLES, orbFor } from './aspects.js';
import { angleDifference, degreeInSign, signOf } from './zodiac.js';

type DayBody = BodyId | ExtraBodyId;

/** Hourly samples; between them the Moon's longitude departs from a straight line by under 0.0002°. */
const SAMPLES = 24;
const MINUTE = 60000;

interface BirthDayFacts {
  day: BirthDay;
  ranges: Partial<Record<DayBody, BodyDayRange>>;
  /** The noon aspects with their `day`, and the aspects that form only in other hours of the day. */
  aspects: Aspect[];
}

const isoUtc = (millis: number) => new Date(millis).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Everything the chart of an unknown birth time can say honestly about its day. `zodiacal` turns a
 * tropical longitude into the chart's zodiac (the ayanamsa moves 0.00004° in a day, so noon's serves);
 * `noonAspects` and `speeds` are the noon chart's.
 */
export function birthDayFacts(
  localDay: LocalDay,
  zodiacal: (longitude: number) => number,
  noonAspects: Aspect[],
  speeds: Record<PointId, number>,
): BirthDayFacts {
  const { start, end } = localDay;
  const positionsAt = (millis: number) => apparentChartBodies(ephemerisMoment(julianDayUt(new Date(millis))));
  const bodiesOf = (p: ReturnType<typeof positionsAt>): DayBody[] => [...BODIES, ...(p.chiron ? ['chiron' as const] : []), 'lilith'];
  const longitudeOf = (p: ReturnType<typeof positionsAt>, body: DayBody) => zodiacal(p[body]!.longitude);

  // Hourly longitudes, unwrapped so each body's track is continuous through 0° Aries.
  const samples = Array.from({ length: SAMPLES + 1 }, (_, i) => positionsAt(start + ((end - start) * i) / SAMPLES));
  const bodies = bodiesOf(samples[0]);
  const tracks = new Map<DayBody, number[]>();
  for (const body of bodies) {
    const track: number[] = [];
    for (const p of samples) {
      let longitude = longitudeOf(p, body);
      if (track.length) longitude += 360 * Math.round((track[track.length - 1] - longitude) / 360);
      track.push(longitude);
    }
    tracks.set(body, track);
  }

  const end_ = (longitude: number) => ({ longitude: ((longitude % 360) + 360) % 360, sign: signOf(longitude), degreeInSign: degreeInSign(longitude) });
  const ranges: BirthDayFacts['ranges'] = {};
  for (const body of bodies) {
    const track = tracks.get(body)!;
    const from = end_(track[0]);
    const to = end_(track[SAMPLES]);
    let ingress: BodyDayRange['ingress'] = null;
    if (from.sign !== to.sign) {
      // The hour in which the sign changed, then halving it on the full ephemeris to under a second.
      const hour = track.findIndex((l, i) => i > 0 && signOf(l) !== from.sign);
      let lo = start + ((end - start) * (hour - 1)) / SAMPLES;
      let hi = start + ((end - start) * hour) / SAMPLES;
      while (hi - lo > 1000) {
        const mid = (lo + hi) / 2;
        if (signOf(longitudeOf(positionsAt(mid), body)) === from.sign) lo = mid;
        else hi = mid;
      }
      ingress = { utc: isoUtc(Math.round(hi / 1000) * 1000), localTime: localDay.clockAt(hi), sign: signOf(longitudeOf(positionsAt(hi), body)) };
    }
    ranges[body] = { from, to, ingress };
  }

  return {
    day: { start: isoUtc(start), end: isoUtc(end) },
    ranges,
    aspects: aspectsOverTheDay(localDay, tracks, noonAspects, speeds),
  };
}

/** A pair's aspect of one type over the day, read minute by minute. */
interface DayScan {
  a: PointId;
  b: PointId;
  type: AspectType;
  first: number; // minute it is first within orb
  last: number; // minute it is last within orb
  minutes: number; // the day's length in minutes
  orbMin: number;
  orbMax: number;
  exactMinute: number | null;
  applyingAtMiddle: boolean;
}

function aspectsOverTheDay(localDay: LocalDay, tracks: Map<DayBody, number[]>, noonAspects: Aspect[], speeds: Record<PointId, number>): Aspect[] {
  const { start, end } = localDay;
  const minutes = Math.round((end - start) / MINUTE);
  // The points come after the planets; each is paired with the planets only, as in the noon chart.
  const ids: PointId[] = [...PLANETS, 'trueNode', ...(tracks.has('chiron') ? ['chiron' as const] : []), 'lilith'];
  // Longitude at each minute of the day, straight-line between the hourly samples.
  const perMinute = new Map<PointId, Float64Array>();
  for (const id of ids) {
    const track = tracks.get(id as DayBody)!;
    const out = new Float64Array(minutes + 1);
    for (let k = 0; k <= minutes; k++) {
      const x = (k / minutes) * SAMPLES;
      const i = Math.min(SAMPLES - 1, Math.floor(x));
      out[k] = track[i] + (track[i + 1] - track[i]) * (x - i);
    }
    perMinute.set(id, out);
  }

  const scans: DayScan[] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const [p, q] = [ids[i], ids[j]];
      if (i >= PLANETS.length) continue;
      const lp = perMinute.get(p)!, lq = perMinute.get(q)!;
      const d = Float64Array.from(lp, (l, k) => angleDifference(l, lq[k]));
      let low = 180, high = 0;
      for (const x of d) { low = Math.min(low, Math.abs(x)); high = Math.max(high, Math.abs(x)); }
      // Only the aspect types whose orb the day's separations reach need a minute-by-minute look.
      for (const type of ASPECT_TYPES) {
        const orb = orbFor(p, q, type);
        if (orb !== null && high >= ASPECT_ANGLES[type] - orb && low <= ASPECT_ANGLES[type] + orb) scans.push(...scanPair(p, q, type, d, minutes));
      }
    }
  }

  const noonKey = (a: PointId, b: PointId, type: AspectType) => [a, b].sort().join('|') + '|' + type;
  const scanned = new Map(scans.map((s) => [noonKey(s.a, s.b, s.type), s]));
  const clock = (minute: number) => (minute >= minutes ? '24:00' : localDay.clockAt(start + minute * MINUTE));
  const dayOf = (s: DayScan): AspectDay => ({
    certainty: s.first === 0 && s.last === minutes ? 'all_day' : 'part_of_day',
    from: clock(s.first),
    to: clock(s.last),
    orbMin: s.orbMin,
    orbMax: s.orbMax,
    exactAt: s.exactMinute === null ? null : clock(s.exactMinute),
  });

  const result: Aspect[] = [];
  const used = new Set<string>();
  for (const aspect of noonAspects) {
    const key = noonKey(aspect.a, aspect.b, aspect.type);
    const scan = scanned.get(key);
    used.add(key);
    // In orb at noon by the full ephemeris but missed by the minute grid at the very edge of the orb.
    const day: AspectDay = scan
      ? dayOf(scan)
      : { certainty: 'part_of_day', from: '12:00', to: '12:00', orbMin: aspect.orb, orbMax: aspect.orb, exactAt: null };
    result.push({ ...aspect, day });
  }
  for (const [key, scan] of scanned) {
    if (used.has(key)) continue;
    const [first, second] = Math.abs(speeds[scan.b]) > Math.abs(speeds[scan.a]) ? [scan.b, scan.a] : [scan.a, scan.b];
    result.push({
      a: first, b: second, type: scan.type, exactAngle: ASPECT_ANGLES[scan.type], orb: scan.orbMin,
      maxOrb: orbFor(scan.a, scan.b, scan.type)!, applying: scan.applyingAtMiddle, day: dayOf(scan),
    });
  }
  return result.sort((x, y) => x.orb - y.orb);
}

/**
 * The stretch of the day in which a pair is within orb of one aspect type. With the Moon in the pair it
 * is one stretch (their separation changes steadily), and for any other pair the day is too short for
 * more; a second stretch would be folded into the first.
 */
function scanPair(a: PointId, b: PointId, type: AspectType, d: Float64Array, minutes: number): DayScan[] {
  const exact = ASPECT_ANGLES[type];
  const maxOrb = orbFor(a, b, type)!;
  const orbAt = (k: number) => Math.abs(Math.abs(d[k]) - exact);
  let first = -1, last = -1, orbMin = Infinity, orbMax = -Infinity;
  let exactMinute: number | null = null;
  for (let k = 0; k <= minutes; k++) {
    const orb = orbAt(k);
    if (orb > maxOrb) continue;
    if (first < 0) first = k;
    last = k;
    orbMin = Math.min(orbMin, orb);
    orbMax = Math.max(orbMax, orb);
    if (k < minutes && exactMinute === null && crossesExact(type, d[k], d[k + 1])) exactMinute = k;
  }
  if (first < 0) return [];
  if (exactMinute !== null) orbMin = 0;
  const middle = Math.min(minutes - 1, Math.floor((first + last) / 2));
  return [{ a, b, type, first, last, minutes, orbMin, orbMax, exactMinute, applyingAtMiddle: orbAt(middle + 1) < orbAt(middle) }];
}

/** Whether the separation passes through the exact angle between two consecutive minutes. */
function crossesExact(type: AspectType, d0: number, d1: number): boolean {
  if (type === 'conjunction') return Math.abs(d0) < 90 && (d0 === 0 || Math.sign(d0) !== Math.sign(d1));
  // An opposition is where the signed difference jumps between +180 and −180.
  if (type === 'opposition') return Math.abs(d0) > 90 && Math.sign(d0) !== Math.sign(d1);
  const exact = ASPECT_ANGLES[type];
  const g0 = Math.abs(d0) - exact, g1 = Math.abs(d1) - exact;
  return g0 === 0 || Math.sign(g0) !== Math.sign(g1);
}
