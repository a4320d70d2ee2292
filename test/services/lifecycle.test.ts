// The order lifecycle: every move its table allows happens (once), every other move is refused
// before anything is written, on both databases. And the lifecycle is the only writer of an order's
// status and owner: the orders query module is the only SQL that writes the orders table or its
// events, and only the lifecycle calls its writing statements.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { canMove, ORDER_STATUSES, ORDER_TRANSITIONS, TRANSITION_NAMES, TRANSITIONS, type OrderStatus, type TransitionName } from '../../src/services/orders/lifecycle.js';
import type { Database } from '../../src/store/schema.js';
import { Queries } from '../../src/store/queries/index.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';

describe.each(testDatabases)('order lifecycle on $name', (database) => {
  const Q = (db: Kysely<Database>) => new Queries(db);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => t?.close());

  /** An order placed through the service, then put in `status` (test setup: only the lifecycle moves orders). */
  async function orderIn(status: OrderStatus): Promise<string> {
    const { orderId } = await t.app.services.orders.create(orderBody() as never, { client: 'ip:127.0.0.1' });
    await t.app.services.store.db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
    return orderId;
  }
  const statusOf = async (id: string) => (await t.app.services.store.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  const eventsOf = async (id: string) =>
    (await t.app.services.store.db.selectFrom('order_events').select(['from_status', 'to_status']).where('order_id', '=', id).where('type', '=', 'status').orderBy('id').execute()).map((e) => `${e.from_status} → ${e.to_status}`);
  const jobsOf = async (id: string) => (await t.app.services.store.db.selectFrom('jobs').select('kind').where('payload', '=', JSON.stringify({ orderId: id })).orderBy('id').execute()).map((j) => j.kind);

  /** Each named transition, as its callers make it (a Record: a transition without a row here does not compile). */
  const run: Record<TransitionName, (db: Kysely<Database>, id: string) => Promise<boolean>> = {
    paymentCaptured: (db, id) => t.app.services.lifecycle.paymentCaptured(Q(db), id),
    expired: async (db, id) => {
      await db.updateTable('orders').set({ expires_at: t.clock.now() - 1 }).where('id', '=', id).execute();
      return (await t.app.services.lifecycle.expired(Q(db))) > 0;
    },
    cancelled: (db, id) => t.app.services.lifecycle.cancelled(Q(db), id),
    readingMade: (db, id) => t.app.services.lifecycle.readingMade(Q(db), id),
    readingFailed: (db, id) => t.app.services.lifecycle.readingFailed(Q(db), id, 'no ephemeris'),
    delivered: (db, id) => t.app.services.lifecycle.delivered(Q(db), id),
    deliveryFailed: (db, id) => t.app.services.lifecycle.deliveryFailed(Q(db), id, 'Telegram said no'),
    buyerUnreachable: (db, id) => t.app.services.lifecycle.buyerUnreachable(Q(db), id, 'bot blocked'),
    buyerReachable: (db, id) => t.app.services.lifecycle.buyerReachable(Q(db), id, 515151),
    readingRetried: (db, id) => t.app.services.lifecycle.retried(Q(db), id, 'reading'),
    deliveryRetried: (db, id) => t.app.services.lifecycle.retried(Q(db), id, 'delivery'),
    refunded: (db, id) => t.app.services.lifecycle.refunded(Q(db), id),
  };
  /** The job each transition queues in its own transaction, if any. */
  const CAUSES: Partial<Record<TransitionName, string>> = {
    paymentCaptured: 'generate_reading',
    readingMade: 'deliver_reading',
    buyerReachable: 'deliver_reading',
    readingRetried: 'generate_reading',
    deliveryRetried: 'deliver_reading',
  };

  it('makes each named transition from each of its sources, once, with its event row and its job; from any other status it writes nothing', async () => {
    const db = t.app.services.store.db;
    let made = 0;
    for (const name of TRANSITION_NAMES) {
      const { from, to } = TRANSITIONS[name];
      for (const status of ORDER_STATUSES) {
        const id = await orderIn(status);
        const moved = await run[name](db, id);
        if ((from as readonly OrderStatus[]).includes(status)) {
          expect(moved, `${name} from ${status}`).toBe(true);
          expect(await statusOf(id)).toBe(to);
          expect(await eventsOf(id), name).toEqual([`${status} → ${to}`]);
          expect(await jobsOf(id), name).toEqual(CAUSES[name] ? [CAUSES[name]] : []);
          // A second, racing attempt finds the order gone from its source.
          if (!(from as readonly OrderStatus[]).includes(to)) expect(await run[name](db, id)).toBe(false);
          expect(await eventsOf(id)).toHaveLength(1);
          made++;
        } else {
          expect(moved, `${name} from ${status}`).toBe(false);
          expect(await statusOf(id)).toBe(status);
          expect(await eventsOf(id)).toEqual([]);
          expect(await jobsOf(id)).toEqual([]);
        }
      }
    }
    // The table the pages and tests read is exactly the named transitions.
    expect(made).toBe(Object.values(ORDER_TRANSITIONS).reduce((n, targets) => n + targets.length, 0));
    for (const from of ORDER_STATUSES) for (const to of ORDER_STATUSES) expect(canMove(from, to), `${from} → ${to}`).toBe(TRANSITION_NAMES.some((n) => (TRANSITIONS[n].from as readonly OrderStatus[]).includes(from) && TRANSITIONS[n].to === to));
  });

  it('gives an undeliverable order its new chat when the buyer can be reached again, through the table and with its event', async () => {
    const id = await orderIn('undeliverable');
    const db = t.app.services.store.db;
    expect(await t.app.services.lifecycle.buyerReachable(Q(db), id, 626262)).toBe(true);
    const row = await db.selectFrom('orders').select(['status', 'owner_chat_id', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
    expect({ ...row, owner_chat_id: Number(row.owner_chat_id) }).toEqual({ status: 'ready', owner_chat_id: 626262, last_error: null });
    expect(await eventsOf(id)).toEqual(['undeliverable → ready']);
    expect(await jobsOf(id)).toEqual(['deliver_reading']);
  });

  it('binds an owner and a chat once', async () => {
    const id = await orderIn('paid');
    const { lifecycle, store } = t.app.services;
    const user = await t.app.services.identity.upsertTelegramUser({ id: 424242, username: 'lifecycle_owner' });
    const other = await t.app.services.identity.upsertTelegramUser({ id: 434343, username: 'lifecycle_other' });
    expect(await lifecycle.bindOwner(Q(store.db), id, user.id)).toBe(true);
    expect(await lifecycle.bindOwner(Q(store.db), id, other.id)).toBe(false);
    expect(await lifecycle.attachChat(Q(store.db), id, 424242)).toBe(true);
    expect(await lifecycle.attachChat(Q(store.db), id, 434343)).toBe(false);
    const row = await store.db.selectFrom('orders').select(['owner_user_id', 'owner_chat_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ owner_user_id: user.id, owner_chat_id: 424242 });
  });

  it('erases the personal data of an owner’s settled orders only: one still owed something keeps it', async () => {
    const { lifecycle, store } = t.app.services;
    const user = await t.app.services.identity.upsertTelegramUser({ id: 454545, username: 'lifecycle_eraser' });
    const ids = {} as Record<OrderStatus, string>;
    for (const status of ORDER_STATUSES) {
      ids[status] = await orderIn(status);
      expect(await lifecycle.bindOwner(Q(store.db), ids[status], user.id)).toBe(true);
      await lifecycle.recordError(Q(store.db), ids[status], 'reading', 'no such city: Qwxzv Nowhere');
    }
    const erased = await lifecycle.eraseOwnedSettled(Q(store.db), user.id);
    // The errors recorded for the operator may quote the buyer's input: erased orders lose them.
    const errors = await store.db.selectFrom('order_events').select(['order_id', 'detail']).where('order_id', 'in', Object.values(ids)).where('type', '=', 'error').execute();
    expect(errors).toHaveLength(ORDER_STATUSES.length);
    for (const e of errors) expect([e.order_id, e.detail]).toEqual([e.order_id, erased.includes(e.order_id) ? null : 'reading: no such city: Qwxzv Nowhere']);
    expect(erased.sort()).toEqual([ids.delivered, ids.refunded, ids.cancelled, ids.expired].sort());
    for (const status of ORDER_STATUSES) {
      const row = await store.db.selectFrom('orders').select(['status', 'name', 'phone', 'meta', 'owner_user_id']).where('id', '=', ids[status]).executeTakeFirstOrThrow();
      expect(row, status).toEqual(
        erased.includes(ids[status]) ? { status, name: '', phone: '', meta: '{}', owner_user_id: null } : { status, name: 'Ada Lovelace', phone: '+442079460958', meta: expect.stringContaining('London'), owner_user_id: user.id },
      );
    }
  });
});

describe('the lifecycle is the only writer of orders', () => {
  it('no module of src/ but the orders query module updates the orders table or writes order events, and only the lifecycle calls its writes', () => {
    const writers: string[] = [];
    const callers: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        // Migrations shape stored data once, at start (009 fills a new column); they run no order's life.
        if (path === join('src', 'store', 'migrations')) continue;
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.[mc]?ts$/.test(name)) {
          const text = readFileSync(path, 'utf8');
          if (/(updateTable|insertInto)\(\s*['"](orders|order_events)['"]/.test(text)) writers.push(path);
          if (/\borders\.(moveStatus|moveDue|bindOwner|bindPaidByContact|attachChat|reassign|eraseEnded|eraseOwned|recordError)\(/.test(text)) callers.push(path);
        }
      }
    };
    walk('src');
    expect(writers).toEqual([join('src', 'store', 'queries', 'orders.ts')]);
    expect(callers).toEqual([join('src', 'services', 'orders', 'lifecycle.ts')]);
  });
});
