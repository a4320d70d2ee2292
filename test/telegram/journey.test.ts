// The buyer's journey with a real bot token, against the fake Bot API: order over the API, pay on
// the demo checkout, open the bot link, and receive the reading the reading job really made.
import { telegramLength } from '../../src/reading/render/telegram.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { orderBody } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FakeTelegramApi } from '../support/fake-telegram-api.js';
import { createBotApp, orderRow, PNG_SIGNATURE } from './helpers.js';

describe('order to Telegram delivery with a bot token', () => {
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

  it('sends the generated reading, wheel and PDF to the buyer who opened the bot link', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      payload: orderBody({ contact: '@journey_buyer', addons: ['pdf'], sum: 54, name: 'Jo <b>x</b>&' }),
    });
    expect(created.statusCode).toBe(200);
    const { orderId, payUrl, botUrl } = created.json();
    const start = new URL(botUrl);
    expect(`${start.origin}${start.pathname}`).toBe('https://t.me/reading_test_bot');
    const pay = await t.app.inject({ method: 'POST', url: `${new URL(payUrl).pathname}/pay` });
    expect(pay.statusCode).toBe(303);

    const buyer = { id: 88_001, username: 'Journey_Buyer', first_name: 'Jo' };
    fake.userSays(buyer, `/start ${start.searchParams.get('start')}`);
    await fake.waitForSent(1);
    expect(fake.sentTo(buyer.id)[0].text).toContain('is now linked');

    await t.app.services.worker.drain(); // generate_reading, then deliver_reading
    const sent = fake.sentTo(buyer.id).slice(1);
    const texts = sent.filter((s) => s.method === 'sendMessage');
    expect(texts.length).toBeGreaterThan(1);
    // Telegram counts a message's length after it parses the HTML entities, as telegramLength does.
    expect(texts.every((s) => s.parseMode === 'HTML' && telegramLength(s.text!) <= 4096)).toBe(true);
    // The buyer's name arrives escaped in Telegram HTML, never as markup.
    expect(texts.some((s) => s.text!.includes('&lt;b&gt;x&lt;/b&gt;&amp;'))).toBe(true);
    expect(texts.some((s) => s.text!.includes('<b>x</b>'))).toBe(false);
    expect(sent.slice(-2).map((s) => s.method)).toEqual(['sendPhoto', 'sendDocument']);
    expect(sent.at(-2)!.file!.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(sent.at(-1)!.file!.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const row = await orderRow(t, orderId);
    expect(row.status).toBe('delivered');
    const reading = await t.app.services.store.db.selectFrom('readings').select(['telegram']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(texts.map((s) => s.text)).toEqual(JSON.parse(reading.telegram));
  }, 120_000);
});
