// The MCP endpoint driven by the SDK's own Client over Streamable HTTP against a listening server:
// tools and resources, every tool called, the bearer credential as the caller, and the errors.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { AGENT_ENV, decide, demoLoginOnClaim, orderPayAndGenerate, registerAnonymous } from '../agents/helpers.js';
import { connectClient } from './clients.js';

type ToolResult = { isError?: boolean; content: { type: string; text?: string }[]; structuredContent?: Record<string, any> };

describe.each(testDatabases)('MCP over Streamable HTTP on $name', (database) => {
  let t: TestApp;
  let url: URL;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp(database, { env: AGENT_ENV });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = new URL('/api/mcp', address);
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
    await t?.close();
  });

  const connect = (token?: string): Promise<Client> => connectClient(url, clients, token);
  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as ToolResult;

  it('initializes with server info and instructions, and lists the tools with schemas and annotations', async () => {
    const client = await connect();
    expect(client.getServerVersion()).toMatchObject({ name: 'reading-service', version: '0.1.0' });
    expect(client.getInstructions()).toContain('/auth.md');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['create_order', 'get_catalog', 'get_order_status', 'get_reading', 'list_my_readings', 'preview_chart']);
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.annotations, tool.name).toBeDefined();
      expect(tool.description!.length, tool.name).toBeGreaterThan(40);
    }
    const create = tools.find((tool) => tool.name === 'create_order')!;
    expect(create.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(Object.keys(create.inputSchema.properties ?? {})).toEqual(['product', 'addons', 'sum', 'currency', 'name', 'phone', 'contact', 'language', 'meta']);
    expect(tools.find((tool) => tool.name === 'get_catalog')!.annotations).toMatchObject({ readOnlyHint: true });
  });

  it('serves the OpenAPI document and auth.md as resources', async () => {
    const client = await connect();
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual(['http://localhost:3000/auth.md', 'http://localhost:3000/openapi.json', 'ui://reading-service/chart-wheel.html']);
    const openapi = await client.readResource({ uri: 'http://localhost:3000/openapi.json' });
    expect(JSON.parse((openapi.contents[0] as { text: string }).text).paths['/api/mcp'].post).toBeDefined();
    const auth = await client.readResource({ uri: 'http://localhost:3000/auth.md' });
    expect((auth.contents[0] as { text: string }).text).toContain('# Authentication for agents');
  });

  it('calls the public tools anonymously: catalog, chart, order and its status', async () => {
    const client = await connect();
    const catalog = await call(client, 'get_catalog');
    expect(catalog.isError).toBeFalsy();
    expect(catalog.structuredContent!.products.map((p: { id: string }) => p.id)).toEqual(['natal', 'forecast', 'numerology', 'compatibility']);

    const chart = await call(client, 'preview_chart', { day: '10', month: '12', year: '1985', time: '14:30', city: 'London' });
    expect(chart.isError).toBeFalsy();
    expect(chart.structuredContent!.bodies.sun.sign).toBe('sagittarius');
    expect(chart.structuredContent!.moment.timezone).toBe('Europe/London');
    const unknownCity = await call(client, 'preview_chart', { day: '10', month: '12', year: '1985', city: 'Xyzzyqwv' });
    expect(unknownCity.isError).toBe(true);
    expect(unknownCity.content[0]!.text).toContain('unknown_city');

    const order = await call(client, 'create_order', { product: 'natal', sum: 49, name: 'Ada Lovelace', phone: '+44 20 7946 0958', contact: '@ada_mcp', meta: { day: '10', month: '12', year: '1985', time: '14:30', city: 'London' } });
    expect(order.isError).toBeFalsy();
    const { orderId, payUrl, botUrl, statusUrl } = order.structuredContent!;
    expect(payUrl).toMatch(/^http:\/\/localhost:3000\//);
    expect(botUrl).toMatch(/^http/);
    expect(statusUrl).toBe(`http://localhost:3000/api/orders/${orderId}`);
    const status = await call(client, 'get_order_status', { orderId });
    expect(status.structuredContent).toMatchObject({ orderId, status: 'pending_payment', paidAt: null });

    // A birth city several places share: the tool names each with the id to send back as meta.placeId.
    const ambiguous = await call(client, 'create_order', { product: 'natal', sum: 49, name: 'Ada', phone: '+44 20 7946 0958', contact: '@ada_mcp', meta: { day: '10', month: '12', year: '1985', city: 'Springfield' } });
    expect(ambiguous.isError).toBe(true);
    expect(ambiguous.content[0]!.text).toMatch(/^ambiguous_city: /);
    expect(ambiguous.content[0]!.text).toContain('Springfield, Illinois, United States (placeId 4250542)');
    const chosen = await call(client, 'create_order', { product: 'natal', sum: 49, name: 'Ada', phone: '+44 20 7946 0958', contact: '@ada_mcp', meta: { day: '10', month: '12', year: '1985', city: 'Springfield', placeId: '4250542' } });
    expect(chosen.isError).toBeFalsy();
    const create = (await client.listTools()).tools.find((tool) => tool.name === 'create_order')!;
    expect(Object.keys((create.inputSchema.properties as { meta: { properties: object } }).meta.properties)).toEqual(expect.arrayContaining(['placeId', 'latitude', 'longitude']));

    const wrongSum = await call(client, 'create_order', { product: 'natal', sum: 30, name: 'Ada', phone: '+44 20 7946 0958', contact: '@ada_mcp', meta: { day: '10', month: '12', year: '1985', city: 'London' } });
    expect(wrongSum.isError).toBe(true);
    expect(wrongSum.content[0]!.text).toContain('sum_mismatch');
    const badContact = await call(client, 'create_order', { product: 'natal', sum: 49, name: 'Ada', phone: '+44 20 7946 0958', contact: 'ada', meta: {} });
    expect(badContact.isError).toBe(true);
    expect(badContact.content[0]!.text).toContain('validation_failed');
    const missing = await call(client, 'get_order_status', { orderId: 'ord_missing' });
    expect(missing.isError).toBe(true);
    expect(missing.content[0]!.text).toContain('not_found');
  });

  it('refuses the reading tools without readings:read with the HTTP challenge, telling the agent how to get it', async () => {
    const anonymous = await connect();
    const none = await call(anonymous, 'list_my_readings').catch((error: unknown) => error);
    expect(none).toBeInstanceOf(StreamableHTTPError);
    expect((none as StreamableHTTPError).code).toBe(401);
    expect((none as Error).message).toContain('POST http://localhost:3000/api/agent/auth');
    expect((none as Error).message).toContain('claim_url');
    const reg = await registerAnonymous(t, 'MCP agent');
    const unclaimed = await connect(reg.api_key);
    const pending = await call(unclaimed, 'get_reading', { readingId: 'rdg_x' }).catch((error: unknown) => error);
    expect((pending as StreamableHTTPError).code).toBe(403);
    expect((pending as Error).message).toContain('claims you');
  });

  it('the whole anonymous flow over MCP: order with the key, claim, then read the readings', async () => {
    const reg = await registerAnonymous(t, 'MCP flow agent');
    const client = await connect(reg.api_key);
    const order = await call(client, 'create_order', { product: 'natal', sum: 49, name: 'Grace Hopper', phone: '+1 415 555 2671', contact: '@grace_mcp', meta: { day: '9', month: '12', year: '1906', time: '08:00', city: 'New York' } });
    const orderId = order.structuredContent!.orderId;
    const row = await t.app.services.store.db.selectFrom('orders').select('agent_registration_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row.agent_registration_id).toBe(reg.registration_id);
    await orderPayAndGenerate(t, reg.api_key, '@grace_mcp');
    const cookie = await demoLoginOnClaim(t, reg, 'grace_mcp');
    expect((await decide(t, reg, cookie, 'approve')).body).toContain('Approved');

    // The credential now reads the person's readings; the first (unpaid) order has none.
    const claimed = await connect(reg.api_key);
    const list = await call(claimed, 'list_my_readings');
    expect(list.isError).toBeFalsy();
    expect(list.structuredContent!.readings).toHaveLength(1);
    const [summary] = list.structuredContent!.readings;
    expect(summary.kind).toBe('natal');
    const reading = await call(claimed, 'get_reading', { readingId: summary.id });
    expect(reading.structuredContent!.reading.markdown).toContain('#');
    expect(reading.structuredContent!.reading.links.page).toBe(`http://localhost:3000/profile/readings/${summary.id}`);
    const other = await call(claimed, 'get_reading', { readingId: 'rdg_not_yours' });
    expect(other.isError).toBe(true);
    expect(other.content[0]!.text).toContain('not_found');
  });

  describe('HTTP-level errors', () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body });

    it('answers 405 to GET and DELETE (a stateless server has no stream and no session)', async () => {
      for (const method of ['GET', 'DELETE']) {
        const res = await fetch(url, { method, headers: { accept: 'text/event-stream' } });
        expect(res.status, method).toBe(405);
        expect(res.headers.get('allow')).toBe('POST');
        expect(((await res.json()) as any).error.code).toBe(-32000);
      }
    });

    it('answers JSON-RPC errors for malformed JSON, invalid messages, wrong media types and Accept', async () => {
      const parse = await post('{"jsonrpc":');
      expect(parse.status).toBe(400);
      expect(await parse.json()).toEqual({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: Invalid JSON' }, id: null });
      // Valid JSON that is not a JSON-RPC message is an Invalid Request, as JSON-RPC 2.0 and the OpenAPI say.
      const invalid = await post(JSON.stringify({ hello: 'world' }));
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toEqual({ jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request: not a JSON-RPC 2.0 request, notification or response' }, id: null });
      const empty = await post('[]');
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as any).error.code).toBe(-32600);
      const media = await post('x', { 'content-type': 'text/plain' });
      expect(media.status).toBe(415);
      const accept = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), { accept: 'application/json' });
      expect(accept.status).toBe(406);
      const unknown = await post(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'no/such/method' }));
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32601 } });
    });

    it('answers 401 with the challenge to an invalid bearer credential', async () => {
      const res = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), { authorization: 'Bearer rsk_not-a-real-credential' });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
      expect(res.headers.get('www-authenticate')).toContain('resource_metadata="http://localhost:3000/.well-known/oauth-protected-resource/api/mcp"');
    });
  });
});
