// Pythagorean numerology from the full name and the birth date.
//
// Letters: Latin A-Z by the Pythagorean table (A J S = 1, B K T = 2, ... I R = 9). Cyrillic by the
// Russian alphabet in order, cycling 1-9: А1 Б2 В3 Г4 Д5 Е6 Ё7 Ж8 З9 И1 Й2 К3 Л4 М5 Н6 О7 П8 Р9 С1 Т2 У3
// Ф4 Х5 Ц6 Ч7 Ш8 Щ9 Ъ1 Ы2 Ь3 Э4 Ю5 Я6. Ё is its own letter (7) when written; a name spelled with Е counts
// Е (6). Ukrainian and Belarusian letters count as their Russian counterparts (І Ї → И, Є → Е, Ґ → Г, Ў → У).
// Accents on Latin letters are dropped (é → e, ß → ss).
//
// Vowels (soul urge): A E I O U, and Y when no vowel stands next to it in the word (Lynn, Mary; not
// Yolanda, Joy). Cyrillic: А Е Ё И О У Ы Э Ю Я; Й is a consonant. Ъ and Ь count in the expression and
// with the consonants (personality), since they are not vowels.
//
// Names in other scripts (Chinese, Greek, Arabic, Hebrew, Devanagari, ...) are counted from their Latin
// transliteration (see transliterate.ts), and the profile says so. A name with no letters at all (only
// emoji, say) cannot be counted: computeNumerology refuses it, unless asked for the birth-date numbers
// alone (`requireName: false`), which then come with null name numbers and the reason.
//
// Numbers reduce by summing digits until one digit remains, except 11, 22 and 33 (master numbers),
// which stay. Life path: day, month and year are each reduced first, then added and reduced. Expression,
// soul urge and personality: the letter values of the whole name added, then reduced. Personal year:
// reduced birth day + reduced birth month + reduced calendar year of `today`, reduced.
import { countableName } from './transliterate.js';
import type { NumerologyName, NumerologyProfile } from './types.js';

const LATIN_VALUE: Record<string, number> = {};
'abcdefghijklmnopqrstuvwxyz'.split('').forEach((c, i) => { LATIN_VALUE[c] = (i % 9) + 1; });

const CYRILLIC = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
const CYRILLIC_VALUE: Record<string, number> = {};
CYRILLIC.split('').forEach((c, i) => { CYRILLIC_VALUE[c] = (i % 9) + 1; });
const CYRILLIC_FOLD: Record<string, string> = { і: 'и', ї: 'и', є: 'е', ґ: 'г', ў: 'у' };

const LATIN_VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const CYRILLIC_VOWELS = new Set('аеёиоуыэюя'.split(''));

export const MASTER_NUMBERS = [11, 22, 33] as const;

export function reduceNumber(n: number): number {
  let x = Math.abs(Math.trunc(n));
  while (x > 9 && !(MASTER_NUMBERS as readonly number[]).includes(x)) {
    x = String(x).split('').reduce((sum, d) => sum + Number(d), 0);
  }
  return x;
}

interface Letter { char: string; value: number; vowel: boolean }

/** The name as counted letters, with the vowel rule applied word by word. */
export function letters(fullName: string): Letter[] {
  const out: Letter[] = [];
  for (const word of fullName.toLowerCase().split(/[^\p{L}]+/u)) {
    // Й and Ё decompose under NFKD; keep them, fold accents on everything else.
    const chars = [...word].flatMap((c) => {
      if (c === 'й' || c === 'ё') return [c];
      if (CYRILLIC_FOLD[c]) return [CYRILLIC_FOLD[c]];
      if (c === 'ß') return ['s', 's'];
      if (c === 'æ') return ['a', 'e'];
      if (c === 'œ') return ['o', 'e'];
      if (c === 'ø') return ['o'];
      return [...c.normalize('NFKD').replace(/\p{M}/gu, '')];
    });
    const isBaseVowel = (c: string | undefined) => c !== undefined && (LATIN_VOWELS.has(c) || CYRILLIC_VOWELS.has(c));
    chars.forEach((c, i) => {
      const value = LATIN_VALUE[c] ?? CYRILLIC_VALUE[c];
      if (value === undefined) return;
      const vowel = c === 'y' ? !isBaseVowel(chars[i - 1]) && !isBaseVowel(chars[i + 1]) : isBaseVowel(c);
      out.push({ char: c, value, vowel });
    });
  }
  return out;
}

/** The name as numerology counts it: its letters, and how it was read when not as written. */
export function nameForCounting(fullName: string): { letters: Letter[]; name?: NumerologyName } {
  const countable = countableName(fullName);
  const counted = letters(countable.text);
  if (counted.length === 0) {
    return {
      letters: [],
      name: countable.hasLetters
        ? { counted: 'not_counted', reason: 'unsupported_script', scripts: countable.unsupported.length ? countable.unsupported : ['Other'] }
        : { counted: 'not_counted', reason: 'no_letters', scripts: [] },
    };
  }
  if (countable.transliterated.length === 0) return { letters: counted };
  return { letters: counted, name: { counted: 'transliterated', latin: countable.text, scripts: countable.transliterated } };
}

export function computeNumerology(
  input: { fullName: string; day: number; month: number; year: number },
  today: Date,
  options: { requireName?: boolean } = {},
): NumerologyProfile {
  const { day, month, year } = input;
  if (!Number.isInteger(day) || !Number.isInteger(month) || !Number.isInteger(year) || day < 1 || day > 31 || month < 1 || month > 12 || year < 1) {
    throw new RangeError('Birth date must be a valid day, month and year.');
  }
  const { letters: counted, name } = nameForCounting(input.fullName);
  if (counted.length === 0 && options.requireName !== false) {
    throw new RangeError('The name has no letters to count, in any script that can be transliterated.');
  }
  const sum = (ls: Letter[]) => ls.reduce((s, l) => s + l.value, 0);
  // Each name number needs letters of its kind: a name written without vowels (as Arabic and Hebrew
  // leave them out) has no soul urge, one without consonants no personality.
  const from = (ls: Letter[]) => (ls.length === 0 ? null : reduceNumber(sum(ls)));
  const personalYearFor = today.getUTCFullYear();
  return {
    lifePath: reduceNumber(reduceNumber(day) + reduceNumber(month) + reduceNumber(year)),
    expression: from(counted),
    soulUrge: from(counted.filter((l) => l.vowel)),
    personality: from(counted.filter((l) => !l.vowel)),
    personalYear: reduceNumber(reduceNumber(day) + reduceNumber(month) + reduceNumber(personalYearFor)),
    personalYearFor,
    birthDay: reduceNumber(day),
    ...(name ? { name } : {}),
  };
}
