// The order lifecycle: every move its table allows happens (once), every other move is refused
// before anything is written, on both databases. And the lifecycle is the only writer of an order's
// status and owner: no other module of src/ updates the orders table.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canMove, IllegalTransitionError, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '../../src/services/orders/lifecycle.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';

describe.each(testDatabases)('order lifecycle on $name', (database) => {
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

  it('makes every move of the table, once, and refuses every other before writing', async () => {
    const lifecycle = t.app.services.lifecycle;
    const db = t.app.services.store.db;
    let allowed = 0;
    let refused = 0;
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const id = await orderIn(from);
        if (ORDER_TRANSITIONS[from].includes(to)) {
          expect(await lifecycle.move(db, id, from, to), `${from} → ${to}`).toBe(true);
          expect(await statusOf(id)).toBe(to);
          // A second, racing move from the same status finds it gone.
          if (!canMove(to, to)) expect(await lifecycle.move(db, id, from, to)).toBe(false);
          allowed++;
        } else {
          await expect(lifecycle.move(db, id, from, to), `${from} → ${to}`).rejects.toBeInstanceOf(IllegalTransitionError);
          expect(await statusOf(id)).toBe(from);
          refused++;
        }
      }
    }
    expect(allowed).toBe(Object.values(ORDER_TRANSITIONS).reduce((n, targets) => n + targets.length, 0));
    expect(allowed + refused).toBe(ORDER_STATUSES.length ** 2);
  });

  it('does not move an order that is not in the stated status', async () => {
    const id = await orderIn('ready');
    expect(await t.app.services.lifecycle.move(t.app.services.store.db, id, 'paid', 'failed')).toBe(false);
    expect(await statusOf(id)).toBe('ready');
  });

  it('binds an owner and a chat once', async () => {
    const id = await orderIn('paid');
    const { lifecycle, store } = t.app.services;
    const user = await t.app.services.identity.upsertTelegramUser({ id: 424242, username: 'lifecycle_owner' });
    const other = await t.app.services.identity.upsertTelegramUser({ id: 434343, username: 'lifecycle_other' });
    expect(await lifecycle.bindOwner(store.db, id, user.id)).toBe(true);
    expect(await lifecycle.bindOwner(store.db, id, other.id)).toBe(false);
    expect(await lifecycle.attachChat(store.db, id, 424242)).toBe(true);
    expect(await lifecycle.attachChat(store.db, id, 434343)).toBe(false);
    const row = await store.db.selectFrom('orders').select(['owner_user_id', 'owner_chat_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ owner_user_id: user.id, owner_chat_id: 424242 });
  });

  it('erases the personal data of an owner’s settled orders only: one still owed something keeps it', async () => {
    const { lifecycle, store } = t.app.services;
    const user = await t.app.services.identity.upsertTelegramUser({ id: 454545, username: 'lifecycle_eraser' });
    const ids = {} as Record<OrderStatus, string>;
    for (const status of ORDER_STATUSES) {
      ids[status] = await orderIn(status);
      expect(await lifecycle.bindOwner(store.db, ids[status], user.id)).toBe(true);
      await lifecycle.recordError(store.db, ids[status], 'reading', 'no such city: Qwxzv Nowhere');
    }
    const erased = await lifecycle.eraseOwnedSettled(store.db, user.id);
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
  it('no module of src/ but the lifecycle updates the orders table or writes order events', () => {
    const writers: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        // Migrations shape stored data once, at start (009 fills a new column); they run no order's life.
        if (path === join('src', 'store', 'migrations')) continue;
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.[mc]?ts$/.test(name) && /(updateTable|insertInto)\(\s*['"](orders|order_events)['"]/.test(readFileSync(path, 'utf8'))) writers.push(path);
      }
    };
    walk('src');
    expect(writers).toEqual([join('src', 'services', 'orders', 'lifecycle.ts')]);
  });
});
