import type { Kysely } from 'kysely';

// The phone-digit confirmation's limits, counted where every process sees them and taken when an
// answer arrives (issue 25): one row per Telegram account holds its one open question and its wrong
// answers of the day; one row per order counts the wrong answers the order took from every account.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('confirmation_accounts')
    .addColumn('telegram_id', 'bigint', (c) => c.primaryKey())
    // The order the bot asked about last; null once answered, locked or closed.
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('asked_at', 'bigint')
    // The day's count: the window opens with the first wrong answer and lasts a day.
    .addColumn('window_started_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('wrong_in_window', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Counted apart from the accounts, so that deleting an account does not reset what an order took.
  await db.schema
    .createTable('confirmation_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('wrong_answers', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Orders that took wrong answers before this migration keep their count.
  await db
    .insertInto('confirmation_orders')
    .columns(['order_id', 'wrong_answers'])
    .expression((eb) => eb.selectFrom('order_confirmations').select(['order_id', eb.fn.sum<number>('wrong_answers').as('wrong_answers')]).groupBy('order_id'))
    .execute();
}
