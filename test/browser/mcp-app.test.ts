// The chart app as a host shows it: the SDK's Client finds the app named by preview_chart, reads it,
// calls the tool; a host page in Chromium loads the app into a sandboxed iframe (scripts only, an
// opaque origin), answers its ui/initialize and posts the tool result as the ext-apps protocol has
// it. The wheel, our renderer's SVG, must appear, with the big three; nothing is fetched. Screenshot:
// test-artifacts/browser/mcp-app-chart.png.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ENV } from '../agents/helpers.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { hasChromium, launchBrowser, type Browser } from '../support/browser.js';
import { sqliteDatabase } from '../support/databases.js';

describe.skipIf(!hasChromium)('browser: the MCP App draws the chart wheel in a sandboxed iframe', () => {
  let t: TestApp;
  let client: Client;
  let browser: Browser;

  beforeAll(async () => {
    t = await createTestApp(sqliteDatabase, { env: AGENT_ENV });
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    client = new Client({ name: 'test-host', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', origin)));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await client?.close();
    await t?.close();
  });

  it('renders the wheel and the big three from the posted tool result, with no request and no error', async () => {
    const tool = (await client.listTools()).tools.find((candidate) => candidate.name === 'preview_chart')!;
    const uri = (tool._meta!.ui as { resourceUri: string }).resourceUri;
    const html = ((await client.readResource({ uri })).contents[0] as { text: string }).text;
    const args = { day: '10', month: '12', year: '1985', time: '14:30', city: 'London' };
    const result = (await client.callTool({ name: 'preview_chart', arguments: args })) as CallToolResult;

    const page = await browser.context.newPage();
    const requests: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
    page.on('pageerror', (error) => problems.push(error.message));
    // Nothing but the page itself loads: the app fetches nothing.
    // The host's side of the protocol, in the host page: answer ui/initialize, then post the tool's input and result.
    const data = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
    await page.setContent(`<!doctype html><title>host</title><iframe id="app" sandbox="allow-scripts" style="width:560px;height:760px;border:0"></iframe>
<script>
  const frame = document.getElementById('app');
  const seen = (window.seen = []);
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow) return;
    const message = event.data;
    seen.push(message.method || 'response');
    const post = (reply) => frame.contentWindow.postMessage(Object.assign({ jsonrpc: '2.0' }, reply), '*');
    if (message.method === 'ui/initialize') {
      post({ id: message.id, result: { protocolVersion: '2026-01-26', hostInfo: { name: 'test-host', version: '1.0.0' }, hostCapabilities: {}, hostContext: { theme: 'light' } } });
    } else if (message.method === 'ui/notifications/initialized') {
      post({ method: 'ui/notifications/tool-input', params: { arguments: ${data(args)} } });
      post({ method: 'ui/notifications/tool-result', params: ${data(result)} });
    }
  });
  frame.srcdoc = ${data(html)};
</script>`);

    const app = page.frameLocator('#app');
    await expect.poll(() => app.locator('#wheel svg.chart-wheel').count()).toBe(1);
    expect(await app.locator('#wheel svg path').count()).toBeGreaterThan(50);
    expect(await app.locator('#big3').innerText()).toContain('Sun in Sagittarius');
    expect(await app.locator('#big3').innerText()).toContain('Ascendant in');
    expect(await page.evaluate('window.seen')).toEqual(['ui/initialize', 'ui/notifications/initialized', 'ui/notifications/size-changed']);
    await browser.screen(page, 'mcp-app-chart');
    expect(requests.filter((url) => !url.startsWith('about:') && !url.startsWith('data:'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
