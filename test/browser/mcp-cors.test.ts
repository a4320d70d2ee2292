// A browser MCP client on another site, in Chromium: a page on an origin listed in
// MCP_ALLOWED_ORIGINS passes the CORS preflight (bearer, JSON, MCP-Protocol-Version) and can read
// the scope challenge; a page on any other origin gets nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { hasChromium, launchBrowser, type Browser } from '../support/browser.js';
import { sqliteDatabase } from '../support/databases.js';
import { freePort } from '../support/net.js';
import { AGENT_ENV, registerAnonymous } from '../agents/helpers.js';

/** A site of its own: an empty page on its own port. */
async function site(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>client</title>'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe.skipIf(!hasChromium)('browser: MCP from another site', () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let allowed: { origin: string; server: Server };
  let other: { origin: string; server: Server };

  beforeAll(async () => {
    [allowed, other] = [await site(), await site()];
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(sqliteDatabase, { env: { ...AGENT_ENV, PUBLIC_BASE_URL: base, MCP_ALLOWED_ORIGINS: allowed.origin } });
    await t.app.listen({ host: '127.0.0.1', port });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    for (const s of [allowed, other]) await new Promise((resolve) => s?.server.close(resolve));
  });

  /** From a page of `origin`: a reading tool called with the agent's bearer, as a browser client sends it. */
  async function callFrom(origin: string, apiKey: string) {
    const page = await browser.context.newPage();
    await page.goto(`${origin}/`);
    const answer = await page.evaluate(
      async ({ endpoint, key }) => {
        try {
          const res = await fetch(endpoint, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${key}`, 'mcp-protocol-version': '2025-11-25' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_my_readings', arguments: {} } }),
          });
          return { status: res.status, challenge: res.headers.get('www-authenticate') };
        } catch (error) {
          return { failed: String(error) };
        }
      },
      { endpoint: `${base}/api/mcp`, key: apiKey },
    );
    await page.close();
    return answer;
  }

  it('lets an allowed site through the preflight and read the challenge; another site gets nothing', async () => {
    const reg = await registerAnonymous(t, 'Browser agent');
    expect(await callFrom(allowed.origin, reg.api_key)).toEqual({
      status: 403,
      challenge: `Bearer resource_metadata="${base}/.well-known/oauth-protected-resource/api/mcp", error="insufficient_scope", scope="catalog:read orders:create orders:read readings:read"`,
    });
    expect(await callFrom(other.origin, reg.api_key)).toEqual({ failed: expect.stringContaining('Failed to fetch') });
  });
});
