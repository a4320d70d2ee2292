// Writes test/astro/reference-swiss-houses.ts (house cusps in the seven systems, tropical and sidereal),
// test/astro/reference-swiss-points.ts (ayanamsas, sidereal positions, Chiron, Black Moon Lilith) and
// test/astro/reference-swiss-charts.ts (whole charts: the planets, Chiron, Lilith and the angles) and
// test/astro/reference-swiss-cycles.ts (life timing: the exact dates of Saturn's and Jupiter's returns,
// Saturn's squares and oppositions and the true node's returns over 90 years from a few births):
// Swiss Ephemeris values for the chart options, so the tests compare against an outside reference
// without building Swiss Ephemeris on every machine.
//
// Re-run (Node 20+, from the repository root; nothing here is a dependency of the project):
//   npm install --no-save sweph@2.10.3-b-1          # Swiss Ephemeris 2.10.03; its install script builds it with node-gyp
//   npm pack swisseph@0.5.17 && tar xzf swisseph-0.5.17.tgz package/ephe   # sepl_18, semo_18, seas_18 (1800-2400)
//   SE_EPHE_PATH=package/ephe node scripts/swiss-reference.mjs
// Every value is written with the call that produced it; Julian days are UT as swe_julday gives them.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const sweph = createRequire(import.meta.url)('sweph');
const C = sweph.constants;
sweph.set_ephe_path(process.env.SE_EPHE_PATH ?? 'package/ephe');

const HOUSE_LETTERS = { placidus: 'P', koch: 'K', porphyry: 'O', regiomontanus: 'R', campanus: 'C', equal: 'E', whole_sign: 'W' };
const SIDEREAL_MODES = { lahiri: C.SE_SIDM_LAHIRI, fagan_bradley: C.SE_SIDM_FAGAN_BRADLEY, raman: C.SE_SIDM_RAMAN };
const GREGORIAN = 1;

const fixed = (x, digits) => Number(x.toFixed(digits));
const jdOf = (y, m, d, hour) => sweph.julday(y, m, d, hour, GREGORIAN);

function check(result, what) {
  if (result.flag < 0) throw new Error(`${what}: ${result.error}`);
  if (result.error) console.warn(`${what}: ${result.error}`);
  return result;
}

// ---- houses ---------------------------------------------------------------------------------------
const PLACES = [
  ['London', 51.5074, -0.1278],
  ['New York', 40.7128, -74.006],
  ['Quito (equator)', -0.1807, -78.4678],
  ['Sydney', -33.8688, 151.2093],
  ['Ushuaia', -54.8019, -68.303],
  ['Reykjavik (64°N)', 64.1466, -21.9426],
  ['Murmansk (inside the Arctic circle)', 68.9585, 33.0827],
  ['Longyearbyen (78°N)', 78.2232, 15.6267],
  ['McMurdo (78°S)', -77.8463, 166.6683],
];
// Moments spread over 1900-2050 and over the sidereal day, so every place meets several sidereal times.
const MOMENTS = [[1903, 2, 14, 3.25], [1931, 7, 4, 17.5], [1969, 7, 20, 20.3], [2012, 4, 23, 13.1], [2047, 9, 30, 0.4]];

const houseCases = [];
let polarFallbacks = 0;
for (const [name, latitude, longitude] of PLACES) {
  for (const [y, m, d, h] of MOMENTS) {
    const jdUt = jdOf(y, m, d, h);
    const systems = {};
    for (const [system, letter] of Object.entries(HOUSE_LETTERS)) {
      const r = sweph.houses_ex2(jdUt, 0, latitude, longitude, letter);
      // swe_houses_ex2 answers ERR (and Porphyry cusps) where Placidus or Koch does not exist.
      if (r.flag < 0) polarFallbacks++;
      systems[system] = { cusps: r.data.houses.map((c) => fixed(c, 6)), fellBack: r.flag < 0 };
    }
    const first = sweph.houses_ex2(jdUt, 0, latitude, longitude, 'P');
    houseCases.push({
      place: name, jdUt, latitude, longitude,
      ascendant: fixed(first.data.points[0], 6), midheaven: fixed(first.data.points[1], 6), armc: fixed(first.data.points[2], 6),
      systems,
    });
  }
}

