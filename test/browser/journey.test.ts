// The buyer's whole demo journey in a real browser (Debian's chromium through playwright-core)
// against a real listening server with its job worker: order on the website, pay on the demo
// checkout, open the bot link, receive the reading in the demo chat, log in on /profile, open the
// reading. Screenshots of every page go to test-artifacts/ (desktop and 390 px phone width).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDate, hasChromium, launchBrowser, startBrowserService, type Browser, type BrowserService } from '../support/browser.js';

const NAME = 'Ada <b>x</b>&';
const USERNAME = 'ada_journey';

describe.skipIf(!hasChromium)('browser: the demo journey', () => {
  let base: string;
  let service: BrowserService;
  let browser: Browser;
  let context: BrowserContext;
  const shot = (page: Page, name: string) => browser.shot(page, name);

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

  let readingUrl = '';

  it('orders on the website, pays, receives the reading in the demo chat, logs in and opens it', async () => {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    const failedRequests: string[] = [];
    page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && consoleErrors.push(m.text()));
    page.on('response', (r) => r.status() >= 400 && failedRequests.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`));
    page.on('pageerror', (e) => consoleErrors.push(e.message));

    // Home: the live catalog.
    await page.goto(`${base}/`);
    await expect.poll(() => page.locator('.product h3').allTextContents()).toEqual(['Natal chart reading', '12-month forecast', 'Numerology profile', 'Compatibility reading']);
    await shot(page, '01-home');
    // Keyboard: the first Tab reaches the skip link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement && document.activeElement.textContent')).toBe('Skip to content');
    await page.getByRole('link', { name: 'Order the Natal chart reading' }).click();

    // Order: live total, city suggestions, errors next to fields, then on to payment.
    await page.waitForURL(`${base}/order?product=natal`);
    await expect.poll(() => page.locator('#order-total').textContent()).toBe('$49.00');
    await page.getByLabel('PDF edition').check();
    await expect.poll(() => page.locator('#order-total').textContent()).toBe('$54.00');
    await expect.poll(() => page.locator('#order-submit').textContent()).toBe('Continue to payment — $54.00');
    await page.getByLabel('Full name').fill(NAME);
    await page.getByLabel('Phone number').fill('12345');
    await page.getByLabel('Telegram username').fill(USERNAME);
    await fillDate(page, 'birthDate', '1985-12-10');
    await page.getByLabel('Time of birth', { exact: true }).fill('14:30');
    await page.getByLabel('City of birth', { exact: true }).pressSequentially('Londo', { delay: 30 });
    await expect.poll(async () => page.locator('#city-options option').evaluateAll((options) => options.map((o) => o.getAttribute('value'))), { timeout: 10_000 }).toContain(
      'London, England, United Kingdom',
    );
    await page.getByLabel('City of birth', { exact: true }).fill('London, England, United Kingdom');
    await page.getByRole('button', { name: /Continue to payment/ }).click();
    await expect.poll(() => page.locator('#phone-error').textContent()).toContain('not a valid phone number');
    expect(await page.locator('#phone').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate('document.activeElement && document.activeElement.id')).toBe('error-summary');
    await shot(page, '02-order-errors');
    await page.getByLabel('Phone number').fill('+44 20 7946 0958');
    await Promise.all([page.waitForURL(/\/pay\/demo\/pay_/), page.getByRole('button', { name: /Continue to payment/ }).click()]);

    // Demo checkout.
    expect(await page.locator('.demo-banner').textContent()).toContain('TEST CHECKOUT');
    expect(await page.locator('.card').textContent()).toContain('54.00 USD');
    await shot(page, '03-checkout');
    await Promise.all([page.waitForURL(/\/orders\/ord_/), page.getByRole('button', { name: /^Pay / }).click()]);

    // Thank-you page: it follows the order by itself until the reading is ready.
    const orderId = page.url().split('/orders/')[1];
    await expect.poll(() => page.locator('#order').getAttribute('data-status'), { timeout: 90_000, interval: 500 }).toMatch(/^(ready|delivered)$/);
    await shot(page, '04-thank-you');

    // The bot link opens the demo chat; Start binds the order and the bot delivers the reading.
    await Promise.all([page.waitForURL(/\/demo\/chat\?start=/), page.locator('#bot-link').click()]);
    expect(await page.getByLabel(/Your Telegram username/).inputValue()).toBe(USERNAME);
    await shot(page, '05-demo-chat-start');
    await Promise.all([page.waitForURL(/\/demo\/chat\?start=/), page.getByRole('button', { name: 'Start' }).click()]);
    await expect.poll(() => page.locator('.bubble').first().textContent()).toContain('/start');
    await expect.poll(() => page.locator('.bubble img').count(), { timeout: 60_000, interval: 500 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.bubble .doc').count(), { timeout: 30_000, interval: 500 }).toBe(1);
    const chatText = (await page.locator('#chat').textContent()) ?? '';
    expect(chatText).toContain('is now linked to this Telegram account');
    // The name arrives intact, as text: never as markup.
    expect(chatText).toContain(NAME);
    expect(await page.locator('#chat b, #chat strong').filter({ hasText: /^x$/ }).count()).toBe(0);
    await expect.poll(async () => Number(await page.evaluate("document.querySelector('.bubble img').naturalWidth"))).toBeGreaterThan(100);
    await shot(page, '06-demo-chat-reading');
    // The long chat also as two screens: its start and its end (where the wheel and the PDF are).
    await page.evaluate('window.scrollTo(0, 0)');
    await browser.screen(page, '06a-demo-chat-top');
    await page.locator('.bubble .doc').scrollIntoViewIfNeeded();
    await browser.screen(page, '06b-demo-chat-end');
    const status = await page.evaluate(async (id) => ((await (await fetch(`/api/orders/${id}`)).json()) as { status: string }).status, orderId);
    expect(status).toBe('delivered');

    // /profile: the demo login, then the reading.
    await page.goto(`${base}/profile`);
    expect(await page.locator('#demo-title').textContent()).toContain('DEMO');
    await shot(page, '07-profile-login');
    await page.getByLabel('Telegram username').fill(USERNAME);
    await Promise.all([page.waitForURL(`${base}/profile`), page.getByRole('button', { name: 'Log in (demo)' }).click()]);
    await expect.poll(() => page.locator('#readings li').count()).toBe(1);
    expect(await page.locator('#orders').textContent()).toContain('Delivered in Telegram');
    await shot(page, '08-profile');
    await Promise.all([page.waitForURL(/\/profile\/readings\/rdg_/), page.locator('#readings a.item-title').click()]);
    readingUrl = page.url();
    expect(await page.locator('article.reading h1').textContent()).toBe(`Birth chart of ${NAME}`);
    expect(await page.locator('article.reading').textContent()).toContain(NAME);
    expect(await page.locator('article.reading b').filter({ hasText: /^x$/ }).count()).toBe(0);
    expect(await page.locator('figure.wheel svg, figure.wheel-figure img').count()).toBe(1);
    const pdf = await page.evaluate(async (href) => {
      const res = await fetch(href);
      return { status: res.status, type: res.headers.get('content-type'), head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)) };
    }, (await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!);
    expect(pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
    await shot(page, '09-reading');
    await page.evaluate('window.scrollTo(0, 0)');
    await browser.screen(page, '09a-reading-top');
    expect(consoleErrors).toEqual([]);
    // The one refused request is the order with the bad phone number.
    expect(failedRequests).toEqual(['400 POST /api/orders/create']);
    await page.close();
  }, 240_000);

  it('logs in through the (demo) bot: the waiting page signs in once the bot chat confirms', async () => {
    const page = await context.newPage();
    await page.goto(`${base}/profile`);
    if (await page.getByRole('button', { name: 'Log out' }).count()) {
      await Promise.all([page.waitForURL(`${base}/profile`), page.getByRole('button', { name: 'Log out' }).click()]);
    }
    await page.getByRole('button', { name: 'Log in through the bot' }).click();
    const link = page.locator('#bot-login-link');
    expect(await link.getAttribute('href')).toMatch(/\/demo\/chat\?start=login_[A-Za-z0-9_-]+$/);
    await shot(page, '10-bot-login-waiting');
    const [chat] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await chat.waitForLoadState();
    await chat.getByLabel(/Your Telegram username/).fill(USERNAME);
    await Promise.all([chat.waitForURL(/\/demo\/chat\?start=login_/), chat.getByRole('button', { name: 'Start' }).click()]);
    await Promise.all([chat.waitForURL(/\/demo\/chat\?start=login_/), chat.getByRole('button', { name: 'Yes, log me in' }).click()]);
    await expect.poll(() => chat.locator('#chat').textContent()).toContain('You are logged in');
    await browser.screen(chat, '11-demo-chat-login');
    await chat.close();
    // The waiting page polls and opens the profile by itself.
    await page.waitForURL(`${base}/profile`, { timeout: 15_000 });
    await expect.poll(() => page.locator('#readings li').count()).toBe(1);
    expect(await page.locator('.user-card').textContent()).toContain(`@${USERNAME}`);
    await shot(page, '12-profile-after-bot-login');
    await page.close();
  }, 60_000);

  it('an ambiguous birthplace is chosen among its places on the form, and the order shows it', async () => {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${base}/order?product=natal`);
    await page.getByLabel('Full name').fill('Grace Springfield');
    await page.getByLabel('Phone number').fill('+1 415 555 2671');
    await page.getByLabel('Telegram username').fill('grace_springfield');
    await fillDate(page, 'birthDate', '1985-12-10');
    await page.getByLabel('Time of birth', { exact: true }).fill('14:30');
    await page.getByLabel('City of birth', { exact: true }).fill('Springfield');
    await page.getByLabel('City of birth', { exact: true }).press('Tab');
    // The places called Springfield, each with its state, coordinates, zone and offset at the birth moment.
    const choice = page.locator('#place-choice');
    await expect.poll(() => choice.locator('legend').textContent()).toBe('Which Springfield?');
    const labels = await choice.locator('.choice-title').allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['Springfield, Illinois, United States', 'Springfield, Massachusetts, United States', 'Springfield, Missouri, United States']));
    expect(await choice.locator('input:checked').count()).toBe(0);
    expect(await choice.locator('#place-4951788-text').textContent()).toBe('42.1015° N, 72.5898° W · America/New_York, UTC\u221205:00 on 10 December 1985 at 14:30');
    await shot(page, '15-order-which-springfield');

    // Sent without a choice, the order is refused next to the city, and the places stay to choose from.
    await page.getByRole('button', { name: /Continue to payment/ }).click();
    await expect.poll(() => page.locator('#city-error').textContent()).toBe('Several places are called “Springfield”: choose yours below');
    await page.getByLabel('Springfield, Massachusetts, United States').check();
    // A later birth time moves the offset shown with it (daylight saving time in July).
    await fillDate(page, 'birthDate', '1985-07-10');
    await expect.poll(() => choice.locator('#place-4951788-text').textContent()).toContain('UTC\u221204:00 on 10 July 1985 at 14:30');
    expect(await choice.locator('#place-4951788').isChecked()).toBe(true);
    await Promise.all([page.waitForURL(/\/pay\/demo\/pay_/), page.getByRole('button', { name: /Continue to payment/ }).click()]);
    await Promise.all([page.waitForURL(/\/orders\/ord_/), page.getByRole('button', { name: /^Pay / }).click()]);
    expect(await page.locator('#order-birthplace').textContent()).toBe('Birthplace: Springfield, Massachusetts, United States (42.1015° N, 72.5898° W · America/New_York, UTC\u221204:00 at the birth moment)');
    await shot(page, '16-order-birthplace');
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);

  it('without JavaScript, the birthplace comes back to be chosen before paying', async () => {
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${base}/order?product=natal`);
    await page.getByLabel('Full name').fill('No Script Valencia');
    await page.getByLabel('Phone number').fill('+34 912 345 678');
    await page.getByLabel('Telegram username').fill('@no_script_valencia');
    await fillDate(page, 'birthDate', '1990-05-04');
    await page.getByLabel('Time of birth', { exact: true }).fill('09:15');
    await page.getByLabel('City of birth', { exact: true }).fill('Valencia');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForLoadState('load');
    expect(await page.locator('#place-choice .choice-title').allTextContents()).toEqual(['Valencia, Spain', 'Valencia, Venezuela']);
    await page.getByLabel('Valencia, Spain').check();
    await Promise.all([page.waitForURL(/\/pay\/demo\/pay_/), page.getByRole('button', { name: 'Continue to payment' }).click()]);
    await Promise.all([page.waitForURL(/\/orders\/ord_/), page.getByRole('button', { name: /^Pay / }).click()]);
    expect(await page.locator('#order-birthplace').textContent()).toContain('Birthplace: Valencia, Spain (39.4697° N, 0.3774° W · Europe/Madrid, UTC+02:00 at the birth moment)');
    await page.close();
  }, 60_000);

  it('the order form works without JavaScript', async () => {
    // None of our scripts load: the form posts to /order and the server does everything.
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${base}/order?product=numerology`);
    await page.getByLabel('Full name').fill('No Script');
    await page.getByLabel('Phone number').fill('+44 20 7946 0958');
    await page.getByLabel('Telegram username').fill('@no_script_user');
    await fillDate(page, 'birthDate', '1990-05-04');
    await Promise.all([page.waitForURL(/\/pay\/demo\/pay_/), page.getByRole('button', { name: 'Continue to payment' }).click()]);
    expect(await page.locator('.card').textContent()).toContain('30.00 USD');
    await page.close();
  }, 60_000);

  it('an agent registers, the person claims it in the browser, and the agent reads their readings', async () => {
    const registered = await fetch(`${base}/api/agent/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'anonymous' }) });
    expect(registered.status).toBe(200);
    const agent = (await registered.json()) as { api_key: string; claim_url: string; post_claim_scopes: string[] };
    const asAgent = (path: string) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${agent.api_key}` } });
    expect((await asAgent('/api/readings')).status).toBe(403);

    const page = await context.newPage();
    await page.goto(agent.claim_url);
    if (!(await page.locator('#claim-approve').isVisible())) {
      await page.locator('#demo-username').fill(USERNAME);
      await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Log in (demo)' }).click()]);
    }
    await shot(page, '13-claim');
    await expect.poll(() => page.locator('body').textContent()).toContain('readings:read');
    await Promise.all([page.waitForLoadState('load'), page.locator('#claim-approve').click()]);
    await shot(page, '14-claim-approved');
    await page.close();

    const me = (await (await asAgent('/api/auth/me')).json()) as { agent: { status: string; scopes: string[] }; user: { username: string } };
    expect(me.agent.status).toBe('claimed');
    expect(me.agent.scopes.sort()).toEqual([...agent.post_claim_scopes].sort());
    expect(me.user.username).toBe(USERNAME);
    const readings = await asAgent('/api/readings');
    expect(readings.status).toBe(200);
    const list = (await readings.json()) as { readings: { id: string }[] };
    if (readingUrl) expect(list.readings.map((r) => r.id)).toContain(readingUrl.split('/').pop());
  }, 60_000);

  it('the pages fit a 390 px phone screen', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const pages = [
      ['home', '/'],
      ['order', '/order'],
      ['profile', '/profile'],
      ['reading', new URL(readingUrl || `${base}/profile`).pathname],
      ['demo-chat', '/demo/chat'],
      ['privacy', '/privacy'],
      ['not-found', '/nothing-here'],
    ];
    for (const [name, path] of pages) {
      await page.goto(`${base}${path}`);
      const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'));
      expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
      await browser.screen(page, `phone-${name}`);
      await shot(page, `phone-${name}-full`);
    }
    await page.close();
  }, 60_000);
});
