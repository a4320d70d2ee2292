// What the privacy page promises about unpaid orders, done by the worker's own periodic tasks on the
// injected clock: an unpaid order expires after ORDER_TTL_HOURS, and its personal data is erased 30
// days after that; a paid order keeps its data (its reading is owed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_ORDER_RETENTION_MS } from '../../src/services/orders/order-service.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { paidOrder } from '../web/helpers.js';

const HOUR = 3_600_000;

describe.each(testDatabases)('retention of unpaid orders on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => t?.close());

  const row = (id: string) => t.app.services.store.db.selectFrom('orders').select(['status', 'name', 'phone', 'contact', 'meta']).where('id', '=', id).executeTakeFirstOrThrow();

  it('expires an unpaid order and erases its personal data 30 days later, by the worker’s periodic tasks', async () => {
    const worker = t.app.services.worker;
    await worker.runDuePeriodic(); // the first round runs every task once
    const unpaid = (await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ contact: '@forget_me_later' }) })).json().orderId as string;
    const paid = (await paidOrder(t, { contact: '@keep_my_order' })).orderId;

    t.clock.advance(24 * HOUR + 60_000);
    expect(await worker.runDuePeriodic()).toBeGreaterThan(0);
    expect(await row(unpaid)).toMatchObject({ status: 'expired', name: 'Ada Lovelace' });

    t.clock.advance(ABANDONED_ORDER_RETENTION_MS - 2 * HOUR);
    await worker.runDuePeriodic();
    expect((await row(unpaid)).phone).not.toBe('');

    t.clock.advance(3 * HOUR);
    await worker.runDuePeriodic();
    expect(await row(unpaid)).toEqual({ status: 'expired', name: '', phone: '', contact: '', meta: '{}' });
    expect(await row(paid)).toMatchObject({ status: 'paid', name: 'Ada Lovelace', contact: '@keep_my_order' });
    expect(ABANDONED_ORDER_RETENTION_MS).toBe(30 * 24 * HOUR);
  });
});
