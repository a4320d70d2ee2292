// Natal chart, forecast and gazetteer benchmarks, and the accuracy table against the reference set.
// Run: npx tsx bench/chart.ts
// Baseline measured in the same run: astronomy-engine's geocentric apparent positions for the same ten
// bodies (time and accuracy), the fast library our ephemeris replaces.
import * as Astronomy from 'astronomy-engine';
import { computeChart, computeForecast, computeMonthAhead, createGazetteer, toBirthMoment, type Place } from '../src/astro/index.js';
import { apparentBodies, apparentChartBodies, ephemerisMoment, type EphemerisMoment } from '../src/astro/ephemeris/apparent.js';
import { CHIRON_COEFFICIENTS, CHIRON_TABLE } from '../src/astro/ephemeris/chiron-table.js';
import { ayanamsaOfDate, meanAyanamsa } from '../src/astro/chart/ayanamsa.js';
import { AYANAMSAS, HOUSE_SYSTEMS } from '../src/astro/types.js';
import { SWISS_HOUSES, SWISS_SIDEREAL_HOUSES } from '../test/astro/reference-swiss-houses.js';
import { SWISS_AYANAMSA_DATES, SWISS_AYANAMSAS, SWISS_CHIRON, SWISS_LILITH } from '../test/astro/reference-swiss-points.js';
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

console.log('\nNatal chart (computeChart: 12 bodies, Chiron, Lilith, angles, houses, aspects, balance, Part of Fortune)');
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

// ---- chart options -----------------------------------------------------------------------------
const optionSets = [
  { label: 'placidus, tropical (default)', options: {} },
  { label: 'koch, tropical', options: { houses: 'koch' } },
  { label: 'whole_sign, sidereal lahiri', options: { houses: 'whole_sign', zodiac: 'sidereal', ayanamsa: 'lahiri' } },
  { label: 'regiomontanus, sidereal fagan_bradley', options: { houses: 'regiomontanus', zodiac: 'sidereal', ayanamsa: 'fagan_bradley' } },
] as const;
console.log('\nChart options (computeChart per option set, same 4000 inputs)');
for (const { label, options } of optionSets) {
  time(500, (i) => () => computeChart({ ...inputs[i], options }));
  const ts = time(inputs.length, (i) => () => computeChart({ ...inputs[i], options }));
  console.log(`  ${label.padEnd(40)} ${fmt(inputs.length / (ts.reduce((a, b) => a + b, 0) / 1000), 0).padStart(6)} charts/s, p50 ${fmt(percentile(ts, 0.5))} ms`);
}
const chironTimes = time(inputs.length, (i) => () => apparentChartBodies(ephemerisMoment(jds[i])));
console.log(`  positions with Chiron and Lilith p50 ${fmt(percentile(chironTimes, 0.5))} ms (twelve bodies alone: ${fmt(percentile(ourBodyTimes, 0.5))} ms)`);
console.log(`  Chiron table: ${CHIRON_COEFFICIENTS.length} coefficients, ${CHIRON_TABLE.segments} segments of ${CHIRON_TABLE.segmentDays} days`);

console.log('\nAccuracy of the chart options against Swiss Ephemeris 2.10.03 (test/astro/reference-swiss-*.ts), arcseconds');
const rows: [string, number[]][] = [];
for (const system of HOUSE_SYSTEMS) {
  const es: number[] = [];
  for (const c of SWISS_HOUSES) {
    const m = ephemerisMoment(c.jdUt);
    const houses = computeHouses(anglesAt(m, c.latitude, c.longitude), c.latitude, (m.trueObliquity * 180) / Math.PI, system);
    c.systems[system].cusps.forEach((cusp, i) => es.push(arcsec(houses.cusps[i], cusp)));
  }
  rows.push([`cusps ${system}`, es]);
}
const siderealCusps: number[] = [];
for (const c of SWISS_SIDEREAL_HOUSES) {
  const m = ephemerisMoment(c.jdUt);
  for (const system of ['placidus', 'equal', 'whole_sign'] as const) {
    const houses = computeHouses(anglesAt(m, c.latitude, c.longitude), c.latitude, (m.trueObliquity * 180) / Math.PI, system, ayanamsaOfDate(c.ayanamsa, m.jdTt, m.dpsi));
    c.systems[system].forEach((cusp, i) => siderealCusps.push(arcsec(houses.cusps[i], cusp)));
  }
}
rows.push(['cusps sidereal', siderealCusps]);
for (const id of AYANAMSAS) {
  const es = SWISS_AYANAMSA_DATES.flatMap((jd, i) => {
    const m = ephemerisMoment(jd);
    return [arcsec(ayanamsaOfDate(id, m.jdTt, m.dpsi), SWISS_AYANAMSAS[id].ofDate[i]), arcsec(meanAyanamsa(id, m.jdTt), SWISS_AYANAMSAS[id].mean[i])];
  });
  rows.push([`ayanamsa ${id}`, es]);
}
for (const [name, series, body] of [['Chiron 1900-2050', SWISS_CHIRON, 'chiron'], ['Lilith 1900-2100', SWISS_LILITH, 'lilith']] as const) {
  rows.push([name, series.longitude.map((lon, i) => arcsec(apparentChartBodies(ephemerisMoment(series.startJdUt + i * series.stepDays))[body]!.longitude, lon))]);
}
console.log('  what                      n     max     mean');
for (const [name, es] of rows) console.log(`  ${name.padEnd(22)} ${String(es.length).padStart(4)} ${fmt(Math.max(...es), 3).padStart(7)} ${fmt(es.reduce((x, y) => x + y, 0) / es.length, 3).padStart(8)}`);
console.log('  (contract: cusps and ayanamsas within 1", Chiron within 60", Lilith within 2"; references printed to 0.0018" or better)');
