import { sql, type Kysely } from 'kysely';

// Refunds are facts per payment (amount, the provider's reference, when), and what a payment has
// given back is their sum: the running total payments.refunded_amount goes. Money a provider reported
// given back beyond the refunds we asked for (a refund made in the provider's dashboard) becomes a
// refund row of its own here, so that no refund is lost with the column.
export async function up(db: Kysely<any>): Promise<void> {
  const payments = await db.selectFrom('payments').select(['id', 'currency', 'refunded_amount', 'updated_at']).where('refunded_amount', '>', 0).execute();
  for (const payment of payments) {
    const row = await db
      .selectFrom('refunds')
      .select(sql<string | number>`coalesce(sum(amount), 0)`.as('total'))
      .where('payment_id', '=', payment.id)
      .where('status', '=', 'succeeded')
      .executeTakeFirstOrThrow();
    const missing = Number(payment.refunded_amount) - Number(row.total);
    if (missing <= 0) continue;
    const at = Number(payment.updated_at);
    await db
      .insertInto('refunds')
      .values({
        id: `rfd_m016_${payment.id}`,
        payment_id: payment.id,
        amount: missing,
        currency: payment.currency,
        status: 'succeeded',
        provider_ref: null,
        reason: 'given back at the provider (recorded before refunds were kept per payment)',
        last_error: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  await db.schema.alterTable('payments').dropColumn('refunded_amount').execute();
}
