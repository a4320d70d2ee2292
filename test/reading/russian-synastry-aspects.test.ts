// The Russian synastry aspect texts of the Sun, the Moon, Mercury, Venus and Mars (ru/synastry-aspects-
// lights.ts and ru/synastry-aspects-personal.ts), held to the English tables they stand for: every pair
// of points and aspect type English has; Russian throughout (Cyrillic, no Latin word, «ёлочки» only,
// typeset with Russian non-breaking spaces); the slots only {x} and {y}, each in a case Russian declines
// a name in; both people named in every sentence, so a reader never wonders whose Moon it is; no
// sentence used in two texts; of the English text's length class. Filled with names declined as
// Words (a woman's, a man's, and a Latin name that stays as written), every text reads without a slot
// left or a doubled word; and in compatibility readings composed with the draft library for couples of
// charts (random people, every placement, an unknown birth time, a polar birth) and of names (Russian
// ones declined by the library, Latin and undeclinable ones as written), every text of these tables
// comes out Russian, whole, and naming both people in each sentence.
import { describe, expect, it } from 'vitest';
import { randomPeople } from '../../bench/random-people.js';
import { computeSynastry } from '../../src/astro/chart/synastry.js';
import { createGazetteer, timezoneAt } from '../../src/astro/places/load.js';
import type { NatalChart } from '../../src/astro/types.js';
import { aspectText, composeCompatibility, peopleOf } from '../../src/reading/report/synastry.js';
import { ChartService, chartAt } from '../../src/services/readings/chart-service.js';
import { PlaceService } from '../../src/services/readings/places.js';
import { draftLibrary } from './fixtures/draft-library.js';
import { everyPlacement, polarChart, unknownTimeChart } from './fixtures/charts.js';
import { proseOf } from './helpers.js';
import { lightsAspects as englishLights } from '../../src/reading/library/en/synastry-aspects-lights.js';
import { personalAspects as englishPersonal } from '../../src/reading/library/en/synastry-aspects-personal.js';
import { lightsAspects } from '../../src/reading/library/ru/synastry-aspects-lights.js';
import { personalAspects } from '../../src/reading/library/ru/synastry-aspects-personal.js';
import { typesetText } from '../../src/reading/library/ru/typography.js';
import type { Word } from '../../src/reading/library/grammar.js';
import { fill, sentenceKey, sentencesOf } from '../../src/reading/report/text.js';

type Table = Record<string, Record<string, string>>;
const TABLES: Array<[string, Table, Table]> = [
  ['lights', englishLights, lightsAspects],
  ['personal', englishPersonal, personalAspects],
];

const entries = TABLES.flatMap(([table, en, ru]) =>
  Object.entries(en).flatMap(([pair, byType]) =>
    Object.keys(byType).map((type) => ({ where: `${table}.${pair}.${type}`, en: en[pair]![type]!, ru: ru[pair]?.[type] })),
  ),
);
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
const SLOT = /\{([a-z]+)(?::([a-z]+))?\}/g;
const CASES = ['nom', 'gen', 'dat', 'acc', 'ins', 'loc'];

const anna: Word = { forms: { nom: 'Анна', gen: 'Анны', dat: 'Анне', acc: 'Анну', ins: 'Анной', loc: 'Анне' }, gender: 'f' };
const ivan: Word = { forms: { nom: 'Иван', gen: 'Ивана', dat: 'Ивану', acc: 'Ивана', ins: 'Иваном', loc: 'Иване' }, gender: 'm' };
const stas: Word = { forms: { nom: 'Станислав', gen: 'Станислава', dat: 'Станиславу', acc: 'Станислава', ins: 'Станиславом', loc: 'Станиславе' }, gender: 'm' };
const latin = (name: string): Word => ({ forms: { nom: name, gen: name, dat: name, acc: name, ins: name, loc: name }, gender: 'pl' });

