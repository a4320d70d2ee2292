// The planets section («Планеты в знаках»), read as a whole in both languages: every aspect type has
// several meanings and every recurring sentence several wordings (report/natal-placements.ts picks one
// by the planets involved and holds each to two uses a reading); each variant keeps to its base
// template's slots; and over twenty random people no Russian sentence frame (names and placement phrases masked,
// inflection folded) stands more than twice in the section, as repetition.test.ts holds English to.
import { describe, expect, it } from 'vitest';
import { createGazetteer, timezoneAt } from '../../src/astro/places/load.js';
import { ChartService, chartAt } from '../../src/services/readings/chart-service.js';
import { PlaceService } from '../../src/services/readings/places.js';
import { en } from '../../src/reading/library/en/index.js';
import { ru } from '../../src/reading/library/ru/index.js';
import type { InterpretationLibrary } from '../../src/reading/library/types.js';
import { composeReading } from '../../src/reading/report/compose.js';
import type { NatalChart } from '../../src/astro/types.js';
import type { Report } from '../../src/reading/report/types.js';
import { randomPeople } from '../../bench/random-people.js';
import { proseOf, sentencesOf } from '../../bench/sentence-sharing.js';
import { foldInflection, frameOf, placementSlotValues, worstFrame } from '../../bench/sentence-frames.js';
import { everyPlacement, polarChart, unknownTimeChart } from './fixtures/charts.js';

/** The templates a reading may use many times, each of which has variants. */
const VARIED = ['dispositor', 'dispositorNoHouse', 'dispositorSelf', 'retrograde', 'aspectNone', 'planetContacts', 'planetContact'];

