// The city index as one file: a fixed header, a table of sections, then the arrays of CITY_INDEX_ARRAYS
// in their order, each 8-byte aligned and little-endian, so that reading is a view per array over
// the file's bytes (no parsing, no copying). Writing is deterministic: the same table and options give
// the same bytes.
//
//   0  magic "RSCITYIX"             24  minPopulation (f64)
//   8  format version (u32)         32  alternateNamesMinPopulation (f64)
//  12  header length (u32)          40  SHA-256 of the source table (32 bytes)
//  16  file length (u32)            72  per array: offset (u32), byte length (u32)
//
// The digest is of the sources: the digest load.ts makes of the table, the names files and the short forms.
//  20  array count (u32)
import { CITY_INDEX_ARRAYS, type CityIndex, type CityIndexOptions } from './city-index.js';

/** Bump whenever the bytes the builder writes for the same table could differ (arrays, order, scoring). */
export const CITY_INDEX_VERSION = 3;
const MAGIC = 'RSCITYIX';
const FIXED_HEADER = 72;
const HEADER = FIXED_HEADER + CITY_INDEX_ARRAYS.length * 8;
const ALIGN = 8;

export interface CityIndexHeader {
  version: number;
  options: Required<CityIndexOptions>;
  /** Hex SHA-256 of what the index was built from: the GeoNames table, the names files and the short forms (see load.ts). */
  sourceDigest: string;
}

/** A file that is not a city index this code can read: wrong magic or version, truncated, inconsistent. */
export class CityIndexFormatError extends Error {
  override name = 'CityIndexFormatError';
}

const pad = (n: number) => Math.ceil(n / ALIGN) * ALIGN;

export function encodeCityIndex(index: CityIndex, header: Omit<CityIndexHeader, 'version'>): Uint8Array {
  assertLittleEndian();
  if (!/^[0-9a-f]{64}$/.test(header.sourceDigest)) throw new TypeError('sourceDigest must be a hex SHA-256.');
  const arrays = CITY_INDEX_ARRAYS.map(([name]) => index[name]);
  let length = HEADER;
  const offsets = arrays.map((a) => { const at = pad(length); length = at + a.byteLength; return at; });
  length = pad(length);
  if (length > 0xffffffff) throw new RangeError('A city index is limited to 4 GiB.');
  const bytes = new Uint8Array(length); // zero-filled, so padding is always the same bytes
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < MAGIC.length; i++) bytes[i] = MAGIC.charCodeAt(i);
  view.setUint32(8, CITY_INDEX_VERSION, true);
  view.setUint32(12, HEADER, true);
  view.setUint32(16, length, true);
  view.setUint32(20, arrays.length, true);
  view.setFloat64(24, header.options.minPopulation, true);
  view.setFloat64(32, header.options.alternateNamesMinPopulation, true);
  for (let i = 0; i < 32; i++) bytes[40 + i] = parseInt(header.sourceDigest.slice(i * 2, i * 2 + 2), 16);
  arrays.forEach((a, i) => {
    view.setUint32(FIXED_HEADER + i * 8, offsets[i], true);
    view.setUint32(FIXED_HEADER + i * 8 + 4, a.byteLength, true);
    bytes.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), offsets[i]);
  });
  return bytes;
}

