// Full reading generation, as the generate_reading job does it: chart (and forecast, month ahead,
// numerology), composition, Markdown, HTML, Telegram messages, wheel SVG and PNG, and the PDF.
// Run with `npm run bench:reading` (after bench/chart.ts: charts per second and the accuracy table).
// Targets on the 2-core machine: full reading without PDF < 25 ms median, with PDF < 250 ms.
// Each line also prints a baseline measured in the same run on the same inputs, so that a loaded
// machine shows as a slower baseline rather than as a regression: for readings without a PDF, the
// chart alone (what any reading costs before a word is written); for readings with one, the chart
// plus PDFKit laying out the same reading's text as plain paragraphs in the same fonts.
// BENCH_LANG=ru times the readings written in Russian.
import { createGazetteer, timezoneAt } from '../src/astro/places/load.js';
import { ChartService } from '../src/services/readings/chart-service.js';
import { makeReading } from '../src/services/readings/make-reading.js';
import { BUILT_IN_PRODUCTS } from '../src/products/index.js';
import type { ReadingOrder } from '../src/services/readings/renderer.js';

/** Whether the order's reading is cast for the birth place (the numerology profile alone is not). */
const needsPlace = (order: ReadingOrder) => BUILT_IN_PRODUCTS.charts(order.product, order.addons).own;
import { PlaceService } from '../src/services/readings/places.js';
import { loadPdfFonts } from '../src/threads/pdf-fonts.js';
import { chartAt } from '../src/services/readings/chart-service.js';
import PDFDocument from 'pdfkit';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const LANGUAGE = process.env.BENCH_LANG === 'ru' ? 'ru' : 'en';
const charts = new ChartService(new PlaceService(createGazetteer(), timezoneAt));
const fonts = loadPdfFonts();
const CITIES = ['London', 'Москва', 'New York', 'São Paulo', 'Tokyo', 'München', 'Sydney', 'Cairo'];

function order(i: number, product: ReadingOrder['product'], addons: ReadingOrder['addons']): ReadingOrder {
  return {
    product,
    addons,
    name: i % 2 ? 'Анна Каренина' : 'Ada Lovelace',
    meta: { day: String((i % 28) + 1), month: String((i % 12) + 1), year: String(1940 + (i % 70)), time: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`, city: CITIES[i % CITIES.length], language: LANGUAGE },
    orderedAt: Date.parse('2026-11-22T10:00:00Z') + i * 86_400_000,
  };
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

/** PDFKit alone: the text as plain paragraphs, the same fonts, no wheel, headings or layout rules of ours. */
function plainPdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, font: null as unknown as string });
  doc.registerFont('regular', fonts.regular);
  doc.font('regular').fontSize(11);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const paragraph of text.split(/\n{2,}/)) doc.text(paragraph, { paragraphGap: 6 });
  doc.end();
  return done;
}

async function measure(label: string, make: (i: number) => ReadingOrder, target: number | null) {
  const made = (order: ReadingOrder) => makeReading(order, needsPlace(order) ? charts.placeOf(order.meta) : null, fonts);
  const pdf = make(0).addons.includes('pdf');
  const texts = new Map<number, string>();
  const baseline = async (i: number, order: ReadingOrder) => {
    if (needsPlace(order)) chartAt(order.meta, charts.placeOf(order.meta));
    if (pdf) await plainPdf(texts.get(i)!);
  };
  for (let i = 0; i < 5; i++) await made(make(1000 + i)); // warm-up
  for (let i = 0; i < RUNS; i++) texts.set(i, (await made(make(i))).markdown);
  for (let i = 0; i < 5; i++) await baseline(i, make(i));
  const times: number[] = [];
  const baseTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const input = make(i);
    let start = performance.now();
    await made(input);
    times.push(performance.now() - start);
    start = performance.now();
    await baseline(i, input);
    baseTimes.push(performance.now() - start);
  }
  const p50 = percentile(times, 0.5);
  const base50 = percentile(baseTimes, 0.5);
  const verdict = target === null ? '' : p50 < target ? `meets < ${target} ms` : `MISSES < ${target} ms`;
  // A numerology reading casts no chart: nothing in it has an outside baseline.
  const against = !pdf && !needsPlace(make(0)) ? 'no baseline (no chart, no PDF)' : null;
  console.log(
    `${label.padEnd(46)} p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${percentile(times, 0.99).toFixed(1).padStart(6)} ms   ` +
      `${against ?? `baseline (${pdf ? 'chart + plain PDF' : 'chart alone'}) ${base50.toFixed(1).padStart(5)} ms, ×${(p50 / base50).toFixed(1)}`}   ${verdict}`,
  );
}

console.log(`\nfull reading generation, ${RUNS} runs each, node ${process.version}`);
await measure('natal, no add-ons (no PDF)', (i) => order(i, 'natal', []), 25);
await measure('natal + month ahead + numerology (no PDF)', (i) => order(i, 'natal', ['month_ahead', 'numerology']), null);
await measure('natal + PDF', (i) => order(i, 'natal', ['pdf']), 250);
await measure('natal + every add-on, PDF included', (i) => order(i, 'natal', ['pdf', 'month_ahead', 'numerology']), 250);
await measure('forecast (12 months)', (i) => order(i, 'forecast', []), null);
await measure('numerology', (i) => order(i, 'numerology', []), null);
