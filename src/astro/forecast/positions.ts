// Positions for searches over months: the same apparent-place pipeline as the natal chart, on series
// truncated further (a few arcseconds instead of 0.3"), far below what the date of a transit can show.
import { apparentPlanets, ephemerisMoment, meanNode, moonApparentAndNode, type ApparentPosition, type EphemerisMoment } from '../ephemeris/apparent.js';
import { compileBodies, TRUNCATION, type CompiledBodies } from '../ephemeris/bodies.js';
import { AYANAMSA_RATE_PER_DAY, ayanamsaOfDate } from '../chart/ayanamsa.js';
import type { AyanamsaId } from '../types.js';

export type SearchBody = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';

const COARSER = 10;
const SEARCH_BODIES: CompiledBodies = compileBodies(
  Object.fromEntries(Object.entries(TRUNCATION).map(([k, t]) => [k, { L: t.L * COARSER, B: t.B * COARSER, R: t.R * COARSER, rate: t.rate }])) as typeof TRUNCATION,
  { arcsec: 0.1, km: 0.2, latitudeFactor: 1 },
);

/**
 * Several bodies at one instant, sharing the instant's frames and the Earth's state; sidereal when an
 * ayanamsa is given (the ayanamsa of that instant, so transits keep to the natal chart's zodiac).
 */
export function positionsAt(list: readonly SearchBody[], jdUt: number, ayanamsa: AyanamsaId | null = null): ApparentPosition[] {
  const m = ephemerisMoment(jdUt);
  const planets = list.filter((b): b is Exclude<SearchBody, 'moon'> => b !== 'moon');
  const found = apparentPlanets(m, planets, SEARCH_BODIES);
  return list.map((b) => inZodiac(m, ayanamsa, b === 'moon' ? moonApparentAndNode(m, SEARCH_BODIES).moon : found[planets.indexOf(b as Exclude<SearchBody, 'moon'>)]));
}

/**
 * The true (osculating) lunar node, as the natal chart computes it, from the coarser lunar series: within
 * 15" of the full one, a quarter of a day of the node's mean motion, at a twentieth of the cost.
 * Sidereal with an ayanamsa.
 */
export function trueNodeAt(jdUt: number, ayanamsa: AyanamsaId | null = null): ApparentPosition {
  const m = ephemerisMoment(jdUt);
  return inZodiac(m, ayanamsa, moonApparentAndNode(m, SEARCH_BODIES).trueNode);
}

/** The mean lunar node (no periodic terms): where the true node's wobble is centred. Sidereal with an ayanamsa. */
export function meanNodeAt(jdUt: number, ayanamsa: AyanamsaId | null = null): ApparentPosition {
  const m = ephemerisMoment(jdUt);
  return inZodiac(m, ayanamsa, meanNode(m));
}

/** A tropical position on the chart's zodiac: sidereal, by the ayanamsa of that instant, when one is given. */
function inZodiac(m: EphemerisMoment, ayanamsa: AyanamsaId | null, p: ApparentPosition): ApparentPosition {
  if (ayanamsa === null) return p;
  return { ...p, longitude: normalizeDegrees(p.longitude - ayanamsaOfDate(ayanamsa, m.jdTt, m.dpsi)), speed: p.speed - AYANAMSA_RATE_PER_DAY };
}

function positionAt(body: SearchBody, jdUt: number, ayanamsa: AyanamsaId | null = null): ApparentPosition {
  return positionsAt([body], jdUt, ayanamsa)[0];
}

export function longitudeAt(body: SearchBody, jdUt: number, ayanamsa: AyanamsaId | null = null): number {
  return positionAt(body, jdUt, ayanamsa).longitude;
}

export const JD_UNIX_EPOCH = 2440587.5;

/** Julian day (UT) of an instant: the ephemeris's own conversion. */
export { julianDayUt as jdFromDate } from '../ephemeris/time-scales.js';

/** "YYYY-MM-DD" of a UT Julian day. */
export function isoDate(jdUt: number): string {
  return new Date(Math.round((jdUt - JD_UNIX_EPOCH) * 86400000)).toISOString().slice(0, 10);
}

/** Signed a − b in (−180, 180]. */
export { angleDifference as signedDifference } from '../chart/zodiac.js';
import { normalizeDegrees } from '../chart/zodiac.js';

/**
 * Root of f in [a, b] where f(a) and f(b) differ in sign: Brent's method (inverse quadratic
 * interpolation with bisection as the safeguard), to `tolerance` days.
 */
export function findRoot(f: (x: number) => number, a: number, b: number, fa = f(a), fb = f(b), tolerance = 1e-5): number {
  if (fa === 0) return a;
  if (fb === 0) return b;
  let c = a, fc = fa, d = b - a, e = d;
  for (let i = 0; i < 60; i++) {
    if (fb * fc > 0) { c = a; fc = fa; d = b - a; e = d; }
    if (Math.abs(fc) < Math.abs(fb)) { a = b; b = c; c = a; fa = fb; fb = fc; fc = fa; }
    const tol = 2 * Number.EPSILON * Math.abs(b) + tolerance / 2;
    const m = (c - b) / 2;
    if (Math.abs(m) <= tol || fb === 0) return b;
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      let p: number, q: number;
      const s = fb / fa;
      if (a === c) {
        p = 2 * m * s; q = 1 - s;
      } else {
        const qq = fa / fc, r = fb / fc;
        p = s * (2 * m * qq * (qq - r) - (b - a) * (r - 1));
        q = (qq - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q; else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(tol * q), Math.abs(e * q))) { e = d; d = p / q; }
      else { d = m; e = m; }
    } else { d = m; e = m; }
    a = b; fa = fb;
    b += Math.abs(d) > tol ? d : (m > 0 ? tol : -tol);
    fb = f(b);
  }
  return b;
}

/** Aspect targets on the zodiac for a natal point: one for 0° and 180°, both sides otherwise. */
export function targetsFor(longitude: number, angle: number): number[] {
  return angle === 0 || angle === 180 ? [normalizeDegrees(longitude + angle)] : [normalizeDegrees(longitude + angle), normalizeDegrees(longitude - angle)];
}
