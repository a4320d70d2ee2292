// Issue 27: the authored interpretation texts (planet in house, Chiron, the nodes and Lilith by sign,
// aspects by pair and type) are paragraphs written for their combination, not frames with slots. Every
// table of a language's library (library/authored-tables.ts) is held to that here: a length a professional would
// write, no slot or parenthesis left in, the other language's alphabet nowhere, no sentence said twice
// in the whole library, no six-word run shared by more than three texts (a repeated opening or
// formula), and in Russian no plural sign name with a singular verb.
import { beforeAll, describe, expect, it } from 'vitest';
import { authoredTablesOf } from '../../src/reading/library/authored-tables.js';
import { en } from '../../src/reading/library/en/index.js';
import type { AuthoredTable } from '../../src/reading/library/authored-types.js';
import { ru } from '../../src/reading/library/ru/index.js';

const enTables = authoredTablesOf(en);
const ruTables = authoredTablesOf(ru);
import { loadMorphology, pluralSignAgreement } from '../support/russian-morphology.js';

const MIN_WORDS = 40;
const MAX_WORDS = 190;
/** How many texts of one language may share a run of this many words. */
const RUN = 6;
const MAX_TEXTS_PER_RUN = 3;

const words = (text: string) => text.toLowerCase().replace(/[\u00a0]/g, ' ').match(/[\p{L}\p{N}’'-]+/gu) ?? [];
const sentences = (text: string) => text.replace(/\u00a0/g, ' ').split(/(?<=[.!?…])\s+/).map((s) => s.trim()).filter((s) => s.length > 0);

function entries(tables: AuthoredTable[]): Array<{ where: string; text: string; minWords: number }> {
  return tables.flatMap((t) => Object.entries(t.texts).map(([key, text]) => ({ where: `${t.name}.${key}`, text, minWords: t.minWords ?? MIN_WORDS })));
}

function check(language: 'en' | 'ru', tables: AuthoredTable[]) {
  const all = entries(tables);
  const foreign = language === 'en' ? /[а-яё]/i : /[a-z]/i;

  it('are paragraphs of a professional length, with no slot, parenthesis or foreign letter', () => {
    const problems = all.flatMap(({ where, text, minWords }) => {
      const count = words(text).length;
      const found: string[] = [];
      if (count < minWords || count > MAX_WORDS) found.push(`${where}: ${count} words`);
      if (/[{}()[\]<>]/.test(text)) found.push(`${where}: slot or parenthesis`);
      if (foreign.test(text)) found.push(`${where}: letters of the other language`);
      if (/\s{2,}|^\s|\s$/.test(text.replace(/\u00a0/g, ' '))) found.push(`${where}: stray spaces`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('never say one sentence twice', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const { where, text } of all) {
      for (const sentence of sentences(text)) {
        const key = words(sentence).join(' ');
        if (key.split(' ').length < 4) continue;
        const first = seen.get(key);
        if (first !== undefined && first !== where) repeated.push(`${where} repeats ${first}: ${sentence}`);
        else seen.set(key, where);
      }
    }
    expect(repeated).toEqual([]);
  });

  it(`share no ${RUN}-word run among more than ${MAX_TEXTS_PER_RUN} texts`, () => {
    const texts = new Map<string, Set<string>>();
    for (const { where, text } of all) {
      const w = words(text);
      for (let i = 0; i + RUN <= w.length; i++) {
        const run = w.slice(i, i + RUN).join(' ');
        const set = texts.get(run) ?? new Set<string>();
        set.add(where);
        texts.set(run, set);
      }
    }
    const shared = [...texts].filter(([, set]) => set.size > MAX_TEXTS_PER_RUN).map(([run, set]) => `"${run}" in ${set.size}: ${[...set].slice(0, 4).join(', ')}`);
    expect(shared).toEqual([]);
  });
}

describe('authored texts, English', () => check('en', enTables));

describe('authored texts, Russian', () => {
  check('ru', ruTables);
  beforeAll(() => loadMorphology(), 30_000);

  it('put no plural sign name before a singular verb', () => {
    const problems = entries(ruTables).flatMap(({ where, text }) => pluralSignAgreement(text, ru).map((p) => `${where}: ${p}`));
    expect(problems).toEqual([]);
  });
});
