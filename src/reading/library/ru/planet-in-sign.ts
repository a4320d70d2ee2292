// Планета в знаке: по тексту на каждое сочетание. В натальном разборе он читается там, где планета в
// день рождения без известного часа сменила знак (report/birth-day.ts): даётся текст для каждого из двух знаков.
import type { InterpretationLibrary } from '../types.js';
import { mars, mercury, moon, sun, venus } from './planet-in-sign-personal.js';
import { jupiter, neptune, pluto, saturn, uranus } from './planet-in-sign-social.js';

export const planetInSign: InterpretationLibrary['planetInSign'] = { sun, moon, mercury, venus, mars, jupiter, saturn, uranus, neptune, pluto };
