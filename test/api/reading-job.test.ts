// A paid order becomes exactly one stored reading with every rendering, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramLength } from '../../src/reading/render/telegram.js';
import type { Report } from '../../src/reading/report/types.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { orderRow } from '../telegram/helpers.js';
import { paidOrder } from '../web/helpers.js';

describe.each(testDatabases)('generate_reading on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { checkOrderHistories: true });
  });
  afterAll(async () => t?.close());

  const paid = async (body: Record<string, unknown>) => (await paidOrder(t, body)).orderId;
  const readingOf = (orderId: string) => t.app.services.store.db.selectFrom('readings').selectAll().where('order_id', '=', orderId).execute();

  it('turns a paid natal order with every add-on into one reading with all renderings', async () => {
    const orderId = await paid({ addons: ['pdf', 'month_ahead', 'numerology'], sum: 79, name: 'Ada <b>Lovelace</b> & Co' });
    expect(await t.app.services.readings.generate(orderId)).toBe('created');
    expect(await t.app.services.readings.generate(orderId)).toBe('already_exists');
    const rows = await readingOf(orderId);
    expect(rows).toHaveLength(1);
    const [reading] = rows;
    const report = JSON.parse(reading.report) as Report;
    expect(report.kind).toBe('natal');
    expect(report.addons.sort()).toEqual(['month_ahead', 'numerology', 'pdf']);
    const sectionIds = report.sections.map((s) => s.id);
    expect(sectionIds.some((id) => id.includes('month'))).toBe(true);
    expect(sectionIds.some((id) => id.includes('numerology'))).toBe(true);
    expect(report.chart?.place.name).toBe('London');
    expect(reading.markdown).toContain('Lovelace');
    expect(reading.html).not.toContain('<b>Lovelace</b>');
    expect(reading.html).toContain('&lt;b&gt;Lovelace&lt;/b&gt;');
    const messages = JSON.parse(reading.telegram) as string[];
    expect(messages.length).toBeGreaterThan(1);
    for (const m of messages) expect(telegramLength(m)).toBeLessThanOrEqual(4096);
    expect(Buffer.from(reading.wheel_png!).subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(Buffer.from(reading.pdf!).subarray(0, 5).toString()).toBe('%PDF-');
    expect(reading.wheel_svg).toMatch(/^<svg/);
    const order = await orderRow(t, orderId);
    expect(['ready', 'delivered']).toContain(order.status);
    expect(order.ready_at).not.toBeNull();
    const deliveries = (await t.app.services.queue.list({ kind: 'deliver_reading' })).filter((j) => JSON.parse(j.payload).orderId === orderId);
    expect(deliveries).toHaveLength(1);
  });

  it('runs from the job the payment enqueued, and makes forecast and numerology readings', async () => {
    const forecastId = await paid({ product: 'forecast', sum: 39 });
    const numerologyId = await paid({ product: 'numerology', sum: 30, meta: { day: '10', month: '12', year: '1985' } });
    await t.app.services.worker.drain();
    const forecast = JSON.parse((await readingOf(forecastId))[0].report) as Report;
    expect(forecast.kind).toBe('forecast');
    expect(JSON.stringify(forecast.sections)).toMatch(/Saturn|Jupiter/);
    const [numerology] = await readingOf(numerologyId);
    expect(JSON.parse(numerology.report).kind).toBe('numerology');
    expect(numerology.wheel_png).toBeNull();
    expect(numerology.pdf).toBeNull();
    expect(['ready', 'delivered']).toContain((await orderRow(t, numerologyId)).status);
  });

  it('leaves the order paid with the error recorded when the reading cannot be made, and retries', async () => {
    const orderId = await paid({});
    await t.app.services.store.db.updateTable('orders').set({ meta: JSON.stringify({ day: '10', month: '12', year: '1985', time: '14:30', city: 'Qwxzv Nowhere' }) }).where('id', '=', orderId).execute();
    await t.app.services.worker.drain();
    const order = await orderRow(t, orderId);
    expect(order.status).toBe('paid');
    expect(order.last_error).toMatch(/Qwxzv Nowhere/);
    const [job] = (await t.app.services.queue.list({ kind: 'generate_reading' })).filter((j) => JSON.parse(j.payload).orderId === orderId);
    expect(job).toMatchObject({ attempts: 1, done_at: null, failed_at: null });
    expect(job.run_at).toBeGreaterThan(t.clock.now());
    expect(await readingOf(orderId)).toHaveLength(0);
  });
});
