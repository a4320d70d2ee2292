// The compatibility reading bought end to end in demo mode: ordered over the API with the partner in
// meta.partner, paid on the demo checkout, made by the reading job, and delivered by the bot as text,
// the bi-wheel picture and the PDF; the same reading on the buyer's reading page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramLength } from '../../src/reading/render/telegram.js';
import type { TestApp } from '../support/app.js';
import { orderBody } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FakeTelegramApi } from '../support/fake-telegram-api.js';
import { createBotApp, orderRow, PNG_SIGNATURE } from './helpers.js';

describe('compatibility reading from order to Telegram delivery', () => {
  let fake: FakeTelegramApi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    t = await createBotApp(testDatabases[0], fake);
    await t.app.services.telegram!.start();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('orders, pays, makes the reading with both charts and delivers text, bi-wheel and PDF', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      payload: orderBody({
        product: 'compatibility', addons: ['pdf'], sum: 64, name: 'Anna Petrova', contact: '@anna_pair',
        meta: { day: '14', month: '3', year: '1990', time: '14:30', city: 'London', partner: { name: 'Boris Ivanov', birthDate: '1988-07-02', city: 'Moscow' } },
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { orderId, payUrl, botUrl } = created.json();
    expect((await t.app.inject({ method: 'POST', url: `${new URL(payUrl).pathname}/pay` })).statusCode).toBe(303);

    const buyer = { id: 88_077, username: 'anna_pair', first_name: 'Anna' };
    fake.userSays(buyer, `/start ${new URL(botUrl).searchParams.get('start')}`);
    await fake.waitForSent(1);
    await t.app.services.worker.drain(); // generate_reading, then deliver_reading

    const sent = fake.sentTo(buyer.id).slice(1);
    const texts = sent.filter((s) => s.method === 'sendMessage').map((s) => s.text!);
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) expect(telegramLength(text)).toBeLessThanOrEqual(4096);
    const whole = texts.join('\n');
    expect(whole).toContain('Compatibility reading: Anna and Boris');
    expect(whole).toContain('Boris’s birth time is not known');
    expect(whole).toMatch(/Anna gives Boris most through Anna’s/);
    expect(sent.slice(-2).map((s) => s.method)).toEqual(['sendPhoto', 'sendDocument']);
    expect(sent.at(-2)!.file!.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(sent.at(-1)!.file!.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await orderRow(t, orderId)).status).toBe('delivered');
    const reading = await t.app.services.store.db.selectFrom('readings').select(['kind', 'html', 'wheel_svg', 'report']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(reading.kind).toBe('compatibility');
    expect(reading.wheel_svg).toContain('bi-wheel');
    expect(reading.html).toContain('class="chart-wheel bi-wheel');
    const report = JSON.parse(reading.report);
    expect(report.partnerChart.place.name).toBe('Moscow');
    expect(report.partnerChart.moment.timeKnown).toBe(false);
  }, 120_000);
});
