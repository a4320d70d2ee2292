// One budget per client and action, wherever the client comes in: the order API, the no-JavaScript
// order form and MCP (each call of a JSON-RPC batch counts), the chart API and MCP's preview; and a
// client address that X-Forwarded-For entries written by the client cannot change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from '../../src/config.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';
import { FORM, ORIGIN } from '../web/helpers.js';

const MCP_ACCEPT = 'application/json, text/event-stream';

describe('one budget per client across the API, the order form and MCP', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // One proxy in front: the client is the entry that proxy appended, the right-most.
    t = await createTestApp(sqliteDatabase, { env: { ORDER_RATE_LIMIT_PER_MINUTE: '3', CHART_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' } });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const from = (client: string) => ({ 'x-forwarded-for': client });
  const apiOrder = (client: string, contact: string) =>
    fetch(`${base}/api/orders/create`, { method: 'POST', headers: { 'content-type': 'application/json', ...from(client) }, body: JSON.stringify(orderBody({ contact })) });
  const formOrder = (client: string, key: string) =>
    fetch(`${base}/order`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': FORM, origin: ORIGIN, accept: 'text/html', ...from(client) },
      body: new URLSearchParams({ product: 'natal', name: 'Ada Lovelace', phone: '+44 20 7946 0958', contact: 'ada_form', birthDate: '1985-12-10', birthTime: '14:30', city: 'London', placeId: '2643743', idempotencyKey: key }).toString(),
    });
  const mcp = async (client: string, body: unknown) => {
    const res = await fetch(`${base}/api/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: MCP_ACCEPT, ...from(client) }, body: JSON.stringify(body) });
    return res.json() as Promise<any>;
  };
  const callTool = (id: number, name: string, args: Record<string, unknown>) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
  const mcpOrder = (id: number, contact: string) => callTool(id, 'create_order', orderBody({ contact }));

  it('an MCP order is refused once the API and the form spent the client’s order budget', async () => {
    const client = '198.51.100.20';
    expect((await apiOrder(client, '@budget_one')).status).toBe(200);
    expect((await apiOrder(client, '@budget_two')).status).toBe(200);
    expect((await formOrder(client, 'form-1')).status).toBe(303);
    const refused = await mcp(client, mcpOrder(1, '@budget_three'));
    expect(refused.result.isError).toBe(true);
    expect(refused.result.content[0].text).toMatch(/^rate_limited: /);
    // The form, spent too, shows its own page with the reason, keeping the details.
    const form = await formOrder(client, 'form-2');
    expect(form.status).toBe(429);
    expect(form.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await form.text();
    expect(page).toContain('too many orders from this client');
    expect(page).toContain('value="Ada Lovelace"');
    // Another client has its own budget.
    expect((await apiOrder('198.51.100.21', '@budget_other')).status).toBe(200);
  });

  it('counts every call of a JSON-RPC batch', async () => {
    const answers = (await mcp('198.51.100.30', [1, 2, 3, 4, 5].map((id) => mcpOrder(id, `@batch_buyer${id}`)))) as any[];
    expect(answers).toHaveLength(5);
    const created = answers.filter((a) => !a.result.isError);
    const refused = answers.filter((a) => a.result.isError);
    expect(created).toHaveLength(3);
    expect(refused.map((a) => a.result.content[0].text.split(':')[0])).toEqual(['rate_limited', 'rate_limited']);
    const stored = await t.app.services.store.db.selectFrom('orders').select('id').where('contact', 'like', '@batch_buyer%').execute();
    expect(stored).toHaveLength(3);
  });

  it('draws MCP previews and the chart API from one chart budget', async () => {
    const client = '198.51.100.40';
    const birth = { day: '10', month: '12', year: '1985', time: '14:30', city: 'London' };
    const chart = () => fetch(`${base}/api/chart`, { method: 'POST', headers: { 'content-type': 'application/json', ...from(client) }, body: JSON.stringify(birth) });
    expect((await chart()).status).toBe(200);
    expect((await mcp(client, callTool(1, 'preview_chart', birth))).result.isError).toBeFalsy();
    const refused = await chart();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await mcp(client, callTool(2, 'preview_chart', birth))).result.content[0].text).toMatch(/^rate_limited: /);
  });

  it('keeps counting the proxy’s entry when the client forges the left-most X-Forwarded-For entries', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${base}/api/orders/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i}, 203.0.113.${i}, 198.51.100.50` },
        body: JSON.stringify(orderBody({ contact: `@forger_${i}x` })),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses and ranges, and refuses to trust every hop', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, loopback,::1')).toEqual(['10.0.0.0/8', 'loopback', '::1']);
    expect(() => parseTrustProxy('true')).toThrow(/hop|addresses/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(ConfigError);
    expect(() => parseTrustProxy('proxy.example')).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
  });

  it('trusts only the listed proxy: a request from elsewhere is its own client', async () => {
    const t = await createTestApp(sqliteDatabase, { env: { ORDER_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '192.0.2.1' } });
    try {
      const order = (remoteAddress: string, forwarded: string, contact: string) =>
        t.app.inject({ method: 'POST', url: '/api/orders/create', remoteAddress, headers: { 'x-forwarded-for': forwarded }, payload: orderBody({ contact }) });
      // Through the trusted proxy, the forwarded address is the client.
      expect((await order('192.0.2.1', '198.51.100.60', '@via_proxy1')).statusCode).toBe(200);
      expect((await order('192.0.2.1', '198.51.100.61', '@via_proxy2')).statusCode).toBe(200);
      // Straight from an untrusted address, its X-Forwarded-For is ignored: one budget, whatever it writes.
      expect((await order('203.0.113.9', '198.51.100.62', '@direct_one')).statusCode).toBe(200);
      expect((await order('203.0.113.9', '198.51.100.63', '@direct_two')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
