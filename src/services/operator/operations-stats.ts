// Figures read from the database when the metrics are scraped: orders by status and the job queue.
// Both queries stay cheap however large the tables grow: orders are counted from the
// (status, expires_at) index alone, and the jobs still to run from the partial index `jobs_due`.
import type { Clock } from '../../clock.js';
import type { OperationsQueries } from '../../store/queries/operations.js';
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
    private readonly queries: OperationsQueries,
    private readonly clock: Clock,
  ) {}

  /**
   * How many orders are in each status (every status, zeros included), as the pages show them: an
   * unpaid order past its time counts as expired before the sweep has written it.
   */
  async ordersByStatus(): Promise<Record<OrderStatus, number>> {
    const now = this.clock.now();
    const rows = await this.queries.ordersByStatus(now);
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
    for (const row of rows) {
      const n = row.count;
      if (row.status === 'pending_payment') {
        counts.pending_payment += n - row.lapsed;
        counts.expired += row.lapsed;
      } else if (row.status in counts) {
        counts[row.status] += n;
      }
    }
    return counts;
  }

  /** The jobs still to run, per kind, with the age of the oldest; every kind of `kinds` appears. */
  async jobQueue(kinds: readonly string[]): Promise<JobQueueFigures[]> {
    const now = this.clock.now();
    const rows = await this.queries.pendingJobs();
    const byKind = new Map(rows.map((r) => [r.kind, r]));
    return [...new Set([...kinds, ...byKind.keys()])].map((kind) => {
      const row = byKind.get(kind);
      const oldest = row?.oldestCreatedAt ?? null;
      return { kind, pending: row ? row.count : 0, oldestAgeSeconds: oldest === null ? 0 : Math.max(0, (now - oldest) / 1000) };
    });
  }
}
