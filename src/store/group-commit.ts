// Group commit: writes that arrive together share one transaction and so one fsync. Each write runs
// inside its own savepoint, so one failing write (a unique-key race) rolls back alone; every caller
// is answered only after the shared commit, so an acknowledged write is on disk.
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
      const failures = new Map<Pending, unknown>();
      try {
        const trx = await this.db.startTransaction().execute();
        try {
          for (const [index, item] of batch.entries()) {
            const savepoint = await trx.savepoint(`w${index}`).execute();
            try {
              await item.work(savepoint);
              await savepoint.releaseSavepoint(`w${index}`).execute();
            } catch (error) {
              await savepoint.rollbackToSavepoint(`w${index}`).execute();
              failures.set(item, error);
            }
          }
          await trx.commit().execute();
        } catch (error) {
          await trx.rollback().execute().catch(() => {});
          throw error;
        }
        for (const item of batch) {
          if (failures.has(item)) item.reject(failures.get(item));
          else item.resolve();
        }
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    this.flushing = false;
  }
}
