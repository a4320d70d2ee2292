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
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const tab = line.indexOf('\t');
    const key = line.slice(0, tab), name = line.slice(tab + 1).trim();
    if (tab <= 0 || !name) throw new SyntaxError(`place names: not "key<TAB>name": ${JSON.stringify(line.slice(0, 80))}`);
    if (/^[A-Z]{2}\.[0-9A-Z]+$/.test(key)) regions.set(key, name);
    else if (/^[1-9][0-9]*$/.test(key)) places.set(Number(key), name);
    else throw new SyntaxError(`place names: ${JSON.stringify(key)} is neither a GeoNames id nor a region code`);
  }
  return { places, regions };
}
