// Conditions the operator has been told about and that are not over yet, shared by every process
// through the database: the first process to claim a key sends the alert, the one that clears it
// sends the all-clear, and the others stay quiet.
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../store/schema.js';

export class AlertMarks {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** True for the one caller that opens the mark; false while it is open already. */
  async claim(key: string): Promise<boolean> {
    const result = await this.db
      .insertInto('operator_alert_marks')
      .values({ key, created_at: this.clock.now() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Closes the mark; returns when it was opened, for the one caller that closed it, else null. */
  async clear(key: string): Promise<number | null> {
    const row = await this.db.deleteFrom('operator_alert_marks').where('key', '=', key).returning('created_at').executeTakeFirst();
    return row ? Number(row.created_at) : null;
  }
}
