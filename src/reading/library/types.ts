// The shape of an interpretation library: every text a reading can contain, as data.
// A second language is a second object of this type; the composer never holds prose of its own.
import type {
  AngleId, AspectType, AyanamsaId, Element, ExtraBodyId, HouseSystem, Modality, MoonPhaseName, PlanetId, SignId, TransitingPlanet,
} from '../../astro/types.js';
import type { PatternKind } from '../../astro/chart/patterns.js';

/** Aspect types grouped by how they read: the library writes one text per group. */
export type AspectGroup = 'conjunction' | 'flowing' | 'tense' | 'quincunx';
export const ASPECT_GROUP: Record<AspectType, AspectGroup> = {
  conjunction: 'conjunction',
  trine: 'flowing',
  sextile: 'flowing',
  square: 'tense',
  opposition: 'tense',
  quincunx: 'quincunx',
};

/** Key of a natal aspect pair, in PLANETS order then angles: "sun-moon", "venus-ascendant". */
export type PairKey = `${PlanetId}-${PlanetId | AngleId}`;

export type HouseNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export type NumerologyNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22 | 33;

/** Sun, Moon, Mercury, Venus, Mars: the fast movers of the month-ahead calendar. */
export type FastPlanet = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars';

export interface InterpretationLibrary {
  language: string; // BCP 47, "en"
  names: {
    planets: Record<PlanetId | 'meanNode' | 'trueNode' | ExtraBodyId, string>;
    points: { partOfFortune: string };
    houseSystems: Record<HouseSystem, string>; // "Placidus", "Whole Sign"
    ayanamsas: Record<AyanamsaId, string>; // "Lahiri", "Fagan-Bradley"
    signs: Record<SignId, string>;
    aspects: Record<AspectType, string>;
    elements: Record<Element, string>;
    modalities: Record<Modality, string>;
    angles: Record<AngleId, string>;
    moonPhases: Record<MoonPhaseName, string>;
    houses: Record<HouseNumber, string>; // "the first house", ...
  };
  /** What each planet stands for, a paragraph each. */
  planets: Record<PlanetId, string>;
  /** Planet in sign: 10 × 12 paragraphs of 60–110 words, each its own text. */
  planetInSign: Record<PlanetId, Record<SignId, string>>;
  /** Planet in house: 10 × 12 paragraphs of 50–100 words. */
  planetInHouse: Record<PlanetId, Record<HouseNumber, string>>;
  /** Rising sign: 12 paragraphs of 80–130 words. */
  ascendant: Record<SignId, string>;
  /** The nature of each aspect type, a short paragraph. */
  aspectTypes: Record<AspectType, string>;
  /** Natal aspects, per pair and aspect group: 2–4 sentences each. */
  aspects: Record<PairKey, Record<AspectGroup, string>>;
  /**
   * Phrases the synthesis, the angles, the nodes, the balance and the added points are written from:
   * each is set into a sentence about a combination of factors, never printed on its own.
   */
  synthesis: {
    signManner: Record<SignId, string>;
    signNature: Record<SignId, string>;
    houseArea: Record<HouseNumber, string>;
    planetFunction: Record<PlanetId, string>;
    planetSubject: Record<PlanetId, string>;
    ruling: Record<PlanetId, string>;
    midheavenCalling: Record<SignId, string>;
    midheavenFields: Record<SignId, string>;
    nodeGrowth: Record<SignId, string>;
    nodeComfort: Record<SignId, string>;
    pointMeaning: Record<'chiron' | 'lilith' | 'partOfFortune', string>;
    elementStrong: Record<Element, string>;
    elementLacking: Record<Element, string>;
    modalityStrong: Record<Modality, string>;
    modalityLacking: Record<Modality, string>;
    patternMeaning: Record<PatternKind, string>;
  };
  /** Slow transits in the 12-month forecast: per transiting planet, natal point and aspect group. */
  transits: Record<TransitingPlanet, Record<PlanetId | AngleId, Record<AspectGroup, string>>>;
  ingresses: Record<TransitingPlanet, string>; // what the planet's change of sign brings, generic to any sign
  eclipses: { solar: string; lunar: string };
  returns: { jupiter: string; saturn: string };
  /** Month-ahead calendar: one sentence per fast planet touching a natal point (the theme of the day). */
  dayTransits: Record<FastPlanet, Record<PlanetId | AngleId, string>>;
  moonInSign: Record<SignId, string>;
  moonPhases: Record<MoonPhaseName, string>;
  numerology: {
    lifePath: Record<NumerologyNumber, string>;
    expression: Record<NumerologyNumber, string>;
    soulUrge: Record<NumerologyNumber, string>;
    personality: Record<NumerologyNumber, string>;
    personalYear: Record<NumerologyNumber, string>;
    intro: string;
  };
  /** Fixed texts of the report frame: section titles, notes, introductions and the closing. */
  frame: Record<string, string>;
}
