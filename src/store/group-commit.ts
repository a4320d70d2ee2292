// Group commit: writes that arrive together share one transaction, one fsync and, for inserts,
// one multi-row statement per table. Callers are answered only after the shared commit, so an
// acknowledged write is on disk. When a batch fails (one row hit a unique key, say), each of its
// items is retried in a transaction of its own, so only the item that is really at fault fails.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<T> {
  private queue: Pending<T>[] = [];
  private flushing = false;

  constructor(
    private readonly db: Kysely<Database>,
    /** Writes a batch of items (one or many) inside the given transaction. */
    private readonly write: (trx: Transaction<Database>, items: T[]) => Promise<void>,
    private readonly maxBatch = 128,
  ) {}

  run(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        // Let the requests already read from the sockets join this batch.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        await this.db.transaction().execute((trx) => this.write(trx, batch.map((p) => p.item)));
        for (const p of batch) p.resolve();
      } catch (error) {
        if (batch.length === 1) {
          batch[0].reject(error);
          continue;
        }
        for (const p of batch) {
          await this.db
            .transaction()
            .execute((trx) => this.write(trx, [p.item]))
            .then(p.resolve, p.reject);
        }
      }
    }
    this.flushing = false;
  }
}
