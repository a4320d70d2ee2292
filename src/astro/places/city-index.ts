// The city index: everything the gazetteer's queries read, as flat typed arrays, so that it can be
// written to one file by a build step and used straight from that file's bytes in every process
// (city-index-format.ts), instead of being rebuilt from the 32 MB GeoNames table (seconds of work and
// a quarter of a gigabyte of strings) each time the service starts.
//
// Strings are lists of UTF-16 code units (`…Chars`, with `…Offset[i] .. …Offset[i + 1]` delimiting
// item i): keys compare unit by unit, exactly as JavaScript's `<` and default sort compare strings.
// Places are numbered in the order of the table's rows; "city" below is such a number.
import type { PlaceNames } from './local-names.js';
import { normalizeName } from './normalize.js';
import { SHORT_FORMS } from './short-forms.js';

export interface CityIndexOptions {
  /** Alternate names are indexed for places with at least this population (the primary name always is). */
  alternateNamesMinPopulation?: number;
  /** Places smaller than this are left out. */
  minPopulation?: number;
}

export const DEFAULT_CITY_INDEX_OPTIONS: Required<CityIndexOptions> = { alternateNamesMinPopulation: 15000, minPopulation: 1000 };

/**
 * The arrays of the index, in the order the file format stores them. Changing this list, or what the
 * builder puts in any array, changes the format: bump CITY_INDEX_VERSION in city-index-format.ts.
 */
export const CITY_INDEX_ARRAYS = [
  // Distinct normalised keys (names folded by normalizeName), sorted by UTF-16 code unit.
  ['keyChars', Uint16Array],
  ['keyOffset', Int32Array],
  // The places each key names: keyCity[keyStart[k] .. keyStart[k + 1]], in row order; keyPrimary is 1
  // where the key is the place's own name (GeoNames name or ASCII name) rather than an alternate.
  ['keyStart', Int32Array],
  ['keyCity', Int32Array],
  ['keyPrimary', Uint8Array],
  // Each place's keys as key numbers, own names first: cityKey[cityKeyStart[c] .. cityKeyStart[c + 1]];
  // the first primaryKeyCount[c] of them are its own names: GeoNames' name and ASCII name, and its
  // name in each language of the local names the index was built with, and its short forms.
  ['cityKeyStart', Int32Array],
  ['cityKey', Int32Array],
  ['primaryKeyCount', Uint8Array],
  // Each place's display name.
  ['nameChars', Uint16Array],
  ['nameOffset', Int32Array],
  // Short strings shared by many places (country codes, admin1 codes, time zones), and each place's
  // three of them as numbers into this list.
  ['codeChars', Uint16Array],
  ['codeOffset', Int32Array],
  ['country', Uint16Array],
  ['admin1', Uint16Array],
  ['timezone', Uint16Array],
  ['latitude', Float64Array],
  ['longitude', Float64Array],
  ['population', Float64Array],
  /** The GeoNames id of each place: the stable way to name one (an order's meta.placeId). */
  ['geonameId', Int32Array],
  // Places in the order of their GeoNames ids, for finding one by id.
  ['byGeonameId', Int32Array],
  /** How well known each place is (see prominenceOf): the base of every match's score. */
  ['prominence', Float64Array],
  // Places from the most prominent down (ties in row order).
  ['byProminence', Int32Array],
  // Short prefixes whose key ranges are too broad to scan per keystroke, each with its best places:
  // prefixCity[prefixStart[p] .. prefixStart[p + 1]] for prefix p.
  ['prefixChars', Uint16Array],
  ['prefixOffset', Int32Array],
  ['prefixStart', Int32Array],
  ['prefixCity', Int32Array],
] as const;

type ArrayList = typeof CITY_INDEX_ARRAYS;
type ViewOf<C> = C extends Uint8ArrayConstructor ? Uint8Array
  : C extends Uint16ArrayConstructor ? Uint16Array
  : C extends Int32ArrayConstructor ? Int32Array
  : C extends Float64ArrayConstructor ? Float64Array
  : never;
export type CityIndex = { [E in ArrayList[number] as E[0]]: ViewOf<E[1]> };

// Feature codes left out: historical, abandoned or destroyed places, and ones that are not settlements.
const EXCLUDED_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/** A key range naming more places than this is "broad": scanned through byProminence, not key by key. */
export const BROAD_PREFIX = 1000;
/** Prefixes up to this length get their best places precomputed. */
export const SHORT_PREFIX = 3;
export const SHORT_PREFIX_KEEP = 24;

/** Column positions in the GeoNames main table (readme of download.geonames.org/export/dump). */
const COL = { id: 0, name: 1, ascii: 2, alternates: 3, lat: 4, lon: 5, feature: 7, country: 8, admin1: 10, population: 14, timezone: 17 } as const;

/**
 * Builds the index from a GeoNames-format table (tab-separated, one place a line), the places' names
 * in other languages (local-names.ts) and their short forms (short-forms.ts), which are indexed as
 * their own names whatever their population: a Russian speaker's "Екатеринбург" and "Питер" are the
 * city's names, not aliases.
 */
