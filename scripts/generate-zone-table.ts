// Writes src/astro/time/zone-table.ts: every zone and link of the IANA tz database, backzone included,
// as a compact table of UTC offset changes plus the POSIX rule that continues each zone after them.
//
// Source: scripts/tzdb/tzdata.zi, committed (scripts/tzdb/zoneinfo.ts says what it is), compiled by zic
// into a temporary directory; or a zoneinfo directory given as the argument (one whose tzdata.zi names
// backzone, such as Debian's /usr/share/zoneinfo). It comes from Debian's `tzdata` package, this run
// 2026f-0+deb12u1 (tzdb 2026f, from bookworm-security). Debian builds it with PACKRATDATA=backzone
// PACKRATLIST=zone.tab (its changelog, 2022g-3 and 2023c-4; tzdata.zi says "# ddeps backzone zone.tab"),
// so every zone in zone.tab keeps its own pre-1970 history: `zdump -v Atlantic/Reykjavik | grep 1960`
// shows −01 where a build without backzone shows Abidjan's +00. The script refuses a source whose
// tzdata.zi does not name backzone.
//
// When a new tzdata is out:
//   apt-get update && scripts/tzdb/fetch-tzdata.sh                # the newest Debian tzdata's tzdata.zi
//   npx tsx scripts/generate-zone-table.ts [tzdata.zi or zoneinfo directory, default scripts/tzdb/tzdata.zi] [output file]
// then run test/astro/time-zones.test.ts, which sweeps the table against the same tzdata.zi compiled by
// zic and read by python3 and zdump, and commit tzdata.zi and the table together. The product reads
// only the generated table, never zoneinfo files.
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePosixRule, ruleOffsetAt, ruleTransitions } from '../src/astro/time/posix-rule.js';
import { decodeZoneEntry, offsetInZone } from '../src/astro/time/zone-entry.js';
import { compileZoneinfo, TZDATA_ZI, ziVersion } from './tzdb/zoneinfo.js';

