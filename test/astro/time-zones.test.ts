// The time-zone table (src/astro/time/zone-table.ts) against the full IANA database with backzone.
//
// Reference: the tzdb source the table was generated from (scripts/tzdb/tzdata.zi, committed with it:
// Debian's tzdata.zi, which Debian builds from the tzdb with PACKRATDATA=backzone PACKRATLIST=zone.tab),
// compiled by zic into a temporary directory (test/astro/tz-reference.ts). It is read by CPython's
// zoneinfo (`python3`) for the sweeps and by glibc's `zdump -i` (libc-bin) for the to-the-second check:
// neither shares code with the generator or the table's reader. The machine's own tzdata plays no part,
// so an older or newer /usr/share/zoneinfo changes nothing here. Without python3, zic or zdump (all on a
// stock Debian machine) the suite is skipped, and test/support/global-setup.ts says so (a failure under CI).
//
// Zones swept: every zone a place can give the service — geo-tz's full boundary set and its open-sea
// Etc/GMT±N zones, the GeoNames zones of the city index, and UTC (see placeZones).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleTransitions } from '../../src/astro/time/posix-rule.js';
import { findTimeZone, isKnownTimeZone, TZDB_VERSION } from '../../src/astro/time/time-zones.js';
import { decodeZoneEntry, offsetInZone, type ZoneEntry } from '../../src/astro/time/zone-entry.js';
import { TZDB_LINKS, TZDB_ZONES } from '../../src/astro/time/zone-table.js';
import { TZDATA_ZI } from '../../scripts/tzdb/zoneinfo.js';
import { missingReferenceTools, openReference, placeZones, pythonOffsets, referenceOffsetAt, referenceZones, type Reference } from './tz-reference.js';

const ROOT = join(import.meta.dirname, '../..');

const FIRST_YEAR = 1900;
const LAST_YEAR = 2030;

function entryOf(name: string): ZoneEntry {
  const target = Object.prototype.hasOwnProperty.call(TZDB_LINKS, name) ? TZDB_LINKS[name] : name;
  return decodeZoneEntry(TZDB_ZONES[target]);
}

/** Noon UTC on the first of every month, in UTC seconds. */
function monthGrid(firstYear: number, lastYear: number): number[] {
  const grid: number[] = [];
  for (let year = firstYear; year <= lastYear; year++) for (let month = 0; month < 12; month++) grid.push(Date.UTC(year, month, 1, 12) / 1000);
  return grid;
}

/** Every UTC second in [from, to) at which the table can change the zone's offset. */
function tableBreakpoints(zone: ZoneEntry, from: number, to: number): number[] {
  const points = zone.times.filter((t) => t >= from && t < to);
  const last = zone.times.length ? zone.times[zone.times.length - 1] : -Infinity;
  if (zone.rule) {
    const firstRuleYear = Math.max(new Date(Math.max(last, from) * 1000).getUTCFullYear(), FIRST_YEAR);
    for (let year = firstRuleYear; year <= new Date(to * 1000).getUTCFullYear(); year++) {
      for (const change of ruleTransitions(zone.rule, year)) {
        const at = change.at / 1000;
        if (at > last && at >= from && at < to) points.push(at);
      }
    }
  }
  return points.sort((a, b) => a - b);
}

const zones = placeZones();
const missing = missingReferenceTools();
const grid = monthGrid(FIRST_YEAR, LAST_YEAR);
const laterGrid = monthGrid(LAST_YEAR + 1, 2100);
const FROM = Date.UTC(FIRST_YEAR, 0, 1) / 1000;
const TO = Date.UTC(LAST_YEAR + 1, 0, 1) / 1000;

