import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

// Agents: registrations made through POST /api/agent/auth, claimed by a person
// through Telegram, and the bearer credentials they hold. Secrets are stored only as SHA-256 hashes.
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('agent_registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identity_type', 'text', (c) => c.notNull()) // anonymous | identity_assertion
    .addColumn('client_name', 'text') // what the agent calls itself; shown to the person who claims it
    .addColumn('status', 'text', (c) => c.notNull()) // pending_claim | claimed | refused | revoked
    .addColumn('claim_token_hash', 'text', (c) => c.unique()) // the agent's proof for GET /api/auth/me
    .addColumn('claim_code_hash', 'text', (c) => c.unique()) // the person's claim link and bot deep link
    .addColumn('claim_expires_at', 'bigint')
    .addColumn('user_id', 'text', (c) => c.references('users.id')) // null until claimed
    .addColumn('claimed_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agent_registrations_user').on('agent_registrations').column('user_id').execute();

  await db.schema
    .createTable('credentials')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull()) // api_key | access_token
    .addColumn('registration_id', 'text', (c) => c.notNull().references('agent_registrations.id'))
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('scopes', 'text', (c) => c.notNull()) // space-separated, as in OAuth
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint') // null: an api_key lives until revoked
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('credentials_registration').on('credentials').column('registration_id').execute();
  await db.schema.createIndex('orders_agent_registration').on('orders').column('agent_registration_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_agent_registration').ifExists().execute();
  await db.schema.dropTable('credentials').ifExists().execute();
  await db.schema.dropTable('agent_registrations').ifExists().execute();
}
