// Full-reading benchmark: compose + Markdown + HTML + Telegram + wheel SVG + PNG, and the PDF,
// for a natal reading with every add-on, on a chart computed by src/astro.
// Run: npx tsx bench/report.ts [iterations]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { computeChart } from '../src/astro/chart/compute-chart.js';
import { toBirthMoment } from '../src/astro/time/birth-moment.js';
import {
  composeReading, en, PDF_FONT_FILES, PDF_FONT_PACKAGE, renderPdf, renderWheelPng, renderWheelSvg, toHtml, toMarkdown, toTelegramMessages,
} from '../src/reading/index.js';
import { monthAheadFixture, numerologyFixture } from '../test/reading/fixtures/charts.js';

const iterations = Number(process.argv[2] ?? 200);
const root = dirname(createRequire(import.meta.url).resolve(`${PDF_FONT_PACKAGE}/package.json`));
const fonts = {
  regular: readFileSync(join(root, PDF_FONT_FILES.regular)),
  bold: readFileSync(join(root, PDF_FONT_FILES.bold)),
  italic: readFileSync(join(root, PDF_FONT_FILES.italic)),
  boldItalic: readFileSync(join(root, PDF_FONT_FILES.boldItalic)),
};
const chart = computeChart({
  moment: toBirthMoment({ date: '1990-03-12', time: '14:30', timezone: 'Europe/Moscow' }),
  place: {
    name: 'Moscow', region: 'Moscow', country: 'RU', countryName: 'Russia', latitude: 55.75222, longitude: 37.61556,
    timezone: 'Europe/Moscow', population: 10381222,
  },
});
const input = {
  product: 'natal' as const, addons: ['pdf', 'month_ahead', 'numerology'] as ('pdf' | 'month_ahead' | 'numerology')[],
  name: 'Анна Петрова', chart, monthAhead: monthAheadFixture(chart), numerology: numerologyFixture(), orderedAt: '2025-03-01T09:30:00Z',
};

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return `p50 ${at(0.5).toFixed(2)} ms  p99 ${at(0.99).toFixed(2)} ms`;
}

const parts: Record<string, number[]> = { compose: [], markdown: [], html: [], telegram: [], svg: [], png: [], total: [] };
for (let i = 0; i < iterations + 10; i++) {
  const t0 = performance.now();
  const report = composeReading(input, en);
  const t1 = performance.now();
  toMarkdown(report);
  const t2 = performance.now();
  toHtml(report);
  const t3 = performance.now();
  toTelegramMessages(report);
  const t4 = performance.now();
  const svg = renderWheelSvg(chart);
  const t5 = performance.now();
  renderWheelPng(svg);
  const t6 = performance.now();
  if (i < 10) continue; // warm-up
  parts.compose.push(t1 - t0); parts.markdown.push(t2 - t1); parts.html.push(t3 - t2);
  parts.telegram.push(t4 - t3); parts.svg.push(t5 - t4); parts.png.push(t6 - t5); parts.total.push(t6 - t0);
}
console.log(`full reading without PDF (${iterations} runs, natal + month ahead + numerology, English library)`);
for (const [name, samples] of Object.entries(parts)) console.log(`  ${name.padEnd(9)} ${stats(samples)}`);

const pdfTimes: number[] = [];
let pages = 0;
const pdfRuns = Math.max(10, Math.floor(iterations / 5));
for (let i = 0; i < pdfRuns + 3; i++) {
  const t0 = performance.now();
  const report = composeReading(input, en);
  const pdf = await renderPdf(report, { fonts });
  const t1 = performance.now();
  if (i >= 3) pdfTimes.push(t1 - t0);
  pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}
console.log(`full reading with PDF (${pdfRuns} runs, ${pages} pages, compose + PDF)`);
console.log(`  pdf       ${stats(pdfTimes)}`);