const variantsOf = (lib: InterpretationLibrary, key: string) => Object.keys(lib.placements.templates).filter((k) => k === key || new RegExp(`^${key}_\\d+$`).test(k));
const slotsOf = (template: string) => [...new Set([...template.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();

const places = new ChartService(new PlaceService(createGazetteer(), timezoneAt));
const people = randomPeople(20);
const charts = people.map((person) => chartAt(person.meta, places.placeOf(person.meta)));
const natal = (chart: NatalChart, lib: InterpretationLibrary): Report => composeReading({ product: 'natal', addons: [], name: 'Анна', chart, orderedAt: '2026-11-24T10:00:00Z' }, lib);
const planetsOf = (report: Report) => proseOf(report, new Set(['planets']));
/** Every form of every Russian name: the only words that keep their capital after a colon or a dash. */
const NAME_WORDS = new Set([ru.names.planets, ru.names.signs, ru.names.angles, ru.names.points, ru.names.houses]
  .flatMap((table) => Object.values(table).flatMap((word) => Object.values(word.forms))).map((form) => form.split(/\s/)[0]));
/** A word after a colon or a dash that starts with a capital and is not a name («: Это», «— Ваша»). */
const capitalAfterColon = (sentence: string) => [...sentence.matchAll(/[:—]\s+([А-ЯЁ]\p{L}*)/gu)].some((m) => !NAME_WORDS.has(m[1]));

describe('the planets section\u2019s wordings, in English and in Russian', () => {
  for (const lib of [en, ru]) {
    it(`gives every recurring sentence two or more wordings (${lib.language})`, () => {
      for (const key of VARIED) expect(variantsOf(lib, key).length, key).toBeGreaterThanOrEqual(2);
    });

    it(`keeps each variant to its base template\u2019s slots, and no two variants alike (${lib.language})`, () => {
      for (const key of VARIED) {
        const base = slotsOf(lib.placements.templates[key]);
        // A variant may leave out a slot that only repeats another (`rulerName` beside `ruler`), never add one.
        for (const variant of variantsOf(lib, key)) expect(base, variant).toEqual(expect.arrayContaining(slotsOf(lib.placements.templates[variant])));
        // Each says its thing in its own words: no two variants open with the same three words.
        const openings = variantsOf(lib, key).map((k) => lib.placements.templates[k].split(/\s+/).slice(0, 3).join(' '));
        expect(new Set(openings).size, key).toBe(openings.length);
      }
    });
  }

  it('writes the Russian variants in Russian, with «ёлочки» only', () => {
    for (const key of VARIED) {
      for (const variant of variantsOf(ru, key)) {
        const text = ru.placements.templates[variant].replace(/\{[^}]*\}/g, '');
        expect(text, variant).not.toMatch(/[A-Za-z"“”„'‘’]/);
        expect(text, variant).toMatch(/\p{Script=Cyrillic}/u);
      }
    }
  });
});

describe('the Russian planets section, composed', () => {
  const values = placementSlotValues(ru);
  const readings = charts.map((chart) => natal(chart, ru));

  it('uses no sentence frame more than twice in any reading (20 random people)', () => {
    const worst = readings.map((r, i) => ({ who: `${i}`, ...worstFrame(planetsOf(r), values, foldInflection) })).sort((a, b) => b.count - a.count)[0];
    expect(worst.count, `${worst.who}: ${worst.sentence}`).toBeLessThanOrEqual(2);
    expect(Math.min(...readings.map((r) => sentencesOf(planetsOf(r).join(' ')).length))).toBeGreaterThan(15);
  });

  it('folds what only agrees with a name, so the measure is not blind', () => {
    const fold = (s: string) => foldInflection(frameOf(s, values));
    expect(fold('Кроме того, здесь есть квадрат к вашему Марсу во Льве, 1°02′ до точного: ваша энергия и ваша выдержка трутся друг о друга.'))
      .toBe(fold('Кроме того, здесь есть квадрат к вашей Луне в Раке, 3°40′ до точного: ваш пытливый ум и ваша тяга к глубине трутся друг о друга.'));
    expect(fold('Марс в Раке в момент вашего рождения был ретроградным, поэтому ему трудно.'))
      .toBe(fold('Венера во Льве в момент вашего рождения была ретроградной, поэтому ей трудно.'));
    expect(fold('Следом идёт квадрат к вашему Марсу.')).not.toBe(fold('К этому добавляется квадрат к вашему Марсу.'));
  });

  it('reads every chart into whole Russian sentences: no Latin, no slot, one colon at most, no doubled word', () => {
    const bad: string[] = [];
    const all = [...readings, ...everyPlacement().map((chart) => natal(chart, ru)), natal(unknownTimeChart(), ru), natal(polarChart(), ru)];
    for (const report of all) {
      for (const sentence of planetsOf(report).flatMap(sentencesOf)) {
        const defects = [
          /[A-Za-z{}]|\[object/.test(sentence) && 'Latin or a slot',
          // A meaning after the aspect's colon is a clause of its own: a second colon would hang it.
          (sentence.replace(/\d{1,2}:\d{2}/g, '').match(/:/g) ?? []).length > 1 && 'two colons',
          /(?<!\p{L})(\p{L}+)\s+\1(?!\p{L})/iu.test(sentence) && 'a doubled word',
          !/^[А-ЯЁ]/.test(sentence) && 'no capital',
          !/[.!?]$/.test(sentence) && 'not ended',
          capitalAfterColon(sentence) && 'a capital after a colon or dash',
        ].filter(Boolean);
        if (defects.length) bad.push(`${defects.join(', ')}: ${sentence}`);
      }
    }
    expect([...new Set(bad)].slice(0, 5)).toEqual([]);
  });
});

describe('the English planets section, composed', () => {
  // Venus's square to Neptune read under Venus, then again under Neptune in other words, could seem to say
  // two things of one aspect: the generational planet points back to it instead.
  it('reads each aspect once, under the first of its two planets', () => {
    const twice: string[] = [];
    for (const chart of charts) {
      const report = natal(chart, en);
      const read = new Set<string>();
      let planet = '';
      for (const block of report.sections.find((s) => s.id === 'planets')!.blocks) {
        if (block.type === 'heading') planet = block.text.split(/[ ,:]/)[0];
        if (block.type !== 'paragraph') continue;
        for (const sentence of sentencesOf(block.text)) {
          if (/read above/.test(sentence)) continue;
          for (const m of sentence.matchAll(/\b(conjunction with|sextile to|square to|trine to|opposition to|quincunx to) your (\w+)/g)) {
            const key = `${[planet, m[2]].sort().join('|')}|${m[1]}`;
            if (read.has(key)) twice.push(`${key}: ${sentence}`);
            read.add(key);
          }
        }
      }
    }
    expect(twice).toEqual([]);
  });

  it('hangs one clause on a colon at most, in every chart', () => {
    const bad: string[] = [];
    for (const chart of [...charts, ...everyPlacement(), unknownTimeChart(), polarChart()]) {
      for (const sentence of planetsOf(natal(chart, en)).flatMap(sentencesOf)) if ((sentence.match(/:/g) ?? []).length > 1) bad.push(sentence);
    }
    expect([...new Set(bad)].slice(0, 5)).toEqual([]);
  });
});
