// Group commit on a real database: a batch shares one transaction, a failing write fails alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupCommit } from '../../src/store/group-commit.js';
import { testDatabases } from '../support/databases.js';

describe.each(testDatabases)('group commit on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>;
  beforeAll(async () => {
    db = await database.create();
  });
  afterAll(async () => db?.dispose());

  const put = (key: string) => (trx: any) => trx.insertInto('settings').values({ key, value: '"v"', updated_at: 1 }).execute();
  const keys = async () => (await db.store.db.selectFrom('settings').select('key').where('key', 'like', 'gc-%').orderBy('key').execute()).map((r) => r.key);

  it('commits concurrent writes together and isolates the one that fails', async () => {
    const writer = new GroupCommit(db.store.db);
    const results = await Promise.allSettled([
      writer.run(put('gc-a')),
      writer.run(put('gc-b')),
      writer.run(put('gc-a')), // duplicate key: fails alone
      writer.run(async (trx) => {
        await put('gc-c')(trx);
        throw new Error('changed my mind'); // its own insert is rolled back
      }),
      writer.run(put('gc-d')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(await keys()).toEqual(['gc-a', 'gc-b', 'gc-d']);
  });

  it('keeps working after a batch and for writes that arrive during a flush', async () => {
    const writer = new GroupCommit(db.store.db, 3);
    await Promise.all(Array.from({ length: 10 }, (_, i) => writer.run(put(`gc-n${String(i).padStart(2, '0')}`))));
    await writer.run(put('gc-z'));
    expect((await keys()).filter((k) => k.startsWith('gc-n'))).toHaveLength(10);
    expect(await keys()).toContain('gc-z');
  });
});
