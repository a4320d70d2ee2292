// The 12-month forecast: slow transits to the natal chart with their exact dates, sign ingresses,
// eclipses and Jupiter/Saturn returns.
import eclipse from 'astronomia/eclipse';
import type { AyanamsaId, Eclipse, Forecast, Ingress, NatalChart, PlanetReturn, TransitHit, TransitingPlanet, TransitPointId } from '../types.js';
import { ASPECT_TYPES, PLANETS, SIGNS } from '../types.js';
import { ASPECT_ANGLES } from '../chart/aspects.js';
import { normalizeDegrees, signOf } from '../chart/zodiac.js';
import { isoDate, jdFromDate, longitudeAt, signedDifference, targetsFor } from './positions.js';
import { deltaTSeconds } from '../ephemeris/time-scales.js';
import { crossings, sampleTracks, trackAt, type Track } from './track.js';

export const TRANSITING_PLANETS: TransitingPlanet[] = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

/** A transit counts as "in orb" within this many degrees of exact. */
export const TRANSIT_ORB = 1;

/** Sampling step for the slow planets; crossings are then found on the interpolant (see track.ts). */
const STEP_DAYS = 10;


/** First and last day within `orb` of any target during [start, end], or null if never. */
function orbWindow(t: Track, targets: number[], orb: number, start: number, end: number): [number, number] | null {
  let first = Infinity, last = -Infinity;
  for (const target of targets) {
    const inOrbAt = (jd: number) => Math.abs(signedDifference(trackAt(t, jd).longitude, target)) <= orb;
    const edges = [...crossings(t, normalizeDegrees(target - orb)), ...crossings(t, normalizeDegrees(target + orb))].sort((a, b) => a - b);
    const points = [start, ...edges, end];
    for (let i = 0; i + 1 < points.length; i++) {
      const mid = (points[i] + points[i + 1]) / 2;
      if (points[i + 1] > points[i] && inOrbAt(mid)) {
        first = Math.min(first, points[i]);
        last = Math.max(last, points[i + 1]);
      }
    }
  }
  return first <= last ? [first, last] : null;
}

export function computeForecast(natal: NatalChart, from: Date): Forecast {
  const start = jdFromDate(from);
  const toDate = new Date(from.getTime());
  toDate.setUTCFullYear(toDate.getUTCFullYear() + 1);
  const end = jdFromDate(toDate);
  const tracks = sampleTracks(TRANSITING_PLANETS, start, end, STEP_DAYS, natal.options.ayanamsa);
  const { transits, returns } = slowTransitsIn(natal, tracks, start, end);
  return {
    from: isoDate(start),
    to: isoDate(end),
    transits,
    ingresses: [...tracks].flatMap(([planet, t]) => ingresses(planet, t)).sort((a, b) => a.date.localeCompare(b.date)),
    eclipses: eclipses(start, end, natal.options.ayanamsa),
    returns,
  };
}

/**
 * The slow planets' transits to the natal points in force during [start, end] (Julian days, UT), read
 * from tracks sampled over at least that span: the 12-month forecast's and the month ahead's alike.
 */
export function slowTransits(natal: NatalChart, start: number, end: number): TransitHit[] {
  const tracks = sampleTracks(TRANSITING_PLANETS, start, end, Math.min(STEP_DAYS, (end - start) / 2), natal.options.ayanamsa);
  return slowTransitsIn(natal, tracks, start, end).transits;
}

