// The operator console at /admin over Fastify inject: who may come in (anonymous, a person who is not
// an operator, an operator; every demo login in a demo without OPERATOR_TELEGRAM_IDS), the forms'
// CSRF defence (Origin and the session's token), and each action's effect with its audit entry
// naming the operator as telegram:<id>.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTelegramId } from '../../src/services/identity/identity-service.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { TestClock } from '../support/clock.js';
import { testDatabases } from '../support/databases.js';
import { demoLogin, FORM, ORIGIN, paidOrder, storedReading, unpaidOrder } from './helpers.js';

const OPERATOR = 'olga_operator';
const OPERATOR_ACTOR = `telegram:${demoTelegramId(OPERATOR)}`;
const ADMIN = { authorization: 'Bearer admin-test-token-of-at-least-32-chars' };

const csrfOf = (body: string) => /name="_csrf" value="([^"]+)"/.exec(body)?.[1] ?? null;

describe.each(testDatabases)('the operator console on $name', (database) => {
  let t: TestApp;
  let operator: string;
  let csrf: string;
  beforeAll(async () => {
    t = await createTestApp(database, { env: { OPERATOR_TELEGRAM_IDS: `12345, ${demoTelegramId(OPERATOR)}` } });
    operator = await demoLogin(t, OPERATOR);
  });
  afterAll(async () => t?.close());

  const page = (url: string, cookie?: string) => t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const post = (url: string, form: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }, cookie = operator) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': FORM, cookie, ...headers }, payload: new URLSearchParams(form).toString() });
  const orderRow = (orderId: string) => t.app.services.store.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const auditOf = async (orderId: string) => (await t.app.inject({ url: `/api/admin/audit?orderId=${orderId}`, headers: ADMIN })).json().entries as { actor: string; action: string; before: unknown; after: unknown }[];
  const tokenFor = async (orderId: string) => {
    const res = await page(`/admin/orders/${orderId}`, operator);
    expect(res.statusCode).toBe(200);
    return csrfOf(res.body)!;
  };

  it('asks someone not logged in to log in, with no order in sight', async () => {
    const { orderId } = await unpaidOrder(t);
    for (const url of ['/admin', `/admin/orders/${orderId}`, '/admin/audit']) {
      const res = await page(url);
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('<h1>Operator console</h1>');
      expect(res.body).not.toContain(orderId);
    }
    const form = await t.app.inject({ method: 'POST', url: `/admin/orders/${orderId}/cancel`, headers: { 'content-type': FORM, origin: ORIGIN }, payload: '' });
    expect(form.statusCode).toBe(401);
    expect((await orderRow(orderId)).status).toBe('pending_payment');
  });

  it('the sign-in form’s demo login comes back to the console', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/demo-login', headers: { 'content-type': FORM, origin: ORIGIN }, payload: `username=${OPERATOR}&next=%2Fadmin` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin');
    const elsewhere = await t.app.inject({ method: 'POST', url: '/auth/demo-login', headers: { 'content-type': FORM, origin: ORIGIN }, payload: `username=${OPERATOR}&next=https%3A%2F%2Fevil.example` });
    expect(elsewhere.headers.location).toBe('/profile');
  });

  it('refuses a logged-in person who is not an operator (403), even in a demo with the list set', async () => {
    const stranger = await demoLogin(t, 'sam_stranger');
    const { orderId } = await unpaidOrder(t);
    // The profile offers the console to operators only: where the Telegram widget login lands.
    expect((await page('/profile', operator)).body).toContain('href="/admin" id="console-link"');
    expect((await page('/profile', stranger)).body).not.toContain('console-link');
    const res = await page('/admin', stranger);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('not one of the shop’s operators');
    expect(res.body).not.toContain(orderId);
    expect((await page(`/admin/orders/${orderId}`, stranger)).statusCode).toBe(403);
    const form = await post(`/admin/orders/${orderId}/cancel`, {}, { origin: ORIGIN }, stranger);
    expect(form.statusCode).toBe(403);
    expect((await orderRow(orderId)).status).toBe('pending_payment');
  });

  it('shows an operator the orders, searchable by name, contact, phone and id, and filtered by status', async () => {
    const { orderId } = await paidOrder(t, { name: 'Hypatia of Alexandria', contact: '@hypatia_a', phone: '+44 20 7946 0111' });
    const res = await page('/admin', operator);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Signed in as @${OPERATOR} (${OPERATOR_ACTOR})`);
    expect(res.body).not.toContain('Anyone who uses the demo login is an operator');
    expect(res.body).toContain(`href="/admin/orders/${orderId}"`);
    for (const q of ['hypatia of', '@HYPATIA_A', '7946 0111', orderId.slice(0, 10)]) {
      const found = await page(`/admin?q=${encodeURIComponent(q)}`, operator);
      expect(found.statusCode).toBe(200);
      expect(found.body).toContain(`href="/admin/orders/${orderId}"`);
      expect(found.body).toContain(`value="${q.replace('@', '@')}"`);
    }
    const other = await page('/admin?q=nobody_like_this', operator);
    expect(other.body).not.toContain(orderId);
    expect(other.body).toContain('No orders match.');
    // An empty form field is no filter; a wrong one is said, not a 500.
    expect((await page(`/admin?q=hypatia&status=&product=&from=&to=`, operator)).body).toContain(orderId);
    expect((await page(`/admin?q=hypatia&status=pending_payment`, operator)).body).not.toContain(`href="/admin/orders/${orderId}"`);
    const wrong = await page('/admin?from=2026-02-31', operator);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('role="alert"');
  });

  it('pages the list with the cursor the service hands out', async () => {
    const first = await page('/admin?limit=1', operator);
    const next = /href="(\/admin\?[^"]*cursor=[^"]+)" rel="next"/.exec(first.body)?.[1];
    expect(next).toBeDefined();
    const second = await page(next!.replaceAll('&amp;', '&'), operator);
    expect(second.statusCode).toBe(200);
    const ids = (body: string) => [...body.matchAll(/<th scope="row"><a href="\/admin\/orders\/([^"]+)"/g)].map((m) => m[1]);
    expect(ids(first.body)).toHaveLength(1);
    expect(ids(second.body)).toHaveLength(1);
    expect(ids(second.body)[0]).not.toBe(ids(first.body)[0]);
  });

  it('refuses a form without the session’s CSRF token, with another session’s, or from another site, and changes nothing', async () => {
    const { orderId } = await unpaidOrder(t);
    const good = await tokenFor(orderId);
    const otherSession = csrfOf((await page(`/admin/orders/${orderId}`, await demoLogin(t, OPERATOR))).body)!;
    expect(otherSession).not.toBe(good);
    for (const [form, headers] of [
      [{}, { origin: ORIGIN }],
      [{ _csrf: '' }, { origin: ORIGIN }],
      [{ _csrf: otherSession }, { origin: ORIGIN }],
      [{ _csrf: good.slice(0, -1) + (good.endsWith('A') ? 'B' : 'A') }, { origin: ORIGIN }],
      [{ _csrf: good }, { origin: 'https://evil.example' }],
      [{ _csrf: good }, {}],
    ] as [Record<string, string>, Record<string, string>][]) {
      const res = await post(`/admin/orders/${orderId}/cancel`, form, headers);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('nothing was changed');
    }
    expect((await orderRow(orderId)).status).toBe('pending_payment');
    expect(await auditOf(orderId)).toEqual([]);
    csrf = good;
  });

  it('cancels an unpaid order, says so, and audits it as the operator', async () => {
    const { orderId } = await unpaidOrder(t);
    const res = await post(`/admin/orders/${orderId}/cancel`, { _csrf: csrf });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/admin/orders/${orderId}?done=cancel`);
    expect((await orderRow(orderId)).status).toBe('cancelled');
    const after = await page(res.headers.location as string, operator);
    expect(after.body).toContain('role="status">The order is cancelled.');
    expect(after.body).toMatch(/Status pending_payment → cancelled/);
    const [entry] = await auditOf(orderId);
    expect(entry).toMatchObject({ actor: OPERATOR_ACTOR, action: 'cancel', before: { status: 'pending_payment' }, after: { status: 'cancelled' } });
    // Again: the service's refusal is shown on the order's page, with its status.
    const again = await post(`/admin/orders/${orderId}/cancel`, { _csrf: csrf });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('role="alert"');
    expect(again.body).toContain('The order is cancelled already');
  });

  it('refunds part of a paid order, then the rest, through the provider, audited as the operator', async () => {
    const { orderId } = await paidOrder(t);
    const detail = await page(`/admin/orders/${orderId}`, operator);
    expect(detail.body).toContain('<label for="refund-amount">Amount in USD (optional)</label>');
    const bad = await post(`/admin/orders/${orderId}/refund`, { _csrf: csrf, amount: 'lots' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The amount must be a positive number');
    expect(detail.body).not.toContain('<dt>Refunded</dt>');
    const part = await post(`/admin/orders/${orderId}/refund`, { _csrf: csrf, amount: '10', reason: 'late delivery' });
    expect(part.statusCode).toBe(303);
    // A partial refund is a fact about money: the order keeps its status, and its page shows what went back.
    await t.app.services.worker.drain();
    const afterPart = await page(`/admin/orders/${orderId}`, operator);
    expect(afterPart.body).toContain('<dt>Refunded</dt><dd id="order-refunded">$10.00</dd>');
    expect((await orderRow(orderId)).status).not.toBe('refunded');
    const rest = await post(`/admin/orders/${orderId}/refund`, { _csrf: csrf, amount: '' });
    expect(rest.statusCode).toBe(303);
    const entries = await auditOf(orderId);
    expect(entries.map((e) => [e.actor, e.action])).toEqual([
      [OPERATOR_ACTOR, 'refund'],
      [OPERATOR_ACTOR, 'refund'],
    ]);
    expect(entries[1]!.after).toMatchObject({ amount: 10, currency: 'USD', reason: 'late delivery' });
    expect(entries[0]!.after).toMatchObject({ amount: 39, currency: 'USD', reason: 'refunded by the operator' });
    const refunds = await t.app.services.store.db.selectFrom('refunds').innerJoin('payments', 'payments.id', 'refunds.payment_id').select('refunds.amount').where('payments.order_id', '=', orderId).execute();
    expect(refunds.map((r) => Number(r.amount)).sort((a, b) => a - b)).toEqual([1000, 3900]);
  });

  it('gives a paid order to another account by user id, and refuses a target that is neither a username nor an id', async () => {
    const { orderId } = await paidOrder(t, { contact: '@typo_name' });
    const bad = await post(`/admin/orders/${orderId}/rebind`, { _csrf: csrf, to: 'no spaces!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Give a Telegram username');
    const res = await post(`/admin/orders/${orderId}/rebind`, { _csrf: csrf, to: '777000111' });
    expect(res.statusCode).toBe(303);
    const [entry] = await auditOf(orderId);
    expect(entry).toMatchObject({ actor: OPERATOR_ACTOR, action: 'rebind' });
    expect(JSON.stringify(entry!.after)).toContain('777000111');
    expect((await orderRow(orderId)).owner_user_id).not.toBeNull();
  });

  it('sends a ready reading again to the chat that received it, and says why it cannot when nobody opened the bot', async () => {
    const { orderId } = await paidOrder(t);
    await storedReading(t, orderId);
    const refused = await post(`/admin/orders/${orderId}/resend`, { _csrf: csrf });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Nobody has opened the bot for this order yet');
    await post(`/admin/orders/${orderId}/rebind`, { _csrf: csrf, to: '777000222' });
    const jobsBefore = await t.app.services.store.db.selectFrom('jobs').select('id').where('kind', '=', 'deliver_reading').execute();
    const res = await post(`/admin/orders/${orderId}/resend`, { _csrf: csrf });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/admin/orders/${orderId}?done=resend`);
    const jobsAfter = await t.app.services.store.db.selectFrom('jobs').select('id').where('kind', '=', 'deliver_reading').execute();
    expect(jobsAfter.length).toBe(jobsBefore.length + 1);
    expect((await auditOf(orderId)).map((e) => [e.actor, e.action])).toEqual([
      [OPERATOR_ACTOR, 'resend'],
      [OPERATOR_ACTOR, 'rebind'],
      // The first resend, refused (409), is audited too (issue 25).
      [OPERATOR_ACTOR, 'refused'],
    ]);
  });

  it('lets the operator choose which of two failed jobs runs again, the newest chosen unless they pick another', async () => {
    const { orderId } = await paidOrder(t);
    await storedReading(t, orderId);
    const db = t.app.services.store.db;
    // Two jobs that gave up, of different kinds: the state a delivery that failed for good and an
    // operator's refund the provider kept refusing leave behind (set here without the provider).
    const failedJob = async (kind: string, payload: object, failedAt: number, error: string) =>
      Number((await db.insertInto('jobs').values({
        kind, payload: JSON.stringify(payload), run_at: failedAt - 60_000, attempts: 3, max_attempts: 3, locked_by: null, locked_until: null, last_error: error, done_at: null, failed_at: failedAt, created_at: failedAt - 120_000,
      }).returning('id').executeTakeFirstOrThrow()).id);
    const now = Date.now();
    const older = await failedJob('deliver_reading', { orderId }, now - 3_600_000, 'Forbidden: bot was blocked by the user');
    const newer = await failedJob('generate_reading', { orderId }, now - 60_000, 'Error: the ephemeris was unreachable');

    const res = await page(`/admin/orders/${orderId}`, operator);
    expect(res.body).toContain('Retry a failed job');
    expect(res.body).toContain(`name="jobId" value="${older}">`);
    expect(res.body).toContain(`name="jobId" value="${newer}" checked>`);
    expect(res.body).toContain('bot was blocked by the user');
    const detail = (await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: ADMIN })).json();
    expect(detail.retryableJobs.map((j: { jobId: number; kind: string }) => [j.jobId, j.kind])).toEqual([[older, 'deliver_reading'], [newer, 'generate_reading']]);

    const retried = await post(`/admin/orders/${orderId}/retry`, { _csrf: csrfOf(res.body)!, jobId: String(older) });
    expect(retried.statusCode, retried.body).toBe(303);
    const queued = await db.selectFrom('jobs').select(['id', 'kind']).where('payload', '=', JSON.stringify({ orderId })).where('id', '>', newer).execute();
    expect(queued.map((j) => j.kind)).toEqual(['deliver_reading']);
    const [entry] = await auditOf(orderId);
    expect(entry).toMatchObject({ action: 'retry', before: { job: { id: older, kind: 'deliver_reading' } } });

    // Only the other job is left to choose, named on its own.
    const after = await page(`/admin/orders/${orderId}`, operator);
    expect(after.body).toContain('Retry the failed job');
    expect(after.body).toContain(`type="hidden" name="jobId" value="${newer}"`);
    expect(after.body).not.toContain(`value="${older}"`);
    // A job that is not one of the order's failed ones is refused with the page, not a crash.
    const wrong = await post(`/admin/orders/${orderId}/retry`, { _csrf: csrfOf(after.body)!, jobId: String(older) });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.body).toContain(`Job ${older} is not a job of this order that failed for good`);
  });

  it('retry says so when no job of the order failed', async () => {
    const { orderId } = await paidOrder(t);
    const res = await post(`/admin/orders/${orderId}/retry`, { _csrf: csrf });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('No job of this order failed for good');
    // The refusal is audited (issue 25): what was asked, and why not.
    expect((await auditOf(orderId)).map((e) => [e.actor, e.action, e.after])).toEqual([[OPERATOR_ACTOR, 'refused', { action: 'retry', code: 'nothing_to_retry', detail: 'no job of this order failed for good' }]]);
  });

  const publicCatalog = async () => (await t.app.inject({ url: '/api/admin/prices?public=1' })).json() as { products: { id: string; prices: Record<string, number> }[]; addons: { id: string }[] };
  /** The catalog form as the page fills it in, as a browser would send it (unticked boxes left out). */
  const catalogForm = (body: string): Record<string, string> => {
    const form: Record<string, string> = {};
    for (const m of body.matchAll(/<input ([^>]*)>/g)) {
      const attrs = m[1]!;
      const name = /name="([^"]+)"/.exec(attrs)?.[1];
      if (!name) continue;
      if (attrs.includes('type="checkbox"')) {
        if (attrs.includes(' checked')) form[name] = 'on';
      } else form[name] = /value="([^"]*)"/.exec(attrs)?.[1] ?? '';
    }
    return form;
  };

  it('shows the catalog with a price per currency and an on-sale box per item', async () => {
    const res = await page('/admin/catalog', operator);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<a href="/admin/catalog" aria-current="page">Catalog</a>');
    const natal = (await t.app.services.catalog.get()).products.find((p) => p.id === 'natal')!;
    for (const [currency, price] of Object.entries(natal.prices)) {
      expect(res.body).toContain(`name="products.natal.prices.${currency}" type="text"`);
      expect(catalogForm(res.body)[`products.natal.prices.${currency}`]).toBe(String(price));
    }
    expect(catalogForm(res.body)['products.natal.enabled']).toBe('on');
    expect(catalogForm(res.body)['checkout.enabled']).toBe('on');
    expect((await page('/admin/catalog')).statusCode).toBe(401);
  });

  it('refuses a catalog form without the session’s token or from another site, and changes nothing', async () => {
    const form = catalogForm((await page('/admin/catalog', operator)).body);
    const before = JSON.stringify(await t.app.services.catalog.get());
    for (const [changed, headers] of [
      [{ ...form, _csrf: '', 'products.natal.prices.USD': '1' }, { origin: ORIGIN }],
      [{ ...form, 'products.natal.prices.USD': '1' }, { origin: 'https://evil.example' }],
    ] as [Record<string, string>, Record<string, string>][]) {
      const res = await post('/admin/catalog', changed, headers);
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('nothing was changed');
    }
    expect(JSON.stringify(await t.app.services.catalog.get())).toBe(before);
  });

  it('refuses a negative price, too many decimals and a fraction of a star, naming the fields, and saves nothing', async () => {
    const form = catalogForm((await page('/admin/catalog', operator)).body);
    const before = JSON.stringify(await t.app.services.catalog.get());
    const auditBefore = (await (await t.app.inject({ url: '/api/admin/audit?action=prices', headers: ADMIN })).json()).entries.length;
    const res = await post('/admin/catalog', { ...form, 'products.natal.prices.USD': '-5', 'products.forecast.prices.EUR': '12.345', 'addons.pdf.prices.XTR': '10.5', 'addons.pdf.enabled': '' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Nothing was saved.');
    expect(res.body).toMatch(/id="products-natal-prices-USD" name="products.natal.prices.USD" type="text"[^>]*value="-5" aria-invalid="true"/);
    expect(res.body).toContain('<p class="field-error" id="products-natal-prices-USD-error">A price cannot be negative.</p>');
    expect(res.body).toContain('<p class="field-error" id="products-forecast-prices-EUR-error">Too many decimals for EUR.</p>');
    expect(res.body).toContain('<p class="field-error" id="addons-pdf-prices-XTR-error">Telegram Stars are whole: no fractions.</p>');
    const words = await post('/admin/catalog', { ...form, 'products.natal.prices.RUB': 'cheap' });
    expect(words.statusCode).toBe(400);
    expect(words.body).toContain('<p class="field-error" id="products-natal-prices-RUB-error">Write the price as a number, such as 49.90.</p>');
    expect(JSON.stringify(await t.app.services.catalog.get())).toBe(before);
    expect((await (await t.app.inject({ url: '/api/admin/audit?action=prices', headers: ADMIN })).json()).entries.length).toBe(auditBefore);
  });

  it('saves a price and an item taken off sale through the audited service: the public catalog changes, the audit names the operator', async () => {
    const form = catalogForm((await page('/admin/catalog', operator)).body);
    delete form['addons.pdf.enabled'];
    const res = await post('/admin/catalog', { ...form, 'products.natal.prices.USD': '59.90', 'products.natal.prices.XTR': '3100' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/catalog?saved=1');
    expect((await page('/admin/catalog?saved=1', operator)).body).toContain('role="status">The catalog is saved');
    t.clock.advance(2000);
    const shown = await publicCatalog();
    expect(shown.products.find((p) => p.id === 'natal')!.prices).toMatchObject({ USD: 59.9, XTR: 3100 });
    expect(shown.addons.map((a) => a.id)).not.toContain('pdf');
    const [entry] = (await (await t.app.inject({ url: '/api/admin/audit?action=prices', headers: ADMIN })).json()).entries as { actor: string; before: { products: { id: string; prices: Record<string, number> }[] }; after: { products: { id: string; prices: Record<string, number> }[]; addons: { id: string; enabled: boolean }[] } }[];
    expect(entry!.actor).toBe(OPERATOR_ACTOR);
    expect(entry!.before.products.find((p) => p.id === 'natal')!.prices.USD).not.toBe(59.9);
    expect(entry!.after.products.find((p) => p.id === 'natal')!.prices.USD).toBe(59.9);
    expect(entry!.after.addons.find((a) => a.id === 'pdf')!.enabled).toBe(false);
  });

  it('shows the audit log with the operator’s actions, newest first, and per order', async () => {
    const res = await page('/admin/audit', operator);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<th scope="col">Who</th>');
    expect(res.body).toContain(`<td>${OPERATOR_ACTOR}</td>`);
    const cancelled = await page('/admin/audit?action=cancel', operator);
    expect(cancelled.body).toContain('<th scope="row">Cancelled</th>');
    expect(cancelled.body).not.toContain('<th scope="row">Refund</th>');
  });
});

describe.each(testDatabases)('the operator console in a demo without OPERATOR_TELEGRAM_IDS on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => t?.close());

  it('lets every demo login in, labelled DEMO, with the demo login on its sign-in page', async () => {
    const signIn = await t.app.inject({ url: '/admin', headers: { accept: 'text/html' } });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.body).toContain('<input type="hidden" name="next" value="/admin">');
    const cookie = await demoLogin(t, 'anyone_at_all');
    const res = await t.app.inject({ url: '/admin', headers: { accept: 'text/html', cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<span class="demo-tag">DEMO</span> Anyone who uses the demo login is an operator here');
  });

  it('offers no operator console on a buyer’s profile, over real HTTP, in either language', async () => {
    const cookie = await demoLogin(t, 'just_a_buyer');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const language of ['en', 'ru']) {
      const res = await fetch(`${base}/profile`, { headers: { accept: 'text/html', cookie: `${cookie}; lang=${language}` } });
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(body).toContain('just_a_buyer');
      expect(body).not.toContain('console-link');
      expect(body).not.toMatch(/Open the operator console|панель оператора/i);
    }
  });
});

describe.each(testDatabases)('the console dashboard on $name', (database) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp(database, { clock: new TestClock(Date.parse('2026-03-09T10:00:00Z')), env: { OPERATOR_TELEGRAM_IDS: String(demoTelegramId(OPERATOR)) } });
    operator = await demoLogin(t, OPERATOR);
  });
  afterAll(async () => t?.close());

  it('counts orders placed, paid and delivered and revenue less refunds by UTC day, with a chart', async () => {
    const db = t.app.services.store.db;
    // 9 March: three orders, two paid ($49 each), one of them delivered.
    await unpaidOrder(t);
    const { orderId: delivered } = await paidOrder(t);
    await paidOrder(t);
    await storedReading(t, delivered);
    // Delivery itself needs the bot; the row is left as a delivery would leave it.
    await db.updateTable('orders').set({ status: 'delivered', delivered_at: t.clock.now() }).where('id', '=', delivered).execute();
    // 10 March: one order paid, $10 of it refunded (the provider's confirmation written as the worker would).
    t.clock.set(Date.parse('2026-03-10T09:00:00Z'));
    const { orderId: refunded } = await paidOrder(t);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${refunded}/refund`, headers: ADMIN, payload: { amount: 10 } })).statusCode).toBe(200);
    await db.updateTable('refunds').set({ status: 'succeeded', updated_at: t.clock.now() }).execute();

    const res = await t.app.inject({ url: '/admin/dashboard', headers: { accept: 'text/html', cookie: operator } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<a href="/admin/dashboard" aria-current="page">Dashboard</a>');
    expect(res.body).toContain('<tr><th scope="row">2026-03-09</th><td>3</td><td>2</td><td>1</td><td>67%</td><td>$98.00</td></tr>');
    expect(res.body).toContain('<tr><th scope="row">2026-03-10</th><td>1</td><td>1</td><td>0</td><td>100%</td><td>$39.00</td></tr>');
    expect(res.body).toContain('<tr><th scope="row">2026-03-08</th><td>0</td><td>0</td><td>0</td><td>—</td><td>—</td></tr>');
    expect(res.body).toContain('<tr><th scope="row">2026-02-09</th>');
    expect(res.body).not.toContain('<tr><th scope="row">2026-02-08</th>');
    expect(res.body).toContain('<dt>Conversion</dt><dd>75%');
    expect(res.body).toContain('<dt>Revenue</dt><dd>$137.00</dd>');
    expect(res.body).toContain('<svg role="img" aria-labelledby="chart-title chart-desc"');
    expect(res.body).toContain('<desc id="chart-desc">4 orders placed in all; the busiest day was 2026-03-09 with 3.');
    expect(res.body.match(/<rect /g)).toHaveLength(30);
    expect(res.body).toContain('<title>2026-03-09: 3 placed</title>');
    expect((await t.app.inject({ url: '/admin/dashboard', headers: { accept: 'text/html' } })).statusCode).toBe(401);
  });
});