// Sidereal houses: swe_set_sid_mode(mode, 0, 0), then swe_houses_ex2(jd, SEFLG_SIDEREAL, ...).
const siderealHouseCases = [];
for (const [name, latitude, longitude] of [PLACES[0], PLACES[3], PLACES[5]]) {
  for (const [y, m, d, h] of [MOMENTS[1], MOMENTS[4]]) {
    const jdUt = jdOf(y, m, d, h);
    for (const [ayanamsa, mode] of Object.entries(SIDEREAL_MODES)) {
      sweph.set_sid_mode(mode, 0, 0);
      const systems = {};
      for (const system of ['placidus', 'equal', 'whole_sign']) {
        const r = check(sweph.houses_ex2(jdUt, C.SEFLG_SIDEREAL, latitude, longitude, HOUSE_LETTERS[system]), `houses ${name}`);
        systems[system] = r.data.houses.map((c) => fixed(c, 6));
      }
      const r = sweph.houses_ex2(jdUt, C.SEFLG_SIDEREAL, latitude, longitude, 'P');
      siderealHouseCases.push({ place: name, jdUt, latitude, longitude, ayanamsa, ascendant: fixed(r.data.points[0], 6), midheaven: fixed(r.data.points[1], 6), systems });
    }
  }
}

// ---- ayanamsas ------------------------------------------------------------------------------------
// swe_get_ayanamsa_ex_ut(jd, SEFLG_SWIEPH): of date, nutation included; with SEFLG_NONUT: mean.
const ayanamsaDates = [];
for (let y = 1900; y <= 2100; y += 5) ayanamsaDates.push(jdOf(y, 1 + ((y / 5) % 12), 1 + ((y * 7) % 28), (y % 24)));
const ayanamsas = {};
for (const [id, mode] of Object.entries(SIDEREAL_MODES)) {
  sweph.set_sid_mode(mode, 0, 0);
  ayanamsas[id] = {
    ofDate: ayanamsaDates.map((jd) => fixed(check(sweph.get_ayanamsa_ex_ut(jd, C.SEFLG_SWIEPH), 'ayanamsa').data, 9)),
    mean: ayanamsaDates.map((jd) => fixed(check(sweph.get_ayanamsa_ex_ut(jd, C.SEFLG_SWIEPH | C.SEFLG_NONUT), 'ayanamsa').data, 9)),
  };
}

// Sidereal bodies: swe_calc_ut(jd, body, SEFLG_SWIEPH | SEFLG_SIDEREAL | SEFLG_SPEED) after swe_set_sid_mode(mode, 0, 0).
const SIDEREAL_BODIES = { sun: C.SE_SUN, moon: C.SE_MOON, mars: C.SE_MARS, saturn: C.SE_SATURN, trueNode: C.SE_TRUE_NODE, chiron: C.SE_CHIRON, lilith: C.SE_MEAN_APOG };
const siderealBodyCases = [];
for (const [y, m, d, h] of MOMENTS.slice(0, 4)) {
  const jdUt = jdOf(y, m, d, h);
  for (const [ayanamsa, mode] of Object.entries(SIDEREAL_MODES)) {
    sweph.set_sid_mode(mode, 0, 0);
    const longitudes = {};
    for (const [body, ipl] of Object.entries(SIDEREAL_BODIES)) {
      longitudes[body] = fixed(check(sweph.calc_ut(jdUt, ipl, C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED), body).data[0], 7);
    }
    siderealBodyCases.push({ jdUt, ayanamsa, longitudes });
  }
}

// ---- Chiron and Lilith ----------------------------------------------------------------------------
function series(ipl, from, to, step) {
  const out = { startJdUt: from, stepDays: step, longitude: [], latitude: [], speed: [] };
  for (let jd = from; jd <= to; jd += step) {
    const r = check(sweph.calc_ut(jd, ipl, C.SEFLG_SWIEPH | C.SEFLG_SPEED), `calc_ut ${ipl} ${jd}`);
    if (ipl === C.SE_CHIRON && !(r.flag & C.SEFLG_SWIEPH)) throw new Error('Chiron needs seas_18.se1');
    out.longitude.push(fixed(r.data[0], 7));
    out.latitude.push(fixed(r.data[1], 6));
    out.speed.push(fixed(r.data[3], 5));
  }
  return out;
}
const chiron = series(C.SE_CHIRON, jdOf(1900, 1, 1, 0), jdOf(2050, 12, 31, 0), 61);
const lilith = series(C.SE_MEAN_APOG, jdOf(1900, 1, 1, 6), jdOf(2100, 12, 31, 0), 97);

