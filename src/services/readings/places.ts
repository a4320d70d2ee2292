// Birth places for the service: autocomplete, and the place an order is cast for. An order names it
// by GeoNames id (meta.placeId), by coordinates (meta.latitude, meta.longitude) or by a city name;
// a name several places share comparably is refused until the buyer chooses (a chart cast for the
// wrong Springfield is a wrong reading that was paid for). Places are named in the language asked
// for (an order's, a request's): «Москва, Россия» in Russian, "Moscow, Russia" in English.
import { Type, type Static } from '@sinclair/typebox';
import { placeAt } from '../../astro/places/coordinates.js';
import type { Gazetteer } from '../../astro/places/gazetteer.js';
import { BirthTimeError, toBirthMoment } from '../../astro/time/birth-moment.js';
import type { Place } from '../../astro/types.js';
import type { Language } from '../../i18n/languages.js';
import { AppError, validationFailed } from '../errors.js';
import type { BirthMeta } from '../orders/model.js';
import type { CityResolver } from '../orders/order-service.js';

/** "Munich, Bavaria, Germany", «Мюнхен, Германия»: unambiguous enough to resolve to the same place again. */
export function placeLabel(place: Place): string {
  return [place.name, place.region, place.countryName].filter(Boolean).join(', ');
}

/** A place as the API shows it: GET /api/cities, and the candidates of an ambiguous_city problem. */
export const CityView = Type.Object(
  {
    placeId: Type.String({ description: 'GeoNames id: send it as an order’s meta.placeId to name exactly this place' }),
    name: Type.String(),
    region: Type.Union([Type.String(), Type.Null()]),
    country: Type.String({ description: 'ISO 3166-1 alpha-2' }),
    countryName: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
    timezone: Type.String({ description: 'IANA time zone' }),
    label: Type.String({ description: 'Name, region and country: accepted as an order’s meta.city' }),
    utcOffset: Type.Optional(Type.String({ description: 'The UTC offset in force there at the birth moment, e.g. "-06:00" (when a birth date was given; local noon without a time)' })),
  },
  { title: 'City' },
);
export type CityView = Static<typeof CityView>;

/** A local birth moment, for showing the UTC offset a place had then. */
export interface LocalMoment {
  date: string;
  time: string | null;
}

export function cityView(place: Place, moment?: LocalMoment | null): CityView {
  const view: CityView = {
    placeId: String(place.id ?? ''),
    name: place.name,
    region: place.region,
    country: place.country,
    countryName: place.countryName,
    latitude: place.latitude,
    longitude: place.longitude,
    timezone: place.timezone,
    label: placeLabel(place),
  };
  const offset = moment ? offsetAt(place.timezone, moment) : null;
  return offset ? { ...view, utcOffset: offset } : view;
}

/** The offset in force in a zone at a local moment; null for a date the zone tables cannot place. */
function offsetAt(timezone: string, moment: LocalMoment): string | null {
  try {
    return toBirthMoment({ date: moment.date, time: moment.time, timezone }).utcOffset;
  } catch (error) {
    if (error instanceof BirthTimeError || error instanceof RangeError) return null;
    throw error;
  }
}

/** The local birth moment of an order's fields, when they hold a whole date. */
export function momentOf(meta: BirthMeta): LocalMoment | null {
  if (meta.day === undefined || meta.month === undefined || meta.year === undefined) return null;
  const pad = (v: string) => v.padStart(2, '0');
  return { date: `${meta.year}-${pad(meta.month)}-${pad(meta.day)}`, time: meta.time ?? null };
}

/** Whether an order's fields name a birth place at all (a city, a place id or coordinates). */
export const namesPlace = (meta: BirthMeta) => meta.city !== undefined || meta.placeId !== undefined || meta.latitude !== undefined || meta.longitude !== undefined;

type ZoneAt = (latitude: number, longitude: number) => string | null;

export class PlaceService implements CityResolver {
  constructor(
    private readonly gazetteer: Gazetteer,
    /** The IANA zone at coordinates (geo-tz), for places given by latitude and longitude. */
    private readonly zoneAt: ZoneAt,
  ) {}

