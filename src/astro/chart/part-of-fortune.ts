// The Part of Fortune, with the day/night reversal of Hellenistic astrology that most software applies:
// it lies as far from the Ascendant as the Moon is from the Sun by day, and the Sun from the Moon by
// night. A chart is a day chart when the Sun is above the horizon, that is in the half of the zodiac
// from the Descendant through the Midheaven to the Ascendant (houses 7-12 of a quadrant system).
import type { PartOfFortune } from '../types.js';
import { degreeInSign, normalizeDegrees, signOf } from './zodiac.js';

export function sectOf(sun: number, ascendant: number): 'day' | 'night' {
  const behindAscendant = normalizeDegrees(ascendant - sun);
  return behindAscendant > 0 && behindAscendant < 180 ? 'day' : 'night';
}

/** The Part of Fortune from the Ascendant, Sun and Moon (longitudes in one zodiac, degrees). */
export function partOfFortune(ascendant: number, sun: number, moon: number): Omit<PartOfFortune, 'house'> {
  const sect = sectOf(sun, ascendant);
  const longitude = normalizeDegrees(sect === 'day' ? ascendant + moon - sun : ascendant + sun - moon);
  return {
    longitude,
    sign: signOf(longitude),
    degreeInSign: degreeInSign(longitude),
    sect,
    formula: sect === 'day' ? 'ascendant + moon - sun' : 'ascendant + sun - moon',
  };
}
