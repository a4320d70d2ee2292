// The parts of an interpretation library a reading reads: one per product and one per add-on with
// texts of its own. A language's library claims the parts it has written (registry.ts), and a test
// holds each claim to every key English has in that part, so "Russian covers the numerology
// profile" is a checked fact. The composer reads nothing outside the parts of the reading it writes
// (checked for the numerology parts by composing English readings from those parts alone).
import type { Addon } from '../report/types.js';
import type { InterpretationLibrary } from './types.js';

export const LIBRARY_PARTS = ['natal', 'forecast', 'compatibility', 'numerology', 'month_ahead', 'numerology_section'] as const;
/** A product, the month-ahead add-on, or the numerology section added to a natal reading or forecast. */
export type LibraryPart = (typeof LIBRARY_PARTS)[number];

/**
 * The parts a reading reads: the product's own (its module names them) and its add-ons' (the PDF
 * add-on has no texts of its own; the numerology section is no part of a reading that reads the whole profile).
 */
export function partsOfReading(own: readonly LibraryPart[], addons: readonly Addon[]): LibraryPart[] {
  const parts: LibraryPart[] = [...own];
  if (addons.includes('month_ahead')) parts.push('month_ahead');
  if (addons.includes('numerology') && !own.includes('numerology')) parts.push('numerology_section');
  return parts;
}

type Member = Exclude<keyof InterpretationLibrary, 'language' | 'frame'>;

/** The members each part reads besides the frame. */
const MEMBERS: Record<LibraryPart, readonly Member[]> = {
  natal: ['names', 'planetInSign', 'generationInSign', 'pointInSign', 'planetInHouse', 'aspectPairs', 'angleInSign', 'angleAspects', 'placements', 'aspects', 'synthesis', 'lifeTiming', 'lifeAreas', 'story'],
  forecast: ['names', 'placements', 'aspects', 'transits', 'transitTypes', 'ingresses', 'eclipses', 'returns'],
  month_ahead: ['names', 'transitTypes', 'monthAhead', 'moonInSign', 'moonPhases', 'transits', 'aspects'],
  compatibility: ['names', 'synastry'],
  numerology: ['numerology'],
  numerology_section: ['numerology'],
};

/** Frame texts that say how a name was read: the profile and the section both give them. */
const NAME_NOTES = [
  'numberMissing_soulUrge', 'numberMissing_personality', 'numerologyTransliterated', 'numerologyTransliteratedHan',
  'numerologyTransliteratedAbjad', 'numerologyTransliteratedBrahmic', 'numerologyNoLetters', 'numerologyUnsupportedScript', 'script_*',
];

/**
 * The frame texts of the numerology parts, by key (a trailing * takes every key with that start).
 * The astrological parts read the whole frame: a library claims one of them when its frame has every
 * text English has (the session that writes them may split the frame between them as these are).
 */
const FRAME: Partial<Record<LibraryPart, readonly string[]>> = {
  numerology: [
    'dateFormat', 'listComma', 'listAnd', 'introductionTitle', 'closingTitle', 'closing_numerology', 'title_numerology',
    'subtitle_numerology', 'subtitleBirthNoPlace', 'factBorn', 'factPrepared', 'labelWheel', 'labelContinued',
    'numerologyIntroFor', 'numerologyIntroName', 'numerologyIntroForDateOnly', 'numerologyIntroNameDateOnly', ...NAME_NOTES,
  ],
  numerology_section: [
    'numerologyTitle', 'columnNumber', 'columnValue', 'numberLabel_*', 'numberHeading', 'numberIntro_*',
    'factLifePath', 'omittedTitle_numerology', 'sectionOmitted_numerology', 'sectionOmittedRest', 'listComma', 'listAnd', ...NAME_NOTES,
  ],
};

/** Whether a frame key belongs to a part. */
export function frameKeyIn(part: LibraryPart, key: string): boolean {
  const keys = FRAME[part];
  return !keys || keys.some((k) => (k.endsWith('*') ? key.startsWith(k.slice(0, -1)) : key === k));
}

/** Every text path of a value: "numerology.lifePath.7", "numerology.pinnacleOrdinal.1.forms.gen". */
function pathsOf(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) pathsOf(inner, `${prefix}.${key}`, out);
  } else {
    out.set(prefix, value);
  }
}

/** The texts of one part of a library (a partial library gives what it has), by path. */
export function partTexts(library: Partial<InterpretationLibrary>, part: LibraryPart): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const member of MEMBERS[part]) pathsOf(library[member], member, out);
  for (const [key, text] of Object.entries(library.frame ?? {})) if (frameKeyIn(part, key)) out.set(`frame.${key}`, text);
  return out;
}

/** Letters outside a template's slots: what makes a text words of one language. */
const wordsOutsideSlots = (text: string) => /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));

/**
 * The paths of `reference`'s part (English) that `library` lacks, leaves empty, or still gives in the
 * reference's words (a table not yet written re-exports English); texts with no words of their own,
 * such as "{degree} {sign}" or "℞", may be the same in every language.
 */
export function missingTexts(library: Partial<InterpretationLibrary>, reference: InterpretationLibrary, part: LibraryPart): string[] {
  const have = partTexts(library, part);
  const sameLanguage = library.language === reference.language;
  return [...partTexts(reference, part)].filter(([path, original]) => {
    const text = have.get(path);
    if (typeof text !== 'string' || text.trim().length === 0) return true;
    return !sameLanguage && text === original && wordsOutsideSlots(text) && !path.endsWith('.gender');
  }).map(([path]) => path);
}

