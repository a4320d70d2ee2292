// Demo mode: the demo chat runs the same conversation as the bot, and delivery writes the reading
// into the demo chat log, message by message, with the wheel and PDF as references to the reading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTelegramId } from '../../src/services/identity/identity-service.js';
import { telegramHtmlToPageHtml } from '../../src/web/telegram-html.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { makeOrder, makeReady, orderRow } from './helpers.js';

describe.each(testDatabases)('demo chat on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { checkOrderHistories: true });
  });
  afterAll(async () => t?.close());
  const demo = () => t.app.services.demoChat!;

  it('exists only without a bot token', () => {
    expect(t.app.services.telegram).toBeNull();
    expect(t.app.services.demoChat).not.toBeNull();
  });

  it('binds on Start and shows the delivered reading in the chat', async () => {
    const order = await makeOrder(t, '@demo_reader', 'paid');
    expect(await demo().orderForStart(order.token)).toEqual({ orderId: order.orderId, contact: '@demo_reader' });
    const readingId = await makeReady(t, order.orderId, ['<b>Natal</b> chart', 'Sun &amp; Moon']);
    const chatId = await demo().start('demo_reader', order.token);
    expect(chatId).toBe(demoTelegramId('demo_reader'));
    expect(Number((await orderRow(t, order.orderId)).owner_chat_id)).toBe(chatId);

    await t.app.services.worker.drain();
    const log = await demo().messages(chatId);
    expect(log.map((m) => [m.sender, m.kind])).toEqual([
      ['user', 'text'],
      ['bot', 'text'],
      ['bot', 'text'],
      ['bot', 'text'],
      ['bot', 'photo'],
      ['bot', 'document'],
    ]);
    expect(log[0].text).toBe('/start');
    expect(log[1].text).toContain('is now linked');
    expect(log.slice(2, 4).map((m) => m.text)).toEqual(['<b>Natal</b> chart', 'Sun &amp; Moon']);
    expect(log.slice(4).map((m) => m.readingId)).toEqual([readingId, readingId]);
    expect(log.slice(1).every((m) => m.orderId === order.orderId)).toBe(true);
    expect((await orderRow(t, order.orderId)).status).toBe('delivered');

    // Polling for new lines only.
    expect(await demo().messages(chatId, log.at(-1)!.id)).toEqual([]);
    await demo().say('demo_reader', '/readings');
    const [typed, listed] = await demo().messages(chatId, log.at(-1)!.id);
    expect(typed).toMatchObject({ sender: 'user', text: '/readings' });
    expect(listed.text).toContain(`/profile/readings/${readingId}`);
  });

  it('refuses another username in the demo exactly as the bot does', async () => {
    const order = await makeOrder(t, '@real_owner', 'paid');
    const chatId = await demo().start('someone_else', order.token);
    const [, reply] = await demo().messages(chatId);
    expect(reply.text).toContain('placed for a different Telegram username');
    expect((await orderRow(t, order.orderId)).owner_user_id).toBeNull();
  });

  it('logs in through the demo bot with the button', async () => {
    const grant = await t.app.services.identity.createLoginNonce();
    const start = new URL(grant.botUrl).searchParams.get('start')!;
    const chatId = await demo().start('demo_login_1', start);
    const prompt = (await demo().messages(chatId)).at(-1)!;
    expect(prompt.buttons![0][0].text).toBe('Yes, log me in');
    expect(await t.app.services.identity.loginWithBotNonce(grant.nonce)).toEqual({ status: 'pending' });
    expect((await demo().press('demo_login_1', prompt.buttons![0][0].callback!)).toast).toBe('Logged in');
    const login = await t.app.services.identity.loginWithBotNonce(grant.nonce);
    expect(login.status === 'ok' && login.user.telegramId).toBe(demoTelegramId('demo_login_1'));
  });

  it('answers the selling bot’s commands as the real bot does: /terms, /support, /paysupport, and /language kept for the chat', async () => {
    const last = async (chatId: number) => (await demo().messages(chatId)).at(-1)!;
    const chatId = await demo().say('demo_commands', '/terms');
    expect((await last(chatId)).text).toContain('http://localhost:3000/offer');
    await demo().say('demo_commands', '/support');
    expect((await last(chatId)).text).toContain('support@localhost');
    await demo().say('demo_commands', '/paysupport');
    expect((await last(chatId)).text).toContain('I see no payments from this Telegram account.');
    expect((await demo().press('demo_commands', 'refund:someone-elses-order')).toast).toBe('Payment not found');

    await demo().say('demo_commands', '/language');
    expect((await last(chatId)).buttons).toEqual([[{ text: 'English', callback: 'lang:en' }, { text: 'Русский', callback: 'lang:ru' }]]);
    expect((await demo().press('demo_commands', 'lang:ru')).toast).toBe('Пишу по-русски');
    // The page is English, the chat now Russian.
    await demo().say('demo_commands', '/help', 'en');
    expect((await last(chatId)).text).toMatch(/^<b>Как это работает<\/b>/);
  });

  it('refuses a malformed demo username', () => {
    expect(() => demo().account('bad name')).toThrow(RangeError);
  });
});

describe('Telegram HTML on a page', () => {
  it('keeps Telegram formatting, escapes the rest, and drops unsafe links', () => {
    expect(telegramHtmlToPageHtml('<b>Sun</b> &amp; <i>Moon</i>\nline')).toBe('<strong>Sun</strong> &amp; <em>Moon</em><br>line');
    expect(telegramHtmlToPageHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(telegramHtmlToPageHtml('<script>alert(1)</script>')).toBe('alert(1)');
    expect(telegramHtmlToPageHtml('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(telegramHtmlToPageHtml('<a href="https://example.com/?a=1&amp;b=&quot;2&quot;">y</a>')).toBe('<a href="https://example.com/?a=1&amp;b=&quot;2&quot;" rel="noopener noreferrer">y</a>');
    expect(telegramHtmlToPageHtml('<b>open')).toBe('<strong>open</strong>');
    expect(telegramHtmlToPageHtml('a < b')).toBe('a &lt; b');
  });
});
