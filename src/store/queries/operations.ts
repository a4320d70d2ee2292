// Read-only figures for the operators: the facts an operator alert names (order, payment, refund),
// the orders counted by status and the job queue's backlog for the metrics. Nothing here writes.
import { sql, type Kysely } from 'kysely';
import type { Database, OrderStatus } from '../schema.js';

export interface AlertOrderFacts {
  product: string;
  status: OrderStatus;
  amount: number;
  currency: string;
  name: string;
  contact: string;
}

export interface StatusCount {
  status: OrderStatus;
  /** Orders in this status. */
  count: number;
  /** Of them, those whose `expires_at` is at or before the time asked about. */
  lapsed: number;
}

export interface PendingJobs {
  kind: string;
  /** Jobs of this kind neither done nor given up. */
  count: number;
  /** The `created_at` of the oldest of them. */
  oldestCreatedAt: number | null;
}

export class OperationsQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async orderFacts(orderId: string): Promise<AlertOrderFacts | null> {
    const order = await this.db.selectFrom('orders').select(['product', 'status', 'sum', 'currency', 'name', 'contact']).where('id', '=', orderId).executeTakeFirst();
    return order ? { product: order.product, status: order.status, amount: Number(order.sum), currency: order.currency, name: order.name, contact: order.contact } : null;
  }

  async paymentFacts(paymentId: string): Promise<{ provider: string; amount: number; currency: string } | null> {
    const payment = await this.db.selectFrom('payments').select(['provider', 'amount', 'currency']).where('id', '=', paymentId).executeTakeFirst();
    return payment ? { provider: payment.provider, amount: Number(payment.amount), currency: payment.currency } : null;
  }

  async refundFacts(refundId: string): Promise<{ amount: number; currency: string } | null> {
    const refund = await this.db.selectFrom('refunds').select(['amount', 'currency']).where('id', '=', refundId).executeTakeFirst();
    return refund ? { amount: Number(refund.amount), currency: refund.currency } : null;
  }

  /**
   * Orders per stored status, with how many of them lapsed by `now`. Cheap however large the table
   * grows: counted from the (status, expires_at) index alone.
   */
  async ordersByStatus(now: number): Promise<StatusCount[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('n'), sql<number | string>`sum(case when expires_at <= ${now} then 1 else 0 end)`.as('lapsed')])
      .groupBy('status')
      .execute();
    return rows.map((row) => ({ status: row.status, count: Number(row.n), lapsed: Number(row.lapsed ?? 0) }));
  }

  /** The jobs still to run (due, waiting for a retry, or running), per kind: from the partial index `jobs_due`. */
  async pendingJobs(): Promise<PendingJobs[]> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['kind', (eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .groupBy('kind')
      .execute();
    return rows.map((row) => ({ kind: row.kind, count: Number(row.n), oldestCreatedAt: row.oldest == null ? null : Number(row.oldest) }));
  }
}
