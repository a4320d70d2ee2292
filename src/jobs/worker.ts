// The worker loop: claims due jobs one at a time and runs their handlers. It runs inside the web
// server by default and alone with `npm run worker`; any number of them can share one PostgreSQL.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { JobRow } from '../store/schema.js';
import type { JobQueue } from './queue.js';

export type JobHandler = (payload: any, job: JobRow) => Promise<void>;

export interface WorkerLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface WorkerOptions {
  pollMs: number;
  /** Housekeeping that runs at most once per interval (expiring unpaid orders). */
  periodic?: { everyMs: number; run: () => Promise<void> }[];
}

export class Worker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly lastPeriodic = new Map<number, number>();

  constructor(
    private readonly queue: JobQueue,
    private readonly handlers: Record<string, JobHandler>,
    private readonly logger: WorkerLogger,
    private readonly options: WorkerOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Asks an idle worker to look for work now (after an enqueue in this process). */
  poke(): void {
    this.wake?.();
  }

  /** Stops taking jobs and waits for the one running, if any. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Runs every due job until none is left; for tests and for a one-shot worker. */
  async drain(): Promise<number> {
    let ran = 0;
    while (await this.runOne()) ran++;
    return ran;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        await this.runPeriodic();
        const ran = await this.runOne();
        if (ran) continue;
      } catch (error) {
        this.logger.error({ err: error }, 'worker loop error');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  private async runPeriodic(): Promise<void> {
    const now = Date.now();
    for (const [index, task] of (this.options.periodic ?? []).entries()) {
      const last = this.lastPeriodic.get(index) ?? 0;
      if (now - last < task.everyMs) continue;
      this.lastPeriodic.set(index, now);
      await task.run();
    }
  }

  private async runOne(): Promise<boolean> {
    const job = await this.queue.claim(this.id, Object.keys(this.handlers));
    if (!job) return false;
    const handler = this.handlers[job.kind];
    try {
      await handler(JSON.parse(job.payload), job);
      await this.queue.complete(job, this.id);
      this.logger.info({ jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job done');
    } catch (error) {
      const outcome = await this.queue.fail(job, this.id, error);
      this.logger.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, outcome, err: error }, 'job failed');
    }
    return true;
  }
}
