// The authored interpretation texts: one paragraph per combination, written for that combination and
// nothing else (no slots), in each language natively. The composer adds the chart's facts around them
// (degrees, rulerships, orbs); these texts say what the combination means.
import type { AngleId, AspectType, ExtraBodyId, PLANETS, PlanetId, SignId } from '../../astro/types.js';
import type { HouseNumber } from './types.js';

/** Everything read by house: the ten planets, the North Node, Chiron and Lilith. */
export type HouseBody = PlanetId | 'trueNode' | ExtraBodyId;

/** A body in each of the twelve houses, one text per house. */
export type InHouseTexts = Record<HouseNumber, string>;

/** Chiron, the North Node and Lilith by sign (the planets' are `planetInSign`). */
export type PointInSignTexts = Record<'trueNode' | ExtraBodyId, Record<SignId, string>>;

type Pairs<T extends readonly string[]> = T extends readonly [infer H extends string, ...infer R extends readonly string[]]
  ? `${H}-${R[number]}` | Pairs<R>
  : never;

/** Two planets, the earlier in `PLANETS` order first: "sun-moon", "venus-pluto". */
export type PlanetPairKey = Pairs<typeof PLANETS>;

/**
 * Mercury is never more than 28° from the Sun and Venus never more than 48°, so a Sun–Mercury or
 * Sun–Venus aspect can only be a conjunction among the aspects read, and Mercury and Venus (at most
 * 76° apart) meet only by conjunction or sextile.
 */
type ConjunctionOnly = 'sun-mercury' | 'sun-venus';

/** The text of each aspect a pair can make. */
export type PairTexts<K extends PlanetPairKey> = K extends ConjunctionOnly
  ? Pick<Record<AspectType, string>, 'conjunction'>
  : K extends 'mercury-venus'
    ? Pick<Record<AspectType, string>, 'conjunction' | 'sextile'>
    : Record<AspectType, string>;

/** Every aspect between two planets, by pair and type. */
export type AspectPairTexts = { [K in PlanetPairKey]: PairTexts<K> };

/** A table of authored texts by name, for the checks they all pass: `planetInHouse.sun`, `aspectPairs.sun-moon`. */
export interface AuthoredTable {
  name: string;
  texts: Readonly<Record<string, string>>;
  /** Fewer words than a paragraph's, for a table of one or two sentences read after another text. */
  minWords?: number;
}

/** The pairs whose first planet is one of `P`, each with its texts: a file of the aspect table holds one such group. */
export type PairsFrom<P extends PlanetId> = { [K in Extract<PlanetPairKey, `${P}-${string}`>]: PairTexts<K> };

/** The Ascendant and the Midheaven by sign. */
export type AngleInSignTexts = Record<AngleId, Record<SignId, string>>;

/**
 * A planet's aspects to the Ascendant and the Midheaven, by type. A conjunction with the Ascendant is a
 * rising planet and an opposition to it a planet on the Descendant; a conjunction with the Midheaven
 * culminates, an opposition to it stands on the IC, the foot of the chart.
 */
export type AngleAspectTexts = Record<PlanetId, Record<AngleId, Record<AspectType, string>>>;

/** Uranus, Neptune and Pluto by sign, briefly: what a generation shares. */
export type GenerationInSignTexts = Record<'uranus' | 'neptune' | 'pluto', Record<SignId, string>>;
