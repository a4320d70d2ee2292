// What the clients people use now show and do, driven by the SDK's own Client over Streamable HTTP
// against a listening server: icons, readings as resources, the chart app, URL-mode elicitation.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, McpError, type CallToolResult, type ClientCapabilities, type ElicitRequest, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { AGENT_ENV, decide, demoLoginOnClaim, orderPayAndGenerate, registerAnonymous, type Registration } from '../agents/helpers.js';
import { connectClient } from './clients.js';

describe.each(testDatabases)('MCP apps, resources, icons and elicitation on $name', (database) => {
  let t: TestApp;
  let url: URL;
  let origin: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp(database, { env: AGENT_ENV });
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = new URL('/api/mcp', origin);
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
    await t?.close();
  });

  const connect = (token?: string): Promise<Client> => connectClient(url, clients, token);
  /** An icon URL under the public base, fetched from the listening server. */
  const served = (src: string) => fetch(new URL(new URL(src).pathname, origin));

  it('gives the server and every tool icons: an SVG and a PNG served by us, and the SVG as a data URI', async () => {
    const client = await connect();
    const info = client.getServerVersion()!;
    expect(info.icons).toEqual([
      { src: 'http://localhost:3000/assets/favicon.svg', mimeType: 'image/svg+xml', sizes: ['any'] },
      { src: 'http://localhost:3000/assets/icon-192.png', mimeType: 'image/png', sizes: ['192x192'] },
      { src: expect.stringMatching(/^data:image\/svg\+xml;base64,/), mimeType: 'image/svg+xml', sizes: ['any'] },
    ]);
    const svg = await served(info.icons![0]!.src);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svgText = await svg.text();
    expect(svgText).toContain('<svg');
    expect(Buffer.from(info.icons![2]!.src.split(',')[1]!, 'base64').toString()).toBe(svgText);
    const png = await served(info.icons![1]!.src);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    // PNG signature, then the IHDR width and height: what `sizes` promises.
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([192, 192]);

    const { tools } = await client.listTools();
    for (const tool of tools) expect(tool.icons, tool.name).toEqual(info.icons);
  });

  const APP = 'ui://reading-service/chart-wheel.html';
  const WHEEL = 'reading-service/wheelSvg';

  it('names the chart app from preview_chart and get_reading, serves it as an MCP App page, and hands it the wheel in the result _meta', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    for (const tool of tools) {
      const named = ['preview_chart', 'get_reading'].includes(tool.name);
      expect((tool._meta?.ui as { resourceUri?: string } | undefined)?.resourceUri, tool.name).toBe(named ? APP : undefined);
      expect(tool._meta?.['ui/resourceUri'], tool.name).toBe(named ? APP : undefined);
    }
    const listed = (await client.listResources()).resources.find((r) => r.uri === APP)!;
    expect(listed.mimeType).toBe('text/html;profile=mcp-app');
    const { contents } = await client.readResource({ uri: APP });
    expect(contents).toHaveLength(1);
    const page = contents[0] as { uri: string; mimeType: string; text: string; _meta?: { ui?: { csp?: Record<string, string[]> } } };
    expect(page.mimeType).toBe('text/html;profile=mcp-app');
    expect(page.text).toMatch(/^<!doctype html>/);
    // Self-contained: nothing fetched from anywhere, and the CSP metadata declares no outside domain.
    expect(page.text).not.toMatch(/(?:src|href)\s*=\s*["']?(?:https?:)?\/\//i);
    expect(page.text).not.toMatch(/@import|url\(|fetch\(|XMLHttpRequest|WebSocket/);
    expect(page._meta?.ui?.csp).toEqual({ connectDomains: [], resourceDomains: [], frameDomains: [] });

    const chart = (await client.callTool({ name: 'preview_chart', arguments: { day: '10', month: '12', year: '1985', time: '14:30', city: 'London' } })) as CallToolResult;
    expect(chart.isError).toBeFalsy();
    expect(chart._meta![WHEEL]).toMatch(/^<svg[^>]*class="[^"]*wheel/);
    // The text stays the complete answer for clients without apps, and the SVG stays out of the model's text.
    expect(JSON.parse((chart.content[0] as { text: string }).text)).toEqual(chart.structuredContent);
    expect((chart.content[0] as { text: string }).text).not.toContain('<svg');
  });

  /** An agent its person claimed, holding one generated reading of that person's. */
  async function claimedWithReading(username: string): Promise<{ reg: Registration; client: Client; readingId: string }> {
    const reg = await registerAnonymous(t, `Resources agent ${username}`);
    await orderPayAndGenerate(t, reg.api_key, `@${username}`);
    const cookie = await demoLoginOnClaim(t, reg, username);
    expect((await decide(t, reg, cookie, 'approve')).statusCode).toBeLessThan(400);
    const [reading] = await t.app.services.readingQueries.readingsFor((await t.app.services.store.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
    return { reg, client: await connect(reg.api_key), readingId: reading!.id };
  }

  describe('readings as resources', () => {
    it('offers templates to anyone, and lists and reads no reading without a person behind the credential (401, then 403)', async () => {
      const anonymous = await connect();
      const { resourceTemplates } = await anonymous.listResourceTemplates();
      expect(resourceTemplates.map((r) => [r.uriTemplate, r.mimeType])).toEqual([
        ['reading://{readingId}', 'text/markdown'],
        ['reading://{readingId}/wheel.svg', 'image/svg+xml'],
        ['reading://{readingId}/wheel.png', 'image/png'],
        ['reading://{readingId}/reading.pdf', 'application/pdf'],
      ]);
      expect((await anonymous.listResources()).resources.map((r) => r.uri).sort()).toEqual(['http://localhost:3000/auth.md', 'http://localhost:3000/openapi.json', 'ui://reading-service/chart-wheel.html']);
      const none = await anonymous.readResource({ uri: 'reading://rdg_x' }).catch((error: unknown) => error);
      expect(none).toBeInstanceOf(StreamableHTTPError);
      expect((none as StreamableHTTPError).code).toBe(401);
      expect((none as Error).message).toContain('readings:read');

      const unclaimed = await connect((await registerAnonymous(t, 'Unclaimed resources agent')).api_key);
      expect((await unclaimed.listResources()).resources).toHaveLength(3);
      const pending = await unclaimed.readResource({ uri: 'reading://rdg_x/wheel.svg' }).catch((error: unknown) => error);
      expect((pending as StreamableHTTPError).code).toBe(403);
      expect((pending as Error).message).toContain('claims you');
    });

    it("lists the person's readings with titles and dates, reads the Markdown and the wheel, and not another person's reading", async () => {
      const ada = await claimedWithReading('ada_resources');
      const { resources } = await ada.client.listResources();
      const listed = resources.find((r) => r.uri === `reading://${ada.readingId}`)!;
      expect(listed).toMatchObject({ name: ada.readingId, mimeType: 'text/markdown' });
      expect(listed.title!.length).toBeGreaterThan(3);
      expect(listed.annotations!.lastModified).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(resources).toHaveLength(4);

      const markdown = await ada.client.readResource({ uri: listed.uri });
      expect(markdown.contents).toEqual([{ uri: listed.uri, mimeType: 'text/markdown', text: expect.stringContaining('# ') }]);
      const svg = await ada.client.readResource({ uri: `${listed.uri}/wheel.svg` });
      expect(svg.contents[0]).toMatchObject({ mimeType: 'image/svg+xml', text: expect.stringContaining('<svg') });
      const png = await ada.client.readResource({ uri: `${listed.uri}/wheel.png` });
      expect(Buffer.from((png.contents[0] as { blob: string }).blob, 'base64').subarray(1, 4).toString()).toBe('PNG');
      // The order bought no PDF: there is none to read.
      const pdf = await ada.client.readResource({ uri: `${listed.uri}/reading.pdf` }).catch((error: unknown) => error);
      expect((pdf as McpError).code).toBe(-32002);

      // get_reading hands the chart app the reading's own wheel, beside the text the model reads.
      const tool = (await ada.client.callTool({ name: 'get_reading', arguments: { readingId: ada.readingId } })) as CallToolResult;
      expect(tool._meta![WHEEL]).toBe((svg.contents[0] as { text: string }).text);
      // …and its big three, the same as a chart cast afresh from the order's birth data.
      const preview = (await ada.client.callTool({ name: 'preview_chart', arguments: orderBody().meta as Record<string, string> })) as CallToolResult;
      const chart = preview.structuredContent as { bodies: Record<string, { sign: string }>; angles: { ascendant: number } };
      const signs = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
      expect(tool._meta!['reading-service/bigThree']).toEqual({ sun: chart.bodies.sun.sign, moon: chart.bodies.moon.sign, ascendant: signs[Math.floor(chart.angles.ascendant / 30)] });
      expect(tool._meta!['reading-service/bigThree']).toEqual({ sun: 'sagittarius', moon: 'scorpio', ascendant: 'taurus' });
      expect((tool.content[0] as { text: string }).text).not.toContain('<svg');

      // Another person's agent asks for Ada's reading by its id: not found, the same as an id that never was.
      const grace = await claimedWithReading('grace_resources');
      expect((await grace.client.listResources()).resources.map((r) => r.uri)).not.toContain(listed.uri);
      for (const uri of [listed.uri, `${listed.uri}/wheel.svg`, `${listed.uri}/wheel.png`, 'reading://rdg_never']) {
        const error = await grace.client.readResource({ uri }).catch((e: unknown) => e);
        expect(error, uri).toBeInstanceOf(McpError);
        expect((error as McpError).code, uri).toBe(-32002);
      }
    });
  });

  describe('URL-mode elicitation of the checkout', () => {
    const ORDER = { product: 'natal', sum: 49, name: 'Ada Lovelace', phone: '+44 20 7946 0958', contact: '@ada_elicit', meta: { day: '10', month: '12', year: '1985', time: '14:30', city: 'London' } };

    /** A client declaring `capabilities`, answering every elicitation with `action`; what it was asked is recorded. */
    async function elicitingClient(capabilities: ClientCapabilities, action: ElicitResult['action']) {
      const asked: ElicitRequest['params'][] = [];
      const client = new Client({ name: 'eliciting-agent', version: '1.0.0' }, { capabilities });
      if (capabilities.elicitation) {
        client.setRequestHandler(ElicitRequestSchema, async (request) => {
          asked.push(request.params);
          return { action };
        });
      }
      await client.connect(new StreamableHTTPClientTransport(url));
      clients.push(client);
      return { client, asked };
    }
    const order = async (client: Client) => (await client.callTool({ name: 'create_order', arguments: ORDER })) as CallToolResult & { structuredContent: Record<string, any> };

    it('asks a client that declared URL elicitation to open our checkout, saying what and how much, and reports the answer', async () => {
      for (const action of ['accept', 'decline'] as const) {
        const { client, asked } = await elicitingClient({ elicitation: { url: {} } }, action);
        const placed = await order(client);
        expect(placed.isError).toBeFalsy();
        const { orderId, payUrl, checkout } = placed.structuredContent;
        expect(checkout).toBe(action);
        expect(asked).toHaveLength(1);
        expect(asked[0]).toMatchObject({ mode: 'url', url: payUrl, elicitationId: expect.any(String) });
        expect(payUrl).toMatch(/^http:\/\/localhost:3000\/pay\//);
        expect((asked[0] as { message: string }).message).toBe(`Pay 49 USD for the natal reading for Ada Lovelace (order ${orderId}) on the checkout page of localhost:3000.`);
        // The agent follows the payment with get_order_status; accepting is not paying.
        const status = (await client.callTool({ name: 'get_order_status', arguments: { orderId } })) as CallToolResult;
        expect(status.structuredContent).toMatchObject({ orderId, status: 'pending_payment' });
        expect(asked).toHaveLength(1);
      }
    });

    it('asks nothing of a client without URL elicitation (none, or form only): the link is in the result as before', async () => {
      for (const capabilities of [{}, { elicitation: { form: {} } }] as ClientCapabilities[]) {
        const { client, asked } = await elicitingClient(capabilities, 'accept');
        const placed = await order(client);
        expect(placed.isError).toBeFalsy();
        expect(placed.structuredContent).toMatchObject({ payUrl: expect.stringContaining('/pay/'), checkout: 'not_asked' });
        expect(asked).toEqual([]);
      }
    });
  });
});
