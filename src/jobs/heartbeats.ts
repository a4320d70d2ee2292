// Worker liveness in the database: a running worker refreshes its row every WORKER_BEAT_MS, and a
// web process that expects separate workers reads the freshest beat (its readiness check). Rows of
// workers that died without saying goodbye are swept after a day, so the table stays small.
import type { Clock } from '../clock.js';
import type { WorkerQueries } from '../store/queries/workers.js';

/** How often a running worker says it is alive. */
export const WORKER_BEAT_MS = 10_000;

const FORGET_AFTER_MS = 86_400_000;

export class WorkerHeartbeats {
  constructor(
    private readonly workers: WorkerQueries,
    private readonly clock: Clock,
  ) {}

  /** Records that `workerId` is alive now. */
  async beat(workerId: string, startedAt: number): Promise<void> {
    const now = this.clock.now();
    await this.workers.beat(workerId, startedAt, now);
    await this.workers.forgetSilentSince(now - FORGET_AFTER_MS);
  }

  /** A worker that stops cleanly removes its row: it is not alive, and not merely late. */
  async forget(workerId: string): Promise<void> {
    await this.workers.forget(workerId);
  }

  /** The freshest beat of any worker, epoch ms; null when no worker has ever beaten (or all stopped). */
  async latest(): Promise<number | null> {
    return this.workers.latestBeat();
  }
}
