// The deliver_reading job: a ready reading goes to its owner's Telegram chat part by part (the
// messages in order, the wheel, the PDF when bought). Each part is recorded as sent before the next
// is sent, so a retry after a crash sends only what is missing; then the order is delivered.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database, ReadingRow } from '../../store/schema.js';
import type { ChatSender } from '../../telegram/senders.js';

export interface DeliveryServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  sender: ChatSender;
  /**
   * How long one delivery holds its order against a second worker delivering it at once; renewed
   * after every part. Short, so that after a crash the job's retry finds it free again.
   */
  leaseMs?: number;
}

export type DeliveryOutcome = 'delivered' | 'already_delivered' | 'not_ready' | 'no_chat' | 'no_order';

export interface DeliveryPart {
  part: number;
  kind: 'message' | 'photo' | 'document';
  send: (sender: ChatSender, chatId: number) => Promise<number | null>;
}

export class DeliveryBusyError extends Error {
  constructor(orderId: string) {
    super(`order ${orderId} is being delivered by another worker; retrying later`);
    this.name = 'DeliveryBusyError';
  }
}

export class DeliveryService {
  private readonly leaseMs: number;

  constructor(private readonly deps: DeliveryServiceDeps) {
    this.leaseMs = deps.leaseMs ?? 2 * 60_000;
  }

  async deliver(orderId: string): Promise<DeliveryOutcome> {
    const { db, clock, sender } = this.deps;
    const order = await db.selectFrom('orders').select(['id', 'status', 'owner_chat_id']).where('id', '=', orderId).executeTakeFirst();
    if (!order) return 'no_order';
    if (order.status === 'delivered') return 'already_delivered';
    if (order.status !== 'ready') return 'not_ready';
    // Sent when the buyer opens the bot: binding queues this job again.
    if (order.owner_chat_id === null) return 'no_chat';
    const chatId = Number(order.owner_chat_id);
    const reading = await db.selectFrom('readings').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    if (!reading) throw new Error(`order ${orderId} is ready but has no reading`);

    const holder = randomBytes(8).toString('hex');
    if (!(await this.acquire(orderId, holder))) throw new DeliveryBusyError(orderId);
    try {
      const done = new Set(
        (await db.selectFrom('delivery_parts').select('part').where('reading_id', '=', reading.id).where('chat_id', '=', chatId).execute()).map((r) => Number(r.part)),
      );
      for (const part of readingParts(reading, orderId)) {
        if (done.has(part.part)) continue;
        let messageId: number | null;
        try {
          messageId = await part.send(sender, chatId);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await db.updateTable('orders').set({ last_error: `delivery: ${message}`.slice(0, 2000), updated_at: clock.now() }).where('id', '=', orderId).execute();
          throw error;
        }
        await db
          .insertInto('delivery_parts')
          .values({ reading_id: reading.id, chat_id: chatId, part: part.part, kind: part.kind, telegram_message_id: messageId, sent_at: clock.now() })
          .onConflict((oc) => oc.columns(['reading_id', 'chat_id', 'part']).doNothing())
          .execute();
        await db.updateTable('delivery_leases').set({ locked_until: clock.now() + this.leaseMs }).where('order_id', '=', orderId).where('holder', '=', holder).execute();
      }
      const now = clock.now();
      await db
        .updateTable('orders')
        .set({ status: 'delivered', delivered_at: now, updated_at: now, last_error: null })
        .where('id', '=', orderId)
        .where('status', '=', 'ready')
        .execute();
      return 'delivered';
    } finally {
      await db.deleteFrom('delivery_leases').where('order_id', '=', orderId).where('holder', '=', holder).execute();
    }
  }

  /** Takes the order's delivery lease unless another live holder has it. */
  private async acquire(orderId: string, holder: string): Promise<boolean> {
    const now = this.deps.clock.now();
    const result = await this.deps.db
      .insertInto('delivery_leases')
      .values({ order_id: orderId, holder, locked_until: now + this.leaseMs })
      .onConflict((oc) => oc.column('order_id').doUpdateSet({ holder, locked_until: now + this.leaseMs }).where('delivery_leases.locked_until', '<', now))
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }
}

/** The reading's parts in the order they are sent; part numbers are stable across retries. */
function readingParts(reading: ReadingRow, orderId: string): DeliveryPart[] {
  const messages = JSON.parse(reading.telegram) as string[];
  const context = { orderId, readingId: reading.id };
  const parts: DeliveryPart[] = messages.map((html, index) => ({
    part: index,
    kind: 'message',
    send: (sender, chatId) => sender.sendMessage(chatId, html, context),
  }));
  if (reading.wheel_png) {
    const png = Buffer.from(reading.wheel_png);
    parts.push({ part: messages.length, kind: 'photo', send: (sender, chatId) => sender.sendPhoto(chatId, png, 'chart-wheel.png', 'Your birth chart wheel', context) });
  }
  if (reading.pdf) {
    const pdf = Buffer.from(reading.pdf);
    parts.push({ part: messages.length + 1, kind: 'document', send: (sender, chatId) => sender.sendDocument(chatId, pdf, `reading-${reading.kind}.pdf`, 'Your reading as a PDF', context) });
  }
  return parts;
}
