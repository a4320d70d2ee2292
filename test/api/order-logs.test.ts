// The log as an operator reads it: every request line carries its request id, and every line about
// an order (the requests that name it, the jobs that work on it) carries the order id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';

describe('order ids in the log', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp(sqliteDatabase, { deps: { logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } } });
  });
  afterAll(async () => t?.close());

  it('names the order on the lines of a request about it, and only there', async () => {
    const { orderId } = (await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody() })).json();
    lines.length = 0;
    expect((await t.app.inject(`/api/orders/${orderId}`)).statusCode).toBe(200);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    const requestIds = [...new Set(lines.map((line) => line.reqId))];
    expect(requestIds).toHaveLength(2);
    const [about, other] = requestIds.map((id) => lines.filter((line) => line.reqId === id));
    expect(about!.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of about!) expect(line.orderId).toBe(orderId);
    for (const line of other!) expect(line).not.toHaveProperty('orderId');
  });

  it('names the order on the lines of its jobs', async () => {
    const created = (await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ product: 'numerology', sum: 30, meta: { day: '10', month: '12', year: '1985' } }) })).json();
    await t.app.inject({ method: 'POST', url: `${new URL(created.payUrl).pathname}/pay` });
    lines.length = 0;
    await t.app.services.worker.drain();
    const jobLines = lines.filter((l) => l.kind === 'generate_reading');
    expect(jobLines.map((l) => l.msg)).toEqual(['job done']);
    expect(jobLines[0]).toMatchObject({ orderId: created.orderId, attempt: 1 });
  });
});
