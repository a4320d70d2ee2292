// The event loop's side of the SQLite thread: sends statements, matches answers to callers, and
// keeps the process alive only while a statement is outstanding.
import { Worker } from 'node:worker_threads';
import type { QueryRequest, QueryResponse, ReadyMessage, SerializedError, Statement, ThreadOptions } from './protocol.js';

interface QueryResult {
  rows: Record<string, unknown>[];
  changes?: number;
  lastInsertRowid?: number | bigint;
}

/** An error raised by SQLite in the thread, with better-sqlite3's name and code. */
class SqliteThreadError extends Error {
  readonly code?: string;
  constructor(error: SerializedError) {
    super(error.message);
    this.name = error.name;
    this.code = error.code;
  }
}

interface Pending {
  resolve: (result: QueryResult) => void;
  reject: (error: Error) => void;
}

const threadUrl = new URL('./sqlite-thread.mjs', import.meta.url);

export class SqliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: Error | null = null;
  private closing = false;
  private lastAnswerAt = -Infinity;
  /** Resolves when the connection is free, and how many hold it or wait for it; see acquire(). */
  private turn: Promise<void> = Promise.resolve();
  private holders = 0;
  /** Settles once the database is open in the thread. */
  readonly ready: Promise<void>;

  constructor(options: ThreadOptions) {
    this.worker = new Worker(threadUrl, { workerData: options });
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('message', (message: ReadyMessage) => {
        if (message.ready) {
          this.worker.on('message', (response: QueryResponse) => this.settle(response));
          resolve();
        } else {
          const error = new SqliteThreadError(message.error);
          this.stop(error);
          reject(error);
        }
      });
      this.worker.once('error', reject);
    });
    // Startup failures surface through `ready` (awaited by the first query); keep them from going unhandled.
    this.ready.catch(() => {});
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', (code) => this.stop(new Error(this.closing ? 'the database is closed' : `the SQLite thread exited (code ${code})`)));
  }

  /** Whether the thread is running and answered a statement successfully within the last `ms`. */
  answeredWithin(ms: number): boolean {
    return this.stopped === null && performance.now() - this.lastAnswerAt <= ms;
  }

  /**
   * Takes the connection for one caller at a time (as a Kysely transaction needs it); resolves to
   * the function that hands it on.
   */
  acquire(): Promise<() => void> {
    const { turn, release } = this.take();
    return turn.then(() => release);
  }

  private take(): { turn: Promise<void>; release: () => void; free: boolean } {
    const turn = this.turn;
    let hand!: () => void;
    this.turn = new Promise((resolve) => (hand = resolve));
    const free = this.holders++ === 0;
    const release = () => {
      this.holders--;
      hand();
    };
    return { turn, release, free };
  }

  query(sql: string, params: readonly unknown[]): Promise<QueryResult> {
    return this.send({ id: this.nextId++, sql, params });
  }

  /**
   * Runs the statements in one transaction, all or none, in a single trip to the thread. It holds
   * the connection only to be sent, at once when nobody else holds it: the thread runs what it
   * receives in order, so the next holder's statements queue behind this transaction there, and
   * the thread never idles between the two.
   */
  runAtomically(statements: Statement[]): Promise<void> {
    const { turn, release, free } = this.take();
    const send = () => {
      const done = this.send({ id: this.nextId++, atomically: statements });
      release();
      return done.then(() => undefined);
    };
    return free ? send() : turn.then(send);
  }

  /**
   * Posts at once, even before the database is open: the thread answers in order once it is, and
   * a failure to open rejects everything pending with the reason.
   */
  private send(request: QueryRequest): Promise<QueryResult> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (this.pending.size === 0) this.worker.ref();
    const result = new Promise<QueryResult>((resolve, reject) => this.pending.set(request.id, { resolve, reject }));
    this.worker.postMessage(request);
    return result;
  }

  /** Closes the database after the statements already sent, and ends the thread. */
  async close(): Promise<void> {
    if (this.stopped) return;
    this.closing = true;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.ref();
    this.worker.postMessage('close');
    await exited;
  }

  private settle(response: QueryResponse): void {
    const pending = this.pending.get(response.id);
    if (!pending) return;
    this.pending.delete(response.id);
    if (this.pending.size === 0) this.worker.unref();
    if (response.ok) this.lastAnswerAt = performance.now();
    if (response.ok) pending.resolve({ rows: response.rows.map(withBuffers), changes: response.changes, lastInsertRowid: response.lastInsertRowid });
    else pending.reject(new SqliteThreadError(response.error));
  }

  private stop(error: Error): void {
    if (this.stopped) return;
    this.stopped = error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

/** Blobs cross the thread boundary as plain Uint8Arrays; callers expect Buffers, as better-sqlite3 gives. */
function withBuffers(row: Record<string, unknown>): Record<string, unknown> {
  for (const key in row) {
    const value = row[key];
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
  return row;
}
