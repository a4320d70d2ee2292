// The bot in Russian through grammY against the fake Bot API (webhook mode, so each update is handled
// by the time its POST answers): the command menu per language, a Russian buyer's whole conversation
// (greeting, linking an order placed for another username, the confirmation with the phone's digits,
// the delivery of a Russian order, /readings, /help), a Russian order paid in Telegram Stars, and an
// English order opened by a Russian-speaking Telegram user, which keeps the order's English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { orderBody } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FakeTelegramApi, type FakeUser, type SentItem } from '../support/fake-telegram-api.js';
import { createBotApp, makeOrder, makeReady, orderRow, PDF, WHEEL_PNG } from './helpers.js';
import { ENGLISH_COMMANDS } from '../support/bot-commands.js';

const WEBHOOK_SECRET = 'russian_webhook_secret';
const NBSP = '\u00a0';

/** Latin words a Russian reader may meet: names of things that have no Russian name. */
const PROPER_NAMES = new Set(['Telegram', 'PDF']);

/**
 * The Latin words of a message a person reads, beyond proper names: markup, links, e-mail addresses,
 * the site's host, commands and @usernames are not words of the text.
 */
function latinWords(html: string): string[] {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\blocalhost:\d+\b/g, ' ')
    .replace(/(^|[\s(])[/@]\w+/g, ' ');
  return (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !PROPER_NAMES.has(word));
}

/** What a chat shows of a sent item: a message's text, a photo's or file's caption. */
const shown = (item: SentItem) => item.text ?? item.caption ?? '';

