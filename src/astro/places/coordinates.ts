// A Place for explicit coordinates (POST /api/chart with latitude and longitude), when no city is named.
import type { Place } from '../types.js';

function formatCoordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(4)}°${value >= 0 ? positive : negative}`;
}

/**
 * The place at the given coordinates, named by them ("55.7522°N 37.6156°E"). `timezone` is the IANA zone
 * to use; pass timezoneAt(latitude, longitude) from places/load.ts when the caller did not give one.
 */
export function placeAt(latitude: number, longitude: number, timezone: string): Place {
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) {
    throw new RangeError('Latitude must be within ±90° and longitude within ±180°.');
  }
  return {
    name: `${formatCoordinate(latitude, 'N', 'S')} ${formatCoordinate(longitude, 'E', 'W')}`,
    region: null,
    country: '',
    countryName: '',
    latitude,
    longitude,
    timezone,
    population: 0,
  };
}
