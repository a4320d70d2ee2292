// Migration 005 on a database that already holds orders: the table keeps every row and column, the
// bot links already sent keep working, and the new partial indexes keep their guarantees. Migration
// 006: the username index holds only paid, unclaimed orders, and the login's lookup uses it. Migration
// 016: every refund a row, the running total gone.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/ids.js';
import { findOrderIdForStart, orderIdFromStartToken, startTokenFor } from '../../src/services/orders/links.js';
import { migrate } from '../../src/store/migrate.js';
import { testDatabases, type TestDatabase } from '../support/databases.js';
import { Queries } from '../../src/store/queries/index.js';

const SECRET = 'install-secret-for-migration-test';
/** How tokens were made before migration 005: 32 characters of HMAC, stored only as a hash. */
const OLD_TOKEN = 'Zq3vB9x1Q0rN8mW2kLp7Yt5Hc6Dg4Fs_';

describe.each(testDatabases)('migration 005 (order start links) on $name', (database) => {
  let db: Awaited<ReturnType<TestDatabase['create']>>;
  beforeAll(async () => {
    db = await database.create({ migrate: false });
    await migrate(db.store, '004_agents');
    const now = 1_790_000_000_000;
    await sql`insert into orders (id, status, product, addons, sum, currency, name, phone, contact, contact_normalized, meta,
        idempotency_key, request_hash, start_token_hash, owner_user_id, agent_registration_id, created_at, updated_at, paid_at, expires_at,
        owner_chat_id, ready_at, delivered_at, last_error)
      values ('ord_0legacy0000000000000000000000', 'paid', 'natal', '["pdf"]', 5400, 'USD', 'Ада Лавлейс', '+442079460958', '@ada_l', 'ada_l',
        '{"city":"London"}', 'key-1', 'hash-1', ${sha256Hex(OLD_TOKEN)}, null, null, ${now}, ${now}, ${now}, ${now + 1}, 42, null, null, null)`.execute(db.store.db);
    await sql`insert into payments (id, order_id, provider, provider_ref, pay_url, status, amount, currency, created_at, updated_at)
      values ('pay_legacy', 'ord_0legacy0000000000000000000000', 'demo', 'ref', 'http://x/pay', 'succeeded', 5400, 'USD', ${now}, ${now})`.execute(db.store.db);
    await migrate(db.store);
  });
  afterAll(async () => db?.dispose());

  it('keeps every order, column and payment', async () => {
    const order = await db.store.db.selectFrom('orders').selectAll().where('id', '=', 'ord_0legacy0000000000000000000000').executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'paid', name: 'Ада Лавлейс', idempotency_key: 'key-1', owner_chat_id: 42, sum: 5400, meta: '{"city":"London"}' });
    expect(order).not.toHaveProperty('start_token_hash');
    const payment = await db.store.db.selectFrom('payments').select('order_id').where('id', '=', 'pay_legacy').executeTakeFirstOrThrow();
    expect(payment.order_id).toBe(order.id);
  });

  it('still finds the order of a bot link sent before the migration, and of a new one', async () => {
    expect(await findOrderIdForStart(new Queries(db.store.db), SECRET, OLD_TOKEN)).toBe('ord_0legacy0000000000000000000000');
    const token = startTokenFor(SECRET, 'ord_0legacy0000000000000000000000');
    expect(await findOrderIdForStart(new Queries(db.store.db), SECRET, token)).toBe('ord_0legacy0000000000000000000000');
    expect(await findOrderIdForStart(new Queries(db.store.db), SECRET, `${OLD_TOKEN}x`)).toBeNull();
  });

  it('keeps Idempotency-Keys unique while any number of orders have none', async () => {
    const row = (id: string, key: string | null) => ({
      id, status: 'pending_payment' as const, product: 'natal', addons: '[]', sum: 4900, currency: 'USD', name: 'n', phone: '+442079460958',
      contact: '@ada_l', contact_normalized: 'ada_l', meta: '{}', idempotency_key: key, request_hash: null, owner_user_id: null,
      agent_registration_id: null, created_at: 1, updated_at: 1, paid_at: null, expires_at: 2,
    });
    await db.store.db.insertInto('orders').values([row('ord_a', null), row('ord_b', null), row('ord_c', 'key-2')]).execute();
    await expect(db.store.db.insertInto('orders').values(row('ord_d', 'key-2')).execute()).rejects.toThrow(/unique|duplicate/i);
    await expect(db.store.db.insertInto('orders').values(row('ord_e', 'key-1')).execute()).rejects.toThrow(/unique|duplicate/i);
  });
});

