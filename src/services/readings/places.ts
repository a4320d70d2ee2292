// Birth places for the service: autocomplete, and the check that an order's city can be placed.
import type { Gazetteer } from '../../astro/places/gazetteer.js';
import type { Place } from '../../astro/types.js';
import type { CityResolver } from '../orders/order-service.js';

/** "Munich, Bavaria, Germany": unambiguous enough to resolve to the same place again. */
export function placeLabel(place: Place): string {
  return [place.name, place.region, place.countryName].filter(Boolean).join(', ');
}

export class PlaceService implements CityResolver {
  constructor(private readonly gazetteer: Gazetteer) {}

  search(query: string, limit: number): Place[] {
    return this.gazetteer.search(query, limit);
  }

  /** The place, or up to five labelled suggestions, from one lookup. */
  lookup(query: string): { place: Place } | { place: null; suggestions: string[] } {
    const result = this.gazetteer.resolve(query);
    if (result.place) return { place: result.place };
    return { place: null, suggestions: result.suggestions.slice(0, 5).map(placeLabel) };
  }

  resolve(query: string): { found: true; timezone: string } | { found: false; suggestions: string[] } {
    const result = this.lookup(query);
    return result.place ? { found: true, timezone: result.place.timezone } : { found: false, suggestions: result.suggestions };
  }
}