export function buildCityIndex(table: Uint8Array, options: CityIndexOptions = {}, localNames: readonly PlaceNames[] = []): CityIndex {
  const minAltPopulation = options.alternateNamesMinPopulation ?? DEFAULT_CITY_INDEX_OPTIONS.alternateNamesMinPopulation;
  const minPopulation = options.minPopulation ?? DEFAULT_CITY_INDEX_OPTIONS.minPopulation;
  const names: string[] = [];
  const codes = new Map<string, number>();
  const code = (s: string) => {
    let n = codes.get(s);
    if (n === undefined) codes.set(s, (n = codes.size));
    return n;
  };
  const countries: number[] = [];
  const admin1: number[] = [];
  const timezones: number[] = [];
  const lat: number[] = [];
  const lon: number[] = [];
  const population: number[] = [];
  const ids: number[] = [];
  const cityKeys: string[][] = [];
  /** How many of a city's keys (from the front) are its primary names rather than alternates. */
  const primaryKeyCount: number[] = [];
  /** How many names the table gives a city (what prominence counts: the local names add none). */
  const tableNameCount: number[] = [];
  const shortForms = new Map<number, string[]>();
  for (const [form, id] of SHORT_FORMS) shortForms.set(id, [...(shortForms.get(id) ?? []), form]);
  const lines = Buffer.from(table.buffer, table.byteOffset, table.byteLength).toString('utf8').split('\n');
  for (const line of lines) {
    const f = line.split('\t');
    if (f.length < 18) continue;
    const pop = Number(f[COL.population]) || 0;
    if (pop < minPopulation || EXCLUDED_FEATURES.has(f[COL.feature])) continue;
    const keys = new Set<string>();
    const addKey = (n: string) => { const k = normalizeName(n); if (k) keys.add(k); };
    addKey(f[COL.name]);
    addKey(f[COL.ascii]);
    const tableKeys = new Set(keys);
    const id = Number(f[COL.id]);
    for (const names of localNames) {
      const local = names.places.get(id);
      if (local) addKey(local);
    }
    for (const form of shortForms.get(id) ?? []) addKey(form);
    primaryKeyCount.push(keys.size);
    if (pop >= minAltPopulation && f[COL.alternates]) {
      for (const alt of f[COL.alternates].split(',')) {
        // Airport and postal codes ("MOW", "IEV") and anything with digits are not place names.
        if (!alt || /\d/.test(alt) || /^[A-Z]{2,4}$/.test(alt)) continue;
        addKey(alt);
        const k = normalizeName(alt);
        if (k) tableKeys.add(k);
      }
    }
    tableNameCount.push(tableKeys.size);
    names.push(f[COL.name]);
    countries.push(code(f[COL.country]));
    admin1.push(code(f[COL.admin1]));
    timezones.push(code(f[COL.timezone]));
    lat.push(Number(f[COL.lat]));
    lon.push(Number(f[COL.lon]));
    population.push(pop);
    ids.push(id);
    cityKeys.push([...keys]);
  }
  lines.length = 0;
  if (codes.size > 0xffff) throw new RangeError(`The table has ${codes.size} distinct codes; the index holds up to 65535.`);

  // Distinct keys in sorted order, each with the places it names, in row order.
  const placesByKey = new Map<string, number[]>();
  cityKeys.forEach((keys, city) => keys.forEach((k, n) => {
    let list = placesByKey.get(k);
    if (!list) placesByKey.set(k, (list = []));
    list.push(city * 2 + (n < primaryKeyCount[city] ? 1 : 0));
  }));
  const sortedKeys = [...placesByKey.keys()].sort();
  const keyNumber = new Map<string, number>();
  const keyStart = new Int32Array(sortedKeys.length + 1);
  let total = 0;
  sortedKeys.forEach((k, i) => { keyNumber.set(k, i); keyStart[i] = total; total += placesByKey.get(k)!.length; });
  keyStart[sortedKeys.length] = total;
  const keyCity = new Int32Array(total);
  const keyPrimary = new Uint8Array(total);
  sortedKeys.forEach((k, i) => placesByKey.get(k)!.forEach((v, j) => { keyCity[keyStart[i] + j] = v >> 1; keyPrimary[keyStart[i] + j] = v & 1; }));
  placesByKey.clear();

  const cityKeyStart = new Int32Array(cityKeys.length + 1);
  cityKeys.forEach((keys, city) => { cityKeyStart[city + 1] = cityKeyStart[city] + keys.length; });
  const cityKey = new Int32Array(cityKeyStart[cityKeys.length]);
  cityKeys.forEach((keys, city) => keys.forEach((k, n) => { cityKey[cityKeyStart[city] + n] = keyNumber.get(k)!; }));
  keyNumber.clear();

  const prominence = Float64Array.from(population, (p, city) => prominenceOf(p, tableNameCount[city]));
  const byProminence = Int32Array.from(population.keys()).sort((a, b) => prominence[b] - prominence[a] || a - b);
  const byGeonameId = Int32Array.from(ids.keys()).sort((a, b) => ids[a] - ids[b]);

  // Best places for the short prefixes whose ranges are too broad to scan per keystroke (one or two
  // letters, a few common threes), scored as the gazetteer's prefix search does. Narrower prefixes
  // are scanned live.
  const prefixes: string[] = [];
  const prefixTops: number[][] = [];
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
            const score = matchScore(prominence[city], sortedKeys[k] === prefix, primary);
            if (score > (best.get(city) ?? -Infinity)) best.set(city, score);
          }
        }
        prefixes.push(prefix);
        prefixTops.push([...best].sort((a, b) => b[1] - a[1]).slice(0, SHORT_PREFIX_KEEP).map(([city]) => city));
      }
      i = j;
    }
  }
  const prefixStart = new Int32Array(prefixes.length + 1);
  prefixTops.forEach((top, p) => { prefixStart[p + 1] = prefixStart[p] + top.length; });

  const keyList = stringList(sortedKeys);
  const nameList = stringList(names);
  const codeList = stringList([...codes.keys()]);
  const prefixList = stringList(prefixes);
  return {
    keyChars: keyList.chars,
    keyOffset: keyList.offsets,
    keyStart,
    keyCity,
    keyPrimary,
    cityKeyStart,
    cityKey,
    primaryKeyCount: Uint8Array.from(primaryKeyCount),
    nameChars: nameList.chars,
    nameOffset: nameList.offsets,
    codeChars: codeList.chars,
    codeOffset: codeList.offsets,
    country: Uint16Array.from(countries),
    admin1: Uint16Array.from(admin1),
    timezone: Uint16Array.from(timezones),
    latitude: Float64Array.from(lat),
    longitude: Float64Array.from(lon),
    population: Float64Array.from(population),
    geonameId: Int32Array.from(ids),
    byGeonameId,
    prominence,
    byProminence,
    prefixChars: prefixList.chars,
    prefixOffset: prefixList.offsets,
    prefixStart,
    prefixCity: Int32Array.from(prefixTops.flat()),
  };
}

