// Rate limits on a Redis of the test's own (a real redis-server process) that is paused with
// SIGSTOP and then killed: ordering, charts and registration keep answering, limited by each
// instance's own counters meanwhile, with one warning per outage and every fallback counted.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRedisClient } from '../../src/redis/client.js';
import { FailSafeCounterStore } from '../../src/services/limits/counter-store.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';
import { freePort } from '../support/net.js';

// The machine's Redis is there when TEST_REDIS_URL is set; this suite starts its own server so it may stop it.
const haveRedis = Boolean(process.env.TEST_REDIS_URL);

async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = createRedisClient(`redis://127.0.0.1:${port}`, { warn: () => {} });
  await vi.waitFor(async () => expect(await probe.ping()).toBe('PONG'), { timeout: 10_000, interval: 100 });
  probe.disconnect();
  return server;
}

describe.skipIf(!haveRedis)('rate limits when Redis fails', () => {
  let server: ChildProcess;
  let t: TestApp;
  const warnings: string[] = [];
  // The app's own pino logger, written to this array: what an operator would read in the log.
  const logStream = { write: (line: string) => void warnings.push(String(JSON.parse(line).msg)) };

  beforeAll(async () => {
    const port = await freePort();
    server = await startRedis(port);
    const redis = createRedisClient(`redis://127.0.0.1:${port}`, { warn: (_obj, msg) => void warnings.push(msg ?? '') });
    t = await createTestApp(sqliteDatabase, {
      env: { ORDER_RATE_LIMIT_PER_MINUTE: '3', CHART_RATE_LIMIT_PER_MINUTE: '100', AGENT_REGISTRATION_RATE_LIMIT_PER_MINUTE: '100' },
      deps: { redis, logger: { level: 'warn', stream: logStream } },
    });
  });
  afterAll(async () => {
    await t?.close();
    server?.kill('SIGKILL');
  });

  const order = (ip: string, contact: string) => t.app.inject({ method: 'POST', url: '/api/orders/create', remoteAddress: ip, payload: orderBody({ contact }) });
  const chart = (ip: string) => t.app.inject({ method: 'POST', url: '/api/chart', remoteAddress: ip, payload: { day: '10', month: '12', year: '1985', city: 'London' } });
  const register = (ip: string) => t.app.inject({ method: 'POST', url: '/api/agent/auth', remoteAddress: ip, payload: { type: 'anonymous' } });
  const counters = () => t.app.services.counters as FailSafeCounterStore;

  it('shares the counters through Redis while it answers', async () => {
    expect(counters()).toBeInstanceOf(FailSafeCounterStore);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await order('198.51.100.70', `@shared_${i}abcd`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(counters().fallbacks).toBe(0);
  });

  it('keeps ordering, charts and registration answering while Redis is paused, and limits locally', async () => {
    server.kill('SIGSTOP');
    try {
      expect((await order('198.51.100.71', '@paused_one')).statusCode).toBe(200);
      expect((await chart('198.51.100.71')).statusCode).toBe(200);
      expect((await register('198.51.100.71')).statusCode).toBe(200);
      expect(counters().degraded).toBe(true);
      expect(counters().fallbacks).toBeGreaterThanOrEqual(3);
      // Still limited, by this instance's counters.
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await order('198.51.100.71', `@paused_more${i}`)).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      expect(warnings.filter((w) => w.includes('cannot answer'))).toHaveLength(1);
    } finally {
      server.kill('SIGCONT');
    }
    // Once it answers again, the shared counters are used again (within the fail-safe's retry pause).
    await vi.waitFor(
      async () => {
        await chart('198.51.100.72');
        expect(counters().degraded).toBe(false);
      },
      { timeout: 15_000, interval: 250 },
    );
    expect(warnings.some((w) => w.includes('answers again'))).toBe(true);
  });

  it('keeps answering with Redis stopped, and nothing throws from the connection', async () => {
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    expect((await order('198.51.100.73', '@stopped_one')).statusCode).toBe(200);
    expect((await chart('198.51.100.73')).statusCode).toBe(200);
    expect((await register('198.51.100.73')).statusCode).toBe(200);
    expect(counters().degraded).toBe(true);
  });
});
