// Slow transits for the 12-month forecast: transiting planet -> natal point -> aspect type. Every text
// was written for its own type, after the opening that names it (transit-types.ts): a square is friction
// from within that asks for action, an opposition comes through other people and asks for balance, a
// trine is ease that can be wasted, a sextile an opening that pays only if taken up.
import type { InterpretationLibrary } from '../types.js';
import { jupiter } from './transits-jupiter.js';
import { neptune } from './transits-neptune.js';
import { pluto } from './transits-pluto.js';
import { saturn } from './transits-saturn.js';
import { uranus } from './transits-uranus.js';

export const transits: InterpretationLibrary['transits'] = { jupiter, saturn, uranus, neptune, pluto };
