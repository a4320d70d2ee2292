// Angles and house cusps from the local sidereal time, latitude and true obliquity, in the seven
// systems astrologers ask for. The quadrant systems (Placidus, Koch, Regiomontanus, Campanus) find
// each intermediate cusp where a great circle meets the ecliptic; they differ only in which circle.
// Placidus and Koch have no solution where parts of the ecliptic never rise or set
// (|latitude| ≥ 90° − obliquity); there Porphyry is used instead and the chart says why, as Swiss
// Ephemeris does. Conventions at the polar circles (which way the Ascendant is taken, clockwise
// Regiomontanus and Campanus) follow Swiss Ephemeris, the reference the tests hold these to.
import type { HouseSystem, Houses } from '../types.js';
import { angleDifference, normalizeDegrees } from './zodiac.js';

const DEG = Math.PI / 180;
const RAD = 180 / Math.PI;

export interface Angles {
  ascendant: number;
  midheaven: number;
  armc: number; // right ascension of the meridian, degrees
}

/** Latitudes are kept a hair off the poles, where the horizon and the house circles degenerate. */
const clampLatitude = (latitude: number) => Math.max(-90 + 1e-9, Math.min(90 - 1e-9, latitude));

/**
 * Where the great circle through the north and south points of the horizon that cuts the equator at
 * right ascension `ra` meets the ecliptic (all degrees; `pole` is the circle's pole height, its tilt
 * against the meridian seen from the celestial pole). With pole = latitude it is the horizon and the
 * result is the Ascendant of the sidereal time ra − 90°; with pole = 0 it is the hour circle of `ra`.
 * The intersection returned lies in the same half of the zodiac as `ra` (0-180° or 180-360°).
 */
function eclipticOnCircle(ra: number, pole: number, obliquity: number): number {
  const r = ra * DEG, e = obliquity * DEG;
  return normalizeDegrees(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(e) - Math.tan(pole * DEG) * Math.sin(e)) * RAD);
}

/** Ascendant and Midheaven (degrees) from ARMC (degrees), geographic latitude and obliquity (degrees). */
export function computeAngles(armc: number, latitude: number, obliquity: number): Angles {
  const r = armc * DEG, e = obliquity * DEG;
  const midheaven = normalizeDegrees(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(e)) * RAD);
  let ascendant = eclipticOnCircle(armc + 90, clampLatitude(latitude), obliquity);
  // Beyond the polar circles the formula can return the descending point; the Ascendant is the
  // eastern intersection, which lies 0-180° ahead of the Midheaven.
  if (angleDifference(ascendant, midheaven) < 0) ascendant = normalizeDegrees(ascendant + 180);
  return { ascendant, midheaven, armc: normalizeDegrees(armc) };
}

/**
 * One Placidus cusp: the ecliptic point whose hour angle is `fraction` of its semi-arc.
 * `above` true for cusps 11 and 12 (diurnal arc from the MC), false for 2 and 3 (nocturnal arc from the IC).
 */
function placidusCusp(armc: number, phi: number, e: number, fraction: number, above: boolean): number | null {
  let ra = armc + (above ? fraction * 90 : 180 - fraction * 90);
  for (let i = 0; i < 100; i++) {
    const lon = eclipticOnCircle(ra, 0, e * RAD);
    const dec = Math.asin(Math.sin(e) * Math.sin(lon * DEG));
    const x = Math.tan(phi) * Math.tan(dec);
    if (Math.abs(x) >= 1) return null;
    const ascensionalDifference = Math.asin(x) * RAD;
    const semiDiurnal = 90 + ascensionalDifference;
    const next = above ? armc + fraction * semiDiurnal : armc + 180 - fraction * (180 - semiDiurnal);
    if (Math.abs(angleDifference(next, ra)) < 1e-10) return eclipticOnCircle(next, 0, e * RAD);
    ra = next;
  }
  return null;
}

/** Cusps 11, 12, 2 and 3 of a quadrant system, or null where it has no solution. */
type Intermediate = [c11: number, c12: number, c2: number, c3: number];

function placidus(armc: number, latitude: number, obliquity: number): Intermediate | null {
  const phi = latitude * DEG, e = obliquity * DEG;
  const c11 = placidusCusp(armc, phi, e, 1 / 3, true);
  const c12 = placidusCusp(armc, phi, e, 2 / 3, true);
  const c2 = placidusCusp(armc, phi, e, 2 / 3, false);
  const c3 = placidusCusp(armc, phi, e, 1 / 3, false);
  return c11 === null || c12 === null || c2 === null || c3 === null ? null : [c11, c12, c2, c3];
}

