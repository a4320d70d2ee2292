// The English interpretation library, assembled from one file per table.
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

export const en: InterpretationLibrary = {
  language: 'en',
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
  monthAhead,
  story,
  moonInSign,
  moonPhases,
  lifeAreas,
  numerology,
  frame,
  synastry,
};
