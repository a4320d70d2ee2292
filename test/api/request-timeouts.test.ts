// Slow senders are cut off (issue 25, finding 5): a body trickled in a byte at a time stayed open for
// good (50 such connections after 320 s), and slow headers were closed only after 65 s or more. With
// short timeouts configured, a raw socket that keeps sending, too slowly to ever finish, gets a 408
// problem and a closed connection, on the JSON API and on a payment webhook alike; the test ends only
// when the server closes the connection.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { serverTimeouts } from '../../src/http/timeouts.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';

interface Outcome {
  /** Everything the server wrote before it closed the connection. */
  answer: string;
  /** Bytes the client had sent by then. */
  sent: number;
}

/**
 * Opens a connection, writes `head`, then one more piece of `drip` every 50 ms for as long as the
 * connection lasts, and resolves when the server closes it.
 */
function trickle(port: number, head: string, drip: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const send = (text: string) => {
      if (!socket.writable) return;
      socket.write(text);
      sent += Buffer.byteLength(text);
    };
    socket.once('connect', () => send(head));
    const timer = setInterval(() => send(drip), 50);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {}); // a write racing the close: the close is what is awaited
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
  });
}

function problemOf(answer: string): { status: number; body: Record<string, unknown> } {
  const [head, body] = answer.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head!)?.[1]), body: JSON.parse(body!) as Record<string, unknown> };
}

describe('request timeouts over a real socket', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(sqliteDatabase, { env: { HTTP_HEADERS_TIMEOUT_SECONDS: '0.3', HTTP_REQUEST_TIMEOUT_SECONDS: '0.6' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  // 16,000 bytes a byte per 50 ms would take 13 minutes: only the server can end these requests.
  const bodyHead = (path: string) => `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 16000\r\n\r\n{"name":"`;

  it('cuts off a JSON body that trickles in, with a 408 problem', async () => {
    const { answer, sent } = await trickle(port, bodyHead('/api/orders/create'), 'a');
    expect(sent).toBeLessThan(bodyHead('/api/orders/create').length + 16000 - 10);
    const { status, body } = problemOf(answer);
    expect(status).toBe(408);
    expect(answer).toMatch(/content-type: application\/problem\+json/i);
    expect(body).toMatchObject({ ok: false, status: 408, code: 'request_timeout' });
  });

  it('cuts off a trickled body at a payment webhook too', async () => {
    const { answer } = await trickle(port, bodyHead('/api/payments/demo/webhook'), 'a');
    expect(problemOf(answer)).toMatchObject({ status: 408, body: { code: 'request_timeout' } });
  });

  it('cuts off headers that never end', async () => {
    const { answer } = await trickle(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n');
    expect(problemOf(answer)).toMatchObject({ status: 408, body: { code: 'request_timeout' } });
  });

  it('cuts off a connection that sends nothing at all', async () => {
    const { answer } = await trickle(port, '', '');
    expect(problemOf(answer)).toMatchObject({ status: 408, body: { code: 'request_timeout' } });
  });

  it('still answers requests that arrive at once', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/orders/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(orderBody()) });
    expect(res.status).toBe(200);
  });
});

describe('HTTP_HEADERS_TIMEOUT_SECONDS and HTTP_REQUEST_TIMEOUT_SECONDS', () => {
  it('default to 10 s for headers and 30 s for the whole request, checked every second', () => {
    const { http } = loadConfig({});
    expect(http).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 });
    expect(serverTimeouts(http)).toEqual({ headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 });
  });

  it('refuse headers allowed longer than the whole request, and values that are not positive', () => {
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: '40' })).toThrow(/HTTP_HEADERS_TIMEOUT_SECONDS \(40\) must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS \(30\)/);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: 'soon' })).toThrow(/HTTP_HEADERS_TIMEOUT_SECONDS/);
  });
});
