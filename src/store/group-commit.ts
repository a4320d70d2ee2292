// Group commit: writes that arrive together share one transaction, one fsync and, for inserts,
// one multi-row statement per table. Callers are answered only after the shared commit, so an
// acknowledged write is on disk. When a batch fails (one row hit a unique key, say), each of its
// items is retried in a transaction of its own, so only the item that is really at fault fails.
import type { Compilable, CompiledQuery } from 'kysely';
import type { Store } from './database.js';

interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<T> {
  private queue: Pending<T>[] = [];
  private flushing = false;

  constructor(
    private readonly store: Pick<Store, 'runAtomically'>,
    /** The statements that write a batch of items (one or many); they run in one transaction. */
    private readonly statements: (items: T[]) => (Compilable | CompiledQuery)[],
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

  /**
   * One batch at a time: while it commits, the next one gathers. (Sending the next before the last
   * had committed was measured too: smaller batches, more fsyncs, no more throughput.)
   */
  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        await this.write(batch.map((p) => p.item));
        for (const p of batch) p.resolve();
      } catch (error) {
        if (batch.length === 1) batch[0].reject(error);
        else for (const p of batch) await this.write([p.item]).then(p.resolve, p.reject);
      }
    }
    this.flushing = false;
  }

  private write(items: T[]): Promise<void> {
    // Built inside the promise chain, so a builder that throws fails the batch like a statement.
    return Promise.resolve(items).then((batch) => this.store.runAtomically(this.statements(batch)));
  }
}
