// Payments and their refunds. A refund is a row per payment (amount, the provider's reference, when);
// what a payment has given back is the sum of its succeeded refunds, never a stored total.
import { sql, type Kysely } from 'kysely';
import { MultiRowInsert } from '../multi-row-insert.js';
import type { Database, NewPayment, PaymentRow, PaymentStatus, RefundRow, RefundStatus } from '../schema.js';

export class PaymentQueries {
  private readonly newPayments: MultiRowInsert<'payments'>;

  constructor(private readonly db: Kysely<Database>) {
    this.newPayments = new MultiRowInsert(db, 'payments');
  }

  async byId(paymentId: string): Promise<PaymentRow | undefined> {
    return this.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  }

  /** The payment, if `provider` is the one it was opened with. */
  async ofProvider(paymentId: string, provider: string): Promise<PaymentRow | undefined> {
    return this.db.selectFrom('payments').selectAll().where('id', '=', paymentId).where('provider', '=', provider).executeTakeFirst();
  }

  /** The order's latest payment (with `provider` only, in `statuses` only, when given). */
  async latestOfOrder(orderId: string, filter: { provider?: string; statuses?: readonly PaymentStatus[] } = {}): Promise<PaymentRow | undefined> {
    let query = this.db.selectFrom('payments').selectAll().where('order_id', '=', orderId);
    if (filter.provider !== undefined) query = query.where('provider', '=', filter.provider);
    if (filter.statuses !== undefined) query = query.where('status', 'in', filter.statuses);
    return query.orderBy('created_at', 'desc').executeTakeFirst();
  }

  /** The order's first payment that succeeded and is not wholly given back; undefined when none. */
  async firstSucceededOfOrder(orderId: string): Promise<PaymentRow | undefined> {
    return this.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).where('status', '=', 'succeeded').orderBy('created_at').executeTakeFirst();
  }

  async insert(payment: NewPayment): Promise<void> {
    await this.db.insertInto('payments').values(payment).execute();
  }

  /** One multi-row INSERT of new payments, compiled once per shape (for the group commit). */
  insertStatement(rows: readonly NewPayment[]) {
    return this.newPayments.compile(rows);
  }

  /** Records a provider's notification by its id; false when it was recorded before (a replay). */
  async recordEvent(event: { provider: string; eventId: string; paymentId: string; type: string; now: number }): Promise<boolean> {
    const inserted = await this.db
      .insertInto('payment_events')
      .values({ provider: event.provider, event_id: event.eventId, payment_id: event.paymentId, type: event.type, received_at: event.now })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 0;
  }

  /**
   * Claims the payment for a charge: its provider's reference and payer are set if it has no
   * reference yet (conditional, so of concurrent charges one claims it). The reference it holds after.
   */
  async claimForCharge(paymentId: string, providerRef: string, payerRef: string, now: number): Promise<string | null> {
    await this.db.updateTable('payments').set({ provider_ref: providerRef, payer_ref: payerRef, updated_at: now }).where('id', '=', paymentId).where('provider_ref', 'is', null).execute();
    const claimed = await this.db.selectFrom('payments').select('provider_ref').where('id', '=', paymentId).executeTakeFirstOrThrow();
    return claimed.provider_ref;
  }

  /** A new payment unless one with its id exists (a charge reported again finds the payment it made). */
  async insertUnlessExists(payment: NewPayment): Promise<void> {
    await this.db.insertInto('payments').values(payment).onConflict((oc) => oc.column('id').doNothing()).execute();
  }

  async setProviderRef(paymentId: string, providerRef: string, now: number): Promise<void> {
    await this.db.updateTable('payments').set({ provider_ref: providerRef, updated_at: now }).where('id', '=', paymentId).execute();
  }

  /** The payment moves to `to` if it is in one of `from`; false otherwise. */
  async move(paymentId: string, from: readonly PaymentStatus[], to: PaymentStatus, now: number): Promise<boolean> {
    const result = await this.db.updateTable('payments').set({ status: to, updated_at: now }).where('id', '=', paymentId).where('status', 'in', from).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async refundById(refundId: string): Promise<RefundRow | undefined> {
    return this.db.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
  }

  /** Whether any refund of the payment was ever recorded. */
  async hasRefunds(paymentId: string): Promise<boolean> {
    return (await this.db.selectFrom('refunds').select('id').where('payment_id', '=', paymentId).executeTakeFirst()) !== undefined;
  }

  /** The provider's answer to a refund we asked for (only a refund still `requested` takes it). */
  async refundAnswered(refundId: string, status: RefundStatus, providerRef: string | null, now: number): Promise<void> {
    await this.db.updateTable('refunds').set({ status, provider_ref: providerRef, updated_at: now }).where('id', '=', refundId).where('status', '=', 'requested').execute();
  }

  async failRefund(refundId: string, error: string, now: number): Promise<void> {
    await this.db.updateTable('refunds').set({ status: 'failed', last_error: error, updated_at: now }).where('id', '=', refundId).execute();
  }

  /** A failed refund is asked for again; false when it is not `failed`. */
  async reopenRefund(refundId: string, now: number): Promise<boolean> {
    const result = await this.db.updateTable('refunds').set({ status: 'requested', last_error: null, updated_at: now }).where('id', '=', refundId).where('status', '=', 'failed').executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

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
