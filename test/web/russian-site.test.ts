// The site in Russian over Fastify inject: the page's language from ?lang= (which sets the cookie),
// the cookie, Accept-Language; Content-Language and Vary; every buyer-facing page in both languages
// with its own title; a Russian order placed through the form records ru and roubles; the form's
// errors in Russian, whatever words the API used; the console and the API stay English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslations } from '../../src/i18n/index.js';
import { fieldSentence } from '../../src/web/field-errors.js';
import { FORM_FIELDS, formFieldFor } from '../../src/web/order-form.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { cookieHeader, demoLogin, FORM, ORIGIN, paidOrder, storedReading } from './helpers.js';

const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const RU = { cookie: 'lang=ru', accept: HTML_ACCEPT };
const EN = { cookie: 'lang=en', accept: HTML_ACCEPT };
const SELLER = { SELLER_NAME: 'ООО «Звёздный час»', SELLER_ADDRESS: 'Москва, ул. Тверская, д. 1', SELLER_TAX_ID: '7701234567' };

/** Text with Russian typography's no-break spaces as plain spaces, for the checks of wording. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');
const titleOf = (body: string) => plain(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '');
const langOf = (body: string) => /<html lang="([a-z]+)">/.exec(body)?.[1] ?? null;
/** The text of the error paragraph under a form field (null when hidden). */
function fieldError(body: string, field: string): string | null {
  const match = new RegExp(`<p class="field-error" id="${field}-error" data-error-for="${field}"( hidden)?>([^<]*)</p>`).exec(body);
  if (!match) throw new Error(`no error slot for ${field}`);
  return match[1] ? null : plain(match[2]!);
}

