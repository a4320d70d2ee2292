// The chart model shared by src/astro (which computes it) and src/reading (which writes it out).
// Plain data only: it is stored as JSON with each reading and must survive a round trip.

export const SIGNS = [
  'aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo',
  'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces',
] as const;
export type SignId = (typeof SIGNS)[number];

export const PLANETS = [
  'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto',
] as const;
export type PlanetId = (typeof PLANETS)[number];

export const NODES = ['meanNode', 'trueNode'] as const;
export type NodeId = (typeof NODES)[number];

export const BODIES = [...PLANETS, ...NODES] as const;
export type BodyId = (typeof BODIES)[number];

/**
 * Points placed like bodies but computed apart from the planetary theories: Chiron (from a table fitted
 * to Swiss Ephemeris, 1800-2200) and Black Moon Lilith (the mean lunar apogee).
 */
export const EXTRA_BODIES = ['chiron', 'lilith'] as const;
export type ExtraBodyId = (typeof EXTRA_BODIES)[number];

export const ANGLES = ['ascendant', 'midheaven'] as const;
export type AngleId = (typeof ANGLES)[number];

/** The natal points transits and the month ahead are measured to. */
export type TransitPointId = BodyId | AngleId;

/** Anything a natal aspect can be drawn between: those, Chiron and Black Moon Lilith. */
export type PointId = TransitPointId | ExtraBodyId;

export const ASPECT_TYPES = ['conjunction', 'opposition', 'trine', 'square', 'sextile', 'quincunx'] as const;
export type AspectType = (typeof ASPECT_TYPES)[number];

export const HOUSE_SYSTEMS = ['placidus', 'koch', 'porphyry', 'regiomontanus', 'campanus', 'equal', 'whole_sign'] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

export const ZODIACS = ['tropical', 'sidereal'] as const;
export type ZodiacType = (typeof ZODIACS)[number];

export const AYANAMSAS = ['lahiri', 'fagan_bradley', 'raman'] as const;
export type AyanamsaId = (typeof AYANAMSAS)[number];

/** How a chart is cast. `ayanamsa` is set exactly when the zodiac is sidereal. */
export interface ChartOptions {
  houses: HouseSystem;
  zodiac: ZodiacType;
  ayanamsa: AyanamsaId | null;
}

export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';

/** Ecliptic longitude in degrees, 0 ≤ x < 360, of date: tropical, or sidereal when the chart is. */
export type Longitude = number;

export interface Place {
  /** GeoNames id, for a place from the city index (none for bare coordinates). */
  id?: number;
  name: string;
  region: string | null;
  country: string; // ISO 3166-1 alpha-2
  countryName: string;
  latitude: number; // north positive
  longitude: number; // east positive
  timezone: string; // IANA name
  population: number;
}

/** How a local civil time became a UTC instant. */
export interface BirthMoment {
  utc: string; // ISO 8601 with Z
  timezone: string; // IANA name, or a fixed offset zone such as "UTC+03:00"
  utcOffset: string; // "+03:00" in force at that instant
  localDate: string; // YYYY-MM-DD as given
  localTime: string | null; // HH:MM as given; null when the birth time is unknown
  timeKnown: boolean;
  /**
   * 'nonexistent': the local time fell in a spring-forward gap and was moved forward by the gap;
   * 'ambiguous': it happened twice (fall-back) and the earlier instant (daylight time) was taken;
   * 'unknown_time': no time given, local noon was used and houses/angles are omitted.
   */
  adjustment: null | { kind: 'nonexistent' | 'ambiguous' | 'unknown_time'; note: string };
}

export interface BodyPosition {
  id: BodyId | ExtraBodyId;
  longitude: Longitude;
  latitude: number; // ecliptic latitude, degrees
  speed: number; // degrees per day in longitude; negative when retrograde
  retrograde: boolean;
  sign: SignId;
  degreeInSign: number; // 0 ≤ x < 30
  house: number | null; // 1..12 in the chart's house system; null without a birth time
  /** Without a birth time: where the body was over the whole local birth day (absent when the time is known). */
  range?: BodyDayRange;
}

/** A body's place at one end of the birth day. */
export interface RangeEnd {
  longitude: Longitude;
  sign: SignId;
  degreeInSign: number;
}

/**
 * Where a body was from 00:00 to 24:00 local time on a birth day whose hour is unknown: the Moon covers
 * 12-15° in that time and changes sign on nearly half of all days, the Sun on twelve days a year.
 */
export interface BodyDayRange {
  from: RangeEnd; // at 00:00 local time
  to: RangeEnd; // at 24:00 local time
  /** The sign change during the day, or null when the body kept one sign all day. */
  ingress: null | {
    utc: string; // ISO 8601 with Z, to the second
    localTime: string; // HH:MM on the birth place's clock that day, seconds dropped
    sign: SignId; // the sign entered (the one it left is from.sign)
  };
}

