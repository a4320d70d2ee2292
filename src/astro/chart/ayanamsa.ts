// Sidereal zodiacs. The ayanamsa is the distance of the vernal equinox of date from the sidereal zero
// point; a sidereal longitude is the tropical one minus the ayanamsa of date.
//
// Each ayanamsa is defined by its value at an epoch t0 and the precession model it was fixed with, and
// is carried to other dates the way Swiss Ephemeris does by default (the method astrology software
// shares, so that charts agree): the vernal point of date is precessed to the equator of t0 (through
// J2000, current precession) and its longitude on the ecliptic of t0 is subtracted from the value at
// t0. A constant correction keeps the zero point where the original precession model put it. Sidereal
// positions then take the ayanamsa of date with nutation: true longitude − (mean ayanamsa + Δψ), the
// same as mean longitude − mean ayanamsa.
import type { AyanamsaId } from '../types.js';
import { equatorialPrecessionMatrix, type PrecessionModel } from '../ephemeris/equatorial-precession.js';
import { meanObliquity, PRECESSION_RATE_PER_DAY } from '../ephemeris/frames.js';
import { normalizeDegrees } from './zodiac.js';

const RAD = 180 / Math.PI;
const J2000 = 2451545.0;

interface AyanamsaDefinition {
  /** Epoch of the defining value, Julian day TT. */
  t0: number;
  /** Mean ayanamsa at t0, degrees. */
  valueAtT0: number;
  /** The precession the definition was made with. */
  model: PrecessionModel;
}

/** The definitions Swiss Ephemeris uses (SE_SIDM_LAHIRI, SE_SIDM_FAGAN_BRADLEY, SE_SIDM_RAMAN). */
export const AYANAMSA_DEFINITIONS: Record<AyanamsaId, AyanamsaDefinition> = {
  // Indian Calendar Reform Committee (1956): 23°15′00.658″ on 21 March 1956, 0h TT, less the nutation of that date.
  lahiri: { t0: 2435553.5, valueAtT0: 23.250182778 - 0.004658035, model: 'iau1976' },
  // Fagan and Bradley's synetic vernal point, 335°57′28.64″ at B1950.0.
  fagan_bradley: { t0: 2433282.42346, valueAtT0: 24.042044444, model: 'newcomb' },
  // B. V. Raman, "Hindu Predictive Astrology" (1938), as tabulated by Robert Hand: 21°00′52″ at J1900.
  raman: { t0: 2415020.0, valueAtT0: 360 - 338.98556, model: 'newcomb' },
};


/** Ecliptic longitude (degrees, −180..180) of an equatorial direction, on the ecliptic of obliquity `eps` (radians). */
function eclipticLongitude(x: number, y: number, z: number, eps: number): number {
  return Math.atan2(y * Math.cos(eps) + z * Math.sin(eps), x) * RAD;
}

/** Where the vernal point of t0 lands at t0 after a round trip to J2000, out with IAU 2006 and back with `model`. */
function zeroPointCorrection(d: AyanamsaDefinition): number {
  if (d.model === 'iau2006' || d.t0 === J2000) return 0;
  const modern = equatorialPrecessionMatrix('iau2006', d.t0);
  const old = equatorialPrecessionMatrix(d.model, d.t0);
  // The vernal point of t0 in J2000 coordinates is the first row of the J2000 → t0 matrix.
  const wx = modern[0], wy = modern[1], wz = modern[2];
  return eclipticLongitude(
    old[0] * wx + old[1] * wy + old[2] * wz,
    old[3] * wx + old[4] * wy + old[5] * wz,
    old[6] * wx + old[7] * wy + old[8] * wz,
    meanObliquity((d.t0 - J2000) / 36525),
  );
}

interface Prepared { d: AyanamsaDefinition; atT0: Float64Array; eps0: number; correction: number }
const PREPARED = Object.fromEntries(
  (Object.entries(AYANAMSA_DEFINITIONS) as [AyanamsaId, AyanamsaDefinition][]).map(([id, d]) => [
    id,
    { d, atT0: equatorialPrecessionMatrix('iau2006', d.t0), eps0: meanObliquity((d.t0 - J2000) / 36525), correction: zeroPointCorrection(d) },
  ]),
) as Record<AyanamsaId, Prepared>;

/** Mean ayanamsa (without nutation), degrees, at a TT Julian day. */
export function meanAyanamsa(id: AyanamsaId, jdTt: number): number {
  const { d, atT0: p0, eps0, correction } = PREPARED[id];
  const p = equatorialPrecessionMatrix('iau2006', jdTt);
  // The vernal point of date in J2000 coordinates (first row of J2000 → date), then to the equator of t0.
  const x = p[0], y = p[1], z = p[2];
  const lon = eclipticLongitude(p0[0] * x + p0[1] * y + p0[2] * z, p0[3] * x + p0[4] * y + p0[5] * z, p0[6] * x + p0[7] * y + p0[8] * z, eps0);
  return normalizeDegrees(d.valueAtT0 - lon - correction);
}

/** The ayanamsa of date (nutation in longitude `dpsi`, radians, included): what a sidereal chart subtracts. */
export function ayanamsaOfDate(id: AyanamsaId, jdTt: number, dpsi: number): number {
  return normalizeDegrees(meanAyanamsa(id, jdTt) + dpsi * RAD);
}

/** How fast every ayanamsa grows, degrees per day: the general precession (its own variation is far below what speeds show). */
export const AYANAMSA_RATE_PER_DAY = PRECESSION_RATE_PER_DAY * RAD;
