// Graceful shutdown of the real entry point: on SIGTERM the server stops accepting, answers the
// requests already in flight, lets the running job finish, closes the database and exits 0.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/database.js';
import { orderBody } from '../support/app.js';
import { freePort } from '../support/net.js';

describe('graceful shutdown', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shutdown-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers every accepted request, loses no order, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const dbPath = join(dir, 'service.db');
    const child = fork('src/main.ts', [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${dbPath}`, LOG_LEVEL: 'silent', NODE_ENV: 'development', ORDER_RATE_LIMIT_PER_MINUTE: '10000' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (i > 300) throw new Error('the service did not start');
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    // Eight clients keep ordering, one request after another, until the server stops answering; the
    // signal comes once ten orders went through, so requests are in flight when it lands.
    const results: { status: number; orderId: string | null }[] = [];
    let sent = 0;
    const client = async () => {
      for (;;) {
        const result = await fetch(`${base}/api/orders/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(orderBody({ name: `Buyer ${sent++}` })) }).then(
          async (r) => ({ status: r.status, orderId: r.ok ? ((await r.json()) as { orderId: string }).orderId : null }),
          () => ({ status: 0, orderId: null }), // refused: the server had stopped accepting
        );
        results.push(result);
        if (result.status !== 200) return;
      }
    };
    const clients = Array.from({ length: 8 }, client);
    while (results.filter((r) => r.status === 200).length < 10) await new Promise((r) => setTimeout(r, 2));
    child.kill('SIGTERM');
    await Promise.all(clients);
    expect(await exited).toBe(0);
    // Every request got either a complete answer or a refused connection; none was cut off half-way.
    for (const r of results) expect([0, 200, 503]).toContain(r.status);
    const accepted = results.filter((r) => r.status === 200).map((r) => r.orderId!);
    expect(accepted.length).toBeGreaterThan(0);
    expect(await fetch(`${base}/api/health`).then(() => 'answered', () => 'refused')).toBe('refused');

    const store = openStore(`sqlite:${dbPath}`);
    const stored = await store.db.selectFrom('orders').select('id').execute();
    await store.close();
    expect(stored.map((o) => o.id).sort()).toEqual([...accepted].sort());
  }, 60_000);
});
