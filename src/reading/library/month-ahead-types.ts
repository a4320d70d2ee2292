// The month ahead's authored texts: what each contact of the month touches in this chart, written per
// natal point, per lunation house and sign, so a month of contacts reads without a recurring frame.
import type { AngleId, AspectType, PlanetId, SignId } from '../../astro/types.js';
import type { HouseNumber } from './types.js';

/** The fast planets whose contacts the calendar reads day by day, the Moon apart. */
export type FastMover = 'sun' | 'mercury' | 'venus' | 'mars';

/** The natal points the calendar measures contacts to. */
export type MonthPoint = PlanetId | AngleId;

export interface MonthAheadTexts {
  /** The Moon meeting a natal point (its conjunction): what that day's mood touches. */
  moonMeets: Record<MonthPoint, string>;
  /** A fast planet's contact with a natal point, whatever the aspect: what it stirs in those days. */
  contact: Record<FastMover, Record<MonthPoint, string>>;
  /** How that planet's aspect of each type plays out, one or two sentences read after a contact's text. */
  tone: Record<FastMover, Record<AspectType, string>>;
  /**
   * The Sun's return to its own natal place, the birthday: the solar return, read in place of the Sun's
   * contact with the natal Sun (a paragraph, no slots).
   */
  solarReturn: string;
  /** A New or a Full Moon falling in each natal house: what it starts, or brings to a head. */
  lunationHouse: Record<'new_moon' | 'full_moon', Record<HouseNumber, string>>;
  /** A New or a Full Moon in each sign, for a chart without houses (no birth time). */
  lunationSign: Record<'new_moon' | 'full_moon', Record<SignId, string>>;
}
