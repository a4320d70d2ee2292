// Readiness: whether this process can do its work now, part by part. The database always; Redis when
// the rate limits are shared through it; the job worker's heartbeat when the jobs are left to
// separate worker processes (RUN_WORKER=false), since nothing here would make readings otherwise.
// Liveness is simpler and lives in the route: a process that answers is alive.
import type { Clock } from '../../clock.js';
import type { WorkerHeartbeats } from '../../jobs/heartbeats.js';
import { workerSilence } from './worker-watch.js';

type ReadinessPart = 'database' | 'redis' | 'worker';

export interface ReadinessProbe {
  part: ReadinessPart;
  /** Null when the part works; else why not, in a sentence an operator reads. May throw: the message is kept. */
  check(): Promise<string | null>;
}

interface PartState {
  ok: boolean;
  detail?: string;
}

export interface ReadinessReport {
  ready: boolean;
  checks: Partial<Record<ReadinessPart, PartState>>;
}

/** A probe that has not answered by then counts as failing: a readiness check must answer promptly. */
const PROBE_TIMEOUT_MS = 2_000;

export class Readiness {
  constructor(private readonly probes: readonly ReadinessProbe[]) {}

  async check(): Promise<ReadinessReport> {
    const states = await Promise.all(this.probes.map(async (probe): Promise<[ReadinessPart, PartState]> => [probe.part, await settle(probe)]));
    return { ready: states.every(([, state]) => state.ok), checks: Object.fromEntries(states) };
  }
}

async function settle(probe: ReadinessProbe): Promise<PartState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${PROBE_TIMEOUT_MS / 1000} s`), PROBE_TIMEOUT_MS);
    timer.unref?.();
  });
  try {
    const failure = await Promise.race([probe.check(), timeout]);
    return failure === null ? { ok: true } : { ok: false, detail: failure };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** The database answers a query (or answered one within the last second). */
export const databaseProbe = (ping: () => Promise<boolean>): ReadinessProbe => ({
  part: 'database',
  check: async () => ((await ping()) ? null : 'the database does not answer'),
});

/**
 * Some job worker has said it is alive within `staleAfterMs`. Workers beat every
 * WORKER_BEAT_MS (src/jobs/heartbeats.ts), so the window allows several missed beats.
 */
export const workerProbe = (heartbeats: WorkerHeartbeats, clock: Clock, staleAfterMs: number): ReadinessProbe => ({
  part: 'worker',
  // Judged as the operator alert judges it (worker-watch.ts).
  check: async () => (await workerSilence(heartbeats, clock.now(), staleAfterMs))?.detail ?? null,
});
