// Boilerplate in paid natal readings: 20 readings for 20 random people (a fixed seed), and for each
// the share of its words in sentences another of the 20 also has word for word, and in sentences
// five or more of them have. Targets: at most 15% and 5% for every reading.
// Run with `npm run bench:boilerplate` (BENCH_SHOW=n prints the n most shared sentences; BENCH_LANG=ru
// measures the readings written in Russian).
import { createGazetteer, timezoneAt } from '../src/astro/places/load.js';
import { ChartService } from '../src/services/readings/chart-service.js';
import { makeReading } from '../src/services/readings/make-reading.js';
import { PlaceService } from '../src/services/readings/places.js';
import { loadPdfFonts } from '../src/threads/pdf-fonts.js';
import { randomPeople } from './random-people.js';
import { proseOf, sharingFigures } from './sentence-sharing.js';
import { slotValues, worstFrame, worstSentence } from './sentence-frames.js';
import type { Language } from '../src/i18n/languages.js';
import { LIBRARIES } from '../src/reading/library/registry.js';
import type { InterpretationLibrary } from '../src/reading/library/types.js';

const TARGET_ANOTHER = 0.15;
const TARGET_WIDELY = 0.05;
const charts = new ChartService(new PlaceService(createGazetteer(), timezoneAt));
const fonts = loadPdfFonts();
const orderedAt = Date.parse('2026-11-24T10:00:00Z');

const language = (process.env.BENCH_LANG ?? 'en') as Language;
const people = randomPeople(20);
const reports = [];
for (const person of people) {
  const order = { product: 'natal' as const, addons: [] as never[], name: person.name, meta: { ...person.meta, language }, orderedAt };
  reports.push((await makeReading(order, charts.placeOf(person.meta), fonts)).report);
}
const readings = reports.map((report) => proseOf(report));

const figures = sharingFigures(readings, 5);
const pct = (x: number) => `${(100 * x).toFixed(1).padStart(5)}%`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const max = (xs: number[]) => Math.max(...xs);

console.log(`\nboilerplate in ${people.length} paid natal readings for ${people.length} random people, written in ${reports[0].language}`);
console.log('reading                                   words   shared with another   shared by 5+');
people.forEach((person, i) => {
  const words = readings[i].join(' ').split(/\s+/).length;
  const born = `${person.meta.year}-${person.meta.month.padStart(2, '0')}-${person.meta.day.padStart(2, '0')} ${person.meta.time ?? '--:--'} ${person.meta.city}`;
  console.log(`${born.slice(0, 40).padEnd(40)} ${String(words).padStart(7)}   ${pct(figures.sharedWithAnother[i]).padStart(19)}   ${pct(figures.sharedWidely[i]).padStart(12)}`);
});
const verdict = (value: number, target: number) => (value <= target ? `meets <= ${100 * target}%` : `MISSES <= ${100 * target}%`);
console.log(`\nshared with another reading: median ${pct(median(figures.sharedWithAnother))}, worst ${pct(max(figures.sharedWithAnother))}   ${verdict(max(figures.sharedWithAnother), TARGET_ANOTHER)}`);
console.log(`shared by five or more:      median ${pct(median(figures.sharedWidely))}, worst ${pct(max(figures.sharedWidely))}   ${verdict(max(figures.sharedWidely), TARGET_WIDELY)}`);

// Where the shared words sit: each section's figures over the 20 readings, to show what to rewrite.
const sectionIds = [...new Set(reports.flatMap((r) => r.sections.map((s) => s.id)))];
console.log('\nby section (worst reading; words of that section in all 20 readings)');
for (const id of sectionIds) {
  const part = reports.map((report) => proseOf(report, new Set([id])));
  const words = part.flat().join(' ').split(/\s+/).filter(Boolean).length;
  const f = sharingFigures(part, 5);
  console.log(`  ${id.padEnd(24)} ${String(words).padStart(7)} words   another ${pct(max(f.sharedWithAnother))}   5+ ${pct(max(f.sharedWidely))}`);
}

const show = Number(process.env.BENCH_SHOW ?? 10);
if (show > 0) {
  console.log(`\nthe ${show} sentences that weigh most (readings × words):`);
  for (const s of figures.topShared.slice(0, show)) console.log(`  ${String(s.readings).padStart(2)} × ${s.sentence.slice(0, 150)}`);
}

// Repetition inside each reading: the sentence said most often anywhere in it, and the sentence frame
// (names and per-point phrases masked) used most often in its aspect section. Targets: 1 and 2.
const values = slotValues(LIBRARIES[reports[0].language].library as InterpretationLibrary);
const within = reports.map((report) => ({
  sentence: worstSentence(proseOf(report)),
  frame: worstFrame(proseOf(report, new Set(['aspects'])), values),
}));
const worstOf = (key: 'sentence' | 'frame') => within.reduce((w, x) => (x[key].count > w[key].count ? x : w))[key];
console.log('\nrepeats within one reading (worst of the 20)');
const countVerdict = (value: number, target: number) => (value <= target ? `meets <= ${target}` : `MISSES <= ${target}`);
console.log(`  one sentence said ${worstOf('sentence').count} times (${countVerdict(worstOf('sentence').count, 1)}): ${worstOf('sentence').sentence.slice(0, 120)}`);
console.log(`  one aspect-section frame used ${worstOf('frame').count} times (${countVerdict(worstOf('frame').count, 2)}): ${worstOf('frame').sentence.slice(0, 120)}`);
