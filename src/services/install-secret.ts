// The install secret keys every HMAC the service makes (demo payment signatures, bot deep links).
// Operators may set APP_SECRET; otherwise one is generated on first start and kept in the database,
// so every process sharing that database agrees on it.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

const KEY = 'install_secret';

export async function loadInstallSecret(db: Kysely<Database>, configured: string | null, now: number): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('settings')
    .values({ key: KEY, value: JSON.stringify(randomBytes(32).toString('base64url')), updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirstOrThrow();
  return JSON.parse(row.value) as string;
}
