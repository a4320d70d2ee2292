// IANA time zones from the full tz database, backzone included (zone-table.ts), instead of the ICU data
// built into Node: ICU folds zones that agree since 1970 into one, which misdates earlier births
// (Reykjavik in 1960 would be on Abidjan's +00:00 rather than its own −01:00).
// A zone's entry is decoded when it is asked for; nothing is cached, as one birth needs one zone.
import { decodeZoneEntry, offsetInZone } from './zone-entry.js';
import { TZDB_LINKS, TZDB_VERSION, TZDB_ZONES } from './zone-table.js';

export { TZDB_VERSION };

export interface TimeZone {
  /** The name as the database spells it (a link keeps its own name). */
  readonly name: string;
  /** Offset in seconds east of UTC at a UTC instant given in milliseconds. */
  offsetAt(utcMillis: number): number;
}

const own = (table: Record<string, string>, key: string) => Object.prototype.hasOwnProperty.call(table, key);

/** The database's spelling of a zone or link name, matched without regard to case as ICU did. */
function spelling(name: string): string | null {
  if (own(TZDB_ZONES, name) || own(TZDB_LINKS, name)) return name;
  const lower = name.toLowerCase();
  for (const table of [TZDB_ZONES, TZDB_LINKS]) {
    for (const key in table) if (key.toLowerCase() === lower) return key;
  }
  return null;
}

export function isKnownTimeZone(name: string): boolean {
  return spelling(name) !== null;
}

/** The zone of that name (or link to one), or null when the database has no such name. */
export function findTimeZone(name: string): TimeZone | null {
  const spelled = spelling(name);
  if (spelled === null) return null;
  const target = own(TZDB_LINKS, spelled) ? TZDB_LINKS[spelled] : spelled;
  const zone = decodeZoneEntry(TZDB_ZONES[target]);
  return { name: spelled, offsetAt: (utcMillis) => offsetInZone(zone, utcMillis) };
}
