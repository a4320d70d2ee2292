// Jobs that take too long: enqueued more than the threshold ago (ALERT_JOB_AGE_MINUTES) and neither
// done nor given up. A job normally finishes in seconds, and gives up after its retries within
// minutes (src/jobs/queue.ts backs off from 2 s, doubling), so one that is still there is stuck
// behind a dead or overloaded worker, or fails in a way the retries do not end. Each such job is
// alerted once: the alert is claimed on the job's row, so several watching processes send one.
import type { Clock } from '../../clock.js';
import type { JobQueries } from '../../store/queries/jobs.js';
import type { OperatorAlerts } from './alerts.js';

/** At most this many alerts per check: a pile-up is told by the first of it, not by a flood. */
const MAX_PER_CHECK = 10;

export class StuckJobWatch {
  constructor(private readonly deps: { jobs: JobQueries; clock: Clock; alerts: OperatorAlerts; ageMs: number }) {}

  /** Alerts each stuck job not alerted before; returns how many were alerted. */
  async check(): Promise<number> {
    const { jobs, clock, alerts, ageMs } = this.deps;
    const now = clock.now();
    const stuck = await jobs.stuckSince(now - ageMs, MAX_PER_CHECK);
    let alerted = 0;
    for (const job of stuck) {
      if (!(await jobs.markStuckAlerted(job.id, now))) continue;
      alerted++;
      await alerts.send({
        event: 'job_stuck',
        jobId: job.id,
        kind: job.kind,
        orderId: orderIdOf(job.payload),
        ageMinutes: Math.floor((now - job.createdAt) / 60_000),
        attempts: job.attempts,
        lastError: job.lastError,
      });
    }
    return alerted;
  }
}

function orderIdOf(payload: string): string | null {
  try {
    const value = (JSON.parse(payload) as { orderId?: unknown }).orderId;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}
