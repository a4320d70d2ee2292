// Julian days and the UT → TT step. ΔT comes from astronomia's table: IERS/USNO observed values
// (monthly, 1973-2023), the historic yearly series before that, USNO predictions to 2032.
import { deltaT } from 'astronomia/deltat';

export const J2000 = 2451545.0;

/** Julian day (UT) of a JavaScript instant. */
export function julianDayUt(instant: Date): number {
  return instant.getTime() / 86400000 + 2440587.5;
}

/** ΔT = TT − UT in seconds at a UT Julian day. */
export function deltaTSeconds(jdUt: number): number {
  const decimalYear = 2000 + (jdUt - J2000) / 365.25;
  return deltaT(decimalYear);
}

/** TT Julian day from a UT Julian day. */
export function julianDayTt(jdUt: number): number {
  return jdUt + deltaTSeconds(jdUt) / 86400;
}
