// A Russian-speaking buyer's whole demo journey in a real browser (Debian's chromium through
// playwright-core): the switcher on the home page, the order form in roubles with a Russian date and
// a Russian national phone number, the demo checkout, the thank-you page, the demo chat with the
// reading delivered, the /profile login and the reading itself. Every page is photographed at desktop
// and 390 px width (test-artifacts/), and none shows an English word: not the site's chrome and forms,
// not the bot's messages, not the reading. Left out of that check, and only they: what the buyer
// wrote themselves, their own Telegram name on the profile (.user-card strong) and their /start in
// the demo chat (.bubble.me), a Telegram command in every language.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDate, hasChromium, launchBrowser, startBrowserService, type Browser, type BrowserService } from '../support/browser.js';

const NAME = 'Ада Лавлейс';
const USERNAME = 'ada_russian';

/** Latin words a Russian page may show: proper names, and English named in itself in the switcher. */
const ALLOWED = new Set(['Telegram', 'PDF', 'API', 'UTC', 'JSON', 'PNG', 'VSOP', 'ELP', 'MPP', 'English']);
/** What the buyer wrote themselves (see the comment at the top). */
const NOT_OURS = ['.user-card strong', '#chat .bubble.me'];

/** Russian typography's no-break spaces as plain spaces, for the checks of wording. */
const plain = (text: string | null) => (text ?? '').replaceAll('\u00a0', ' ');

/** The Latin words the page shows (its title, visible text and fields' placeholders), beyond ALLOWED. */
async function englishWords(page: Page, withTitle: boolean): Promise<string[]> {
  // Run in the page (a string: these tests compile without the DOM's types).
  const text = String(
    await page.evaluate(`(() => {
      const hidden = [...document.querySelectorAll(${JSON.stringify(NOT_OURS.join(','))})];
      const before = hidden.map((el) => el.style.display);
      for (const el of hidden) el.style.display = 'none';
      const placeholders = [...document.querySelectorAll('input[placeholder]:not([type="hidden"])')].filter((el) => el.offsetParent !== null).map((el) => el.placeholder);
      const shown = ${withTitle ? 'document.title' : "''"} + '\\n' + document.body.innerText + '\\n' + placeholders.join('\\n');
      hidden.forEach((el, i) => (el.style.display = before[i]));
      return shown;
    })()`),
  );
  const words = text
    // Identifiers are not words: addresses, links, ids and the order's short reference («IMWA-7K2X»).
    .replace(/[\w.+-]+@[\w.-]+\.\w+|@\w+|https?:\/\/\S+|\b(ord|pay|rdg|usr)_[\w-]+|\b[A-Z0-9]{4}-[A-Z0-9]{4}\b/g, ' ')
    .match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
  return [...new Set(words.filter((w) => w.length > 1 && !ALLOWED.has(w)))];
}

