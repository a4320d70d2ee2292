// The SQLite store runs its connection in a worker thread: what crosses the thread boundary must
// come back as better-sqlite3 would give it, and transactions must stay whole.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store/database.js';

describe('SQLite in its own thread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-thread-'));
  let store: Store;
  beforeAll(async () => {
    store = openStore(`sqlite:${join(dir, 'thread.db')}`);
    await sql`create table items (id integer primary key, name text not null unique, data blob)`.execute(store.db);
  });
  afterAll(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const names = async () => (await sql<{ name: string }>`select name from items order by id`.execute(store.db)).rows.map((r) => r.name);

  it('returns blobs as Buffers, byte for byte, and text as written', async () => {
    const bytes = Buffer.from([0, 1, 2, 253, 254, 255]);
    await sql`insert into items (id, name, data) values (1, ${'Ада 🌙 <b>'}, ${bytes})`.execute(store.db);
    const row = (await sql<{ name: string; data: Buffer }>`select name, data from items where id = 1`.execute(store.db)).rows[0];
    expect(Buffer.isBuffer(row.data)).toBe(true);
    expect(row.data.equals(bytes)).toBe(true);
    expect(row.name).toBe('Ада 🌙 <b>');
  });

  it("passes SQLite's errors on with their code, and the connection stays usable", async () => {
    const failure = sql`insert into items (id, name) values (2, ${'Ада 🌙 <b>'})`.execute(store.db);
    await expect(failure).rejects.toMatchObject({ name: 'SqliteError', code: 'SQLITE_CONSTRAINT_UNIQUE', message: expect.stringMatching(/UNIQUE/) });
    await expect(sql`select * from no_such_table`.execute(store.db)).rejects.toMatchObject({ code: 'SQLITE_ERROR' });
    expect(await names()).toEqual(['Ада 🌙 <b>']);
  });

  it('runs a batch all or none', async () => {
    const insert = (id: number, name: string) => sql`insert into items (id, name) values (${id}, ${name})`.compile(store.db);
    await expect(store.runAtomically([insert(3, 'batch-a'), insert(3, 'batch-b')])).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect(await names()).toEqual(['Ада 🌙 <b>']);
    await store.runAtomically([insert(3, 'batch-a'), insert(4, 'batch-b')]);
    expect(await names()).toEqual(['Ада 🌙 <b>', 'batch-a', 'batch-b']);
  });

  it('commits batches sent together as one, and fails only the batch at fault', async () => {
    const insert = (id: number, name: string) => sql`insert into items (id, name) values (${id}, ${name})`.compile(store.db);
    const results = await Promise.allSettled([
      store.runAtomically([insert(5, 'together-1'), insert(6, 'together-2')]),
      store.runAtomically([insert(7, 'together-3'), insert(5, 'taken id')]), // fails alone, and none of it stays
      store.runAtomically([insert(8, 'together-4')]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // A statement sent right after the batches sees them: the thread keeps the order things were sent in.
    const seen = sql<{ name: string }>`select name from items where name like 'together-%' order by id`.execute(store.db);
    expect((await seen).rows.map((r) => r.name)).toEqual(['together-1', 'together-2', 'together-4']);
  });

  it('keeps a batch out of a Kysely transaction that is still open, even when that one rolls back', async () => {
    let inside!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (inside = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const transaction = store.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into items (id, name) values (10, 'in the transaction')`.execute(trx);
        inside();
        await finished;
        throw new Error('changed my mind');
      })
      .catch((error: Error) => error.message);
    await insideTransaction;
    const batch = store.runAtomically([sql`insert into items (id, name) values (11, 'in the batch')`.compile(store.db)]);
    finish();
    expect(await transaction).toBe('changed my mind');
    await batch;
    expect(await names()).toEqual(['Ада 🌙 <b>', 'batch-a', 'batch-b', 'together-1', 'together-2', 'together-4', 'in the batch']);
  });

  it('reports a database it cannot open on the first query, and closes without hanging', async () => {
    const broken = openStore(`sqlite:${dir}`); // a directory, not a file
    await expect(broken.db.selectFrom('settings').selectAll().execute()).rejects.toThrow(/unable to open|directory/i);
    expect(await broken.ping()).toBe(false);
    await broken.close();
  });

  it('finishes what was under way before close, then refuses', async () => {
    const other = openStore(`sqlite:${join(dir, 'closing.db')}`);
    await sql`create table t (x integer)`.execute(other.db);
    // A transaction under way when close is called finishes first; a ping already sent is answered.
    const transaction = other.db.transaction().execute(async (trx) => {
      await sql`insert into t values (1)`.execute(trx);
      await sql`insert into t values (2)`.execute(trx);
    });
    await new Promise((resolve) => setImmediate(resolve));
    const ping = other.ping();
    const closed = other.close();
    await transaction;
    expect(await ping).toBe(true);
    await closed;
    await expect(sql`select 1`.execute(other.db)).rejects.toThrow();
    expect(await other.ping()).toBe(false);
  });

  it('shares one file with another process (npm run worker beside the server): read-then-write transactions wait their turn', async () => {
    // Two stores are two connections, each in its own thread, as two processes would have.
    const file = `sqlite:${join(dir, 'shared.db')}`;
    const web = openStore(file);
    const worker = openStore(file);
    try {
      await sql`create table counters (id integer primary key, value integer not null)`.execute(web.db);
      await sql`insert into counters values (1, 0)`.execute(web.db);
      // Each transaction reads, then writes what it read plus one: a lost update or a refused
      // write would leave the counter short of the number of transactions.
      const increment = (store: Store) =>
        store.db.transaction().execute(async (trx) => {
          const { value } = (await sql<{ value: number }>`select value from counters where id = 1`.execute(trx)).rows[0];
          await new Promise((resolve) => setTimeout(resolve, 1));
          await sql`update counters set value = ${value + 1} where id = 1`.execute(trx);
        });
      const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => increment(i % 2 === 0 ? web : worker)));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      expect((await sql<{ value: number }>`select value from counters where id = 1`.execute(worker.db)).rows[0].value).toBe(40);
    } finally {
      await web.close();
      await worker.close();
    }
  });
});