function slowTransitsIn(natal: NatalChart, tracks: Map<TransitingPlanet, Track>, start: number, end: number): { transits: TransitHit[]; returns: PlanetReturn[] } {
  // A point that moves further over an unknown birth day than the transit orb (the Moon) is taken as the
  // arc it covered: the transit is in orb while the planet is within orb of any degree of that arc.
  const natalPoints: { id: TransitPointId; longitude: number; halfArc: number }[] = PLANETS.map((id) => {
    const { longitude, range } = natal.bodies[id];
    if (!range) return { id, longitude, halfArc: 0 };
    const arc = signedDifference(range.to.longitude, range.from.longitude); // negative for a retrograde planet
    return Math.abs(arc) / 2 > TRANSIT_ORB
      ? { id, longitude: normalizeDegrees(range.from.longitude + arc / 2), halfArc: Math.abs(arc) / 2 }
      : { id, longitude, halfArc: 0 };
  });
  if (natal.angles) {
    natalPoints.push({ id: 'ascendant', longitude: natal.angles.ascendant, halfArc: 0 }, { id: 'midheaven', longitude: natal.angles.midheaven, halfArc: 0 });
  }
  const transits: TransitHit[] = [];
  const returns: PlanetReturn[] = [];
  for (const [planet, t] of tracks) {
    for (const point of natalPoints) {
      for (const type of ASPECT_TYPES) {
        const targets = targetsFor(point.longitude, ASPECT_ANGLES[type]);
        const window = orbWindow(t, targets, TRANSIT_ORB + point.halfArc, start, end);
        if (!window) continue;
        const uncertain = point.halfArc > 0;
        const exact = uncertain ? [] : targets.flatMap((target) => crossings(t, target)).filter((jd) => jd >= start && jd <= end).sort((a, b) => a - b);
        transits.push({
          transiting: planet, natal: point.id, type,
          exactDates: exact.map(isoDate),
          start: isoDate(window[0]),
          end: isoDate(window[1]),
          ...(uncertain ? { dependsOnBirthTime: true as const } : {}),
        });
        if (type === 'conjunction' && point.id === planet && (planet === 'jupiter' || planet === 'saturn') && exact.length) {
          returns.push({ body: planet, dates: exact.map(isoDate) });
        }
      }
    }
  }
  transits.sort((a, b) => (a.exactDates[0] ?? a.start).localeCompare(b.exactDates[0] ?? b.start) || a.transiting.localeCompare(b.transiting));
  return { transits, returns };
}

function ingresses(planet: TransitingPlanet, t: Track): Ingress[] {
  const out: Ingress[] = [];
  for (let boundary = 0; boundary < 360; boundary += 30) {
    for (const jd of crossings(t, boundary)) {
      const speed = trackAt(t, jd).speed;
      // Moving forward it enters the sign starting at the boundary; moving back, the one before it.
      const sign = speed >= 0 ? boundary / 30 : (boundary / 30 + 11) % 12;
      out.push({ body: planet, sign: SIGNS[sign], date: isoDate(jd), retrograde: speed < 0 });
    }
  }
  return out;
}

const SYNODIC_MONTH = 29.530588853;
const SOLAR_SUBTYPE: Record<number, string> = { 1: 'partial', 2: 'annular', 3: 'hybrid', 6: 'total' };
const LUNAR_SUBTYPE: Record<number, string> = { 4: 'penumbral', 5: 'partial', 6: 'total' };

/**
 * Solar and lunar eclipses with their greatest eclipse in [start, end]: Meeus ch. 54 (astronomia), checking
 * each new and full moon for the Moon's distance from its node. Dates are of greatest eclipse, UT.
 */
function eclipses(start: number, end: number, ayanamsa: AyanamsaId | null): Eclipse[] {
  const out: Eclipse[] = [];
  const seen = new Set<string>();
  const yearOf = (jd: number) => 2000 + (jd - 2451545) / 365.25;
  for (let jd = start - SYNODIC_MONTH; jd <= end + SYNODIC_MONTH; jd += SYNODIC_MONTH) {
    for (const kind of ['solar', 'lunar'] as const) {
      const e = kind === 'solar' ? eclipse.solar(yearOf(jd)) : eclipse.lunar(yearOf(jd));
      const subtype = (kind === 'solar' ? SOLAR_SUBTYPE : LUNAR_SUBTYPE)[e.type];
      if (!subtype) continue;
      const jdUt = e.jdeMax - deltaTSeconds(e.jdeMax) / 86400;
      const key = `${kind}${Math.round(jdUt)}`;
      if (jdUt < start || jdUt > end || seen.has(key)) continue;
      seen.add(key);
      const longitude = longitudeAt(kind === 'solar' ? 'sun' : 'moon', jdUt, ayanamsa);
      out.push({ kind, subtype, date: isoDate(jdUt), longitude, sign: signOf(longitude) });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}