/**
 * Koch (birthplace) houses: the cusps are the Ascendants of the moments when the Midheaven's degree had
 * covered one and two thirds of its diurnal semi-arc (and likewise below the horizon), so every cusp is
 * drawn with the horizon of the birthplace and only the sidereal time changes.
 */
function koch(armc: number, midheaven: number, latitude: number, obliquity: number): Intermediate | null {
  const e = obliquity * DEG;
  const declination = Math.asin(Math.sin(e) * Math.sin(midheaven * DEG));
  const x = Math.tan(latitude * DEG) * Math.tan(declination);
  if (Math.abs(x) >= 1) return null;
  const third = (Math.asin(x) * RAD) / 3; // a third of the Midheaven's ascensional difference
  return [
    eclipticOnCircle(armc + 30 - 2 * third, latitude, obliquity),
    eclipticOnCircle(armc + 60 - third, latitude, obliquity),
    eclipticOnCircle(armc + 120 + third, latitude, obliquity),
    eclipticOnCircle(armc + 150 + 2 * third, latitude, obliquity),
  ];
}

/**
 * Regiomontanus: the equator divided into twelve 30° arcs from the meridian, projected onto the
 * ecliptic by great circles through the north and south points of the horizon. The circle through the
 * point H degrees east of the meridian has pole height atan(tan φ · sin H).
 */
function regiomontanus(armc: number, latitude: number, obliquity: number): Intermediate {
  const t = Math.tan(latitude * DEG);
  const pole30 = Math.atan(t * 0.5) * RAD, pole60 = Math.atan(t * Math.sqrt(3) / 2) * RAD;
  return [
    eclipticOnCircle(armc + 30, pole30, obliquity),
    eclipticOnCircle(armc + 60, pole60, obliquity),
    eclipticOnCircle(armc + 120, pole60, obliquity),
    eclipticOnCircle(armc + 150, pole30, obliquity),
  ];
}

/**
 * Campanus: the prime vertical divided into twelve 30° arcs, projected by great circles through the
 * north and south points of the horizon. The circle through the prime-vertical point A degrees from the
 * zenith has pole height asin(sin φ · sin A) and cuts the equator atan(cot A / cos φ) from the east point.
 */
function campanus(armc: number, latitude: number, obliquity: number): Intermediate {
  const s = Math.sin(latitude * DEG), c = Math.cos(latitude * DEG);
  const pole30 = Math.asin(s / 2) * RAD, pole60 = Math.asin(s * Math.sqrt(3) / 2) * RAD;
  const from30 = Math.atan(Math.sqrt(3) / c) * RAD, from60 = Math.atan(1 / (Math.sqrt(3) * c)) * RAD;
  return [
    eclipticOnCircle(armc + 90 - from30, pole30, obliquity),
    eclipticOnCircle(armc + 90 - from60, pole60, obliquity),
    eclipticOnCircle(armc + 90 + from60, pole60, obliquity),
    eclipticOnCircle(armc + 90 + from30, pole30, obliquity),
  ];
}

/** Porphyry: each quadrant between the angles divided into three equal arcs of ecliptic longitude. */
function porphyry(angles: Angles): Intermediate {
  const { ascendant: asc, midheaven: mc } = angles;
  const q1 = normalizeDegrees(mc + 180 - asc); // Ascendant to IC: houses 1-3
  const q4 = normalizeDegrees(asc - mc); // MC to Ascendant: houses 10-12
  return [normalizeDegrees(mc + q4 / 3), normalizeDegrees(mc + 2 * q4 / 3), normalizeDegrees(asc + q1 / 3), normalizeDegrees(asc + 2 * q1 / 3)];
}

/** Twelve cusps from the first, tenth and four intermediate ones; 4-9 are the opposites of 10-3. */
function quadrantCusps(first: number, tenth: number, [c11, c12, c2, c3]: Intermediate): number[] {
  const cusps = [first, c2, c3, 0, 0, 0, 0, 0, 0, tenth, c11, c12];
  for (let i = 3; i < 9; i++) cusps[i] = normalizeDegrees(cusps[(i + 6) % 12] + 180);
  return cusps;
}

