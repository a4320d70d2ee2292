// The checks that look for trouble nobody reports by themselves: jobs that take too long and, when
// the jobs run in separate worker processes, workers that have fallen silent. The web process runs
// them on a timer of its own, apart from the job loop, so that a stuck worker cannot stop them.
import type { WorkerLogger } from '../../jobs/worker.js';
import type { StuckJobWatch } from './job-watch.js';
import type { WorkerWatch } from './worker-watch.js';

/** How often the checks run: well inside the thresholds they measure (minutes). */
const WATCH_EVERY_MS = 30_000;

export class OperatorWatch {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly deps: { jobs: StuckJobWatch; workers: WorkerWatch | null; logger: WorkerLogger }) {}

  /** Runs every check once; a check that fails is logged, and the others still run. */
  async check(): Promise<void> {
    for (const [name, check] of [
      ['stuck jobs', () => this.deps.jobs.check()],
      ['worker heartbeat', () => this.deps.workers?.check()],
    ] as const) {
      try {
        await check();
      } catch (error) {
        this.deps.logger.warn({ check: name, err: error }, 'operator watch check failed');
      }
    }
  }

  start(everyMs = WATCH_EVERY_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      // A check still running (a slow database) is not overtaken by the next one.
      this.running ??= this.check().finally(() => (this.running = null));
    }, everyMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
