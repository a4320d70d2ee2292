// Which Telegram account we saw with which username, first and last (telegram_usernames), and the
// unbound orders placed for a username: what src/services/identity/placed-for.ts decides on.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

export interface UsernameSighting {
  telegramId: number;
  firstSeenAt: number;
  lastSeenAt: number;
}

export class UsernameQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** `telegramId` was seen with `username` (lower case, without @) at `now`. */
  async seen(username: string, telegramId: number, now: number): Promise<void> {
    await this.db
      .insertInto('telegram_usernames')
      .values({ username, telegram_id: telegramId, first_seen_at: now, last_seen_at: now })
      .onConflict((oc) => oc.columns(['username', 'telegram_id']).doUpdateSet({ last_seen_at: now }))
      .execute();
  }

  /** Every account seen with `username`. */
  async sightings(username: string): Promise<UsernameSighting[]> {
    const rows = await this.db.selectFrom('telegram_usernames').selectAll().where('username', '=', username).execute();
    return rows.map(toSighting);
  }

  /** Every username `telegramId` was seen with, oldest first (the person's data export). */
  async ofAccount(telegramId: number): Promise<(UsernameSighting & { username: string })[]> {
    const rows = await this.db.selectFrom('telegram_usernames').selectAll().where('telegram_id', '=', telegramId).orderBy('first_seen_at').orderBy('username').execute();
    return rows.map((row) => ({ username: row.username, ...toSighting(row) }));
  }

  /** The account is deleted: what we saw of it goes. */
  async forget(telegramId: number): Promise<void> {
    await this.db.deleteFrom('telegram_usernames').where('telegram_id', '=', telegramId).execute();
  }

  /** The Telegram id and current username of a user; null when there is no such user. */
  async account(userId: string): Promise<{ telegramId: number; username: string | null } | null> {
    const row = await this.db.selectFrom('users').select(['telegram_id', 'username']).where('id', '=', userId).executeTakeFirst();
    return row ? { telegramId: Number(row.telegram_id), username: row.username } : null;
  }

  /** Orders nobody owns whose contact is `username` (lower case), placed between `from` and `to` inclusive. */
  async unboundOrdersFor(username: string, from: number, to: number): Promise<{ id: string; createdAt: number }[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select(['id', 'created_at'])
      .where('contact_normalized', '=', username)
      .where('owner_user_id', 'is', null)
      .where('created_at', '>=', from)
      .where('created_at', '<=', to)
      .execute();
    return rows.map((row) => ({ id: row.id, createdAt: Number(row.created_at) }));
  }
}

function toSighting(row: { telegram_id: number; first_seen_at: number; last_seen_at: number }): UsernameSighting {
  return { telegramId: Number(row.telegram_id), firstSeenAt: Number(row.first_seen_at), lastSeenAt: Number(row.last_seen_at) };
}
