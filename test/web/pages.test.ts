// The public pages over Fastify inject: home with the live catalog, the order form without
// JavaScript (errors next to fields, escaping, redirect to payment), the thank-you page, 404s, CSP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FORM } from './helpers.js';

const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

function formBody(fields: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  return params.toString();
}

const goodForm = {
  idempotencyKey: 'form-key-1',
  product: 'natal',
  addons: ['pdf'],
  name: 'Ada Lovelace',
  phone: '+44 20 7946 0958',
  contact: 'ada_lovelace',
  birthDate: '1985-12-10',
  birthTime: '14:30',
  city: 'London',
  // London, England, as the buyer confirmed it on the form (see the birthplace tests below).
  placeId: '2643743',
};

/** The text of the error paragraph shown under a form field. */
function fieldError(body: string, field: string): string | null {
  const match = new RegExp(`<p class="field-error" id="${field}-error" data-error-for="${field}"( hidden)?>([^<]*)</p>`).exec(body);
  if (!match) throw new Error(`no error slot for ${field}`);
  return match[1] ? null : match[2];
}

describe.each(testDatabases)('website pages on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => t?.close());

  const postOrder = (fields: Record<string, string | string[]>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/order', headers: { 'content-type': FORM, accept: HTML_ACCEPT, ...headers }, payload: formBody(fields) });

  it('home page shows the live catalog with prices, and follows a price change', async () => {
    const home = await t.app.inject({ url: '/', headers: { accept: HTML_ACCEPT } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('Natal chart reading');
    expect(home.body).toContain('$49.00');
    expect(home.body).toContain('12-month forecast');
    expect(home.body).toContain('href="/order?product=numerology"');
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/prices',
      headers: { authorization: 'Bearer admin-test-token-of-at-least-32-chars' },
      payload: { products: { natal: { price: 55 } } },
    });
    expect(change.statusCode).toBe(200);
    // The catalog cache lives one second.
    t.clock.advance(2000);
    const after = await t.app.inject('/');
    expect(after.body).toContain('$55.00');
    expect(after.body).not.toContain('$49.00');
    await t.app.inject({ method: 'PUT', url: '/api/admin/prices', headers: { authorization: 'Bearer admin-test-token-of-at-least-32-chars' }, payload: { products: { natal: { price: 49 } } } });
    t.clock.advance(2000);
  });

  it('order page: every input has a label, the product from the link is chosen, the script comes from /assets', async () => {
    const res = await t.app.inject('/order?product=forecast');
    expect(res.statusCode).toBe(200);
    const ids = [...res.body.matchAll(/<input[^>]* id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(expect.arrayContaining(['name', 'phone', 'contact', 'birthDate-day', 'birthDate-year', 'birthTime', 'timeUnknown', 'city']));
    for (const id of [...ids, 'birthDate-month']) expect(res.body).toContain(`for="${id}"`);
    expect(res.body).toMatch(/value="forecast" data-price="39" data-fields="[^"]*" checked/);
    expect(res.body).toContain('<script src="/assets/order-form.js" defer></script>');
    expect(res.body).not.toMatch(/<script>(?!<)/);
    expect(res.body).toContain("I don't know my birth time");
    const js = await t.app.inject('/assets/order-form.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
  });

  it('without JavaScript: a bad form comes back with each error next to its field, values kept and escaped', async () => {
    const res = await postOrder({ ...goodForm, idempotencyKey: 'bad-1', name: '<b>x</b>&', phone: '12', contact: 'ab' });
    expect(res.statusCode).toBe(400);
    // Like the API: the shape of each field first (the username), then the rules (the phone).
    expect(fieldError(res.body, 'contact')).toBe('Telegram username has the wrong format (expected: Telegram username with a leading @)');
    expect(fieldError(res.body, 'phone')).toBeNull();
    expect(fieldError(res.body, 'name')).toBeNull();
    expect(res.body).toContain('id="error-summary" role="alert"');
    // The name is shown as typed, as text.
    expect(res.body).toContain('value="&lt;b&gt;x&lt;/b&gt;&amp;"');
    expect(res.body).not.toContain('<b>x</b>');
    expect(res.body).toMatch(/id="contact"[^>]*aria-invalid="true"/);
    const phone = await postOrder({ ...goodForm, idempotencyKey: 'bad-1', name: '<b>x</b>&', phone: '12' });
    expect(phone.statusCode).toBe(400);
    expect(fieldError(phone.body, 'phone')).toContain('not a valid phone number');
    expect(fieldError(phone.body, 'contact')).toBeNull();
    expect(phone.body).toMatch(/id="phone"[^>]*aria-invalid="true"/);
    // The API's own rules (the date) show next to the date once the form fields are well formed.
    const later = await postOrder({ ...goodForm, idempotencyKey: 'bad-2', birthDate: '2999-01-01' });
    expect(later.statusCode).toBe(400);
    expect(fieldError(later.body, 'birthDate')).toContain('in the future');
  });

  it('without JavaScript: the birthplace comes back to be checked, or chosen among the places of its name, before the order is placed', async () => {
    const db = t.app.services.store.db;
    const orders = async () => Number((await db.selectFrom('orders').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await orders();
    const radios = (body: string) => [...body.matchAll(/<input type="radio" id="place-(\d+)" name="placeId" value="\d+"( checked)?/g)].map((m) => ({ id: m[1], checked: Boolean(m[2]) }));

    // A clear name: the place it means, checked, with its coordinates, zone and offset at the birth moment.
    const { placeId: _, ...unconfirmed } = goodForm;
    const london = await postOrder({ ...unconfirmed, idempotencyKey: 'place-1' });
    expect(london.statusCode).toBe(200);
    expect(radios(london.body)).toEqual([{ id: '2643743', checked: true }]);
    expect(london.body).toContain('London, England, United Kingdom');
    expect(london.body).toContain('51.5085° N, 0.1257° W · Europe/London, UTC+00:00 on 10 December 1985 at 14:30');
    expect(london.body).toContain('id="place-confirm-note"');
    expect(await orders()).toBe(before);

    // A name several places share: each with its state, none chosen for the buyer.
    const springfield = await postOrder({ ...unconfirmed, idempotencyKey: 'place-2', city: 'Springfield' });
    expect(springfield.statusCode).toBe(422);
    expect(fieldError(springfield.body, 'city')).toBe('Several places are called “Springfield”: choose yours below');
    expect(springfield.body).toContain('<legend>Which Springfield?</legend>');
    const offered = radios(springfield.body);
    expect(offered.length).toBeGreaterThanOrEqual(3);
    expect(offered.every((r) => !r.checked)).toBe(true);
    expect(offered.map((r) => r.id)).toEqual(expect.arrayContaining(['4250542', '4951788']));
    expect(springfield.body).toContain('Springfield, Massachusetts, United States');
    expect(springfield.body).toContain('42.1015° N, 72.5898° W · America/New_York, UTC\u221205:00 on 10 December 1985 at 14:30');
    expect(await orders()).toBe(before);

    // The buyer chooses Massachusetts: the order is placed there.
    const chosen = await postOrder({ ...unconfirmed, idempotencyKey: 'place-2', city: 'Springfield', placeId: '4951788' });
    expect(chosen.statusCode).toBe(303);
    const payment = await db.selectFrom('payments').select('order_id').where('pay_url', '=', String(chosen.headers.location)).executeTakeFirstOrThrow();
    expect(JSON.parse((await db.selectFrom('orders').select('meta').where('id', '=', payment.order_id).executeTakeFirstOrThrow()).meta)).toMatchObject({ city: 'Springfield', placeId: '4951788' });
    // The order page shows where the reading is cast.
    const orderPage = await t.app.inject(`/orders/${payment.order_id}`);
    expect(orderPage.body).toContain('Birthplace: <strong>Springfield, Massachusetts, United States</strong> <span class="muted">(42.1015° N, 72.5898° W · America/New_York, UTC\u221205:00 at the birth moment)</span>');

    // A choice the city no longer names is dropped: the new name comes back to be checked.
    const retyped = await postOrder({ ...unconfirmed, idempotencyKey: 'place-3', city: 'Paris', placeId: '4951788' });
    expect(retyped.statusCode).toBe(200);
    expect(radios(retyped.body)).toEqual([{ id: '2988507', checked: true }]);
    expect(await orders()).toBe(before + 1);
  });

  it('an unknown city is refused next to the city field with suggestions', async () => {
    const res = await postOrder({ ...goodForm, idempotencyKey: 'city-1', city: 'Qqzzxv Wwyy' });
    expect(res.statusCode).toBe(422);
    expect(fieldError(res.body, 'city')).toMatch(/unknown city/i);
  });

  it('a good form places the order with the name intact and goes to the payment page; the same form twice is one order', async () => {
    const res = await postOrder({ ...goodForm, idempotencyKey: 'good-1', name: '<b>x</b>&' });
    expect(res.statusCode).toBe(303);
    const payUrl = String(res.headers.location);
    expect(payUrl).toMatch(/^http:\/\/localhost:3000\/pay\/demo\/pay_/);
    const again = await postOrder({ ...goodForm, idempotencyKey: 'good-1', name: '<b>x</b>&' });
    expect(again.headers.location).toBe(payUrl);
    const db = t.app.services.store.db;
    const payment = await db.selectFrom('payments').select(['order_id', 'amount']).where('pay_url', '=', payUrl).executeTakeFirstOrThrow();
    expect(payment.amount).toBe(5400);
    const order = await db.selectFrom('orders').selectAll().where('id', '=', payment.order_id).executeTakeFirstOrThrow();
    expect(order.name).toBe('<b>x</b>&');
    expect(order.contact).toBe('@ada_lovelace');
    expect(JSON.parse(order.meta)).toEqual({ day: '10', month: '12', year: '1985', time: '14:30', city: 'London', placeId: '2643743', language: 'en' });
    expect(JSON.parse(order.addons)).toEqual(['pdf']);
  });

  it('"I don\'t know my birth time" sends no time; numerology sends neither time nor city', async () => {
    const db = t.app.services.store.db;
    const noTime = await postOrder({ ...goodForm, idempotencyKey: 'notime-1', timeUnknown: '1' });
    expect(noTime.statusCode).toBe(303);
    const a = await db.selectFrom('payments').select('order_id').where('pay_url', '=', String(noTime.headers.location)).executeTakeFirstOrThrow();
    expect(JSON.parse((await db.selectFrom('orders').select('meta').where('id', '=', a.order_id).executeTakeFirstOrThrow()).meta)).toEqual({ day: '10', month: '12', year: '1985', city: 'London', placeId: '2643743', language: 'en' });
    const numerology = await postOrder({ ...goodForm, idempotencyKey: 'num-1', product: 'numerology', addons: [] });
    expect(numerology.statusCode).toBe(303);
    const b = await db.selectFrom('payments').select(['order_id', 'amount']).where('pay_url', '=', String(numerology.headers.location)).executeTakeFirstOrThrow();
    expect(b.amount).toBe(3000);
    expect(JSON.parse((await db.selectFrom('orders').select('meta').where('id', '=', b.order_id).executeTakeFirstOrThrow()).meta)).toEqual({ day: '10', month: '12', year: '1985', language: 'en' });
  });

  it('thank-you page polls with its script and shows the bot link once paid', async () => {
    const created = await postOrder({ ...goodForm, idempotencyKey: 'thanks-1' });
    const payPath = new URL(String(created.headers.location)).pathname;
    const db = t.app.services.store.db;
    const { order_id: orderId } = await db.selectFrom('payments').select('order_id').where('pay_url', '=', String(created.headers.location)).executeTakeFirstOrThrow();
    const before = await t.app.inject(`/orders/${orderId}`);
    expect(before.body).toContain('data-status="pending_payment"');
    expect(before.body).toContain('<script src="/assets/reload-when-changed.js" defer></script><script src="/assets/order-status.js" defer></script>');
    expect(before.body).toContain(`href="${String(created.headers.location)}"`);
    expect(before.body).not.toContain('/demo/chat?start=');
    await t.app.inject({ method: 'POST', url: `${payPath}/pay` });
    const after = await t.app.inject(`/orders/${orderId}`);
    expect(after.body).toContain('data-status="paid"');
    expect(after.body).toMatch(/id="bot-link" href="http:\/\/localhost:3000\/demo\/chat\?start=[A-Za-z0-9_-]+"/);
  });

  it('404: an HTML page for browsers, problem+json for API clients', async () => {
    const page = await t.app.inject({ url: '/no/such/page', headers: { accept: HTML_ACCEPT } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Page not found');
    expect(page.body).toContain('<code>/no/such/page</code>');
    const escaped = await t.app.inject({ url: '/%3Cscript%3Ealert(1)%3C%2Fscript%3E', headers: { accept: HTML_ACCEPT } });
    expect(escaped.statusCode).toBe(404);
    expect(escaped.body).not.toContain('<script>alert(1)');
    const missingOrder = await t.app.inject({ url: '/orders/ord_missing', headers: { accept: HTML_ACCEPT } });
    expect(missingOrder.statusCode).toBe(404);
    expect(missingOrder.headers['content-type']).toContain('text/html');
    const api = await t.app.inject({ url: '/no/such/page', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/problem+json');
    expect(api.json().code).toBe('not_found');
    const apiFromBrowser = await t.app.inject({ url: '/api/nothing', headers: { accept: HTML_ACCEPT } });
    expect(apiFromBrowser.headers['content-type']).toContain('application/problem+json');
  });

  it('pages carry a CSP that allows scripts from this site only, and the Telegram widget nowhere in demo mode', async () => {
    for (const url of ['/', '/order', '/profile', '/privacy', '/offer']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('telegram.org');
      expect(csp).toContain("frame-ancestors 'none'");
      // No inline script anywhere: every <script> has a src under /assets/.
      for (const tag of res.body.match(/<script[^>]*>/g) ?? []) expect(tag, url).toMatch(/^<script src="\/assets\/[a-z-]+\.js" defer>$/);
    }
  });
});
