// A Kysely dialect for SQLite whose connection lives in a worker thread (see sqlite-thread.mjs). It
// behaves as Kysely's own SqliteDialect: one connection, taken in turn, so a transaction has it
// alone until it ends; only the waiting is asynchronous.
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { SqliteThread } from './sqlite-thread-client.js';

export class ThreadedSqliteDialect implements Dialect {
  constructor(private readonly thread: SqliteThread) {}

  createDriver(): Driver {
    return new ThreadedSqliteDriver(this.thread);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

class ThreadedSqliteDriver implements Driver {
  private readonly connection: ThreadedSqliteConnection;
  private release: (() => void) | null = null;

  constructor(private readonly thread: SqliteThread) {
    this.connection = new ThreadedSqliteConnection(thread);
  }

  async init(): Promise<void> {
    await this.thread.ready;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.release = await this.thread.acquire();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // IMMEDIATE takes the write lock at once, waiting (busy_timeout) while another process holds
    // it. A plain BEGIN would read first and then fail with SQLITE_BUSY at its first write if
    // another process (npm run worker beside the server) had committed in between.
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = null;
    release?.();
  }

  /** Waits for the transaction under way (if any) to end, then closes the database. */
  async destroy(): Promise<void> {
    const release = await this.thread.acquire();
    try {
      await this.thread.close();
    } finally {
      release();
    }
  }
}

class ThreadedSqliteConnection implements DatabaseConnection {
  constructor(private readonly thread: SqliteThread) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, changes, lastInsertRowid } = await this.thread.query(compiledQuery.sql, compiledQuery.parameters);
    return {
      rows: rows as R[],
      ...(changes === undefined ? {} : { numAffectedRows: BigInt(changes) }),
      ...(lastInsertRowid === undefined ? {} : { insertId: BigInt(lastInsertRowid) }),
    };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the threaded SQLite dialect');
  }
}
