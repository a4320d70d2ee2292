// The health check's ping: a query the database answered within the last second proves it usable,
// so checks under load cost the database nothing; a closed store fails them at once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/database.js';
import { testDatabases, type TestDatabase } from '../support/databases.js';

describe.each(testDatabases)('store ping on $name', (database) => {
  let db: Awaited<ReturnType<TestDatabase['create']>>;
  beforeAll(async () => {
    db = await database.create({ migrate: false });
  });
  afterAll(async () => db?.dispose());

  it('answers from a query just answered, even while every connection is taken', async () => {
    // One connection, held by a transaction: a ping that needed a connection would wait for it.
    const store = openStore(db.url, { searchPath: db.searchPath, poolSize: 1 });
    let answered!: () => void;
    const inside = new Promise<void>((resolve) => (answered = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = store.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      answered();
      await held;
    });
    await inside;
    const stuck = new Promise<string>((resolve) => setTimeout(() => resolve('waited for a connection'), 2000).unref());
    expect(await Promise.race([store.ping(), stuck])).toBe(true);
    release();
    await transaction;
    await store.close();
    expect(await store.ping()).toBe(false);
  });
});
