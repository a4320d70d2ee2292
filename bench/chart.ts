// Natal chart, forecast and gazetteer benchmarks, and the accuracy table against the reference set.
// Run: npx tsx bench/chart.ts
// Baseline measured in the same run: astronomy-engine's geocentric apparent positions for the same ten
// bodies (time and accuracy), the fast library our ephemeris replaces.
import * as Astronomy from 'astronomy-engine';
import { computeChart, computeForecast, computeMonthAhead, createGazetteer, toBirthMoment, type Place } from '../src/astro/index.js';
import { apparentBodies, ephemerisMoment, type EphemerisMoment } from '../src/astro/ephemeris/apparent.js';
import { eclipticPrecessionMatrix, meanObliquity, nutation } from '../src/astro/ephemeris/frames.js';
import { julianDayUt } from '../src/astro/ephemeris/time-scales.js';
import { anglesAt } from '../src/astro/chart/compute-chart.js';
import { computeHouses } from '../src/astro/chart/houses.js';
import { HORIZONS_POINTS, type ReferenceBody } from '../test/astro/reference-horizons.js';
import { BODY_CASES, HOUSE_CASES, PYSWISSEPH_SUN_JD_UT } from '../test/astro/reference-swiss.js';

const arcsec = (a: number, b: number) => Math.abs((((a - b + 180) % 360) + 360) % 360 - 180) * 3600;
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const fmt = (x: number, d = 3) => x.toFixed(d);

function time<T>(runs: number, make: (i: number) => () => T): number[] {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const f = make(i);
    const t = performance.now();
    f();
    out.push(performance.now() - t);
  }
  return out;
}

// ---- natal chart -------------------------------------------------------------------------------
const places: Place[] = [
  { name: 'Moscow', region: null, country: 'RU', countryName: 'Russia', latitude: 55.7522, longitude: 37.6156, timezone: 'Europe/Moscow', population: 0 },
  { name: 'Sydney', region: null, country: 'AU', countryName: 'Australia', latitude: -33.8688, longitude: 151.2093, timezone: 'Australia/Sydney', population: 0 },
  { name: 'New York City', region: null, country: 'US', countryName: 'United States', latitude: 40.7143, longitude: -74.006, timezone: 'America/New_York', population: 0 },
  { name: 'Tromsø', region: null, country: 'NO', countryName: 'Norway', latitude: 69.6496, longitude: 18.957, timezone: 'Europe/Oslo', population: 0 },
];
const inputs = Array.from({ length: 4000 }, (_, i) => {
  const day = new Date(Date.UTC(1920, 0, 1) + ((i * 7919) % 38000) * 86400000 + (i % 1440) * 60000);
  const place = places[i % places.length];
  return { moment: toBirthMoment({ date: day.toISOString().slice(0, 10), time: day.toISOString().slice(11, 16), timezone: place.timezone }), place };
});
time(1500, (i) => () => computeChart(inputs[i % inputs.length])); // warm-up
const chartTimes = time(inputs.length, (i) => () => computeChart(inputs[i]));
const totalSeconds = chartTimes.reduce((a, b) => a + b, 0) / 1000;

const jds = inputs.map((x) => julianDayUt(new Date(x.moment.utc)));
const bodyNames = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
function astronomyEngineBodies(date: Date): number[] {
  const t = Astronomy.MakeTime(date);
  return bodyNames.map((b) => Astronomy.Ecliptic(Astronomy.GeoVector(Astronomy.Body[b], t, true)).elon);
}
time(500, (i) => () => astronomyEngineBodies(new Date(inputs[i].moment.utc)));
const baselineTimes = time(inputs.length, (i) => () => astronomyEngineBodies(new Date(inputs[i].moment.utc)));
time(500, (i) => () => apparentBodies(ephemerisMoment(jds[i])));
const ourBodyTimes = time(inputs.length, (i) => () => apparentBodies(ephemerisMoment(jds[i])));

console.log('\nNatal chart (computeChart: 12 bodies, angles, houses, aspects, balance)');
console.log(`  charts per second   ${fmt(inputs.length / totalSeconds, 0)}`);
console.log(`  per chart p50       ${fmt(percentile(chartTimes, 0.5))} ms`);
console.log(`  per chart p99       ${fmt(percentile(chartTimes, 0.99))} ms`);
console.log(`  positions only p50  ${fmt(percentile(ourBodyTimes, 0.5))} ms  (baseline astronomy-engine, 10 bodies: ${fmt(percentile(baselineTimes, 0.5))} ms; ratio ${fmt(percentile(ourBodyTimes, 0.5) / percentile(baselineTimes, 0.5), 2)}x)`);

// ---- forecast ----------------------------------------------------------------------------------
const natal = computeChart(inputs[0]);
time(20, (i) => () => computeForecast(natal, new Date(Date.UTC(2025, 0, 1 + i))));
const forecastTimes = time(100, (i) => () => computeForecast(computeChart(inputs[i]), new Date(Date.UTC(2026, 0, 1 + i * 3))));
const monthTimes = time(100, (i) => () => computeMonthAhead(computeChart(inputs[i]), new Date(Date.UTC(2026, 0, 1 + i * 3))));
console.log('\nForecast (12 months) and month ahead (30 days), natal chart included');
console.log(`  forecast p50 ${fmt(percentile(forecastTimes, 0.5), 2)} ms, p99 ${fmt(percentile(forecastTimes, 0.99), 2)} ms`);
console.log(`  month ahead p50 ${fmt(percentile(monthTimes, 0.5), 2)} ms, p99 ${fmt(percentile(monthTimes, 0.99), 2)} ms`);

