// Names of places and regions in a language other than English (GeoNames' own names are the English
// ones), read from a names file: src/astro/places/names/<language>.tsv, written by
// scripts/generate-place-names.ts. A line is "<GeoNames id>\t<name>" for a place or
// "<country>.<admin1 code>\t<name>" for a region; lines starting with "#" are comments.

export interface PlaceNames {
  /** A place's name by its GeoNames id. */
  readonly places: ReadonlyMap<number, string>;
  /** A region's name by "<country>.<admin1 code>" ("US.IL"). */
  readonly regions: ReadonlyMap<string, string>;
}

/** Names by language code ("ru"); English is GeoNames' own and has none. */
export type PlaceNamesByLanguage = Readonly<Record<string, PlaceNames>>;

/**
 * The names of a names file. Each kind is read from the text when first used: a query with a region
 * in it needs the 75 region names, not the 15,000 place names (tens of milliseconds to read). A line
 * that is neither kind is refused when the places are read, which reads every line.
 */
export function parsePlaceNames(text: string): PlaceNames {
  let places: Map<number, string> | null = null;
  let regions: Map<string, string> | null = null;
  return {
    get places() {
      if (!places) {
        places = new Map();
        const parsed = places;
        eachLine(text, (key, name, line) => {
          const id = Number(key);
          if (Number.isInteger(id) && id > 0 && key.charCodeAt(0) !== 0x30) parsed.set(id, name);
          else if (!REGION_KEY.test(key)) throw new SyntaxError(`place names: ${JSON.stringify(key)} is neither a GeoNames id nor a region code: ${line()}`);
        });
      }
      return places;
    },
    get regions() {
      if (!regions) {
        regions = new Map();
        const parsed = regions;
        eachLine(text, (key, name) => { if (REGION_KEY.test(key)) parsed.set(key, name); }, (first) => first >= 0x41 && first <= 0x5a /* A-Z */);
      }
      return regions;
    },
  };
}

const REGION_KEY = /^[A-Z]{2}\.[0-9A-Z]+$/;

/** Each "key<TAB>name" line that is not a comment (and, given `wanted`, whose first unit it accepts). */
function eachLine(text: string, take: (key: string, name: string, line: () => string) => void, wanted?: (first: number) => boolean): void {
  // A scan by index rather than a split and a regex per line: this runs in every process that names places.
  for (let at = 0; at < text.length;) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const first = text.charCodeAt(at);
    if (end > at && first !== 0x23 /* # */ && (!wanted || wanted(first))) {
      const tab = text.indexOf('\t', at);
      const line = () => JSON.stringify(text.slice(at, Math.min(end, at + 80)));
      if (tab < 0 || tab >= end || tab === at || tab + 1 === end) throw new SyntaxError(`place names: not "key<TAB>name": ${line()}`);
      take(text.slice(at, tab), text.slice(tab + 1, end), line);
    }
    at = end + 1;
  }
}
