// The settings table: small JSON documents under a key (the price catalog, the install secret).
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

export class SettingsQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The stored JSON text under a key, or undefined. */
  async get(key: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value;
  }

  /** Stores the value unless the key has one; safe to run from several processes at once. */
  async putIfAbsent(key: string, value: string, now: number): Promise<void> {
    await this.db.insertInto('settings').values({ key, value, updated_at: now }).onConflict((oc) => oc.column('key').doNothing()).execute();
  }

  async put(key: string, value: string, now: number): Promise<void> {
    await this.db
      .insertInto('settings')
      .values({ key, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
      .execute();
  }
}