// ---- whole charts, for the aspects to Chiron and Lilith -------------------------------------------
// swe_calc_ut(jd, body, SEFLG_SWIEPH | SEFLG_SPEED) for the ten planets, SE_CHIRON and SE_MEAN_APOG, and
// swe_houses_ex2(jd, 0, lat, lon, 'P') for the Ascendant and Midheaven: one chart every 2000 days or so
// from 1901 to 2049, at an hour and in a place that change from chart to chart.
const CHART_BODIES = {
  sun: C.SE_SUN, moon: C.SE_MOON, mercury: C.SE_MERCURY, venus: C.SE_VENUS, mars: C.SE_MARS, jupiter: C.SE_JUPITER,
  saturn: C.SE_SATURN, uranus: C.SE_URANUS, neptune: C.SE_NEPTUNE, pluto: C.SE_PLUTO, chiron: C.SE_CHIRON, lilith: C.SE_MEAN_APOG,
};
const CHART_PLACES = PLACES.filter(([, latitude]) => Math.abs(latitude) < 60);
const chartCases = [];
for (let i = 0; i < 28; i++) {
  const jdUt = jdOf(1901, 1, 1, 0) + i * 1999.37 + (i * 0.137) % 1;
  const [place, latitude, longitude] = CHART_PLACES[i % CHART_PLACES.length];
  const bodies = {};
  for (const [body, ipl] of Object.entries(CHART_BODIES)) {
    const r = check(sweph.calc_ut(jdUt, ipl, C.SEFLG_SWIEPH | C.SEFLG_SPEED), `calc_ut ${body} ${jdUt}`);
    bodies[body] = { longitude: fixed(r.data[0], 7), speed: fixed(r.data[3], 5) };
  }
  const houses = sweph.houses_ex2(jdUt, 0, latitude, longitude, 'P');
  chartCases.push({ place, jdUt: fixed(jdUt, 6), latitude, longitude, bodies, ascendant: fixed(houses.data.points[0], 7), midheaven: fixed(houses.data.points[1], 7) });
}

// ---- life timing --------------------------------------------------------------------------------
// Swiss Ephemeris has no search for a geocentric planet's return, so the dates are found here, apart from
// the project's own search: swe_calc_ut(jd, body, SEFLG_SWIEPH | SEFLG_SPEED [| SEFLG_SIDEREAL]) stepped
// a quarter-day at a time from birth to the 90th birthday (a retrograde loop or the node's wobble cannot
// hide a crossing between steps), each sign change of the longitude's distance from the target bisected
// to 1e-7 days. The natal longitudes are Swiss Ephemeris's own, at the birth moment.
const CYCLE_BODIES = { saturn: C.SE_SATURN, jupiter: C.SE_JUPITER, trueNode: C.SE_TRUE_NODE };
const CYCLE_PHASES = { saturn: { return: 0, waxing_square: 90, opposition: 180, waning_square: 270 }, jupiter: { return: 0 }, trueNode: { return: 0 } };
const CYCLE_BIRTHS = [
  ['1903-02-14 03:15 UT', [1903, 2, 14, 3.25], null],
  ['1931-07-04 17:30 UT', [1931, 7, 4, 17.5], null],
  ['1952-11-26 06:40 UT', [1952, 11, 26, 6 + 40 / 60], null],
  ['1969-07-20 20:18 UT', [1969, 7, 20, 20.3], null],
  ['1985-03-12 11:30 UT', [1985, 3, 12, 11.5], null],
  ['2001-09-30 00:24 UT, Lahiri', [2001, 9, 30, 0.4], 'lahiri'],
];
const CYCLE_STEP = 0.25;
const cycleCases = [];
for (const [label, [y, m, d, h], ayanamsa] of CYCLE_BIRTHS) {
  const jdUt = jdOf(y, m, d, h);
  const flags = C.SEFLG_SWIEPH | C.SEFLG_SPEED | (ayanamsa ? C.SEFLG_SIDEREAL : 0);
  if (ayanamsa) sweph.set_sid_mode(SIDEREAL_MODES[ayanamsa], 0, 0);
  const lon = (jd, ipl) => check(sweph.calc_ut(jd, ipl, flags), `cycle ${ipl} ${jd}`).data[0];
  const endJd = jdOf(y + 90, m, d, h);
  const natal = {};
  const events = [];
  for (const [body, ipl] of Object.entries(CYCLE_BODIES)) {
    natal[body] = fixed(lon(jdUt, ipl), 7);
    for (const [phase, angle] of Object.entries(CYCLE_PHASES[body])) {
      const target = (natal[body] + angle) % 360;
      const off = (jd) => ((lon(jd, ipl) - target + 540) % 360) - 180;
      const hits = [];
      // Start a day after birth: at birth itself every body stands on its return.
      let a = jdUt + 1, fa = off(a);
      for (let b = a + CYCLE_STEP; b <= endJd; b += CYCLE_STEP) {
        const fb = off(b);
        if (Math.sign(fa) !== Math.sign(fb) && Math.abs(fa - fb) < 90) {
          let lo = a, hi = b, flo = fa;
          while (hi - lo > 1e-7) {
            const mid = (lo + hi) / 2, fm = off(mid);
            if (Math.sign(fm) === Math.sign(flo)) { lo = mid; flo = fm; } else hi = mid;
          }
          hits.push(fixed((lo + hi) / 2, 5));
        }
        a = b; fa = fb;
      }
      events.push({ body, phase, jdUts: hits });
    }
  }
  cycleCases.push({ label, jdUt, ayanamsa, natal, endJdUt: endJd, events });
}

