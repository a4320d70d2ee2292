// The operator console in a real browser (Debian's chromium through playwright-core) against a real
// listening server: an operator logs in with the demo login from the console's sign-in page, finds
// a paid order by the buyer's name, reads its timeline, refunds it, and finds the refund in the
// audit log under their Telegram id; then gives a reading paid for a mistyped username to the buyer's
// real account, sends it again, and finds both actions in the audit log.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTelegramId } from '../../src/services/identity/identity-service.js';
import { orderBody } from '../support/app.js';
import { hasChromium, launchBrowser, startBrowserService, type Browser, type BrowserService } from '../support/browser.js';

const OPERATOR = 'olga_operator';

describe.skipIf(!hasChromium)('browser: the operator console', () => {
  let service: BrowserService;
  let browser: Browser;
  const shot = (page: Page, name: string) => browser.shot(page, name);

  beforeAll(async () => {
    service = await startBrowserService({ OPERATOR_TELEGRAM_IDS: String(demoTelegramId(OPERATOR)) });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  it('logs in, searches, opens the timeline, refunds, and sees the audit entry', async () => {
    // A paid order, as a buyer leaves it: placed through the API, paid on the demo checkout.
    const created = await fetch(`${service.base}/api/orders/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(orderBody({ name: 'Hypatia Console', contact: '@hypatia_console' })),
    });
    expect(created.status).toBe(200);
    const { orderId, payUrl } = (await created.json()) as { orderId: string; payUrl: string };
    const paid = await fetch(`${new URL(payUrl).href}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);

    const page = await browser.context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${service.base}/admin`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Operator console');
    await shot(page, 'admin-console-01-sign-in');
    await page.getByLabel('Telegram username').fill(OPERATOR);
    await Promise.all([page.waitForURL(`${service.base}/admin`), page.getByRole('button', { name: 'Log in to the console' }).click()]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Orders');

    await page.getByLabel('Search').fill('hypatia cons');
    await Promise.all([page.waitForURL(/\/admin\?q=hypatia/), page.getByRole('button', { name: 'Find orders' }).click()]);
    await expect.poll(() => page.locator('table.console-table tbody tr').count()).toBe(1);
    await shot(page, 'admin-console-02-search');

    await Promise.all([page.waitForURL(`${service.base}/admin/orders/${orderId}`), page.getByRole('link', { name: orderId }).click()]);
    const timeline = page.locator('table.console-table tbody');
    await expect.poll(() => timeline.textContent()).toContain('Status pending_payment → paid');
    await shot(page, 'admin-console-03-timeline');

    await page.getByLabel('Reason (optional)').fill('the buyer asked');
    await Promise.all([page.waitForURL(/done=refund$/), page.getByRole('button', { name: 'Refund', exact: true }).click()]);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Refund requested from the payment provider');
    await shot(page, 'admin-console-04-refunded');

    await Promise.all([page.waitForURL(`${service.base}/admin/audit`), page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log', exact: true }).click()]);
    const row = page.locator('table.console-table tbody tr').first();
    await expect.poll(() => row.textContent()).toContain(`telegram:${demoTelegramId(OPERATOR)}`);
    expect(await row.textContent()).toContain('Refund');
    expect(await row.textContent()).toContain(orderId);
    expect(await row.textContent()).toContain('the buyer asked');
    await shot(page, 'admin-console-05-audit');
    expect(pageErrors).toEqual([]);
  });

  it('gives a ready reading to the buyer’s real account, then sends it again, both in the audit log', async () => {
    // Paid for a username nobody opened the bot with: the reading is made and waits for a chat.
    const created = await fetch(`${service.base}/api/orders/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(orderBody({ name: 'Typo Buyer', contact: '@tpyo_buyer' })),
    });
    const { orderId, payUrl } = (await created.json()) as { orderId: string; payUrl: string };
    expect((await fetch(`${new URL(payUrl).href}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const status = async () => ((await (await fetch(`${service.base}/api/orders/${orderId}`)).json()) as { status: string }).status;
    await expect.poll(status, { timeout: 30_000 }).toBe('ready');

    const page = await browser.context.newPage(); // the operator's session from the first test
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    // The buyer's real account has used the site (the demo login here): the operator gives the order to it.
    const login = await fetch(`${service.base}/auth/demo-login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: service.base }, body: 'username=typo_buyer', redirect: 'manual' });
    expect(login.status).toBe(303);
    await page.goto(`${service.base}/admin/orders/${orderId}`);
    const buyer = demoTelegramId('typo_buyer');
    await page.getByLabel('Telegram username or user id').fill('@typo_buyer');
    await Promise.all([page.waitForURL(/done=rebind$/), page.getByRole('button', { name: 'Give the order' }).click()]);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('now belongs to the Telegram account you gave');
    await expect.poll(status, { timeout: 30_000 }).toBe('delivered');
    await shot(page, 'admin-console-06-rebound');

    await page.goto(`${service.base}/admin/orders/${orderId}`);
    await Promise.all([page.waitForURL(/done=resend$/), page.getByRole('button', { name: 'Send again' }).click()]);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('queued to be sent to the buyer’s chat again');

    await page.goto(`${service.base}/admin/audit`);
    const rows = page.locator('table.console-table tbody tr');
    await expect.poll(async () => (await rows.allTextContents()).filter((row) => row.includes(orderId)).length).toBe(2);
    const [resend, rebind] = (await rows.allTextContents()).filter((row) => row.includes(orderId));
    expect(resend).toContain('Reading sent again');
    expect(rebind).toContain('Given to another account');
    expect(rebind).toContain(String(buyer));
    await shot(page, 'admin-console-07-audit');
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it('reads the dashboard’s chart and table, and edits the catalog: a refused price kept in the form, then a saved change buyers see', async () => {
    const page = await browser.context.newPage(); // the operator's session from the first test
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${service.base}/admin`);
    await Promise.all([page.waitForURL(`${service.base}/admin/dashboard`), page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Dashboard' }).click()]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
    // The two orders of the tests above were placed and paid today; one was refunded.
    const today = new Date().toISOString().slice(0, 10);
    const todayRow = page.locator('table.console-table tbody tr').first();
    expect(await todayRow.locator('th').textContent()).toBe(today);
    const [placed, paid] = (await todayRow.locator('td').allTextContents()).map((cell) => cell.trim());
    expect(Number(placed)).toBeGreaterThanOrEqual(2);
    expect(Number(paid)).toBeGreaterThanOrEqual(2);
    const chart = page.getByRole('img', { name: /Orders placed per day/ });
    await expect.poll(() => chart.count()).toBe(1);
    // One bar a day with an order; the chart is drawn at the width of the page.
    expect(await page.locator('figure.console-chart svg rect').count()).toBeGreaterThan(0);
    expect((await chart.boundingBox())!.width).toBeGreaterThan(300);
    await shot(page, 'admin-console-08-dashboard');

    await Promise.all([page.waitForURL(`${service.base}/admin/catalog`), page.getByRole('link', { name: 'Catalog' }).click()]);
    const natalUsd = page.getByLabel('Natal chart reading, price in USD');
    await natalUsd.fill('forty');
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Save the catalog' }).click()]);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Nothing was saved');
    expect(await natalUsd.getAttribute('aria-invalid')).toBe('true');
    expect(await natalUsd.inputValue()).toBe('forty');
    await shot(page, 'admin-console-09-catalog-refused');
    const before = (await (await fetch(`${service.base}/api/admin/prices?public=1`)).json()) as { products: { id: string; prices: Record<string, number> }[]; addons: { id: string }[] };
    expect(before.products.find((p) => p.id === 'natal')!.prices.USD).not.toBe(41);

    await natalUsd.fill('41');
    await page.locator('input[name="addons.month_ahead.enabled"]').uncheck();
    await Promise.all([page.waitForURL(/\/admin\/catalog\?saved=1$/), page.getByRole('button', { name: 'Save the catalog' }).click()]);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('The catalog is saved');
    expect(await natalUsd.inputValue()).toBe('41');
    await shot(page, 'admin-console-10-catalog-saved');

    // Buyers see the change: the public catalog and the order form price the natal reading at $41 with no month ahead.
    const after = (await (await fetch(`${service.base}/api/admin/prices?public=1`)).json()) as typeof before;
    expect(after.products.find((p) => p.id === 'natal')!.prices.USD).toBe(41);
    expect(after.addons.map((a) => a.id)).not.toContain('month_ahead');
    const buyer = await browser.context.browser()!.newContext();
    const orderPage = await buyer.newPage();
    await orderPage.goto(`${service.base}/order?product=natal`);
    const form = await orderPage.locator('form').first().textContent();
    expect(form).toContain('$41');
    expect(form).not.toContain('Month ahead');
    await buyer.close();

    await page.goto(`${service.base}/admin/audit`);
    const entry = (await page.locator('table.console-table tbody tr').allTextContents()).find((row) => row.includes('Catalog changed'));
    expect(entry).toBeDefined();
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