describe.each(testDatabases)('migration 006 (unclaimed paid orders by username) on $name', (database) => {
  let db: Awaited<ReturnType<TestDatabase['create']>>;
  beforeAll(async () => {
    db = await database.create();
  });
  afterAll(async () => db?.dispose());

  // The terms of IdentityService.bindPaidOrdersForUser, the lookup this index exists for: both
  // databases must see that they imply the index's own condition.
  const unclaimedPaid = sql`contact_normalized = 'ada_l' and paid_at is not null and owner_user_id is null and status in ('paid', 'ready', 'delivered')`;

  it('replaces the index on every order\'s username with one on paid, unclaimed orders', async () => {
    const indexes = await (database.name === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'orders'`
      : sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'orders' and schemaname = current_schema()`
    ).execute(db.store.db);
    const names = indexes.rows.map((r) => r.name);
    expect(names).toContain('orders_unclaimed_paid_contact');
    expect(names).not.toContain('orders_contact');
  });

  it('finds paid, unclaimed orders by username through it', async () => {
    const plan =
      database.name === 'sqlite'
        ? (await sql<{ detail: string }>`explain query plan select id from orders where ${unclaimedPaid}`.execute(db.store.db)).rows.map((r) => r.detail)
        : await db.store.db.transaction().execute(async (trx) => {
            // An empty table is cheaper to scan; forbid that so the plan shows whether the index applies.
            await sql`set local enable_seqscan = off`.execute(trx);
            return (await sql<{ 'QUERY PLAN': string }>`explain select id from orders where ${unclaimedPaid}`.execute(trx)).rows.map((r) => r['QUERY PLAN']);
          });
    expect(plan.join('\n')).toContain('orders_unclaimed_paid_contact');
  });
});

describe.each(testDatabases)('migration 007 (delivery part status) on $name', (database) => {
  let db: Awaited<ReturnType<TestDatabase['create']>>;
  const now = 1_790_000_000_000;
  beforeAll(async () => {
    db = await database.create({ migrate: false });
    await migrate(db.store, '006_unclaimed_paid_contact');
    await sql`insert into orders (id, status, product, addons, sum, currency, name, phone, contact, contact_normalized, meta,
        idempotency_key, request_hash, owner_user_id, agent_registration_id, created_at, updated_at, paid_at, expires_at,
        owner_chat_id, ready_at, delivered_at, last_error)
      values ('ord_m7', 'ready', 'natal', '[]', 4900, 'USD', 'Ada', '+442079460958', '@ada_l', 'ada_l', '{}',
        null, null, null, null, ${now}, ${now}, ${now}, ${now + 1}, 42, ${now}, null, null)`.execute(db.store.db);
    await sql`insert into readings (id, order_id, kind, report, markdown, html, telegram, created_at)
      values ('rdg_m7', 'ord_m7', 'natal', '{}', 'm', 'h', '["a","b"]', ${now})`.execute(db.store.db);
    await sql`insert into delivery_parts (reading_id, chat_id, part, kind, telegram_message_id, sent_at)
      values ('rdg_m7', 42, 0, 'message', 501, ${now})`.execute(db.store.db);
    await migrate(db.store);
  });
  afterAll(async () => db?.dispose());

  it('keeps the parts already delivered as sent', async () => {
    const rows = await db.store.db.selectFrom('delivery_parts').selectAll().execute();
    expect(rows.map((r) => ({ ...r, chat_id: Number(r.chat_id), telegram_message_id: Number(r.telegram_message_id) }))).toEqual([
      { reading_id: 'rdg_m7', chat_id: 42, part: 0, kind: 'message', telegram_message_id: 501, status: 'sent', started_at: now, sent_at: now },
    ]);
  });

  it('records a part as sending, with no message id or sent_at yet, and keeps one row per part', async () => {
    await db.store.db.insertInto('delivery_parts').values({ reading_id: 'rdg_m7', chat_id: 42, part: 1, kind: 'message', telegram_message_id: null, status: 'sending', started_at: now, sent_at: null }).execute();
    const part = await db.store.db.selectFrom('delivery_parts').select(['status', 'sent_at']).where('part', '=', 1).executeTakeFirstOrThrow();
    expect(part).toEqual({ status: 'sending', sent_at: null });
    await expect(
      db.store.db.insertInto('delivery_parts').values({ reading_id: 'rdg_m7', chat_id: 42, part: 1, kind: 'message', telegram_message_id: null, status: 'sending', started_at: now, sent_at: null }).execute(),
    ).rejects.toThrow(/unique|duplicate|constraint/i);
    await expect(
      db.store.db.insertInto('delivery_parts').values({ reading_id: 'rdg_missing', chat_id: 42, part: 0, kind: 'message', telegram_message_id: null, status: 'sending', started_at: now, sent_at: null }).execute(),
    ).rejects.toThrow(/foreign key/i);
  });
});

