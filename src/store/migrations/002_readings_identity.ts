import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

// Readings made from paid orders, their delivery in Telegram, and the people who own them.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('telegram_id', 'bigint', (c) => c.notNull().unique())
    .addColumn('username', 'text') // without @, as Telegram last reported it
    .addColumn('first_name', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_username').on('users').column('username').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('readings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull()) // JSON: the structured model, chart included
    .addColumn('markdown', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('telegram', 'text', (c) => c.notNull()) // JSON array of Telegram-HTML messages
    .addColumn('wheel_svg', 'text')
    .addColumn('wheel_png', blob)
    .addColumn('pdf', blob)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // One row per part sent to one chat: a retried delivery skips the parts already sent.
  await db.schema
    .createTable('delivery_parts')
    .addColumn('reading_id', 'text', (c) => c.notNull().references('readings.id'))
    .addColumn('chat_id', 'bigint', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // message | photo | document
    .addColumn('telegram_message_id', 'bigint')
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_parts_pk', ['reading_id', 'chat_id', 'part'])
    .execute();

  await db.schema.alterTable('orders').addColumn('owner_chat_id', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('ready_at', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('delivered_at', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('last_error', 'text').execute();
  await db.schema.createIndex('orders_owner').on('orders').column('owner_user_id').execute();
}
