// Issue 25, finding 3: one account opened the bot links of five orders and then sent 15 wrong
// answers in a day against a daily limit of 6, because the limit was checked when the bot asked, not
// when an answer arrived. Here the attack runs through the real bot against the fake Bot API, in
// English and in Russian, and the limits are raced from two database connections (two processes)
// and read back by a third (a restart).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queries } from '../../src/store/queries/index.js';
import { ACCOUNT_WRONG_LIMIT, OrderConfirmations, ORDER_WRONG_LIMIT, type ConfirmationAnswer } from '../../src/services/identity/order-confirmation.js';
import { openStore, type Store } from '../../src/store/database.js';
import type { TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FakeTelegramApi, type FakeUser } from '../support/fake-telegram-api.js';
import { createBotApp, makeOrder, orderRow, type TestOrder } from './helpers.js';

const RIGHT = '0958'; // the last four digits of the test orders' phone
const DAY = 86_400_000;

/** What the bot says in each language at each step of the attack. */
const TEXTS = {
  en: {
    asked: 'last four digits of the phone number',
    replaced: 'that question is closed now, and the digits you send next are checked against this order only',
    wrong: 'do not match',
    oneLeft: 'You have one try left.',
    lastToday: 'that was the last answer this account may give today',
    unchecked: 'Too many wrong answers came from this account today, so I did not check this answer. Please try again tomorrow.',
    tooMany: 'Too many wrong answers came from this account today, so I cannot ask again for now.',
    support: 'help@readings.example',
    matched: 'Thank you, that matches.',
  },
  ru: {
    asked: 'последние четыре цифры номера телефона',
    replaced: 'тот вопрос закрыт, и\u00a0цифры, которые вы\u00a0пришлёте теперь, я\u00a0сверю только с\u00a0этим заказом',
    wrong: 'не\u00a0совпадают',
    oneLeft: 'Осталась одна попытка.',
    lastToday: 'это был последний ответ, который этот аккаунт может дать сегодня',
    unchecked: 'С\u00a0этого аккаунта сегодня пришло слишком много неверных ответов, поэтому этот ответ не\u00a0проверен. Попробуйте, пожалуйста, завтра.',
    tooMany: 'С\u00a0этого аккаунта сегодня пришло слишком много неверных ответов, поэтому пока я\u00a0не\u00a0могу спросить снова.',
    support: 'help@readings.example',
    matched: 'Спасибо, цифры совпали.',
  },
} as const;

