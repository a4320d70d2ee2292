// Chiron's heliocentric state from the Chebyshev table fitted to Swiss Ephemeris (chiron-table.ts,
// written by scripts/chiron-table.mjs), 1800-2200. The apparent place is then made like a planet's.
import { CHIRON_COEFFICIENTS, CHIRON_TABLE } from './chiron-table.js';

const { startJdTt, segmentDays, segments, coefficientsPerCoordinate: N, unitAu } = CHIRON_TABLE;
const COEFFICIENTS = Float64Array.from(CHIRON_COEFFICIENTS, (c) => c * unitAu);

/** Julian days (TT) the table covers. */
export const CHIRON_SPAN = { from: startJdTt, to: startJdTt + segments * segmentDays };

/**
 * Heliocentric position (AU) and velocity (AU/day) of Chiron, ecliptic and equinox J2000, at a TT Julian
 * day, written as x, y, z, vx, vy, vz into `out`. False (and `out` untouched) outside the table.
 */
export function chironState(jdTt: number, out: Float64Array): boolean {
  if (!(jdTt >= CHIRON_SPAN.from && jdTt <= CHIRON_SPAN.to)) return false;
  const segment = Math.min(segments - 1, Math.floor((jdTt - startJdTt) / segmentDays));
  const x = (2 * (jdTt - startJdTt - segment * segmentDays)) / segmentDays - 1;
  for (let c = 0; c < 3; c++) {
    const base = (segment * 3 + c) * N;
    // T_j(x) and T_j'(x) by their recurrences.
    let t0 = 1, t1 = x, d0 = 0, d1 = 1;
    let value = COEFFICIENTS[base] + COEFFICIENTS[base + 1] * x;
    let rate = COEFFICIENTS[base + 1];
    for (let j = 2; j < N; j++) {
      const t2 = 2 * x * t1 - t0;
      const d2 = 2 * t1 + 2 * x * d1 - d0;
      value += COEFFICIENTS[base + j] * t2;
      rate += COEFFICIENTS[base + j] * d2;
      t0 = t1; t1 = t2; d0 = d1; d1 = d2;
    }
    out[c] = value;
    out[c + 3] = (rate * 2) / segmentDays;
  }
  return true;
}
