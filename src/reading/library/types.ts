// The shape of an interpretation library: every text a reading can contain, as data.
// A second language is a second object of this type; the composer never holds prose of its own.
// What a language's grammar needs (cases, agreement, plural forms) the templates ask for through
// the slot syntax of grammar.ts, and the library gives words with their forms where a template
// needs them (Word); library/parts.ts says which members each product reads.
import type { Language } from '../../i18n/languages.js';
import type { Word } from './grammar.js';
import type { SynastryLibrary } from './synastry-types.js';
import type { LifeTimingTexts } from './life-timing-types.js';
import type { AngleAspectTexts, AngleInSignTexts, AspectPairTexts, GenerationInSignTexts, HouseBody, InHouseTexts, PointInSignTexts } from './authored-types.js';
import type { MonthAheadTexts } from './month-ahead-types.js';
import type { StoryTexts } from './story-types.js';
import type {
  AngleId, AspectType, AyanamsaId, Element, ExtraBodyId, HouseSystem, Modality, MoonPhaseName, PlanetId, SignId, TransitingPlanet,
} from '../../astro/types.js';
import type { PatternKind } from '../../astro/chart/patterns.js';
import type { LifeAreaTexts } from './life-areas-types.js';

/** Aspect types grouped by how they read: the natal summary weighs ease against tension by it. */
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

/** The aspects read to Chiron and Lilith: the five Ptolemaic ones (astro gives them no quincunx orb). */
export type PointAspectType = Exclude<AspectType, 'quincunx'>;

/**
 * The kinds of point an aspect joins, for the sentence that opens it: two personal planets (Sun to Mars),
 * a personal planet and a slow one (Jupiter to Pluto), two slow ones, or a planet and an angle.
 */
export type PairKind = 'personal' | 'personalSlow' | 'slow' | 'angle';

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
  /**
   * The opening sentence by type and by how the two signs relate: for a conjunction and a trine the
   * element they share, for a square and an opposition the mode, for a sextile and a quincunx the pair of
   * elements ("air-fire", alphabetical), and 'apart' when the aspect falls between signs that do not make
   * it. Slots: {A} {B} {pair} {aDrive} {bDrive}; for an element pair {first} {second}, the drives of the
   * points in the first and the second element.
   */
  relation: Record<AspectType, Record<string, string>>;
  /** The opening sentence by type and by the kinds of point joined; slots as `relation`, and {bName}. */
  pairKind: Record<AspectType, Record<PairKind, string>>;
  /** The section's one word on motion, after the opening: {applying} {separating} (count words). */
  motion: string;
  /** An aspect exact to the arc minute, where applying or separating says nothing. */
  exact: string;
  rules: string;
  /** The ruler of a house aspects a point standing in that house: {planet} {house} {other} {type} {area}. */
  rulesTenant: string;
  /** Both points rule houses: {a} {aHouses} {b} {bHouses} {type} {areas}. */
  rulesBoth: string;
  /** Two planets of an aspect placed in the signs of its hours, when the hour of birth decides a sign: {pair}. */
  placing: string;
  placing_2: string;
  placing_3: string;
  placing_4: string;
  placing_5: string;
  /** Chiron's and Lilith's aspects to a planet or angle, per type: {A} {aDrive} {contact}. */
  point: Record<ExtraBodyId, Record<PointAspectType, string>>;
  /** What Chiron's old hurt, or Lilith's exiled part, is about in contact with each planet and angle: a singular noun phrase. */
  pointContact: Record<ExtraBodyId, Record<PlanetId | AngleId, string>>;
  /** The houses such a contact links: {aArea} {pointArea} {pointHouse}. */
  pointHouses: Record<ExtraBodyId, string>;
  /**
   * A further planet in the same aspect to the North Node, Chiron or Lilith, once that type's text has
   * been said twice: {A} {article} ("a trine to") {earlier} (the planets before it) {aDrive} {contact} {north}.
   */
  pointAgain: Record<'trueNode' | ExtraBodyId, string>;
  /** A conjunction of two planets of one stellium by sign, read above as a whole: {pair} {sign} {aDrive} {bDrive}. */
  stelliumConjunction: string;
  /** The last opening of a type, when the chart has more of it than the other openings can carry: slots as `relation`. */
  again: Record<AspectType, string>;
  generational: string;
  generationalNoTime: string;
  /** A planet on an angle or on the point opposite it (Descendant, foot of the chart). */
  angle: Record<AngleId, { conjunction: string; opposition: string }>;
  /** A planet's aspect to the nodal axis, per type: {A} {aDrive} {north} {south}. */
  node: Record<AspectType, string>;
  nodeHouses: string;
  /** The Ascendant and the Midheaven in aspect. */
  angles: string;
  /**
   * `drive` as words, for a language that sets them in the case its sentence needs ({aDrive:gen}); a
   * library without them has its `drive` texts set as they are.
   */
  driveWords?: Record<AspectPoint, Word>;
  /**
   * The noun "aspect", for a language whose number words agree with what they count: a `numbers` entry
   * may then choose by the gender of {noun}, the aspect type's name or this word.
   */
  aspectWord?: Word;
  /**
   * The tightest aspect as the intro names it, for a language that orders or declines the names:
   * {a} {b} (the points) {aspect} (its name), words. Without it the names stand in chart order.
   */
  tightestName?: string;
  /**
   * The noun "houses" in the plural, for a language that names two or more houses with one noun after
   * their ordinals («управляет первым и шестым домами»); without it each house is named in full.
   */
  housesPlural?: Word;
}

