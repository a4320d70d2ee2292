import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { scopedIdempotencyKey } from '../../src/services/orders/order-service.js';

describe.each(testDatabases)('orders on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { checkOrderHistories: true });
  });
  afterAll(async () => t?.close());

  const create = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/orders/create', headers: { 'content-type': 'application/json', ...headers }, payload: typeof body === 'string' ? body : JSON.stringify(body) });

  it('creates an order with its payment in one go and answers with payUrl and botUrl', async () => {
    const res = await create(orderBody({ addons: ['pdf', 'numerology'], sum: 64 }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ ok: true, orderId: expect.stringMatching(/^ord_/), payUrl: expect.stringMatching(/^http:\/\/localhost:3000\/pay\/demo\/pay_/), botUrl: expect.stringMatching(/^http:\/\/localhost:3000\/demo\/chat\?start=[A-Za-z0-9_-]{53}$/) });
    // The start token names its order (then 22 characters of MAC): Telegram allows 64.
    expect(new URL(body.botUrl).searchParams.get('start')!.startsWith(body.orderId.slice('ord_'.length))).toBe(true);
    const db = t.app.services.store.db;
    const order = await db.selectFrom('orders').selectAll().where('id', '=', body.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'pending_payment', product: 'natal', sum: 6400, currency: 'USD', phone: '+442079460958', contact: '@ada_lovelace', contact_normalized: 'ada_lovelace' });
    expect(JSON.parse(order.addons)).toEqual(['pdf', 'numerology']);
    expect(JSON.parse(order.meta)).toEqual({ day: '10', month: '12', year: '1985', time: '14:30', city: 'London', placeId: '2643743', language: 'en' });
    const payments = await db.selectFrom('payments').selectAll().where('order_id', '=', body.orderId).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ provider: 'demo', status: 'pending', amount: 6400, pay_url: body.payUrl });
  });

  it('reports the status of an order without personal data', async () => {
    const { orderId } = (await create(orderBody())).json();
    const res = await t.app.inject(`/api/orders/${orderId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'currency', 'expiresAt', 'ok', 'orderId', 'paidAt', 'status', 'sum', 'updatedAt']);
    expect(body).toMatchObject({ ok: true, orderId, status: 'pending_payment', sum: 49, currency: 'USD', paidAt: null });
    expect(res.body).not.toContain('Ada');
    expect(res.body).not.toContain('7946');
  });

  it('answers 404 problem+json for an unknown order', async () => {
    const res = await t.app.inject('/api/orders/ord_nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ ok: false, code: 'not_found', status: 404 });
  });

  it('accepts a numerology order without time or city and an order without a birth time', async () => {
    const numerology = await create(orderBody({ product: 'numerology', sum: 30, meta: { day: '1', month: '1', year: '1990' } }));
    expect(numerology.statusCode).toBe(200);
    const noTime = await create(orderBody({ meta: { day: '1', month: '1', year: '1990', city: 'Paris' } }));
    expect(noTime.statusCode).toBe(200);
  });

  describe('validation', () => {
    const problem = async (body: unknown, status: number, code: string) => {
      const res = await create(body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      const json = res.json();
      expect(json).toMatchObject({ ok: false, code, status });
      expect(typeof json.detail).toBe('string');
      return json;
    };
    const fieldsOf = (json: { fields?: { field: string }[] }) => (json.fields ?? []).map((f) => f.field);

    it('refuses an unknown product, naming the products sold', async () => {
      const json = await problem(orderBody({ product: 'tarot' }), 422, 'unknown_product');
      expect(fieldsOf(json)).toEqual(['product']);
      expect(json.detail).toContain('natal');
    });

    it('refuses unknown, repeated and not-allowed add-ons', async () => {
      expect(fieldsOf(await problem(orderBody({ addons: ['gold'], sum: 49 }), 422, 'unknown_addon'))).toEqual(['addons[0]']);
      expect(fieldsOf(await problem(orderBody({ addons: ['pdf', 'pdf'], sum: 59 }), 400, 'validation_failed'))).toEqual(['addons']);
      expect(fieldsOf(await problem(orderBody({ product: 'numerology', addons: ['month_ahead'], sum: 45, meta: { day: '1', month: '1', year: '1990' } }), 422, 'addon_not_allowed'))).toEqual(['addons[0]']);
    });

    it('refuses a sum that differs from the catalog total, naming the expected total', async () => {
      const json = await problem(orderBody({ addons: ['pdf'], sum: 49 }), 422, 'sum_mismatch');
      expect(json.expectedSum).toBe(54);
      expect(json.detail).toContain('54');
      await problem(orderBody({ sum: 49.001 }), 422, 'sum_mismatch');
      await problem(orderBody({ product: 'numerology', sum: 29, meta: { day: '1', month: '1', year: '1990' } }), 400, 'validation_failed');
      await problem(orderBody({ sum: '49' }), 400, 'validation_failed');
    });

    it('prices an order in the currency it names, and refuses one the shop does not sell in', async () => {
      const euro = await create(orderBody({ currency: 'EUR', sum: 45 }));
      expect(euro.statusCode, euro.body).toBe(200);
      expect((await problem(orderBody({ currency: 'EUR', sum: 49 }), 422, 'sum_mismatch')).expectedSum).toBe(45);
      expect((await create(orderBody({ currency: 'RUB', addons: ['pdf'], sum: 4980 }))).statusCode).toBe(200);
      // Stars have no minor unit: a fraction of a Star is never a price.
      expect((await problem(orderBody({ currency: 'XTR', sum: 2500.5 }), 422, 'sum_mismatch')).expectedSum).toBe(2500);
      const yen = await problem(orderBody({ currency: 'JPY', sum: 49 }), 422, 'unsupported_currency');
      expect(fieldsOf(yen)).toEqual(['currency']);
      expect(yen.detail).toContain('USD, EUR, RUB, XTR');
      for (const currency of ['usd', 'US', 'EURO', 7, '']) {
        expect(fieldsOf(await problem(orderBody({ currency }), 400, 'validation_failed'))).toEqual(['currency']);
      }
    });

    it('checks the name', async () => {
      expect(fieldsOf(await problem(orderBody({ name: '' }), 400, 'validation_failed'))).toEqual(['name']);
      expect(fieldsOf(await problem(orderBody({ name: '   ' }), 400, 'validation_failed'))).toEqual(['name']);
      expect(fieldsOf(await problem(orderBody({ name: 'a'.repeat(101) }), 400, 'validation_failed'))).toEqual(['name']);
      expect(fieldsOf(await problem(orderBody({ name: 'Ada\nLovelace' }), 400, 'validation_failed'))).toEqual(['name']);
      expect(fieldsOf(await problem(orderBody({ name: 'Ada\u0000' }), 400, 'validation_failed'))).toEqual(['name']);
      expect((await create(orderBody({ name: 'a'.repeat(100) }))).statusCode).toBe(200);
    });

    it('checks the phone and stores it in E.164', async () => {
      expect(fieldsOf(await problem(orderBody({ phone: '12345' }), 400, 'validation_failed'))).toEqual(['phone']);
      expect(fieldsOf(await problem(orderBody({ phone: '+1 555 0000 000000' }), 400, 'validation_failed'))).toEqual(['phone']);
      expect(fieldsOf(await problem(orderBody({ phone: 'call me' }), 400, 'validation_failed'))).toEqual(['phone']);
      const res = await create(orderBody({ phone: '+7 (916) 123-45-67' }));
      expect(res.statusCode).toBe(200);
      const row = await t.app.services.store.db.selectFrom('orders').select('phone').where('id', '=', res.json().orderId).executeTakeFirstOrThrow();
      expect(row.phone).toBe('+79161234567');
    });

    it('records the order’s language: the field, meta.language, else Accept-Language, else English; a national number is read in it', async () => {
      const languageOf = async (orderId: string) =>
        JSON.parse((await t.app.services.store.db.selectFrom('orders').select('meta').where('id', '=', orderId).executeTakeFirstOrThrow()).meta).language;
      const cases: [unknown, Record<string, string>, string][] = [
        [orderBody({ language: 'ru' }), {}, 'ru'],
        [orderBody({ meta: { ...(orderBody().meta as object), language: 'ru' } }), {}, 'ru'],
        [orderBody(), { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' }, 'ru'],
        [orderBody({ language: 'en' }), { 'accept-language': 'ru' }, 'en'],
        [orderBody(), { 'accept-language': 'de-DE' }, 'en'],
      ];
      for (const [body, headers, expected] of cases) {
        const res = await create(body, headers);
        expect(res.statusCode, res.body).toBe(200);
        expect(await languageOf(res.json().orderId)).toBe(expected);
      }
      expect(fieldsOf(await problem(orderBody({ language: 'ru', meta: { ...(orderBody().meta as object), language: 'en' } }), 400, 'validation_failed'))).toEqual(['meta.language']);
      expect(fieldsOf(await problem(orderBody({ language: 'fr' }), 400, 'validation_failed'))).toEqual(['language']);

      // "8 912 345-67-89" is how a Russian writes a mobile number at home: a Russian order reads it so.
      const russian = await create(orderBody({ language: 'ru', phone: '8 912 345-67-89' }));
      expect(russian.statusCode, russian.body).toBe(200);
      const row = await t.app.services.store.db.selectFrom('orders').select('phone').where('id', '=', russian.json().orderId).executeTakeFirstOrThrow();
      expect(row.phone).toBe('+79123456789');
      const english = await problem(orderBody({ language: 'en', phone: '8 912 345-67-89' }), 400, 'validation_failed');
      expect(fieldsOf(english)).toEqual(['phone']);
    });

    it('checks the Telegram contact', async () => {
      for (const contact of ['ada_lovelace', '@ada', '@ada-lovelace', '@' + 'a'.repeat(33), '@ада_лавлейс']) {
        expect(fieldsOf(await problem(orderBody({ contact }), 400, 'validation_failed'))).toEqual(['contact']);
      }
    });

    it('checks the birth data', async () => {
      const meta = (m: Record<string, unknown>) => orderBody({ meta: { day: '10', month: '12', year: '1985', time: '14:30', city: 'London', ...m } });
      expect(fieldsOf(await problem(meta({ day: '31', month: '2' }), 400, 'validation_failed'))).toEqual(['meta.day']);
      expect(fieldsOf(await problem(meta({ day: '29', month: '2', year: '1900' }), 400, 'validation_failed'))).toEqual(['meta.day']);
      expect((await create(meta({ day: '29', month: '2', year: '2000' }))).statusCode).toBe(200);
      expect(fieldsOf(await problem(meta({ year: '1899', month: '12', day: '31' }), 400, 'validation_failed'))).toEqual(['meta.day']);
      expect(fieldsOf(await problem(meta({ year: '2999' }), 400, 'validation_failed'))).toEqual(['meta.day']);
      expect(fieldsOf(await problem(meta({ month: '13' }), 400, 'validation_failed'))).toEqual(['meta.month']);
      expect(fieldsOf(await problem(meta({ day: 10 }), 400, 'validation_failed'))).toEqual(['meta.day']);
      expect(fieldsOf(await problem(meta({ time: '24:00' }), 400, 'validation_failed'))).toEqual(['meta.time']);
      expect(fieldsOf(await problem(meta({ time: '9:30' }), 400, 'validation_failed'))).toEqual(['meta.time']);
      expect(fieldsOf(await problem(meta({ city: '' }), 400, 'validation_failed'))).toEqual(['meta.city']);
      expect(fieldsOf(await problem(meta({ city: 'x'.repeat(101) }), 400, 'validation_failed'))).toEqual(['meta.city']);
      expect(fieldsOf(await problem(meta({ zodiac: 'leo' }), 400, 'validation_failed'))).toEqual(['meta.zodiac']);
      expect(fieldsOf(await problem(orderBody({ meta: { day: '1', month: '1', year: '1990' } }), 400, 'validation_failed'))).toEqual(['meta.city']);
      expect(fieldsOf(await problem(orderBody({ meta: undefined }), 400, 'validation_failed')).sort()).toEqual(['meta.city', 'meta.day', 'meta.month', 'meta.year']);
    });

    it('accepts a birth that is today where it happened (Tabwakea on Kiritimati, UTC+14), and nothing later', async () => {
      const saved = t.clock.now();
      t.clock.set(Date.parse('2026-11-22T12:00:00Z')); // already 23 November, 02:00, in Kiribati's Line Islands (UTC+14)
      try {
        const born = (day: string, city: string) => orderBody({ meta: { day, month: '11', year: '2026', time: '01:00', city } });
        expect((await create(born('22', 'London'))).statusCode).toBe(200);
        const kiribati = await create(born('23', 'Tabwakea Village'));
        expect(kiribati.statusCode, kiribati.body).toBe(200);
        // Still 22 November in London: the 23rd there has not come yet.
        expect(fieldsOf(await problem(born('23', 'London'), 400, 'validation_failed'))).toEqual(['meta.day']);
        expect(fieldsOf(await problem(born('24', 'Tabwakea Village'), 400, 'validation_failed'))).toEqual(['meta.day']);
        expect((await create(orderBody({ meta: { day: '1', month: '1', year: '1900', time: '00:00', city: 'London' } }))).statusCode).toBe(200);
      } finally {
        t.clock.set(saved);
      }
    });

    it('refuses unknown fields by name and reports every missing field', async () => {
      expect(fieldsOf(await problem(orderBody({ discount: 100 }), 400, 'validation_failed'))).toEqual(['discount']);
      expect(fieldsOf(await problem({}, 400, 'validation_failed')).sort()).toEqual(['contact', 'name', 'phone', 'product', 'sum']);
    });

    it('refuses bodies of the wrong shape, malformed JSON, wrong media types and oversized bodies', async () => {
      await problem([orderBody()], 400, 'validation_failed');
      await problem('null', 400, 'validation_failed');
      await problem('{"product": "natal",', 400, 'malformed_json');
      const empty = await t.app.inject({ method: 'POST', url: '/api/orders/create', headers: { 'content-type': 'application/json' }, payload: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toBe('malformed_json');
      const text = await t.app.inject({ method: 'POST', url: '/api/orders/create', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(orderBody()) });
      expect(text.statusCode).toBe(415);
      expect(text.json().code).toBe('unsupported_media_type');
      const form = await t.app.inject({ method: 'POST', url: '/api/orders/create', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'product=natal' });
      expect(form.statusCode).toBe(415);
      const huge = await create(orderBody({ name: 'x'.repeat(17 * 1024) }));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().code).toBe('payload_too_large');
      const long = await create(orderBody({ name: 'x'.repeat(10_000) }));
      expect(long.statusCode).toBe(400);
      expect(long.json().fields).toEqual([{ field: 'name', message: expect.any(String) }]);
    });

    it('stores unicode, SQL and HTML injection strings verbatim and executes none', async () => {
      const name = `Robert'); DROP TABLE orders;-- <script>alert(1)</script> Zoë 山田 🌙`;
      const res = await create(orderBody({ name, meta: { day: '1', month: '1', year: '1990', time: '00:00', city: 'München' } }));
      expect(res.statusCode, res.body).toBe(200);
      const db = t.app.services.store.db;
      const row = await db.selectFrom('orders').select(['name', 'meta']).where('id', '=', res.json().orderId).executeTakeFirstOrThrow();
      expect(row.name).toBe(name);
      expect(JSON.parse(row.meta).city).toBe('München');
      // A city that is an injection string is simply not a city: refused by name, nothing executed.
      const city = `München'; DELETE FROM payments; --`;
      const refused = await create(orderBody({ meta: { day: '1', month: '1', year: '1990', time: '00:00', city } }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toContain(city);
      expect(Number((await db.selectFrom('payments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);
    });
  });

  describe('idempotency', () => {
    it('returns the first answer for the same key and body, and 409 for another body', async () => {
      const key = `key-${database.name}-1`;
      const first = await create(orderBody(), { 'idempotency-key': key });
      expect(first.statusCode).toBe(200);
      const again = await create({ ...orderBody() }, { 'idempotency-key': key });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const reordered = Object.fromEntries(Object.entries(orderBody()).reverse());
      expect((await create(reordered, { 'idempotency-key': key })).json()).toEqual(first.json());
      const other = await create(orderBody({ name: 'Someone Else' }), { 'idempotency-key': key });
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('idempotency_conflict');
      // Stored as a hash scoped to the client (inject's default address), not as the key itself.
      const stored = scopedIdempotencyKey('ip:127.0.0.1', key);
      const count = await t.app.services.store.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('idempotency_key', '=', stored).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it('scopes keys to the client: another client’s equal key is its own order, never a 409 or the first buyer’s order', async () => {
      const key = `shared-key-${database.name}`;
      const from = (remoteAddress: string, body: unknown, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'POST', url: '/api/orders/create', remoteAddress, headers: { 'idempotency-key': key, ...headers }, payload: body as object });
      const first = await from('198.51.100.80', orderBody({ name: 'First Buyer' }));
      const sameBody = await from('198.51.100.81', orderBody({ name: 'First Buyer' }));
      const otherBody = await from('198.51.100.82', orderBody({ name: 'Second Buyer' }));
      expect([first.statusCode, sameBody.statusCode, otherBody.statusCode]).toEqual([200, 200, 200]);
      expect(new Set([first.json().orderId, sameBody.json().orderId, otherBody.json().orderId]).size).toBe(3);
      // The first client's replay still answers its own order.
      expect((await from('198.51.100.80', orderBody({ name: 'First Buyer' }))).json().orderId).toBe(first.json().orderId);
      // An agent's key belongs to its registration, whatever address it calls from.
      const reg = (await t.app.inject({ method: 'POST', url: '/api/agent/auth', payload: { type: 'anonymous' } })).json();
      const auth = { authorization: `Bearer ${reg.api_key}` };
      const agentOrder = await from('198.51.100.80', orderBody({ name: 'First Buyer' }), auth);
      expect(agentOrder.json().orderId).not.toBe(first.json().orderId);
      expect((await from('203.0.113.99', orderBody({ name: 'First Buyer' }), auth)).json().orderId).toBe(agentOrder.json().orderId);
    });

    it('creates one order when the same key arrives concurrently', async () => {
      const key = `key-${database.name}-race`;
      const results = await Promise.all(Array.from({ length: 8 }, () => create(orderBody(), { 'idempotency-key': key })));
      expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(results.map((r) => r.json().orderId)).size).toBe(1);
    });

    it('refuses an unusable key', async () => {
      const res = await create(orderBody(), { 'idempotency-key': 'has space' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([{ field: 'Idempotency-Key', message: expect.any(String) }]);
    });
  });

  it('creates distinct orders under concurrency without losing any', async () => {
    const before = Number((await t.app.services.store.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => create(orderBody({ name: `Buyer ${i}` }))));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json().orderId)).size).toBe(25);
    const after = Number((await t.app.services.store.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(after - before).toBe(25);
  });

  it('expires unpaid orders after the configured time', async () => {
    const { orderId } = (await create(orderBody())).json();
    t.clock.advance(24 * 3_600_000 + 1);
    expect((await t.app.inject(`/api/orders/${orderId}`)).json().status).toBe('expired');
    expect(await t.app.services.orders.expireDue()).toBeGreaterThan(0);
    const row = await t.app.services.store.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
  });
});
