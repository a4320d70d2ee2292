// The chart's story (issue 27): authored paragraphs read from the top of the reading plan, one per
// combination, and the few frame sentences that state the chart's facts around them (signs, houses, orbs).
import type { Element, Modality, PlanetId, SignId } from '../../astro/types.js';
import type { HouseNumber } from './types.js';

/** The four angles a planet can stand on. */
export type StoryAngle = 'ascendant' | 'descendant' | 'midheaven' | 'imum_coeli';

/** The Sun's element, then the Moon's: "fire-water" is a fire Sun with a water Moon. */
export type ElementPair = `${Element}-${Element}`;

export interface StoryTexts {
  /** The Sun–Moon blend, by the element of each. */
  blend: Record<ElementPair, string>;
  /** Each planet as the ruler of the chart (the ruler of the rising sign). */
  ruler: Record<PlanetId, string>;
  /** A planet on each angle. */
  angular: Record<PlanetId, Record<StoryAngle, string>>;
  /** Three or more planets gathered in a house, and in a sign. */
  stelliumHouse: Record<HouseNumber, string>;
  stelliumSign: Record<SignId, string>;
  /** A T-square read through the planet at its apex, and a yod through its apex. */
  tSquareApex: Record<PlanetId, string>;
  yodApex: Record<PlanetId, string>;
  grandTrine: Record<Element, string>;
  grandCross: Record<Modality, string>;
  kite: string;
  /** The sentences with the chart's facts that lead into the authored texts (templates with slots). */
  frame: Record<string, string>;
}
