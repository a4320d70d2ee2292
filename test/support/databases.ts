// The databases every API suite runs against: a real SQLite file always, and this machine's
// PostgreSQL when TEST_DATABASE_URL is set (each suite in its own schema, dropped afterwards).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStore, type Store } from '../../src/store/database.js';
import { migrateToLatest } from '../../src/store/migrate.js';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  url: string;
  /** A fresh, empty database, migrated unless asked not to be; `dispose` removes it. */
  create(options?: { migrate?: boolean }): Promise<{ store: Store; url: string; searchPath?: string; dispose: () => Promise<void> }>;
}

export const postgresUrl = process.env.TEST_DATABASE_URL || null;

export const sqliteDatabase: TestDatabase = {
  name: 'sqlite',
  url: 'sqlite:',
  async create({ migrate = true } = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'reading-service-'));
    const url = `sqlite:${join(dir, 'test.db')}`;
    const store = openStore(url);
    if (migrate) await migrateToLatest(store);
    return {
      store,
      url,
      dispose: async () => {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

export const postgresDatabase: TestDatabase | null = postgresUrl
  ? {
      name: 'postgres',
      url: postgresUrl,
      async create({ migrate = true } = {}) {
        const schema = `t_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        await admin.query(`create schema ${schema}`);
        await admin.end();
        const store = openStore(postgresUrl, { searchPath: schema });
        if (migrate) await migrateToLatest(store);
        return {
          store,
          url: postgresUrl,
          searchPath: schema,
          dispose: async () => {
            await store.close();
            const client = new pg.Client({ connectionString: postgresUrl });
            await client.connect();
            await client.query(`drop schema ${schema} cascade`);
            await client.end();
          },
        };
      },
    }
  : null;

/** SQLite always; PostgreSQL when configured (the global setup reports a skip, and fails it under CI). */
export const testDatabases: TestDatabase[] = [sqliteDatabase, ...(postgresDatabase ? [postgresDatabase] : [])];
