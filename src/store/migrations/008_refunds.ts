import type { Kysely } from 'kysely';

// Real payment providers: what was refunded of each payment, who paid in Telegram Stars (a star
// refund names the payer), and every refund asked of a provider with its idempotency key, so that a
// retried refund is the same refund.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('payments').addColumn('payer_ref', 'text').execute();
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // requested → succeeded | failed; `pending` while the provider has not confirmed it yet.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_payment').on('refunds').column('payment_id').execute();
}
