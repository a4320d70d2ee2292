// Prints a reading of one of the random people as Markdown, to read in full:
//   BENCH_PERSON=index (default 0)  BENCH_PRODUCT=natal|forecast|compatibility (natal; the partner is the next person)
//   BENCH_ADDONS=month_ahead,numerology  BENCH_LANG=en|ru (en)
//   BENCH_DRAFT=1  the language's library as far as it is written, English standing in for the rest,
//                  even for parts the registry does not claim yet (what a writer reads while writing).
import { createGazetteer, timezoneAt } from '../src/astro/places/load.js';
import type { Language } from '../src/i18n/languages.js';
import { en } from '../src/reading/library/en/index.js';
import { LIBRARIES } from '../src/reading/library/registry.js';
import { LIBRARY_PARTS } from '../src/reading/library/parts.js';
import type { InterpretationLibrary } from '../src/reading/library/types.js';
import { toMarkdown } from '../src/reading/render/markdown.js';
import type { Addon } from '../src/reading/report/types.js';
import { ChartService } from '../src/services/readings/chart-service.js';
import { makeReading } from '../src/services/readings/make-reading.js';
import { PlaceService } from '../src/services/readings/places.js';
import { loadPdfFonts } from '../src/threads/pdf-fonts.js';
import { randomPeople } from './random-people.js';

const language = (process.env.BENCH_LANG ?? 'en') as Language;
const product = (process.env.BENCH_PRODUCT ?? 'natal') as 'natal' | 'forecast' | 'compatibility';
const addons = (process.env.BENCH_ADDONS ?? '').split(',').filter(Boolean) as Addon[];
if (process.env.BENCH_DRAFT) {
  const library = LIBRARIES[language].library as InterpretationLibrary;
  LIBRARIES[language] = { library: { ...en, ...library, frame: { ...en.frame, ...library.frame } }, complete: LIBRARY_PARTS };
}

const charts = new ChartService(new PlaceService(createGazetteer(), timezoneAt));
const index = Number(process.env.BENCH_PERSON ?? 0);
const [person, partner] = randomPeople(21).slice(index, index + 2).map((p) => ({ ...p, meta: { ...p.meta, language } }));
const meta = {
  ...person.meta,
  language,
  ...(product === 'compatibility' ? { partner: partnerOf(partner) } : {}),
};
/** A random person as the partner of a compatibility order names them. */
function partnerOf({ name, meta }: (typeof person)): Record<string, string> {
  const birthDate = `${meta.year}-${meta.month.padStart(2, '0')}-${meta.day.padStart(2, '0')}`;
  return { name, birthDate, city: meta.city, ...(meta.time ? { time: meta.time } : {}) };
}
const order = { product, addons, name: person.name, meta, orderedAt: Date.parse('2026-11-24T10:00:00Z') };
const partnerPlace = product === 'compatibility' ? charts.placeOf(partner.meta) : null;
console.log(toMarkdown((await makeReading(order as never, charts.placeOf(person.meta), loadPdfFonts(), partnerPlace)).report));