describe('start tokens', () => {
  const orderId = 'ord_0mwrjgegt3d9B4JYEfe-JcqQgQyRTGQ';
  const token = startTokenFor(SECRET, orderId);

  it('fit a Telegram start parameter and name their order', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(orderIdFromStartToken(SECRET, token)).toBe(orderId);
  });

  it('refuse a changed MAC, another secret, another order id, and odd input', () => {
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(orderIdFromStartToken(SECRET, flipped)).toBeNull();
    expect(orderIdFromStartToken('another-secret', token)).toBeNull();
    expect(orderIdFromStartToken(SECRET, `x${token.slice(1)}`)).toBeNull();
    for (const odd of ['', 'a', token.slice(-22), `${token}a`, 'login_abc', "'; drop table orders; --", 'ÿ'.repeat(60)]) {
      expect(orderIdFromStartToken(SECRET, odd)).toBeNull();
    }
  });
});

describe.each(testDatabases)('migration 016 (refunds per payment) on $name', (database) => {
  let db: Awaited<ReturnType<TestDatabase['create']>>;
  const now = 1_790_000_000_000;
  beforeAll(async () => {
    db = await database.create({ migrate: false });
    await migrate(db.store, '013_oauth');
    await sql`insert into orders (id, status, product, addons, sum, currency, name, phone, contact, contact_normalized, meta,
        idempotency_key, request_hash, owner_user_id, agent_registration_id, created_at, updated_at, paid_at, expires_at,
        owner_chat_id, ready_at, delivered_at, last_error)
      values ('ord_0refunds000000000000000000000', 'delivered', 'natal', '[]', 4900, 'USD', 'Ada', '+442079460958', '@ada_l', 'ada_l',
        '{}', null, null, null, null, ${now}, ${now}, ${now}, ${now + 1}, 42, ${now}, ${now}, null)`.execute(db.store.db);
    // One payment whose provider reported 25.00 given back: 10.00 through our refund, 15.00 in the provider's dashboard.
    await sql`insert into payments (id, order_id, provider, provider_ref, pay_url, status, amount, currency, refunded_amount, created_at, updated_at)
      values ('pay_dashboard', 'ord_0refunds000000000000000000000', 'stripe', 'cs_1', 'http://x/pay', 'succeeded', 4900, 'USD', 2500, ${now}, ${now + 5})`.execute(db.store.db);
    await sql`insert into refunds (id, payment_id, amount, currency, status, provider_ref, reason, last_error, created_at, updated_at)
      values ('rfd_ours', 'pay_dashboard', 1000, 'USD', 'succeeded', 're_1', 'late', null, ${now + 1}, ${now + 2})`.execute(db.store.db);
    // One whose refunds we kept already in full.
    await sql`insert into payments (id, order_id, provider, provider_ref, pay_url, status, amount, currency, refunded_amount, created_at, updated_at)
      values ('pay_kept', 'ord_0refunds000000000000000000000', 'demo', 'd_1', 'http://x/pay', 'refunded', 4900, 'USD', 4900, ${now}, ${now})`.execute(db.store.db);
    await sql`insert into refunds (id, payment_id, amount, currency, status, provider_ref, reason, last_error, created_at, updated_at)
      values ('rfd_kept', 'pay_kept', 4900, 'USD', 'succeeded', 'demo_rfd_kept', 'twice paid', null, ${now}, ${now})`.execute(db.store.db);
    await migrate(db.store);
  });
  afterAll(async () => db?.dispose());

  it('keeps every refund as a row, the ones only the running total knew of too, and drops the total', async () => {
    const rows = await db.store.db.selectFrom('refunds').select(['id', 'payment_id', 'amount', 'status', 'created_at']).orderBy('payment_id').orderBy('created_at').execute();
    expect(rows.map((r) => [r.id, r.payment_id, Number(r.amount), r.status])).toEqual([
      ['rfd_ours', 'pay_dashboard', 1000, 'succeeded'],
      // Dated when the total last changed (the payment's updated_at).
      ['rfd_m016_pay_dashboard', 'pay_dashboard', 1500, 'succeeded'],
      ['rfd_kept', 'pay_kept', 4900, 'succeeded'],
    ]);
    const payment = await db.store.db.selectFrom('payments').selectAll().where('id', '=', 'pay_dashboard').executeTakeFirstOrThrow();
    expect(payment).not.toHaveProperty('refunded_amount');
  });
});
