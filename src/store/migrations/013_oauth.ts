import type { Kysely } from 'kysely';

// The OAuth 2.1 authorization server: clients (registered by RFC 7591, or client metadata documents
// fetched from their URL and kept for a while), authorization codes and refresh tokens. What a
// person approves becomes an agent registration (status claimed) whose access tokens are rows of
// `credentials`, so the bearer check, /profile and revocation treat them as any agent's. Codes and
// tokens are stored only as SHA-256 hashes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oauth_clients')
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull()) // registration | metadata_document
    .addColumn('client_name', 'text')
    .addColumn('redirect_uris', 'text', (c) => c.notNull()) // JSON array
    .addColumn('token_endpoint_auth_method', 'text', (c) => c.notNull()) // none | client_secret_post | client_secret_basic
    .addColumn('secret_hash', 'text')
    .addColumn('scope', 'text') // space-separated; null: any scope we offer
    .addColumn('metadata', 'text', (c) => c.notNull()) // JSON: what the client sent or published
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // A metadata document is fetched again once this has passed; null for registered clients.
    .addColumn('refresh_after', 'bigint')
    .execute();

  await db.schema
    .createTable('oauth_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull()) // deleted with the account (AgentService.revokeEveryAgentOf)
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    // The grant its exchange made: revoked when the code comes back a second time.
    .addColumn('registration_id', 'text', (c) => c.references('agent_registrations.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('oauth_refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('registration_id', 'text', (c) => c.notNull().references('agent_registrations.id'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    // Set when the token was exchanged for the next one: a second use is a replay.
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oauth_refresh_tokens_registration').on('oauth_refresh_tokens').column('registration_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oauth_refresh_tokens').ifExists().execute();
  await db.schema.dropTable('oauth_codes').ifExists().execute();
  await db.schema.dropTable('oauth_clients').ifExists().execute();
}
