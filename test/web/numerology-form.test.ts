// The order form's name in use: shown for numerology, sent only with a numerology order, its refusal
// shown under it; and the numerology choice on the form speaks of no chart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FORM } from './helpers.js';

const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const form = {
  idempotencyKey: 'numerology-form-1', product: 'numerology', name: 'Jane Smith', currentName: 'Jane Brown',
  phone: '+44 20 7946 0958', contact: 'jane_smith', birthDate: '1990-05-01',
};

describe.each(testDatabases)('the order form for numerology on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => t?.close());

  const post = (fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/order', headers: { 'content-type': FORM, accept: HTML_ACCEPT }, payload: new URLSearchParams(fields).toString() });
  const metaOf = async (location: string) => {
    const db = t.app.services.store.db;
    const { order_id: id } = await db.selectFrom('payments').select('order_id').where('pay_url', '=', location).executeTakeFirstOrThrow();
    return JSON.parse((await db.selectFrom('orders').select('meta').where('id', '=', id).executeTakeFirstOrThrow()).meta);
  };

  it('shows the name-in-use field for numerology only, and the numerology choice speaks of no chart', async () => {
    const page = await t.app.inject({ url: '/order?product=numerology', headers: { accept: HTML_ACCEPT } });
    expect(page.body).toMatch(/<div class="field" id="field-currentName" data-numerology-field>/);
    const natal = await t.app.inject({ url: '/order?product=natal', headers: { accept: HTML_ACCEPT } });
    expect(natal.body).toMatch(/<div class="field" id="field-currentName" data-numerology-field hidden>/);
    const numerologyText = /id="product-numerology-text">([^<]*)</.exec(page.body)![1];
    expect(numerologyText).toContain('pinnacles');
    expect(numerologyText).not.toMatch(/chart|zodiac|planet|sign|house|wheel/i);
    expect(/id="addon-pdf-text">([^<]*)</.exec(page.body)![1]).not.toMatch(/chart|wheel/i);
  });

  it('sends the name in use with a numerology order, and not with a natal one', async () => {
    const res = await post(form);
    expect(res.statusCode, res.body).toBe(303);
    expect(await metaOf(String(res.headers.location))).toEqual({ day: '1', month: '5', year: '1990', currentName: 'Jane Brown', language: 'en' });
    const natal = await post({ ...form, idempotencyKey: 'numerology-form-2', product: 'natal', birthTime: '10:00', city: 'London', placeId: '2643743' });
    expect(natal.statusCode, natal.body).toBe(303);
    expect(await metaOf(String(natal.headers.location))).not.toHaveProperty('currentName');
  });

  it('shows no birthplace on the page of a numerology order that names a city', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/orders/create', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ product: 'numerology', addons: [], sum: 30, name: 'Jane Smith', phone: '+44 20 7946 0958', contact: '@jane_smith', meta: { day: '1', month: '5', year: '1990', city: 'London' } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await t.app.inject({ url: `/orders/${res.json().orderId}`, headers: { accept: HTML_ACCEPT } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('id="order-birthplace"');
    expect(page.body).not.toContain('London');
  });

  it('shows a refused name in use under its field', async () => {
    const res = await post({ ...form, idempotencyKey: 'numerology-form-3', currentName: 'jane smith' });
    expect(res.statusCode).toBe(400);
    const field = /<div class="field" id="field-currentName"[\s\S]*?<\/div>/.exec(res.body)![0];
    expect(field).toContain('is the same as name');
  });
});
