// MultiRowInsert on both databases: the SQL compiled once per shape writes each batch's values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MultiRowInsert } from '../../src/store/multi-row-insert.js';
import { testDatabases } from '../support/databases.js';

describe.each(testDatabases)('multi-row insert on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>;
  beforeAll(async () => {
    db = await database.create();
  });
  afterAll(async () => db?.dispose());

  it('writes every row of every batch, reusing the SQL of a shape it has seen', async () => {
    const insert = new MultiRowInsert(db.store.db, 'settings');
    const first = insert.compile([
      { key: 'mri-a', value: "'; drop table settings; --", updated_at: 1 },
      { key: 'mri-b', value: 'Ада 🌙', updated_at: 2 },
    ]);
    const second = insert.compile([
      { key: 'mri-c', value: '<script>', updated_at: 3 },
      { key: 'mri-d', value: '', updated_at: 4 },
    ]);
    expect(second.sql).toBe(first.sql);
    await db.store.runAtomically([first, second, insert.compile([{ key: 'mri-e', value: 'x', updated_at: 5 }])]);
    const rows = await db.store.db.selectFrom('settings').selectAll().where('key', 'like', 'mri-%').orderBy('key').execute();
    expect(rows.map((r) => [r.key, r.value, Number(r.updated_at)])).toEqual([
      ['mri-a', "'; drop table settings; --", 1],
      ['mri-b', 'Ада 🌙', 2],
      ['mri-c', '<script>', 3],
      ['mri-d', '', 4],
      ['mri-e', 'x', 5],
    ]);
  });

  it('refuses rows that name different columns', () => {
    const insert = new MultiRowInsert(db.store.db, 'settings');
    expect(() => insert.compile([{ key: 'a', value: 'v', updated_at: 1 }, { key: 'b', value: 'v', nope: 1 } as never])).toThrow(/same columns \(missing updated_at\)/);
  });
});
