// The texts of the natal reading's life timing: Saturn's returns and oppositions, Jupiter's returns and
// the nodal return at the person's own ages, each read through the chart (report/life-timing.ts).
// Every paragraph is authored for its factor (Saturn's sign, its house, a contact, Jupiter's house...);
// only the dates, ages and the houses a planet rules are filled in.
import type { SignId } from '../../astro/types.js';
import type { HouseNumber } from './types.js';

/** The events a row of the table names. */
export type TimingEvent = 'saturn_return' | 'saturn_waxing_square' | 'saturn_opposition' | 'saturn_waning_square' | 'jupiter_return' | 'trueNode_return';
/** The events the prose follows in time, each with its own sentences. */
export type TimingStory = 'saturn_return' | 'saturn_opposition' | 'jupiter_return' | 'trueNode_return';
/**
 * Where an event stands against the reading's date: behind (`past`), under way (`now`: between its first
 * and last exact date), the first still to come (`next`), and the ones after it (`later`).
 */
export type TimingTense = 'past' | 'now' | 'next' | 'later';
/** The personal points a contact of natal Saturn colours its returns through. */
export type SaturnContactPoint = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'ascendant' | 'midheaven';
/** Contacts read alike: the conjunction, the hard ones (square, opposition, quincunx) and the easy ones (trine, sextile). */
export type ContactGroup = 'conjunction' | 'hard' | 'soft';

export interface LifeTimingTexts {
  title: string;
  /**
   * Opens the section: the ages of Saturn's, Jupiter's and the nodes' returns ({saturnAges}, {jupiterAges},
   * {nodeAges}, lists; {saturnYears}... the last of each as a number, for a plural choice) and the 90th birthday ({until}, a date).
   */
  intro: string;
  /** The same without a birth time: every date holds for any hour of the day ({born}, the birth date). */
  introNoTime: string;
  /** `datesNoTime` heads the dates column without a birth time, when each cell is a span. */
  columns: { event: string; age: string; dates: string; datesNoTime: string };
  /** A row's event, in the nominative. */
  events: Record<TimingEvent, string>;
  headings: { saturn: string; jupiter: string; trueNode: string };
  /** The Saturn return read through natal Saturn's sign: a paragraph each. */
  saturnSign: Record<SignId, string>;
  /** Where the return's work lands: natal Saturn's house. */
  saturnHouse: Record<HouseNumber, string>;
  /** A contact of natal Saturn to a personal point, which every Saturn passage touches again. */
  saturnContact: Record<SaturnContactPoint, Record<ContactGroup, string>>;
  /** The houses a planet rules (Capricorn and Aquarius on the cusp for Saturn, Sagittarius and Pisces for Jupiter): {matters}. */
  rules: { saturn: string; jupiter: string };
  /** A house's matters as the `rules` sentences list them. */
  houseMatters: Record<HouseNumber, string>;
  /** What joins two houses' matters in {matters} (they hold "and" of their own: "your home and family as well as your career"). */
  mattersJoin: string;
  /** The opposition, read through the house transiting Saturn then crosses: {house} (the library's house name, a word), {matters}. */
  saturnOppositionHouse: string;
  /** The opposition without a birth time. */
  saturnOpposition: string;
  /** The squares between, by their ages ({ages}, {years} the last for the plural). */
  saturnSquares: string;
  jupiterSign: Record<SignId, string>;
  jupiterHouse: Record<HouseNumber, string>;
  /** The nodal return through the axis by sign (without a birth time) or by house: keyed by the North Node's. */
  nodeSign: Record<SignId, string>;
  nodeHouse: Record<HouseNumber, string>;
  /**
   * Each story's events in time. `past`: {items}, a list of `pastItem`; `now` and `next`: {age} {years}
   * {exact} (`exactOn` or `exactWithin` filled); `later`: {ages} {years}. {years} is the (last) age as a
   * number, for a plural choice.
   */
  timeline: Record<TimingStory, Record<TimingTense, string>>;
  /** {age} {years} {when}: one event behind the reader, for `past`'s list. */
  pastItem: string;
  /** {dates}: the exact dates of a pass ({count} of them), for `timeline`'s {exact}. */
  exactOn: string;
  /**
   * {times} (a `passTimes` entry) {passes} (`passGroup`s joined by `passGroupJoin`): a return, square or
   * opposition the planet's retrograde loop makes exact two or three times, told as one event, for {exact}.
   */
  exactPasses: string;
  /** {age} {years} (the age as a number, for a plural choice) {dates}: the passes of a loop that come at one age. */
  passGroup: string;
  passGroupJoin: string;
  /** {dates}: the passes of a loop that all come at the age the sentence has named already. */
  passDates: string;
  /** How many times a loop is exact: "three times" (five for five or more, which no loop of Saturn or Jupiter makes). */
  passTimes: Record<2 | 3 | 4 | 5, string>;
  /** {from} {to}: without a birth time, the span every hour of the birth day allows, for {exact}. */
  exactWithin: string;
  /**
   * {from} {to}: a node return whose wobble makes it exact more than twice within weeks, told as the span of
   * those dates rather than a list of them, for {exact}.
   */
  exactNodeWobble: string;
  /** {from} {to}: a span of dates or months. */
  span: string;
}
