// From an order's language to its report: the library is the language's own when it has every part
// the reading reads (library/registry.ts), else English, whole; the report's `language` records it.
import type { Language } from '../../i18n/languages.js';
import { partsOfReading } from '../library/parts.js';
import { libraryFor, numerologyLibraryFor } from '../library/registry.js';
import { composeReading } from './compose.js';
import { composeNumerologyProfile } from './compose-numerology.js';
import { composeCompatibility, type CompatibilityInput } from './synastry.js';
import type { ReadingInput, Report } from './types.js';

export function composeReadingIn(language: Language, input: ReadingInput): Report {
  const parts = partsOfReading([input.product], input.addons);
  // The profile alone reads only the numerology part, which a language may have before the rest.
  if (input.product === 'numerology' && parts.length === 1) return composeNumerologyProfile(input, numerologyLibraryFor(language));
  return composeReading(input, libraryFor(language, parts));
}

export function composeCompatibilityIn(language: Language, input: CompatibilityInput): Report {
  return composeCompatibility(input, libraryFor(language, ['compatibility']));
}
