// The commands Telegram asks of a bot that sells (/terms, /support, /paysupport) with /language,
// /readings and /help, through grammY's real client long-polling the fake Bot API, on SQLite and
// PostgreSQL: the menus registered in English and Russian, a language chosen and kept, and a buyer
// who paid in Stars getting them back with /paysupport inside the refund window, or reaching the
// operator outside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAlert } from '../../src/services/operator/alerts.js';
import { orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { FakeTelegramApi, type FakeUser, type SentItem } from '../support/fake-telegram-api.js';
import { createBotApp, eventually } from './helpers.js';
import { ENGLISH_COMMANDS } from '../support/bot-commands.js';

const HOUR = 3_600_000;
type Buttons = { inline_keyboard: { text: string; callback_data?: string; url?: string }[][] };

describe.each(testDatabases)('the bot’s commands on $name', (database) => {
  let fake: FakeTelegramApi;
  let t: TestApp;
  const alerts: OperatorAlert[] = [];
  let nextUserId = 82_000;
  const user = (username: string, language_code = 'en'): FakeUser => ({ id: nextUserId++, username, first_name: 'Ada', language_code });

  beforeAll(async () => {
    fake = await FakeTelegramApi.start();
    t = await createBotApp(database, fake, { PAYMENT_PROVIDERS: 'telegram_stars', PAYSUPPORT_REFUND_WINDOW_HOURS: '48' }, { alerts: { send: async (alert) => void alerts.push(alert) } });
    await t.app.services.telegram!.start();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const db = () => t.app.services.store.db;

  /** The user sends `text`; answers the bot's `count` replies to them. */
  async function say(from: FakeUser, text: string, count = 1): Promise<SentItem[]> {
    const before = fake.sentTo(from.id).length;
    fake.userSays(from, text);
    await eventually(async () => fake.sentTo(from.id).length >= before + count);
    return fake.sentTo(from.id).slice(before);
  }

  /** The user presses a button; answers the toast and the messages that followed. */
  async function press(from: FakeUser, data: string, count = 1): Promise<{ toast: unknown; replies: SentItem[] }> {
    const before = fake.sentTo(from.id).length;
    const answered = fake.callsOf('answerCallbackQuery').length;
    fake.userPresses(from, data);
    await eventually(async () => fake.callsOf('answerCallbackQuery').length > answered && fake.sentTo(from.id).length >= before + count);
    return { toast: fake.callsOf('answerCallbackQuery')[answered].params.text, replies: fake.sentTo(from.id).slice(before) };
  }

  /** An order placed in Stars on the site and paid by `buyer` in Telegram; the reading is delivered. */
  async function paidInStars(buyer: FakeUser, language: 'en' | 'ru' = 'en'): Promise<{ orderId: string; chargeId: string }> {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ contact: `@${buyer.username}`, currency: 'XTR', sum: 2500, language }) });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, payUrl } = res.json() as { orderId: string; payUrl: string };
    const invoice = fake.invoiceAt(payUrl);
    const query = fake.preCheckoutQuery(buyer, invoice);
    await eventually(async () => fake.preCheckoutAnswers.get((query.pre_checkout_query as { id: string }).id));
    const before = fake.sentTo(buyer.id).length;
    const { charge } = fake.successfulPayment(buyer, invoice);
    await eventually(async () => fake.sentTo(buyer.id).length > before);
    await t.app.services.worker.drain();
    expect((await db().selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('delivered');
    return { orderId, chargeId: charge.id };
  }

  const orderStatus = async (orderId: string) => (await db().selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
  /** Russian sets non-breaking spaces after short words and in numbers; these checks read past them. */
  const plain = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
  const buttonsOf = (item: SentItem) => (item.replyMarkup as Buttons | undefined)?.inline_keyboard ?? [];

  it('registers the seven commands with setMyCommands, in English for everyone and in Russian for Russian Telegram', async () => {
    await eventually(async () => fake.commandsByLanguage.has('ru'));
    expect(fake.commandsByLanguage.get('')).toEqual(ENGLISH_COMMANDS);
    expect((fake.commandsByLanguage.get('ru') as { command: string }[]).map((c) => c.command)).toEqual(['start', 'readings', 'language', 'help', 'terms', 'support', 'paysupport']);
    expect((fake.commandsByLanguage.get('ru') as { description: string }[]).map((c) => plain(c.description))).toContain('Оплата и возврат денег');
  });

  it('answers /terms with the offer, /support with the address, /help with every command, in the user’s Telegram language', async () => {
    const en = user('terms_en');
    const [terms] = await say(en, '/terms');
    expect(terms.text).toContain('http://localhost:3000/offer');
    expect(terms.text).toContain('http://localhost:3000/privacy');
    expect(buttonsOf(terms)).toEqual([[{ text: 'Read the terms', url: 'http://localhost:3000/offer' }]]);
    const [support] = await say(en, '/support');
    expect(support.text).toContain('support@localhost');
    expect(support.text).toContain('/paysupport');
    const [help] = await say(en, '/help');
    for (const command of ['/readings', '/language', '/terms', '/support', '/paysupport']) expect(help.text).toContain(command);

    const ru = user('terms_ru', 'ru');
    const [termsRu] = await say(ru, '/terms');
    expect(termsRu.text).toMatch(/^<b>Условия продажи<\/b>/);
    expect(buttonsOf(termsRu)[0][0].text).toBe('Открыть условия');
    expect(plain((await say(ru, '/support'))[0].text)).toContain('Есть вопрос о заказе');
  });

  it('keeps the language chosen with /language for the chat, over the language Telegram runs in', async () => {
    const lea = user('lang_lea', 'en');
    const [prompt] = await say(lea, '/language');
    expect(prompt.text).toBe('Which language shall I write in?');
    expect(buttonsOf(prompt)).toEqual([[{ text: 'English', callback_data: 'lang:en' }, { text: 'Русский', callback_data: 'lang:ru' }]]);
    const chosen = await press(lea, 'lang:ru');
    expect(chosen.toast).toBe('Пишу по-русски');
    expect(plain(chosen.replies[0].text)).toMatch(/^Готово: теперь я пишу вам по-русски/);
    expect((await say(lea, '/help'))[0].text).toMatch(/^<b>Как это работает<\/b>/);
    expect(plain((await say(lea, '/readings'))[0].text)).toMatch(/^К этому аккаунту пока не привязано/);
    expect(await db().selectFrom('chat_languages').select('language').where('chat_id', '=', lea.id).executeTakeFirst()).toEqual({ language: 'ru' });

    // A language we do not speak, from a forged button: a toast, and the choice stays.
    const answered = fake.callsOf('answerCallbackQuery').length;
    fake.userPresses(lea, 'lang:de');
    await eventually(async () => fake.callsOf('answerCallbackQuery').length > answered);
    expect(plain(fake.callsOf('answerCallbackQuery')[answered].params.text as string)).toBe('Этого языка я, к сожалению, не знаю');
    expect((await say(lea, '/help'))[0].text).toMatch(/^<b>Как это работает<\/b>/);

    await press(lea, 'lang:en');
    expect((await say(lea, '/help'))[0].text).toMatch(/^<b>How it works<\/b>/);
  });

  it('gives Stars back through /paysupport within the refund window: the operator’s refund path, refundStarPayment, the order refunded', async () => {
    const ada = user('pay_ada');
    const { orderId, chargeId } = await paidInStars(ada);
    const [overview] = await say(ada, '/paysupport');
    expect(overview.text).toContain('Stars paid within the last 48 hours come back to your Stars balance as soon as you ask');
    expect(overview.text).toContain('• Natal chart reading, 2,500 Stars');
    expect(buttonsOf(overview)).toEqual([[{ text: 'Refund Natal chart reading, 2,500 Stars', callback_data: `refund:${orderId}` }]]);

    const asked = await press(ada, `refund:${orderId}`);
    expect(asked.toast).toBe('Refund on its way');
    expect(asked.replies[0].text).toBe('Your refund for “Natal chart reading” is on its way: 2,500 Stars go back to your Stars balance within a few minutes.');
    await t.app.services.worker.drain();
    expect(fake.callsOf('refundStarPayment').map((c) => c.params)).toContainEqual({ user_id: ada.id, telegram_payment_charge_id: chargeId });
    expect(fake.charges.get(chargeId)!.refunded).toBe(true);
    expect(await orderStatus(orderId)).toBe('refunded');
    const audit = await db().selectFrom('audit_log').selectAll().where('order_id', '=', orderId).where('action', '=', 'refund').execute();
    expect(audit.map((a) => a.actor)).toEqual([`telegram:${ada.id}`]);
    expect(alerts.filter((a) => 'orderId' in a && a.orderId === orderId)).toEqual([]);

    // Asked again: nothing more is given back.
    const again = await press(ada, `refund:${orderId}`);
    expect(again.replies[0].text).toBe('“Natal chart reading” has been refunded already: 2,500 Stars.');
    expect(fake.callsOf('refundStarPayment').filter((c) => c.params.telegram_payment_charge_id === chargeId)).toHaveLength(1);
    const [after] = await say(ada, '/paysupport');
    expect(after.text).toContain('• Natal chart reading, 2,500 Stars: refunded');
    expect(buttonsOf(after)).toEqual([]);
  }, 120_000);

  it('speaks Russian in /paysupport and refunds the same way', async () => {
    const ivan = user('pay_ivan', 'ru');
    const { orderId } = await paidInStars(ivan, 'ru');
    const [overview] = await say(ivan, '/paysupport');
    expect(plain(overview.text)).toContain('за последние 48 часов');
    const [[button]] = buttonsOf(overview);
    expect(plain(button.text)).toMatch(/^Вернуть: .+, 2 500 звёзд$/);
    const asked = await press(ivan, `refund:${orderId}`);
    expect(asked.toast).toBe('Возврат оформлен');
    expect(plain(asked.replies[0].text)).toMatch(/^Возврат за «.+» оформлен: 2 500 звёзд вернутся/);
    await t.app.services.worker.drain();
    expect(await orderStatus(orderId)).toBe('refunded');
  }, 120_000);

  it('passes a request outside the window to the operator, once, and refunds nothing', async () => {
    const bea = user('pay_bea');
    const { orderId, chargeId } = await paidInStars(bea);
    t.clock.advance(49 * HOUR);
    const [overview] = await say(bea, '/paysupport');
    expect(buttonsOf(overview)).toEqual([[{ text: 'Refund Natal chart reading, 2,500 Stars', callback_data: `refund:${orderId}` }]]);
    const asked = await press(bea, `refund:${orderId}`);
    expect(asked.toast).toBe('Request sent');
    expect(asked.replies[0].text).toBe('I have passed your request for “Natal chart reading” (2,500 Stars) to our team. They reply here or by email; you can also write to support@localhost.');
    const again = await press(bea, `refund:${orderId}`);
    expect(again.replies[0].text).toMatch(/^Your request for “Natal chart reading” is with our team already/);
    expect(alerts.filter((a) => a.event === 'refund_requested' && a.orderId === orderId)).toEqual([
      { event: 'refund_requested', orderId, telegramId: bea.id, provider: 'telegram_stars', paidAt: expect.any(Number), why: 'outside_window' },
    ]);
    await t.app.services.worker.drain();
    expect(fake.charges.get(chargeId)!.refunded).toBe(false);
    expect(await orderStatus(orderId)).toBe('delivered');
    expect(await db().selectFrom('refunds').select('id').where('payment_id', 'in', db().selectFrom('payments').select('id').where('order_id', '=', orderId)).execute()).toEqual([]);
  }, 120_000);

  it('refuses a refund button for another buyer’s payment, for an order that does not exist and for malformed data', async () => {
    const owner = user('pay_owner');
    const { orderId, chargeId } = await paidInStars(owner);
    const mallory = user('pay_mallory');
    for (const data of [`refund:${orderId}`, 'refund:no-such-order', 'refund:', 'refund:../../admin', `refund:${'x'.repeat(60)}`]) {
      const asked = await press(mallory, data);
      expect(asked.toast).toBe('Payment not found');
      expect(asked.replies[0].text).toBe('I cannot find this payment among yours. Send /paysupport to see your payments again.');
    }
    await t.app.services.worker.drain();
    expect(fake.charges.get(chargeId)!.refunded).toBe(false);
    expect(await orderStatus(orderId)).toBe('delivered');
    expect(alerts.filter((a) => a.event === 'refund_requested' && a.orderId === orderId)).toEqual([]);
    // Nobody who paid nothing sees anything to ask back.
    const [none] = await say(mallory, '/paysupport');
    expect(none.text).toContain('I see no payments from this Telegram account.');
    expect(buttonsOf(none)).toEqual([]);
  }, 120_000);
});
