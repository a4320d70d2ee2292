// The numerology section's birthday number, in English and Russian: the day as born on, 1 to 31, read
// whole as numerologists read it, each day with a text of its own after a sentence that names it; the
// empty sentence it replaced (the number named, never explained) appears nowhere. The section's method
// paragraph names Pythagoras and the alphabets the letters are counted by, truly (as src/astro counts
// them), and counts as many numbers as the section's table has rows.
import { describe, expect, it } from 'vitest';
import { computeNumerology, letters } from '../../src/astro/numerology.js';
import { en } from '../../src/reading/library/en/index.js';
import { ru } from '../../src/reading/library/ru/index.js';
import type { DayOfMonth, InterpretationLibrary } from '../../src/reading/library/types.js';
import { writeNumerology } from '../../src/reading/report/numerology.js';
import { sentenceKey, sentencesOf } from '../../src/reading/report/text.js';
import type { Block, Section } from '../../src/reading/report/types.js';
import { ReadingWriter } from '../../src/reading/report/writer.js';

const DAYS = Array.from({ length: 31 }, (_, i) => (i + 1) as DayOfMonth);
/** The sentence reviewers found in every section, in both languages: the number named, never read. */
const EMPTY = [
  /birthday number, \d+, adds one more shade/i, /talent you can call on whenever you need it/i,
  /Число дня рождения, \d+, добавляет ещё один оттенок/i, /талант, к которому можно обратиться, когда он нужен/i,
];
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const wordsOf = (text: string) => plain(text).match(/[\p{L}\p{N}’'-]+/gu) ?? [];

interface Language { lib: InterpretationLibrary; name: string; foreign: RegExp; six: RegExp }
const LANGUAGES: Record<'en' | 'ru', Language> = {
  en: { lib: en, name: 'John Smith', foreign: /[а-яё]/i, six: /\bsix key numbers\b/ },
  ru: { lib: ru, name: 'Иван Петров', foreign: /[a-z]/i, six: /по шести ключевым числам/ },
};

function sectionFor(language: Language, day: number): Section {
  const numerology = computeNumerology({ fullName: language.name, day, month: 5, year: 1990 }, new Date('2026-03-10T12:00:00Z'));
  const w = new ReadingWriter();
  writeNumerology(w, language.lib, numerology, language.name);
  return w.finished()[0];
}

const textOf = (block: Block | undefined) => (block && (block.type === 'heading' || block.type === 'paragraph') ? plain(block.text) : '');

/** Every string a value holds, with its path. */
function stringsOf(value: unknown, path: string, out: Array<[string, string]> = []): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stringsOf(v, `${path}.${k}`, out);
  return out;
}

for (const [code, language] of Object.entries(LANGUAGES)) {
  const { lib } = language;
  describe(`the birthday number in the numerology section (${code})`, () => {
    it('reads every day of the month, 1 to 31, with a text of its own after a sentence naming the day', () => {
      const seen = new Set<string>();
      for (const day of DAYS) {
        const section = sectionFor(language, day);
        const label = plain(lib.frame.numberLabel_birthDay);
        const at = section.blocks.findIndex((b) => b.type === 'heading' && plain(b.text).startsWith(label));
        expect(textOf(section.blocks[at]), `day ${day}`).toMatch(new RegExp(`\\D${day}$`));
        const intro = textOf(section.blocks[at + 1]);
        expect(intro, `day ${day}`).toContain(plain(lib.numerology.dayOrdinal[day]));
        // A two-digit day names the number it reduces to as well (29 gives 11, 19 gives 1).
        const reduced = computeNumerology({ fullName: language.name, day, month: 5, year: 1990 }, new Date('2026-03-10T12:00:00Z')).birthDay;
        if (reduced !== day) expect(intro, `day ${day}`).toMatch(new RegExp(`(?<!\\d)${reduced}(?!\\d)`));
        const text = textOf(section.blocks[at + 2]);
        expect(text, `day ${day}`).toBe(plain(lib.numerology.birthdayNumber[day]));
        seen.add(text);
        // The section's table gives the day as born on.
        const table = section.blocks.find((b) => b.type === 'table');
        expect(table?.type === 'table' ? table.rows.at(-1) : null, `day ${day}`).toEqual([lib.frame.numberLabel_birthDay, String(day)]);
        for (const block of section.blocks) for (const pattern of EMPTY) expect(textOf(block)).not.toMatch(pattern);
      }
      expect(seen.size).toBe(31);
    });

    it('gives each day one or two sentences of 25 to 60 words, none said anywhere else in the library', () => {
      const elsewhere = new Map<string, string>();
      for (const [path, text] of stringsOf({ numerology: { ...lib.numerology, birthdayNumber: {} }, frame: lib.frame }, '')) {
        for (const sentence of sentencesOf(text)) elsewhere.set(sentenceKey(sentence), path);
      }
      const problems: string[] = [];
      const opening = new Map<string, number>();
      for (const day of DAYS) {
        const text = lib.numerology.birthdayNumber[day];
        const sentences = sentencesOf(text);
        const words = wordsOf(text).length;
        if (sentences.length < 1 || sentences.length > 2) problems.push(`${day}: ${sentences.length} sentences`);
        if (words < 25 || words > 60) problems.push(`${day}: ${words} words`);
        if (language.foreign.test(text) || /[{}()]/.test(text)) problems.push(`${day}: foreign letter, slot or parenthesis`);
        for (const sentence of sentences) {
          const key = sentenceKey(sentence);
          if (elsewhere.has(key)) problems.push(`${day} repeats ${elsewhere.get(key)}: ${sentence}`);
          elsewhere.set(key, `birthdayNumber.${day}`);
        }
        const first = wordsOf(text).slice(0, 2).join(' ').toLowerCase();
        opening.set(first, (opening.get(first) ?? 0) + 1);
      }
      expect(problems).toEqual([]);
      // Openings vary: no two-word start is shared by more than three days.
      expect([...opening].filter(([, n]) => n > 3)).toEqual([]);
    });

    it('has dropped the empty sentence from the whole library', () => {
      const found = stringsOf(lib, 'library').filter(([, text]) => EMPTY.some((pattern) => pattern.test(plain(text))));
      expect(found).toEqual([]);
      expect(Object.keys(lib.frame)).not.toContain('numberBirthDay');
    });

    it('opens with the method: named for Pythagoras, six numbers as in the table, and the alphabets the letters are counted by', () => {
      const section = sectionFor(language, 16);
      const intro = textOf(section.blocks[0]);
      expect(intro).toBe(plain(lib.numerology.intro));
      expect(intro).toMatch(code === 'en' ? /named after Pythagoras, the Greek philosopher/ : /возводят к Пифагору — греческому философу/);
      expect(intro).not.toMatch(/school|школ/i);
      expect(intro).toMatch(language.six);
      const table = section.blocks.find((b) => b.type === 'table');
      expect(table?.type === 'table' ? table.rows.length : 0).toBe(6);
      // Said once, in the one method paragraph.
      const alphabet = code === 'en' ? /Latin letters run from A to I and again from J, and a name written in Cyrillic is counted the same way through the 33 letters of the Russian alphabet/ : /имя, написанное кириллицей, считается по русскому алфавиту из 33 букв — от А до З, а затем снова с И, — латинские же буквы считаются по латинскому алфавиту/;
      expect(intro).toMatch(alphabet);
      expect(section.blocks.slice(1).filter((b) => alphabet.test(textOf(b)))).toEqual([]);
    });
  });
}

describe('the method paragraph tells the truth about the count', () => {
  it('counts Latin A to I and again from J, and Cyrillic through the 33 Russian letters, А to З and again from И', () => {
    const values = (word: string) => letters(word).map((l) => l.value);
    expect(values('abcdefghi')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(values('j')).toEqual([1]);
    expect(values('абвгдеёжз')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(values('и')).toEqual([1]);
    expect(values('абвгдеёжзийклмнопрстуфхцчшщъыьэюя')).toHaveLength(33);
  });
});