describe.each(testDatabases)('the site in Russian on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { env: SELLER });
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { accept: HTML_ACCEPT, ...headers } });

  describe('the page’s language', () => {
    it('?lang= answers in that language and keeps the choice in a cookie for a year', async () => {
      const res = await get('/?lang=ru', { 'accept-language': 'en-GB,en;q=0.9' });
      expect(res.statusCode).toBe(200);
      expect(langOf(res.body)).toBe('ru');
      expect(res.headers['set-cookie']).toBe('lang=ru; Path=/; Max-Age=31536000; SameSite=Lax');
      // An unknown language is ignored, and sets nothing.
      const unknown = await get('/?lang=xx', { 'accept-language': 'ru' });
      expect(langOf(unknown.body)).toBe('ru');
      expect(unknown.headers['set-cookie']).toBeUndefined();
      // The cookie already says so: nothing to set again.
      expect((await get('/?lang=ru', { cookie: 'lang=ru' })).headers['set-cookie']).toBeUndefined();
    });

    it('the cookie beats Accept-Language, which beats the default', async () => {
      expect(langOf((await get('/order', { cookie: 'lang=ru', 'accept-language': 'en-US,en;q=0.9' })).body)).toBe('ru');
      expect(langOf((await get('/order', { cookie: 'lang=en', 'accept-language': 'ru-RU,ru;q=0.9' })).body)).toBe('en');
      expect(langOf((await get('/order', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' })).body)).toBe('ru');
      expect(langOf((await get('/order', { 'accept-language': 'de-DE' })).body)).toBe('en');
      expect(langOf((await get('/order', { cookie: 'lang=<b>' })).body)).toBe('en');
    });

    it('pages say their language and vary on what decides it; the API is not negotiated', async () => {
      const page = await get('/privacy', { 'accept-language': 'ru' });
      expect(page.headers['content-language']).toBe('ru');
      expect(page.headers.vary).toBe('Accept-Language, Cookie');
      const english = await get('/privacy');
      expect(english.headers['content-language']).toBe('en');
      const notFound = await get('/no-such-page', { cookie: 'lang=ru' });
      expect(notFound.statusCode).toBe(404);
      expect(notFound.headers['content-language']).toBe('ru');
      expect(titleOf(notFound.body)).toBe('Страница не найдена · Астрологические разборы');

      const api = await t.app.inject({ method: 'POST', url: '/api/orders/create', headers: { cookie: 'lang=ru', 'accept-language': 'ru' }, payload: orderBody({ phone: '12' }) });
      expect(api.statusCode).toBe(400);
      expect(api.headers['content-language']).toBeUndefined();
      expect(api.headers.vary ?? '').not.toContain('Cookie');
      expect(api.json().detail).toMatch(/^phone: is not a valid phone number/);
      const apiPage = await get('/api/nothing', { cookie: 'lang=ru' });
      expect(apiPage.headers['content-type']).toContain('application/problem+json');
      expect(apiPage.json().detail).toBe('no route GET /api/nothing');
    });

    it('every page links itself in each language, named in itself, the current one marked, the query kept', async () => {
      const res = await get('/order?product=forecast', RU);
      expect(res.body).toContain('<nav class="language-switch" aria-label="Язык"><a href="/order?product=forecast&amp;lang=en" lang="en" hreflang="en">English</a><a href="/order?product=forecast&amp;lang=ru" lang="ru" hreflang="ru" aria-current="true">Русский</a></nav>');
      const english = await get('/profile?lang=en');
      expect(english.body).toContain('<a href="/profile?lang=en" lang="en" hreflang="en" aria-current="true">English</a><a href="/profile?lang=ru" lang="ru" hreflang="ru">Русский</a>');
    });

    it('the layout speaks the page’s language: skip link, navigation, demo banner, footer with the seller', async () => {
      const body = plain((await get('/', RU)).body);
      expect(body).toContain('<a class="skip-link" href="#main">Перейти к содержанию</a>');
      expect(body).toContain('<span class="demo-tag">ДЕМО</span> Демонстрационная версия: оплата не настоящая');
      expect(body).toMatch(/<nav aria-label="Основное меню"><a href="\/" aria-current="page">Разборы<\/a><a href="\/order">Заказать<\/a><a href="\/profile">Мои разборы<\/a><a href="\/docs">API<\/a><\/nav>/);
      expect(body).toContain('Продавец: ООО «Звёздный час», Москва, ул. Тверская, д. 1 · ИНН 7701234567 · Связь: <a href="mailto:support@localhost">support@localhost</a>');
      expect(body).toContain('<a href="/offer">Публичная оферта</a>');
      const english = await get('/', EN);
      expect(english.body).toContain('Sold by ООО «Звёздный час»');
    });
  });

  describe('every page in both languages', () => {
    let pages: [string, string, number?][];
    let cookie: string;
    beforeAll(async () => {
      const paid = await paidOrder(t, { contact: '@olga_pages' });
      const reading = await storedReading(t, paid.orderId);
      const unpaid = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody({ contact: '@olga_pages' }) });
      const payUrl = new URL(unpaid.json().payUrl as string).pathname;
      const agent = await t.app.inject({ method: 'POST', url: '/api/agent/auth', payload: { type: 'anonymous' } });
      const claimPath = new URL(agent.json().claim_url as string).pathname;
      cookie = await demoLogin(t, 'olga_pages');
      pages = [
        ['/', 'Персональные астрологические разборы'],
        ['/order', 'Заказать разбор'],
        [`/orders/${paid.orderId}`, 'Ваш заказ'],
        [`/orders/${paid.orderId}/pay`, 'Оплата'],
        [payUrl, 'Тестовая оплата'],
        [`/demo/chat?start=${new URL(paid.botUrl).searchParams.get('start')}`, 'Демо-чат с ботом'],
        ['/profile', 'Вход'],
        ['/profile#logged-in', 'Мои разборы'],
        [`/profile/readings/${reading}`, 'Natal chart of Ada'],
        ['/profile/delete', 'Удалить аккаунт'],
        ['/profile/deleted', 'Аккаунт удалён'],
        [claimPath, 'Одобрение агента'],
        ['/oauth/authorize', 'Подключение приложения', 400],
        ['/privacy', 'Политика обработки персональных данных'],
        ['/offer', 'Публичная оферта'],
        ['/docs', 'Справочник API'],
        ['/no-such-page', 'Страница не найдена', 404],
      ];
    });

    it('answers each page with its Russian title, and its English one in English', async () => {
      for (const [path, title, status = 200] of pages) {
        const loggedIn = path === '/profile#logged-in' || path.startsWith('/profile/');
        const url = path.replace('#logged-in', '');
        const ru = await get(url, { cookie: loggedIn ? `${cookie}; lang=ru` : 'lang=ru' });
        expect(ru.statusCode, path).toBe(status);
        expect(langOf(ru.body), path).toBe('ru');
        expect(titleOf(ru.body), path).toBe(`${title} · Астрологические разборы`);
        const en = await get(url, { cookie: loggedIn ? `${cookie}; lang=en` : 'lang=en' });
        expect(en.statusCode, path).toBe(status);
        expect(langOf(en.body), path).toBe('en');
        expect(titleOf(en.body), path).toMatch(/ · Astrology readings$/);
        expect(titleOf(en.body), path).not.toBe(titleOf(ru.body));
      }
    });
  });

  describe('the order form in Russian', () => {
    const post = (fields: Record<string, string | string[]>, headers: Record<string, string> = { cookie: 'lang=ru' }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
      return t.app.inject({ method: 'POST', url: '/order', headers: { 'content-type': FORM, accept: HTML_ACCEPT, ...headers }, payload: params.toString() });
    };
    const form = {
      product: 'natal',
      addons: ['pdf'],
      name: 'Ольга Иванова',
      phone: '8 912 345-67-89',
      contact: 'olga_ivanova',
      birthDay: '14',
      birthMonth: '3',
      birthYear: '1990',
      birthTime: '14.30',
      city: 'London',
      placeId: '2643743',
    };

    it('prices in roubles as Russians write them, with the date as day, month by name and year', async () => {
      const { body } = await get('/order?product=natal', RU);
      expect(body).toContain('data-currency="RUB" data-minor-digits="2"');
      expect(body).toContain('<span class="choice-title">Разбор натальной карты</span> <span class="choice-price">4\u00a0490\u00a0₽</span>');
      expect(body).toContain('<output id="order-total" for="field-product field-addons" aria-live="polite">4\u00a0490\u00a0₽</output>');
      expect(body).toMatch(/<select id="birthDate-month" name="birthMonth"[^>]*><option value="">Месяц…<\/option><option value="1">января<\/option><option value="2">февраля<\/option><option value="3">марта<\/option>/);
      expect(body).toContain('<legend>Дата рождения</legend>');
      expect(body).toMatch(/<input id="birthTime" name="birthTime" type="text" inputmode="numeric"[^>]*placeholder="ЧЧ:ММ"/);
      expect(body).not.toContain('type="date"');
      expect(body).not.toContain('type="time"');
      // The script's texts come from the page, in its language.
      const texts = JSON.parse(/data-texts="([^"]*)"/.exec(body)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>'));
      expect(plain(texts.submitWithTotal)).toBe('Перейти к оплате — {{total}}');
      expect(texts.locale).toBe('ru-RU');
      expect(texts.money).toEqual({ locale: 'ru-RU', options: { trailingZeroDisplay: 'stripIfInteger' } });
      expect(texts.rules.length).toBeGreaterThan(10);
      // English prices stay as they were.
      expect((await get('/order?product=natal', EN)).body).toContain('<span class="choice-price">$49.00</span>');
      expect((await get('/', RU)).body).toContain('<p class="price">4\u00a0490\u00a0₽</p>');
    });

    it('places the order in Russian and in roubles: meta.language ru, the national phone read as Russian', async () => {
      const res = await post({ ...form, idempotencyKey: 'ru-form-1' });
      expect(res.statusCode, res.body.slice(0, 400)).toBe(303);
      const db = t.app.services.store.db;
      const payment = await db.selectFrom('payments').select(['order_id', 'amount', 'currency']).where('pay_url', '=', String(res.headers.location)).executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ amount: 498000, currency: 'RUB' });
      const order = await db.selectFrom('orders').select(['meta', 'currency', 'phone', 'sum']).where('id', '=', payment.order_id).executeTakeFirstOrThrow();
      expect(order).toMatchObject({ currency: 'RUB', phone: '+79123456789', sum: 498000 });
      expect(JSON.parse(order.meta)).toEqual({ day: '14', month: '3', year: '1990', time: '14:30', city: 'London', placeId: '2643743', language: 'ru' });
      // The checkout and the thank-you page speak Russian too.
      const checkout = await get(new URL(String(res.headers.location)).pathname, RU);
      expect(checkout.body).toContain('Сумма: <strong>4\u00a0980\u00a0₽</strong>');
      expect(plain(checkout.body)).toContain('Разбор натальной карты + PDF-версия');
      const thanks = await get(`/orders/${payment.order_id}`, RU);
      expect(thanks.body).toContain('<p class="status" id="order-status" role="status" aria-live="polite">Ждём оплату</p>');
      expect(plain(thanks.body)).toContain('51,5085° с. ш., 0,1257° з. д. · UTC+00:00 в момент рождения');
    });

    it('shows each bad field in Russian, whatever words the API used', async () => {
      const phone = await post({ ...form, idempotencyKey: 'ru-bad-1', phone: '12' });
      expect(phone.statusCode).toBe(400);
      expect(fieldError(phone.body, 'phone')).toBe('Проверьте номер телефона: например, 8 912 345-67-89 или +7 912 345-67-89');
      expect(plain(phone.body)).toContain('<h2>Проверьте, пожалуйста, заказ</h2>');
      const username = await post({ ...form, idempotencyKey: 'ru-bad-2', contact: 'ab' });
      expect(fieldError(username.body, 'contact')).toBe('Имя пользователя в Telegram — это 5–32 латинские буквы, цифры или знак _');
      const date = await post({ ...form, idempotencyKey: 'ru-bad-3', birthDay: '31', birthMonth: '2' });
      expect(fieldError(date.body, 'birthDate')).toBe('Такой даты нет в календаре: проверьте день и месяц');
      const partial = await post({ ...form, idempotencyKey: 'ru-bad-4', birthMonth: '' });
      expect(fieldError(partial.body, 'birthDate')).toBe('Укажите день числом, выберите месяц и напишите год четырьмя цифрами, например 14 марта 1990');
      const time = await post({ ...form, idempotencyKey: 'ru-bad-5', birthTime: '25:70' });
      expect(fieldError(time.body, 'birthTime')).toBe('Напишите время в 24-часовом формате, например 14:30');
      const partner = await post({ ...form, product: 'compatibility', idempotencyKey: 'ru-bad-6', partnerName: '', partnerBirthDay: '', partnerCity: 'London' });
      expect(fieldError(partner.body, 'partnerName')).toBe('Заполните поле «Имя партнёра»');
      expect(fieldError(partner.body, 'partnerBirthDate')).toBe('Заполните поле «Дата рождения партнёра»');
      const city = await post({ ...form, idempotencyKey: 'ru-bad-7', city: 'Qqzzxv Wwyy', placeId: '' });
      expect(fieldError(city.body, 'city')).toMatch(/^Не нашли такой город/);
      const several = await post({ ...form, idempotencyKey: 'ru-bad-8', city: 'Springfield', placeId: '' });
      expect(several.statusCode).toBe(422);
      expect(fieldError(several.body, 'city')).toBe('«Springfield» — так называются несколько мест: выберите своё ниже');
      expect(plain(several.body)).toContain('<legend>Где именно «Springfield»?</legend>');
      expect(plain(several.body)).toContain('42,1015° с. ш., 72,5898° з. д. · UTC−05:00 (14 марта 1990 г., 14:30)');
    });

    it('says every field problem the order API gives in Russian, never falling back for a message it knows', async () => {
      // Real refusals of the API, field by field, as the form's script receives them.
      const bad: Record<string, unknown>[] = [
        { phone: '12' },
        { contact: 'ab' },
        { name: '' },
        { name: 'x'.repeat(101) },
        { name: '\u202Eevil' },
        { meta: { day: '31', month: '2', year: '1990', city: 'London' } },
        { meta: { day: '1', month: '1', year: '1899', city: 'London' } },
        { meta: { day: '1', month: '1', year: '2999', city: 'London' } },
        { meta: { day: '1', month: '1', year: '1990', city: 'Qqzzxv Wwyy' } },
        { meta: { day: '1', month: '1', year: '1990', time: '25:00', city: 'London' } },
        { product: 'numerology', sum: 30, meta: { day: '1', month: '1', year: '1990', currentName: '1234' } },
        { product: 'numerology', sum: 30, name: 'Ada Lovelace', meta: { day: '1', month: '1', year: '1990', currentName: 'Ada Lovelace' } },
        { meta: { day: '1', month: '1', year: '1990', city: 'London', currentName: 'Ada King' } },
        { product: 'compatibility', sum: 59, meta: { day: '1', month: '1', year: '1990', city: 'London', partner: { name: '', birthDate: '' } } },
        { product: 'compatibility', sum: 59, meta: { day: '1', month: '1', year: '1990', city: 'London', partner: { name: 'Boris', birthDate: '1990-01-01', city: 'Springfield' } } },
        { sum: 48 },
        { addons: ['month_ahead'], product: 'numerology', sum: 45, meta: { day: '1', month: '1', year: '1990' } },
      ];
      const translations = createTranslations();
      const ru = { language: 'ru' as const, t: translations.t('ru', 'site'), url: '/order' };
      const fallback = (field: string) => ru.t('order.apiErrors.other', { label: ru.t(`order.labels.${field}`) });
      const said: string[] = [];
      for (const overrides of bad) {
        const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody(overrides) });
        expect(res.statusCode, JSON.stringify(overrides)).toBeGreaterThanOrEqual(400);
        const fields = (res.json().fields ?? []) as { field: string; message: string }[];
        expect(fields.length, JSON.stringify(res.json())).toBeGreaterThan(0);
        for (const { field, message } of fields) {
          const formField = formFieldFor(field);
          expect([...FORM_FIELDS, 'form']).toContain(formField);
          const sentence = fieldSentence(ru, formField, message);
          expect(sentence, message).not.toBe(fallback(formField));
          // Russian words only, beyond the places the API names and the proper names a buyer types.
          expect(sentence.replace(/Telegram|Qqzzxv|Wwyy|Springfield[^;)]*|London[^;?]*/g, ''), message).not.toMatch(/[A-Za-z]{2,}/);
          said.push(sentence);
        }
      }
      expect(new Set(said).size).toBeGreaterThan(12);
    });
  });

  describe('what stays English', () => {
    it('the operator console is English whatever the visitor chose, without a switcher', async () => {
      const res = await get('/admin', { cookie: 'lang=ru', 'accept-language': 'ru' });
      expect(res.statusCode).toBe(401);
      expect(langOf(res.body)).toBe('en');
      expect(res.headers['content-language']).toBe('en');
      expect(res.body).toContain('<h1>Operator console</h1>');
      expect(res.body).not.toContain('language-switch');
    });

    it('/docs keeps the reference English inside a Russian page', async () => {
      const res = await get('/docs', RU);
      expect(langOf(res.body)).toBe('ru');
      expect(res.body).toContain('<div lang="en">');
      expect(res.body).toContain('<h2 id="errors">Errors</h2>');
      expect(res.body).toContain('<a href="/">Разборы</a>');
    });
  });

  describe('the legal pages in Russian', () => {
    it('/privacy is a Russian policy under 152-FZ: the operator, purposes, grounds, storage, rights, contacts', async () => {
      const body = plain((await get('/privacy', RU)).body);
      for (const words of ['152-ФЗ', '<h2>Оператор персональных данных</h2>', 'Оператор — ООО «Звёздный час»', '<dt>ИНН</dt><dd>7701234567</dd>', 'Цель обработки', 'Правовые основания', 'п. 5 ч. 1 ст. 6', 'Сроки хранения', 'через 24 ч', 'Роскомнадзоре', 'трансграничная передача', '10 рабочих дней', 'mailto:support@localhost', 'Файл cookie языка']) {
        expect(body, words).toContain(words);
      }
    });

    it('/offer is a Russian public offer: the seller with its INN, the subject, prices in roubles, delivery through the bot, refunds, acceptance by payment', async () => {
      const body = plain((await get('/offer', RU)).body);
      for (const words of ['<h1>Публичная оферта</h1>', 'ст. 437 ГК РФ', 'Продавец (ООО «Звёздный час»)', 'акцепт', 'п. 3 ст. 438', '<dt>ИНН</dt><dd>7701234567</dd>', 'Предмет договора', 'Разбор натальной карты', '4 490 ₽', 'Telegram-бот', 'Возврат денег', 'в течение 10 рабочих дней']) {
        expect(body, words).toContain(words);
      }
      // Every currency the catalog sells in, named as a Russian sentence names it.
      expect(body).toContain('Цены указаны в долларах США, евро, рублях и звёздах Telegram');
    });
  });

  it('keeps the typography of site.json: «ёлочки», dashes with spaces, no straight quotes in Russian text', () => {
    const ru = createTranslations().t('ru', 'site');
    const texts = [ru('home.lead'), ru('orderStatus.detail.ready'), ru('order.hints.contact'), ru('privacy.intro'), ru('offer.intro')];
    for (const text of texts) {
      expect(text.replace(/<[^>]*>/g, '')).not.toMatch(/"|“|”| - /);
    }
    expect(ru('order.hints.contact')).toContain('«Настройки» → «Имя пользователя»');
  });

  it('logs in on a Russian page and says so in Russian', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/demo-login', headers: { 'content-type': FORM, origin: ORIGIN, accept: HTML_ACCEPT, cookie: 'lang=ru' }, payload: 'username=ab' });
    expect(res.statusCode).toBe(400);
    expect(plain(res.body)).toContain('<h2>Войти не получилось</h2><p>Имя пользователя в Telegram — это 5–32 латинские буквы, цифры или знак _.</p>');
    const ok = await t.app.inject({ method: 'POST', url: '/auth/demo-login', headers: { 'content-type': FORM, origin: ORIGIN, cookie: 'lang=ru' }, payload: 'username=olga_login' });
    const profile = await get('/profile', { cookie: `${cookieHeader(ok.headers['set-cookie'])}; lang=ru` });
    expect(profile.body).toContain('<button type="submit" class="secondary">Выйти</button>');
  });
});
