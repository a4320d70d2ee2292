// The solar chart of a birth day whose hour is unknown: the Sun's sign is the first house and each
// later sign the next house (whole-sign solar houses), the technique astrologers use without a birth
// time. A planet's solar house is true all day only if both the Sun and that planet kept their signs from
// midnight to midnight. If the Sun changed sign that day there are no solar houses at all: every house
// would shift by one at the hour of the change, and a planet's house under the one Sun sign never equals
// its house under the other (a planet changing sign in step would need to move exactly as the Sun did),
// so "only where both agree" would leave nothing; the reading then keeps to signs and aspects.
import { SIGNS, type BodyId, type ExtraBodyId, type NatalChart, type SignId } from '../../astro/types.js';
import type { HouseBody } from '../library/authored-types.js';
import type { HouseNumber, InterpretationLibrary } from '../library/types.js';
import { signChangeOf } from './birth-day.js';
import { frameFill } from './text.js';
import type { ReadingWriter } from './writer.js';

/** The solar house of a sign: 1 for the Sun's own sign, 2 for the next, and so on. */
export function solarHouseOfSign(sunSign: SignId, sign: SignId): HouseNumber {
  return (((SIGNS.indexOf(sign) - SIGNS.indexOf(sunSign) + 12) % 12) + 1) as HouseNumber;
}

/** The sign of a solar house. */
export function signOfSolarHouse(sunSign: SignId, house: HouseNumber): SignId {
  return SIGNS[(SIGNS.indexOf(sunSign) + house - 1) % 12];
}

/** The Sun's sign, the first solar house, when the chart is read by solar houses; else null. */
export function solarSunSign(chart: NatalChart): SignId | null {
  if (chart.moment.timeKnown) return null;
  const sun = chart.bodies.sun;
  return signChangeOf(sun) ? null : sun.sign;
}

/** A body's solar house, or null: a timed chart, a Sun or a body that changed sign that day, no such body. */
export function solarHouseOf(chart: NatalChart, id: BodyId | ExtraBodyId): HouseNumber | null {
  const sunSign = solarSunSign(chart);
  const body = chart.bodies[id];
  if (!sunSign || !body || signChangeOf(body)) return null;
  return solarHouseOfSign(sunSign, body.sign);
}

/**
 * The planet-in-house paragraphs not read for a solar house, because they name an angle that only a birth
 * time gives ("With the Sun rising", "at the top of the chart", "Neptune rising"); found by scanning the
 * paragraphs of both languages (test/reading/solar-houses.test.ts keeps the list whole). The Sun is left out
 * entirely: it is always in the first solar house, which is where the counting starts, not a placement.
 */
export const SOLAR_SKIPPED: ReadonlyArray<readonly [HouseBody, HouseNumber]> = [
  ['moon', 10], ['mercury', 10], ['neptune', 1], ['lilith', 1],
];

/** The body's solar house when its authored paragraph may be read there; else null. */
export function readableSolarHouse(chart: NatalChart, id: HouseBody): HouseNumber | null {
  if (id === 'sun') return null;
  const house = solarHouseOf(chart, id);
  if (house === null || SOLAR_SKIPPED.some(([b, h]) => b === id && h === house)) return null;
  return house;
}

/** The body's authored house paragraph, led by the solar house it is read in, if it has one. */
export function writeSolarHouse(w: ReadingWriter, lib: InterpretationLibrary, chart: NatalChart, id: HouseBody): void {
  const house = readableSolarHouse(chart, id);
  if (house === null) return;
  w.paragraph(lib.planetInHouse[id][house], frameFill(lib, 'solarHouseLead', { planet: lib.names.planets[id], house: lib.names.solarHouses[house] }));
}
