// Small language-neutral helpers: filling frame templates and formatting numbers and dates
// with the words the library supplies (month names, list joiners), never words of our own.
import type { InterpretationLibrary } from '../library/types.js';

const SLOT = /\{([a-zA-Z0-9_]+)\}/g;

/** Fill a frame template; a missing value is a programming error, never a visible "{slot}". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(SLOT, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`frame template slot "${key}" has no value`);
    return String(value);
  });
}

/** The slots a template expects, in order of appearance. */
export function slotsOf(template: string): string[] {
  return [...template.matchAll(SLOT)].map((m) => m[1]);
}

export function frameText(lib: InterpretationLibrary, key: string): string {
  const text = lib.frame[key];
  if (text === undefined) throw new Error(`frame text "${key}" is missing from the ${lib.language} library`);
  return text;
}

export function frameFill(lib: InterpretationLibrary, key: string, values: Record<string, string | number> = {}): string {
  return fill(frameText(lib, key), values);
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

export function capitalise(text: string): string {
  return text.length === 0 ? text : text[0].toLocaleUpperCase() + text.slice(1);
}

/** Parse "YYYY-MM-DD" (or the date part of an ISO timestamp) into numbers. */
export function dateParts(iso: string): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new Error(`not an ISO date: ${iso}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

export function formatDate(lib: InterpretationLibrary, iso: string): string {
  const { year, month, day } = dateParts(iso);
  return frameFill(lib, 'dateFormat', { day, month: frameText(lib, `month_${month}`), year });
}

/** "3 March" without the year, for dates inside a period whose year is already stated. */
export function formatDayMonth(lib: InterpretationLibrary, iso: string): string {
  const { month, day } = dateParts(iso);
  return frameFill(lib, 'dayMonthFormat', { day, month: frameText(lib, `month_${month}`) });
}

export function formatMonthYear(lib: InterpretationLibrary, year: number, month: number): string {
  return frameFill(lib, 'monthYearFormat', { month: frameText(lib, `month_${month}`), year });
}

export function weekdayOf(iso: string): number {
  const { year, month, day } = dateParts(iso);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** "a, b and c" with the library's joiners. */
export function joinList(lib: InterpretationLibrary, items: string[]): string {
  if (items.length <= 1) return items.join('');
  const comma = frameText(lib, 'listComma');
  const and = frameText(lib, 'listAnd');
  return items.slice(0, -1).join(comma) + and + items[items.length - 1];
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
