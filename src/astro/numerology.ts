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
//
// The cycles follow Hans Decoz's method (decoz.com, "Calculating the Pinnacle Cycles"):
// - Pinnacles: month + day, day + year, the first two added, month + year; the parts are reduced with
//   master numbers kept (November is 11), and so are the sums.
// - Challenges: the same parts reduced to a single digit (no master numbers), subtracted: |month - day|,
//   |day - year|, the difference of those two (the main challenge), |month - year|; 0 is a challenge.
// - Spans: the first pinnacle runs from birth to age 36 minus the life path (a master life path counts
//   as its single digit: 11 as 2), the second and third nine years each, the fourth for the rest of
//   life. The first ends in the calendar year of that birthday, which is always a personal year 9, so
//   each new pinnacle opens with a personal year 1. The challenges are given the same spans, as most
//   numerologists time them.
// - Personal month: the personal year plus the calendar month reduced to one digit (October 1,
//   November 2, December 3), reduced with master numbers kept.
// - Maturity: life path plus expression, reduced with master numbers kept.
import { countableName } from './transliterate.js';
import type { NumerologyCurrentName, NumerologyCycle, NumerologyMonth, NumerologyName, NumerologyProfile, NumerologyYear } from './types.js';

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
function nameForCounting(fullName: string): { letters: Letter[]; name?: NumerologyName } {
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

/** The digit sum repeated down to one digit, master numbers included (29 → 11 → 2). */
export function singleDigit(n: number): number {
  let x = Math.abs(Math.trunc(n));
  while (x > 9) x = String(x).split('').reduce((sum, d) => sum + Number(d), 0);
  return x;
}

interface BirthDate { day: number; month: number; year: number }

export function personalYearOf(birth: BirthDate, calendarYear: number): number {
  return reduceNumber(reduceNumber(birth.day) + reduceNumber(birth.month) + reduceNumber(calendarYear));
}

export function personalMonthOf(birth: BirthDate, calendarYear: number, calendarMonth: number): number {
  return reduceNumber(singleDigit(personalYearOf(birth, calendarYear)) + singleDigit(calendarMonth));
}

/** The four pinnacles and the four challenges, with the ages and years they span. */
export function lifeCycles(birth: BirthDate, lifePath: number): { pinnacles: NumerologyCycle[]; challenges: NumerologyCycle[] } {
  const m = reduceNumber(birth.month);
  const d = reduceNumber(birth.day);
  const y = reduceNumber(birth.year);
  const first = reduceNumber(m + d);
  const second = reduceNumber(d + y);
  const pinnacleNumbers = [first, second, reduceNumber(first + second), reduceNumber(m + y)];
  const [ms, ds, ys] = [singleDigit(m), singleDigit(d), singleDigit(y)];
  const c1 = Math.abs(ms - ds);
  const c2 = Math.abs(ds - ys);
  const challengeNumbers = [c1, c2, Math.abs(c1 - c2), Math.abs(ms - ys)];
  const firstEnds = 36 - singleDigit(lifePath);
  const spans: Array<[number, number | null]> = [[0, firstEnds], [firstEnds + 1, firstEnds + 9], [firstEnds + 10, firstEnds + 18], [firstEnds + 19, null]];
  const cycle = (number: number, [fromAge, toAge]: [number, number | null]): NumerologyCycle => ({
    number, fromAge, toAge, fromYear: birth.year + fromAge, toYear: toAge === null ? null : birth.year + toAge,
  });
  return {
    pinnacles: pinnacleNumbers.map((n, i) => cycle(n, spans[i])),
    challenges: challengeNumbers.map((n, i) => cycle(n, spans[i])),
  };
}

/** Expression, soul urge and personality of a name, and how it was read. */
function nameNumbers(fullName: string): { expression: number | null; soulUrge: number | null; personality: number | null; name?: NumerologyName } {
  const { letters: counted, name } = nameForCounting(fullName);
  const sum = (ls: Letter[]) => ls.reduce((s, l) => s + l.value, 0);
  // Each name number needs letters of its kind: a name written without vowels (as Arabic and Hebrew
  // leave them out) has no soul urge, one without consonants no personality.
  const from = (ls: Letter[]) => (ls.length === 0 ? null : reduceNumber(sum(ls)));
  return {
    expression: from(counted),
    soulUrge: from(counted.filter((l) => l.vowel)),
    personality: from(counted.filter((l) => !l.vowel)),
    ...(name ? { name } : {}),
  };
}

/** True when a name has letters numerology can count (in any script that can be transliterated). */
export function nameCanBeCounted(fullName: string): boolean {
  return nameForCounting(fullName).letters.length > 0;
}

export function computeNumerology(
  input: { fullName: string; day: number; month: number; year: number },
  today: Date,
  options: { requireName?: boolean; currentName?: string } = {},
): NumerologyProfile {
  const { day, month, year } = input;
  if (!Number.isInteger(day) || !Number.isInteger(month) || !Number.isInteger(year) || day < 1 || day > 31 || month < 1 || month > 12 || year < 1) {
    throw new RangeError('Birth date must be a valid day, month and year.');
  }
  const numbers = nameNumbers(input.fullName);
  if (numbers.expression === null && options.requireName !== false) {
    throw new RangeError('The name has no letters to count, in any script that can be transliterated.');
  }
  const birth = { day, month, year };
  const lifePath = reduceNumber(reduceNumber(day) + reduceNumber(month) + reduceNumber(year));
  const personalYearFor = today.getUTCFullYear();
  const thisMonth = today.getUTCMonth() + 1;
  const personalYears: NumerologyYear[] = [0, 1, 2, 3, 4].map((k) => ({ year: personalYearFor + k, number: personalYearOf(birth, personalYearFor + k) }));
  const personalMonths: NumerologyMonth[] = [0, 1, 2, 3, 4, 5].map((k) => {
    const at = thisMonth - 1 + k;
    const calendarYear = personalYearFor + Math.floor(at / 12);
    const calendarMonth = (at % 12) + 1;
    return { year: calendarYear, month: calendarMonth, number: personalMonthOf(birth, calendarYear, calendarMonth) };
  });
  let currentName: NumerologyCurrentName | undefined;
  const current = options.currentName?.trim().replace(/\s+/g, ' ');
  if (current) {
    const n = nameNumbers(current);
    if (n.expression === null) throw new RangeError('The current name has no letters to count, in any script that can be transliterated.');
    currentName = { text: current, ...n };
  }
  return {
    lifePath,
    expression: numbers.expression,
    soulUrge: numbers.soulUrge,
    personality: numbers.personality,
    personalYear: personalYears[0].number,
    personalYearFor,
    birthDay: reduceNumber(day),
    birthDayOfMonth: day,
    maturity: numbers.expression === null ? null : reduceNumber(lifePath + numbers.expression),
    personalYears,
    personalMonths,
    ...lifeCycles(birth, lifePath),
    ...(numbers.name ? { name: numbers.name } : {}),
    ...(currentName ? { currentName } : {}),
  };
}