// ---- gazetteer ---------------------------------------------------------------------------------
(globalThis as { gc?: () => void }).gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const t0 = performance.now();
const gazetteer = createGazetteer();
const buildMs = performance.now() - t0;
(globalThis as { gc?: () => void }).gc?.();
const heapAfter = process.memoryUsage().heapUsed;
const queries = ['m', 'mo', 'mos', 'Mosc', 'мос', 'Моск', 'ber', 'Berl', 'par', 'new y', 'san fr', 'Köl', 'Kiev', 'Sankt', 'Springfield, IL', 'London, Ca', 'to', 'Tok', 'syd', 'São'];
for (let k = 0; k < 20; k++) for (const q of queries) gazetteer.search(q, 10);
const searchTimes = time(queries.length * 50, (i) => () => gazetteer.search(queries[i % queries.length], 10));
const resolveTimes = time(queries.length * 20, (i) => () => gazetteer.resolve(queries[i % queries.length]));
console.log(`\nGazetteer (${gazetteer.size} places)`);
console.log(`  createGazetteer ${fmt(buildMs, 0)} ms (opens the cached city index; npm run bench:places compares building and loading), heap +${fmt((heapAfter - heapBefore) / 1e6, 0)} MB${(globalThis as { gc?: unknown }).gc ? '' : ' (run with node --expose-gc for an exact figure)'}`);
console.log(`  search p50 ${fmt(percentile(searchTimes, 0.5))} ms, p99 ${fmt(percentile(searchTimes, 0.99))} ms; resolve p50 ${fmt(percentile(resolveTimes, 0.5))} ms, p99 ${fmt(percentile(resolveTimes, 0.99))} ms`);

// ---- accuracy ----------------------------------------------------------------------------------
function momentAtTt(jdTt: number): EphemerisMoment {
  const T = (jdTt - 2451545) / 36525;
  const { dpsi, deps } = nutation(T);
  const eps = meanObliquity(T);
  return { jdUt: jdTt, jdTt, T, precession: eclipticPrecessionMatrix(T), dpsi, deps, meanObliquity: eps, trueObliquity: eps + deps };
}
const errors: Record<string, number[]> = {};
const baselineErrors: Record<string, number[]> = {};
const add = (table: Record<string, number[]>, key: string, e: number) => (table[key] ??= []).push(e);
const horizons = HORIZONS_POINTS.filter((p) => p.utc < '2031');
for (const point of horizons) {
  const ours = apparentBodies(ephemerisMoment(julianDayUt(new Date(point.utc))));
  const theirs = astronomyEngineBodies(new Date(point.utc));
  (Object.entries(point.bodies) as [ReferenceBody, [number, number]][]).forEach(([body, [lon]], i) => {
    add(errors, body, arcsec(ours[body].longitude, lon));
    add(baselineErrors, body, arcsec(theirs[bodyNames.findIndex((n) => n.toLowerCase() === body)] ?? theirs[i], lon));
  });
}
for (const c of BODY_CASES) {
  const ours = apparentBodies(Number.isNaN(c.jdTt) ? ephemerisMoment(PYSWISSEPH_SUN_JD_UT) : momentAtTt(c.jdTt));
  for (const [body, lon] of Object.entries(c.longitudes)) add(errors, body, arcsec(ours[body as keyof typeof ours].longitude, lon!));
}
for (const c of HOUSE_CASES) {
  const m = ephemerisMoment(c.jdUt);
  const angles = anglesAt(m, c.latitude, c.longitude);
  const houses = computeHouses(angles, c.latitude, (m.trueObliquity * 180) / Math.PI);
  add(errors, 'ascendant', arcsec(angles.ascendant, c.cusps[0]));
  add(errors, 'midheaven', arcsec(angles.midheaven, c.midheaven));
  c.cusps.forEach((cusp, i) => { if (i !== 0 && i !== 9) add(errors, 'cusps', arcsec(houses.cusps[i], cusp)); });
}
console.log(`\nAccuracy against the reference set (${horizons.length} JPL Horizons DE441 moments 1900-2023, ${BODY_CASES.length} Swiss Ephemeris body cases, ${HOUSE_CASES.length} Swiss Ephemeris house cases), longitude error in arcseconds`);
console.log('  body        n   max     mean    | astronomy-engine max  mean');
for (const [key, es] of Object.entries(errors)) {
  const b = baselineErrors[key];
  const base = b ? `| ${fmt(Math.max(...b), 2).padStart(8)} ${fmt(b.reduce((x, y) => x + y, 0) / b.length, 2).padStart(7)}` : '|';
  console.log(`  ${key.padEnd(10)} ${String(es.length).padStart(3)} ${fmt(Math.max(...es), 2).padStart(6)} ${fmt(es.reduce((x, y) => x + y, 0) / es.length, 2).padStart(7)}    ${base}`);
}
console.log('  (tolerances: 10" for bodies, 60" for the Ascendant, Midheaven and cusps; house references are rounded to 0.18" at most)');