/**
 * How well known a place is, in decades: log10 of its population, plus the names it is known by
 * (its own and, for places of alternateNamesMinPopulation or more, the distinct alternates in every
 * language GeoNames lists) weighted so that a city named in twice as many languages outranks one up
 * to about 1.7 times as populous. People elsewhere mean the city the world has names for: Valencia,
 * Spain before the more populous Valencia, Venezuela; Springfield, Illinois before Springfield,
 * Missouri. The offset of ten keeps the two or three names every town has from counting much.
 */
function prominenceOf(population: number, names: number): number {
  return Math.log10(population + 10) + NAME_WEIGHT * Math.log10(names + 10);
}
const NAME_WEIGHT = 1.75;

/**
 * A place's score in prefix search for a key it was matched by, in decades of prominence: +2 when the
 * key is the whole query, +3 when it is one of the place's own names rather than an alternate (often a
 * historical one). "Saint P" offers the Saint-somethings before Luanda, once "Saint Paul de Loanda";
 * "Par" offers Paris before the village of Par; "Cologne" still offers Köln first.
 */
export function matchScore(prominence: number, exact: boolean, ownName: boolean): number {
  return prominence + (exact ? 2 : 0) + (ownName ? 3 : 0);
}

/**
 * The score of a place whose name is exactly the query: an own name counts one decade over an
 * alternate, so that an exonym ("Cologne", "Kiev") names the city the world calls so, not a village
 * whose own name it is.
 */
export function exactScore(prominence: number, ownName: boolean): number {
  return prominence + (ownName ? 1 : 0);
}

function stringList(items: string[]): { chars: Uint16Array; offsets: Int32Array } {
  const offsets = new Int32Array(items.length + 1);
  items.forEach((s, i) => { offsets[i + 1] = offsets[i] + s.length; });
  const chars = new Uint16Array(offsets[items.length]);
  items.forEach((s, i) => { for (let j = 0, at = offsets[i]; j < s.length; j++) chars[at + j] = s.charCodeAt(j); });
  return { chars, offsets };
}

/** Item `i` of a string list, as the string it was built from (lone surrogates included). */
export function stringAt(chars: Uint16Array, offsets: Int32Array, i: number): string {
  return decodeUnits(chars, offsets[i], offsets[i + 1]);
}

export function decodeUnits(chars: Uint16Array, from: number, to: number): string {
  // fromCharCode keeps every code unit as it is (a TextDecoder would replace lone surrogates);
  // chunked so that a long string stays within the engine's argument limit.
  let out = '';
  for (let at = from; at < to; at += 8192) {
    out += String.fromCharCode.apply(null, chars.subarray(at, Math.min(to, at + 8192)) as unknown as number[]);
  }
  return out;
}