const SOURCE = process.argv[2] ?? TZDATA_ZI;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where to write: the table, or another file (the test that checks the table is this script's output). */
const OUTPUT = process.argv[3] ?? fileURLToPath(new URL('../src/astro/time/zone-table.ts', import.meta.url));
/** A path inside the project as the project names it; any other as given. */
const shown = (path: string) => (relative(ROOT, path).startsWith('..') ? path : relative(ROOT, path));
/** Zic writes a first transition at −2^59 s ("the big bang") in fat files; nothing changes before it. */
const EARLIEST_REAL = -(2 ** 40);

interface TzifZone {
  initial: number;
  transitions: { at: number; offset: number }[];
  footer: string;
}

/** RFC 8536: the version 2+ block (64-bit times) and the footer; offsets only. */
function readTzif(path: string): TzifZone {
  const buffer = readFileSync(path);
  const header = (at: number) => {
    if (buffer.toString('latin1', at, at + 4) !== 'TZif') throw new Error(`${path}: not a TZif file`);
    const counts = [0, 1, 2, 3, 4, 5].map((i) => buffer.readUInt32BE(at + 20 + i * 4));
    const [isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt] = counts;
    return { version: buffer[at + 4], isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt };
  };
  const v1 = header(0);
  if (v1.version < 0x32) throw new Error(`${path}: version 1 file has no 64-bit data`);
  const v1Size = v1.timecnt * 5 + v1.typecnt * 6 + v1.charcnt + v1.leapcnt * 8 + v1.isstdcnt + v1.isutcnt;
  const start = 44 + v1Size;
  const h = header(start);
  if (h.leapcnt !== 0) throw new Error(`${path}: leap seconds are not expected in the posix zoneinfo`);
  let at = start + 44;
  const times: number[] = [];
  for (let i = 0; i < h.timecnt; i++, at += 8) times.push(Number(buffer.readBigInt64BE(at)));
  const typeIndexes = [...buffer.subarray(at, at + h.timecnt)];
  at += h.timecnt;
  const typeOffsets: number[] = [];
  for (let i = 0; i < h.typecnt; i++, at += 6) typeOffsets.push(buffer.readInt32BE(at));
  at += h.charcnt + h.leapcnt * 12 + h.isstdcnt + h.isutcnt;
  if (buffer[at] !== 0x0a) throw new Error(`${path}: footer missing`);
  const footer = buffer.toString('latin1', at + 1, buffer.indexOf(0x0a, at + 1));

  // Before the first transition, time type 0 applies (RFC 8536 §3.2).
  let initial = typeOffsets[0];
  const transitions: { at: number; offset: number }[] = [];
  for (let i = 0; i < times.length; i++) {
    const offset = typeOffsets[typeIndexes[i]];
    const previous = transitions.length ? transitions[transitions.length - 1].offset : initial;
    if (offset === previous) continue; // a change of name or of daylight flag alone moves no clock
    if (times[i] < EARLIEST_REAL) initial = offset;
    else transitions.push({ at: times[i], offset });
  }
  return { initial, transitions, footer };
}

/**
 * Drops the trailing transitions the footer rule reproduces, as zic's slim output does: from the last
 * kept transition on, the rule alone must give every listed change and no other.
 */
function slim(zone: TzifZone): TzifZone {
  if (!zone.footer) return zone;
  const rule = parsePosixRule(zone.footer);
  const list = zone.transitions;
  const lastYear = list.length ? new Date(list[list.length - 1].at * 1000).getUTCFullYear() : 1970;
  const ruleChanges = (fromSeconds: number) => {
    const changes: { at: number; offset: number }[] = [];
    let offset = ruleOffsetAt(rule, fromSeconds * 1000);
    const firstYear = new Date(fromSeconds * 1000).getUTCFullYear();
    for (let year = firstYear; year <= lastYear; year++) {
      for (const change of ruleTransitions(rule, year)) {
        const at = change.at / 1000;
        if (at <= fromSeconds || change.offset === offset) continue;
        changes.push({ at, offset: change.offset });
        offset = change.offset;
      }
    }
    return changes.filter((c) => c.at <= list[list.length - 1].at);
  };
  let keep = list.length;
  while (keep > 1) {
    const last = list[keep - 2];
    if (ruleOffsetAt(rule, last.at * 1000) !== last.offset) break;
    const expected = list.slice(keep - 1);
    const produced = ruleChanges(last.at);
    const same = produced.length === expected.length && produced.every((c, i) => c.at === expected[i].at && c.offset === expected[i].offset);
    if (!same) break;
    keep -= 1;
  }
  // The table keeps transitions up to `keep` exclusive; the rule takes over from the last one kept.
  if (keep === list.length && list.length) {
    const last = list[list.length - 1];
    if (ruleOffsetAt(rule, last.at * 1000) !== last.offset) {
      throw new Error(`footer ${zone.footer} disagrees with the last transition (${new Date(last.at * 1000).toISOString()})`);
    }
  }
  return { ...zone, transitions: list.slice(0, keep) };
}

function encode(zone: TzifZone): string {
  const offsets = [zone.initial];
  const tokens: string[] = [];
  let previous = 0;
  for (const [i, t] of zone.transitions.entries()) {
    let index = offsets.indexOf(t.offset);
    if (index < 0) index = offsets.push(t.offset) - 1;
    if (index >= 26) throw new Error('more than 26 offsets in one zone');
    tokens.push(String.fromCharCode(65 + index) + (i === 0 ? t.at : t.at - previous).toString(36));
    previous = t.at;
  }
  return `${offsets.join(',')}|${tokens.join('')}|${zone.footer}`;
}

/** The offset the file gives at a UTC second: its listed changes, then its footer rule. */
function fileOffsetAt(zone: TzifZone, seconds: number): number {
  const list = zone.transitions;
  if (zone.footer && (list.length === 0 || seconds >= list[list.length - 1].at)) {
    return ruleOffsetAt(parsePosixRule(zone.footer), seconds * 1000);
  }
  let offset = zone.initial;
  for (const t of list) if (t.at <= seconds) offset = t.offset;
  return offset;
}

function main() {
  const compiled = statSync(SOURCE).isDirectory() ? null : compileZoneinfo(SOURCE);
  try {
    generate(compiled ?? SOURCE);
  } finally {
    if (compiled) rmSync(compiled, { recursive: true, force: true });
  }
}

function generate(ZONEINFO: string) {
  const zi = readFileSync(join(ZONEINFO, 'tzdata.zi'), 'utf8');
  const { version, built } = ziVersion(zi);
  if (!built.includes('backzone')) throw new Error(`${SOURCE} was not built with backzone (tzdata.zi: "# ddeps ${built}")`);
  // "Factory" is a placeholder zone (offset 0, named -00) for machines not yet configured; ICU has no such
  // zone either, so it is not a place anyone was born in.
  const zoneNames = [...zi.matchAll(/^Z (\S+)/gm)].map((m) => m[1]).filter((name) => name !== 'Factory').sort();
  const links = new Map([...zi.matchAll(/^L (\S+) (\S+)/gm)].map((m) => [m[2], m[1]] as const));

  const entries = new Map<string, string>();
  let fullCount = 0, keptCount = 0;
  for (const name of zoneNames) {
    const full = readTzif(join(ZONEINFO, name));
    const slimmed = slim(full);
    fullCount += full.transitions.length;
    keptCount += slimmed.transitions.length;
    const entry = encode(slimmed);
    const decoded = decodeZoneEntry(entry);
    // The decoded entry must give the file's offset at and just before every change, and at noon UTC
    // on the first of every month from 1800 to 2100.
    const probes = full.transitions.flatMap((t) => [t.at - 1, t.at]);
    for (let y = 1800; y <= 2100; y++) for (let m = 0; m < 12; m++) probes.push(Date.UTC(y, m, 1, 12) / 1000);
    for (const s of probes) {
      const want = fileOffsetAt(full, s);
      const got = offsetInZone(decoded, s * 1000);
      if (want !== got) throw new Error(`${name} at ${new Date(s * 1000).toISOString()}: file ${want}, table ${got}`);
    }
    entries.set(name, entry);
  }
  const linkEntries = [...links.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, target]) => {
    let resolved = target;
    while (links.has(resolved)) resolved = links.get(resolved)!;
    if (!entries.has(resolved)) throw new Error(`link ${name} → ${target} has no zone`);
    return [name, resolved] as const;
  });

  const q = (s: string) => JSON.stringify(s);
  const out = [
    `// Generated by scripts/generate-zone-table.ts from ${shown(SOURCE)} (Debian tzdata, tzdb ${version},`,
    `// built with ${built}). Do not edit; re-run the script instead.`,
    '//',
    '// Each zone entry is "offsets|changes|rule": offsets are seconds east of UTC, the first being the one',
    '// before any change; each change is a letter naming an offset (A = first) followed by a base-36 count of',
    '// seconds, UTC since 1970 for the first change and since the previous change after that; the rule is the',
    '// POSIX TZ string that gives the offsets from the last change on. Changes of name or daylight flag that',
    '// keep the offset are left out.',
    `export const TZDB_VERSION = ${q(version)};`,
    '',
    'export const TZDB_ZONES: Record<string, string> = {',
    ...[...entries].map(([name, entry]) => `  ${q(name)}: ${q(entry)},`),
    '};',
    '',
    '/** Other names for zones (old names, country aliases). */',
    'export const TZDB_LINKS: Record<string, string> = {',
    ...linkEntries.map(([name, target]) => `  ${q(name)}: ${q(target)},`),
    '};',
    '',
  ].join('\n');
  writeFileSync(OUTPUT, out);
  console.log(`tzdb ${version}: ${entries.size} zones, ${linkEntries.length} links; ${keptCount} of ${fullCount} offset changes kept (the rest follow from the rules); ${out.length} bytes written to ${OUTPUT}`);
}

main();
