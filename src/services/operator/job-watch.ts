// Jobs waiting for our capacity: due for longer than the threshold (ALERT_JOB_AGE_MINUTES) and not
// started by any worker, because none runs or every slot of their lane is busy. What a running job
// waits on is not counted: a delivery spends most of its run on Telegram's pace (one message a second
// in a chat), which more workers would not shorten, and a job that fails gives up after its retries
// with an alert of its own (order_failed, refund_failed). Each such job is alerted once: the alert is
// claimed on the job's row, so several watching processes send one.
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
    const stuck = await jobs.waitingSince(now - ageMs, now, MAX_PER_CHECK);
    let alerted = 0;
    for (const job of stuck) {
      if (!(await jobs.markStuckAlerted(job.id, now))) continue;
      alerted++;
      await alerts.send({
        event: 'job_stuck',
        jobId: job.id,
        kind: job.kind,
        orderId: orderIdOf(job.payload),
        waitingMinutes: Math.floor((now - job.waitingSince) / 60_000),
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
