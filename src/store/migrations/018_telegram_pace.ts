import type { Kysely } from 'kysely';

// Telegram's pace shared by every process that sends (src/store/queries/telegram-pace.ts): the slots of the
// shared allowance already taken, and each chat's earliest next message. Both only ever hold the
// last minute or so; the pacer deletes what has passed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('telegram_pace_slots').addColumn('slot', 'bigint', (c) => c.primaryKey()).execute();
  await db.schema
    .createTable('telegram_pace_chats')
    .addColumn('chat_id', 'bigint', (c) => c.primaryKey())
    .addColumn('next_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('telegram_pace_chats').ifExists().execute();
  await db.schema.dropTable('telegram_pace_slots').ifExists().execute();
}
