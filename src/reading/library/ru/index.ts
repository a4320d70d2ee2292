// The Russian interpretation library, assembled from one file per table. registry.ts says which
// parts it has written in full; a table not yet written re-exports English (its file says so), and no
// reading reads a part the registry does not claim, so a buyer never gets a mix.
import type { InterpretationLibrary } from '../types.js';
import { angleAspects } from './angle-aspects.js';
import { angleInSign } from './angle-in-sign.js';
import { aspects } from './aspects.js';
import { aspectPairs } from './aspect-pairs.js';
import { frame } from './frame.js';
import { generationInSign } from './generation-in-sign.js';
import { eclipses, ingresses, returns } from './ingresses.js';
import { lifeAreas } from './life-areas.js';
import { lifeTiming } from './life-timing.js';
import { monthAhead } from './month-ahead.js';
import { moonInSign, moonPhases } from './moon.js';
import { names } from './names.js';
import { numerology } from './numerology.js';
import { planetInHouse } from './planet-in-house.js';
import { planetInSign } from './planet-in-sign.js';
import { pointInSign } from './point-in-sign.js';
import { placements } from './placements.js';
import { story } from './story.js';
import { synastry } from './synastry.js';
import { synthesis } from './synthesis.js';
import { transits } from './transits.js';
import { transitTypes } from './transit-types.js';

export const ru: InterpretationLibrary = {
  language: 'ru',
  names,
  planetInSign,
  generationInSign,
  pointInSign,
  planetInHouse,
  aspectPairs,
  angleInSign,
  angleAspects,
  placements,
  aspects,
  synthesis,
  transits,
  transitTypes,
  ingresses,
  eclipses,
  returns,
  lifeTiming,
  story,
  lifeAreas,
  monthAhead,
  moonInSign,
  moonPhases,
  numerology,
  frame,
  synastry,
};

export { placementPhrases } from './placement-phrases.js';
export { aspects, eclipses, ingresses, moonInSign, moonPhases, names, planetInSign, placements, returns, synastry, synthesis, transits, transitTypes };
