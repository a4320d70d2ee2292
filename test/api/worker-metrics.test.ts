// A separate worker (`npm run worker` with WORKER_METRICS_PORT) serves its own /metrics, where the
// readings it made are timed, behind METRICS_TOKEN like the web process's.
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMetrics } from '../../src/http/metrics-server.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';
import { freePort } from '../support/net.js';
import { parseSamples, valueOf } from '../support/prometheus.js';
import { paidOrder } from '../web/helpers.js';

describe('the worker’s metrics port', () => {
  let t: TestApp;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(sqliteDatabase, { env: { RUN_WORKER: 'false' } });
    const port = await freePort();
    server = await serveMetrics(t.app.services.metrics, { host: '127.0.0.1', port, token: 'worker-scrape-token', baseUrl: 'http://localhost:3000' });
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server?.close();
    await t?.close();
  });

  it('shows the readings this worker made, with the token', async () => {
    await paidOrder(t, { product: 'numerology', sum: 30, meta: { day: '10', month: '12', year: '1985' } });
    await t.app.services.worker.drain();
    const res = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer worker-scrape-token' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const samples = parseSamples(await res.text());
    expect(valueOf(samples, 'reading_service_generation_duration_seconds_count', { outcome: 'succeeded' })).toBe(1);
    expect(valueOf(samples, 'reading_service_orders', { status: 'ready' })).toBe(1);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('answers problem details without the token, and for any other path', async () => {
    const none = await fetch(`${base}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await none.json()).toMatchObject({ ok: false, status: 401, code: 'unauthorized', instance: '/metrics' });
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(((await wrong.json()) as { detail: string }).detail).toBe('the metrics token is wrong');
    const other = await fetch(`${base}/api/health`);
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(((await other.json()) as { code: string }).code).toBe('not_found');
  });
});