// ---- file -----------------------------------------------------------------------------------------
const json = (value) => JSON.stringify(value);
/** An array with one element per line, so a change shows as a change of the cases it touches. */
const lines = (items) => `[\n${items.map((item) => `  ${JSON.stringify(item)},`).join('\n')}\n]`;
/** A series with one key per line. */
const seriesText = (s) => `{\n${Object.entries(s).map(([k, v]) => `  ${k}: ${JSON.stringify(v)},`).join('\n')}\n}`;
const header = `// Generated by scripts/swiss-reference.mjs with Swiss Ephemeris ${sweph.version()} (npm sweph 2.10.3-b-1,
// ephemeris files sepl_18/semo_18/seas_18.se1 from npm swisseph 0.5.17): do not edit; re-run the script.
// Julian days are UT (swe_julday, Gregorian); angles in degrees. Swiss Ephemeris's defaults throughout:
// Vondrák 2011 precession and obliquity, IAU 2000B nutation, ΔT of Stephenson et al. 2016 and the IERS.

`;
const housesText = `${header}export interface SwissHouseCase {
  place: string;
  jdUt: number;
  latitude: number;
  longitude: number; // east positive
  /** ascmc[0], ascmc[1], ascmc[2] of swe_houses_ex2(jdUt, 0, latitude, longitude, 'P'). */
  ascendant: number;
  midheaven: number;
  armc: number;
  /**
   * swe_houses_ex2(jdUt, 0, latitude, longitude, hsys) with hsys P, K, O, R, C, E, W: cusps 1-12, and
   * whether it answered ERR, which it does (giving Porphyry cusps) where Placidus or Koch does not exist.
   */
  systems: Record<'placidus' | 'koch' | 'porphyry' | 'regiomontanus' | 'campanus' | 'equal' | 'whole_sign', { cusps: number[]; fellBack: boolean }>;
}

export const SWISS_HOUSES: SwissHouseCase[] = ${lines(houseCases)};

/** swe_set_sid_mode(SE_SIDM_..., 0, 0); swe_houses_ex2(jdUt, SEFLG_SIDEREAL, latitude, longitude, 'P' | 'E' | 'W'). */
export interface SwissSiderealHouseCase {
  place: string;
  jdUt: number;
  latitude: number;
  longitude: number;
  ayanamsa: 'lahiri' | 'fagan_bradley' | 'raman';
  ascendant: number;
  midheaven: number;
  systems: Record<'placidus' | 'equal' | 'whole_sign', number[]>;
}

export const SWISS_SIDEREAL_HOUSES: SwissSiderealHouseCase[] = ${lines(siderealHouseCases)};
`;
const pointsText = `${header}/**
 * swe_set_sid_mode(SE_SIDM_LAHIRI | SE_SIDM_FAGAN_BRADLEY | SE_SIDM_RAMAN, 0, 0), then at each Julian day
 * swe_get_ayanamsa_ex_ut(jd, SEFLG_SWIEPH) (ofDate: nutation included, what sidereal positions subtract)
 * and swe_get_ayanamsa_ex_ut(jd, SEFLG_SWIEPH | SEFLG_NONUT) (mean).
 */
export const SWISS_AYANAMSA_DATES: number[] = ${json(ayanamsaDates)};
export const SWISS_AYANAMSAS: Record<'lahiri' | 'fagan_bradley' | 'raman', { ofDate: number[]; mean: number[] }> = ${seriesText(ayanamsas)};

/** swe_calc_ut(jdUt, body, SEFLG_SWIEPH | SEFLG_SIDEREAL | SEFLG_SPEED) after swe_set_sid_mode(mode, 0, 0): longitude. */
export const SWISS_SIDEREAL_BODIES: { jdUt: number; ayanamsa: 'lahiri' | 'fagan_bradley' | 'raman'; longitudes: Record<string, number> }[] = ${lines(siderealBodyCases)};

export interface SwissSeries { startJdUt: number; stepDays: number; longitude: number[]; latitude: number[]; speed: number[] }

/** swe_calc_ut(jd, SE_CHIRON, SEFLG_SWIEPH | SEFLG_SPEED), every ${chiron.stepDays} days from 1900-01-01 0h UT to the end of 2050: apparent geocentric. */
export const SWISS_CHIRON: SwissSeries = ${seriesText(chiron)};

/** swe_calc_ut(jd, SE_MEAN_APOG, SEFLG_SWIEPH | SEFLG_SPEED), every ${lilith.stepDays} days from 1900-01-01 6h UT to the end of 2100. */
export const SWISS_LILITH: SwissSeries = ${seriesText(lilith)};
`;
writeFileSync(new URL('../test/astro/reference-swiss-houses.ts', import.meta.url), housesText);
writeFileSync(new URL('../test/astro/reference-swiss-points.ts', import.meta.url), pointsText);

