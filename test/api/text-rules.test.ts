// One text rule for a birth city wherever it is asked for (issue 25, finding 8): `/api/chart`
// accepted "Lon\ud800" (a lone surrogate) and cast the chart for Lognes, France, while orders refused
// it. The order, `POST /api/chart` and MCP `preview_chart` (through the SDK's own client) now refuse
// the same cities for the same reasons: broken characters, control characters, bidirectional
// overrides, nothing visible, more than 100 characters.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';

const BAD_CITIES: [string, string][] = [
  ['a lone high surrogate', 'Lon\ud800'],
  ['a lone low surrogate', '\udc00London'],
  ['a surrogate pair cut in two', 'London \ud83d'],
  ['a NUL', 'Lon\u0000don'],
  ['a line break', 'London\nParis'],
  ['a C1 control', 'Lon\u0085don'],
  ['a bidirectional override', 'Lon\u202Edon'],
  ['an isolate control', '\u2066London\u2069'],
  ['nothing visible', '   '],
  ['nothing at all', ''],
  ['101 characters', 'L'.repeat(101)],
];

type ToolResult = { isError?: boolean; content: { type: string; text?: string }[]; structuredContent?: Record<string, unknown> };

describe('birth city text rules on every surface', () => {
  let t: TestApp;
  let client: Client;
  beforeAll(async () => {
    t = await createTestApp(sqliteDatabase, { env: { CHART_RATE_LIMIT_PER_MINUTE: '1000' } });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    client = new Client({ name: 'text-rules', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', address)));
  });
  afterAll(async () => {
    await client?.close();
    await t?.close();
  });

  const birth = { day: '10', month: '12', year: '1985', time: '14:30' };

  it.each(BAD_CITIES)('refuses a city with %s on an order', async (_, city) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ meta: { ...birth, city } }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'validation_failed', fields: [expect.objectContaining({ field: 'meta.city' })] });
  });

  it.each(BAD_CITIES)('refuses a city with %s on POST /api/chart', async (_, city) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chart', payload: { ...birth, city } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'validation_failed', fields: expect.arrayContaining([expect.objectContaining({ field: 'city' })]) });
  });

  it.each(BAD_CITIES)('refuses a city with %s in MCP preview_chart', async (_, city) => {
    const result = (await client.callTool({ name: 'preview_chart', arguments: { ...birth, city } })) as ToolResult;
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toMatch(/^validation_failed: .*\bcity: /);
  });

  it('still takes a city in any script and with accents, on all three', async () => {
    for (const city of ['London', 'Москва', 'Zürich', 'São Paulo']) {
      const order = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ meta: { ...birth, city } }) });
      expect(order.statusCode, `${city}: ${order.body}`).toBe(200);
      const chart = await t.app.inject({ method: 'POST', url: '/api/chart', payload: { ...birth, city } });
      expect(chart.statusCode, `${city}: ${chart.body}`).toBe(200);
      const tool = (await client.callTool({ name: 'preview_chart', arguments: { ...birth, city } })) as ToolResult;
      expect(tool.isError, city).toBeFalsy();
    }
  });
});
