// The Russian synastry aspect texts of the Sun, the Moon, Mercury, Venus and Mars (ru/synastry-aspects-
// lights.ts and ru/synastry-aspects-personal.ts), held to the English tables they stand for: every pair
// of points and aspect type English has; Russian throughout (Cyrillic, no Latin word, «ёлочки» only,
// typeset with Russian non-breaking spaces); the slots only {x} and {y}, each in a case Russian declines
// a name in; both people named in every sentence, so a reader never wonders whose Moon it is; no
// sentence used in two texts; of the English text's length class. Filled with names declined as
// Words (a woman's, a man's, and a Latin name that stays as written), every text reads without a slot
// left or a doubled word.
import { describe, expect, it } from 'vitest';
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