describe.skipIf(!hasChromium)('browser: the journey in Russian', () => {
  let base: string;
  let service: BrowserService;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    service = await startBrowserService();
    base = service.base;
    browser = await launchBrowser();
    context = browser.context;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  /** Both screenshots of a page (desktop, whole page; 390 px phone, whole page), then the check for English words. */
  async function look(page: Page, name: string, { withTitle = true } = {}): Promise<void> {
    await browser.shot(page, `ru-${name}`);
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'));
    expect(overflow, `${name} is wider than a phone screen`).toBeLessThanOrEqual(0);
    await browser.shot(page, `ru-${name}-phone`);
    await page.setViewportSize(desktop);
    expect(await englishWords(page, withTitle), name).toEqual([]);
  }

  it('a Russian buyer orders, pays, receives the reading in the demo chat, logs in and opens it, without an English word on the way', async () => {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));

    // The home page in English first: the switcher (a plain link) turns the site Russian and remembers it.
    await page.goto(`${base}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await Promise.all([page.waitForURL(`${base}/?lang=ru`), page.getByRole('link', { name: 'Русский' }).click()]);
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(plain(await page.locator('.language-switch [aria-current="true"]').textContent())).toBe('Русский');
    expect((await context.cookies(base)).find((c) => c.name === 'lang')).toMatchObject({ value: 'ru', path: '/', sameSite: 'Lax', httpOnly: false });
    await expect.poll(async () => (await page.locator('.product h3').allTextContents()).map(plain)).toEqual(['Разбор натальной карты', 'Прогноз на 12 месяцев', 'Нумерологический профиль', 'Разбор совместимости']);
    expect(plain(await page.locator('.product .price').first().textContent())).toBe('4 490 ₽');
    await page.keyboard.press('Tab');
    expect(plain(String(await page.evaluate('document.activeElement && document.activeElement.textContent')))).toBe('Перейти к содержанию');
    await look(page, '01-home');
    // Without ?lang= now: the cookie keeps the page Russian.
    await Promise.all([page.waitForURL(`${base}/order?product=natal`), page.getByRole('link', { name: 'Заказать: Разбор натальной карты' }).click()]);
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');

    // The order form: roubles, the date as day / month by name / year, the time as 24-hour text.
    await expect.poll(async () => plain(await page.locator('#order-total').textContent())).toBe('4 490 ₽');
    await page.getByLabel('PDF-версия').check();
    await expect.poll(async () => plain(await page.locator('#order-total').textContent())).toBe('4 980 ₽');
    await expect.poll(async () => plain(await page.locator('#order-submit').textContent())).toBe('Перейти к оплате — 4 980 ₽');
    expect((await page.locator('#birthDate-month option').allTextContents()).map(plain)).toEqual(['Месяц…', 'января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря']);
    await page.getByLabel('Полное имя').fill(NAME);
    await page.getByLabel('Номер телефона').fill('12345');
    await page.getByLabel('Имя пользователя в Telegram').fill(USERNAME);
    await fillDate(page, 'birthDate', '1990-03-14');
    await page.getByLabel('Время рождения', { exact: true }).fill('14:30');
    await page.getByLabel('Город рождения', { exact: true }).fill('Москва');
    await page.getByLabel('Город рождения', { exact: true }).press('Tab');
    // The birthplace line in Russian: coordinates with a decimal comma, the offset, the date as Russians write it.
    await expect.poll(async () => plain(await page.locator('#place-choice legend').textContent())).toBe('Место вашего рождения');
    expect(plain(await page.locator('#place-choice .choice-title').textContent())).toBe('Москва, Россия');
    expect(plain(await page.locator('#place-choice .choice-text').first().textContent())).toBe('55,7522° с. ш., 37,6156° в. д. · UTC+03:00 (14 марта 1990 г., 14:30)');
    // A phone number that is none: the API's refusal is said in Russian next to the field.
    await page.getByRole('button', { name: /Перейти к оплате/ }).click();
    await expect.poll(async () => plain(await page.locator('#phone-error').textContent())).toBe('Проверьте номер телефона: например, 8 912 345-67-89 или +7 912 345-67-89');
    expect(await page.locator('#phone').getAttribute('aria-invalid')).toBe('true');
    expect(plain(await page.locator('#error-summary h2').textContent())).toBe('Проверьте, пожалуйста, заказ');
    await look(page, '02-order-errors');
    // A Russian national number is a Russian number on a Russian page.
    await page.getByLabel('Номер телефона').fill('8 912 345-67-89');
    let sent: Record<string, unknown> = {};
    page.on('request', (r) => {
      if (r.url().endsWith('/api/orders/create') && r.method() === 'POST') sent = JSON.parse(r.postData() ?? '{}');
    });
    await Promise.all([page.waitForURL(/\/pay\/demo\/pay_/), page.getByRole('button', { name: /Перейти к оплате/ }).click()]);
    expect(sent).toMatchObject({ language: 'ru', currency: 'RUB', sum: 4980, meta: { day: '14', month: '3', year: '1990', time: '14:30', placeId: '524901' } });

    // The demo checkout.
    expect(plain(await page.locator('.demo-banner').textContent())).toContain('ТЕСТОВАЯ ОПЛАТА');
    expect(plain(await page.locator('.card').first().textContent())).toContain('4 980 ₽');
    await look(page, '03-checkout');
    await Promise.all([page.waitForURL(/\/orders\/ord_/), page.getByRole('button', { name: /^Оплатить / }).click()]);

    // The thank-you page follows the order until the reading is ready.
    const orderId = page.url().split('/orders/')[1]!;
    await expect.poll(() => page.locator('#order').getAttribute('data-status'), { timeout: 90_000, interval: 500 }).toMatch(/^(ready|delivered)$/);
    expect(plain(await page.locator('#order-status').textContent())).toMatch(/^(Готов|Доставлен)/);
    expect(plain(await page.locator('.progress [aria-current="step"]').textContent())).toBe('Разбор готов');
    expect(plain(await page.locator('#order-birthplace').textContent())).toBe('Место рождения: Москва, Россия (55,7522° с. ш., 37,6156° в. д. · UTC+03:00 в момент рождения)');
    await look(page, '04-thank-you');

    // The order is Russian and in roubles (as stored, through the public status).
    const status = await page.evaluate(async (id) => (await (await fetch(`/api/orders/${id}`)).json()) as { currency: string; sum: number }, orderId);
    expect(status).toMatchObject({ currency: 'RUB', sum: 4980 });

    // The demo chat: Start binds the order and the bot delivers the reading.
    await Promise.all([page.waitForURL(/\/demo\/chat\?start=/), page.locator('#bot-link').click()]);
    expect(await page.getByLabel(/Ваше\s+имя\s+пользователя\s+в\s+Telegram/).inputValue()).toBe(USERNAME);
    await look(page, '05-demo-chat-start');
    await Promise.all([page.waitForURL(/\/demo\/chat\?start=/), page.getByRole('button', { name: 'Запустить' }).click()]);
    await expect.poll(() => page.locator('.bubble img').count(), { timeout: 60_000, interval: 500 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.bubble .doc').count(), { timeout: 30_000, interval: 500 }).toBe(1);
    expect(plain(await page.locator('.bubble .doc a').textContent())).toBe('Разбор в PDF');
    expect(plain(await page.locator('.bubble time').first().textContent())).toMatch(/^\d{1,2} [а-я]+ \d{4} г\. в \d{2}:\d{2} UTC$/);
    await look(page, '06-demo-chat-reading');

    // /profile: the demo login in Russian, then the readings and orders.
    await page.goto(`${base}/profile`);
    expect(plain(await page.locator('#demo-title').textContent())).toBe('ДЕМО Демо-вход');
    await look(page, '07-profile-login');
    await page.getByLabel('Имя пользователя в Telegram').fill(USERNAME);
    await Promise.all([page.waitForURL(`${base}/profile`), page.getByRole('button', { name: 'Войти (демо)' }).click()]);
    await expect.poll(() => page.locator('#readings li').count()).toBe(1);
    expect(plain(await page.locator('#orders .pill').textContent())).toBe('Доставлен в Telegram');
    expect(plain(await page.locator('#orders').textContent())).toContain('4 980 ₽ · заказ от');
    await look(page, '08-profile');

    // The reading: Russian, the page around it and the reading itself.
    await Promise.all([page.waitForURL(/\/profile\/readings\/rdg_/), page.locator('#readings a.item-title').click()]);
    expect(await page.getByRole('link', { name: 'Скачать PDF' }).count()).toBe(1);
    expect(plain(await page.locator('.reading-tools a').first().textContent())).toBe('← Мои разборы');
    expect(plain(await page.locator('article.reading').textContent())).toContain(NAME);
    expect(await page.locator('article.reading').getAttribute('lang')).toBe('ru');
    await look(page, '09-reading');
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 300_000);

  it('the English journey’s pages switch back to English, and the choice is kept', async () => {
    const page = await context.newPage();
    await page.goto(`${base}/order?product=natal`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    await Promise.all([page.waitForURL(`${base}/order?product=natal&lang=en`), page.getByRole('link', { name: 'English' }).click()]);
    expect(plain(await page.locator('h1').textContent())).toBe('Order a reading');
    // The check that kept the Russian pages clean sees English where there is English.
    expect(await englishWords(page, true)).toEqual(expect.arrayContaining(['Order', 'reading', 'Continue', 'payment']));
    await expect.poll(async () => plain(await page.locator('#order-total').textContent())).toBe('$49.00');
    await page.goto(`${base}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.close();
  }, 60_000);
});
