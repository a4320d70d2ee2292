// A mainstream MCP client configured with nothing but {base}/api/mcp: the official SDK's OAuth client
// (an OAuthClientProvider, the Streamable HTTP transport with authProvider) against a listening
// server. It discovers OAuth from a 401, registers (by DCR, then in a second case by a client
// metadata document served by the test over HTTPS), the person signs in with the demo login and
// approves in Chromium, the SDK exchanges the code, reads the person's readings, refreshes an
// expired token by itself, and after revocation is refused with 401.
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ENV } from '../agents/helpers.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { hasChromium, launchBrowser, type Browser } from '../support/browser.js';
import { sqliteDatabase } from '../support/databases.js';
import { freePort } from '../support/net.js';
import { selfSignedCertificate } from '../support/tls.js';
import { paidOrder, storedReading } from '../web/helpers.js';

type ToolResult = { isError?: boolean; structuredContent?: Record<string, any> };

/** What an MCP client application keeps: its registration, tokens and PKCE verifier; it "opens" the browser by recording the URL. */
class TestProvider implements OAuthClientProvider {
  info: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  authorizationUrl: URL | null = null;
  constructor(
    readonly redirectUrl: string,
    readonly clientMetadataUrl?: string,
  ) {}
  get clientMetadata(): OAuthClientMetadata {
    return { client_name: 'SDK test client', redirect_uris: [this.redirectUrl], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' };
  }
  state() {
    return 'sdk-state';
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

describe.skipIf(!hasChromium)('browser: an MCP client signs a person in with OAuth', () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let callback: HttpServer;
  let callbackUrl: string;
  let documents: HttpsServer;
  let metadataUrl: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    const { key, cert } = selfSignedCertificate();
    // The client application's redirect target on the person's machine.
    callback = createHttpServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('You can close this window.'));
    await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
    callbackUrl = `http://127.0.0.1:${(callback.address() as { port: number }).port}/callback`;
    // Where the second client publishes its metadata document (https, as the SDK requires).
    documents = createHttpsServer({ key, cert }, (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ client_id: metadataUrl, client_name: 'Metadata MCP client', redirect_uris: [callbackUrl], token_endpoint_auth_method: 'none' })),
    );
    await new Promise<void>((resolve) => documents.listen(0, '127.0.0.1', resolve));
    metadataUrl = `https://127.0.0.1:${(documents.address() as { port: number }).port}/mcp-client.json`;

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(sqliteDatabase, {
      env: { ...AGENT_ENV, PUBLIC_BASE_URL: base },
      // Only the test's own document server on 127.0.0.1 is allowed besides public addresses.
      deps: { clientMetadataFetch: { timeoutMs: 5_000, maxBytes: 8 * 1024, allowAddress: (address) => address === '127.0.0.1', allowHttp: false, ca: cert } },
    });
    await t.app.listen({ host: '127.0.0.1', port });
    // The person's paid order with a reading; the demo login as @ada_sdk binds it to them.
    const { orderId } = await paidOrder(t, { contact: '@ada_sdk' });
    await storedReading(t, orderId, { title: 'Natal chart of Ada (SDK)' });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => undefined);
    await browser?.close();
    await t?.close();
    await new Promise((resolve) => callback?.close(resolve));
    await new Promise((resolve) => documents?.close(resolve));
  });

  async function connect(provider: TestProvider): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
    const transport = new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), { authProvider: provider });
    const client = new Client({ name: 'sdk-oauth-test', version: '1.0.0' });
    await client.connect(transport);
    clients.push(client);
    return { client, transport };
  }
  const listReadings = async (client: Client) => (await client.callTool({ name: 'list_my_readings', arguments: {} })) as ToolResult;

  /** The person in Chromium: demo login on the authorization page, then Approve; answers the code. */
  async function signInAndApprove(authorizationUrl: URL, expectedClient: string, shot: string): Promise<string> {
    // Each case starts signed out, as a person who has not used this site yet.
    await browser.context.clearCookies();
    const page: Page = await browser.context.newPage();
    await page.goto(authorizationUrl.href);
    expect(await page.locator('#oauth-client').textContent()).toBe(`«${expectedClient}»`);
    await browser.shot(page, `${shot}-1-sign-in`);
    await page.getByLabel('Telegram username').fill('ada_sdk');
    await Promise.all([page.waitForURL(/\/oauth\/authorize\?/), page.getByRole('button', { name: 'Log in (demo)' }).click()]);
    expect(await page.locator('#oauth-redirect-host').textContent()).toBe(new URL(callbackUrl).host);
    await browser.shot(page, `${shot}-2-consent`);
    await Promise.all([page.waitForURL(`${callbackUrl}?**`), page.getByRole('button', { name: 'Approve' }).click()]);
    const back = new URL(page.url());
    await page.close();
    expect(back.searchParams.get('state')).toBe('sdk-state');
    expect(back.searchParams.get('iss')).toBe(base);
    return back.searchParams.get('code')!;
  }

  it('registers by DCR, authorizes, reads the readings, refreshes by itself, and is refused after revocation', async () => {
    const provider = new TestProvider(callbackUrl);
    const first = await connect(provider);
    // Initializing needs no token; reading the person's readings answers 401, and the SDK starts OAuth.
    await expect(listReadings(first.client)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(provider.info?.client_id).toMatch(/^cli_/);
    expect(provider.authorizationUrl!.origin + provider.authorizationUrl!.pathname).toBe(`${base}/oauth/authorize`);
    expect(provider.authorizationUrl!.searchParams.get('code_challenge_method')).toBe('S256');
    // The 401 names the MCP endpoint's own resource metadata, so the token is asked for that resource.
    expect(provider.authorizationUrl!.searchParams.get('resource')).toBe(`${base}/api/mcp`);

    const code = await signInAndApprove(provider.authorizationUrl!, 'SDK test client', 'oauth-dcr');
    await first.transport.finishAuth(code);
    expect(provider.saved?.refresh_token).toMatch(/^rsrt_/);

    const { client } = await connect(provider);
    const list = await listReadings(client);
    expect(list.isError).toBeFalsy();
    expect(list.structuredContent!.readings.map((r: { title: string }) => r.title)).toEqual(['Natal chart of Ada (SDK)']);
    // The person's profile lists the client with the scopes the SDK asked for: the 401 names every
    // scope, so one consent covers every tool.
    const profile = await t.app.inject({ url: '/profile', headers: { cookie: (await browser.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } });
    expect(profile.body).toContain('SDK test client');
    expect(profile.body).toContain('· may catalog:read, orders:create, orders:read, readings:read</span>');

    // The access token expires; the SDK refreshes by itself (rotating the refresh token) and goes on.
    const before = provider.saved!;
    t.clock.advance(before.expires_in! * 1000);
    expect((await listReadings(client)).structuredContent!.readings).toHaveLength(1);
    expect(provider.saved!.refresh_token).not.toBe(before.refresh_token);
    expect(provider.saved!.access_token).not.toBe(before.access_token);

    // RFC 7009 revocation (a form body): every later call is refused with 401.
    const revoked = await fetch(`${base}/api/agent/auth/revoke`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: provider.saved!.refresh_token!, token_type_hint: 'refresh_token' }) });
    expect(await revoked.json()).toEqual({ ok: true, revoked: true });
    const raw = await fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${provider.saved!.access_token}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_my_readings', arguments: {} } }),
    });
    expect(raw.status).toBe(401);
    await expect(listReadings(client)).rejects.toThrow();
  }, 120_000);

  it('uses a client metadata document as its client_id instead of registering', async () => {
    const provider = new TestProvider(callbackUrl, metadataUrl);
    const first = await connect(provider);
    await expect(listReadings(first.client)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(provider.info?.client_id).toBe(metadataUrl);
    expect(provider.authorizationUrl!.searchParams.get('client_id')).toBe(metadataUrl);

    const code = await signInAndApprove(provider.authorizationUrl!, 'Metadata MCP client', 'oauth-metadata');
    await first.transport.finishAuth(code);
    const { client } = await connect(provider);
    const list = await listReadings(client);
    expect(list.structuredContent!.readings).toHaveLength(1);
    const registered = await t.app.services.store.db.selectFrom('oauth_clients').select(['client_id', 'source']).where('client_id', '=', metadataUrl).executeTakeFirstOrThrow();
    expect(registered.source).toBe('metadata_document');
  }, 120_000);
});
