// Sales by UTC day for the console's dashboard: each figure summed by the database, grouped by
// day = timestamp / 86400000 (integer division of integer milliseconds on both SQLite and
// PostgreSQL), so the cost does not grow with rows copied into the process.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** A count on one day (days since the epoch). */
export interface DayCount {
  day: number;
  n: number;
}

/** Minor units of one currency on one day. */
export interface DayAmount {
  day: number;
  currency: string;
  amount: number;
}

export interface SalesByDay {
  created: DayCount[];
  paid: DayCount[];
  delivered: DayCount[];
  /** Payments received, counted on the day their order was paid. */
  received: DayAmount[];
  /** Refunds given back, counted on the day the provider confirmed them. */
  refunded: DayAmount[];
}

export class SalesQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every figure from `from` (epoch ms) on, by day. */
  async byDay(from: number): Promise<SalesByDay> {
    // The divisor is written into the SQL rather than bound, so that PostgreSQL sees the grouped
    // expression and the selected one as the same.
    const counted = (column: 'created_at' | 'paid_at' | 'delivered_at') =>
      this.db
        .selectFrom('orders')
        .select([sql<number | string>`${sql.ref(column)} / 86400000`.as('day'), (eb) => eb.fn.countAll<number | string>().as('n')])
        .where(column, '>=', from)
        .groupBy(sql`${sql.ref(column)} / 86400000`)
        .execute();
    const [created, paid, delivered, received, refunded] = await Promise.all([
      counted('created_at'),
      counted('paid_at'),
      counted('delivered_at'),
      this.db
        .selectFrom('payments')
        .innerJoin('orders', 'orders.id', 'payments.order_id')
        .select([sql<number | string>`orders.paid_at / 86400000`.as('day'), 'payments.currency', (eb) => eb.fn.sum<number | string>('payments.amount').as('amount')])
        .where('payments.status', 'in', ['succeeded', 'refunded'])
        .where('orders.paid_at', '>=', from)
        .groupBy([sql`orders.paid_at / 86400000`, 'payments.currency'])
        .execute(),
      this.db
        .selectFrom('refunds')
        .select([sql<number | string>`updated_at / 86400000`.as('day'), 'currency', (eb) => eb.fn.sum<number | string>('amount').as('amount')])
        .where('status', '=', 'succeeded')
        .where('updated_at', '>=', from)
        .groupBy([sql`updated_at / 86400000`, 'currency'])
        .execute(),
    ]);
    const counts = (rows: { day: number | string; n: number | string }[]) => rows.map((r) => ({ day: Number(r.day), n: Number(r.n) }));
    const amounts = (rows: { day: number | string; currency: string; amount: number | string }[]) => rows.map((r) => ({ day: Number(r.day), currency: r.currency, amount: Number(r.amount) }));
    return { created: counts(created), paid: counts(paid), delivered: counts(delivered), received: amounts(received), refunded: amounts(refunded) };
  }
}
