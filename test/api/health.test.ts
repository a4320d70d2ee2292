// Liveness and readiness: /api/health/live answers while the process runs; /api/health/ready names
// the part that fails (the database, Redis, the separate job workers' heartbeat) in a 503 problem.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createRedisClient } from '../../src/redis/client.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sqliteDatabase, testDatabases } from '../support/databases.js';
import { freePort } from '../support/net.js';

const PROBLEM = 'application/problem+json; charset=utf-8';

describe.each(testDatabases)('health on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => t?.close());

  it('is live', async () => {
    const res = await t.app.inject('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('is ready when the database answers, and looks at no worker when it runs one itself', async () => {
    const res = await t.app.inject('/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, checks: { database: { ok: true } } });
  });

  it('answers 503 naming the database once the store is closed, and stays live', async () => {
    const broken = await createTestApp(database);
    try {
      await broken.app.services.store.close();
      const res = await broken.app.inject('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toBe(PROBLEM);
      expect(res.json()).toMatchObject({
        ok: false,
        status: 503,
        code: 'not_ready',
        detail: 'not ready: database: the database does not answer',
        checks: { database: { ok: false, detail: 'the database does not answer' } },
      });
      expect((await broken.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await broken.app.services.worker.stop();
      await broken.app.services.renderer.close();
      await broken.app.close();
    }
  });

  describe('with the jobs left to separate workers (RUN_WORKER=false)', () => {
    let web: TestApp;
    beforeAll(async () => {
      web = await createTestApp(database, { env: { RUN_WORKER: 'false', WORKER_STALE_SECONDS: '60' } });
    });
    afterAll(async () => web?.close());

    const ready = () => web.app.inject('/api/health/ready');

    it('is not ready while no worker has ever reported', async () => {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'not_ready', checks: { database: { ok: true }, worker: { ok: false } } });
      expect(res.json().detail).toMatch(/^not ready: worker: no job worker is running/);
    });

    it('is ready while a worker reports, and names a worker silent for longer than the window', async () => {
      // The worker beats on the test's clock: the window is crossed by moving the clock, not by waiting.
      await web.app.services.worker.beat();
      expect((await ready()).json()).toEqual({ ok: true, checks: { database: { ok: true }, worker: { ok: true } } });
      web.clock.advance(60_000);
      expect((await ready()).statusCode).toBe(200);
      web.clock.advance(1_000);
      const stale = await ready();
      expect(stale.statusCode).toBe(503);
      expect(stale.json().checks.worker).toEqual({ ok: false, detail: 'no job worker has reported for 61 s (the limit is 60 s)' });
      await web.app.services.worker.beat();
      expect((await ready()).statusCode).toBe(200);
    });

    it('counts a worker that stopped cleanly as gone at once', async () => {
      const db = web.app.services.store.db;
      await db.deleteFrom('worker_heartbeats').execute();
      const worker = web.app.services.worker;
      worker.start();
      await worker.beat();
      expect((await ready()).statusCode).toBe(200);
      await worker.stop();
      expect(await db.selectFrom('worker_heartbeats').selectAll().execute()).toEqual([]);
      expect((await ready()).json().checks.worker.ok).toBe(false);
    });
  });
});

describe('readiness with Redis', () => {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it('answers 503 naming redis when nothing listens at REDIS_URL', async () => {
    const port = await freePort(); // free a moment ago: nothing listens there
    const redis = createRedisClient(`redis://127.0.0.1:${port}`, { warn: () => {} });
    clients.push(redis);
    const t = await createTestApp(sqliteDatabase, { deps: { redis } });
    try {
      const res = await t.app.inject('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toBe(PROBLEM);
      const body = res.json();
      expect(body.code).toBe('not_ready');
      expect(body.checks.database).toEqual({ ok: true });
      expect(body.checks.redis.ok).toBe(false);
      expect(body.detail).toMatch(/^not ready: redis: /);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('is ready when Redis answers', async () => {
    const redis = createRedisClient(process.env.TEST_REDIS_URL!, { warn: () => {} });
    clients.push(redis);
    const t = await createTestApp(sqliteDatabase, { deps: { redis } });
    try {
      // Commands are never queued while the connection opens: wait until it is open.
      if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
      const res = await t.app.inject('/api/health/ready');
      expect(res.json()).toEqual({ ok: true, checks: { database: { ok: true }, redis: { ok: true } } });
    } finally {
      await t.close();
    }
  });
});
