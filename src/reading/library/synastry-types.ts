// The compatibility (synastry) part of an interpretation library. Every text speaks of the two people
// by name ({x}, {y}, {guest}, {host}, ...): a couple's reading is theirs, and what each one gives the
// other is said of the one who gives it.
import type { Element, Modality, PlanetId, SignId } from '../../astro/types.js';
import type { SynastryAspectType } from '../../astro/chart/synastry.js';
import type { Word } from './grammar.js';
import type { HouseNumber } from './types.js';

/** The points read pair by pair with a full text for each aspect type. */
export const SYNASTRY_CORE = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'ascendant'] as const;
export type SynastryCore = (typeof SYNASTRY_CORE)[number];

/** Two core points in SYNASTRY_CORE order: "sun-moon", "venus-mars", "venus-venus". */
export type SynastryPairKey = `${SynastryCore}-${SynastryCore}`;

/** The points an outer planet's contact is read on. */
export type PersonalPoint = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'ascendant';
export type OuterPlanet = 'uranus' | 'neptune' | 'pluto';

export interface SynastryLibrary {
  /**
   * Per pair of core points, one text per aspect type, each naming only its own aspect. {x} is the
   * person whose point comes first in the key, {y} the other; for a point with itself, {x} is the
   * buyer and {y} the partner.
   */
  aspects: Record<string, Record<SynastryAspectType, string>>;
  /** An outer planet on the other's personal point: {x} owns the outer planet, {y} the point, {point} what is touched. */
  outer: Record<OuterPlanet, Record<SynastryAspectType, string>>;
  /**
   * An outer planet's contact of a type the same person's outer planet has already made with another of
   * the other's points earlier in the reading (Pluto's trine to the Sun, then to Venus, then to Mars):
   * {x} owns the outer planet, {y} the point, {planet} and {point} their names as words, so the second
   * and later texts say "the same, here too" rather than the whole text again. Without it, the outer
   * text again.
   */
  outerAgain?: Record<SynastryAspectType, string>;
  /** What a personal point is, said of its owner: "{y}'s sense of purpose". */
  touched: Record<PersonalPoint, string>;
  /** A planet on the other's Midheaven: {x} owns the planet, {y} the Midheaven, {planet} its name. */
  midheaven: Record<'conjunction' | 'opposition', string>;
  /**
   * Another planet of the same person on the same Midheaven (or at the foot of the chart) after the
   * first in the reading: the same slots, said as "this one too"; without it, the midheaven text again.
   */
  midheavenAgain?: Record<'conjunction' | 'opposition', string>;
  /** What a planet brings as a guest in another's house, a clause: "{guest}'s Venus brings warmth". */
  guest: Record<PlanetId, string>;
  /** What a house of the host's is about, as the guest's planets enter it: {guest}, {host}, {planets}. */
  overlays: Record<HouseNumber, string>;
  balance: {
    /** The element each person has most of, by pair of elements ("fire-water"); {a} and {b} name them. */
    dominantPair: Record<string, string>;
    /** An element the pair as a whole has little of: {a} and {b}. */
    lacking: Record<Element, string>;
    /** Modality of the pair: {a} and {b}. */
    modality: Record<Modality, string>;
  };
  /** The composite Sun's element: what the relationship itself is centred on ({a}, {b}, {sign}). */
  compositeSun: Record<Element, string>;
  /** Frame sentences and synthesis templates. */
  frame: Record<string, string>;
  /** Sign names in the possessive-free form used in lists ("Leo"). */
  signs?: Partial<Record<SignId, string>>;
  /**
   * A person's name as the composer fills it into {x}, {y}, {a}, {b}, {guest}, {name}...: a Word a
   * language with cases declines («Солнце {x:gen}» → «Солнце Анны»); without it, the name as written
   * in every case. A person's gender is not always known (a foreign or unusual name keeps it unknown),
   * so no template agrees a verb or an adjective with a person ({x|m=…|f=…} is never written).
   */
  personName?: (name: string) => Word;
  /**
   * The word a person is called by, from the name as typed, where a language writes names in an order
   * of its own (Russian «Петрова Анна», surname first, is called «Анна»); without it, the first word.
   */
  callName?: (name: string) => string;
  /**
   * The Moon's arc on a day of unknown birth time when it stayed in one sign: {name}, {from} and {to}
   * the degrees alone and {sign} the sign's name once («от 2°59′ до 16°49′ Близнецов»), where a language
   * would not name the sign twice; without it, the frame's moonArc with both positions whole.
   */
  moonArcOneSign?: string;
  /**
   * A number of contacts of one aspect type in the synthesis's count, {n} the number ("3 trines"), for a
   * language whose nouns agree with numerals ({n|one=…|few=…|many=…}); without it, the English plurals.
   */
  aspectCounts?: Record<SynastryAspectType, string>;
  /**
   * The guest's planets in a house as one phrase, {planets} their names listed in the case the
   * overlay text asks for and {guest} their owner ("{planets} {guest:gen}"); without it, "{guest}’s {planets}".
   */
  guestPlanets?: string;
  /**
   * What comes before the last of several clauses joined in one sentence (what each guest planet
   * brings to a house), where a language's punctuation wants more than its list joiner between whole
   * clauses (Russian: ", и "); without it, the frame's listAnd.
   */
  clauseAnd?: string;
}
