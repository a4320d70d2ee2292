// Sales by day for the console's dashboard: orders created, paid and delivered, and revenue per
// currency, over the last 30 UTC days (summed by the database: src/store/queries/sales.ts).
import type { Clock } from '../../clock.js';
import type { SalesQueries } from '../../store/queries/sales.js';
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
    private readonly sales: SalesQueries,
    private readonly clock: Clock,
  ) {}

  /** The last 30 UTC days, today included, oldest first; days without orders are zeros. */
  async lastDays(): Promise<SalesFigures> {
    const today = Math.floor(this.clock.now() / DAY_MS);
    const firstDay = today - SALES_DAYS + 1;
    const from = firstDay * DAY_MS;
    const { created, paid, delivered, received, refunded } = await this.sales.byDay(from);
    const days = Array.from({ length: SALES_DAYS }, (_, i): SalesDay & { minor: Record<string, number> } => ({
      day: new Date((firstDay + i) * DAY_MS).toISOString().slice(0, 10),
      created: 0,
      paid: 0,
      delivered: 0,
      revenue: {},
      minor: {},
    }));
    const at = (day: number) => days[day - firstDay];
    for (const row of created) at(row.day)!.created = row.n;
    for (const row of paid) at(row.day)!.paid = row.n;
    for (const row of delivered) at(row.day)!.delivered = row.n;
    for (const [rows, sign] of [[received, 1], [refunded, -1]] as const) {
      for (const row of rows) {
        const day = at(row.day);
        if (day) day.minor[row.currency] = (day.minor[row.currency] ?? 0) + sign * row.amount;
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
