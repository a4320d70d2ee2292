// Builds the real app for a test on a fresh database, with a test clock and config.
import pino, { type LoggerOptions } from 'pino';
import { buildApp, type App } from '../../src/app.js';
import { compose, type ComposeDeps } from '../../src/compose.js';
import { inject } from 'vitest';
import type { Gazetteer } from '../../src/astro/places/gazetteer.js';
import { createGazetteer, openCityIndex } from '../../src/astro/places/load.js';
import { loadConfig } from '../../src/config.js';
import { TestClock } from './clock.js';
import { orderHistoryProblems } from './order-histories.js';
import type { TestDatabase } from './databases.js';

let gazetteer: Gazetteer | null = null;
/**
 * One gazetteer per test process, shared by every app in it: the index the global setup cached, opened
 * without hashing the table again (createGazetteer's way to find it, when run without that setup).
 */
export function sharedGazetteer(): Gazetteer {
  const path = inject('cityIndexPath');
  gazetteer ??= path ? openCityIndex(path) : createGazetteer();
  return gazetteer;
}

export interface TestApp {
  app: App;
  clock: TestClock;
  /** Where the app's database is, for another process to open it (a PostgreSQL schema via searchPath). */
  database: { url: string; searchPath?: string };
  close(): Promise<void>;
}

export async function createTestApp(
  database: TestDatabase,
  options: {
    env?: Record<string, string>;
    /** Parts to compose instead of the defaults; `logger` as pino options (a stream to read it), silent by default. */
    deps?: Partial<Omit<ComposeDeps, 'logger'>> & { logger?: LoggerOptions & { stream?: { write(line: string): void } } };
    clock?: TestClock;
    /**
     * On close, fail unless every order's status history in order_events is a chain of the
     * transition table's moves ending in its current status (support/order-histories.ts).
     */
    checkOrderHistories?: boolean;
  } = {},
): Promise<TestApp> {
  const db = await database.create();
  const clock = options.clock ?? new TestClock(Date.now());
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_BASE_URL: 'http://localhost:3000',
    ADMIN_TOKEN: 'admin-test-token-of-at-least-32-chars',
    ORDER_RATE_LIMIT_PER_MINUTE: '1000',
    DATABASE_URL: db.url,
    ...options.env,
  });
  const { logger: loggerOptions, ...deps } = options.deps ?? {};
  const logger = loggerOptions ? pino(loggerOptions, loggerOptions.stream) : pino({ level: 'silent' });
  const services = await compose({ config, store: db.store, clock, gazetteer: sharedGazetteer(), logger, ...deps });
  const app = await buildApp(services, loggerOptions ? { logger } : {});
  return {
    app,
    clock,
    database: { url: db.url, searchPath: db.searchPath },
    async close() {
      await app.services.worker.stop();
      const problems = options.checkOrderHistories ? await orderHistoryProblems(app.services.store.db) : [];
      await app.services.renderer.close();
      await app.close();
      await db.dispose();
      if (problems.length) throw new Error(`order histories broken (a status written without its order_events row, or a move outside the table):\n${problems.join('\n')}`);
    },
  };
}

/** A valid order body for the given product; override any field. */
export function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    product: 'natal',
    addons: [],
    sum: 49,
    name: 'Ada Lovelace',
    phone: '+44 20 7946 0958',
    contact: '@ada_lovelace',
    meta: { day: '10', month: '12', year: '1985', time: '14:30', city: 'London' },
    ...overrides,
  };
}

/**
 * A demo-signature header with one hex digit of its MAC changed, to another digit whatever it was
 * (overwriting with a fixed "00" left one signature in 256 intact, and the test passed it as forged).
 */
export function corruptedSignature(header: string): string {
  return header.replace(/v1=(.)/, (_, digit: string) => `v1=${digit === '0' ? '1' : '0'}`);
}
