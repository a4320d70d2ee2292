// The five numerology numbers with their texts, and the birthday number as a stated fact.
import type { NumerologyProfile } from '../../astro/types.js';
import type { InterpretationLibrary, NumerologyNumber } from '../library/types.js';
import { frameFill, frameText } from './text.js';
import type { ReadingWriter } from './writer.js';

const NUMBERS = ['lifePath', 'expression', 'soulUrge', 'personality', 'personalYear'] as const;

export function writeNumerology(w: ReadingWriter, lib: InterpretationLibrary, profile: NumerologyProfile, name: string): void {
  const labelOf = (key: (typeof NUMBERS)[number]) =>
    key === 'personalYear' ? frameFill(lib, 'numberLabel_personalYear', { year: profile.personalYearFor }) : frameText(lib, `numberLabel_${key}`);
  w.section('numerology', frameText(lib, 'numerologyTitle'));
  w.paragraph(lib.numerology.intro);
  w.table(
    [frameText(lib, 'columnNumber'), frameText(lib, 'columnValue')],
    [
      ...NUMBERS.map((key) => [labelOf(key), String(profile[key])]),
      [frameText(lib, 'numberLabel_birthDay'), String(profile.birthDay)],
    ],
  );
  for (const key of NUMBERS) {
    const value = profile[key] as NumerologyNumber;
    w.heading(frameFill(lib, 'numberHeading', { label: labelOf(key), value }));
    w.paragraph(frameFill(lib, `numberIntro_${key}`, { name }));
    const text = lib.numerology[key][value];
    if (text) w.paragraph(text);
  }
  w.paragraph(frameFill(lib, 'numberBirthDay', { value: profile.birthDay }));
}
