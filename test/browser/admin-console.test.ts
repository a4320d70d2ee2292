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
});
