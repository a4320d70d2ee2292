// The tzdb source the time-zone table is made from and checked against: tzdata.zi beside this file,
// the whole IANA database of one version (backzone included) in zic's input form, as Debian's `tzdata`
// package ships it in /usr/share/zoneinfo (scripts/tzdb/fetch-tzdata.sh takes it from that package).
// Committed, so that neither the generator nor the tests depend on the machine's own tzdata, which may
// be older or newer. zic (glibc's, package libc-bin, on every Debian machine) compiles it into the same
// TZif files the package holds: byte for byte for 2026f with bookworm's zic.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TZDATA_ZI = fileURLToPath(new URL('./tzdata.zi', import.meta.url));

/** The version a tzdata.zi names ("2026f") and what it was built with ("backzone zone.tab"). */
export function ziVersion(text: string): { version: string; built: string } {
  return { version: /^# version (\S+)/m.exec(text)?.[1] ?? 'unknown', built: /^# ddeps (.*)$/m.exec(text)?.[1] ?? '' };
}

/** A program on PATH, or in /usr/sbin (zic's place on Debian, not on every user's PATH); null if absent. */
export function findProgram(name: string): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin', '/sbin'];
  for (const dir of dirs) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      /* not here */
    }
  }
  return null;
}

/**
 * Compiles a tzdata.zi with zic into a new temporary directory (the caller removes it), with the
 * tzdata.zi copied beside the zone files as Debian's package has it, and returns the directory.
 */
export function compileZoneinfo(zi: string = TZDATA_ZI): string {
  const zic = findProgram('zic');
  if (!zic) throw new Error('zic is not installed (Debian: package libc-bin)');
  if (!ziVersion(readFileSync(zi, 'utf8')).built.includes('backzone')) throw new Error(`${zi} was not built with backzone`);
  const dir = mkdtempSync(join(tmpdir(), 'zoneinfo-'));
  execFileSync(zic, ['-d', dir, zi], { stdio: ['ignore', 'ignore', 'pipe'] });
  copyFileSync(zi, join(dir, 'tzdata.zi'));
  return dir;
}
