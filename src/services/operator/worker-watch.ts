// Whether the job workers are alive, from their heartbeats (src/jobs/heartbeats.ts): a web process
// that leaves the jobs to separate workers (RUN_WORKER=false) asks this for its readiness and for
// the operator alert, so both judge a silent worker alike.
import type { Clock } from '../../clock.js';
import type { OperatorAlerts } from './alerts.js';
import type { AlertMarks } from './alert-marks.js';

/** Where the freshest beat of any worker is read (WorkerHeartbeats). */
interface HeartbeatSource {
  latest(): Promise<number | null>;
}

interface WorkerSilence {
  /** The freshest beat, epoch ms; null when no worker is running (none ever was, or all stopped cleanly). */
  lastBeatAt: number | null;
  /** Since the last beat, or since `since` when there was none. */
  silentMs: number;
  /** A sentence for the operator. */
  detail: string;
}

/**
 * Null when some worker has beaten within `staleAfterMs`; else how long the workers have been
 * silent. Without any beat, the silence is counted from `since` (when this process started
 * watching), so a web process that starts before its worker is given the same time to see one.
 */
export async function workerSilence(heartbeats: HeartbeatSource, now: number, staleAfterMs: number, since: number = now - staleAfterMs - 1): Promise<WorkerSilence | null> {
  const lastBeatAt = await heartbeats.latest();
  const silentMs = now - (lastBeatAt ?? since);
  if (silentMs <= staleAfterMs) return null;
  const detail =
    lastBeatAt === null
      ? 'no job worker is running: start one (npm run worker), or run it in this process (RUN_WORKER=true)'
      : `no job worker has reported for ${Math.round(silentMs / 1000)} s (the limit is ${Math.round(staleAfterMs / 1000)} s)`;
  return { lastBeatAt, silentMs, detail };
}

const MARK = 'worker_silent';

/** Alerts once when the workers fall silent, and once when one reports again. */
export class WorkerWatch {
  private readonly since: number;

  constructor(
    private readonly deps: { heartbeats: HeartbeatSource; clock: Clock; alerts: OperatorAlerts; marks: AlertMarks; staleAfterMs: number },
  ) {
    this.since = deps.clock.now();
  }

  async check(): Promise<void> {
    const { heartbeats, clock, alerts, marks, staleAfterMs } = this.deps;
    const now = clock.now();
    const silence = await workerSilence(heartbeats, now, staleAfterMs, this.since);
    if (silence) {
      if (await marks.claim(MARK)) await alerts.send({ event: 'worker_silent', lastBeatAt: silence.lastBeatAt, silentMinutes: Math.round(silence.silentMs / 60_000) });
      return;
    }
    const alertedAt = await marks.clear(MARK);
    if (alertedAt !== null) await alerts.send({ event: 'worker_back', alertedAt });
  }
}
