// Angles and house cusps from the local sidereal time, latitude and true obliquity.
// Placidus divides each quadrant by trisecting the semi-arcs in time; it has no solution where
// parts of the ecliptic never rise or set (|latitude| ≥ 90° − obliquity), and there Porphyry
// (trisecting the ecliptic arcs between the angles) is used instead, as Swiss Ephemeris does.
import type { Houses } from '../types.js';
import { angleDifference, normalizeDegrees } from './zodiac.js';

const DEG = Math.PI / 180;
const RAD = 180 / Math.PI;

export interface Angles {
  ascendant: number;
  midheaven: number;
  armc: number; // right ascension of the meridian, degrees
}

/** Ascendant and Midheaven (degrees) from ARMC (degrees), geographic latitude and obliquity (degrees). */
export function computeAngles(armc: number, latitude: number, obliquity: number): Angles {
  const r = armc * DEG, e = obliquity * DEG, phi = latitude * DEG;
  const midheaven = normalizeDegrees(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(e)) * RAD);
  let ascendant = normalizeDegrees(Math.atan2(Math.cos(r), -(Math.sin(r) * Math.cos(e) + Math.tan(phi) * Math.sin(e))) * RAD);
  // Beyond the polar circles the formula can return the descending point; the Ascendant is the
  // eastern intersection, which lies 0-180° ahead of the Midheaven.
  if (angleDifference(ascendant, midheaven) < 0) ascendant = normalizeDegrees(ascendant + 180);
  return { ascendant, midheaven, armc: normalizeDegrees(armc) };
}

/** Ecliptic longitude whose right ascension is `ra` (degrees). */
function longitudeFromRightAscension(ra: number, e: number): number {
  const r = ra * DEG;
  return normalizeDegrees(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(e)) * RAD);
}

/**
 * One Placidus cusp: the ecliptic point whose hour angle is `fraction` of its semi-arc.
 * `above` true for cusps 11 and 12 (diurnal arc from the MC), false for 2 and 3 (nocturnal arc from the IC).
 */
function placidusCusp(armc: number, phi: number, e: number, fraction: number, above: boolean): number | null {
  let ra = armc + (above ? fraction * 90 : 180 - fraction * 90);
  for (let i = 0; i < 100; i++) {
    const lon = longitudeFromRightAscension(ra, e);
    const dec = Math.asin(Math.sin(e) * Math.sin(lon * DEG));
    const x = Math.tan(phi) * Math.tan(dec);
    if (Math.abs(x) >= 1) return null;
    const ascensionalDifference = Math.asin(x) * RAD;
    const semiDiurnal = 90 + ascensionalDifference;
    const next = above ? armc + fraction * semiDiurnal : armc + 180 - fraction * (180 - semiDiurnal);
    if (Math.abs(angleDifference(next, ra)) < 1e-10) return longitudeFromRightAscension(next, e);
    ra = next;
  }
  return null;
}

function placidusCusps(angles: Angles, latitude: number, obliquity: number): number[] | null {
  const phi = latitude * DEG, e = obliquity * DEG, armc = angles.armc;
  const c11 = placidusCusp(armc, phi, e, 1 / 3, true);
  const c12 = placidusCusp(armc, phi, e, 2 / 3, true);
  const c2 = placidusCusp(armc, phi, e, 2 / 3, false);
  const c3 = placidusCusp(armc, phi, e, 1 / 3, false);
  if (c11 === null || c12 === null || c2 === null || c3 === null) return null;
  return opposite([angles.ascendant, c2, c3, normalizeDegrees(angles.midheaven + 180), 0, 0, 0, 0, 0, angles.midheaven, c11, c12]);
}

/** Porphyry: each quadrant between the angles divided into three equal arcs of ecliptic longitude. */
function porphyryCusps(angles: Angles): number[] {
  const { ascendant: asc, midheaven: mc } = angles;
  const ic = normalizeDegrees(mc + 180);
  const q1 = normalizeDegrees(ic - asc); // Ascendant to IC: houses 1-3
  const q4 = normalizeDegrees(asc - mc); // MC to Ascendant: houses 10-12
  return opposite([
    asc, normalizeDegrees(asc + q1 / 3), normalizeDegrees(asc + 2 * q1 / 3), ic, 0, 0, 0, 0, 0,
    mc, normalizeDegrees(mc + q4 / 3), normalizeDegrees(mc + 2 * q4 / 3),
  ]);
}

/** Fills cusps 5-9 as the opposites of 11, 12, 1, 2, 3. */
function opposite(cusps: number[]): number[] {
  for (let i = 4; i < 9; i++) cusps[i] = normalizeDegrees(cusps[(i + 6) % 12] + 180);
  return cusps;
}

export function wholeSignCusps(ascendant: number): number[] {
  const first = Math.floor(normalizeDegrees(ascendant) / 30) * 30;
  return Array.from({ length: 12 }, (_, i) => (first + 30 * i) % 360);
}

export function computeHouses(angles: Angles, latitude: number, obliquity: number): Houses {
  const polarLimit = 90 - obliquity;
  const placidus = Math.abs(latitude) < polarLimit ? placidusCusps(angles, latitude, obliquity) : null;
  const wholeSign = wholeSignCusps(angles.ascendant);
  if (placidus) return { system: 'placidus', fallbackReason: null, cusps: placidus, wholeSign };
  return {
    system: 'porphyry',
    fallbackReason:
      `Placidus houses do not exist at latitude ${Math.abs(latitude).toFixed(2)}°${latitude >= 0 ? 'N' : 'S'}: beyond ` +
      `${polarLimit.toFixed(2)}° some degrees of the zodiac never rise or set, so their time-based division is undefined. ` +
      'Porphyry houses (each quadrant between the angles split into three equal parts) are used instead.',
    cusps: porphyryCusps(angles),
    wholeSign,
  };
}

/** House (1-12) containing `longitude`, counting from each cusp up to the next. */
export function houseOf(longitude: number, cusps: number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i];
    const end = cusps[(i + 1) % 12];
    const span = normalizeDegrees(end - start);
    if (normalizeDegrees(longitude - start) < span) return i + 1;
  }
  return 1;
}
