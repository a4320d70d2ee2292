// The order form for the compatibility reading without JavaScript: the partner's fieldset is on the
// page, each partner problem comes back next to its field, and a good form places the order with
// meta.partner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FORM } from './helpers.js';

const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const form = {
  product: 'compatibility',
  name: 'Anna Petrova',
  phone: '+44 20 7946 0958',
  contact: 'anna_pair',
  birthDate: '1990-03-14',
  birthTime: '14:30',
  city: 'London',
  placeId: '2643743',
  partnerName: 'Boris Ivanov',
  partnerBirthDate: '1988-07-02',
  partnerBirthTime: '06:15',
  partnerCity: 'Moscow',
};

function fieldError(body: string, field: string): string | null {
  const match = new RegExp(`<p class="field-error" id="${field}-error" data-error-for="${field}"( hidden)?>([^<]*)</p>`).exec(body);
  if (!match) throw new Error(`no error slot for ${field}`);
  return match[1] ? null : match[2]!;
}

describe.each(testDatabases)('compatibility order form on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => t?.close());

  const post = (fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/order', headers: { 'content-type': FORM, accept: HTML_ACCEPT }, payload: new URLSearchParams(fields).toString() });

  it('shows the partner’s fieldset, labelled, for the script to hide for other readings', async () => {
    const page = await t.app.inject('/order?product=compatibility');
    expect(page.body).toContain('<fieldset data-birth-field="partner" id="partner-fieldset">');
    for (const id of ['partnerName', 'partnerBirthDate-day', 'partnerBirthDate-month', 'partnerBirthDate-year', 'partnerBirthTime', 'partnerCity']) expect(page.body).toContain(`<label for="${id}">`);
    expect(page.body).toMatch(/value="compatibility"[^>]*checked/);
  });

  it('brings each missing partner field back next to it', async () => {
    const res = await post({ ...form, idempotencyKey: 'pair-1', partnerName: '', partnerBirthDate: '', partnerCity: '' });
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.body, 'partnerName')).toBe('Partner’s name is required');
    expect(fieldError(res.body, 'partnerBirthDate')).toBe('Partner’s date of birth is required');
    expect(fieldError(res.body, 'name')).toBeNull();
    const noPlace = await post({ ...form, idempotencyKey: 'pair-2', partnerCity: '' });
    expect(noPlace.statusCode).toBe(400);
    expect(fieldError(noPlace.body, 'partnerCity')).toMatch(/^Partner’s city of birth is required/);
    const ambiguous = await post({ ...form, idempotencyKey: 'pair-3', partnerCity: 'Springfield' });
    expect(ambiguous.statusCode).toBe(422);
    expect(fieldError(ambiguous.body, 'partnerCity')).toMatch(/Springfield, Massachusetts, United States/);
    expect(ambiguous.body).toContain('value="Springfield"');
  });

  it('places the order with the partner, time unknown when so ticked', async () => {
    const res = await post({ ...form, idempotencyKey: 'pair-4', partnerTimeUnknown: '1' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
    const db = t.app.services.store.db;
    const payment = await db.selectFrom('payments').select(['order_id', 'amount']).where('pay_url', '=', String(res.headers.location)).executeTakeFirstOrThrow();
    expect(payment.amount).toBe(5900);
    const order = await db.selectFrom('orders').select(['meta', 'product']).where('id', '=', payment.order_id).executeTakeFirstOrThrow();
    expect(order.product).toBe('compatibility');
    expect(JSON.parse(order.meta).partner).toEqual({ name: 'Boris Ivanov', birthDate: '1988-07-02', city: 'Moscow', placeId: '524901' });
  });
});
