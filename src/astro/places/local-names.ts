// Names of places and regions in a language other than English (GeoNames' own names are the English
// ones), read from a names file: src/astro/places/names/<language>.tsv, written by
// scripts/generate-place-names.ts. A line is "<GeoNames id>\t<name>" for a place or
// "<country>.<admin1 code>\t<name>" for a region; lines starting with "#" are comments.

export interface PlaceNames {
  /** A place's name by its GeoNames id. */
  places: ReadonlyMap<number, string>;
  /** A region's name by "<country>.<admin1 code>" ("US.IL"). */
  regions: ReadonlyMap<string, string>;
}

/** Names by language code ("ru"); English is GeoNames' own and has none. */
export type PlaceNamesByLanguage = Readonly<Record<string, PlaceNames>>;

export function parsePlaceNames(text: string): PlaceNames {
  const places = new Map<number, string>();
  const regions = new Map<string, string>();
  // Read at every start of the service: a scan by index rather than a split and a regex per line.
  for (let at = 0; at < text.length;) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    if (end > at && text.charCodeAt(at) !== 0x23 /* # */) {
      const tab = text.indexOf('\t', at);
      const line = () => JSON.stringify(text.slice(at, Math.min(end, at + 80)));
      if (tab < 0 || tab >= end || tab === at || tab + 1 === end) throw new SyntaxError(`place names: not "key<TAB>name": ${line()}`);
      const key = text.slice(at, tab), name = text.slice(tab + 1, end);
      const id = Number(key);
      if (Number.isInteger(id) && id > 0 && key.charCodeAt(0) !== 0x30) places.set(id, name);
      else if (REGION_KEY.test(key)) regions.set(key, name);
      else throw new SyntaxError(`place names: ${JSON.stringify(key)} is neither a GeoNames id nor a region code`);
    }
    at = end + 1;
  }
  return { places, regions };
}

const REGION_KEY = /^[A-Z]{2}\.[0-9A-Z]+$/;
