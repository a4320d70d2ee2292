// The in-process rate-limit counters stay bounded under a flood of distinct clients, and the compute
// gate refuses at once what cannot wait, answering the rest in turn.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/services/errors.js';
import { ComputeGate } from '../../src/services/limits/compute-gate.js';
import { FailSafeCounterStore, MemoryCounterStore, type CounterStore } from '../../src/services/limits/counter-store.js';

describe('MemoryCounterStore', () => {
  it('counts hits per key in fixed windows', () => {
    const store = new MemoryCounterStore();
    expect(store.hitNow('a', 60_000, 0)).toEqual({ count: 1, resetAt: 60_000 });
    expect(store.hitNow('a', 60_000, 59_999).count).toBe(2);
    expect(store.hitNow('b', 60_000, 10).count).toBe(1);
    expect(store.hitNow('a', 60_000, 60_000)).toEqual({ count: 1, resetAt: 120_000 });
  });

  it('holds at most maxKeys windows however many clients come, dropping the oldest windows first', () => {
    const store = new MemoryCounterStore(1_000);
    for (let i = 0; i < 100_000; i++) store.hitNow(`client-${i}`, 60_000, i);
    expect(store.size).toBeLessThanOrEqual(1_000);
    // The newest clients are still counted.
    expect(store.hitNow('client-99999', 60_000, 100_000).count).toBe(2);
  });
});

describe('FailSafeCounterStore', () => {
  it('answers from this process when the shared store fails, and counts each fallback', async () => {
    const failing: CounterStore = { hit: () => Promise.reject(new Error('connection refused')), peek: () => Promise.reject(new Error('connection refused')) };
    const warnings: string[] = [];
    const store = new FailSafeCounterStore(failing, { warn: (_o, msg) => void warnings.push(msg ?? '') }, { timeoutMs: 50, retryAfterMs: 60_000 });
    expect((await store.hit('k', 60_000, 0)).count).toBe(1);
    expect((await store.hit('k', 60_000, 1)).count).toBe(2);
    // A look without a hit falls back to the same counters.
    expect(await store.peek('k', 2)).toEqual({ count: 2, resetAt: 60_000 });
    expect(store.fallbacks).toBe(2);
    expect(store.degraded).toBe(true);
    expect(warnings).toHaveLength(1);
  });

  it('does not wait on a shared store that never answers', async () => {
    const silent: CounterStore = { hit: () => new Promise(() => {}), peek: () => new Promise(() => {}) };
    const store = new FailSafeCounterStore(silent, { warn: () => {} }, { timeoutMs: 20, retryAfterMs: 60_000 });
    expect((await store.hit('k', 60_000, 0)).count).toBe(1);
    expect(store.degraded).toBe(true);
  });
});

describe('ComputeGate', () => {
  it('runs computations one per turn, in order', async () => {
    const gate = new ComputeGate({ maxWaiting: 10, maxWaitMs: 10_000 });
    const order: number[] = [];
    const results = await Promise.all([1, 2, 3].map((n) => gate.run(() => (order.push(n), n * 10))));
    expect(results).toEqual([10, 20, 30]);
    expect(order).toEqual([1, 2, 3]);
  });

  it('refuses at once with 503 busy when the queue is full', async () => {
    const gate = new ComputeGate({ maxWaiting: 2, maxWaitMs: 10_000 });
    const first = gate.run(() => 1);
    const second = gate.run(() => 2);
    const third = gate.run(() => 3);
    await expect(third).rejects.toMatchObject({ code: 'busy', status: 503 });
    await expect(third).rejects.toBeInstanceOf(AppError);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(gate.refused).toBe(1);
  });

  it('passes a computation’s own error to its caller only', async () => {
    const gate = new ComputeGate({ maxWaiting: 5, maxWaitMs: 10_000 });
    const failing = gate.run(() => {
      throw new Error('bad chart');
    });
    const fine = gate.run(() => 'ok');
    await expect(failing).rejects.toThrow('bad chart');
    expect(await fine).toBe('ok');
  });
});
