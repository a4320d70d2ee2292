// Repetition inside one reading: for natal readings with every add-on (20 random people, both
// languages), the share of words that sit in 6-word runs the same reading uses three times or more,
// the most repeated run with its count, and how often the buyer's name appears.
// Targets: at most 3% per reading and no run more than 3 times.  npm run bench:repetition
import { natalSample } from './natal-readings.js';
import { repetitionOf } from './repetition-figures.js';
import type { Language } from '../src/i18n/languages.js';

const COUNT = Number(process.env.BENCH_COUNT ?? 20);
for (const language of ['en', 'ru'] as Language[]) {
  console.log(`\n${language}: share of words in 6-word runs used 3+ times · most repeated run · name count`);
  const shares: number[] = [];
  let worstRun = 0;
  for (const [i, { person, reading }] of natalSample(COUNT, language).entries()) {
    const r = repetitionOf(reading, person.name);
    shares.push(r.share);
    worstRun = Math.max(worstRun, r.top?.count ?? 0);
    console.log(`${String(i).padStart(2)} ${(r.share * 100).toFixed(1).padStart(5)}%  ${r.top ? `${r.top.count}× «${r.top.run}»` : '-'}  name ${r.fullName}+${r.firstName}`);
  }
  const sorted = [...shares].sort((a, b) => a - b);
  console.log(`${language}: median ${(sorted[Math.floor(sorted.length / 2)] * 100).toFixed(1)}%, max ${(sorted[sorted.length - 1] * 100).toFixed(1)}%, most repeated run ${worstRun}×`);
}
