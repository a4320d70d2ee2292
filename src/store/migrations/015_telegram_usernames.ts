import type { Kysely } from 'kysely';

// Which Telegram account we saw with which username, first and last (issue 25): an unbound order
// placed for a username is a person's only when we saw them holding it around the time the order was
// placed, and usernames change hands (src/services/identity/placed-for.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('telegram_usernames')
    // Lower case, without @, as orders.contact_normalized.
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('telegram_id', 'bigint', (c) => c.notNull())
    .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('telegram_usernames_pk', ['username', 'telegram_id'])
    .execute();
  await db.schema.createIndex('telegram_usernames_account').on('telegram_usernames').column('telegram_id').execute();
  // Before this, the last time we saw each account is all we know of when it had its username.
  const users = await db.selectFrom('users').select(['telegram_id', 'username', 'updated_at']).where('username', 'is not', null).execute();
  for (const user of users) {
    await db
      .insertInto('telegram_usernames')
      .values({ username: String(user.username).toLowerCase(), telegram_id: user.telegram_id, first_seen_at: user.updated_at, last_seen_at: user.updated_at })
      .onConflict((oc) => oc.columns(['username', 'telegram_id']).doNothing())
      .execute();
  }
}
