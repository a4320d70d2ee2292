// The operator's doors under attack (issue 25, finding 6): 300 wrong admin tokens in 1.2 s were
// neither throttled nor alerted, and refused operator actions (409), console 403s and wrong tokens
// left no trace in the audit log. Now wrong tokens are throttled per client address (429
// rate_limited, the right token too meanwhile), a burst alerts the operator once per window, and
// each refusal is audited without the token itself.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTelegramId } from '../../src/services/identity/identity-service.js';
import type { OperatorAlert, OperatorAlerts } from '../../src/services/operator/alerts.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { demoLogin, FORM, ORIGIN, unpaidOrder } from '../web/helpers.js';

const RIGHT = { authorization: 'Bearer admin-test-token-of-at-least-32-chars' };
const OPERATOR = 'olga_operator';

/** The alerts channel of a deployment without a chat: what was sent, in order. */
class RecordedAlerts implements OperatorAlerts {
  readonly sent: OperatorAlert[] = [];
  async send(alert: OperatorAlert): Promise<void> {
    this.sent.push(alert);
  }
}

type AuditRow = { actor: string; action: string; orderId: string | null; before: unknown; after: Record<string, unknown> };

describe.each(testDatabases)('operator access refusals on $name', (database) => {
  let t: TestApp;
  const alerts = new RecordedAlerts();
  beforeAll(async () => {
    t = await createTestApp(database, {
      env: { ADMIN_TOKEN_FAILURES_PER_MINUTE: '3', ALERT_ADMIN_TOKEN_FAILURES: '20', ALERT_ADMIN_TOKEN_WINDOW_MINUTES: '10', OPERATOR_TELEGRAM_IDS: String(demoTelegramId(OPERATOR)) },
      deps: { alerts },
    });
  });
  afterAll(async () => t?.close());

  const admin = (url: string, headers: Record<string, string>, remoteAddress = '127.0.0.1', method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers, remoteAddress });
  const audit = async (query: string) => {
    const res = await admin(`/api/admin/audit?${query}`, RIGHT, '192.0.2.200');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().entries as AuditRow[];
  };

  it('throttles wrong tokens per address with 429 rate_limited, the right token too, until the minute is over', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await admin('/api/admin/orders', { authorization: `Bearer guess-${i}` }, '203.0.113.7')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    const limited = await admin('/api/admin/orders', { authorization: 'Bearer guess-again' }, '203.0.113.7');
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(limited.json()).toMatchObject({ ok: false, status: 429, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A right guess cannot tell itself by its answer while the address is throttled.
    expect((await admin('/api/admin/orders', RIGHT, '203.0.113.7')).statusCode).toBe(429);
    // Other addresses are not held up, and a missing token is not a guess.
    expect((await admin('/api/admin/orders', RIGHT, '203.0.113.8')).statusCode).toBe(200);
    expect((await admin('/api/admin/orders', {}, '203.0.113.9')).statusCode).toBe(401);
    t.clock.advance(61_000);
    expect((await admin('/api/admin/orders', RIGHT, '203.0.113.7')).statusCode).toBe(200);
  });

  it('audits each wrong token it compared, by address and route, with a hash prefix and never the token', async () => {
    const entries = (await audit('action=auth_failed')).filter((e) => e.actor === 'address:203.0.113.7');
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => e.after.tokenSha256Prefix)).toEqual([2, 1, 0].map((i) => createHash('sha256').update(`guess-${i}`).digest('hex').slice(0, 8)));
    expect(entries[0]).toMatchObject({ action: 'auth_failed', orderId: null, after: { credential: 'ADMIN_TOKEN', method: 'GET', path: '/api/admin/orders' } });
    const all = JSON.stringify(await audit('limit=100'));
    expect(all).not.toMatch(/guess-\d/);
    expect(all).not.toContain('admin-test-token-of-at-least-32-chars');
  });

  it('alerts the operator once when wrong tokens pile up: 300 in a burst make one alert', async () => {
    const before = alerts.sent.filter((a) => a.event === 'admin_token_failures').length;
    // The first test's 8 refusals are below ALERT_ADMIN_TOKEN_FAILURES (20): no alert yet.
    expect(before).toBe(0);
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => admin('/api/admin/orders', { authorization: `Bearer burst-${i}` }, `198.51.100.${i % 3}`).then((r) => r.statusCode)),
    );
    // Three addresses, three wrong tokens each before the rest are throttled.
    expect(statuses.filter((s) => s === 401)).toHaveLength(9);
    expect(statuses.filter((s) => s === 429)).toHaveLength(291);
    const raised = alerts.sent.filter((a) => a.event === 'admin_token_failures');
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ event: 'admin_token_failures', windowMinutes: 10 });
    expect((raised[0] as { failures: number }).failures).toBeGreaterThanOrEqual(20);
    // Inside the window it stays one alert; after it, a new burst is alerted again.
    t.clock.advance(61_000);
    for (let i = 0; i < 25; i++) await admin('/api/admin/orders', { authorization: `Bearer later-${i}` }, `198.51.100.${10 + i}`);
    expect(alerts.sent.filter((a) => a.event === 'admin_token_failures')).toHaveLength(1);
    t.clock.advance(10 * 60_000);
    for (let i = 0; i < 25; i++) await admin('/api/admin/orders', { authorization: `Bearer much-later-${i}` }, `198.51.100.${30 + i}`);
    expect(alerts.sent.filter((a) => a.event === 'admin_token_failures')).toHaveLength(2);
  });

  it('audits operator actions the order refuses (409), naming the action, whoever asked', async () => {
    const { orderId } = await unpaidOrder(t);
    const post = (path: string, payload?: object) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/${path}`, headers: RIGHT, remoteAddress: '192.0.2.200', ...(payload ? { payload } : {}) });
    expect((await post('resend')).json().code).toBe('not_resendable');
    expect((await post('retry')).json().code).toBe('nothing_to_retry');
    expect((await post('refund')).json().code).toBe('not_refundable');
    expect((await post('cancel')).statusCode).toBe(200);
    expect((await post('cancel')).json().code).toBe('not_cancellable');
    expect((await post('rebind', { telegramUsername: 'someone_else' })).json().code).toBe('not_rebindable');
    const entries = await audit(`orderId=${orderId}`);
    expect(entries.map((e) => [e.action, e.after.action ?? null, e.after.code ?? null]).reverse()).toEqual([
      ['refused', 'resend', 'not_resendable'],
      ['refused', 'retry', 'nothing_to_retry'],
      ['refused', 'refund', 'not_refundable'],
      ['cancel', null, null],
      ['refused', 'cancel', 'not_cancellable'],
      ['refused', 'rebind', 'not_rebindable'],
    ]);
    for (const e of entries) expect(e.actor).toBe('admin-token');
  });

  it('audits the console’s 403s: a person who is not an operator, and a form from elsewhere', async () => {
    const stranger = await demoLogin(t, 'sam_stranger');
    const operator = await demoLogin(t, OPERATOR);
    const { orderId } = await unpaidOrder(t);
    expect((await t.app.inject({ url: '/admin', headers: { accept: 'text/html', cookie: stranger } })).statusCode).toBe(403);
    const forged = await t.app.inject({ method: 'POST', url: `/admin/orders/${orderId}/cancel`, headers: { 'content-type': FORM, origin: 'https://evil.example', cookie: operator }, payload: '' });
    expect(forged.statusCode).toBe(403);
    const noToken = await t.app.inject({ method: 'POST', url: `/admin/orders/${orderId}/cancel`, headers: { 'content-type': FORM, origin: ORIGIN, cookie: operator }, payload: '' });
    expect(noToken.statusCode).toBe(403);
    const entries = (await audit('action=console_refused')).reverse();
    expect(entries.map((e) => [e.actor, e.after.reason, e.after.method, e.after.path])).toEqual([
      [`telegram:${demoTelegramId('sam_stranger')}`, 'not_operator', 'GET', '/admin'],
      [`telegram:${demoTelegramId(OPERATOR)}`, 'bad_form', 'POST', `/admin/orders/${orderId}/cancel`],
      [`telegram:${demoTelegramId(OPERATOR)}`, 'bad_form', 'POST', `/admin/orders/${orderId}/cancel`],
    ]);
  });
});
