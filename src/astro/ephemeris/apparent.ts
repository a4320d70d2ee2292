// Apparent geocentric ecliptic positions of date, the quantities Swiss Ephemeris returns by default:
// light-time, annual aberration (Earth's velocity), precession (IAU 2006) and nutation (IAU 1980) applied.
// Bodies are computed in the J2000 ecliptic frame and rotated once to the ecliptic of date.
import { heliocentric as plutoHeliocentric } from 'astronomia/pluto';
import type { BodyId } from '../types.js';
import { BODIES, type CompiledBodies, type VsopPlanet } from './bodies.js';
import { vsopState } from './vsop87.js';
import { moonState } from './moon-elp.js';
import { chironState } from './chiron.js';
import { meanLunarApogee } from './lunar-apogee.js';
import { eclipticPrecessionMatrix, meanObliquity, nutation, PRECESSION_RATE_PER_DAY } from './frames.js';
import { J2000, julianDayTt } from './time-scales.js';
import { normalizeDegrees } from '../chart/zodiac.js';

const RAD = 180 / Math.PI;
const C_AU_PER_DAY = 173.1446326846693;
const GM_SUN = 2.959122082855911e-4; // AU³/day²

export interface ApparentPosition {
  longitude: number; // degrees, 0 ≤ x < 360, true equinox of date
  latitude: number; // degrees
  speed: number; // degrees per day in longitude
  distance: number; // AU (0 for the nodes)
}

/** Everything about an instant that every body shares. */
export interface EphemerisMoment {
  jdUt: number;
  jdTt: number;
  T: number; // Julian centuries TT from J2000
  precession: Float64Array; // J2000 ecliptic → mean ecliptic of date
  dpsi: number; // nutation in longitude, radians
  deps: number; // nutation in obliquity, radians
  meanObliquity: number; // radians
  trueObliquity: number; // radians
}

export function ephemerisMoment(jdUt: number): EphemerisMoment {
  const jdTt = julianDayTt(jdUt);
  const T = (jdTt - J2000) / 36525;
  const { dpsi, deps } = nutation(T);
  const eps = meanObliquity(T);
  return { jdUt, jdTt, T, precession: eclipticPrecessionMatrix(T), dpsi, deps, meanObliquity: eps, trueObliquity: eps + deps };
}

const earthState = new Float64Array(6);
const bodyState = new Float64Array(9);


/**
 * From a geocentric J2000 direction (x, y, z) and its rate, the apparent longitude, latitude and
 * longitude speed of date.
 */
function toDate(m: EphemerisMoment, x: number, y: number, z: number, vx: number, vy: number, vz: number, distance: number): ApparentPosition {
  const p = m.precession;
  const X = p[0] * x + p[1] * y + p[2] * z;
  const Y = p[3] * x + p[4] * y + p[5] * z;
  const Z = p[6] * x + p[7] * y + p[8] * z;
  const VX = p[0] * vx + p[1] * vy + p[2] * vz;
  const VY = p[3] * vx + p[4] * vy + p[5] * vz;
  const rxy2 = X * X + Y * Y;
  const lon = Math.atan2(Y, X) + m.dpsi;
  const lat = Math.atan2(Z, Math.sqrt(rxy2));
  const speed = (X * VY - Y * VX) / rxy2 + PRECESSION_RATE_PER_DAY;
  return { longitude: normalizeDegrees(lon * RAD), latitude: lat * RAD, speed: speed * RAD, distance };
}

/** Heliocentric J2000 state of a planet at TT Julian day, into bodyState[0..5]. */
function planetState(bodies: CompiledBodies, body: VsopPlanet | 'pluto', jdTt: number): void {
  if (body === 'pluto') {
    plutoStateInto(jdTt, bodyState);
    return;
  }
  vsopState(bodies.vsop[body], (jdTt - J2000) / 365250, bodyState);
}

/** Pluto's state from two evaluations a day apart: their mean is the position to 0.0001" (its
 * acceleration over half a day is a few 1e-8 AU), their difference the velocity. */
function plutoStateInto(jdTt: number, out: Float64Array): void {
  const a = plutoXyz(jdTt - 0.5), b = plutoXyz(jdTt + 0.5);
  out[0] = (a[0] + b[0]) / 2; out[1] = (a[1] + b[1]) / 2; out[2] = (a[2] + b[2]) / 2;
  out[3] = b[0] - a[0]; out[4] = b[1] - a[1]; out[5] = b[2] - a[2];
}

function plutoXyz(jde: number): [number, number, number] {
  const { lon, lat, range } = plutoHeliocentric(jde);
  const cb = Math.cos(lat);
  return [range * cb * Math.cos(lon), range * cb * Math.sin(lon), range * Math.sin(lat)];
}

/**
 * Apparent place of a heliocentric body: light-time from its state (with the Keplerian acceleration
 * over the light time), then annual aberration from Earth's velocity. `earth` holds Earth's state.
 */
function apparentFromHeliocentric(m: EphemerisMoment, earth: Float64Array, s: Float64Array): ApparentPosition {
  const r = Math.hypot(s[0], s[1], s[2]);
  const k = r > 0 ? -0.5 * GM_SUN / (r * r * r) : 0;
  let tau = 0;
  let dx = 0, dy = 0, dz = 0;
  for (let i = 0; i < 3; i++) {
    const t2 = k * tau * tau;
    dx = s[0] - tau * s[3] + t2 * s[0] - earth[0];
    dy = s[1] - tau * s[4] + t2 * s[1] - earth[1];
    dz = s[2] - tau * s[5] + t2 * s[2] - earth[2];
    tau = Math.hypot(dx, dy, dz) / C_AU_PER_DAY;
  }
  const distance = tau * C_AU_PER_DAY;
  // Aberration to first order: the direction of u + |u|·V/c, V = Earth's velocity.
  const ax = dx + tau * earth[3], ay = dy + tau * earth[4], az = dz + tau * earth[5];
  return toDate(m, ax, ay, az, s[3] - earth[3], s[4] - earth[4], s[5] - earth[5], distance);
}