  search(query: string, limit: number, language?: Language): Place[] {
    return this.gazetteer.search(query, limit, language);
  }

  byId(id: string, language?: Language): Place | null {
    return /^[1-9][0-9]{0,9}$/.test(id) ? this.gazetteer.byId(Number(id), language) : null;
  }

  /** Whether `query` is a name of the place with this id ("Springfield" and "Springfield, Illinois" name 4250542). */
  names(query: string, placeId: string): boolean {
    return /^[1-9][0-9]{0,9}$/.test(placeId) && this.gazetteer.names(query, Number(placeId));
  }

  /** The best place for a name (the chart preview's way), or up to five labelled suggestions. */
  lookup(query: string, language?: Language): { place: Place } | { place: null; suggestions: string[] } {
    const result = this.gazetteer.resolve(query, language);
    if (result.place) return { place: result.place };
    return { place: null, suggestions: result.suggestions.slice(0, 5).map(placeLabel) };
  }

  /** How a name resolves: one place, several it could as well mean, or none (with suggestions). */
  resolve(query: string, language?: Language): { place: Place; candidates: Place[] } | { place: null; suggestions: Place[] } {
    return this.gazetteer.resolve(query, language);
  }

  /**
   * The place a new order names, strictly: an unknown id, a city that does not name the given id, an
   * unknown city and a name several places share comparably are all refused, each with what to send
   * instead. Places are named in `language` (the order's, else its fields' meta.language), the
   * candidates and suggestions of a refusal included.
   */
  confirm(meta: BirthMeta, language = meta.language): Place {
    if (meta.placeId !== undefined) {
      const place = this.byId(meta.placeId, language);
      if (!place) {
        throw new AppError('unknown_place', `no place has the id ${meta.placeId}`, {
          fields: [{ field: 'meta.placeId', message: 'is not the GeoNames id of a place we know; take it from GET /api/cities' }],
        });
      }
      if (meta.city !== undefined && !this.gazetteer.names(meta.city, place.id!)) {
        throw validationFailed([{ field: 'meta.placeId', message: `is ${placeLabel(place)}, which is not called ${JSON.stringify(meta.city)}; send the city of this place, or leave meta.city out` }]);
      }
      return place;
    }
    if (meta.latitude !== undefined && meta.longitude !== undefined) return this.at(Number(meta.latitude), Number(meta.longitude));
    const city = meta.city ?? '';
    const result = this.gazetteer.resolve(city, language);
    if (!result.place) {
      const suggestions = result.suggestions.slice(0, 5).map(placeLabel);
      throw new AppError('unknown_city', `we could not find the city ${JSON.stringify(city)}`, {
        fields: [{ field: 'meta.city', message: suggestions.length ? `unknown city; did you mean ${suggestions.join(' | ')}?` : 'unknown city' }],
        suggestions,
      });
    }
    if (result.candidates.length > 1) {
      const labels = result.candidates.map(placeLabel);
      throw new AppError('ambiguous_city', `${JSON.stringify(city)} is the name of several places; choose one`, {
        fields: [{ field: 'meta.city', message: `is the name of several places (${labels.join(' | ')}): write one of them, or send its placeId` }],
        candidates: result.candidates.map((p) => cityView(p, momentOf(meta))),
      });
    }
    return result.place;
  }

  /**
   * The place a stored order is cast for: its place id, its coordinates, or (for orders placed before
   * places were confirmed) the best place of its city's name. Null when the city cannot be placed.
   * Named in the order's language, so that a Russian reading names its place in Russian.
   */
  placeOf(meta: BirthMeta): Place | null {
    const byId = meta.placeId !== undefined ? this.byId(meta.placeId, meta.language) : null;
    if (byId) return byId;
    if (meta.latitude !== undefined && meta.longitude !== undefined) return this.at(Number(meta.latitude), Number(meta.longitude));
    const found = this.lookup(meta.city ?? '', meta.language);
    return found.place;
  }

  private at(latitude: number, longitude: number): Place {
    const zone = this.zoneAt(latitude, longitude);
    if (!zone) throw validationFailed([{ field: 'meta.latitude', message: 'lies in no time zone we know' }]);
    return placeAt(latitude, longitude, zone);
  }
}