describe.each(testDatabases)('the bot in Russian on $name', (database) => {
  let fake: FakeTelegramApi;
  let t: TestApp;
  let nextUser = 17_000;
  const user = (username: string, language_code: string | undefined, first_name = 'Ольга'): FakeUser => ({ id: nextUser++, username, first_name, ...(language_code ? { language_code } : {}) });

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    t = await createBotApp(database, fake, {
      TELEGRAM_WEBHOOK_URL: 'https://bot.example.test/api/telegram/webhook',
      TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYMENT_PROVIDERS: 'telegram_stars',
    });
    await t.app.services.telegram!.start();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const deliver = async (update: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/telegram/webhook', headers: { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET }, payload: update });
    expect(res.statusCode).toBe(200);
  };
  /** The user types `text`; answers what the bot sent them in reply. */
  const say = async (from: FakeUser, text: string): Promise<SentItem[]> => {
    const before = fake.sentTo(from.id).length;
    await deliver(fake.userSays(from, text));
    return fake.sentTo(from.id).slice(before);
  };
  const one = async (from: FakeUser, text: string): Promise<string> => {
    const replies = await say(from, text);
    expect(replies).toHaveLength(1);
    return replies[0].text!;
  };
  /** An order in Stars (the only currency this app takes), `paid` unless told. */
  const starsOrder = (contact: string, overrides: Record<string, unknown> = {}) => makeOrder(t, contact, 'paid', { currency: 'XTR', sum: 2500, ...overrides });

  it('lists its commands in English by default and in Russian for Russian-speaking users', () => {
    expect(fake.callsOf('setMyCommands')).toHaveLength(2);
    expect(fake.commandsByLanguage.get('')).toEqual(ENGLISH_COMMANDS);
    expect(fake.commands).toEqual(fake.commandsByLanguage.get(''));
    expect(fake.commandsByLanguage.get('ru')).toEqual([
      { command: 'start', description: 'Привязать заказ или начать заново' },
      { command: 'readings', description: 'Ваши разборы' },
      { command: 'language', description: 'Выбрать русский или английский' },
      { command: 'help', description: 'Что умеет этот бот' },
      { command: 'terms', description: 'Условия продажи' },
      { command: 'support', description: 'Вопросы и\u00a0помощь' },
      { command: 'paysupport', description: 'Оплата и\u00a0возврат денег' },
    ]);
    expect([...fake.commandsByLanguage.keys()].sort()).toEqual(['', 'ru']);
  });

  it('talks to a Russian buyer in Russian from the greeting to the delivered Russian reading, /readings and /help', async () => {
    const olga = user('olga_petrova', 'ru');
    const greeting = await say(olga, '/start');
    expect(greeting).toHaveLength(1);
    expect(greeting[0].text).toMatch(/^Здравствуйте, Ольга! Я\u00a0присылаю персональные разборы\u00a0— астрологические и\u00a0нумерологические,\u00a0— заказанные на\u00a0localhost:3000\./);
    expect(greeting[0].replyMarkup).toEqual({ inline_keyboard: [[{ text: 'Заказать разбор', url: 'http://localhost:3000/' }]] });

    // A Russian order placed for her old username, with a Russian national phone number.
    const order = await starsOrder('@olga_old', { language: 'ru', phone: '8 912 345-67-89', addons: ['pdf'], sum: 2750 });
    const messages = ['<b>Натальная карта</b>\nОльга, 10 декабря 1985 г.', '<b>Солнце в Стрельце</b>\nИскатель смысла и дальних дорог.'];
    await makeReady(t, order.orderId, messages);

    const asked = await one(olga, `/start ${order.token}`);
    expect(asked).toBe(
      `Этот заказ оформлен на${NBSP}другое имя пользователя Telegram. Если заказ ваш, подтвердите это: пришлите в${NBSP}ответ <b>последние четыре цифры номера телефона</b>, указанного в${NBSP}заказе.\n\n` +
        `После этого я${NBSP}привяжу заказ к${NBSP}этому аккаунту и${NBSP}пришлю разбор сюда. Осталось три${NBSP}попытки.`,
    );
    expect(await one(olga, 'привет')).toBe(`Пришлите, пожалуйста, только последние четыре цифры номера телефона из${NBSP}заказа${NBSP}— и${NBSP}ничего больше. Осталось три${NBSP}попытки.`);
    expect(await one(olga, '1234')).toBe(`Эти цифры не${NBSP}совпадают с${NBSP}номером телефона в${NBSP}заказе. Проверьте и${NBSP}попробуйте ещё раз. Осталось две${NBSP}попытки.`);
    expect(await one(olga, '67 89')).toBe(
      `Спасибо, цифры совпали. Заказ «Разбор натальной карты» привязан к${NBSP}этому аккаунту Telegram, а${NBSP}имя пользователя в${NBSP}заказе теперь @olga_petrova.\n\n` +
        `Ваш разбор готов${NBSP}— сейчас пришлю.`,
    );
    expect((await orderRow(t, order.orderId)).contact).toBe('@olga_petrova');

    await t.app.services.worker.drain();
    const delivery = fake.sentTo(olga.id).slice(-4);
    expect(delivery.map((s) => s.method)).toEqual(['sendMessage', 'sendMessage', 'sendPhoto', 'sendDocument']);
    expect(delivery.slice(0, 2).map((s) => s.text)).toEqual(messages);
    expect(delivery[2]).toMatchObject({ caption: 'Ваша натальная карта', parseMode: 'HTML' });
    expect(delivery[2].file!.bytes.equals(WHEEL_PNG)).toBe(true);
    expect(delivery[3]).toMatchObject({ caption: `Ваш разбор в${NBSP}PDF`, parseMode: 'HTML' });
    expect(delivery[3].file!.name).toBe('Разбор натальной карты.pdf');
    expect(delivery[3].file!.bytes.equals(PDF)).toBe(true);
    expect((await orderRow(t, order.orderId)).status).toBe('delivered');

    // Placed at 21:30 UTC on 14 March: already the 15th in Moscow, and the zone is named.
    await t.app.services.store.db.updateTable('orders').set({ created_at: Date.parse('2026-03-14T21:30:00Z') }).where('id', '=', order.orderId).execute();
    const reading = await t.app.services.store.db.selectFrom('readings').select('id').where('order_id', '=', order.orderId).executeTakeFirstOrThrow();
    expect(await one(olga, '/readings')).toBe(
      `<b>Ваши разборы</b>\n\n` +
        `• <a href="http://localhost:3000/profile/readings/${reading.id}">Разбор натальной карты</a>, заказ от${NBSP}15${NBSP}марта${NBSP}2026${NBSP}г. в${NBSP}00:30${NBSP}МСК\n\n` +
        `Все они есть и${NBSP}на${NBSP}сайте: войдите через Telegram на${NBSP}http://localhost:3000/profile.`,
    );

    const help = await one(olga, '/help');
    expect(help).toContain('<b>Как это работает</b>');
    expect(help).toContain(`/readings${NBSP}— ваши разборы`);
    expect(await one(olga, 'спасибо!')).toBe(`Я${NBSP}понимаю команды /start, /readings, /language, /terms, /support, /paysupport и${NBSP}/help. Разборы приходят сюда сами, как только будут готовы.`);

    // Everything the bot wrote to her is Russian, but for proper names (the reading's own text is the
    // reading library's; here it is the Russian stand-in above).
    const everything = fake.sentTo(olga.id);
    expect(everything.length).toBe(12);
    for (const item of everything) expect(latinWords(shown(item)), shown(item)).toEqual([]);
  });

  it('words a Russian order’s Stars invoice, its refusals and its thanks in Russian, whatever the payer’s Telegram speaks', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      payload: orderBody({ contact: '@stars_olga', currency: 'XTR', sum: 2750, addons: ['pdf'], language: 'ru' }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { orderId, payUrl } = created.json() as { orderId: string; payUrl: string };
    const invoice = fake.invoiceAt(payUrl);
    expect(invoice.title).toBe('Разбор натальной карты');
    expect(invoice.description).toBe(`Разбор натальной карты с${NBSP}дополнением «PDF-версия». Разбор рассчитывается по${NBSP}вашим данным рождения, и${NBSP}этот бот присылает его сюда, в${NBSP}Telegram.`);
    expect(invoice.prices).toEqual([{ label: 'Разбор натальной карты + PDF-версия', amount: 2750 }]);
    for (const text of [invoice.title, invoice.description, invoice.prices[0].label]) expect(latinWords(text), text).toEqual([]);

    // The payer runs Telegram in English; the order was placed in Russian, and it is the order's sheet.
    const payer = user('stars_olga', 'en');
    const ask = async (from: FakeUser, question: Parameters<FakeTelegramApi['preCheckoutQuery']>[1]) => {
      const update = fake.preCheckoutQuery(from, question);
      await deliver(update);
      return fake.preCheckoutAnswers.get((update.pre_checkout_query as { id: string }).id)!;
    };
    expect(await ask(payer, { ...invoice, prices: [{ label: 'x', amount: 1 }] })).toEqual({
      ok: false,
      errorMessage: `Сумма в${NBSP}счёте не${NBSP}совпадает с${NBSP}ценой заказа, поэтому звёзды не${NBSP}списаны. Откройте, пожалуйста, ссылку на${NBSP}оплату со${NBSP}страницы заказа на${NBSP}localhost:3000 ещё раз.`,
    });
    // An invoice of no order of ours: the payer's own language.
    expect((await ask(user('stars_stranger', 'ru'), { ...invoice, payload: 'pay_not_ours' })).errorMessage).toMatch(/^Я\u00a0не\u00a0узнаю этот счёт/);
    expect((await ask(user('stars_stranger2', 'en-GB'), { ...invoice, payload: 'pay_not_ours' })).errorMessage).toMatch(/^I don't recognise this invoice/);

    expect((await ask(payer, invoice)).ok).toBe(true);
    await deliver(fake.successfulPayment(payer, invoice).update);
    expect((await orderRow(t, orderId)).status).toBe('paid');
    expect(fake.sentTo(payer.id).map(shown)).toEqual([
      `Спасибо! Оплата заказа «Разбор натальной карты» получена: 2${NBSP}750${NBSP}звёзд.\n\nРазбор уже готовится и${NBSP}придёт в${NBSP}этот чат через несколько минут.`,
    ]);
  });

  it('keeps an English order in English for a Russian-speaking Telegram user; the chat’s own messages stay Russian', async () => {
    const ivan = user('ivan_reader', 'ru', 'Иван');
    const order = await starsOrder('@ivan_reader');
    await makeReady(t, order.orderId, ['<b>Your natal chart</b>', 'Sun in Sagittarius: a seeker']);
    expect(await one(ivan, `/start ${order.token}`)).toBe('Thank you! Your order “Natal chart reading” is now linked to this Telegram account.\n\nYour reading is ready; it follows now.');

    await t.app.services.worker.drain();
    const delivery = fake.sentTo(ivan.id).slice(1);
    expect(delivery.map(shown)).toEqual(['<b>Your natal chart</b>', 'Sun in Sagittarius: a seeker', 'Your birth chart wheel', 'Your reading as a PDF']);
    expect(delivery[3].file!.name).toBe('reading-natal.pdf');

    expect(await one(ivan, '/help')).toContain('<b>Как это работает</b>');
    expect(await one(ivan, '/readings')).toContain(`<b>Ваши разборы</b>`);
  });
});
