// The shape of an interpretation library: every text a reading can contain, as data.
// A second language is a second object of this type; the composer never holds prose of its own.
import type {
  AngleId, AspectType, AyanamsaId, Element, ExtraBodyId, HouseSystem, Modality, MoonPhaseName, PlanetId, SignId, TransitingPlanet,
} from '../../astro/types.js';

/**
 * Aspect types grouped by how they read: the summary weighs ease against tension by it, and the English
 * transit texts were written per group (each type's own opening tells square from opposition).
 */
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

/** The points an aspect text can name: planets, angles and the North Node. */
export type AspectPoint = PlanetId | AngleId | 'trueNode';

/** One aspect type's natal sentences; slots are filled with the chart's names, signs and houses. */
export interface AspectTypeTexts {
  joins: string; // {A} {B} (point in sign and house), {pair} for a conjunction, {aDrive} {bDrive}
  manners: string; // {a} {b} {aManner} {bManner}; a conjunction in one sign: {sign} {manner}; a trine: {element}
  mannersTwoSigns?: string; // a conjunction across two signs
  mannersMixed?: string; // a trine across two elements
  houses: string; // {aArea} {bArea}: "money (the second house)"
  sameHouse?: string; // a conjunction in one house: {house} {area}
  advice: string; // {a} {aSign} {b} {bSign}
}

export interface AspectWords {
  /** What a point stands for, after "your": "will and sense of purpose". */
  drive: Record<AspectPoint, string>;
  /** How a sign acts, a verb phrase for a singular subject: "acts first and asks later". */
  manner: Record<SignId, string>;
  /** What a house covers: "money, possessions and self-worth". */
  area: Record<HouseNumber, string>;
  /** A house's matters in a few words, for the houses a planet rules: "your finances". */
  areaShort: Record<HouseNumber, string>;
  angleArea: Record<AngleId, string>;
  typePlural: Record<AspectType, string>;
  typeSingular: Record<AspectType, string>;
  /** Number words from 0; larger counts are written in digits. */
  numbers: string[];
  intro: string;
  introOne: string;
  /** Without a birth time: {certain} aspects held all day ({types}), {possible} only some hours. */
  introDay: string;
  introDayOne: string;
  typeCount: string;
  pointInSign: string;
  pointInSignHouse: string;
  pairInSign: string;
  pairInSignHouse: string;
  pairTwoSigns: string;
  /** A sign that changed on an unknown-time birth day: {from} {time} {to}. */
  signChanging: string;
  areaInHouse: string;
  types: Record<AspectType, AspectTypeTexts>;
  applying: string;
  separating: string;
  /** An aspect exact to the arc minute, where applying or separating says nothing. */
  exact: string;
  rules: string;
  generational: string;
  generationalNoTime: string;
  /** A planet on an angle or on the point opposite it (Descendant, foot of the chart). */
  angle: Record<AngleId, { conjunction: string; opposition: string }>;
  /** A planet's aspect to the nodal axis, per type: {A} {aDrive} {north} {south}. */
  node: Record<AspectType, string>;
  nodeHouses: string;
  /** The Ascendant and the Midheaven in aspect. */
  angles: string;
}

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
  /** Midheaven sign: 12 short paragraphs (career and public direction). */
  midheaven: Record<SignId, string>;
  /** Natal aspects, composed per aspect type from the points' signs, houses, rulerships and motion. */
  aspects: AspectWords;
  /** The lunar nodes by sign (North Node sign; the South Node is opposite): 12 paragraphs. */
  northNode: Record<SignId, string>;
  /** Chart ruler: one paragraph per ruling planet (traditional rulers only appear). */
  chartRuler: Partial<Record<PlanetId, string>>;
  balance: {
    dominantElement: Record<Element, string>;
    lackingElement: Record<Element, string>;
    dominantModality: Record<Modality, string>;
    lackingModality: Record<Modality, string>;
  };
  /** Slow transits in the 12-month forecast: per transiting planet, natal point and aspect type (after the type's opening). */
  transits: Record<TransitingPlanet, Record<PlanetId | AngleId, Record<AspectType, string>>>;
  /** The type of a transit, forecast and month ahead: the opening that names it and only it. */
  transitTypes: {
    slow: Record<AspectType, string>; // {transiting} {natal} (point in sign and house) {drive}
    node: Record<AspectType, string>; // {planet}
    flavour: Record<FastPlanet, string>; // "talk, messages and plans"
    day: Record<AspectType, string>; // {flavour} {natal} {drive}
    moonDay: Record<AspectType, string>; // {sign} (the Moon's that day) {natal} {drive}
    dayAgain: string; // {planet} {type} {natal} {date}
    moonAgain: string; // {sign} {type} {natal} {date}: the Moon's second pass in 30 days
    lunationLead: string; // {sign} {phase} {time} {percent}
    natalPoint: string;
    natalPointHouse: string;
  };
  ingresses: Record<TransitingPlanet, string>; // what the planet's change of sign brings, generic to any sign
  eclipses: { solar: string; lunar: string };
  returns: { jupiter: string; saturn: string };
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