const chartsText = `${header}/**
 * Whole charts: swe_calc_ut(jdUt, body, SEFLG_SWIEPH | SEFLG_SPEED) for the planets, SE_CHIRON (chiron) and
 * SE_MEAN_APOG (lilith), apparent geocentric tropical longitude and its speed (degrees a day), and
 * swe_houses_ex2(jdUt, 0, latitude, longitude, 'P') for the Ascendant and Midheaven (east longitude positive).
 */
export interface SwissChartCase {
  place: string;
  jdUt: number;
  latitude: number;
  longitude: number;
  bodies: Record<string, { longitude: number; speed: number }>;
  ascendant: number;
  midheaven: number;
}

export const SWISS_CHARTS: SwissChartCase[] = ${lines(chartCases)};
`;
writeFileSync(new URL('../test/astro/reference-swiss-charts.ts', import.meta.url), chartsText);

const cyclesText = `${header}/**
 * Life timing from a birth moment (jdUt) to the 90th birthday (endJdUt): the natal longitudes of Saturn,
 * Jupiter and the true node, swe_calc_ut(jdUt, body, SEFLG_SWIEPH | SEFLG_SPEED), sidereal with
 * SEFLG_SIDEREAL after swe_set_sid_mode(SE_SIDM_LAHIRI, 0, 0) where \`ayanamsa\` says so; and every Julian
 * day (UT) on which the same call puts the body at its natal longitude plus the phase's angle (return 0°,
 * waxing square 90°, opposition 180°, waning square 270°), from a day after birth: a quarter-day scan, bisected.
 */
export interface SwissCycleCase {
  label: string;
  jdUt: number;
  ayanamsa: 'lahiri' | null;
  natal: Record<'saturn' | 'jupiter' | 'trueNode', number>;
  endJdUt: number;
  events: { body: 'saturn' | 'jupiter' | 'trueNode'; phase: 'return' | 'waxing_square' | 'opposition' | 'waning_square'; jdUts: number[] }[];
}

export const SWISS_CYCLES: SwissCycleCase[] = ${lines(cycleCases)};
`;
writeFileSync(new URL('../test/astro/reference-swiss-cycles.ts', import.meta.url), cyclesText);
console.log(`${houseCases.length} house cases (${polarFallbacks} Placidus/Koch refusals), ${siderealHouseCases.length} sidereal house cases, ` +
  `${ayanamsaDates.length} ayanamsa dates, ${siderealBodyCases.length} sidereal body cases, ${chiron.longitude.length} Chiron and ${lilith.longitude.length} Lilith samples, ` +
  `${cycleCases.reduce((n, c) => n + c.events.reduce((k, e) => k + e.jdUts.length, 0), 0)} exact dates of life cycles from ${cycleCases.length} births`);
