// Opens the database named by a URL: `sqlite:<path>` (default, embedded) or `postgres://...`.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, sql, type Compilable, type CompiledQuery, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import { createRequire } from 'node:module';
import type { Database } from './schema.js';
import { SqliteThread } from './sqlite/sqlite-thread-client.js';
import { ThreadedSqliteDialect } from './sqlite/threaded-dialect.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL schema the store works in, when not the default search path. */
  schema: string | null;
  /** Answers true when the database answered a query within the last second, or a trivial one now: the health check. */
  ping(): Promise<boolean>;
  /**
   * Runs the statements in one transaction, all or none: the cheapest way to write a batch. On
   * SQLite, batches that reach the database thread together share one commit (one fsync).
   */
  runAtomically(queries: readonly (Compilable | CompiledQuery)[]): Promise<void>;
  close(): Promise<void>;
}

const INT8_OID = 20;

export function openStore(url: string, options: { searchPath?: string; poolSize?: number } = {}): Store {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got ${JSON.stringify(url.split(':')[0])}`);
}

/**
 * A statement the database answered this recently proves it usable: health checks under load cost
 * it nothing, and a closed store (or a stopped SQLite thread) still fails them at once.
 */
const PING_FRESH_MS = 1000;

function openSqlite(path: string): Store {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const thread = new SqliteThread({ path, statementCacheSize: 500 });
  const db = new Kysely<Database>({ dialect: new ThreadedSqliteDialect(thread) });
  return {
    db,
    dialect: 'sqlite',
    schema: null,
    // Not through Kysely: a ping must not queue behind a transaction that holds the connection.
    ping: freshOrPing(
      (ms) => thread.answeredWithin(ms),
      () => thread.query('select 1', []),
    ),
    // One trip to the SQLite thread for the whole transaction.
    runAtomically(queries) {
      const statements = queries.map((q) => {
        const { sql, parameters } = 'compile' in q ? q.compile() : q;
        return { sql, params: parameters };
      });
      return thread.runAtomically(statements);
    },
    close: () => db.destroy(),
  };
}

function openPostgres(url: string, options: { searchPath?: string; poolSize?: number }): Store {
  // Loaded only here: a service on SQLite never pays for the PostgreSQL driver.
  const pg = createRequire(import.meta.url)('pg') as typeof import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Timestamps are epoch milliseconds in bigint columns: well inside Number's exact range.
    types: { getTypeParser: (oid: number, format?: string) => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format as 'text')) },
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const answers = new LastAnswer();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [answers] });
  let closed = false;
  return {
    db,
    dialect: 'postgres',
    schema: options.searchPath ?? null,
    ping: freshOrPing(
      (ms) => !closed && answers.within(ms),
      () => sql`select 1`.execute(db),
    ),
    runAtomically: (queries) =>
      db.transaction().execute(async (trx) => {
        for (const query of queries) await trx.executeQuery(query);
      }),
    close: () => {
      closed = true;
      return db.destroy();
    },
  };
}

/** Notes when PostgreSQL last answered a query: as on SQLite, a recent answer proves it usable. */
class LastAnswer implements KyselyPlugin {
  private at = -Infinity;

  within(ms: number): boolean {
    return performance.now() - this.at <= ms;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.at = performance.now();
    return args.result;
  }
}

/**
 * The health check: true at once when the database answered within PING_FRESH_MS, else the
 * answer to `query`; checks arriving together share one round trip instead of queueing one each.
 */
function freshOrPing(answeredWithin: (ms: number) => boolean, query: () => Promise<unknown>): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  return () => {
    if (answeredWithin(PING_FRESH_MS)) return Promise.resolve(true);
    return (inFlight ??= query()
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        inFlight = null;
      }));
  };
}
