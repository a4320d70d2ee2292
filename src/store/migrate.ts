// Runs the migrations in order at start. Kysely's Migrator keeps its own bookkeeping tables and a
// lock, so several processes starting at once on PostgreSQL migrate once.
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { DialectName, Store } from './database.js';
import * as initial from './migrations/001_initial.js';
import * as readingsIdentity from './migrations/002_readings_identity.js';
import * as telegram from './migrations/003_telegram.js';
import * as agents from './migrations/004_agents.js';
import * as orderStartLinks from './migrations/005_order_start_links.js';
import * as unclaimedPaidContact from './migrations/006_unclaimed_paid_contact.js';
import * as deliveryPartStatus from './migrations/007_delivery_part_status.js';
import * as refunds from './migrations/008_refunds.js';
import * as workerHeartbeats from './migrations/009_worker_heartbeats.js';
import * as operator from './migrations/010_operator.js';
import * as operatorAlerts from './migrations/011_operator_alerts.js';
import * as orderConfirmations from './migrations/012_order_confirmations.js';
import * as oauth from './migrations/013_oauth.js';
import * as confirmationLimits from './migrations/014_confirmation_limits.js';
import * as telegramUsernames from './migrations/015_telegram_usernames.js';
import * as refundsPerPayment from './migrations/016_refunds_per_payment.js';
import * as chatLanguages from './migrations/017_chat_languages.js';
import * as telegramPace from './migrations/018_telegram_pace.js';

interface DialectMigration {
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
  down?(db: Kysely<any>, dialect: DialectName): Promise<void>;
}

const MIGRATIONS: Record<string, DialectMigration> = {
  '001_initial': initial,
  '002_readings_identity': readingsIdentity,
  '003_telegram': telegram,
  '004_agents': agents,
  '005_order_start_links': orderStartLinks,
  '006_unclaimed_paid_contact': unclaimedPaidContact,
  '007_delivery_part_status': deliveryPartStatus,
  '008_refunds': refunds,
  '009_worker_heartbeats': workerHeartbeats,
  '010_operator': operator,
  '011_operator_alerts': operatorAlerts,
  '012_order_confirmations': orderConfirmations,
  '013_oauth': oauth,
  '014_confirmation_limits': confirmationLimits,
  '015_telegram_usernames': telegramUsernames,
  '016_refunds_per_payment': refundsPerPayment,
  '017_chat_languages': chatLanguages,
  '018_telegram_pace': telegramPace,
};

export const migrateToLatest = (store: Store) => migrate(store);

/** Runs the migrations up to and including `target` (all of them by default). */
export async function migrate(store: Store, target?: keyof typeof MIGRATIONS): Promise<void> {
  const migrations: Record<string, Migration> = {};
  for (const [name, m] of Object.entries(MIGRATIONS)) {
    migrations[name] = {
      up: (db) => m.up(db, store.dialect),
      ...(m.down ? { down: (db: Kysely<any>) => m.down!(db, store.dialect) } : {}),
    };
  }
  const migrator = new Migrator({
    db: store.db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema; name ours so a schema of its own
    // (one per test suite, or per tenant) is migrated on its own.
    ...(store.schema ? { migrationTableSchema: store.schema } : {}),
  });
  // SQLite changes a table's constraints only by rebuilding it, which must happen with foreign keys
  // off (the pragma is a no-op inside the migrator's transaction); they are checked once done.
  if (store.dialect === 'sqlite') await sql`pragma foreign_keys = off`.execute(store.db);
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
  if (store.dialect === 'sqlite') {
    await sql`pragma foreign_keys = on`.execute(store.db);
    const violations = await sql`pragma foreign_key_check`.execute(store.db);
    if (violations.rows.length > 0) throw new Error(`migrations left ${violations.rows.length} rows whose foreign keys point nowhere`);
  }
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
