import type { Kysely } from 'kysely';

// A bot link opened by a Telegram account other than the order's contact: the account confirms the
// order with the last four digits of its phone. One row per order and account keeps the wrong
// answers (three lock it), here rather than in memory because several processes may serve the bot.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_confirmations')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('telegram_id', 'bigint', (c) => c.notNull())
    .addColumn('wrong_answers', 'integer', (c) => c.notNull().defaultTo(0))
    // When the bot last asked; an answer counts only within a while of it.
    .addColumn('asked_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_at', 'bigint')
    .addColumn('confirmed_at', 'bigint')
    .addPrimaryKeyConstraint('order_confirmations_pk', ['order_id', 'telegram_id'])
    .execute();
  await db.schema.createIndex('order_confirmations_account').on('order_confirmations').columns(['telegram_id', 'asked_at']).execute();
}
