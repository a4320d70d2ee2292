// The shape of an interpretation library: every text a reading can contain, as data.
// A second language is a second object of this type; the composer never holds prose of its own.
import type { SynastryLibrary } from './synastry-types.js';
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
/** Challenges are differences of single digits: 0 to 8. */
export type ChallengeNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
/** A day of the month reduced: 29 gives 11 and 22 stays; 33 cannot occur. */
export type BirthdayNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22;

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
  /** Planet in sign: 10 × 12 paragraphs of 60–110 words, each its own text. */
  planetInSign: Record<PlanetId, Record<SignId, string>>;
  /** The big three, planets and houses, composed from phrases joined with the chart's facts. */
  placements: PlacementTexts;
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
    /** The full profile (the numerology product): the cycles, maturity, birthday and name notes. */
    pinnacle: Record<NumerologyNumber, string>;
    challenge: Record<ChallengeNumber, string>;
    maturity: Record<NumerologyNumber, string>;
    birthday: Record<BirthdayNumber, string>;
    personalMonth: Record<NumerologyNumber, string>;
    /** What each number is about, as a noun phrase that fits "asks for …" and "equips you with …". */
    theme: Record<NumerologyNumber, string>;
    /** The days of a month as the language writes them after "the": 1 → "1st", … 31 → "31st". */
    dayOrdinal: Record<number, string>;
    /** The profile's own frame: titles, templates that combine the person's numbers, the method note. */
    profile: Record<string, string>;
  };
  /** Fixed texts of the report frame: section titles, notes, introductions and the closing. */
  frame: Record<string, string>;
  /** The compatibility reading: inter-chart aspects, house overlays, the pair's balance, its synthesis. */
  synastry: SynastryLibrary;
}

/**
 * Phrases of the placement sections, never printed alone: each template joins two or more of them
 * with the chart's facts, so a sentence depends on a combination of factors.
 */
export interface PlacementTexts {
  /** What a planet drives, a singular noun phrase read after "your" ("sense of purpose"). */
  drive: Record<PlanetId, string>;
  /** How a planet acts in a sign, a verb phrase whose subject is the planet. */
  inSign: Record<PlanetId, Record<SignId, string>>;
  /** What a house covers, a plural noun phrase. */
  houseField: Record<HouseNumber, string>;
  /** The same in a few words ("money and possessions"). */
  houseTopic: Record<HouseNumber, string>;
  /** How a sign handles what it touches, an adverbial phrase. */
  signManner: Record<SignId, string>;
  /** The first impression of a rising sign, a noun phrase. */
  risingImpression: Record<SignId, string>;
  /** What the Sun's sign puts behind that impression, a noun phrase. */
  sunCore: Record<SignId, string>;
  /** What the Moon's sign needs, a noun phrase. */
  moonNeed: Record<SignId, string>;
  /** Sentences with {slots}, filled by report/natal-placements.ts. */
  templates: Record<string, string>;
}