const DEG = Math.PI / 180;

/** Mean lunar node (Meeus 47.7, from ELP-2000/82 mean elements) with nutation, degrees and deg/day. */
export function meanNode(m: EphemerisMoment): ApparentPosition {
  const T = m.T;
  const omega = 125.0445479 + T * (-1934.1362891 + T * (0.0020754 + T * (1 / 467441 - T / 60616000)));
  const rate = (-1934.1362891 + T * (2 * 0.0020754 + T * (3 / 467441 - 4 * T / 60616000))) / 36525;
  return { longitude: normalizeDegrees(omega + m.dpsi / DEG), latitude: 0, speed: rate, distance: 0 };
}

type ApparentBodies = Record<BodyId, ApparentPosition>;

/** Apparent positions of all twelve bodies at one instant. */
export function apparentBodies(m: EphemerisMoment, bodies: CompiledBodies = BODIES): ApparentBodies {
  const tau = (m.jdTt - J2000) / 365250;
  vsopState(bodies.vsop.earth, tau, earthState);
  const earth = earthState;
  // The Sun does not move in heliocentric coordinates, so light-time changes nothing; aberration
  // shifts it by the Earth's velocity times the light time (about 20.5").
  const sunDistance = Math.hypot(earth[0], earth[1], earth[2]);
  const sunTau = sunDistance / C_AU_PER_DAY;
  const sun = toDate(m, -earth[0] + sunTau * earth[3], -earth[1] + sunTau * earth[4], -earth[2] + sunTau * earth[5], -earth[3], -earth[4], -earth[5], sunDistance);

  const result = { sun } as ApparentBodies;
  for (const body of ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const) {
    planetState(bodies, body, m.jdTt);
    result[body] = apparentFromHeliocentric(m, earth, bodyState);
  }
  const moon = moonApparentAndNode(m, bodies);
  result.moon = moon.moon;
  result.meanNode = meanNode(m);
  result.trueNode = moon.trueNode;
  return result;
}

/** Chiron is null outside the span of its table (1800-2200). */
export type ChartBodies = ApparentBodies & { chiron: ApparentPosition | null; lilith: ApparentPosition };

/** The twelve bodies, Chiron and Black Moon Lilith: everything a natal chart places. */
export function apparentChartBodies(m: EphemerisMoment): ChartBodies {
  const result = apparentBodies(m) as ChartBodies;
  // apparentBodies has just left the Earth's state of this instant in earthState.
  result.chiron = chironState(m.jdTt, bodyState) ? apparentFromHeliocentric(m, earthState, bodyState) : null;
  result.lilith = meanLunarApogee(m);
  return result;
}

/** Apparent places of several planets at one instant, sharing the Earth's state. */
export function apparentPlanets(m: EphemerisMoment, list: readonly (VsopPlanet | 'pluto' | 'sun')[], bodies: CompiledBodies = BODIES): ApparentPosition[] {
  vsopState(bodies.vsop.earth, (m.jdTt - J2000) / 365250, earthState);
  return list.map((body) => {
    if (body === 'sun') bodyState.fill(0);
    else planetState(bodies, body, m.jdTt);
    return apparentFromHeliocentric(m, earthState, bodyState);
  });
}

const moonScratch = new Float64Array(9);

/**
 * The Moon (geocentric, so light-time alone: annual aberration and the Earth's own light-time
 * displacement cancel) and the osculating node from its position and velocity.
 */
export function moonApparentAndNode(m: EphemerisMoment, bodies: CompiledBodies = BODIES): { moon: ApparentPosition; trueNode: ApparentPosition } {
  const s = moonScratch;
  moonState(bodies.moon, m.T, s);
  const r = Math.hypot(s[0], s[1], s[2]);
  const tau = r / C_AU_PER_DAY;
  const moon = toDate(m, s[0] - tau * s[3], s[1] - tau * s[4], s[2] - tau * s[5], s[3], s[4], s[5], r);

  // h = r × v and its rate r × a, rotated into the ecliptic of date.
  const hx = s[1] * s[5] - s[2] * s[4], hy = s[2] * s[3] - s[0] * s[5], hz = s[0] * s[4] - s[1] * s[3];
  const gx = s[1] * s[8] - s[2] * s[7], gy = s[2] * s[6] - s[0] * s[8], gz = s[0] * s[7] - s[1] * s[6];
  const p = m.precession;
  const HX = p[0] * hx + p[1] * hy + p[2] * hz, HY = p[3] * hx + p[4] * hy + p[5] * hz;
  const GX = p[0] * gx + p[1] * gy + p[2] * gz, GY = p[3] * gx + p[4] * gy + p[5] * gz;
  const node = Math.atan2(HX, -HY) + m.dpsi;
  const nodeRate = (HX * GY - HY * GX) / (HX * HX + HY * HY) + PRECESSION_RATE_PER_DAY;
  return { moon, trueNode: { longitude: normalizeDegrees(node * RAD), latitude: 0, speed: nodeRate * RAD, distance: 0 } };
}