/** The local birth day an unknown-time chart spans: 00:00 to 24:00 on the birth place's clock. */
export interface BirthDay {
  start: string; // ISO 8601 UTC of local 00:00
  end: string; // ISO 8601 UTC of the next local 00:00 (23 or 25 hours later on a day the clocks change)
}

export interface Houses {
  /** The system actually used for `cusps`: the one asked for, or Porphyry where it is undefined (Placidus, Koch at polar latitudes). */
  system: HouseSystem;
  /** Why the system asked for was not used (polar latitudes), else null. */
  fallbackReason: string | null;
  /**
   * 12 cusps; cusps[0] = house 1. It is the Ascendant except in Whole Sign houses (0° of the rising sign);
   * inside the polar circles Regiomontanus and Campanus may run clockwise, as Swiss Ephemeris draws them.
   */
  cusps: Longitude[];
  wholeSign: Longitude[]; // 12 whole-sign cusps (0°, 30°, ... from the rising sign)
}

/**
 * The Part of Fortune, reversed at night as Hellenistic astrology and most software have it: by day
 * (the Sun above the horizon) Ascendant + Moon − Sun, by night Ascendant + Sun − Moon.
 */
export interface PartOfFortune {
  longitude: Longitude;
  sign: SignId;
  degreeInSign: number;
  house: number | null;
  /** 'day' when the Sun is in the half of the zodiac above the horizon (from the Descendant through the Midheaven to the Ascendant). */
  sect: 'day' | 'night';
  formula: 'ascendant + moon - sun' | 'ascendant + sun - moon';
}

export interface Aspect {
  a: PointId; // the faster-moving point first
  b: PointId;
  type: AspectType;
  exactAngle: number; // 0, 60, 90, 120, 150, 180
  orb: number; // |separation - exactAngle| in degrees
  maxOrb: number; // the orb allowed for this pair and type
  applying: boolean; // true when the orb is shrinking
  /** Without a birth time: how the aspect fares over the whole local birth day (absent when the time is known). */
  day?: AspectDay;
}

/**
 * An aspect over a birth day whose hour is unknown. 'all_day': within orb from 00:00 to 24:00, so it is
 * in the chart whatever the hour; 'part_of_day': within orb only between `from` and `to`, so it is in
 * the chart only for a birth in those hours. The Moon's aspects change orb by up to 15° in the day.
 */
export interface AspectDay {
  certainty: 'all_day' | 'part_of_day';
  from: string; // HH:MM local, when it comes within orb ("00:00" when it already is at the start of the day)
  to: string; // HH:MM local, when it leaves orb ("24:00" when it still is at the end of the day)
  orbMin: number; // the tightest orb while within orb that day, degrees
  orbMax: number; // the widest
  /** HH:MM local when it is exact, if that happens during the day; else null. */
  exactAt: string | null;
}

export interface Balance {
  elements: Record<Element, number>; // weighted counts
  modalities: Record<Modality, number>;
  dominantElement: Element;
  lackingElement: Element | null;
  dominantModality: Modality;
  lackingModality: Modality | null;
}

export interface NatalChart {
  moment: BirthMoment;
  place: Place;
  /** The options the chart was cast with (defaults filled in). */
  options: ChartOptions;
  /** Degrees subtracted from every tropical longitude: the ayanamsa of date, nutation included; null for tropical. */
  ayanamsaDegrees: number | null;
  /** Chiron is null outside 1800-2200, where its table ends. */
  bodies: Record<BodyId, BodyPosition> & { chiron: BodyPosition | null; lilith: BodyPosition };
  angles: { ascendant: Longitude; midheaven: Longitude } | null; // null without a birth time
  houses: Houses | null; // null without a birth time
  points: { partOfFortune: PartOfFortune | null }; // null without a birth time
  /**
   * Without a birth time the chart is cast for local noon; aspects that come within orb at any hour of
   * the day are listed, each with its `day`. `orb` and `applying` are as at noon, or, for an aspect not in
   * orb at noon, at its tightest and at the middle of its hours in orb.
   */
  aspects: Aspect[];
  balance: Balance;
  chartRuler: PlanetId | null; // traditional ruler of the rising sign; null without a birth time
  /** Without a birth time: the local day every `range` and aspect `day` spans (absent when the time is known). */
  day?: BirthDay;
}

export type TransitingPlanet = 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';

export interface TransitHit {
  transiting: TransitingPlanet;
  natal: TransitPointId;
  type: AspectType;
  /** Every exact hit in the window, ISO dates (UTC), retrograde re-hits included, in order. */
  exactDates: string[];
  /** When the transit is within orb in the window (first/last day, ISO dates). */
  start: string;
  end: string;
  /**
   * Without a birth time, for a natal point that moves further in the birth day than the transit orb
   * (the Moon): `start`..`end` is when the transiting planet crosses any degree the point may hold, and
   * `exactDates` is empty, since the exact dates depend on the hour of birth.
   */
  dependsOnBirthTime?: true;
}

