// A payment row as the suites check it, with what it gave back: the sum of its succeeded refunds
// (the service keeps no running total; refunds are rows per payment).
import type { Kysely } from 'kysely';
import { PaymentQueries } from '../../src/store/queries/payments.js';
import type { Database, PaymentRow } from '../../src/store/schema.js';

export type PaymentWithRefunds = PaymentRow & { refunded: number };

export async function withRefunded(db: Kysely<Database>, rows: PaymentRow[]): Promise<PaymentWithRefunds[]> {
  const refunded = await new PaymentQueries(db).refundedByPayment(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, refunded: refunded.get(row.id) ?? 0 }));
}

export async function paymentWithRefunds(db: Kysely<Database>, paymentId: string): Promise<PaymentWithRefunds> {
  const [row] = await withRefunded(db, [await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow()]);
  return row;
}
