import { natalSample } from './bench/natal-readings.js';
import { repetitionOf } from './bench/repetition-figures.js';
import { proseOf } from './bench/sentence-sharing.js';
const lang = (process.env.L ?? 'en') as 'en';
const [s] = natalSample(1, lang);
const r = repetitionOf(s.reading, s.person.name);
console.log((r.share*100).toFixed(1), r.over.slice(0, 25));
// share by section
for (const sec of s.reading.sections) {
  const sub = { ...s.reading, sections: [sec] };
  const rr = repetitionOf(sub, s.person.name);
  const words = proseOf(sub).join(' ').split(/\s+/).length;
  console.log(sec.id, words, (rr.share*100).toFixed(1));
}
