// The English interpretation library, assembled from one file per table.
import type { InterpretationLibrary } from '../types.js';
import { ascendant } from './ascendant.js';
import { aspects } from './aspects.js';
import { balance } from './balance.js';
import { chartRuler } from './chart-ruler.js';
import { frame } from './frame.js';
import { eclipses, ingresses, returns } from './ingresses.js';
import { midheaven } from './midheaven.js';
import { moonInSign, moonPhases } from './moon.js';
import { names } from './names.js';
import { northNode } from './north-node.js';
import { numerology } from './numerology.js';
import { planetInHouse } from './planet-in-house.js';
import { planetInSign } from './planet-in-sign.js';
import { planets } from './planets.js';
import { transits } from './transits.js';
import { transitTypes } from './transit-types.js';

export const en: InterpretationLibrary = {
  language: 'en',
  names,
  planets,
  planetInSign,
  planetInHouse,
  ascendant,
  midheaven,
  aspects,
  northNode,
  chartRuler,
  balance,
  transits,
  transitTypes,
  ingresses,
  eclipses,
  returns,
  moonInSign,
  moonPhases,
  numerology,
  frame,
};
