// A reading's delivery: the lease one sender holds on an order while it sends, and the parts sent
// (or being sent) to a chat, so that a crash or a retry sends each part once as far as it can know.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** One part of one reading in one chat. */
export interface DeliveryPartKey {
  reading_id: string;
  chat_id: number;
  part: number;
}

export class DeliveryQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Takes a delivery lease unless another holder's is still live; false then. The key is an order's
   * id, or `chat:<id>` for a chat (the column keeps its first name).
   */
  async acquireLease(key: string, holder: string, now: number, lockedUntil: number): Promise<boolean> {
    const result = await this.db
      .insertInto('delivery_leases')
      .values({ order_id: key, holder, locked_until: lockedUntil })
      .onConflict((oc) => oc.column('order_id').doUpdateSet({ holder, locked_until: lockedUntil }).where('delivery_leases.locked_until', '<', now))
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  /** Extends the holder's leases; false when any of them is no longer the holder's. */
  async renewLeases(keys: string[], holder: string, lockedUntil: number): Promise<boolean> {
    const result = await this.db.updateTable('delivery_leases').set({ locked_until: lockedUntil }).where('order_id', 'in', keys).where('holder', '=', holder).executeTakeFirst();
    return Number(result.numUpdatedRows) === keys.length;
  }

  async releaseLeases(keys: string[], holder: string): Promise<void> {
    await this.db.deleteFrom('delivery_leases').where('order_id', 'in', keys).where('holder', '=', holder).execute();
  }

  /** The parts of the reading recorded for the chat. */
  async parts(readingId: string, chatId: number): Promise<{ part: number; status: 'sending' | 'sent'; sent_at: number | null }[]> {
    const rows = await this.db.selectFrom('delivery_parts').select(['part', 'status', 'sent_at']).where('reading_id', '=', readingId).where('chat_id', '=', chatId).execute();
    return rows.map((r) => ({ part: Number(r.part), status: r.status, sent_at: r.sent_at === null ? null : Number(r.sent_at) }));
  }

  /**
   * The part is about to be sent: recorded `sending` (a row `sent` is taken over only when
   * `resending`, one left `sending` by a crash otherwise).
   */
  async markSending(key: DeliveryPartKey, kind: 'message' | 'photo' | 'document', resending: boolean, now: number): Promise<void> {
    await this.db
      .insertInto('delivery_parts')
      .values({ ...key, kind, telegram_message_id: null, status: 'sending', started_at: now, sent_at: null })
      .onConflict((oc) =>
        oc
          .columns(['reading_id', 'chat_id', 'part'])
          .doUpdateSet({ status: 'sending', started_at: now })
          .where((eb) => (resending ? eb('delivery_parts.status', '=', 'sent') : eb('delivery_parts.status', '=', 'sending'))),
      )
      .execute();
  }

  /** Telegram refused the part: it was not sent, and its `sending` row goes. */
  async unmarkSending(key: DeliveryPartKey): Promise<void> {
    await this.db.deleteFrom('delivery_parts').where('reading_id', '=', key.reading_id).where('chat_id', '=', key.chat_id).where('part', '=', key.part).where('status', '=', 'sending').execute();
  }

  async markSent(key: DeliveryPartKey, messageId: number | null, now: number): Promise<void> {
    await this.db
      .updateTable('delivery_parts')
      .set({ status: 'sent', telegram_message_id: messageId, sent_at: now })
      .where('reading_id', '=', key.reading_id)
      .where('chat_id', '=', key.chat_id)
      .where('part', '=', key.part)
      .execute();
  }
}
