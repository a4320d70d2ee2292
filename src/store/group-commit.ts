// Group commit: writes that arrive in the same turn of the event loop share one transaction and,
// for inserts, one multi-row statement per table. Callers are answered only after the commit, so
// an acknowledged write is on disk. The batch goes out at once, without waiting for the one before
// to commit; the SQLite thread commits the batches that reach it together, one fsync for all (see
// sqlite/sqlite-thread.mjs). When a batch fails (one row hit a unique key, say), each of its items
// is tried on its own, so only the item that is really at fault fails.
import type { Compilable, CompiledQuery } from 'kysely';
import type { Store } from './database.js';

interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<T> {
  private queue: Pending<T>[] = [];
  private scheduled = false;

  constructor(
    private readonly store: Pick<Store, 'runAtomically'>,
    /** The statements that write a batch of items (one or many); they run in one transaction. */
    private readonly statements: (items: T[]) => (Compilable | CompiledQuery)[],
    private readonly maxBatch = 128,
  ) {}

  run(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // Let the requests already read from the sockets join this batch.
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    while (this.queue.length > 0) void this.commit(this.queue.splice(0, this.maxBatch));
  }

  private async commit(batch: Pending<T>[]): Promise<void> {
    try {
      await this.write(batch.map((p) => p.item));
      for (const p of batch) p.resolve();
    } catch (error) {
      if (batch.length === 1) batch[0].reject(error);
      else await Promise.all(batch.map((p) => this.write([p.item]).then(p.resolve, p.reject)));
    }
  }

  private write(items: T[]): Promise<void> {
    // Built inside the promise chain, so a builder that throws fails the batch like a statement.
    return Promise.resolve(items).then((batch) => this.store.runAtomically(this.statements(batch)));
  }
}
