import type { Kysely } from 'kysely';

// Since when we have seen each account with its current username (issue 25): an unbound order placed
// for a username is a person's only when they held it then, and usernames change hands.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('username_since', 'bigint').execute();
  // Before this, the last time we saw the account is all we know of when it had its username.
  await db.updateTable('users').set((eb) => ({ username_since: eb.ref('updated_at') })).execute();
}
