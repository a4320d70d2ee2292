import type { Kysely } from 'kysely';

// The language a person chose for their chat with the bot (/language, issue 29). Without a row the
// bot speaks the language their Telegram runs in (language_code).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_languages')
    .addColumn('chat_id', 'bigint', (c) => c.primaryKey())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_languages').execute();
}