export interface Ingress { body: PlanetId; sign: SignId; date: string; retrograde: boolean }
export interface Eclipse { kind: 'solar' | 'lunar'; subtype: string; date: string; longitude: Longitude; sign: SignId }
export interface PlanetReturn { body: 'jupiter' | 'saturn'; dates: string[] }

export interface Forecast {
  from: string; // ISO date, the order date
  to: string; // ISO date, 12 months later
  transits: TransitHit[];
  ingresses: Ingress[];
  eclipses: Eclipse[];
  returns: PlanetReturn[];
}

export type MoonPhaseName =
  | 'new_moon' | 'waxing_crescent' | 'first_quarter' | 'waxing_gibbous'
  | 'full_moon' | 'waning_gibbous' | 'last_quarter' | 'waning_crescent';

export interface DayTransit {
  transiting: 'sun' | 'moon' | 'mercury' | 'venus' | 'mars';
  natal: TransitPointId;
  type: AspectType;
  exact: boolean;
  /** The transiting planet's sign: where it perfects the aspect when exact, else at local noon. */
  sign?: SignId;
}

/** A New, First Quarter, Full or Last Quarter Moon, named on the local day it is exact. */
export interface Lunation {
  phase: 'new_moon' | 'first_quarter' | 'full_moon' | 'last_quarter';
  time: string; // HH:MM on the local clock
  /** The Moon's sign and longitude at that instant (the day's `moonSign` is the noon one); absent in calendars made before. */
  sign?: SignId;
  longitude?: number;
}

export interface MonthAheadDay {
  date: string; // ISO date, a local day in `MonthAhead.timezone`
  moonSign: SignId;
  moonPhase: MoonPhaseName;
  illumination: number; // 0..1
  transits: DayTransit[];
  /** The lunation exact during this local day; `moonPhase` is then its phase, on no other day. */
  lunation?: Lunation;
  /** The Moon entering a sign during this local day, at HH:MM local; absent in calendars made before. */
  moonIngress?: { sign: SignId; time: string };
}

export interface MonthAhead {
  from: string;
  /** The zone whose local days the calendar counts (the birth place's); absent in calendars made before, which count UTC days. */
  timezone?: string;
  days: MonthAheadDay[];
  /**
   * Natal points left out of the day-by-day contacts because, without a birth time, their degree is
   * uncertain by more than a day's orb allows (the Moon); absent when none is.
   */
  uncertainNatal?: TransitPointId[];
  /** The slow planets' transits in force during these days (as the forecast finds them); absent in calendars made before. */
  slow?: TransitHit[];
}

export interface NumerologyProfile {
  lifePath: number;
  /**
   * The name numbers; null when the name has no letters that can be counted (see `name`), and the
   * soul urge (personality) alone when the counted name has no vowels (consonants).
   */
  expression: number | null;
  soulUrge: number | null;
  personality: number | null;
  personalYear: number;
  personalYearFor: number; // the calendar year the personal year is for
  birthDay: number;
  /** The day of the month as born on, 1-31 (`birthDay` is its reduced number). */
  birthDayOfMonth: number;
  /** Life path plus expression, reduced; null without an expression number. */
  maturity: number | null;
  /** The personal year of the calendar year of `today` and of the four after it. */
  personalYears: NumerologyYear[];
  /** The personal month of the calendar month of `today` and of the five after it. */
  personalMonths: NumerologyMonth[];
  /** The four pinnacles, in order, with the ages and calendar years they span. */
  pinnacles: NumerologyCycle[];
  /** The four challenges, timed as the pinnacles; the third is the main one. */
  challenges: NumerologyCycle[];
  /** How the name was read; absent when it was counted as written (Latin or Cyrillic letters). */
  name?: NumerologyName;
  /** The name used now (married or chosen), when one was given: its own name numbers. */
  currentName?: NumerologyCurrentName;
}

export interface NumerologyYear { year: number; number: number }
export interface NumerologyMonth { year: number; month: number; number: number }

/** A pinnacle or challenge: its number and span; the fourth has no end. */
export interface NumerologyCycle {
  number: number;
  fromAge: number;
  toAge: number | null;
  fromYear: number;
  toYear: number | null;
}

export interface NumerologyCurrentName {
  /** As given (trimmed). */
  text: string;
  expression: number | null;
  soulUrge: number | null;
  personality: number | null;
  name?: NumerologyName;
}

/** Scripts by their Unicode names ("Han", "Greek", "Arabic", "Devanagari", ..., "Other"). */
export type NumerologyName =
  /** Counted from its Latin transliteration `latin` (Latin and Cyrillic words kept as written). */
  | { counted: 'transliterated'; latin: string; scripts: string[] }
  /** Not counted: the name has no letters, or only letters of scripts that give no Latin letters. */
  | { counted: 'not_counted'; reason: 'no_letters' | 'unsupported_script'; scripts: string[] };
