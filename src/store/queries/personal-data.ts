// Everything stored about one person, read for their data export (src/services/privacy): their
// orders (owned, and those placed for them that src/services/identity/placed-for.ts names) with
// payments, refunds, readings and delivery records, their sessions and bot logins, confirmation
// questions, agents and credentials, and the demo chat. Read only; rows as stored.
import type { Kysely } from 'kysely';
import type { Database, OrderStatus } from '../schema.js';

export class PersonalDataQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The rows of `userId` (Telegram account `telegramId`), with the orders `placedFor` them; sessions alive at `now`. */
  async of(userId: string, telegramId: number, placedFor: readonly string[], now: number) {
    const { db } = this;
    const orders = await db
      .selectFrom('orders')
      .selectAll()
      .where((eb) => (placedFor.length ? eb.or([eb('owner_user_id', '=', userId), eb('id', 'in', placedFor)]) : eb('owner_user_id', '=', userId)))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const orderIds = orders.map((o) => o.id);
    const payments = orderIds.length ? await db.selectFrom('payments').selectAll().where('order_id', 'in', orderIds).orderBy('created_at').orderBy('id').execute() : [];
    const paymentIds = payments.map((p) => p.id);
    const refunds = paymentIds.length ? await db.selectFrom('refunds').selectAll().where('payment_id', 'in', paymentIds).orderBy('created_at').orderBy('id').execute() : [];
    // The PDF and the wheel are files of their own: whether they exist, not their bytes.
    const readings = orderIds.length
      ? await db
          .selectFrom('readings')
          .select((eb) => [
            'id',
            'order_id',
            'kind',
            'report',
            'markdown',
            'created_at',
            eb.case().when('pdf', 'is', null).then(0).else(1).end().as('has_pdf'),
            eb.case().when('wheel_png', 'is', null).then(0).else(1).end().as('has_wheel'),
          ])
          .where('order_id', 'in', orderIds)
          .execute()
      : [];
    const readingIds = readings.map((r) => r.id);
    const parts = readingIds.length ? await db.selectFrom('delivery_parts').selectAll().where('reading_id', 'in', readingIds).orderBy('chat_id').orderBy('part').execute() : [];
    const sessions = await db.selectFrom('sessions').selectAll().where('user_id', '=', userId).where('expires_at', '>', now).orderBy('created_at').execute();
    const nonces = await db.selectFrom('login_nonces').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
    const confirmations = await db.selectFrom('order_confirmations').selectAll().where('telegram_id', '=', telegramId).orderBy('asked_at').execute();
    const openQuestion = await db.selectFrom('confirmation_accounts').select('order_id').where('telegram_id', '=', telegramId).executeTakeFirst();
    const registrations = await db.selectFrom('agent_registrations').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
    const credentials = registrations.length
      ? await db.selectFrom('credentials').selectAll().where('registration_id', 'in', registrations.map((r) => r.id)).orderBy('created_at').execute()
      : [];
    const chat = await db.selectFrom('demo_messages').selectAll().where('chat_id', '=', telegramId).orderBy('id').execute();
    return { orders, payments, refunds, readings, parts, sessions, nonces, confirmations, openQuestion, registrations, credentials, chat };
  }

  /** Of these orders, those with a refund the provider has not answered yet (`openStatuses`). */
  async ordersRefunding(orderIds: readonly string[], openStatuses: readonly ('requested' | 'pending')[]): Promise<string[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .select('payments.order_id')
      .distinct()
      .where('payments.order_id', 'in', orderIds)
      .where('refunds.status', 'in', openStatuses)
      .execute();
    return rows.map((row) => row.order_id);
  }

  /**
   * The person's account goes: the readings of their orders with their delivery records, the
   * language chosen for their chat with the bot, the demo chat (with the person, and any that
   * showed those readings), old bot links to the orders, and the payer references of their payments (the payments stay, as the law requires). How many readings
   * went and how many payments were kept.
   */
  async eraseOrderRecords(orderIds: readonly string[], telegramId: number): Promise<{ readingsDeleted: number; paymentsKept: number }> {
    const { db } = this;
    const readingIds = orderIds.length ? (await db.selectFrom('readings').select('id').where('order_id', 'in', orderIds).execute()).map((r) => r.id) : [];
    let demoMessages = db.deleteFrom('demo_messages').where('chat_id', '=', telegramId);
    if (readingIds.length) {
      await db.deleteFrom('delivery_parts').where('reading_id', 'in', readingIds).execute();
      demoMessages = db.deleteFrom('demo_messages').where((eb) => eb.or([eb('chat_id', '=', telegramId), eb('reading_id', 'in', readingIds)]));
    }
    await demoMessages.execute();
    await db.deleteFrom('chat_languages').where('chat_id', '=', telegramId).execute();
    let paymentsKept = 0;
    if (orderIds.length) {
      await db.deleteFrom('readings').where('order_id', 'in', orderIds).execute();
      await db.deleteFrom('delivery_leases').where('order_id', 'in', orderIds).execute();
      // Old bot links would otherwise still find the order.
      await db.deleteFrom('legacy_start_tokens').where('order_id', 'in', orderIds).execute();
      const kept = await db.updateTable('payments').set({ payer_ref: null }).where('order_id', 'in', orderIds).executeTakeFirst();
      paymentsKept = Number(kept.numUpdatedRows);
    }
    return { readingsDeleted: readingIds.length, paymentsKept };
  }

  /**
   * The user about to be deleted, its row locked on PostgreSQL (`lock`) so that a login or bot link
   * opened meanwhile, which upserts it, waits for the deletion; null when there is none.
   */
  async userForDeletion(userId: string, lock: boolean): Promise<{ id: string; telegram_id: number; username: string | null } | null> {
    let lookup = this.db.selectFrom('users').select(['id', 'telegram_id', 'username']).where('id', '=', userId);
    if (lock) lookup = lookup.forUpdate();
    return (await lookup.executeTakeFirst()) ?? null;
  }

  /** The orders the user owns. */
  async ownOrders(userId: string): Promise<{ id: string; status: OrderStatus; expires_at: number }[]> {
    return this.db.selectFrom('orders').select(['id', 'status', 'expires_at']).where('owner_user_id', '=', userId).execute();
  }

  /** Orders nobody owns, paid and in one of `statuses`, whose contact is `username` (lower case). */
  async unclaimedPaidOrders(username: string, statuses: readonly OrderStatus[]): Promise<{ id: string; status: OrderStatus }[]> {
    return this.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('contact_normalized', '=', username)
      .where('paid_at', 'is not', null)
      .where('owner_user_id', 'is', null)
      .where('status', 'in', statuses)
      .execute();
  }
}
