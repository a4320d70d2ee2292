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

// Tables written so far; the `ru` object takes them once the parts that read them are written in
// full and registry.ts claims those parts.
export { aspects } from './aspects.js';
export { eclipses, ingresses, returns } from './ingresses.js';
export { moonInSign, moonPhases } from './moon.js';
export { names } from './names.js';
export { placementPhrases } from './placement-phrases.js';
export { planetInSign } from './planet-in-sign.js';
export { placements } from './placements.js';
export { synastry } from './synastry.js';
export { synthesis } from './synthesis.js';
export { transitTypes } from './transit-types.js';
export { transits } from './transits.js';
