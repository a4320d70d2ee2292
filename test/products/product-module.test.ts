// A product is one module: a product defined here, in the test alone, and handed to the composition
// root with the built-in ones shows up in the catalog (with the add-ons it takes), the order form,
// OpenAPI and MCP, is ordered and paid, and gets its reading made and stored, without any file of
// src/ naming it.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS, ProductRegistry, type ProductModule } from '../../src/products/index.js';
import { coveredReport } from '../../src/reading/report/cover.js';
import { en } from '../../src/reading/library/en/index.js';
import { renderWheelSvg } from '../../src/reading/render/wheel-svg.js';
import type { ReadingRenderer } from '../../src/services/readings/renderer.js';
import { makeReading } from '../../src/services/readings/make-reading.js';
import { loadPdfFonts } from '../../src/threads/pdf-fonts.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { paidOrder } from '../web/helpers.js';

/** The product under test: a solar return, as its module would be written in src/products/solar_return/. */
const solarReturn: ProductModule<'solar_return'> = {
  id: 'solar_return',
  catalog: {
    title: 'Solar return',
    description: 'The chart of the moment the Sun comes back to its place at your birth, read for the year it opens.',
    texts: { ru: { title: 'Соляр', description: 'Карта момента, когда Солнце возвращается на своё место в день рождения.' } },
    prices: { USD: 44, EUR: 40, RUB: 3990, XTR: 2200 },
    enabled: true,
  },
  form: { fields: ['day', 'month', 'year', 'time', 'city'], required: ['day', 'month', 'year', 'city'], countsName: false },
  addons: ['pdf'],
  library: ['natal'],
  charts: () => ({ own: true, partner: false }),
  read({ order, chart }) {
    const report = coveredReport(
      en,
      {
        kind: 'solar_return', name: order.name, addons: order.addons, orderedAt: new Date(order.orderedAt).toISOString(), birth: null,
        facts: [], sections: [{ id: 'sun', title: 'The Sun', blocks: [{ type: 'paragraph', text: `The Sun returns to ${chart!.bodies.sun.longitude.toFixed(2)}°.` }] }], chart,
      },
      { title: `Solar return of ${order.name}`, subtitle: 'A solar return', footer: (date) => `Prepared on ${date}.` },
    );
    return { report, wheelSvg: renderWheelSvg(chart!), omitted: [] };
  },
  captions: { wheel: 'delivery.wheelCaption' },
};
const products = new ProductRegistry([...PRODUCTS, solarReturn]);

/** Readings made in this process (the thread pool knows the built-in products only). */
const inProcess: ReadingRenderer = {
  render: (order, place, partnerPlace) => makeReading(order, place, loadPdfFonts(), partnerPlace ?? null, products),
  close: async () => {},
};

describe.each(testDatabases)('a product defined in one module, on $name', (database) => {
  let t: TestApp;
  let mcpUrl: URL;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await createTestApp(database, { deps: { products, renderer: inProcess } });
    mcpUrl = new URL('/api/mcp', await t.app.listen({ host: '127.0.0.1', port: 0 }));
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
    await t?.close();
  });

  it('is in the public and the operator catalog, with the add-ons its module takes', async () => {
    const view = (await t.app.inject('/api/admin/prices?public=1')).json();
    const product = view.products.find((p: { id: string }) => p.id === 'solar_return');
    expect(product).toMatchObject({ title: 'Solar return', price: 44, fields: ['day', 'month', 'year', 'time', 'city'], required: ['day', 'month', 'year', 'city'] });
    expect(product.texts.ru.title).toBe('Соляр');
    expect(view.addons.find((a: { id: string }) => a.id === 'pdf').products).toContain('solar_return');
    expect(view.addons.find((a: { id: string }) => a.id === 'month_ahead').products).not.toContain('solar_return');
    const full = await t.app.inject({ url: '/api/admin/prices', headers: { authorization: 'Bearer admin-test-token-of-at-least-32-chars' } });
    expect(full.statusCode).toBe(200);
    expect(full.json().catalog.products.map((p: { id: string }) => p.id)).toEqual(['natal', 'forecast', 'numerology', 'compatibility', 'solar_return']);
    // The operator's change is checked against the schema that names it.
    const put = await t.app.inject({ method: 'PUT', url: '/api/admin/prices', headers: { authorization: 'Bearer admin-test-token-of-at-least-32-chars' }, payload: { products: { solar_return: { price: 45 } } } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().catalog.products.find((p: { id: string }) => p.id === 'solar_return').prices.USD).toBe(45);
  });

  it('is offered on the order form', async () => {
    const page = await t.app.inject('/order?product=solar_return');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<input type="radio" id="product-solar_return" name="product" value="solar_return"[^>]* checked/);
    expect(page.body).toContain('Solar return');
  });

  it('is named in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/openapi.json')).json();
    const text = JSON.stringify(doc);
    const createBody = JSON.stringify(doc.paths['/api/orders/create'].post.requestBody);
    expect(createBody).toContain('solar_return');
    expect(JSON.stringify(doc.paths['/api/admin/prices'].put.requestBody)).toContain('solar_return');
    expect(text.match(/solar_return/g)!.length).toBeGreaterThan(3);
  });

  it('is in MCP: the create_order and get_catalog schemas, and the catalog the tool answers', async () => {
    const client = new Client({ name: 'test-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(mcpUrl));
    clients.push(client);
    const { tools } = await client.listTools();
    expect(JSON.stringify(tools.find((tool) => tool.name === 'create_order')!.inputSchema)).toContain('solar_return');
    expect(JSON.stringify(tools.find((tool) => tool.name === 'get_catalog')!.outputSchema)).toContain('solar_return');
    const catalog = (await client.callTool({ name: 'get_catalog', arguments: {} })) as unknown as { structuredContent: { products: { id: string }[] } };
    expect(catalog.structuredContent.products.map((p) => p.id)).toContain('solar_return');
  });

  it('is ordered, paid and read: its module makes the reading, and the reading job stores it', async () => {
    const { orderId } = await paidOrder(t, { product: 'solar_return', addons: ['pdf'], sum: 50 });
    expect(await t.app.services.readings.generate(orderId)).toBe('created');
    const reading = await t.app.services.store.db.selectFrom('readings').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(reading.kind).toBe('solar_return');
    expect(reading.markdown).toContain('# Solar return of Ada Lovelace');
    expect(reading.markdown).toContain('The Sun returns to');
    expect(reading.pdf).not.toBeNull();
    // An add-on its module does not take is refused as for any product.
    const refused = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ product: 'solar_return', addons: ['month_ahead'], sum: 60 }) });
    expect(refused.json().code).toBe('addon_not_allowed');
  });
});