export function wholeSignCusps(ascendant: number): number[] {
  const first = Math.floor(normalizeDegrees(ascendant) / 30) * 30;
  return Array.from({ length: 12 }, (_, i) => (first + 30 * i) % 360);
}

const SYSTEM_NAMES: Record<HouseSystem, string> = {
  placidus: 'Placidus', koch: 'Koch', porphyry: 'Porphyry', regiomontanus: 'Regiomontanus', campanus: 'Campanus',
  equal: 'Equal', whole_sign: 'Whole Sign',
};

/**
 * House cusps in `system` from the (tropical) angles. `ayanamsa` (degrees, 0 for a tropical chart) is
 * subtracted from every cusp, as Swiss Ephemeris does for sidereal houses; Whole Sign houses then start
 * at 0° of the sidereal rising sign.
 */
export function computeHouses(angles: Angles, latitude: number, obliquity: number, system: HouseSystem = 'placidus', ayanamsa = 0): Houses {
  const lat = clampLatitude(latitude);
  const polarLimit = 90 - obliquity;
  const inPolarCircle = Math.abs(lat) >= polarLimit;
  const shift = (cusps: number[]) => cusps.map((c) => normalizeDegrees(c - ayanamsa));
  const wholeSign = wholeSignCusps(angles.ascendant - ayanamsa);
  const { ascendant: asc, midheaven: mc, armc } = angles;

  let cusps: number[];
  let used: HouseSystem = system;
  let fallbackReason: string | null = null;
  switch (system) {
    case 'placidus':
    case 'koch': {
      const intermediate = inPolarCircle ? null : system === 'placidus' ? placidus(armc, lat, obliquity) : koch(armc, mc, lat, obliquity);
      if (intermediate) {
        cusps = quadrantCusps(asc, mc, intermediate);
      } else {
        used = 'porphyry';
        fallbackReason =
          `${SYSTEM_NAMES[system]} houses do not exist at latitude ${Math.abs(latitude).toFixed(2)}°${latitude >= 0 ? 'N' : 'S'}: beyond ` +
          `${polarLimit.toFixed(2)}° some degrees of the zodiac never rise or set, so their time-based division is undefined. ` +
          'Porphyry houses (each quadrant between the angles split into three equal parts) are used instead.';
        cusps = quadrantCusps(asc, mc, porphyry(angles));
      }
      break;
    }
    case 'regiomontanus':
    case 'campanus': {
      const intermediate = system === 'regiomontanus' ? regiomontanus(armc, lat, obliquity) : campanus(armc, lat, obliquity);
      // Inside the polar circle, when the horizon's intersection on the east of the meridian is the one
      // behind the Midheaven, Swiss Ephemeris turns the whole frame by 180°: the houses then run clockwise.
      const rawAscendant = eclipticOnCircle(armc + 90, lat, obliquity);
      const turned = inPolarCircle && angleDifference(rawAscendant, mc) < 0;
      cusps = turned
        ? quadrantCusps(asc, normalizeDegrees(mc + 180), intermediate.map((c) => normalizeDegrees(c + 180)) as Intermediate)
        : quadrantCusps(asc, mc, intermediate);
      break;
    }
    case 'porphyry':
      cusps = quadrantCusps(asc, mc, porphyry(angles));
      break;
    case 'equal':
      cusps = Array.from({ length: 12 }, (_, i) => normalizeDegrees(asc + 30 * i));
      break;
    case 'whole_sign':
      return { system, fallbackReason: null, cusps: wholeSign, wholeSign };
  }
  return { system: used, fallbackReason, cusps: shift(cusps), wholeSign };
}

/**
 * House (1-12) containing `longitude`, counting from each cusp up to the next: forwards through the
 * zodiac, or backwards when the cusps run clockwise (polar Regiomontanus and Campanus).
 */
export function houseOf(longitude: number, cusps: number[]): number {
  let forward = 0;
  for (let i = 0; i < 12; i++) forward += normalizeDegrees(cusps[(i + 1) % 12] - cusps[i]);
  const clockwise = forward > 360 + 1e-6;
  for (let i = 0; i < 12; i++) {
    const start = cusps[i];
    const end = cusps[(i + 1) % 12];
    if (clockwise ? normalizeDegrees(start - longitude) < normalizeDegrees(start - end) : normalizeDegrees(longitude - start) < normalizeDegrees(end - start)) {
      return i + 1;
    }
  }
  return 1;
}
