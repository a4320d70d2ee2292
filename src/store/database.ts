// Opens the database named by a URL: `sqlite:<path>` (default, embedded) or `postgres://...`.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL schema the store works in, when not the default search path. */
  schema: string | null;
  /** Answers true when a trivial query succeeds: the health check. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const INT8_OID = 20;

export function openStore(url: string, options: { searchPath?: string; poolSize?: number } = {}): Store {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got ${JSON.stringify(url.split(':')[0])}`);
}

function openSqlite(path: string): Store {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  // NORMAL is durable across process crashes in WAL mode; FULL adds an fsync per commit that only
  // matters for power loss. We keep FULL: an order the client saw acknowledged must survive either.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  const probe = database.prepare('select 1');
  return {
    db,
    dialect: 'sqlite',
    schema: null,
    async ping() {
      try {
        probe.get();
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * Kysely prepares every query anew; compiling SQL is a large part of a small query's cost in SQLite.
 * The service runs a bounded set of query shapes, so their statements are kept and reused.
 */
function withStatementCache(database: SQLite.Database, limit = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (!statement) {
        statement = database.prepare(sqlText);
        if (cache.size >= limit) cache.delete(cache.keys().next().value!);
        cache.set(sqlText, statement);
      }
      return statement;
    },
  };
}

function openPostgres(url: string, options: { searchPath?: string; poolSize?: number }): Store {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Timestamps are epoch milliseconds in bigint columns: well inside Number's exact range.
    types: { getTypeParser: (oid: number, format?: string) => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format as 'text')) },
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    schema: options.searchPath ?? null,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}
