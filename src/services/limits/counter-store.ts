// Fixed-window counters for rate limits: the interface the rate limiter needs, and the in-process
// store (bounded) used alone or while a shared store cannot answer.

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends, epoch ms. */
  resetAt: number;
}

export interface CounterStore {
  /** Counts one hit on `key` in a window of `windowMs` that starts with the key's first hit. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** The key's current window without counting a hit; null when it has none. */
  peek(key: string, now: number): Promise<WindowCount | null>;
}

/**
 * Counters in this process. A flood of distinct clients cannot grow it without bound: past
 * `maxKeys` the oldest windows go first (a forgotten client starts a fresh window: the store fails
 * open, never closed).
 */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, WindowCount>();

  constructor(private readonly maxKeys = 50_000) {}

  get size(): number {
    return this.windows.size;
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    return this.hitNow(key, windowMs, now);
  }

  async peek(key: string, now: number): Promise<WindowCount | null> {
    return this.peekNow(key, now);
  }

  peekNow(key: string, now: number): WindowCount | null {
    const window = this.windows.get(key);
    return window && window.resetAt > now ? { count: window.count, resetAt: window.resetAt } : null;
  }

  hitNow(key: string, windowMs: number, now: number): WindowCount {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (window) this.windows.delete(key);
      else if (this.windows.size >= this.maxKeys) this.makeRoom();
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetAt: window.resetAt };
  }

  /**
   * Windows are re-inserted when they restart, so the Map's insertion order is the order windows
   * began: the first entries are the oldest, expired first. Dropping a hundredth at a time keeps a
   * flood of new clients at constant cost per hit.
   */
  private makeRoom(): void {
    let drop = Math.max(1, Math.floor(this.maxKeys / 100));
    for (const key of this.windows.keys()) {
      if (drop-- === 0) break;
      this.windows.delete(key);
    }
  }
}

interface FailSafeLogger {
  warn(obj: object, msg?: string): void;
}

interface FailSafeOptions {
  /** The longest a request waits on the shared store before this process's counters decide. */
  timeoutMs: number;
  /** After a failure the shared store is left alone this long, so an outage costs no request a wait. */
  retryAfterMs: number;
}

/**
 * A shared store (Redis) that fails safe: when it errs or does not answer within `timeoutMs`, the
 * counters of this process decide instead (limits stay per instance rather than vanish), a warning
 * is logged once per outage, and `fallbacks` counts every hit it could not answer.
 */
export class FailSafeCounterStore implements CounterStore {
  private readonly local: MemoryCounterStore;
  private downUntil = 0;
  private outage = false;
  /** Hits the shared store could not answer; exported as a metric by whoever watches the service. */
  fallbacks = 0;

  constructor(
    private readonly shared: CounterStore,
    private readonly logger: FailSafeLogger,
    private readonly options: FailSafeOptions = { timeoutMs: 500, retryAfterMs: 5_000 },
    local?: MemoryCounterStore,
  ) {
    this.local = local ?? new MemoryCounterStore();
  }

  /** True while the shared store is being skipped after a failure. */
  get degraded(): boolean {
    return this.outage;
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    // Outages are timed by the real clock: they concern the machine, not the business day the clock tells.
    if (performance.now() < this.downUntil) return this.fallback(key, windowMs, now);
    try {
      const result = await withTimeout(this.shared.hit(key, windowMs, now), this.options.timeoutMs);
      if (this.outage) {
        this.outage = false;
        this.logger.warn({ fallbacks: this.fallbacks }, 'rate-limit store answers again; limits are shared across instances again');
      }
      return result;
    } catch (error) {
      this.downUntil = performance.now() + this.options.retryAfterMs;
      if (!this.outage) {
        this.outage = true;
        this.logger.warn({ err: error }, 'rate-limit store cannot answer; each instance limits with its own counters until it does');
      }
      return this.fallback(key, windowMs, now);
    }
  }

  async peek(key: string, now: number): Promise<WindowCount | null> {
    if (performance.now() < this.downUntil) return this.local.peekNow(key, now);
    try {
      return await withTimeout(this.shared.peek(key, now), this.options.timeoutMs);
    } catch {
      // hit() notes the outage and its end; a look alone falls back quietly.
      this.downUntil = performance.now() + this.options.retryAfterMs;
      return this.local.peekNow(key, now);
    }
  }

  private fallback(key: string, windowMs: number, now: number): WindowCount {
    this.fallbacks += 1;
    return this.local.hitNow(key, windowMs, now);
  }
}

class TimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
