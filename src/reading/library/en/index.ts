// The English interpretation library, assembled from one file per table.
import type { InterpretationLibrary } from '../types.js';
import { aspects } from './aspects.js';
import { frame } from './frame.js';
import { eclipses, ingresses, returns } from './ingresses.js';
import { lifeAreas } from './life-areas.js';
import { lifeTiming } from './life-timing.js';
import { monthAhead } from './month-ahead.js';
import { moonInSign, moonPhases } from './moon.js';
import { names } from './names.js';
import { numerology } from './numerology.js';
import { planetInSign } from './planet-in-sign.js';
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
