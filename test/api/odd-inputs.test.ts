// Inputs that must be refused with a clear problem (and inputs in any script that must not be): a
// birth that has not happened yet where it happens, chart years the engine is not checked for,
// names with broken or invisible characters, and fields MCP used to drop silently. Both databases
// store what is accepted identically.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { TestClock } from '../support/clock.js';
import { sqliteDatabase, testDatabases } from '../support/databases.js';

// 20:00 UTC: 10:00 in Honolulu (UTC−10), already 09:00 the next day in Auckland (NZDT, UTC+13).
const NOW = Date.parse('2026-11-24T20:00:00Z');

describe.each(testDatabases)('odd inputs on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { clock: new TestClock(NOW) });
  });
  afterAll(async () => t?.close());

  const order = (overrides: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody(overrides) });
  const birth = (day: string, time: string | undefined, city: string) => ({ day, month: '11', year: '2026', ...(time ? { time } : {}), city });
  const storedName = async (orderId: string) =>
    (await t.app.services.store.db.selectFrom('orders').select('name').where('id', '=', orderId).executeTakeFirstOrThrow()).name;

  it('refuses a birth later today where it happens, and accepts it once it has happened there', async () => {
    const future = await order({ meta: birth('24', '23:59', 'Honolulu') });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'validation_failed', fields: [{ field: 'meta.time', message: 'is in the future in Pacific/Honolulu, where it is now 2026-11-24 10:00' }] });
    expect((await order({ meta: birth('24', '09:59', 'Honolulu') })).statusCode).toBe(200);
    // Tomorrow in Honolulu, even without a time, has not begun; in Auckland it has.
    const tomorrow = await order({ meta: birth('25', undefined, 'Honolulu') });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().fields[0].field).toBe('meta.day');
    expect((await order({ meta: birth('25', '08:30', 'Auckland') })).statusCode).toBe(200);
    expect((await order({ meta: birth('25', '09:30', 'Auckland') })).statusCode).toBe(400);
  });

  it('refuses names with a lone surrogate, bidi overrides or nothing visible, naming the field', async () => {
    for (const [name, message] of [
      ['Ada \ud800 Lovelace', 'contains a broken character (half of a UTF-16 surrogate pair)'],
      ['\u202Eecalevol adA', 'contains bidirectional override or isolate controls; write the text as it should read'],
      ['Ada \u2066Lovelace\u2069', 'contains bidirectional override or isolate controls; write the text as it should read'],
      ['\u200B\u200D\u2060', 'has no visible character'],
      ['\u0301\u0308', 'has no visible character'],
      ['   ', 'must not be blank'],
    ] as const) {
      const res = await order({ name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [{ field: 'name', message }] });
    }
  });

  it('stores names in NFC, in any script, emoji and injection strings included, the same on every database', async () => {
    for (const [sent, stored] of [
      ['Ame\u0301lie Poulain', 'Am\u00e9lie Poulain'],
      ['  李小龍  ', '李小龍'],
      ['Αλέξανδρος Παπαδόπουλος', 'Αλέξανδρος Παπαδόπουλος'],
      ['محمد عبد الله', 'محمد عبد الله'],
      ['🌟✨', '🌟✨'],
      ["Robert'); DROP TABLE orders;--", "Robert'); DROP TABLE orders;--"],
      ['<script>alert(1)</script>', '<script>alert(1)</script>'],
    ] as const) {
      const res = await order({ name: sent });
      expect(res.statusCode, sent).toBe(200);
      expect(await storedName(res.json().orderId)).toBe(stored);
    }
  });
});

describe('chart years and MCP fields', () => {
  let t: TestApp;
  let mcpUrl: string;
  beforeAll(async () => {
    t = await createTestApp(sqliteDatabase);
    mcpUrl = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/api/mcp`;
  });
  afterAll(() => t.close());

  const chart = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/chart', payload: body });
  const callTool = async (name: string, args: Record<string, unknown>) => {
    const res = await fetch(mcpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
    });
    return ((await res.json()) as { result: { isError?: boolean; content: { text: string }[] } }).result;
  };

  it('computes charts for 1900-2099 only, saying why', async () => {
    expect((await chart({ day: '1', month: '1', year: '1900', city: 'London' })).statusCode).toBe(200);
    expect((await chart({ day: '31', month: '12', year: '2099', city: 'London' })).statusCode).toBe(200);
    for (const [body, field] of [
      [{ day: '31', month: '12', year: '1899', city: 'London' }, 'year'],
      [{ day: '1', month: '1', year: '9999', city: 'London' }, 'year'],
      [{ date: '1000-06-01', latitude: 51.5, longitude: 0, utcOffset: '+00:00' }, 'date'],
    ] as const) {
      const res = await chart(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([{ field, message: 'must be in 1900-2099, the years this chart engine is checked for' }]);
    }
    const mcp = await callTool('preview_chart', { day: '1', month: '1', year: '2500', city: 'London' });
    expect(mcp.isError).toBe(true);
    expect(mcp.content[0]!.text).toContain('year: must be in 1900-2099');
  });

  it('refuses fields the API refuses in MCP tools, naming them', async () => {
    const body = orderBody({ coupon: 'FREE', meta: { day: '10', month: '12', year: '1985', city: 'London', moon: 'full' } });
    const rest = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: body });
    expect(rest.statusCode).toBe(400);
    const mcp = await callTool('create_order', body);
    expect(mcp.isError).toBe(true);
    expect(mcp.content[0]!.text).toBe('validation_failed: coupon: is not an accepted field; meta.moon: is not an accepted field');
    expect((await callTool('get_order_status', { orderId: 'ord_x', verbose: true })).content[0]!.text).toBe('validation_failed: verbose: is not an accepted field');
    const orders = await t.app.services.store.db.selectFrom('orders').select('id').execute();
    expect(orders).toHaveLength(0);
  });
});
