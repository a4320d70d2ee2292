// Prints the natal reading of one of the random people (BENCH_PERSON=index, default 0) as Markdown.
import { createGazetteer, timezoneAt } from '../src/astro/places/load.js';
import { ChartService } from '../src/services/readings/chart-service.js';
import { makeReading } from '../src/services/readings/make-reading.js';
import { PlaceService } from '../src/services/readings/places.js';
import { loadPdfFonts } from '../src/threads/pdf-fonts.js';
import { toMarkdown } from '../src/reading/render/markdown.js';
import { randomPeople } from './random-people.js';

const charts = new ChartService(new PlaceService(createGazetteer(), timezoneAt));
const person = randomPeople(20)[Number(process.env.BENCH_PERSON ?? 0)];
const order = { product: 'natal' as const, addons: [] as never[], name: person.name, meta: person.meta, orderedAt: Date.parse('2026-11-24T10:00:00Z') };
console.log(toMarkdown((await makeReading(order, charts.placeOf(person.meta), loadPdfFonts())).report));
