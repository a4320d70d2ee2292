// Open operator alerts, one row per condition (operator_alert_marks): whoever inserts a key first
// sends the alert, whoever deletes it sends the all-clear.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

export class AlertMarkQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** True when this call opened the mark; false while it is open already. */
  async open(key: string, now: number): Promise<boolean> {
    const result = await this.db.insertInto('operator_alert_marks').values({ key, created_at: now }).onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Closes the mark; when it was opened, for the one call that closed it, else null. */
  async close(key: string): Promise<number | null> {
    const row = await this.db.deleteFrom('operator_alert_marks').where('key', '=', key).returning('created_at').executeTakeFirst();
    return row ? Number(row.created_at) : null;
  }
}
