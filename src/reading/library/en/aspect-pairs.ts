// Every aspect between two planets, by pair and type: the pairs of each first planet are in a file of
// their own, and this table joins them (a missing pair fails to compile).
import type { AspectPairTexts } from '../authored-types.js';
import { jupiterPairs } from './aspect-pairs-jupiter.js';
import { marsPairs } from './aspect-pairs-mars.js';
import { mercuryPairs } from './aspect-pairs-mercury.js';
import { moonPairs } from './aspect-pairs-moon.js';
import { outerPairs } from './aspect-pairs-outer.js';
import { sunPairs } from './aspect-pairs-sun.js';
import { venusPairs } from './aspect-pairs-venus.js';

export const aspectPairs: AspectPairTexts = { ...sunPairs, ...moonPairs, ...mercuryPairs, ...venusPairs, ...marsPairs, ...jupiterPairs, ...outerPairs };
