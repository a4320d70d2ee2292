import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCityIndex, DEFAULT_CITY_INDEX_OPTIONS, type CityIndex } from '../../src/astro/places/city-index.js';
import { CITY_INDEX_VERSION, CityIndexFormatError, encodeCityIndex } from '../../src/astro/places/city-index-format.js';
import { gazetteerFromIndex, type Gazetteer } from '../../src/astro/places/gazetteer.js';
import { cityIndexCachePath, indexSourceDigest, loadCityIndex, openCityIndex, packagedTablePath, readPlaceNames, timezoneAt, writeCityIndex } from '../../src/astro/places/load.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let dir: string;
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'city-index-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A GeoNames-format table of `count` made-up places: names from a few syllables (over a thousand start
 * with "m", so the short-prefix tops are built too), Cyrillic and accented alternates, four countries.
 */
function syntheticTable(count: number, seed = 1): string {
  const syllables = ['ma', 'mo', 'ri', 'ka', 'lo', 'ne', 'su', 'ta', 'vi', 'zé'];
  const cyrillic = ['ма', 'мо', 'ри', 'ка', 'ло', 'не', 'су', 'та', 'ви', 'зе'];
  const countries = [['US', 'IL', 'America/Chicago'], ['CA', '08', 'America/Toronto'], ['DE', '07', 'Europe/Berlin'], ['RU', '48', 'Europe/Moscow']];
  const rows: string[] = [];
  let x = seed;
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const parts = [i % 7 === 0 ? 0 : (x >> 3) % 10, (x >> 7) % 10, (x >> 11) % 10].map(Number);
    const name = parts.map((p) => syllables[p]).join('');
    const alternates = i % 3 === 0 ? [parts.map((p) => cyrillic[p]).join(''), `${name}ville`, 'MOW', 'Zone 3'].join(',') : '';
    const [country, admin1, zone] = countries[x % 4];
    const population = 1000 + ((x >> 5) % 5000) * (i % 11 === 0 ? 100 : 3);
    const name0 = name[0].toUpperCase() + name.slice(1);
    rows.push([i + 1, name0, name0.normalize('NFKD').replace(/\p{M}/gu, ''), alternates, (40 + (x % 1000) / 100).toFixed(5), (-(x % 1800) / 10).toFixed(5), 'P', 'PPL', country, '', admin1, '', '', '', population, '', '10', zone, '2024-01-01'].join('\t'));
  }
  return rows.join('\n');
}

