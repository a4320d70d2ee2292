// Local civil birth time to a UTC instant, using the IANA zone's full history with backzone (time-zones.ts).
// Offsets can be fractional minutes before standard time was adopted (Moscow kept +2:30:17 local
// mean time until 1919), so they are handled in seconds throughout.
import { findTimeZone, isKnownTimeZone, type TimeZone } from './time-zones.js';
import type { BirthMoment } from '../types.js';

export class BirthTimeError extends Error {
  constructor(message: string, readonly field: 'date' | 'time' | 'timezone' | 'utcOffset') {
    super(message);
    this.name = 'BirthTimeError';
  }
}

interface LocalFields { year: number; month: number; day: number; hour: number; minute: number; second: number }

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const OFFSET_PATTERN = /^([+-])(\d{2}):?(\d{2})$/;

function parseLocal(date: string, time: string | null): LocalFields {
  const d = DATE_PATTERN.exec(date);
  if (!d) throw new BirthTimeError(`Date "${date}" is not in the form YYYY-MM-DD.`, 'date');
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new BirthTimeError(`Date "${date}" does not exist in the calendar.`, 'date');
  }
  if (time === null) return { year, month, day, hour: 12, minute: 0, second: 0 };
  const t = TIME_PATTERN.exec(time);
  if (!t) throw new BirthTimeError(`Time "${time}" is not in the form HH:MM.`, 'time');
  const [hour, minute, second] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) throw new BirthTimeError(`Time "${time}" is not a valid time of day.`, 'time');
  return { year, month, day, hour, minute, second };
}

/** The wall-clock reading as if it were UTC, in milliseconds. */
function wallClockMillis(f: LocalFields): number {
  const ms = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  // Date.UTC maps years 0-99 to 1900-1999; births are never that early, but keep the arithmetic honest.
  return f.year < 100 ? ms - Date.UTC(1900, 0, 1) + Date.UTC(f.year, 0, 1) : ms;
}

/** Offset east of UTC in seconds, as the zone had it at a UTC instant. */
function offsetSeconds(zone: TimeZone, utcMillis: number): number {
  return zone.offsetAt(utcMillis);
}

function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const abs = Math.abs(seconds);
  const h = Math.floor(abs / 3600), m = Math.floor((abs % 3600) / 60), s = abs % 60;
  const base = `${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return s === 0 ? base : `${base}:${String(s).padStart(2, '0')}`;
}

function isoUtc(millis: number): string {
  return new Date(millis).toISOString().replace(/\.000Z$/, 'Z');
}

function hhmm(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60), m = minutes % 60;
  if (h && m) return `${h} h ${m} min`;
  return h ? `${h} hour${h > 1 ? 's' : ''}` : `${m} minutes`;
}

function localLabel(f: LocalFields): string {
  return `${String(f.hour).padStart(2, '0')}:${String(f.minute).padStart(2, '0')}`;
}

export function isValidTimezone(timezone: string): boolean {
  return isKnownTimeZone(timezone);
}

/**
 * Converts a local date and time in an IANA zone to UTC.
 * - A time that never happened (spring-forward gap) is moved forward by the length of the gap.
 * - A time that happened twice (fall-back) takes the earlier instant, still on daylight time.
 * - No time: local noon is used, and the chart omits houses and angles.
 */
export function toBirthMoment(input: { date: string; time: string | null; timezone: string }): BirthMoment {
  const zone = findTimeZone(input.timezone);
  if (!zone) throw new BirthTimeError(`"${input.timezone}" is not an IANA time zone.`, 'timezone');
  const local = parseLocal(input.date, input.time);
  const wall = wallClockMillis(local);

  // The offsets in force a day either side bracket any transition near this wall-clock time.
  const before = offsetSeconds(zone, wall - 86400000);
  const after = offsetSeconds(zone, wall + 86400000);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * 1000)
    .filter((instant) => wall - offsetSeconds(zone, instant) * 1000 === instant)
    .sort((a, b) => a - b);

  let instant: number;
  let adjustment: BirthMoment['adjustment'] = null;
  if (candidates.length === 0) {
    // In the gap: read with the offset from before the change, the wall time lands after it.
    instant = wall - before * 1000;
    const gap = after - before;
    const moved = new Date(instant + after * 1000);
    const movedLabel = `${String(moved.getUTCHours()).padStart(2, '0')}:${String(moved.getUTCMinutes()).padStart(2, '0')}`;
    adjustment = {
      kind: 'nonexistent',
      note:
        `Clocks in ${zone.name} jumped forward by ${hhmm(gap)} on ${input.date}, so ${localLabel(local)} never ` +
        `happened there. The birth time was moved forward by the gap, to ${movedLabel} (UTC${formatOffset(after)}), ` +
        `which is ${isoUtc(instant)}.`,
    };
  } else {
    instant = candidates[0];
    if (candidates.length > 1) {
      adjustment = {
        kind: 'ambiguous',
        note:
          `Clocks in ${zone.name} were turned back on ${input.date}, so ${localLabel(local)} happened twice ` +
          `(UTC${formatOffset(offsetSeconds(zone, candidates[0]))} and UTC${formatOffset(offsetSeconds(zone, candidates[1]))}). ` +
          `The earlier of the two was used: ${isoUtc(instant)}.`,
      };
    }
  }
  if (input.time === null) {
    adjustment = {
      kind: 'unknown_time',
      note:
        `No birth time was given, so the chart is cast for local noon (12:00 in ${zone.name}, ${isoUtc(instant)}). ` +
        'Planet signs are reliable except the Moon, which moves about 6 degrees in half a day; the Ascendant, ' +
        'Midheaven and houses depend on the exact time and are left out.',
    };
  }
  return {
    utc: isoUtc(instant),
    timezone: zone.name,
    utcOffset: formatOffset(offsetSeconds(zone, instant)),
    localDate: input.date,
    localTime: input.time,
    timeKnown: input.time !== null,
    adjustment,
  };
}

/** Same, for an explicit fixed offset such as "+03:00" instead of a zone. */
export function toBirthMomentWithOffset(input: { date: string; time: string | null; utcOffset: string }): BirthMoment {
  const o = OFFSET_PATTERN.exec(input.utcOffset);
  if (!o) throw new BirthTimeError(`UTC offset "${input.utcOffset}" is not in the form +HH:MM.`, 'utcOffset');
  const seconds = (o[1] === '-' ? -1 : 1) * (Number(o[2]) * 3600 + Number(o[3]) * 60);
  if (Math.abs(seconds) > 14 * 3600 || Number(o[3]) > 59) {
    throw new BirthTimeError(`UTC offset "${input.utcOffset}" is outside −14:00..+14:00.`, 'utcOffset');
  }
  const local = parseLocal(input.date, input.time);
  const instant = wallClockMillis(local) - seconds * 1000;
  const offset = formatOffset(seconds);
  return {
    utc: isoUtc(instant),
    timezone: `UTC${offset}`,
    utcOffset: offset,
    localDate: input.date,
    localTime: input.time,
    timeKnown: input.time !== null,
    adjustment: input.time === null
      ? {
          kind: 'unknown_time',
          note:
            `No birth time was given, so the chart is cast for noon at UTC${offset} (${isoUtc(instant)}). The Ascendant, ` +
            'Midheaven and houses depend on the exact time and are left out.',
        }
      : null,
  };
}