export type HouseNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export type NumerologyNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22 | 33;
/** Challenges are differences of single digits: 0 to 8. */
export type ChallengeNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
/** A day of the month reduced: 29 gives 11 and 22 stays; 33 cannot occur. */
export type BirthdayNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22;
/** A day of the month as born on, unreduced: numerology gives each of the 31 days its own reading. */
export type DayOfMonth = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30 | 31;

/** Sun, Moon, Mercury, Venus, Mars: the fast movers of the month-ahead calendar. */
export type FastPlanet = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars';

export interface InterpretationLibrary {
  language: Language;
  /**
   * Names as words: a template sets them in the case its sentence needs ({sign:loc}) and agrees other
   * words with their gender ({planet|m=ваш|f=ваша}); English gives one form for every case.
   */
  names: {
    planets: Record<PlanetId | 'meanNode' | 'trueNode' | ExtraBodyId, Word>;
    points: { partOfFortune: Word };
    houseSystems: Record<HouseSystem, Word>; // "Placidus", "Whole Sign"
    ayanamsas: Record<AyanamsaId, Word>; // "Lahiri", "Fagan-Bradley"
    signs: Record<SignId, Word>;
    aspects: Record<AspectType, Word>;
    elements: Record<Element, Word>;
    modalities: Record<Modality, Word>;
    angles: Record<AngleId, Word>;
    moonPhases: Record<MoonPhaseName, Word>;
    houses: Record<HouseNumber, Word>; // "the first house", ...
    /** The houses of the solar chart, counted from the Sun's sign without a birth time: "the first solar house", ... */
    solarHouses: Record<HouseNumber, Word>;
  };
  /** Planet in sign: 10 × 12 paragraphs of 60–110 words, each its own text. */
  planetInSign: Record<PlanetId, Record<SignId, string>>;
  /** Uranus, Neptune and Pluto by sign, briefly: what a generation shares; the planets section reads these. */
  generationInSign: GenerationInSignTexts;
  /** The North Node, Chiron and Lilith by sign, each its own text. */
  pointInSign: PointInSignTexts;
  /** The planets, the North Node, Chiron and Lilith in each house, each its own text. */
  planetInHouse: Record<HouseBody, InHouseTexts>;
  /** Every aspect two planets can make, by pair and type, each its own text. */
  aspectPairs: AspectPairTexts;
  /** The Ascendant and the Midheaven by sign, each its own text. */
  angleInSign: AngleInSignTexts;
  /** Every planet's aspects to the Ascendant and the Midheaven, by type, each its own text. */
  angleAspects: AngleAspectTexts;
  /** The big three, planets and houses, composed from phrases joined with the chart's facts. */
  placements: PlacementTexts;
  /** Natal aspects, composed per aspect type from the points' signs, houses, rulerships and motion. */
  aspects: AspectWords;
  /**
   * Phrases the synthesis, the angles, the nodes, the balance and the added points are written from:
   * each is set into a sentence about a combination of factors, never printed on its own.
   */
  synthesis: {
    /**
     * How a sign acts, an adverbial phrase without commas ("patiently and with an eye for what lasts"):
     * the one table of it, for the placements and the synthesis alike. The aspects' `manner` is a verb
     * phrase with the planet as its subject, a different grammar, and stays apart.
     */
    signManner: Record<SignId, string>;
    signNature: Record<SignId, string>;
    houseArea: Record<HouseNumber, string>;
    planetFunction: Record<PlanetId, string>;
    /** The planet as the subject or object of a sentence ("the Sun"), a word for the case its sentence needs. */
    planetSubject: Record<PlanetId, Word>;
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
  /** Slow transits in the 12-month forecast: one text per transiting planet, natal point and aspect type, read after the type's opening. */
  transits: Record<TransitingPlanet, Record<PlanetId | AngleId, Record<AspectType, string>>>;
  /** The type of a transit, forecast and month ahead: the opening that names it and only it. */
  transitTypes: {
    slow: Record<AspectType, string>; // {transiting} {natal} (point in sign and house) {drive}
    node: Record<AspectType, string>; // {planet}
    dayAgain: string; // {planet} {type} {natal} {date}
    moonAgain: string; // {sign} {natal} {date}: the Moon's second conjunction in 30 days
    natalPoint: string;
    natalPointHouse: string;
  };
  ingresses: Record<TransitingPlanet, string>; // what the planet's change of sign brings, generic to any sign
  eclipses: { solar: string; lunar: string };
  returns: { jupiter: string; saturn: string };
  /** The natal reading's life timing: returns and oppositions at the person's ages, read through the chart. */
  lifeTiming: LifeTimingTexts;
  /** The month ahead's authored texts: the Moon's and the fast planets' contacts, New and Full Moons. */
  monthAhead: MonthAheadTexts;
  /** The chart's story: the Sun–Moon blend, the chart ruler, angular planets, stelliums and the key figure. */
  story: StoryTexts;
  moonInSign: Record<SignId, string>;
  moonPhases: Record<MoonPhaseName, string>;
  /** The natal reading's life areas: love, work, money, home and growth from their houses' cusps, rulers and planets. */
  lifeAreas: LifeAreaTexts;
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
    /**
     * The numerology section's reading of the birthday number: the day as born on, 1-31, each its own
     * (13 is not 4, 29 is not 11), one or two sentences read after the frame sentence that names it.
     */
    birthdayNumber: Record<DayOfMonth, string>;
    personalMonth: Record<NumerologyNumber, string>;
    /**
     * What each number is about, as a noun phrase that fits "asks for …" and "equips you with …": a
     * word, because a language with cases puts it in the one its sentence needs ({theme:gen}).
     */
    theme: Record<NumerologyNumber, Word>;
    /** The days of a month as the language writes them after "the": 1 → "1st", … 31 → "31st". */
    dayOrdinal: Record<number, string>;
    /** The four pinnacles' ordinals, "first" to "fourth", in the cases the profile's templates ask for. */
    pinnacleOrdinal: Record<1 | 2 | 3 | 4, Word>;
    /** The profile's own frame: titles, templates that combine the person's numbers, the method note. */
    profile: Record<string, string>;
  };
  /** Fixed texts of the report frame: section titles, notes, introductions and the closing. */
  frame: Record<string, string>;
  /** The compatibility reading: inter-chart aspects, house overlays, the pair's balance, its synthesis. */
  synastry: SynastryLibrary;
}

