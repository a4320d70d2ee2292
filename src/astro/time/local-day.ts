// The local calendar day of a birth whose hour is unknown: when it began and ended in UTC, and the
// clock reading at any instant of it, with the zone's own offsets that day (a day the clocks change
// lasts 23 or 25 hours, and a time of day read off it must use the offset then in force).
import type { BirthMoment } from '../types.js';
import { toBirthMoment, toBirthMomentWithOffset } from './birth-moment.js';
import { findTimeZone } from './time-zones.js';

export interface LocalDay {
  start: number; // UTC milliseconds of 00:00 local
  end: number; // UTC milliseconds of the next day's 00:00 local
  /** "HH:MM" on the local clock at a UTC instant of the day, seconds dropped. */
  clockAt(utcMillis: number): string;
}

const OFFSET = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/;

function offsetSecondsOf(text: string): number {
  const m = OFFSET.exec(text);
  if (!m) throw new Error(`not a UTC offset: ${text}`);
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0));
}

/** The calendar date after a YYYY-MM-DD date (births are from 1900, clear of Date.UTC's two-digit years). */
function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The local day of a moment: its zone's if it has one, else the fixed offset it was given with. */
export function localDayOf(moment: BirthMoment): LocalDay {
  const zone = findTimeZone(moment.timezone);
  const midnight = (date: string) =>
    Date.parse(zone
      ? toBirthMoment({ date, time: '00:00', timezone: moment.timezone }).utc
      : toBirthMomentWithOffset({ date, time: '00:00', utcOffset: moment.utcOffset }).utc);
  const fixed = zone ? 0 : offsetSecondsOf(moment.utcOffset);
  const offsetAt = (utcMillis: number) => (zone ? zone.offsetAt(utcMillis) : fixed);
  return {
    start: midnight(moment.localDate),
    end: midnight(nextDate(moment.localDate)),
    clockAt(utcMillis) {
      const local = new Date(Math.floor((utcMillis + offsetAt(utcMillis) * 1000) / 60000) * 60000);
      return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
    },
  };
}
