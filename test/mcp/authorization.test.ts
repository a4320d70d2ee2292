// MCP authorization and the Streamable HTTP transport's rules, against a listening server whose
// PUBLIC_BASE_URL is its real address, so the SDK's own client can follow every link it is given:
// the 401/403 challenges and what the SDK parses from them, discovery from a 401 to the MCP
// endpoint's protected resource metadata, the Origin check and CORS, batches by protocol version,
// JSON-RPC error codes, and the capabilities the server declares.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { discoverOAuthProtectedResourceMetadata, extractWWWAuthenticateParams, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';
import { freePort } from '../support/net.js';
import { AGENT_ENV, bearer, registerAnonymous } from '../agents/helpers.js';

const ALL_SCOPES = 'catalog:read orders:create orders:read readings:read';
const ALLOWED_ORIGIN = 'https://app.example';

describe('MCP authorization and transport rules', () => {
  let t: TestApp;
  let base: string;
  let url: URL;
  let prmUrl: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(sqliteDatabase, { env: { ...AGENT_ENV, PUBLIC_BASE_URL: base, MCP_ALLOWED_ORIGINS: ALLOWED_ORIGIN } });
    await t.app.listen({ host: '127.0.0.1', port });
    url = new URL('/api/mcp', base);
    prmUrl = `${base}/.well-known/oauth-protected-resource/api/mcp`;
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
    await t?.close();
  });

  async function connect(transport = new StreamableHTTPClientTransport(url)): Promise<Client> {
    const client = new Client({ name: 'authorization-test', version: '1.0.0' });
    await client.connect(transport);
    clients.push(client);
    return client;
  }
  const rpc = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(body) });
  const callTool = (id: number, name: string, args: Record<string, unknown> = {}) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
  const latest = { 'mcp-protocol-version': LATEST_PROTOCOL_VERSION };

  it('publishes protected resource metadata for the MCP endpoint, found by the SDK’s path-aware discovery', async () => {
    const res = await fetch(prmUrl);
    expect(res.status).toBe(200);
    const metadata = await res.json();
    expect(metadata).toMatchObject({ resource: `${base}/api/mcp`, authorization_servers: [base], scopes_supported: ALL_SCOPES.split(' '), bearer_methods_supported: ['header'] });
    expect(await discoverOAuthProtectedResourceMetadata(url)).toEqual(metadata);
  });

  it('lets anyone initialize with the newest protocol version, list every tool and call the public ones; declares no listChanged', async () => {
    const transport = new StreamableHTTPClientTransport(url);
    const client = await connect(transport);
    expect(LATEST_PROTOCOL_VERSION).toBe('2025-11-25');
    expect(transport.protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
    const capabilities = client.getServerCapabilities()!;
    expect(capabilities.tools).toEqual({});
    expect(capabilities.resources).toEqual({});
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['create_order', 'get_catalog', 'get_order_status', 'get_reading', 'list_my_readings', 'preview_chart']);
    for (const name of ['list_my_readings', 'get_reading']) expect(tools.find((tool) => tool.name === name)!.description, name).toContain('Needs a person');
    const catalog = await client.callTool({ name: 'get_catalog', arguments: {} });
    expect(catalog.isError).toBeFalsy();
  });

  it('answers a reading tool called without a credential with 401 and the challenge the SDK parses', async () => {
    const res = await rpc(callTool(1, 'list_my_readings'), latest);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ code: 'unauthorized', scope: 'readings:read' });
    const { resourceMetadataUrl, scope, error } = extractWWWAuthenticateParams(res);
    expect(resourceMetadataUrl?.href).toBe(prmUrl);
    expect(scope).toBe(ALL_SCOPES);
    expect(error).toBeUndefined();
    expect(res.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${prmUrl}", scope="${ALL_SCOPES}"`);
  });

  it('starts the SDK client’s OAuth discovery from that 401: the resource metadata it names, then the authorization server', async () => {
    const fetched: string[] = [];
    const redirectUrl = 'http://127.0.0.1:1/callback';
    const provider: OAuthClientProvider = {
      redirectUrl,
      clientMetadata: { client_name: 'Discovery test', redirect_uris: [redirectUrl] },
      clientInformation: () => ({ client_id: 'pre-registered-test-client' }),
      tokens: () => undefined,
      saveTokens: () => undefined,
      redirectToAuthorization: () => undefined,
      saveCodeVerifier: () => undefined,
      codeVerifier: () => 'unused',
    };
    const transport = new StreamableHTTPClientTransport(url, {
      authProvider: provider,
      fetch: async (input, init) => {
        fetched.push(String(input));
        return fetch(input, init);
      },
    });
    const client = await connect(transport);
    // Initializing and listing need nothing; only the reading tool makes the client authorize.
    await client.listTools();
    expect(fetched.every((address) => address === url.href)).toBe(true);
    await expect(client.callTool({ name: 'list_my_readings', arguments: {} })).rejects.toThrow();
    const discovery = fetched.filter((address) => address !== url.href);
    expect(discovery[0]).toBe(prmUrl);
    expect(discovery[1]).toBe(`${base}/.well-known/oauth-authorization-server`);
  });

  it('answers an unclaimed credential with 403 insufficient_scope, asking for its scopes plus the missing one', async () => {
    const reg = await registerAnonymous(t, 'Unclaimed MCP agent');
    const res = await rpc(callTool(2, 'get_reading', { readingId: 'rdg_x' }), { ...latest, ...bearer(reg.api_key) });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'insufficient_scope', scope: 'readings:read' });
    const { resourceMetadataUrl, scope, error } = extractWWWAuthenticateParams(res);
    expect(error).toBe('insufficient_scope');
    expect(scope).toBe(ALL_SCOPES);
    expect(resourceMetadataUrl?.href).toBe(prmUrl);

    // The same credential still initializes, lists and orders.
    const client = await connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: bearer(reg.api_key) } }));
    expect((await client.listTools()).tools).toHaveLength(6);
    const refused = await client.callTool({ name: 'list_my_readings', arguments: {} }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StreamableHTTPError);
    expect((refused as StreamableHTTPError).code).toBe(403);

    // Once the claim link has expired, the refusal says how to get a fresh one.
    t.clock.advance(60 * 60_000 + 1);
    const late = await rpc(callTool(3, 'list_my_readings'), { ...latest, ...bearer(reg.api_key) });
    expect(late.status).toBe(403);
    expect(((await late.json()) as { detail: string }).detail).toContain('POST ' + base + '/api/agent/auth/claim/renew');
  });

  it('answers a revoked credential with 401 invalid_token, naming the MCP resource metadata', async () => {
    const reg = await registerAnonymous(t, 'Revoked MCP agent');
    await t.app.inject({ method: 'POST', url: '/api/agent/auth/revoke', headers: bearer(reg.api_key) });
    const res = await rpc({ jsonrpc: '2.0', id: 3, method: 'tools/list' }, { ...latest, ...bearer(reg.api_key) });
    expect(res.status).toBe(401);
    expect(extractWWWAuthenticateParams(res)).toMatchObject({ error: 'invalid_token', resourceMetadataUrl: new URL(prmUrl) });
    await expect(connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: bearer(reg.api_key) } }))).rejects.toThrow(/401|invalid_token/);
  });

  describe('batches', () => {
    const batch = [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }, callTool(2, 'get_catalog')];

    it('answers batches under protocol versions that have them (no header: 2025-03-26)', async () => {
      for (const headers of [{}, { 'mcp-protocol-version': '2025-03-26' }] as Record<string, string>[]) {
        const res = await rpc(batch, headers);
        expect(res.status).toBe(200);
        const answers = (await res.json()) as { id: number; result: unknown }[];
        expect(answers.map((answer) => answer.id).sort()).toEqual([1, 2]);
        expect(answers.every((answer) => answer.result)).toBe(true);
      }
    });

    it('refuses batches with -32600 from 2025-06-18 on, by header or by the initialize they carry', async () => {
      for (const version of ['2025-06-18', '2025-11-25']) {
        const res = await rpc(batch, { 'mcp-protocol-version': version });
        expect(res.status, version).toBe(400);
        expect(await res.json()).toEqual({ jsonrpc: '2.0', error: { code: -32600, message: `Invalid Request: protocol version ${version} has no JSON-RPC batches; send one message per request` }, id: null });
      }
      const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'x', version: '1' } } };
      const res = await rpc([init]);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32600);
    });

    it('challenges a batch that holds a call the caller may not make, before any of it runs', async () => {
      const before = await t.app.services.store.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const order = callTool(5, 'create_order', { product: 'natal', sum: 49, name: 'Ada', phone: '+44 20 7946 0958', contact: '@ada_batch', meta: { day: '10', month: '12', year: '1985', city: 'London' } });
      const res = await rpc([order, callTool(6, 'list_my_readings')]);
      expect(res.status).toBe(401);
      expect(extractWWWAuthenticateParams(res).scope).toBe(ALL_SCOPES);
      const after = await t.app.services.store.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });
  });

  describe('Origin and CORS', () => {
    const listTools = { jsonrpc: '2.0', id: 1, method: 'tools/list' };

    it('refuses an Origin that is neither ours nor allowed, on every method', async () => {
      const res = await rpc(listTools, { ...latest, origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32000);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      for (const method of ['GET', 'DELETE', 'OPTIONS']) {
        const other = await fetch(url, { method, headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
        expect(other.status, method).toBe(403);
      }
      expect((await rpc(listTools, { ...latest, origin: 'null' })).status).toBe(403);
    });

    it('serves our own origin, an allowed one, and requests without Origin, exposing the headers a browser client reads', async () => {
      expect((await rpc(listTools, latest)).status).toBe(200);
      for (const origin of [base, ALLOWED_ORIGIN]) {
        const res = await rpc(listTools, { ...latest, origin });
        expect(res.status, origin).toBe(200);
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
        expect(res.headers.get('access-control-expose-headers')).toContain('WWW-Authenticate');
        expect(res.headers.get('access-control-expose-headers')).toContain('Mcp-Session-Id');
        expect(res.headers.get('vary')).toContain('Origin');
      }
      // The challenge itself is readable by the allowed page.
      const challenged = await rpc(callTool(2, 'list_my_readings'), { ...latest, origin: ALLOWED_ORIGIN });
      expect(challenged.status).toBe(401);
      expect(challenged.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
      expect(challenged.headers.get('access-control-expose-headers')).toContain('WWW-Authenticate');
    });

    it('answers the CORS preflight of an allowed origin', async () => {
      const res = await fetch(url, {
        method: 'OPTIONS',
        headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, mcp-protocol-version' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/);
      expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'mcp-protocol-version', 'last-event-id', 'mcp-session-id']));
      expect(res.headers.get('access-control-expose-headers')).toContain('WWW-Authenticate');
    });
  });

  it('refuses an MCP_ALLOWED_ORIGINS entry that is not a bare origin', () => {
    for (const value of ['https://app.example/path', 'app.example', 'ftp://app.example']) {
      expect(() => loadConfig({ MCP_ALLOWED_ORIGINS: value }), value).toThrow(ConfigError);
    }
    expect(loadConfig({ MCP_ALLOWED_ORIGINS: 'https://a.example, http://localhost:5173/' }).mcp.allowedOrigins).toEqual(['https://a.example', 'http://localhost:5173']);
  });
});