/** What the numerology product reads of a library: a language can give this much before the rest. */
export type NumerologyLibrary = Pick<InterpretationLibrary, 'language' | 'frame' | 'numerology'>;

/**
 * Phrases of the placement sections, never printed alone: each template joins two or more of them
 * with the chart's facts, so a sentence depends on a combination of factors.
 */
export interface PlacementTexts {
  /** What a planet drives, a singular noun phrase read after "your" ("sense of purpose"). */
  drive: Record<PlanetId, string>;
  /** How a planet acts in a sign, a verb phrase whose subject is the planet. */
  inSign: Record<PlanetId, Record<SignId, string>>;
  /** What a house is about, in a few words ("money and possessions"). */
  houseTopic: Record<HouseNumber, string>;
  /** The first impression of a rising sign, a noun phrase. */
  risingImpression: Record<SignId, string>;
  /** What the Sun's sign puts behind that impression, a noun phrase. */
  sunCore: Record<SignId, string>;
  /** What the Moon's sign needs, a noun phrase. */
  moonNeed: Record<SignId, string>;
  /** What the Moon's phase at birth (its distance from the Sun) says of a person's way of living, a clause. */
  birthPhase: Record<MoonPhaseName, string>;
  /** Each of Rudhyar's eight phases of birth by its astrological name ("balsamic"), as the birth-phase sentence names it. */
  birthPhaseName: Record<MoonPhaseName, string>;
  /** Sentences with {slots}, filled by report/natal-placements.ts. */
  templates: Record<string, string>;
}