/** Reads the header only, refusing anything but a complete file of this format version. */
function readCityIndexHeader(bytes: Uint8Array): CityIndexHeader {
  assertLittleEndian();
  if (bytes.byteLength < 24 || String.fromCharCode(...bytes.subarray(0, 8)) !== MAGIC) {
    throw new CityIndexFormatError('not a city index (the file does not start with the magic "RSCITYIX")');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(8, true);
  if (version !== CITY_INDEX_VERSION) {
    throw new CityIndexFormatError(`city index format version ${version}, this code reads version ${CITY_INDEX_VERSION}: rebuild it (scripts/build-city-index.ts)`);
  }
  const length = view.getUint32(16, true);
  if (bytes.byteLength !== length) {
    throw new CityIndexFormatError(`city index is ${bytes.byteLength} bytes but its header says ${length}: ${bytes.byteLength < length ? 'truncated' : 'trailing bytes'}`);
  }
  if (view.getUint32(12, true) !== HEADER || view.getUint32(20, true) !== CITY_INDEX_ARRAYS.length) {
    throw new CityIndexFormatError('city index header does not list the arrays of its format version');
  }
  let sourceDigest = '';
  for (let i = 40; i < 72; i++) sourceDigest += bytes[i].toString(16).padStart(2, '0');
  return {
    version,
    options: { minPopulation: view.getFloat64(24, true), alternateNamesMinPopulation: view.getFloat64(32, true) },
    sourceDigest,
  };
}

/**
 * The index as views over `bytes` (which must stay unchanged while the index is in use). Checks the
 * header, that every array lies inside the file, and that the arrays agree in length; not every value.
 */
export function decodeCityIndex(bytes: Uint8Array): { header: CityIndexHeader; index: CityIndex } {
  const header = readCityIndexHeader(bytes);
  if (bytes.byteOffset % ALIGN !== 0) bytes = bytes.slice(); // views need aligned starts; a fresh copy is
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const index = {} as Record<string, ArrayBufferView>;
  CITY_INDEX_ARRAYS.forEach(([name, Type], i) => {
    const offset = view.getUint32(FIXED_HEADER + i * 8, true);
    const byteLength = view.getUint32(FIXED_HEADER + i * 8 + 4, true);
    if (offset % ALIGN !== 0 || offset < HEADER || offset + byteLength > bytes.byteLength || byteLength % Type.BYTES_PER_ELEMENT !== 0) {
      throw new CityIndexFormatError(`city index array ${name} lies outside the file or is misaligned`);
    }
    index[name] = new Type(bytes.buffer as ArrayBuffer, bytes.byteOffset + offset, byteLength / Type.BYTES_PER_ELEMENT);
  });
  const decoded = index as unknown as CityIndex;
  checkShape(decoded);
  return { header, index: decoded };
}

/** The lengths every reader relies on, so a damaged file fails here rather than answering wrongly. */
function checkShape(x: CityIndex): void {
  const keys = x.keyOffset.length - 1;
  const cities = x.nameOffset.length - 1;
  const prefixes = x.prefixOffset.length - 1;
  const last = (a: Int32Array) => a[a.length - 1];
  const problems = [
    keys < 0 || cities < 0 || prefixes < 0 || x.codeOffset.length < 1 ? 'empty offset arrays' : '',
    last(x.keyOffset) !== x.keyChars.length ? 'keyOffset' : '',
    x.keyStart.length !== keys + 1 || last(x.keyStart) !== x.keyCity.length || x.keyPrimary.length !== x.keyCity.length ? 'keyStart' : '',
    x.cityKeyStart.length !== cities + 1 || last(x.cityKeyStart) !== x.cityKey.length ? 'cityKeyStart' : '',
    last(x.nameOffset) !== x.nameChars.length ? 'nameOffset' : '',
    last(x.codeOffset) !== x.codeChars.length ? 'codeOffset' : '',
    [x.primaryKeyCount, x.country, x.admin1, x.timezone, x.latitude, x.longitude, x.population, x.geonameId, x.byGeonameId, x.prominence, x.byProminence].some((a) => a.length !== cities) ? 'per-place arrays' : '',
    x.prefixStart.length !== prefixes + 1 || last(x.prefixOffset) !== x.prefixChars.length || last(x.prefixStart) !== x.prefixCity.length ? 'prefix arrays' : '',
  ].filter(Boolean);
  if (problems.length) throw new CityIndexFormatError(`city index arrays disagree in length (${problems.join(', ')})`);
}

function assertLittleEndian(): void {
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) throw new CityIndexFormatError('the city index file format is little-endian; this machine is not');
}
