// Payments and their refunds. A refund is a row per payment (amount, the provider's reference, when);
// what a payment has given back is the sum of its succeeded refunds, never a stored total.
import { sql, type Kysely } from 'kysely';
import type { Database, PaymentStatus, RefundRow, RefundStatus } from '../schema.js';

export class PaymentQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Minor units of a payment's refunds in the given states. */
  async refundTotal(paymentId: string, statuses: readonly RefundStatus[]): Promise<number> {
    const row = await this.db
      .selectFrom('refunds')
      .select(sql<string | number>`coalesce(sum(amount), 0)`.as('total'))
      .where('payment_id', '=', paymentId)
      .where('status', 'in', statuses)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** Minor units given back so far on each of these payments (succeeded refunds); 0 for one with none. */
  async refundedByPayment(paymentIds: readonly string[]): Promise<Map<string, number>> {
    const refunded = new Map(paymentIds.map((id) => [id, 0]));
    if (paymentIds.length === 0) return refunded;
    const rows = await this.db
      .selectFrom('refunds')
      .select(['payment_id', sql<string | number>`sum(amount)`.as('total')])
      .where('payment_id', 'in', paymentIds)
      .where('status', '=', 'succeeded')
      .groupBy('payment_id')
      .execute();
    for (const row of rows) refunded.set(row.payment_id, Number(row.total));
    return refunded;
  }

  /** What an order's payments gave back so far (their succeeded refunds), in minor units per currency. */
  async refundedOfOrder(orderId: string): Promise<{ amount: number; currency: string }[]> {
    const rows = await this.db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .select(['refunds.currency', sql<string | number>`sum(refunds.amount)`.as('total')])
      .where('payments.order_id', '=', orderId)
      .where('refunds.status', '=', 'succeeded')
      .groupBy('refunds.currency')
      .orderBy('refunds.currency')
      .execute();
    return rows.map((row) => ({ amount: Number(row.total), currency: row.currency }));
  }

  /** Minor units given back so far on the payment the provider knows by `providerRef`, with the payment; null when none. */
  async byProviderRef(providerRef: string): Promise<{ status: PaymentStatus; amount: number; currency: string; refunded: number } | null> {
    const row = await this.db.selectFrom('payments').select(['id', 'status', 'amount', 'currency']).where('provider_ref', '=', providerRef).executeTakeFirst();
    if (!row) return null;
    return { status: row.status, amount: row.amount, currency: row.currency, refunded: await this.refundTotal(row.id, ['succeeded']) };
  }

  async insertRefund(refund: RefundRow): Promise<void> {
    await this.db.insertInto('refunds').values(refund).execute();
  }

  /** Refunds of the payment the provider accepted and has not confirmed yet, oldest first. */
  async pendingRefunds(paymentId: string): Promise<Pick<RefundRow, 'id' | 'amount'>[]> {
    return this.db.selectFrom('refunds').select(['id', 'amount']).where('payment_id', '=', paymentId).where('status', '=', 'pending').orderBy('created_at').orderBy('id').execute();
  }

  /** A pending refund the provider confirmed. */
  async settleRefund(refundId: string, now: number): Promise<void> {
    await this.db.updateTable('refunds').set({ status: 'succeeded', updated_at: now }).where('id', '=', refundId).where('status', '=', 'pending').execute();
  }

  /**
   * Takes the payment's row lock (PostgreSQL; SQLite has one writer): two reports of money given
   * back on one payment are recorded one after the other, the second reading what the first wrote.
   */
  async lock(paymentId: string, now: number): Promise<void> {
    await this.db.updateTable('payments').set({ updated_at: now }).where('id', '=', paymentId).execute();
  }

  /** A payment wholly given back becomes `refunded`, unless it is already; false then. */
  async markRefunded(paymentId: string, now: number): Promise<boolean> {
    const result = await this.db.updateTable('payments').set({ status: 'refunded', updated_at: now }).where('id', '=', paymentId).where('status', '!=', 'refunded').executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
