// CPU-heavy requests (free chart previews) take turns: one computation at a time, each started on
// its own turn of the event loop so that orders and health checks are answered in between. A few
// may wait briefly; past that the answer is a quick 503 `busy`, which costs the loop almost nothing,
// instead of a queue that makes every request behind it slow.
import { AppError } from '../errors.js';

export interface ComputeGateOptions {
  /** Computations that may wait for their turn; the next one is refused. */
  maxWaiting: number;
  /** The longest one waits for its turn before it is refused. */
  maxWaitMs: number;
}

interface Waiting {
  run: () => void;
  refuse: (error: AppError) => void;
  timer: NodeJS.Timeout;
}

export class ComputeGate {
  private readonly waiting: Waiting[] = [];
  private scheduled = false;
  /** Refused computations, for whoever watches the service. */
  refused = 0;

  constructor(private readonly options: ComputeGateOptions = { maxWaiting: 32, maxWaitMs: 2_000 }) {}

  get queued(): number {
    return this.waiting.length;
  }

  run<T>(compute: () => T): Promise<T> {
    if (this.waiting.length >= this.options.maxWaiting) return Promise.reject(this.busy());
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = {
        run: () => {
          clearTimeout(entry.timer);
          try {
            resolve(compute());
          } catch (error) {
            reject(error);
          }
        },
        refuse: reject,
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(entry);
          if (index >= 0) this.waiting.splice(index, 1);
          entry.refuse(this.busy());
        }, this.options.maxWaitMs),
      };
      this.waiting.push(entry);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    // setImmediate runs after the pending I/O callbacks: everything that arrived meanwhile is answered first.
    setImmediate(() => {
      this.scheduled = false;
      this.waiting.shift()?.run();
      this.schedule();
    });
  }

  private busy(): AppError {
    this.refused += 1;
    return AppError.refusal('busy', 'too many chart computations are waiting; retry in a second', { retryAfter: 1, headers: { 'retry-after': '1' } });
  }
}
