import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

// Telegram login (bot nonces, replayed widget data), delivery leases, and the demo bot's chat log.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // "Log in through the bot": the page holds the nonce, the bot confirms it, the page trades it for
  // a session once. Only the hash is stored.
  await db.schema
    .createTable('login_nonces')
    .addColumn('nonce_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('confirmed_at', 'bigint')
    .addColumn('consumed_at', 'bigint')
    .execute();

  // Signed login data already used, kept until it would be too old anyway.
  await db.schema
    .createTable('login_replays')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_replays_expiry').on('login_replays').column('expires_at').execute();

  // One delivery of an order at a time, whichever worker runs it.
  await db.schema
    .createTable('delivery_leases')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .execute();

  // Demo mode: what the bot would have sent (and what the demo user typed), for the demo chat page.
  await db.schema
    .createTable('demo_messages')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('chat_id', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('sender', 'text', (c) => c.notNull()) // bot | user
    .addColumn('kind', 'text', (c) => c.notNull()) // text | photo | document
    .addColumn('text', 'text') // Telegram HTML from the bot, plain text from the user, captions
    .addColumn('buttons', 'text') // JSON: inline keyboard rows
    .addColumn('reading_id', 'text') // photo: the reading's wheel_png; document: its pdf
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('demo_messages_chat').on('demo_messages').columns(['chat_id', 'id']).execute();
  await db.schema.createIndex('demo_messages_order').on('demo_messages').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['demo_messages', 'delivery_leases', 'login_replays', 'login_nonces']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
