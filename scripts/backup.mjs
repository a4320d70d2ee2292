// `npm run backup -- FILE`: a consistent copy of the SQLite database, taken while the service runs.
// It reads DATABASE_URL as the service does (src/config.ts) and uses SQLite's online backup, which
// copies committed transactions only, including those still in the WAL that a file copy would miss.
// Plain JavaScript with production dependencies only, so that it runs in the service's image as it is.
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';

/** The service's default (src/config.ts); a test holds the two together. */
const DEFAULT_DATABASE_URL = 'sqlite:./data/reading-service.db';

class BackupRefused extends Error {}

/** The database file DATABASE_URL names, relative paths taken from the working directory as the service takes them. */
function sqlitePathOf(url) {
  if (/^postgres(ql)?:\/\//.test(url)) {
    throw new BackupRefused(
      'DATABASE_URL names a PostgreSQL database; back it up with pg_dump instead: pg_dump -Fc -f FILE "$DATABASE_URL" (README, "Backups", has the restore)',
    );
  }
  if (!url.startsWith('sqlite:')) throw new BackupRefused(`DATABASE_URL must start with sqlite: or postgres://, got ${JSON.stringify(url.split(':')[0])}`);
  const path = url.slice('sqlite:'.length);
  if (path === '' || path === ':memory:') throw new BackupRefused('DATABASE_URL names an in-memory database: there is no file to back up');
  return resolve(path);
}

/** Writes a copy of the database at `source` to `target`, checked, and replaces `target` only once the copy is whole. */
async function backupSqlite(source, target) {
  if (!existsSync(source)) throw new BackupRefused(`there is no database at ${source} (DATABASE_URL)`);
  if (resolve(target) === resolve(source)) throw new BackupRefused('the backup would overwrite the database itself; name another file');
  mkdirSync(dirname(resolve(target)), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  try {
    const database = new SQLite(source, { readonly: true, fileMustExist: true, timeout: 5000 });
    try {
      // All pages in one step, inside one read transaction: one consistent snapshot. In small steps
      // (better-sqlite3's default), every commit the service makes between two steps restarts the
      // copy from the first page, and under steady orders it might never finish.
      await database.backup(partial, { progress: () => 0x7fffffff });
    } finally {
      database.close();
    }
    const copy = new SQLite(partial, { fileMustExist: true });
    let check;
    try {
      check = copy.pragma('integrity_check', { simple: true });
    } finally {
      copy.close();
    }
    if (check !== 'ok') throw new Error(`the copy failed its integrity check (${check}); the database itself may be damaged: run PRAGMA integrity_check on it`);
    // A journal left beside an older file of this name would be replayed into the new one.
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
    renameSync(partial, target);
    return { bytes: statSync(target).size };
  } finally {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${partial}${suffix}`, { force: true });
  }
}

async function main() {
  const target = process.argv[2];
  if (!target || process.argv.length > 3) {
    console.error('usage: npm run backup -- FILE   (copies the SQLite database named by DATABASE_URL to FILE)');
    return 2;
  }
  try {
    const source = sqlitePathOf(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
    const started = performance.now();
    const { bytes } = await backupSqlite(source, target);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`backed up ${source} to ${resolve(target)}: ${(bytes / 1048576).toFixed(1)} MiB in ${seconds} s, integrity check ok`);
    return 0;
  } catch (error) {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return error instanceof BackupRefused ? 2 : 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main();