describe.each(testDatabases)('the confirmation’s limits, taken when an answer arrives, on $name', (database) => {
  let fake: FakeTelegramApi;
  let t: TestApp;
  const stores: Store[] = [];
  let nextUserId = 47_000;
  const user = (username: string): FakeUser => ({ id: nextUserId++, username, first_name: 'Mallory' });

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    t = await createBotApp(database, fake, { SUPPORT_EMAIL: 'help@readings.example' });
    await t.app.services.telegram!.start();
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
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
  const db = () => t.app.services.store.db;
  const wrongAnswersOf = async (telegramId: number) =>
    (await db().selectFrom('order_confirmations').select('wrong_answers').where('telegram_id', '=', telegramId).execute()).reduce((sum, row) => sum + Number(row.wrong_answers), 0);
  /** The confirmation service as another process (or the same one after a restart) has it: its own connections to the database. */
  const otherProcess = () => {
    const store = openStore(t.database.url, { searchPath: t.database.searchPath });
    stores.push(store);
    return new OrderConfirmations({ queries: new Queries(store.db), clock: t.clock, identity: t.app.services.identity });
  };

  for (const language of ['en', 'ru'] as const) {
    it(`five links opened, then fifteen wrong answers: ${ACCOUNT_WRONG_LIMIT} are judged, the rest and then the right digits are refused unchecked (${language})`, async () => {
      const text = TEXTS[language];
      const orders: TestOrder[] = [];
      for (let i = 0; i < 5; i++) orders.push(await makeOrder(t, `@victim_${language}_${i}`, 'paid', { language }));
      const mallory = user(`mallory_${language}`);

      // The five links first, as in the report: each asks, and each after the first says it replaces the open question.
      for (const [i, order] of orders.entries()) {
        const asked = await say(mallory, `/start ${order.token}`);
        expect(asked).toContain(text.asked);
        if (i === 0) expect(asked).not.toContain(text.replaced);
        else expect(asked).toContain(text.replaced);
      }
      // One question is open at a time: the last link's.
      expect(await db().selectFrom('confirmation_accounts').select('order_id').where('telegram_id', '=', mallory.id).executeTakeFirstOrThrow()).toEqual({ order_id: orders[4]!.orderId });

      // Fifteen wrong answers; whenever one try is left on an order, the attacker opens another link
      // so that no order locks and a question stays open to answer.
      const replies: string[] = [];
      let next = 0;
      for (let i = 0; i < 15; i++) {
        const reply = await say(mallory, String(1000 + i));
        replies.push(reply);
        if (reply.includes(text.oneLeft) && next < 4) await say(mallory, `/start ${orders[next++]!.token}`);
      }
      const judged = replies.filter((r) => r.includes(text.wrong));
      expect(judged).toHaveLength(ACCOUNT_WRONG_LIMIT);
      expect(replies.slice(0, ACCOUNT_WRONG_LIMIT).every((r) => r.includes(text.wrong))).toBe(true);
      expect(replies[ACCOUNT_WRONG_LIMIT - 1]).toContain(text.lastToday);
      for (const reply of replies.slice(ACCOUNT_WRONG_LIMIT)) {
        expect(reply).toContain(text.unchecked);
        expect(reply).toContain(text.support);
      }
      expect(await wrongAnswersOf(mallory.id)).toBe(ACCOUNT_WRONG_LIMIT);

      // The right digits after the limit are refused unchecked too: nothing is bound.
      expect(await say(mallory, RIGHT)).toContain(text.unchecked);
      for (const order of orders) expect((await orderRow(t, order.orderId)).owner_user_id).toBeNull();
      // Another link is not even asked about.
      expect(next).toBe(3);
      const left = orders[3]!;
      expect(await say(mallory, `/start ${left.token}`)).toContain(text.tooMany);
      // The digits are never repeated back.
      for (const sent of fake.sentTo(mallory.id)) expect(sent.text ?? '').not.toMatch(/\b10\d\d\b|0958/);

      // The next day the account may answer again, and the right digits bind the order.
      t.clock.advance(DAY + 1);
      expect(await say(mallory, `/start ${left.token}`)).toContain(text.asked);
      expect(await say(mallory, RIGHT)).toContain(text.matched);
      expect((await orderRow(t, left.orderId)).owner_user_id).not.toBeNull();
    });
  }

  it('the reported sequence as sent (five links, then fifteen answers with none re-opened) has three judged, against the one open order', async () => {
    const orders: TestOrder[] = [];
    for (let i = 0; i < 5; i++) orders.push(await makeOrder(t, `@plain_victim_${i}`, 'paid'));
    const mallory = user('mallory_plain');
    for (const order of orders) await say(mallory, `/start ${order.token}`);
    const replies: string[] = [];
    for (let i = 0; i < 15; i++) replies.push(await say(mallory, String(2000 + i)));
    expect(replies.filter((r) => r.includes('do not match'))).toHaveLength(3);
    expect(replies[2]).toContain('can no longer be confirmed from this account');
    // Nothing is open any more: the rest are just messages, and the right digits bind nothing.
    for (const reply of replies.slice(3)) expect(reply).toContain('I understand /start');
    expect(await say(mallory, RIGHT)).toContain('I understand /start');
    expect(await wrongAnswersOf(mallory.id)).toBe(3);
    const rows = await db().selectFrom('order_confirmations').select(['order_id', 'wrong_answers']).where('telegram_id', '=', mallory.id).execute();
    expect(rows.filter((r) => Number(r.wrong_answers) > 0)).toEqual([{ order_id: orders[4]!.orderId, wrong_answers: 3 }]);
  });

  it('answers racing from two processes past the account’s day: one is judged, the others and a restarted process refuse unchecked', async () => {
    const [a, b] = [otherProcess(), otherProcess()];
    const racer = user('racing_roamer');
    const account = { id: racer.id, username: racer.username };
    const ask = async (service: OrderConfirmations, order: TestOrder) => expect(await service.ask(order.orderId, account)).toMatchObject({ kind: 'asked' });
    // Five wrong answers today: three on one order, two on another.
    const first = await makeOrder(t, '@race_first', 'paid');
    await ask(a, first);
    for (const digits of ['1111', '2222', '3333']) await a.answer(account, racer.id, digits);
    const second = await makeOrder(t, '@race_second', 'paid');
    await ask(b, second);
    for (const digits of ['4444', '5555']) await b.answer(account, racer.id, digits);
    const third = await makeOrder(t, '@race_third', 'paid');
    expect(await a.ask(third.orderId, account)).toMatchObject({ kind: 'asked', triesLeft: 1 });

    const answers: ConfirmationAnswer[] = await Promise.all(['6001', '6002', '6003', '6004', '6005', '6006'].map((digits, i) => (i % 2 ? a : b).answer(account, racer.id, digits)));
    expect(answers.filter((x) => x.kind === 'limit' && x.judged)).toEqual([{ kind: 'limit', orderId: third.orderId, limit: 'account', judged: true }]);
    expect(answers.filter((x) => x.kind === 'limit' && !x.judged)).toHaveLength(5);
    expect(await wrongAnswersOf(racer.id)).toBe(ACCOUNT_WRONG_LIMIT);

    // A process started afterwards reads the same counts: the right digits are refused unchecked.
    expect(await otherProcess().answer(account, racer.id, RIGHT)).toEqual({ kind: 'limit', orderId: third.orderId, limit: 'account', judged: false });
    expect((await orderRow(t, third.orderId)).owner_user_id).toBeNull();
  });

  it('answers racing from several accounts past the order’s limit: one is judged, the others refuse unchecked', async () => {
    const [a, b] = [otherProcess(), otherProcess()];
    const order = await makeOrder(t, '@race_order', 'paid');
    const accountOf = (u: FakeUser) => ({ id: u.id, username: u.username });
    // All but one of the order's wrong answers, from three accounts.
    for (let given = 0; given < ORDER_WRONG_LIMIT - 1; ) {
      const guesser = accountOf(user(`order_guesser_${given}`));
      await a.ask(order.orderId, guesser);
      for (let i = 0; i < 3 && given < ORDER_WRONG_LIMIT - 1; i++, given++) await a.answer(guesser, guesser.id, String(7000 + given));
    }
    const racers = [user('order_racer_a'), user('order_racer_b'), user('order_racer_c'), user('order_racer_d')].map(accountOf);
    for (const racer of racers) expect(await b.ask(order.orderId, racer)).toMatchObject({ kind: 'asked', triesLeft: 1 });
    const answers = await Promise.all(racers.map((racer, i) => (i % 2 ? a : b).answer(racer, racer.id, String(8000 + i))));
    expect(answers.filter((x) => x.kind === 'limit' && x.judged)).toEqual([{ kind: 'limit', orderId: order.orderId, limit: 'order', judged: true }]);
    expect(answers.filter((x) => x.kind === 'limit' && !x.judged && x.limit === 'order')).toHaveLength(3);
    expect(await db().selectFrom('confirmation_orders').select('wrong_answers').where('order_id', '=', order.orderId).executeTakeFirstOrThrow()).toEqual({ wrong_answers: ORDER_WRONG_LIMIT });
    // Even the right digits are refused now, from an account that still has tries of its own.
    expect(await otherProcess().answer(racers[1]!, racers[1]!.id, RIGHT)).toEqual({ kind: 'limit', orderId: order.orderId, limit: 'order', judged: false });
    expect((await orderRow(t, order.orderId)).owner_user_id).toBeNull();
  });
});
