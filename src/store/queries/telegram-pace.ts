// Telegram's pace in the database (src/services/delivery/database-pacer.ts decides the turns; these
// write them): the slots of the shared allowance already taken, and each chat's earliest next message.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

export class TelegramPaceQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** When the chat may next be written to (epoch ms); 0 when it has no pace recorded. */
  async chatNextAt(chatId: number): Promise<number> {
    const row = await this.db.selectFrom('telegram_pace_chats').select('next_at').where('chat_id', '=', chatId).executeTakeFirst();
    return Number(row?.next_at ?? 0);
  }

  /** The first slot at or after `first` (and before `first + span`) that no one has taken. */
  async firstFreeSlot(first: number, span: number): Promise<number> {
    const taken = await this.db.selectFrom('telegram_pace_slots').select('slot').where('slot', '>=', first).where('slot', '<', first + span).orderBy('slot').execute();
    let slot = first;
    for (const row of taken) {
      if (Number(row.slot) > slot) break;
      slot = Number(row.slot) + 1;
    }
    return slot;
  }

  /** Takes the slot; false when another process took it first. */
  async takeSlot(slot: number): Promise<boolean> {
    const inserted = await this.db.insertInto('telegram_pace_slots').values({ slot }).onConflict((oc) => oc.column('slot').doNothing()).executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async setChatNextAt(chatId: number, nextAt: number): Promise<void> {
    await this.db
      .insertInto('telegram_pace_chats')
      .values({ chat_id: chatId, next_at: nextAt })
      .onConflict((oc) => oc.column('chat_id').doUpdateSet({ next_at: nextAt }))
      .execute();
  }

  /** Deletes the slots before `slot` and the chat paces that ended before `before`. */
  async forgetBefore(slot: number, before: number): Promise<void> {
    await this.db.deleteFrom('telegram_pace_slots').where('slot', '<', slot).execute();
    await this.db.deleteFrom('telegram_pace_chats').where('next_at', '<', before).execute();
  }
}
