// Messages between the event loop and the thread that owns the SQLite connection.

/** What the thread is started with. */
export interface ThreadOptions {
  path: string;
  /** Statements kept prepared; the service runs a bounded set of query shapes. */
  statementCacheSize: number;
}

export interface Statement {
  sql: string;
  params: readonly unknown[];
}

/**
 * One statement, or an atomic unit: several statements that take effect all or none, in a single
 * trip. Units that reach the thread together may share one transaction; each stays all or none.
 */
export type QueryRequest = ({ id: number } & Statement) | { id: number; atomically: Statement[] };

export interface SerializedError {
  name: string;
  message: string;
  /** better-sqlite3's extended result code, e.g. SQLITE_CONSTRAINT_UNIQUE. */
  code?: string;
}

export type QueryResponse =
  | { id: number; ok: true; rows: Record<string, unknown>[]; changes?: number; lastInsertRowid?: number | bigint }
  | { id: number; ok: false; error: SerializedError };

/** The thread's first message: the database is open (or could not be opened). */
export type ReadyMessage = { ready: true } | { ready: false; error: SerializedError };
