// Small language-neutral helpers: filling templates (with the forms and choices a library's grammar
// asks for, see library/grammar.ts) and formatting numbers and dates with the words the library or
// its locale supplies (month names from Intl in the library's language, list joiners from the
// frame), never words of our own.
import { LOCALE_OF, type Language } from '../../i18n/languages.js';
import { isWord, phrase, settlePrepositions, type GrammaticalCase, type SlotValue, type Word } from '../library/grammar.js';
import type { InterpretationLibrary } from '../library/types.js';

/** What the frame helpers read of a library: its language and its frame texts. */
export type FrameLibrary = Pick<InterpretationLibrary, 'language' | 'frame'>;

/** {name}, {name:case} or {name|label=text|label=text}. */
const SLOT = /\{([a-zA-Z0-9_]+)(?::([a-z]+)|\|([^{}]*))?\}/g;

// Intl's formatters take tens of microseconds each to build, and a reading formats hundreds of dates,
// numbers and plural choices: each is built once for its locale and options, then reused.
const formatters = new Map<string, unknown>();
function formatter<T>(key: string, build: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (made === undefined) formatters.set(key, (made = build()));
  return made;
}

/** The plural rules of a language (CLDR, as i18next's _one/_few/_many keys follow them). */
export const pluralRules = (language: Language): Intl.PluralRules => formatter(`plural|${language}`, () => new Intl.PluralRules(LOCALE_OF[language]));

/** A language's date formatter with these options (UTC unless they name a zone). */
export const dateTimeFormat = (language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  formatter(`date|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(LOCALE_OF[language], { timeZone: 'UTC', ...options }));

/** A language's decimal formatter: `digits` decimals, or up to that many when `trim`, no grouping. */
export const decimalFormat = (language: Language, digits: number, trim: boolean): Intl.NumberFormat =>
  formatter(`decimal|${language}|${digits}|${trim}`, () => new Intl.NumberFormat(LOCALE_OF[language], { minimumFractionDigits: trim ? 0 : digits, maximumFractionDigits: digits, useGrouping: false }));

/**
 * Fill a template; a missing value, form or choice is a programming error, never a visible "{slot}".
 * `language` decides the plural category of a number in a choice; templates without one need none.
 */
export function fill(template: string, values: Record<string, SlotValue>, language?: Language): string {
  return settlePrepositions(fillSlots(template, values, language));
}

function fillSlots(template: string, values: Record<string, SlotValue>, language?: Language): string {
  return template.replace(SLOT, (slot, key: string, form: string | undefined, choices: string | undefined) => {
    const value = values[key];
    if (value === undefined) throw new Error(`frame template slot "${key}" has no value`);
    if (form !== undefined) {
      if (!isWord(value) || !(form in value.forms)) throw new Error(`template slot "${slot}" asks for a form its value does not have`);
      return value.forms[form as GrammaticalCase];
    }
    if (choices !== undefined) return choose(slot, value, choices, language);
    return isWord(value) ? value.forms.nom : String(value);
  });
}

/** The text a choice slot gives for a word's gender or a number's plural category, else its `other`. */
function choose(slot: string, value: SlotValue, choices: string, language: Language | undefined): string {
  const options = new Map(choices.split('|').map((choice) => {
    const at = choice.indexOf('=');
    return [choice.slice(0, at).trim(), choice.slice(at + 1)] as const;
  }));
  let label: string;
  if (isWord(value)) label = value.gender;
  else {
    const n = Number(value);
    if (language === undefined || !Number.isFinite(n)) throw new Error(`template slot "${slot}" chooses by a number's plural without a language`);
    label = pluralRules(language).select(n);
  }
  const text = options.get(label) ?? options.get('other');
  if (text === undefined) throw new Error(`template slot "${slot}" has no text for "${label}"`);
  return text;
}

/** The slots a template expects, in order of appearance. */
export function slotsOf(template: string): string[] {
  return [...template.matchAll(SLOT)].map((m) => m[1]);
}

export function frameText(lib: FrameLibrary, key: string): string {
  const text = lib.frame[key];
  if (text === undefined) throw new Error(`frame text "${key}" is missing from the ${lib.language} library`);
  return text;
}

export function frameFill(lib: FrameLibrary, key: string, values: Record<string, SlotValue> = {}): string {
  return fill(frameText(lib, key), values, lib.language);
}

/** 15°07′ — degrees and arc minutes within a sign (or any angle below 360). */
export function formatDegrees(value: number): string {
  let totalMinutes = Math.floor(value * 60 + 1e-9);
  const degrees = Math.floor(totalMinutes / 60);
  totalMinutes -= degrees * 60;
  return `${degrees}°${String(totalMinutes).padStart(2, '0')}′`;
}

/** An orb: "0°12′". */
export const formatOrb = formatDegrees;

/** A text, or every form of a word, with its first letter a capital. */
export function capitalise(text: string): string;
export function capitalise(text: Word): Word;
export function capitalise(text: string | Word): string | Word {
  if (isWord(text)) return phrase((form) => capitalise(text.forms[form]), text.gender);
  return text.length === 0 ? text : text[0].toLocaleUpperCase() + text.slice(1);
}