function writeTable(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Everything a gazetteer answers for the queries, as one comparable value. */
function answers(g: Gazetteer, queries: string[]) {
  return queries.map((q) => ({ q, search: g.search(q, 10), top: g.search(q, 1), resolve: g.resolve(q), ru: g.search(q, 10, 'ru'), ruResolve: g.resolve(q, 'ru') }));
}

describe('city index file of the packaged table', () => {
  let index: CityIndex;
  let bytes: Uint8Array;
  let cached: string;
  beforeAll(() => {
    const table = readFileSync(packagedTablePath());
    index = buildCityIndex(table, {}, Object.values(readPlaceNames()));
    bytes = encodeCityIndex(index, { options: DEFAULT_CITY_INDEX_OPTIONS, sourceDigest: indexSourceDigest(sha256(table)) });
    cached = loadCityIndex().path;
  }, 120_000);

  it('is the same bytes when built again (here, and by the process that filled the cache)', () => {
    const file = readFileSync(cached);
    expect(file.byteLength).toBe(bytes.byteLength);
    expect(sha256(file)).toBe(sha256(bytes));
  });

  it('answers exactly as the index built in memory', () => {
    const keyAt = (k: number) => String.fromCharCode(...index.keyChars.subarray(index.keyOffset[k], index.keyOffset[k + 1]));
    const sampled: string[] = [];
    for (let k = 0; k < index.keyOffset.length - 1; k += 4999) sampled.push(keyAt(k));
    const queries = [
      // Prefixes in several scripts, from one letter (precomputed tops) to whole names.
      'm', 'mo', 'mos', 'Mosc', 'new y', 'san fr', 'São', 'Köl', 'st johns', 'м', 'мос', 'Моск', 'Санкт-Пет', 'Αθ', 'Αθήνα',
      'القا', 'תל', '東', '東京', '北京', 'とう', '서울', 'दिल्ली', 'กรุง', 'თბ', 'Եր',
      // Resolves with country and region qualifiers, and the ambiguous two-letter ones.
      'Paris, US', 'London, Canada', 'Springfield, Illinois, United States', 'Springfield, IL', 'Portland, ME', 'Perth, WA',
      'London, ON', 'Paris, Île-de-France', 'Москва, Россия', 'Питер', 'Пит', 'Нижний', 'Екат', 'Спрингфилд, Иллинойс', 'Berlin, DE', 'Lon, Ca', 'ber, de', 'Hamilton, NZ', 'x, y, z',
      // Misses, which answer with suggestions.
      'Moskvaa', 'Lodnon', 'Berlinn, Germany', 'Xqzvwptl', 'Pariss, France',
      ...sampled, ...sampled.map((k) => k.slice(0, 3)), ...sampled.map((k) => `${k.slice(0, -1)}q`),
    ];
    const expected = answers(gazetteerFromIndex(index, { timezoneAt, names: readPlaceNames() }), queries);
    expect(answers(openCityIndex(cached), queries)).toEqual(expected);
    expect(expected.filter((a) => a.resolve.place).length).toBeGreaterThan(50);
  });
});

describe('city index files', () => {
  it('are refused, with the file and the reason, when not a complete index of this version', () => {
    const good = writeCityIndex(join(dir, 'good.bin'), { table: writeTable('small.tsv', syntheticTable(300)) });
    const variant = (name: string, change: (b: Uint8Array) => Uint8Array) => {
      const path = join(dir, name);
      writeFileSync(path, change(Uint8Array.from(good)));
      return () => openCityIndex(path);
    };
    const setU32 = (at: number, value: number) => (b: Uint8Array) => { new DataView(b.buffer).setUint32(at, value, true); return b; };
    expect(variant('magic.bin', (b) => { b[0] = 0x58; return b; })).toThrow(/magic\.bin: not a city index/);
    expect(variant('empty.bin', () => new Uint8Array())).toThrow(/not a city index/);
    expect(variant('version.bin', setU32(8, CITY_INDEX_VERSION + 1))).toThrow(`format version ${CITY_INDEX_VERSION + 1}, this code reads version ${CITY_INDEX_VERSION}: rebuild it`);
    expect(variant('truncated.bin', (b) => b.subarray(0, b.length - 8))).toThrow(/truncated/);
    expect(variant('half.bin', (b) => b.subarray(0, 100))).toThrow(/truncated/);
    expect(variant('trailing.bin', (b) => Uint8Array.from([...b, 0, 0, 0, 0, 0, 0, 0, 0]))).toThrow(/trailing bytes/);
    expect(variant('outside.bin', setU32(72, good.length))).toThrow(/keyChars lies outside the file/);
    expect(variant('short.bin', setU32(72 + 4, 2))).toThrow(/disagree in length \(keyOffset\)/);
    expect(variant('magic2.bin', (b) => { b[7] = 0; return b; })).toThrow(CityIndexFormatError);
    expect(openCityIndex(join(dir, 'good.bin')).size).toBe(300);
  });

  it('are written the same, byte for byte, from the same table', () => {
    const table = writeTable('same.tsv', syntheticTable(1500));
    const first = writeCityIndex(join(dir, 'first.bin'), { table });
    const second = writeCityIndex(join(dir, 'second.bin'), { table });
    expect(sha256(second)).toBe(sha256(first));
    expect(readFileSync(join(dir, 'second.bin')).equals(readFileSync(join(dir, 'first.bin')))).toBe(true);
  });

  it('change only with the format version', () => {
    // If this fails, the builder writes other bytes for the same table than this format version did:
    // bump CITY_INDEX_VERSION (city-index-format.ts) so that no cached or prebuilt file of the old
    // builder is read as the new one, then put the new digest here. The sources' digest in the
    // header (bytes 40-71) is left out: it changes with the short forms, which the table lacks.
    const namesDir = join(dir, 'no-names');
    mkdirSync(namesDir);
    const bytes = writeCityIndex(join(dir, 'golden.bin'), { table: writeTable('golden.tsv', syntheticTable(1500)), namesDir });
    bytes.fill(0, 40, 72);
    expect({ version: CITY_INDEX_VERSION, digest: sha256(bytes) }).toEqual({ version: 3, digest: 'e417914e7ed7cb6da34b87be52578a70cf9de0b973c05ac7df54912cc41fbee7' });
  });
});

describe('city index cache', () => {
  it('builds once, then loads; a damaged or other-version file is rebuilt', () => {
    const cache = { table: writeTable('cached.tsv', syntheticTable(400)), cacheDir: join(dir, 'cache') };
    const first = loadCityIndex(cache);
    expect(first).toMatchObject({ built: true, saved: true });
    expect(loadCityIndex(cache)).toMatchObject({ built: false, path: first.path });
    const good = readFileSync(first.path);

    writeFileSync(first.path, good.subarray(0, good.length - 100));
    expect(loadCityIndex(cache)).toMatchObject({ built: true, saved: true });
    expect(readFileSync(first.path).equals(good)).toBe(true);

    const otherVersion = Uint8Array.from(good);
    new DataView(otherVersion.buffer).setUint32(8, CITY_INDEX_VERSION + 1, true);
    writeFileSync(first.path, otherVersion);
    const rebuilt = loadCityIndex(cache);
    expect(rebuilt.built).toBe(true);
    expect(readFileSync(first.path).equals(good)).toBe(true);
    expect(rebuilt.gazetteer.search('m', 5)).toEqual(first.gazetteer.search('m', 5));
  });

  it('names the file by the table, the options and the format version', () => {
    const cacheDir = join(dir, 'cache');
    const table = writeTable('named.tsv', syntheticTable(50));
    const path = cityIndexCachePath({ table, cacheDir });
    expect(path).toMatch(/city-index-[0-9a-f]{20}\.bin$/);
    expect(cityIndexCachePath({ table, cacheDir })).toBe(path);
    expect(cityIndexCachePath({ table: writeTable('named2.tsv', syntheticTable(50, 2)), cacheDir })).not.toBe(path);
    expect(cityIndexCachePath({ table, cacheDir, minPopulation: 500 })).not.toBe(path);
    expect(loadCityIndex({ table, cacheDir }).path).toBe(path);
  });

  it('still answers when the cache cannot be written', () => {
    const table = writeTable('unsaved.tsv', syntheticTable(50));
    const loaded = loadCityIndex({ table, cacheDir: join(table, 'not-a-directory') });
    expect(loaded).toMatchObject({ built: true, saved: false });
    expect(loaded.gazetteer.size).toBe(50);
  });
});
