import { sql, type Kysely } from 'kysely';

// The index on buyers' usernames served two lookups: paid orders nobody owns yet (bound at a
// Telegram login) and unpaid ones shown on that username's profile. The second is gone (see
// ReadingQueries.ordersFor), so only paid, unclaimed orders need finding by username. Indexing
// just those means a new order no longer writes a page at a random place in a username index,
// which was half of what writing an order cost; an order enters the index when it is paid and
// leaves it when its buyer claims it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_contact').ifExists().execute();
  await db.schema
    .createIndex('orders_unclaimed_paid_contact')
    .on('orders')
    .column('contact_normalized')
    .where(sql.ref('paid_at'), 'is not', null)
    .where(sql.ref('owner_user_id'), 'is', null)
    .execute();
}