/** Parse "YYYY-MM-DD" (or the date part of an ISO timestamp) into numbers. */
export function dateParts(iso: string): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new Error(`not an ISO date: ${iso}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/**
 * A month's name as the library's language writes it in a date of the given shape: Intl knows that
 * Russian writes «14 марта» but «март 2027 г.». The library's frame lays the date out around it.
 */
function monthIn(language: Language, month: number, shape: 'dayMonth' | 'monthYear' | 'alone'): string {
  const options: Intl.DateTimeFormatOptions = shape === 'dayMonth' ? { day: 'numeric', month: 'long' } : shape === 'monthYear' ? { month: 'long', year: 'numeric' } : { month: 'long' };
  const parts = dateTimeFormat(language, options).formatToParts(new Date(Date.UTC(2000, month - 1, 1)));
  return parts.find((p) => p.type === 'month')!.value;
}

export function formatDate(lib: FrameLibrary, iso: string): string {
  const { year, month, day } = dateParts(iso);
  return frameFill(lib, 'dateFormat', { day, month: monthIn(lib.language, month, 'dayMonth'), year });
}

/** "3 March" without the year, for dates inside a period whose year is already stated. */
export function formatDayMonth(lib: FrameLibrary, iso: string): string {
  const { month, day } = dateParts(iso);
  return frameFill(lib, 'dayMonthFormat', { day, month: monthIn(lib.language, month, 'dayMonth') });
}

export function formatMonthYear(lib: FrameLibrary, year: number, month: number): string {
  return frameFill(lib, 'monthYearFormat', { month: monthIn(lib.language, month, 'monthYear'), year });
}

/**
 * A month and year as a word, for a template that declines it («весь март 2027 г.», «с марта 2027 г.»):
 * Intl gives a month's name in the nominative and, as it writes it inside a date, in the genitive, and
 * nothing more, so only `nom`, `gen` and `acc` are true forms (the accusative of a month is its
 * nominative in the languages written so far); `dat`, `ins` and `loc` repeat the nominative and no
 * template asks for them. Its gender is the one every month's name has in Russian (masculine: «весь
 * март»), and its text in the nominative is formatMonthYear's.
 */
export function formatMonthYearWord(lib: FrameLibrary, year: number, month: number): Word {
  const nom = formatMonthYear(lib, year, month);
  const gen = frameFill(lib, 'monthYearFormat', { month: monthIn(lib.language, month, 'dayMonth'), year });
  return { forms: { nom, gen, dat: nom, acc: nom, ins: nom, loc: nom }, gender: 'm' };
}

/**
 * The first month of a period as a word: formatMonthYearWord's, except that when the period ends in the
 * same year its genitive leaves the year to the end («с марта по май 2027 г.»); the nominative keeps it.
 */
export function formatPeriodStartWord(lib: FrameLibrary, year: number, month: number, endYear: number): Word {
  const word = formatMonthYearWord(lib, year, month);
  if (year !== endYear) return word;
  return { forms: { ...word.forms, gen: monthIn(lib.language, month, 'dayMonth') }, gender: word.gender };
}

/**
 * Two days without the year: "24 November – 30 November"; a language may name a shared month once
 * («24–30 ноября»), and days of different months take rangeFormat («28 ноября — 4 декабря»).
 */
export function formatDayRange(lib: FrameLibrary, fromIso: string, toIso: string): string {
  const from = dateParts(fromIso), to = dateParts(toIso);
  if (from.year === to.year && from.month === to.month) {
    return frameFill(lib, 'dayRangeInMonth', { day: from.day, month: monthIn(lib.language, from.month, 'dayMonth'), to: formatDayMonth(lib, toIso) });
  }
  return frameFill(lib, 'rangeFormat', { from: formatDayMonth(lib, fromIso), to: formatDayMonth(lib, toIso) });
}

/** A month's name on its own, as a list or a sentence names it: "November", «ноябрь». */
export function monthName(lib: FrameLibrary, month: number): string {
  return monthIn(lib.language, month, 'alone');
}

export function weekdayOf(iso: string): number {
  const { year, month, day } = dateParts(iso);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** "a, b and c" with the library's joiners. */
export function joinList(lib: FrameLibrary, items: string[]): string {
  if (items.length <= 1) return items.join('');
  const comma = frameText(lib, 'listComma');
  const and = frameText(lib, 'listAnd');
  return items.slice(0, -1).join(comma) + and + items[items.length - 1];
}

/** Words listed with the library's joiners, as a word: each case lists the words in that case; two or more agree as a plural. */
export function listWords(lib: FrameLibrary, words: readonly Word[]): Word {
  return phrase((form) => joinList(lib, words.map((word) => word.forms[form])), words.length === 1 ? words[0].gender : 'pl');
}

/** A "+03:00" / "-03:00" UTC offset as the library's language writes it: its own minus sign («−03:00» in Russian). */
export function formatOffset(lib: FrameLibrary, utcOffset: string): string {
  return utcOffset.startsWith('-') ? frameText(lib, 'minusSign') + utcOffset.slice(1) : utcOffset;
}

/** Local wall-clock time "HH:MM" of a UTC instant at a "+03:00" style offset ("+00:19:32" before standard time). */
export function localTimeOf(utc: string, utcOffset: string): string {
  const m = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(utcOffset);
  const offsetSeconds = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0)) : 0;
  const local = new Date(Date.parse(utc) + offsetSeconds * 1000);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}

/** Split prose into sentences; used to keep every sentence of a reading unique. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["”’)]?)\s+(?=["“‘(]?[\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function sentenceKey(sentence: string): string {
  return sentence.toLocaleLowerCase().replace(/\s+/g, ' ').replace(/[“”"’']/g, '').trim();
}
