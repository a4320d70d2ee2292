// Order creation is rate-limited per client address: in memory, or in Redis shared by instances.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';

const redisUrl = process.env.TEST_REDIS_URL || null;

async function exhaust(t: TestApp, ip: string, times: number) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', remoteAddress: ip, payload: orderBody() });
    codes.push(res.statusCode);
    if (res.statusCode === 429) return { codes, last: res };
  }
  return { codes, last: null };
}

describe('order rate limit', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  it('answers 429 problem+json with Retry-After once a client exceeds the limit, per client', async () => {
    const t = await createTestApp(sqliteDatabase, { env: { ORDER_RATE_LIMIT_PER_MINUTE: '3' } });
    apps.push(t);
    const { codes, last } = await exhaust(t, '203.0.113.7', 5);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(last!.headers['retry-after']).toMatch(/^\d+$/);
    expect(last!.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(last!.json()).toMatchObject({ ok: false, code: 'rate_limited', status: 429 });
    // Another client is not affected, and reads are not limited.
    expect((await exhaust(t, '203.0.113.8', 1)).codes).toEqual([200]);
    expect((await t.app.inject({ url: '/api/health', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });

  it.skipIf(!redisUrl)('shares the counters of several instances through Redis', async () => {
    const prefix = `rl-test-${Date.now()}`;
    const clients = [new Redis(redisUrl!, { keyPrefix: prefix }), new Redis(redisUrl!, { keyPrefix: prefix })];
    try {
      const a = await createTestApp(sqliteDatabase, { env: { ORDER_RATE_LIMIT_PER_MINUTE: '4' }, deps: { redis: clients[0] } });
      const b = await createTestApp(sqliteDatabase, { env: { ORDER_RATE_LIMIT_PER_MINUTE: '4' }, deps: { redis: clients[1] } });
      apps.push(a, b);
      const ip = '198.51.100.9';
      expect((await exhaust(a, ip, 2)).codes).toEqual([200, 200]);
      expect((await exhaust(b, ip, 2)).codes).toEqual([200, 200]);
      const blocked = await exhaust(a, ip, 1);
      expect(blocked.codes).toEqual([429]);
      expect(blocked.last!.headers['retry-after']).toBeDefined();
    } finally {
      await Promise.all(clients.map((c) => c.quit()));
    }
  });
});
