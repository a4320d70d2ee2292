// The interpretation libraries by language, and which parts each has written. A reading is written
// in the order's language only when that language's library has every part the reading reads;
// otherwise it is written whole in English (the default language), never in a mix, and the report's `language` says which.
// Each claim below is checked against every key English has in that part (test/reading).
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages.js';
import { en } from './en/index.js';
import { LIBRARY_PARTS, type LibraryPart } from './parts.js';
import { ru } from './ru/index.js';
import type { InterpretationLibrary, NumerologyLibrary } from './types.js';

export interface Shelf {
  /** The whole library, or as much of it as is written (the numerology part first). */
  readonly library: InterpretationLibrary | NumerologyLibrary;
  /** The parts it has in full. */
  readonly complete: readonly LibraryPart[];
}

export const LIBRARIES: Record<Language, Shelf> = {
  en: { library: en, complete: LIBRARY_PARTS },
  ru: { library: ru, complete: LIBRARY_PARTS },
};

const WHOLE = Object.keys(en) as Array<keyof InterpretationLibrary>;

function isWhole(library: InterpretationLibrary | NumerologyLibrary): library is InterpretationLibrary {
  return WHOLE.every((member) => member in library);
}

/** True when a reading reading `parts` is written in `language` rather than in English. */
export function writesIn(language: Language, parts: readonly LibraryPart[]): boolean {
  return parts.every((part) => LIBRARIES[language].complete.includes(part));
}

/**
 * The language a reading reading `parts` is written in for an order in `language`: what else goes
 * into it in words (the birth place's name) is asked for in the same language.
 */
export function languageOfReading(language: Language, parts: readonly LibraryPart[]): Language {
  return writesIn(language, parts) ? language : DEFAULT_LANGUAGE;
}

/** The whole library a reading reading `parts` is written from: the language's own, or English. */
export function libraryFor(language: Language, parts: readonly LibraryPart[]): InterpretationLibrary {
  const { library } = LIBRARIES[language];
  return writesIn(language, parts) && isWhole(library) ? library : en;
}

/** The library the numerology profile alone is written from: the language's own, or English. */
export function numerologyLibraryFor(language: Language): NumerologyLibrary {
  return writesIn(language, ['numerology']) ? LIBRARIES[language].library : en;
}
