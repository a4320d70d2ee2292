// Natal readings with every add-on (month ahead, numerology) for people drawn at random
// (bench/random-people.ts, fixed seed), composed by the real chart engine and library: what
// bench/repetition.ts measures and the reading consistency tests read.
import { createGazetteer, timezoneAt } from '../src/astro/places/load.js';
import { computeMonthAhead, computeNumerology } from '../src/astro/index.js';
import type { NatalChart } from '../src/astro/types.js';
import type { Language } from '../src/i18n/languages.js';
import { en } from '../src/reading/library/en/index.js';
import { ru } from '../src/reading/library/ru/index.js';
import { composeReading } from '../src/reading/report/compose.js';
import type { Report } from '../src/reading/report/types.js';
import { ChartService, chartAt } from '../src/services/readings/chart-service.js';
import { PlaceService } from '../src/services/readings/places.js';
import { randomPeople, type RandomPerson } from './random-people.js';

export interface NatalSample {
  person: RandomPerson;
  chart: NatalChart;
  reading: Report;
}

const ORDERED_AT = new Date('2026-11-24T10:00:00Z');

let service: ChartService | null = null;

/** The charts of `count` random people (seeded), built once per process. */
export function sampleCharts(count: number, seed?: number): Array<{ person: RandomPerson; chart: NatalChart }> {
  service ??= new ChartService(new PlaceService(createGazetteer(), timezoneAt));
  const charts = service;
  return randomPeople(count, seed).map((person) => ({ person, chart: chartAt(person.meta, charts.placeOf(person.meta)) }));
}

/** A natal reading with the month ahead and numerology for one person, in one language. */
export function natalReading(person: RandomPerson, chart: NatalChart, language: Language): Report {
  const numerology = computeNumerology(
    { fullName: person.name, day: Number(person.meta.day), month: Number(person.meta.month), year: Number(person.meta.year) }, ORDERED_AT, { requireName: false },
  );
  return composeReading({
    product: 'natal', addons: ['month_ahead', 'numerology'], name: person.name, chart,
    monthAhead: computeMonthAhead(chart, ORDERED_AT), numerology, orderedAt: ORDERED_AT.toISOString(),
  }, language === 'ru' ? ru : en);
}

/** Readings for `count` random people in one language. */
export function natalSample(count: number, language: Language, seed?: number): NatalSample[] {
  return sampleCharts(count, seed).map(({ person, chart }) => ({ person, chart, reading: natalReading(person, chart, language) }));
}
