// Group commit on a real database: a batch shares one transaction, a failing item fails alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupCommit } from '../../src/store/group-commit.js';
import { testDatabases } from '../support/databases.js';

interface Item {
  key: string;
  /** Throw after inserting: the item's own row must roll back with it. */
  regret?: boolean;
}

describe.each(testDatabases)('group commit on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>;
  beforeAll(async () => {
    db = await database.create();
  });
  afterAll(async () => db?.dispose());

  const batches: number[] = [];
  const statements = (items: Item[]) => {
    batches.push(items.length);
    const insert = db.store.db.insertInto('settings').values(items.map((i) => ({ key: i.key, value: '"v"', updated_at: 1 })));
    // A statement that fails after the insert: the batch's rows must roll back with it.
    const regret = items.find((i) => i.regret);
    return regret ? [insert, db.store.db.insertInto('settings').values({ key: regret.key, value: '"again"', updated_at: 1 })] : [insert];
  };
  const keys = async () => (await db.store.db.selectFrom('settings').select('key').where('key', 'like', 'gc-%').orderBy('key').execute()).map((r) => r.key);

  it('commits concurrent items in one multi-row batch and isolates the ones that fail', async () => {
    const writer = new GroupCommit<Item>(db.store, statements);
    batches.length = 0;
    const results = await Promise.allSettled([
      writer.run({ key: 'gc-a' }),
      writer.run({ key: 'gc-b' }),
      writer.run({ key: 'gc-a' }), // duplicate key: fails alone
      writer.run({ key: 'gc-c', regret: true }), // its second statement fails: its first is rolled back
      writer.run({ key: 'gc-d' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(await keys()).toEqual(['gc-a', 'gc-b', 'gc-d']);
    expect(batches[0]).toBe(5); // first tried together, then one by one
    expect(batches.slice(1)).toEqual([1, 1, 1, 1, 1]);
  });

  it('splits large bursts into batches of the maximum size and keeps working afterwards', async () => {
    const writer = new GroupCommit<Item>(db.store, statements, 4);
    batches.length = 0;
    await Promise.all(Array.from({ length: 10 }, (_, i) => writer.run({ key: `gc-n${String(i).padStart(2, '0')}` })));
    expect(batches).toEqual([4, 4, 2]);
    await writer.run({ key: 'gc-z' });
    expect((await keys()).filter((k) => k.startsWith('gc-n'))).toHaveLength(10);
    expect(await keys()).toContain('gc-z');
  });
});
