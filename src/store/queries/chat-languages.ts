// The language each chat with the bot chose (/language); chats that chose none have no row.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

export class ChatLanguageQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async of(chatId: number): Promise<string | null> {
    const row = await this.db.selectFrom('chat_languages').select('language').where('chat_id', '=', chatId).executeTakeFirst();
    return row?.language ?? null;
  }

  async set(chatId: number, language: string, now: number): Promise<void> {
    await this.db
      .insertInto('chat_languages')
      .values({ chat_id: chatId, language, updated_at: now })
      .onConflict((oc) => oc.column('chat_id').doUpdateSet({ language, updated_at: now }))
      .execute();
  }
}
