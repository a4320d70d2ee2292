import { natalReading, sampleCharts } from './natal-readings.js';
import { toMarkdown } from '../src/reading/render/markdown.js';
const [seed, idx, lang, ...ids] = process.argv.slice(2);
const { person, chart } = sampleCharts(Number(idx) + 1, Number(seed))[Number(idx)];
const r = natalReading(person, chart, lang as 'en');
const wanted = ids.length ? r.sections.filter((s) => ids.some((id) => s.id.startsWith(id))) : r.sections;
console.log(person.meta, r.sections.map((s) => s.id).join(' '));
console.log(toMarkdown({ ...r, sections: wanted } as never));