describe.skipIf(missing.length > 0)('time zones: the table against the full IANA database with backzone', () => {
  let source: Reference;
  let reference: Map<string, number[]>;
  const breakpoints = new Map<string, number[]>();
  const daylightZones = new Set<string>();

  beforeAll(() => {
    source = openReference();
    // One python3 run answers every question: the month grid, both sides of each of the table's changes,
    // and for zones whose rule keeps daylight saving, the month grid on to 2100.
    const instants = new Map<string, number[]>();
    for (const name of zones) {
      const entry = entryOf(name);
      const points = tableBreakpoints(entry, FROM, TO);
      breakpoints.set(name, points);
      if (entry.rule?.daylight) daylightZones.add(name);
      instants.set(name, [...grid, ...points.flatMap((t) => [t - 1, t]), ...(entry.rule?.daylight ? laterGrid : [])]);
    }
    reference = pythonOffsets(source.dir, instants);
  }, 120_000);
  afterAll(() => source?.close());

  it('holds the tzdb version of its reference, which was built with backzone', () => {
    expect(source.built, `${source.dir}/tzdata.zi names its build`).toContain('backzone');
    const advice = process.env.TZDB_REFERENCE_DIR
      ? `TZDB_REFERENCE_DIR (${source.dir}) is tzdb ${source.version}: point it at a zoneinfo of ${TZDB_VERSION}, or unset it to use scripts/tzdb/tzdata.zi`
      : `scripts/tzdb/tzdata.zi is tzdb ${source.version}: regenerate the table from it (scripts/generate-zone-table.ts says how) and commit both`;
    expect(source.version, `the table holds tzdb ${TZDB_VERSION}, but ${advice}`).toBe(TZDB_VERSION);
  });

  it('is what scripts/generate-zone-table.ts makes of the committed tzdb source', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zone-table-'));
    try {
      const out = join(dir, 'zone-table.ts');
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate-zone-table.ts', TZDATA_ZI, out], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
      // Compared as text: a table edited by hand, or regenerated from another source than the one committed, fails.
      expect(readFileSync(out, 'utf8') === readFileSync(join(ROOT, 'src/astro/time/zone-table.ts'), 'utf8'), 'src/astro/time/zone-table.ts differs from the generator\'s output').toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('knows every zone a place can give, and every name ICU knows', () => {
    expect(zones.length).toBeGreaterThan(440);
    expect(zones.filter((name) => !isKnownTimeZone(name))).toEqual([]);
    expect(Intl.supportedValuesOf('timeZone').filter((name) => !isKnownTimeZone(name))).toEqual([]);
  });

  it('sweep: every zone a place can give, month by month 1900–2030, has the reference offset', () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const name of zones) {
      const zone = findTimeZone(name)!;
      const want = reference.get(name)!;
      grid.forEach((seconds, i) => {
        compared += 1;
        const got = zone.offsetAt(seconds * 1000);
        if (got !== want[i]) mismatches.push(`${name} ${new Date(seconds * 1000).toISOString().slice(0, 7)}: table ${got}, reference ${want[i]}`);
      });
    }
    expect(compared).toBe(zones.length * (LAST_YEAR - FIRST_YEAR + 1) * 12);
    expect(mismatches.slice(0, 20), `${mismatches.length} of ${compared} zone-months differ`).toEqual([]);
  });

  it('every change of offset in the table from 1900 to 2030 happens at the reference instant, to the second', () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const name of zones) {
      const entry = entryOf(name);
      const want = reference.get(name)!.slice(grid.length);
      breakpoints.get(name)!.forEach((t, i) => {
        for (const [k, s] of [t - 1, t].entries()) {
          checked += 1;
          const got = offsetInZone(entry, s * 1000);
          if (got !== want[2 * i + k]) mismatches.push(`${name} ${new Date(s * 1000).toISOString()}: table ${got}, reference ${want[2 * i + k]}`);
        }
      });
    }
    expect(checked).toBeGreaterThan(20_000);
    expect(mismatches.slice(0, 20), `${mismatches.length} of ${checked} instants differ`).toEqual([]);
  });

  it('the POSIX rules that continue the zones give the reference offsets month by month to 2100', () => {
    const mismatches: string[] = [];
    for (const name of daylightZones) {
      const entry = entryOf(name);
      const want = reference.get(name)!.slice(-laterGrid.length);
      laterGrid.forEach((seconds, i) => {
        const got = offsetInZone(entry, seconds * 1000);
        if (got !== want[i]) mismatches.push(`${name} ${new Date(seconds * 1000).toISOString().slice(0, 7)}: table ${got}, reference ${want[i]}`);
      });
    }
    expect(daylightZones.size).toBeGreaterThan(40);
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it('zdump agrees on every change 1900–2030, to the second, in the zones hardest to get right', () => {
    // Backzone zones of the issue, fractional and negative offsets, negative daylight saving (Dublin),
    // half-hour daylight saving (Lord Howe), rules at odd hours (Chatham's 2:45, Jerusalem's 26:00, Gaza's
    // 50:00, Nuuk's −1:00), a skipped day (Apia), and the changes of law in tzdb 2025c–2026f.
    const hard = [
      'Atlantic/Reykjavik', 'Europe/Oslo', 'Europe/Stockholm', 'Europe/Amsterdam', 'Europe/Copenhagen', 'Europe/Luxembourg',
      'Europe/Monaco', 'Europe/Jersey', 'Africa/Kampala', 'Africa/Accra', 'America/St_Thomas', 'Asia/Kuwait', 'Asia/Bahrain',
      'Europe/Dublin', 'Europe/Moscow', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Gaza', 'Asia/Jerusalem', 'America/Nuuk',
      'Pacific/Apia', 'Asia/Kathmandu', 'America/Tijuana', 'America/Vancouver', 'America/Edmonton', 'America/Winnipeg',
      'America/Havana', 'Africa/Casablanca', 'Europe/Chisinau', 'America/New_York',
    ];
    const zdump = referenceZones(source.dir, hard, FIRST_YEAR, LAST_YEAR + 1);
    const problems: string[] = [];
    for (const name of hard) {
      const ref = zdump.get(name)!;
      const entry = entryOf(name);
      const tableChanges = tableBreakpoints(entry, FROM, TO).filter((t) => offsetInZone(entry, (t - 1) * 1000) !== offsetInZone(entry, t * 1000));
      const refChanges = ref.changes.filter((c) => c.at >= FROM && c.at < TO);
      if (tableChanges.length !== refChanges.length) problems.push(`${name}: ${tableChanges.length} changes in the table, ${refChanges.length} in zdump`);
      for (const change of refChanges) {
        const before = referenceOffsetAt(ref, change.at - 1);
        const got = [offsetInZone(entry, (change.at - 1) * 1000), offsetInZone(entry, change.at * 1000)];
        if (got[0] !== before || got[1] !== change.offset) {
          problems.push(`${name} ${new Date(change.at * 1000).toISOString()}: table ${got.join('→')}, zdump ${before}→${change.offset}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
