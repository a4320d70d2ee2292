// A bot link opened by an account other than the order's contact, through grammY's real client
// against the fake Bot API: the bot asks for the last four digits of the order's phone, counts wrong
// answers in the database (three lock the account out of the order), binds the order to the account
// that answers right, updates the contact and delivers the reading there. An erased order cannot be
// confirmed at all. The order's phone is +44 20 7946 0958 (test/support/app.ts): its digits are 0958.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_WRONG_LIMIT, ORDER_WRONG_LIMIT } from '../../src/services/identity/order-confirmation.js';
import type { TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FakeTelegramApi, type FakeUser } from '../support/fake-telegram-api.js';
import { createBotApp, makeOrder, makeReady, orderRow } from './helpers.js';

const RIGHT = '0958';

describe.each(testDatabases)('confirming an order from another account on $name', (database) => {
  let fake: FakeTelegramApi;
  let t: TestApp;
  let nextUserId = 31_000;
  const user = (username?: string): FakeUser => ({ id: nextUserId++, username, first_name: 'Buyer' });

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    t = await createBotApp(database, fake, { SUPPORT_EMAIL: 'help@readings.example' });
    await t.app.services.telegram!.start();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** The user types `text`; answers the text of the bot's one reply. */
  const say = async (from: FakeUser, text: string) => {
    const before = fake.sentTo(from.id).length;
    fake.userSays(from, text);
    await fake.waitForSent(fake.sent.length + 1);
    const replies = fake.sentTo(from.id).slice(before);
    expect(replies).toHaveLength(1);
    return replies[0].text ?? '';
  };
  const confirmations = (orderId: string) =>
    t.app.services.store.db.selectFrom('order_confirmations').selectAll().where('order_id', '=', orderId).execute();

  it('asks for the digits, takes two wrong answers, binds on the right one, updates the contact and delivers there', async () => {
    const order = await makeOrder(t, '@ada_typo', 'paid');
    await makeReady(t, order.orderId, ['Your Sun is in Sagittarius.', 'Your Moon is in Leo.']);
    const ada = user('ada_real');

    const asked = await say(ada, `/start ${order.token}`);
    expect(asked).toContain('placed for a different Telegram username');
    expect(asked).toContain('last four digits of the phone number');
    expect(asked).toContain('You have three tries left.');

    // Not four digits: no try is used.
    expect(await say(ada, 'hello?')).toContain('reply with just the last four digits');
    expect(await say(ada, '1234')).toContain('do not match the phone number in the order. Please check and try again. You have two tries left.');
    expect(await say(ada, '98 76')).toContain('You have one try left.');
    expect((await orderRow(t, order.orderId)).owner_user_id).toBeNull();

    const bound = await say(ada, RIGHT);
    expect(bound).toContain('Thank you, that matches. Your order');
    expect(bound).toContain('its Telegram username is now @ada_real');
    expect(bound).toContain('it follows now');
    const row = await orderRow(t, order.orderId);
    const owner = await t.app.services.identity.userByTelegramId(ada.id);
    expect(row.owner_user_id).toBe(owner!.id);
    expect(Number(row.owner_chat_id)).toBe(ada.id);
    expect([row.contact, row.contact_normalized]).toEqual(['@ada_real', 'ada_real']);
    expect(await confirmations(order.orderId)).toMatchObject([{ telegram_id: ada.id, wrong_answers: 2, locked_at: null }]);

    await t.app.services.worker.drain();
    expect((await orderRow(t, order.orderId)).status).toBe('delivered');
    expect(fake.sentTo(ada.id).filter((s) => s.method === 'sendMessage').map((s) => s.text)).toEqual(
      expect.arrayContaining(['Your Sun is in Sagittarius.', 'Your Moon is in Leo.']),
    );
    expect(fake.sentTo(ada.id).map((s) => s.method)).toEqual(expect.arrayContaining(['sendPhoto', 'sendDocument']));
    // The digits are never repeated back, neither the wrong ones nor the right ones.
    for (const sent of fake.sentTo(ada.id)) expect(sent.text ?? '').not.toMatch(/1234|9876|98 76|0958/);

    // Answered, the question is closed: four digits now are just a message.
    expect(await say(ada, RIGHT)).toContain('I understand /start, /readings, /language, /terms, /support, /paysupport and /help');
  });

  it('locks the account out of the order after three wrong answers and says how to reach support', async () => {
    const order = await makeOrder(t, '@grace_typo', 'paid');
    const mallory = user('mallory_guess');
    await say(mallory, `/start ${order.token}`);
    await say(mallory, '1111');
    await say(mallory, '2222');
    const locked = await say(mallory, '3333');
    expect(locked).toContain('do not match either, so this order can no longer be confirmed from this account');
    expect(locked).toContain('write to help@readings.example with your order number');

    // The right digits come too late: nothing is open, nothing is bound.
    expect(await say(mallory, RIGHT)).toContain('I understand /start');
    expect((await orderRow(t, order.orderId)).owner_user_id).toBeNull();
    // Opening the link again does not ask again.
    const again = await say(mallory, `/start ${order.token}`);
    expect(again).toContain('can no longer be confirmed from this account');
    expect(again).toContain('help@readings.example');
    expect(await say(mallory, RIGHT)).toContain('I understand /start');
    expect((await orderRow(t, order.orderId)).owner_user_id).toBeNull();
    const [row] = await confirmations(order.orderId);
    expect(row).toMatchObject({ wrong_answers: 3 });
    expect(row.locked_at).not.toBeNull();
  });

  it('binds an account without a username on the right digits, keeping the contact', async () => {
    const order = await makeOrder(t, '@nameless_buyer', 'paid');
    const anon = user(undefined);
    const asked = await say(anon, `/start ${order.token}`);
    expect(asked).toContain('has no username');
    expect(asked).toContain('last four digits');
    expect(await say(anon, RIGHT)).toContain('is now linked to this Telegram account.');
    const row = await orderRow(t, order.orderId);
    expect(Number(row.owner_chat_id)).toBe(anon.id);
    expect(row.contact).toBe('@nameless_buyer');
  });

  it('never confirms an order whose personal data was erased', async () => {
    const order = await makeOrder(t, '@erased_buyer', 'delivered');
    // As the privacy service leaves it.
    await t.app.services.store.db.updateTable('orders').set({ name: '', phone: '', contact: '', contact_normalized: '', meta: '{}' }).where('id', '=', order.orderId).execute();
    const eve = user('eve_someone');
    const reply = await say(eve, `/start ${order.token}`);
    expect(reply).toContain('personal details of this order have been deleted');
    expect(reply).toContain('help@readings.example');
    expect(await say(eve, '0000')).toContain('I understand /start');
    expect(await confirmations(order.orderId)).toEqual([]);
    expect((await orderRow(t, order.orderId)).owner_user_id).toBeNull();
  });

  it('refuses an order another account owns, naming support', async () => {
    const order = await makeOrder(t, '@owned_buyer', 'paid');
    const owner = user('owned_buyer');
    await say(owner, `/start ${order.token}`);
    const reply = await say(user('someone_else'), `/start ${order.token}`);
    expect(reply).toContain('linked to another Telegram account already');
    expect(reply).toContain('help@readings.example');
  });

  it('counts answers that race from several processes once each: never more than three tries', async () => {
    const order = await makeOrder(t, '@racing_order', 'paid');
    const racer = user('racing_guesser');
    const input = { account: { id: racer.id, username: racer.username }, chatId: racer.id };
    await t.app.services.conversation.start(input, order.token);
    await Promise.all(['1001', '1002', '1003', '1004', '1005', '1006'].map((digits) => t.app.services.conversation.message(input, digits)));
    const [row] = await confirmations(order.orderId);
    expect(Number(row.wrong_answers)).toBe(3);
    expect(row.locked_at).not.toBeNull();
    expect((await t.app.services.conversation.message(input, RIGHT))[0].html).toContain('I understand /start');
    expect((await orderRow(t, order.orderId)).owner_user_id).toBeNull();
  });

  it('caps the wrong answers an order takes from all accounts, and those an account gives in a day', async () => {
    const conversation = t.app.services.conversation;
    const order = await makeOrder(t, '@many_guessers', 'paid');
    const guess = async (account: FakeUser, digits: string) => {
      const input = { account: { id: account.id, username: account.username }, chatId: account.id };
      return (await conversation.message(input, digits))[0].html;
    };
    const open = async (account: FakeUser) => (await conversation.start({ account: { id: account.id, username: account.username }, chatId: account.id }, order.token))[0].html;
    let wrong = 0;
    while (wrong < ORDER_WRONG_LIMIT) {
      const guesser = user(`guesser_${wrong}`);
      expect(await open(guesser)).toContain('three tries');
      for (let i = 0; i < 3 && wrong < ORDER_WRONG_LIMIT; i++, wrong++) await guess(guesser, String(1000 + wrong));
    }
    // The next account is not even asked, and the right digits bind nothing.
    const late = user('late_guesser');
    expect(await open(late)).toContain('too many wrong answers were given for it');
    expect(await guess(late, RIGHT)).toContain('I understand /start');
    expect((await orderRow(t, order.orderId)).owner_user_id).toBeNull();

    // One account across many links: after its daily allowance it is not asked again until tomorrow.
    const roamer = user('roaming_guesser');
    let given = 0;
    while (given < ACCOUNT_WRONG_LIMIT) {
      const other = await makeOrder(t, '@roam_target', 'paid');
      expect((await conversation.start({ account: roamer, chatId: roamer.id }, other.token))[0].html).toContain('last four digits');
      for (let i = 0; i < 2 && given < ACCOUNT_WRONG_LIMIT; i++, given++) await guess(roamer, '5555');
    }
    const next = await makeOrder(t, '@roam_target', 'paid');
    expect((await conversation.start({ account: roamer, chatId: roamer.id }, next.token))[0].html).toContain('Too many wrong answers came from this account today');
    t.clock.advance(86_400_000 + 1);
    expect((await conversation.start({ account: roamer, chatId: roamer.id }, next.token))[0].html).toContain('last four digits');
    expect((await guess(roamer, RIGHT))).toContain('that matches');
  });
});
