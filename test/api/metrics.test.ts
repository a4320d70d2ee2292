// GET /metrics over a real socket: after orders, a demo payment (with a replay and a forged
// notification), a reading made and delivered, the scrape names every metric with its labels,
// labels routes by their pattern, counts orders and the job queue from the database, and asks for
// METRICS_TOKEN when one is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPaymentProvider } from '../../src/payments/demo-provider.js';
import { corruptedSignature, createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { parseSamples, valueOf, type Sample } from '../support/prometheus.js';

const EXPOSITION = 'text/plain; version=0.0.4; charset=utf-8';

describe.each(testDatabases)('metrics on $name', (database) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => t?.close());

  const scrape = async (): Promise<{ response: Response; text: string; samples: Sample[] }> => {
    const response = await fetch(`${base}/metrics`);
    const text = await response.text();
    return { response, text, samples: response.ok ? parseSamples(text) : [] };
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body), redirect: 'manual' });

  it('counts requests by route pattern, payments by outcome, the queue, readings and deliveries', async () => {
    // A numerology reading: made quickly, without a wheel or a PDF.
    const created: any = await (await post('/api/orders/create', orderBody({ product: 'numerology', sum: 30, contact: '@metrics_reader', meta: { day: '10', month: '12', year: '1985' } }))).json();
    const unpaid: any = await (await post('/api/orders/create', orderBody({ contact: '@metrics_unpaid' }))).json();
    for (const id of [created.orderId, created.orderId, unpaid.orderId]) expect((await fetch(`${base}/api/orders/${id}`)).status).toBe(200);
    expect((await fetch(`${base}/api/no-such-thing/${created.orderId}`)).status).toBe(404);

    // Paid on the demo checkout (one applied success). A second report of that success changes
    // nothing (ignored), the very same notification again is a duplicate, and a forged one is refused.
    expect((await post(`${new URL(created.payUrl).pathname}/pay`, '', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(303);
    const payment = await t.app.services.store.db.selectFrom('payments').selectAll().where('order_id', '=', created.orderId).executeTakeFirstOrThrow();
    const demo = t.app.services.providers.get('demo') as DemoPaymentProvider;
    const replay = demo.signedNotification({ paymentId: payment.id, amount: payment.amount, currency: payment.currency }, 'payment.succeeded');
    expect(await (await post('/api/payments/demo/webhook', replay.body, replay.headers)).json()).toEqual({ ok: true, outcome: 'ignored' });
    expect(await (await post('/api/payments/demo/webhook', replay.body, replay.headers)).json()).toEqual({ ok: true, outcome: 'duplicate' });
    const forged = { ...replay, headers: { ...replay.headers, 'demo-signature': corruptedSignature(replay.headers['demo-signature']!) } };
    expect((await post('/api/payments/demo/webhook', forged.body, forged.headers)).status).toBe(401);

    // The reading job waits; its age is read on the test's clock.
    t.clock.advance(90_000);
    const first = await scrape();
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe(EXPOSITION);
    let samples = first.samples;
    expect(valueOf(samples, 'reading_service_jobs_pending', { kind: 'generate_reading' })).toBe(1);
    expect(valueOf(samples, 'reading_service_jobs_oldest_age_seconds', { kind: 'generate_reading' })).toBe(90);
    expect(valueOf(samples, 'reading_service_jobs_pending', { kind: 'refund_payment' })).toBe(0);
    expect(valueOf(samples, 'reading_service_orders', { status: 'paid' })).toBe(1);
    expect(valueOf(samples, 'reading_service_orders', { status: 'pending_payment' })).toBe(1);

    // Made, then delivered to the demo chat once the buyer presses Start.
    await t.app.services.worker.drain();
    await t.app.services.demoChat!.start('metrics_reader', new URL(created.botUrl).searchParams.get('start')!);
    await t.app.services.worker.drain();
    // The unpaid order's time runs out: it counts as expired before the sweep writes it.
    t.clock.advance(25 * 3_600_000);
    const second = await scrape();
    const text = second.text;
    samples = second.samples;

    const requests = (labels: Record<string, string>) => valueOf(samples, 'http_request_duration_seconds_count', labels);
    expect(requests({ method: 'GET', route: '/api/orders/:orderId', status_code: '200' })).toBe(3);
    expect(requests({ method: 'POST', route: '/api/orders/create', status_code: '200' })).toBe(2);
    // The demo checkout's own notification goes through the webhook route too.
    expect(requests({ method: 'POST', route: '/api/payments/:provider/webhook', status_code: '200' })).toBe(3);
    expect(requests({ method: 'POST', route: '/api/payments/:provider/webhook', status_code: '401' })).toBe(1);
    expect(requests({ method: 'GET', route: '(unmatched)', status_code: '404' })).toBe(1);
    expect(requests({ method: 'GET', route: '/metrics', status_code: '200' })).toBe(1);
    // Patterns only: no label carries an order or payment id, or any address asked for.
    expect(text).not.toContain(created.orderId);
    expect(text).not.toContain(payment.id);
    expect(text).not.toContain('no-such-thing');
    const routes = new Set(samples.filter((s) => s.name.startsWith('http_request_duration_seconds')).map((s) => s.labels.route));
    for (const route of routes) expect(route === '(unmatched)' || route!.startsWith('/')).toBe(true);

    const payments = (event: string, outcome: string) => valueOf(samples, 'reading_service_payment_events_total', { provider: 'demo', event, outcome });
    expect(payments('succeeded', 'applied')).toBe(1);
    expect(payments('succeeded', 'ignored')).toBe(1);
    expect(payments('succeeded', 'duplicate')).toBe(1);
    expect(payments('unverified', 'refused')).toBe(1);

    expect(valueOf(samples, 'reading_service_generation_duration_seconds_count', { outcome: 'succeeded' })).toBe(1);
    expect(valueOf(samples, 'reading_service_generation_duration_seconds_sum', { outcome: 'succeeded' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'reading_service_delivery_duration_seconds_count', { outcome: 'delivered' })).toBe(1);

    expect(valueOf(samples, 'reading_service_orders', { status: 'delivered' })).toBe(1);
    expect(valueOf(samples, 'reading_service_orders', { status: 'expired' })).toBe(1);
    expect(valueOf(samples, 'reading_service_orders', { status: 'pending_payment' })).toBe(0);
    expect(valueOf(samples, 'reading_service_orders', { status: 'failed' })).toBe(0);
    expect(valueOf(samples, 'reading_service_jobs_pending', { kind: 'generate_reading' })).toBe(0);
    expect(valueOf(samples, 'reading_service_jobs_oldest_age_seconds', { kind: 'generate_reading' })).toBe(0);

    // The process: event-loop delay and memory, from prom-client's default collectors.
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    for (const name of ['http_request_duration_seconds', 'reading_service_orders', 'reading_service_payment_events_total', 'reading_service_generation_duration_seconds']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it('is documented in the OpenAPI document with the health endpoints', async () => {
    const doc: any = await (await fetch(`${base}/openapi.json`)).json();
    expect(doc.paths['/metrics'].get.security).toEqual([{}, { metricsToken: [] }]);
    expect(Object.keys(doc.paths['/metrics'].get.responses['200'].content)).toEqual(['text/plain']);
    expect(doc.paths['/metrics'].get.responses['401']).toBeDefined();
    expect(doc.components.securitySchemes.metricsToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/health/live'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/health/ready'].get.responses['503']).toBeDefined();
  });
});

describe.each(testDatabases)('metrics behind METRICS_TOKEN on $name', (database) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(database, { env: { METRICS_TOKEN: 'scrape-token-for-tests' } });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => t?.close());

  it('answers 401 problem details without the token or with a wrong one, and the metrics with it', async () => {
    const none = await fetch(`${base}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await none.json()).toMatchObject({ ok: false, status: 401, code: 'unauthorized', detail: 'send the metrics token as Authorization: Bearer <METRICS_TOKEN>' });

    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer admin-test-token-of-at-least-32-chars' } });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as any).detail).toBe('the metrics token is wrong');

    const right = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer scrape-token-for-tests' } });
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toBe(EXPOSITION);
    expect(valueOf(parseSamples(await right.text()), 'http_request_duration_seconds_count', { method: 'GET', route: '/metrics', status_code: '401' })).toBe(2);
  });
});
