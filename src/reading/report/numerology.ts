// The five numerology numbers with their texts, and the birthday number: the day as born on, read
// whole as numerologists read it (13 is not simply 4), after a sentence that names it. A name in
// another script is counted from its Latin transliteration, and the section says which; a name that
// cannot be counted leaves out the name numbers with a sentence saying why, and the numbers drawn from
// the birth date alone (life path, personal year, birthday) are given in full.
import type { NumerologyName, NumerologyProfile } from '../../astro/types.js';
import type { DayOfMonth, NumerologyLibrary, NumerologyNumber } from '../library/types.js';
import { capitalise, frameFill, frameText, joinList, type FrameLibrary } from './text.js';
import type { ReadingWriter } from './writer.js';

const NUMBERS = ['lifePath', 'expression', 'soulUrge', 'personality', 'personalYear'] as const;
const ABJADS = ['Arabic', 'Hebrew', 'Syriac', 'Thaana'];
const BRAHMIC = ['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam'];

/** True when the name gave none of its numbers: the reading rests on the birth date alone. */
export function nameNotCounted(profile: NumerologyProfile): boolean {
  return profile.name?.counted === 'not_counted';
}

export function writeNumerology(w: ReadingWriter, lib: NumerologyLibrary, profile: NumerologyProfile, name: string): void {
  const labelOf = (key: (typeof NUMBERS)[number]) =>
    key === 'personalYear' ? frameFill(lib, 'numberLabel_personalYear', { year: profile.personalYearFor }) : frameText(lib, `numberLabel_${key}`);
  const present = NUMBERS.filter((key) => profile[key] !== null);
  w.section('numerology', frameText(lib, 'numerologyTitle'));
  w.paragraph(lib.numerology.intro);
  if (profile.name) for (const text of nameNotes(lib, profile.name, name)) w.paragraph(text);
  w.table(
    [frameText(lib, 'columnNumber'), frameText(lib, 'columnValue')],
    [
      ...present.map((key) => [labelOf(key), String(profile[key])]),
      [frameText(lib, 'numberLabel_birthDay'), String(profile.birthDayOfMonth)],
    ],
  );
  for (const key of NUMBERS) {
    const value = profile[key] as NumerologyNumber | null;
    if (value === null) {
      // One name number missing while the others are there: say why (no vowels, or no consonants).
      if (!nameNotCounted(profile) && (key === 'soulUrge' || key === 'personality')) w.paragraph(frameText(lib, `numberMissing_${key}`));
      continue;
    }
    w.heading(frameFill(lib, 'numberHeading', { label: labelOf(key), value }));
    w.paragraph(frameFill(lib, `numberIntro_${key}`, { name }));
    const text = lib.numerology[key][value];
    if (text) w.paragraph(text);
  }
  // Late in the year the coming one matters more than the months left: from October it is added.
  const next = profile.personalYears[1];
  if (next && (profile.personalMonths[0]?.month ?? 0) >= 10) {
    w.heading(frameFill(lib, 'numberHeading', { label: frameFill(lib, 'numberLabel_personalYear', { year: next.year }), value: next.number }));
    w.paragraph(lib.numerology.personalYear[next.number as NumerologyNumber]);
  }
  writeBirthdayNumber(w, lib, profile);
}

/** The birthday number: a frame sentence naming the day (and what a two-digit day reduces to), then its reading. */
function writeBirthdayNumber(w: ReadingWriter, lib: NumerologyLibrary, profile: NumerologyProfile): void {
  const day = profile.birthDayOfMonth as DayOfMonth;
  w.heading(frameFill(lib, 'numberHeading', { label: frameText(lib, 'numberLabel_birthDay'), value: day }));
  const ordinal = lib.numerology.dayOrdinal[day];
  // A day that is its own number (1-9, and the master days 11 and 22) has nothing to reduce.
  w.paragraph(profile.birthDay === day
    ? frameFill(lib, 'numberIntro_birthDay', { ordinal })
    : frameFill(lib, 'numberIntro_birthDayCompound', { ordinal, reduced: profile.birthDay }));
  w.paragraph(lib.numerology.birthdayNumber[day]);
}

/** What the reader is told about how their name was read. */
export function nameNotes(lib: FrameLibrary, reading: NumerologyName, name: string): string[] {
  const scripts = joinList(lib, reading.scripts.map((s) => lib.frame[`script_${s}`] ?? frameText(lib, 'script_Other')));
  if (reading.counted === 'not_counted') {
    return [reading.reason === 'no_letters' ? frameFill(lib, 'numerologyNoLetters', { name }) : frameFill(lib, 'numerologyUnsupportedScript', { script: scripts })];
  }
  const notes = [frameFill(lib, 'numerologyTransliterated', { script: scripts, latin: reading.latin })];
  if (reading.scripts.includes('Han')) notes.push(frameText(lib, 'numerologyTransliteratedHan'));
  const abjads = reading.scripts.filter((s) => ABJADS.includes(s));
  if (abjads.length > 0) {
    notes.push(capitalise(frameFill(lib, 'numerologyTransliteratedAbjad', { script: joinList(lib, abjads.map((s) => frameText(lib, `script_${s}`))) })));
  }
  if (reading.scripts.some((s) => BRAHMIC.includes(s))) notes.push(frameText(lib, 'numerologyTransliteratedBrahmic'));
  return notes;
}
