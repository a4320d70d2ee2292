// Figures read from the database when the metrics are scraped: orders by status and the job queue.
// Both queries stay cheap however large the tables grow: orders are counted from the
// (status, expires_at) index alone, and the jobs still to run from the partial index `jobs_due`.
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../store/schema.js';
import { ORDER_STATUSES, type OrderStatus } from '../orders/lifecycle.js';

interface JobQueueFigures {
  kind: string;
  /** Jobs not yet done and not given up: due, waiting for a retry, or running. */
  pending: number;
  /** Seconds since the oldest of them was enqueued; 0 when there is none. */
  oldestAgeSeconds: number;
}

export class OperationsStats {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /**
   * How many orders are in each status (every status, zeros included), as the pages show them: an
   * unpaid order past its time counts as expired before the sweep has written it.
   */
  async ordersByStatus(): Promise<Record<OrderStatus, number>> {
    const now = this.clock.now();
    const rows = await this.db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('n'), sql<number | string>`sum(case when expires_at <= ${now} then 1 else 0 end)`.as('lapsed')])
      .groupBy('status')
      .execute();
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
    for (const row of rows) {
      const n = Number(row.n);
      if (row.status === 'pending_payment') {
        const lapsed = Number(row.lapsed ?? 0);
        counts.pending_payment += n - lapsed;
        counts.expired += lapsed;
      } else if (row.status in counts) {
        counts[row.status] += n;
      }
    }
    return counts;
  }

  /** The jobs still to run, per kind, with the age of the oldest; every kind of `kinds` appears. */
  async jobQueue(kinds: readonly string[]): Promise<JobQueueFigures[]> {
    const now = this.clock.now();
    const rows = await this.db
      .selectFrom('jobs')
      .select(['kind', (eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .groupBy('kind')
      .execute();
    const byKind = new Map(rows.map((r) => [r.kind, r]));
    return [...new Set([...kinds, ...byKind.keys()])].map((kind) => {
      const row = byKind.get(kind);
      const oldest = row?.oldest == null ? null : Number(row.oldest);
      return { kind, pending: row ? Number(row.n) : 0, oldestAgeSeconds: oldest === null ? 0 : Math.max(0, (now - oldest) / 1000) };
    });
  }
}
