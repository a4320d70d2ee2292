// Sales by day for the console's dashboard: orders created, paid and delivered, and revenue per
// currency, over the last 30 UTC days. Each figure is summed by the database, grouped by
// day = timestamp / 86400000 (integer division of integer milliseconds on both SQLite and
// PostgreSQL), so the cost does not grow with rows copied into the process.
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../store/schema.js';
import { toMajorUnits } from '../catalog/money.js';

const DAY_MS = 86_400_000;
const SALES_DAYS = 30;

interface SalesDay {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** Orders placed that day. */
  created: number;
  /** Orders whose payment arrived that day. */
  paid: number;
  delivered: number;
  /** Payments received that day less refunds given back that day, per currency, in its major unit. */
  revenue: Record<string, number>;
}

export interface SalesFigures {
  days: SalesDay[];
  totals: { created: number; paid: number; delivered: number; revenue: Record<string, number>; conversion: number | null };
}

export class SalesStats {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** The last 30 UTC days, today included, oldest first; days without orders are zeros. */
  async lastDays(): Promise<SalesFigures> {
    const today = Math.floor(this.clock.now() / DAY_MS);
    const firstDay = today - SALES_DAYS + 1;
    const from = firstDay * DAY_MS;
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
      // A payment counts on the day its order was paid; a refund on the day the provider confirmed it.
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
    const days = Array.from({ length: SALES_DAYS }, (_, i): SalesDay & { minor: Record<string, number> } => ({
      day: new Date((firstDay + i) * DAY_MS).toISOString().slice(0, 10),
      created: 0,
      paid: 0,
      delivered: 0,
      revenue: {},
      minor: {},
    }));
    const at = (day: number | string) => days[Number(day) - firstDay];
    for (const row of created) at(row.day)!.created = Number(row.n);
    for (const row of paid) at(row.day)!.paid = Number(row.n);
    for (const row of delivered) at(row.day)!.delivered = Number(row.n);
    for (const [rows, sign] of [[received, 1], [refunded, -1]] as const) {
      for (const row of rows) {
        const day = at(row.day);
        if (day) day.minor[row.currency] = (day.minor[row.currency] ?? 0) + sign * Number(row.amount);
      }
    }
    const totalMinor: Record<string, number> = {};
    const result = days.map(({ minor, ...day }) => {
      for (const [currency, amount] of Object.entries(minor)) totalMinor[currency] = (totalMinor[currency] ?? 0) + amount;
      return { ...day, revenue: majorUnits(minor) };
    });
    const sum = (key: 'created' | 'paid' | 'delivered') => result.reduce((n, d) => n + d[key], 0);
    const totals = { created: sum('created'), paid: sum('paid'), delivered: sum('delivered'), revenue: majorUnits(totalMinor) };
    return { days: result, totals: { ...totals, conversion: totals.created ? totals.paid / totals.created : null } };
  }
}

const majorUnits = (minor: Record<string, number>) => Object.fromEntries(Object.entries(minor).sort(([a], [b]) => a.localeCompare(b)).map(([c, amount]) => [c, toMajorUnits(amount, c)]));
