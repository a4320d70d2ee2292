// The operator's admin API on orders: search, filters and pages, an order's timeline, the actions
// (resend, rebind, retry, cancel, refund) and the audit log of each. On SQLite and PostgreSQL,
// through the real routes, the demo payment provider and the real job worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReference } from '../../src/services/orders/reference.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';

const ADMIN = { authorization: 'Bearer admin-test-token-of-at-least-32-chars' };
const HOUR = 3_600_000;

describe.each(testDatabases)('admin API on orders on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    // One attempt per job, so that a failure is final at once.
    t = await createTestApp(database, { checkOrderHistories: true, env: { JOB_MAX_ATTEMPTS: '1' } });
  });
  afterAll(async () => t?.close());

  const db = () => t.app.services.store.db;
  const get = (url: string, headers: Record<string, string> = ADMIN) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload?: object, headers: Record<string, string> = ADMIN) => t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  async function create(overrides: Record<string, unknown> = {}): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody(overrides) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().orderId;
  }
  async function pay(orderId: string) {
    const payUrl = (await db().selectFrom('payments').select('pay_url').where('order_id', '=', orderId).executeTakeFirstOrThrow()).pay_url;
    expect((await t.app.inject({ method: 'POST', url: `${new URL(payUrl).pathname}/pay` })).statusCode).toBe(303);
  }
  const list = async (query: string) => {
    const res = await get(`/api/admin/orders?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { orders: { orderId: string; status: string; name: string }[]; nextCursor: string | null };
  };
  const ids = async (query: string) => (await list(query)).orders.map((o) => o.orderId);
  const audit = async (query = '') => (await get(`/api/admin/audit?${query}`)).json().entries as { id: number; action: string; actor: string; orderId: string | null; before: any; after: any }[];

  it('answers 401 without the operator token, and with a wrong one', async () => {
    const orderId = await create();
    const routes = [
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${orderId}`],
      ['POST', `/api/admin/orders/${orderId}/resend`],
      ['POST', `/api/admin/orders/${orderId}/rebind`],
      ['POST', `/api/admin/orders/${orderId}/retry`],
      ['POST', `/api/admin/orders/${orderId}/cancel`],
      ['GET', '/api/admin/audit'],
    ] as const;
    for (const [method, url] of routes) {
      for (const headers of [{}, { authorization: 'Bearer wrong-token' }]) {
        const res = await t.app.inject({ method, url, headers });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.json().code).toBe('unauthorized');
      }
    }
    expect((await db().selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('pending_payment');
  });

  it('finds orders by id, contact, phone in any format and name in any script and case', async () => {
    const anna = await create({ name: 'Анна Лебедева', phone: '+7 912 345-67-89', contact: '@anna_lebedeva', meta: { day: '1', month: '2', year: '1990', city: 'Moscow' } });
    const taro = await create({ name: '山田 太郎', phone: '+81 3-1234-5678', contact: '@yamada_taro' });
    const ada = await create({ name: 'Ada Lovelace', phone: '+44 20 7946 0958', contact: '@ada_search_1' });
    const find = (q: string) => ids(`q=${encodeURIComponent(q)}&limit=100`);

    expect(await find(anna)).toEqual([anna]);
    expect(await find(anna.slice(0, anna.length - 3))).toEqual([anna]);
    expect(await find('@anna_lebedeva')).toEqual([anna]);
    expect(await find('ANNA_LEB')).toEqual([anna]);
    expect(await find('лебедева')).toEqual([anna]);
    expect(await find('ЛЕБЕДЕВА')).toEqual([anna]);
    expect(await find('Анна Лебедева')).toEqual([anna]);
    expect(await find('太郎')).toEqual([taro]);
    expect(await find('+7 (912) 345-67-89')).toEqual([anna]);
    expect(await find('9123456789')).toEqual([anna]);
    expect(await find('03-1234-5678')).toEqual([taro]);
    expect(await find('+44 20 7946 0958')).toContain(ada);
    expect(await find('020 7946 0958')).toContain(ada);
    expect(await find('020 7946 0958')).not.toContain(anna);
    // LIKE's wildcards are plain characters in a search.
    expect(await find('%')).toEqual([]);
    expect(await find('ada_search_1')).toEqual([ada]);
    expect(await find('ada%search')).toEqual([]);
    expect(await find('nobody at all')).toEqual([]);
  });

  it('finds an order by the short reference its buyer quotes, in any case, with or without the hyphen', async () => {
    const orderId = await create({ contact: '@ref_quoted_1' });
    const reference = orderReference(orderId);
    expect(reference).toMatch(/^[A-Z0-9_-]{4}-[A-Z0-9_-]{4}$/);
    const bare = reference.slice(0, 4) + reference.slice(5);
    for (const q of [reference, reference.toLowerCase(), bare, `${reference.slice(0, 4)} ${reference.slice(5)}`, ` ${bare.toLowerCase()} `]) {
      expect(await ids(`q=${encodeURIComponent(q)}&limit=100`), q).toEqual([orderId]);
    }
  });

  it('filters by status, product and creation date, and refuses a date that does not exist', async () => {
    const start = t.clock.now();
    t.clock.advance(48 * HOUR);
    const paid = await create({ product: 'forecast', sum: 39, contact: '@filter_paid' });
    await pay(paid);
    const pending = await create({ contact: '@filter_pending' });
    const cancelled = await create({ contact: '@filter_cancelled' });
    expect((await post(`/api/admin/orders/${cancelled}/cancel`)).statusCode).toBe(200);
    const day = new Date(t.clock.now()).toISOString().slice(0, 10);

    const today = await ids(`from=${day}&limit=100`);
    expect(today.sort()).toEqual([paid, pending, cancelled].sort());
    expect(await ids(`from=${day}&status=paid`)).toEqual([paid]);
    expect(await ids(`from=${day}&status=cancelled`)).toEqual([cancelled]);
    expect(await ids(`from=${day}&status=pending_payment`)).toEqual([pending]);
    expect(await ids(`from=${day}&product=forecast`)).toEqual([paid]);
    const yesterday = new Date(t.clock.now() - 24 * HOUR).toISOString().slice(0, 10);
    const before = await ids(`to=${yesterday}&limit=100`);
    expect(before).not.toContain(paid);
    expect(before.length).toBeGreaterThan(0);
    // Nothing was placed after the earlier tests' orders and before today's.
    expect(await ids(`from=${new Date(start + 1).toISOString()}&to=${yesterday}&limit=100`)).toEqual([]);
    // A pending order past its time is listed as expired, before the sweep writes it.
    t.clock.advance(25 * HOUR);
    expect(await ids(`from=${day}&status=expired`)).toEqual([pending]);
    expect(await ids(`from=${day}&status=pending_payment`)).toEqual([]);

    const bad = await get('/api/admin/orders?from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', fields: [{ field: 'from' }] });
    expect((await get('/api/admin/orders?status=lost')).json().code).toBe('validation_failed');
    expect((await get('/api/admin/orders?limit=101')).json().code).toBe('validation_failed');
  });

  it('pages through every order once, newest first, while new orders arrive', async () => {
    t.clock.advance(24 * HOUR);
    const from = new Date(t.clock.now()).toISOString();
    const made: string[] = [];
    // Several in one millisecond: the id breaks the tie.
    for (let i = 0; i < 4; i++) made.push(await create({ contact: `@page_order_${i}` }));
    t.clock.advance(1);
    for (let i = 4; i < 7; i++) made.push(await create({ contact: `@page_order_${i}` }));
    const all = await ids(`from=${encodeURIComponent(from)}&limit=100`);
    expect([...all].sort()).toEqual([...made].sort());
    // Newest first: the three made a millisecond later lead.
    expect(new Set(all.slice(0, 3))).toEqual(new Set(made.slice(4)));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`from=${encodeURIComponent(from)}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.orders.map((o) => o.orderId));
      cursor = page.nextCursor;
      pages++;
      // Orders placed between two pages belong before the first: they shift nothing.
      t.clock.advance(1);
      await create({ contact: `@page_late_${pages}` });
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(made.length);

    const badCursor = await get('/api/admin/orders?cursor=not-a-cursor');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toMatchObject({ code: 'invalid_cursor', fields: [{ field: 'cursor' }] });
  });

  it('shows the timeline of an order paid, delivered and refunded, with every action audited', async () => {
    const orderId = await create({ contact: '@timeline_buyer' });
    t.clock.advance(1000);
    await pay(orderId);
    t.clock.advance(1000);
    await t.app.services.worker.drain();
    expect((await get(`/api/admin/orders/${orderId}`)).json().order.status).toBe('ready');
    t.clock.advance(1000);
    // Nobody opened the bot: the operator gives the order to the buyer's Telegram account.
    const rebind = await post(`/api/admin/orders/${orderId}/rebind`, { telegramUserId: 7_100_200 });
    expect(rebind.statusCode, rebind.body).toBe(200);
    t.clock.advance(1000);
    await t.app.services.worker.drain();
    t.clock.advance(1000);
    const refund = await post(`/api/admin/orders/${orderId}/refund`, { reason: 'the buyer asked' });
    expect(refund.statusCode, refund.body).toBe(200);
    t.clock.advance(1000);
    await t.app.services.worker.drain();

    const res = await get(`/api/admin/orders/${orderId}`);
    expect(res.statusCode).toBe(200);
    const { order, timeline } = res.json();
    expect(order).toMatchObject({ orderId, status: 'refunded', ownerChatId: 7_100_200, contact: '@timeline_buyer', botUrl: expect.stringMatching(/^http/) });
    const statuses = timeline.filter((e: any) => e.event === 'status_changed').map((e: any) => `${e.from}→${e.to}`);
    expect(statuses).toEqual(['pending_payment→paid', 'paid→ready', 'ready→delivered', 'delivered→refunded']);
    const events = timeline.map((e: any) => e.event);
    for (const event of ['order_created', 'payment_created', 'payment_event', 'job_queued', 'job_done', 'reading_stored', 'delivery_part', 'owner_changed', 'operator_action', 'refund_requested', 'refund_settled']) {
      expect(events, event).toContain(event);
    }
    expect(timeline[0].event).toBe('order_created');
    const at = timeline.map((e: any) => Date.parse(e.at));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(timeline.find((e: any) => e.event === 'payment_event')).toMatchObject({ provider: 'demo', eventType: 'payment.succeeded' });
    // The delivery queued with the reading found no chat yet; the rebind queued the one that sent it.
    expect(timeline.filter((e: any) => e.event === 'job_done').map((e: any) => e.jobKind)).toEqual(['generate_reading', 'deliver_reading', 'deliver_reading', 'refund_payment']);
    expect(timeline.filter((e: any) => e.event === 'delivery_part').every((e: any) => e.status === 'sent' && e.chatId === 7_100_200)).toBe(true);
    expect(timeline.find((e: any) => e.event === 'refund_settled')).toMatchObject({ amount: 49, currency: 'USD', status: 'succeeded' });
    expect(timeline.filter((e: any) => e.event === 'operator_action').map((e: any) => e.action)).toEqual(['rebind', 'refund']);
    // The delivery came after the rebind, the refund after the delivery.
    const index = (event: string, to?: string) => timeline.findIndex((e: any) => e.event === event && (to === undefined || e.to === to));
    expect(index('owner_changed')).toBeLessThan(index('status_changed', 'delivered'));
    expect(index('status_changed', 'delivered')).toBeLessThan(index('refund_requested'));

    const entries = await audit(`orderId=${orderId}`);
    expect(entries.map((e) => e.action)).toEqual(['refund', 'rebind']);
    expect(entries[0]).toMatchObject({ actor: 'admin-token', before: { status: 'delivered', refunded: 0 }, after: { amount: 49, currency: 'USD', reason: 'the buyer asked', status: 'requested' } });
    expect(entries[1]).toMatchObject({ actor: 'admin-token', before: { contact: '@timeline_buyer', ownerUserId: null, chatId: null }, after: { contact: '@timeline_buyer', ownerUserId: expect.any(String), chatId: 7_100_200 } });
    expect(refund.json().auditId).toBe(entries[0].id);
  });

  it('sends a delivered reading again, every part, and refuses an order with nothing to send', async () => {
    const orderId = await create({ contact: '@resend_buyer' });
    await pay(orderId);
    await t.app.services.worker.drain();
    expect((await post(`/api/admin/orders/${orderId}/resend`)).json()).toMatchObject({ code: 'not_resendable', detail: expect.stringMatching(/opened the bot/) });
    expect((await post(`/api/admin/orders/${orderId}/rebind`, { telegramUserId: 7_100_300 })).statusCode).toBe(200);
    await t.app.services.worker.drain();
    const messages = () => db().selectFrom('demo_messages').select('id').where('chat_id', '=', 7_100_300).where('sender', '=', 'bot').execute();
    const first = (await messages()).length;
    expect(first).toBeGreaterThan(1);
    t.clock.advance(60_000);

    const res = await post(`/api/admin/orders/${orderId}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, order: { orderId, status: 'delivered' }, auditId: expect.any(Number) });
    await t.app.services.worker.drain();
    expect((await messages()).length).toBe(2 * first);
    const parts = await db().selectFrom('delivery_parts').innerJoin('readings', 'readings.id', 'delivery_parts.reading_id').select(['delivery_parts.status', 'delivery_parts.sent_at']).where('readings.order_id', '=', orderId).execute();
    expect(parts.every((p) => p.status === 'sent' && Number(p.sent_at) >= t.clock.now())).toBe(true);
    // The resend's job ran once: draining again sends nothing more.
    await t.app.services.worker.drain();
    expect((await messages()).length).toBe(2 * first);
    expect((await get(`/api/admin/orders/${orderId}`)).json().order.status).toBe('delivered');

    const [entry] = await audit(`orderId=${orderId}&action=resend`);
    expect(entry).toMatchObject({ actor: 'admin-token', before: { status: 'delivered', chatId: 7_100_300 }, after: { queued: 'deliver_reading', chatId: 7_100_300 } });

    const unpaid = await create({ contact: '@resend_unpaid' });
    expect((await post(`/api/admin/orders/${unpaid}/resend`)).json()).toMatchObject({ status: 409, code: 'not_resendable' });
    expect((await post('/api/admin/orders/ord_missing/resend')).statusCode).toBe(404);
  });

  it('runs a failed reading job again once the cause is fixed', async () => {
    const orderId = await create({ contact: '@retry_buyer' });
    await pay(orderId);
    const meta = (await db().selectFrom('orders').select('meta').where('id', '=', orderId).executeTakeFirstOrThrow()).meta;
    // The birth city (by name, its place id gone) cannot be found: the reading cannot be made, and with one attempt the job gives up.
    const { placeId: _placeId, ...unplaced } = JSON.parse(meta);
    await db().updateTable('orders').set({ meta: JSON.stringify({ ...unplaced, city: 'Qwxzv Nowhere' }) }).where('id', '=', orderId).execute();
    await t.app.services.worker.drain();
    let detail = (await get(`/api/admin/orders/${orderId}`)).json();
    expect(detail.order.status).toBe('failed');
    const gaveUp = detail.timeline.find((e: any) => e.event === 'job_gave_up');
    expect(gaveUp).toMatchObject({ jobKind: 'generate_reading', attempts: 1, status: 'failed', error: expect.stringMatching(/Qwxzv Nowhere/) });
    expect(detail.timeline.find((e: any) => e.event === 'error')).toMatchObject({ error: expect.stringMatching(/^reading: .*Qwxzv Nowhere/) });

    await db().updateTable('orders').set({ meta }).where('id', '=', orderId).execute();
    expect((await post(`/api/admin/orders/${orderId}/retry`, { jobId: gaveUp.jobId + 100_000 })).json()).toMatchObject({ status: 409, code: 'nothing_to_retry' });
    const res = await post(`/api/admin/orders/${orderId}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.status).toBe('paid');
    await t.app.services.worker.drain();
    detail = (await get(`/api/admin/orders/${orderId}`)).json();
    expect(detail.order.status).toBe('ready');
    expect(detail.timeline.filter((e: any) => e.event === 'status_changed').map((e: any) => e.to)).toEqual(['paid', 'failed', 'paid', 'ready']);
    // The failed job was retried: there is nothing left to retry.
    expect((await post(`/api/admin/orders/${orderId}/retry`)).json().code).toBe('nothing_to_retry');

    const [entry] = await audit(`orderId=${orderId}&action=retry`);
    expect(entry).toMatchObject({ before: { status: 'failed', job: { id: gaveUp.jobId, kind: 'generate_reading', attempts: 1, error: expect.stringMatching(/Qwxzv/) } }, after: { status: 'paid', queued: 'generate_reading' } });
  });

  it('cancels an unpaid order and refuses a paid one', async () => {
    const unpaid = await create({ contact: '@cancel_unpaid' });
    const res = await post(`/api/admin/orders/${unpaid}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ orderId: unpaid, status: 'cancelled' });
    expect((await post(`/api/admin/orders/${unpaid}/cancel`)).json()).toMatchObject({ status: 409, code: 'not_cancellable' });
    // Newest first: the refused second cancel is audited too (issue 25), after the cancel itself.
    const [second, entry] = await audit(`orderId=${unpaid}`);
    expect(second).toMatchObject({ action: 'refused', actor: 'admin-token', before: null, after: { action: 'cancel', code: 'not_cancellable' } });
    expect(entry).toMatchObject({ action: 'cancel', actor: 'admin-token', before: { status: 'pending_payment' }, after: { status: 'cancelled' } });

    const paid = await create({ contact: '@cancel_paid' });
    await pay(paid);
    const refused = await post(`/api/admin/orders/${paid}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'not_cancellable', detail: expect.stringMatching(/refund it instead/) });
    expect((await get(`/api/admin/orders/${paid}`)).json().order.status).toBe('paid');
    // Nothing changed; the refusal alone is on record.
    expect((await audit(`orderId=${paid}`)).map((e) => [e.action, e.after.action, e.after.code])).toEqual([['refused', 'cancel', 'not_cancellable']]);
  });

  it('rebinds to a username nobody has used yet, and needs exactly one of username and id', async () => {
    const orderId = await create({ contact: '@typo_buyer' });
    await pay(orderId);
    const res = await post(`/api/admin/orders/${orderId}/rebind`, { telegramUsername: '@Right_Buyer' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await db().selectFrom('orders').select(['contact', 'contact_normalized', 'owner_user_id', 'owner_chat_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ contact: '@Right_Buyer', contact_normalized: 'right_buyer', owner_user_id: null, owner_chat_id: null });
    const [entry] = await audit(`orderId=${orderId}`);
    expect(entry).toMatchObject({ action: 'rebind', before: { contact: '@typo_buyer' }, after: { contact: '@Right_Buyer', ownerUserId: null, chatId: null } });

    for (const body of [{}, { telegramUsername: 'right_buyer', telegramUserId: 5 }]) {
      const bad = await post(`/api/admin/orders/${orderId}/rebind`, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_failed', fields: [{ field: 'telegramUsername' }, { field: 'telegramUserId' }] });
    }
    expect((await post(`/api/admin/orders/${orderId}/rebind`, { telegramUsername: 'no' })).json().code).toBe('validation_failed');
  });

  it('audits price changes with the catalog before and after, and pages the audit log', async () => {
    const before = (await get('/api/admin/prices')).json().catalog;
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/prices', headers: ADMIN, payload: { products: { natal: { prices: { USD: 55 } } } } });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await audit('action=prices');
    expect(entry.orderId).toBeNull();
    expect(entry.before.products.find((p: any) => p.id === 'natal').prices.USD).toBe(before.products.find((p: any) => p.id === 'natal').prices.USD);
    expect(entry.after.products.find((p: any) => p.id === 'natal').prices.USD).toBe(55);
    await t.app.inject({ method: 'PUT', url: '/api/admin/prices', headers: ADMIN, payload: { products: { natal: { prices: { USD: 49 } } } } });

    const all = await audit('limit=100');
    expect(all.length).toBeGreaterThan(4);
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const page: any = (await get(`/api/admin/audit?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json();
      paged.push(...page.entries.map((e: any) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.map((e) => e.id));
    // The actions of this suite, the refused ones (409) and the wrong tokens of its first test.
    expect(new Set(all.map((e) => e.action))).toEqual(new Set(['refund', 'resend', 'rebind', 'retry', 'cancel', 'prices', 'refused', 'auth_failed']));
    expect((await get('/api/admin/audit?cursor=xyz')).json().code).toBe('invalid_cursor');
  });
});