/** Sentences of a template: split where a sentence ends, whether the next one opens with a word or a slot. */
const templateSentences = (text: string) => text.split(/(?<=[.!?…])\s+(?=[\p{Lu}{«])/u).filter(Boolean);

describe('Russian synastry aspect texts (the lights and the personal planets)', () => {
  it('have every pair of points and aspect type English has, and nothing else', () => {
    expect(entries.length).toBe(150);
    for (const [table, en, ru] of TABLES) {
      expect(Object.keys(ru).sort(), table).toEqual(Object.keys(en).sort());
      for (const [pair, byType] of Object.entries(ru)) expect(Object.keys(byType).sort(), `${table}.${pair}`).toEqual(Object.keys(en[pair]!).sort());
    }
  });

  it('are Russian prose, typeset, with the slots {x} and {y} only, in the cases Russian declines', () => {
    for (const { where, ru } of entries) {
      const text = ru!;
      expect(text, where).toMatch(/[а-яё]/i);
      expect(text.replace(SLOT, '').match(/[a-z]+/gi) ?? [], `${where}: Latin letters`).toEqual([]);
      expect(text, `${where}: straight or English quotes`).not.toMatch(/["“”„'‘’]/);
      expect(text.replace(SLOT, ''), `${where}: stray braces`).not.toMatch(/[{}]/);
      expect(text, `${where}: a hyphen for a dash`).not.toMatch(/\s-\s/);
      expect(text, `${where}: stray space`).not.toMatch(/ {2}|^\s|\s$/);
      expect(typesetText(text), `${where}: not typeset`).toBe(text);
      for (const [, name, form] of text.matchAll(SLOT)) {
        expect(['x', 'y'], `${where}: slot ${name}`).toContain(name);
        if (form) expect(CASES, `${where}: case ${form}`).toContain(form);
      }
    }
  });

  it('name both people in every sentence', () => {
    for (const { where, ru } of entries) {
      for (const sentence of templateSentences(ru!)) {
        expect(sentence, `${where}: «${sentence}» leaves out {x}`).toMatch(/\{x[:}]/);
        expect(sentence, `${where}: «${sentence}» leaves out {y}`).toMatch(/\{y[:}]/);
      }
    }
  });

  it('are of the English text\'s length class', () => {
    for (const { where, en, ru } of entries) {
      const [enWords, ruWords] = [words(en), words(ru!)];
      expect(ruWords, `${where}: ${ruWords} Russian words for ${enWords} English`).toBeGreaterThanOrEqual(Math.round(enWords * 0.65));
      expect(ruWords, `${where}: ${ruWords} Russian words for ${enWords} English`).toBeLessThanOrEqual(Math.round(enWords * 1.2));
    }
  });

  it('share no sentence between two texts', () => {
    const seen = new Map<string, string>();
    for (const { where, ru } of entries) {
      for (const sentence of sentencesOf(fill(ru!, { x: anna, y: ivan }))) {
        const key = sentenceKey(sentence);
        expect(seen.get(key), `${where} repeats «${sentence}»`).toBeUndefined();
        seen.set(key, where);
      }
    }
  });

  it('read whole when filled with names, Russian or Latin, in either order', () => {
    const pairs: Array<[Word, Word]> = [[anna, ivan], [ivan, anna], [stas, anna], [latin('Jean-Luc'), latin('Mary Ann')]];
    for (const { where, ru } of entries) {
      for (const [x, y] of pairs) {
        const text = fill(ru!, { x, y });
        expect(text, where).not.toMatch(/[{}]|\[object|undefined/);
        expect(text, `${where}: a doubled word`).not.toMatch(/(?<![\p{L}-])(\p{L}+)\s+\1(?![\p{L}-])/iu);
        for (const sentence of sentencesOf(text)) expect(sentence, `${where}: «${sentence}»`).toMatch(/^[«(]?[\p{Lu}\d].*[.!?…»)]$/u);
      }
    }
  });
});

describe('Russian synastry aspect texts in composed compatibility readings', () => {
  const lib = draftLibrary();
  const places = new ChartService(new PlaceService(createGazetteer(), timezoneAt));
  const people = randomPeople(12);
  const charts: NatalChart[] = [
    ...people.map((person) => chartAt(person.meta, places.placeOf(person.meta))),
    ...everyPlacement().filter((_, i) => i % 13 === 0),
    unknownTimeChart(), polarChart(), unknownTimeChart(),
  ];
  const NAMES: Array<[string, string]> = [
    ['Анна Петрова', 'Иван Сидоров'], ['Никита', 'Мария'], ['John Smith', 'Ольга'], ['Станислав', 'Кармен'],
    ['Анна', 'Анна Сидорова'], ['Игорь', 'Mary Ann'], ['Любовь', 'Пётр Ильич Чайковский'], ['Нико', 'Елизавета'],
  ];
  const ours = new Set([...Object.keys(lightsAspects), ...Object.keys(personalAspects)]);

  it('come out Russian, whole and naming both people, in every couple\'s reading', () => {
    const bad: string[] = [];
    let read = 0;
    for (let i = 0; i + 1 < charts.length; i++) {
      const [name, partnerName] = NAMES[i % NAMES.length]!;
      const synastry = computeSynastry(charts[i]!, charts[i + 1]!);
      const report = composeCompatibility({ name, partnerName, synastry, orderedAt: '2026-11-24T10:00:00Z', pdf: false }, lib);
      const prose = new Set(proseOf(report));
      const names = peopleOf(lib, name, partnerName);
      const forms = (side: 'a' | 'b') => Object.values(names[side].forms);
      for (const x of synastry.aspects) {
        if (!ours.has(`${x.a}-${x.b}`) && !ours.has(`${x.b}-${x.a}`)) continue;
        const text = aspectText(lib, x, names);
        read += 1;
        const where = `${name} & ${partnerName}, ${x.a} ${x.type} ${x.b}`;
        if (!prose.has(text)) bad.push(`${where}: not in the reading`);
        // The names set aside (each person's own stand-in, so two names side by side are no doubled word).
        const stand = [...forms('a').map((f) => [f, 'Первый']), ...forms('b').map((f) => [f, 'Второй'])].sort((p, q) => q[0]!.length - p[0]!.length);
        const bare = stand.reduce((t, [f, by]) => t.split(f!).join(by!), text);
        if (/[A-Za-z]/.test(bare)) bad.push(`${where}: Latin in «${text}»`);
        if (/[{}]|\[object|undefined|NaN/.test(text)) bad.push(`${where}: unfilled «${text}»`);
        if (/(?<![\p{L}-])(\p{L}+)\s+\1(?![\p{L}-])/iu.test(bare)) bad.push(`${where}: doubled word in «${text}»`);
        for (const sentence of sentencesOf(text)) {
          if (!/^[«(]?[\p{Lu}\d].*[.!?…»)]$/u.test(sentence)) bad.push(`${where}: «${sentence}» not capitalised and ended`);
          if (!forms('a').some((f) => sentence.includes(f)) || !forms('b').some((f) => sentence.includes(f))) bad.push(`${where}: «${sentence}» leaves someone out`);
        }
      }
    }
    expect(read).toBeGreaterThan(200);
    expect(bad).toEqual([]);
  });
});
