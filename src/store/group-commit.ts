// Group commit: writes that arrive together share one transaction and so one fsync. Callers are
// answered only after the shared commit, so an acknowledged write is on disk. When a batch fails
// (one write hit a unique key, say), each of its writes is retried in a transaction of its own, so
// only the write that is really at fault fails.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

type Work = (trx: Transaction<Database>) => Promise<void>;
interface Pending {
  work: Work;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class GroupCommit {
  private queue: Pending[] = [];
  private flushing = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 128,
  ) {}

  run(work: Work): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ work, resolve, reject });
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
        await this.db.transaction().execute(async (trx) => {
          for (const item of batch) await item.work(trx);
        });
        for (const item of batch) item.resolve();
      } catch (error) {
        if (batch.length === 1) {
          batch[0].reject(error);
          continue;
        }
        for (const item of batch) {
          await this.db
            .transaction()
            .execute((trx) => item.work(trx))
            .then(item.resolve, item.reject);
        }
      }
    }
    this.flushing = false;
  }
}
