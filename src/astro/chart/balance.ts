// Element and modality balance: weighted counts of the personal points by sign.
import type { Balance, Element, Modality, PlanetId } from '../types.js';
import { SIGN_ELEMENT, SIGN_MODALITY, signOf } from './zodiac.js';

/** Weights: the luminaries and the Ascendant count most, the outer planets least (they stay in a sign for years). */
export const BALANCE_WEIGHTS: Record<PlanetId | 'ascendant', number> = {
  sun: 3, moon: 3, ascendant: 3,
  mercury: 2, venus: 2, mars: 2,
  jupiter: 1.5, saturn: 1.5,
  uranus: 0.5, neptune: 0.5, pluto: 0.5,
};

/** An element or modality is "lacking" when it holds less than this share of the total weight. */
export const LACKING_SHARE = 0.1;

const ELEMENTS: Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITIES: Modality[] = ['cardinal', 'fixed', 'mutable'];

/** A placement known only over a day: the longitudes it held, each with the share of the day it held it. */
export type SplitPlacement = Array<{ longitude: number; share: number }>;

/**
 * Weighted counts by element and mode. A planet that changed sign on an unknown-time birth day is
 * given as a split placement: its weight is shared between the two signs by the hours it spent in each,
 * rather than all put on the sign it held at noon.
 */
export function computeBalance(longitudes: Partial<Record<PlanetId | 'ascendant', number | SplitPlacement>>): Balance {
  const elements: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  const modalities: Record<Modality, number> = { cardinal: 0, fixed: 0, mutable: 0 };
  let total = 0;
  for (const [point, weight] of Object.entries(BALANCE_WEIGHTS) as [PlanetId | 'ascendant', number][]) {
    const placement = longitudes[point];
    if (placement === undefined) continue;
    for (const { longitude, share } of typeof placement === 'number' ? [{ longitude: placement, share: 1 }] : placement) {
      const sign = signOf(longitude);
      elements[SIGN_ELEMENT[sign]] += weight * share;
      modalities[SIGN_MODALITY[sign]] += weight * share;
    }
    total += weight;
  }
  // Ties go to the quality of the Sun's sign, then to the fixed order, so the result is stable.
  const sun = longitudes.sun;
  const sunSign = sun === undefined ? null : signOf(typeof sun === 'number' ? sun : [...sun].sort((a, b) => b.share - a.share)[0].longitude);
  const pickMax = <K extends string>(keys: K[], counts: Record<K, number>, sunKey: K | null): K => {
    const top = Math.max(...keys.map((k) => counts[k]));
    const tied = keys.filter((k) => counts[k] === top);
    return sunKey !== null && tied.includes(sunKey) ? sunKey : tied[0];
  };
  const pickLacking = <K extends string>(keys: K[], counts: Record<K, number>): K | null => {
    const low = Math.min(...keys.map((k) => counts[k]));
    return low < LACKING_SHARE * total ? keys.find((k) => counts[k] === low)! : null;
  };
  return {
    elements,
    modalities,
    dominantElement: pickMax(ELEMENTS, elements, sunSign ? SIGN_ELEMENT[sunSign] : null),
    lackingElement: pickLacking(ELEMENTS, elements),
    dominantModality: pickMax(MODALITIES, modalities, sunSign ? SIGN_MODALITY[sunSign] : null),
    lackingModality: pickLacking(MODALITIES, modalities),
  };
}
