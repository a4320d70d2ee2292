import { natalReading, sampleCharts } from './bench/natal-readings.js';
import { en } from './src/reading/library/en/index.js';
import { ru } from './src/reading/library/ru/index.js';
import { consistencyProblems } from './test/support/reading-consistency.js';
const n = Number(process.env.N ?? 60);
const charts = sampleCharts(n, 27);
for (const lib of [en, ru]) {
  const kinds = new Map<string, { count: number; example: string }>();
  charts.forEach(({ person, chart }, i) => {
    for (const p of consistencyProblems(natalReading(person, chart, lib.language), chart, lib)) {
      const kind = p.replace(/«[^»]*»/g, '«»').replace(/\d+/g, 'N').split(':')[0];
      const k = kinds.get(kind) ?? { count: 0, example: `${i}: ${p}` };
      k.count++; kinds.set(kind, k);
    }
  });
  console.log(lib.language, [...kinds].map(([k, v]) => `${v.count}× ${k}\n    ${v.example.slice(0, 300)}`).join('\n'));
}
