// The Russian interpretation library, as far as it is written: the numerology part (the profile and
// the section added to other readings). registry.ts says which parts it has in full; the astrological
// products are written in English until their Russian texts are here.
import type { NumerologyLibrary } from '../types.js';
import { frame } from './frame.js';
import { numerology } from './numerology.js';

export const ru: NumerologyLibrary = {
  language: 'ru',
  numerology,
  frame,
};

// Tables of the natal part written so far; the `ru` object takes them once the whole natal part is
// written and registry.ts claims it.
export { names } from './names.js';
export { placementPhrases } from './placement-phrases.js';
export { placements } from './placements.js';
export { synthesis } from './synthesis.js';
