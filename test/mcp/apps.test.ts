// What the clients people use now show and do, driven by the SDK's own Client over Streamable HTTP
// against a listening server: icons, readings as resources, the chart app, URL-mode elicitation.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { AGENT_ENV } from '../agents/helpers.js';

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

  async function connect(token?: string): Promise<Client> {
    const client = new Client({ name: 'test-agent', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(url, token ? { requestInit: { headers: { authorization: `Bearer ${token}` } } } : {});
    await client.connect(transport);
    clients.push(client);
    return client;
  }
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
});
