// `npm run backup -- FILE` as an operator runs it: its own process, against the SQLite file of a
// service that keeps taking and paying orders over HTTP meanwhile. The copy must hold every order
// committed before the backup began (most of them still in the WAL, where a file copy would miss
// them), pass SQLite's integrity check, and, copied back as the README says, run a working service.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openStore } from '../../src/store/database.js';
import { migrateToLatest } from '../../src/store/migrate.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { sqliteDatabase, type TestDatabase } from '../support/databases.js';

const SCRIPT = join(import.meta.dirname, '../../scripts/backup.mjs');

/** Runs the backup script with only the environment given (and PATH), as a shell would. */
function runBackup(args: string[], env: Record<string, string>, cwd?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], { env: { PATH: process.env.PATH, ...env }, cwd }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** An existing SQLite file as a test database: what a service started over a restored file sees. */
function existingFile(path: string): TestDatabase {
  return {
    name: 'sqlite',
    url: `sqlite:${path}`,
    async create() {
      const store = openStore(`sqlite:${path}`);
      await migrateToLatest(store); // as every start does
      return { store, url: `sqlite:${path}`, dispose: () => store.close() };
    },
  };
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Places an order over HTTP and pays it at the demo checkout: two transactions, as a buyer makes them. */
async function orderAndPay(base: string, n: number, createdIds: string[] = []): Promise<string> {
  const created = await fetch(`${base}/api/orders/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(orderBody({ name: `Buyer ${n}`, contact: `@buyer_${n}` })),
  });
  if (created.status !== 200) throw new Error(`order ${n}: ${created.status} ${await created.text()}`);
  const { orderId, payUrl } = (await created.json()) as { orderId: string; payUrl: string };
  createdIds.push(orderId);
  const paid = await fetch(`${base}${new URL(payUrl).pathname}/pay`, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`payment of order ${n}: ${paid.status} ${await paid.text()}`);
  return orderId;
}

describe('backup of the SQLite database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'backup-'));
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies a running service whole while orders keep coming, and the copy runs a service with every order committed before it began', async () => {
    const running = await createTestApp(sqliteDatabase, { env: { ORDER_RATE_LIMIT_PER_MINUTE: '1000000' } });
    apps.push(running);
    const base = await listen(running);

    let n = 0;
    const created: string[] = [];
    const committed: string[] = [];
    for (let i = 0; i < 40; i++) committed.push(await orderAndPay(base, n++, created));

    // Buyers who keep ordering through the backup: each starts its next order as soon as the last
    // is paid, and stops only after paying one order that began after the backup had finished.
    let backupDone = false;
    let enoughBefore!: () => void;
    const writersRunning = new Promise<void>((resolve) => (enoughBefore = resolve));
    const writer = async () => {
      for (;;) {
        const startedAfterBackup = backupDone;
        committed.push(await orderAndPay(base, n++, created));
        if (committed.length >= 60) enoughBefore();
        if (startedAfterBackup) return;
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    await writersRunning;

    const target = join(dir, 'copies', 'backup.db');
    const databasePath = running.database.url.slice('sqlite:'.length);
    expect(statSync(`${databasePath}-wal`).size).toBeGreaterThan(0); // orders a copy of the file alone would miss
    const committedBefore = [...committed];
    const result = await runBackup([target], { DATABASE_URL: running.database.url });
    const committedByEnd = committed.length;
    backupDone = true;
    await writers;
    expect(result, result.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^backed up .+ to .+backup\.db: [\d.]+ MiB in [\d.]+ s, integrity check ok\n$/);
    expect(committed.length).toBeGreaterThan(committedByEnd); // the service took orders after the backup too

    const copy = new SQLite(target, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.pragma('foreign_key_check')).toEqual([]);
    const inCopy = new Set((copy.prepare('select id from orders').all() as { id: string }[]).map((r) => r.id));
    // Each order is whole or absent: created and paid in two transactions, so a copy taken between
    // them holds it unpaid, but never a paid order without its payment or its reading job.
    const paidButIncomplete = copy
      .prepare(
        `select id from orders o where status = 'paid' and (
           not exists (select 1 from payments p where p.order_id = o.id and p.status = 'succeeded')
           or not exists (select 1 from jobs j where j.kind = 'generate_reading' and j.payload like '%"' || o.id || '"%'))`,
      )
      .all();
    copy.close();
    expect(committedBefore.filter((id) => !inCopy.has(id))).toEqual([]);
    expect([...inCopy].filter((id) => !created.includes(id))).toEqual([]);
    expect(paidButIncomplete).toEqual([]);

    const expected = new Map<string, unknown>();
    for (const id of committedBefore) expected.set(id, await (await fetch(`${base}/api/orders/${id}`)).json());

    // The restore: the service stopped, the copy put where DATABASE_URL points, the service started.
    const restoredPath = join(dir, 'restored', 'reading-service.db');
    mkdirSync(join(dir, 'restored'));
    copyFileSync(target, restoredPath);
    const restored = await createTestApp(existingFile(restoredPath), { env: { ORDER_RATE_LIMIT_PER_MINUTE: '1000000' } });
    apps.push(restored);
    const restoredBase = await listen(restored);
    for (const [id, order] of expected) {
      const answer = await fetch(`${restoredBase}/api/orders/${id}`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual(order);
    }
    const next = await orderAndPay(restoredBase, n++);
    expect(await (await fetch(`${restoredBase}/api/orders/${next}`)).json()).toMatchObject({ status: 'paid' });
  }, 120_000);

  it('reads DATABASE_URL as the service does: the default file when unset, relative to the working directory', async () => {
    const cwd = join(dir, 'default');
    const url = loadConfig({}).databaseUrl;
    expect(url.startsWith('sqlite:')).toBe(true);
    const store = openStore(`sqlite:${join(cwd, url.slice('sqlite:'.length))}`);
    await migrateToLatest(store);
    await store.close();
    const result = await runBackup(['copy.db'], {}, cwd);
    expect(result, result.stderr).toMatchObject({ code: 0 });
    const copy = new SQLite(join(cwd, 'copy.db'), { readonly: true });
    expect(copy.prepare('select count(*) as n from orders').get()).toEqual({ n: 0 });
    copy.close();
  });

  it('refuses a PostgreSQL database, pointing at pg_dump', async () => {
    const result = await runBackup([join(dir, 'pg.db')], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('pg_dump -Fc');
    expect(existsSync(join(dir, 'pg.db'))).toBe(false);
  });

  it('refuses a database file that does not exist rather than back up an empty one, and a target that is the database', async () => {
    const missing = await runBackup([join(dir, 'none-copy.db')], { DATABASE_URL: `sqlite:${join(dir, 'none.db')}` });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`there is no database at ${join(dir, 'none.db')}`);
    expect(existsSync(join(dir, 'none.db'))).toBe(false);
    expect(existsSync(join(dir, 'none-copy.db'))).toBe(false);

    const path = join(dir, 'itself.db');
    new SQLite(path).close();
    const itself = await runBackup([path], { DATABASE_URL: `sqlite:${path}` });
    expect(itself.code).toBe(2);
    expect(itself.stderr).toContain('would overwrite the database itself');
  });

  it('asks for the file to write when none is given', async () => {
    const result = await runBackup([], { DATABASE_URL: `sqlite:${join(dir, 'none.db')}` });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: npm run backup -- FILE');
  });
});
