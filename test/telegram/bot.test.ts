// The bot through grammY's real client against the fake Bot API, long polling: /start binding and
// its refusals, /readings, /help, and the delivery of a reading in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FakeTelegramApi, type FakeUser } from '../support/fake-telegram-api.js';
import { createBotApp, deliveryJobs, eventually, makeOrder, makeReady, orderRow, PDF, WHEEL_PNG } from './helpers.js';
import { Queries } from '../../src/store/queries/index.js';
import { ENGLISH_COMMANDS } from '../support/bot-commands.js';

describe.each(testDatabases)('Telegram bot (long polling) on $name', (database) => {
  let fake: FakeTelegramApi;
  let t: TestApp;
  let nextUserId = 5_000;
  const user = (username?: string, first_name = 'Ada'): FakeUser => ({ id: nextUserId++, username, first_name });

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    t = await createBotApp(database, fake);
    await t.app.services.telegram!.start();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** The user types `text`; answers the bot's replies to that user once `count` have arrived. */
  const say = async (from: FakeUser, text: string, count = 1) => {
    const before = fake.sentTo(from.id).length;
    fake.userSays(from, text);
    await fake.waitForSent(fake.sent.length + count);
    const replies = fake.sentTo(from.id).slice(before);
    expect(replies.length).toBeGreaterThanOrEqual(count);
    return replies;
  };

  it('starts polling: deletes any webhook and registers its commands', async () => {
    await eventually(async () => fake.callsOf('getUpdates').length > 0);
    expect(fake.callsOf('deleteWebhook').length).toBe(1);
    expect(fake.callsOf('setWebhook')).toHaveLength(0);
    expect(fake.commands).toEqual(ENGLISH_COMMANDS);
  });

  it('binds the order when the username matches the contact (case-insensitively)', async () => {
    const order = await makeOrder(t, '@Ada_Lovelace', 'paid');
    const ada = user('ada_LOVELACE');
    const [reply] = await say(ada, `/start ${order.token}`);
    expect(reply.parseMode).toBe('HTML');
    expect(reply.text).toContain('is now linked to this Telegram account');
    expect(reply.text).toContain('being prepared');
    const row = await orderRow(t, order.orderId);
    const owner = await t.app.services.identity.userByTelegramId(ada.id);
    expect(owner).not.toBeNull();
    expect(row.owner_user_id).toBe(owner!.id);
    expect(Number(row.owner_chat_id)).toBe(ada.id);
    expect(owner!.username).toBe('ada_LOVELACE');

    // Opening the link again is harmless and says so.
    const [again] = await say(ada, `/start ${order.token}`);
    expect(again.text).toContain('linked to this account already');
    expect((await orderRow(t, order.orderId)).owner_user_id).toBe(owner!.id);
  });

  it('refuses a different username and binds nothing', async () => {
    const order = await makeOrder(t, '@grace_hopper', 'paid');
    const mallory = user('mallory_x');
    const [reply] = await say(mallory, `/start ${order.token}`);
    expect(reply.text).toContain('placed for a different Telegram username');
    const row = await orderRow(t, order.orderId);
    expect(row.owner_user_id).toBeNull();
    expect(row.owner_chat_id).toBeNull();
    expect(await t.app.services.identity.userByTelegramId(mallory.id)).toBeNull();
  });

  it('refuses an account without a username', async () => {
    const order = await makeOrder(t, '@grace_hopper', 'paid');
    const [reply] = await say(user(undefined), `/start ${order.token}`);
    expect(reply.text).toContain('has no username');
    expect((await orderRow(t, order.orderId)).owner_user_id).toBeNull();
  });

  it('answers an unknown token without binding anything', async () => {
    const [reply] = await say(user('someone_1'), '/start AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(reply.text).toContain("I don't know this link");
  });

  it('refuses an order another Telegram account owns, even with the same username', async () => {
    const order = await makeOrder(t, '@linus_t', 'paid');
    const first = user('linus_t');
    await say(first, `/start ${order.token}`);
    // The first account renamed itself; a new account took the username.
    const second = user('linus_t');
    const [reply] = await say(second, `/start ${order.token}`);
    expect(reply.text).toContain('linked to another Telegram account');
    expect((await orderRow(t, order.orderId)).owner_user_id).toBe((await t.app.services.identity.userByTelegramId(first.id))!.id);
  });

  it('greets /start alone, explains /help, and answers other text', async () => {
    const [greeting] = await say(user('new_person', '<b>x</b>&'), '/start');
    expect(greeting.text).toContain('Hello, &lt;b&gt;x&lt;/b&gt;&amp;!');
    expect(greeting.replyMarkup).toEqual({ inline_keyboard: [[{ text: 'Order a reading', url: 'http://localhost:3000/' }]] });
    const [help] = await say(user('helpme_1'), '/help');
    expect(help.text).toContain('/readings');
    const [other] = await say(user('chatty_1'), 'hello?');
    expect(other.text).toContain('I understand /start, /readings, /language, /terms, /support, /paysupport and /help');
  });

  it('delivers a ready reading in order when the buyer binds it: messages, wheel, PDF', async () => {
    const order = await makeOrder(t, '@delivery_1', 'paid');
    const messages = ['<b>Your natal chart</b>', 'Sun in Sagittarius: <i>a seeker</i>', 'Moon in Cancer &amp; home'];
    await makeReady(t, order.orderId, messages);
    const buyer = user('delivery_1');
    const [reply] = await say(buyer, `/start ${order.token}`);
    expect(reply.text).toContain('it follows now');
    expect(await deliveryJobs(t, order.orderId)).toHaveLength(1);

    await t.app.services.worker.drain();
    const sent = fake.sentTo(buyer.id).slice(1);
    expect(sent.map((s) => s.method)).toEqual(['sendMessage', 'sendMessage', 'sendMessage', 'sendPhoto', 'sendDocument']);
    expect(sent.slice(0, 3).map((s) => s.text)).toEqual(messages);
    expect(sent.slice(0, 3).every((s) => s.parseMode === 'HTML')).toBe(true);
    expect(sent[3].file!.bytes.equals(WHEEL_PNG)).toBe(true);
    expect(sent[4].file!.bytes.equals(PDF)).toBe(true);
    expect(sent[4].file!.name).toBe('reading-natal.pdf');

    const row = await orderRow(t, order.orderId);
    expect(row.status).toBe('delivered');
    expect(row.delivered_at).toBe(t.clock.now());
    const parts = await t.app.services.store.db.selectFrom('delivery_parts').selectAll().where('chat_id', '=', buyer.id).orderBy('part').execute();
    expect(parts.map((p) => [Number(p.part), p.kind, Number(p.telegram_message_id)])).toEqual(sent.map((s, i) => [i, ['message', 'message', 'message', 'photo', 'document'][i], s.messageId]));

    // /readings lists it with a link to the private page.
    const reading = await t.app.services.store.db.selectFrom('readings').select('id').where('order_id', '=', order.orderId).executeTakeFirstOrThrow();
    const [list] = await say(buyer, '/readings');
    expect(list.text).toContain(`<a href="http://localhost:3000/profile/readings/${reading.id}">`);
  });

  it('sends no PDF when none was bought', async () => {
    const order = await makeOrder(t, '@no_pdf_buyer', 'paid');
    await makeReady(t, order.orderId, ['Only text'], { pdf: false });
    const buyer = user('no_pdf_buyer');
    await say(buyer, `/start ${order.token}`);
    await t.app.services.worker.drain();
    expect(fake.sentTo(buyer.id).slice(1).map((s) => s.method)).toEqual(['sendMessage', 'sendPhoto']);
    expect((await orderRow(t, order.orderId)).status).toBe('delivered');
  });

  it('waits with a ready reading until the buyer opens the bot, then sends it', async () => {
    const order = await makeOrder(t, '@late_opener', 'paid');
    // Bound at a web login: owner known, chat not yet.
    const account = { id: nextUserId++, username: 'late_opener', first_name: 'Late' };
    const owner = await t.app.services.identity.upsertTelegramUser(account);
    expect(await t.app.services.identity.bindPaidOrdersForUser(owner)).toEqual([order.orderId]);
    await makeReady(t, order.orderId, ['Ready early']);
    await t.app.services.queue.enqueue(new Queries(t.app.services.store.db), 'deliver_reading', { orderId: order.orderId });
    await t.app.services.worker.drain();
    expect(fake.sentTo(account.id)).toHaveLength(0);
    expect((await orderRow(t, order.orderId)).status).toBe('ready');

    const replies = await say(account, '/start', 2);
    expect(replies[1].text).toContain('Your reading is ready; it follows now.');
    await t.app.services.worker.drain();
    expect(fake.sentTo(account.id).slice(2).map((s) => s.text ?? s.method)).toEqual(['Ready early', 'sendPhoto', 'sendDocument']);
    expect((await orderRow(t, order.orderId)).status).toBe('delivered');
  });
});
