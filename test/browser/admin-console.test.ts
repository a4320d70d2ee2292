// The operator console in a real browser (Debian's chromium through playwright-core) against a real
// listening server: an operator logs in with the demo login from the console's sign-in page, finds
// a paid order by the buyer's name, reads its timeline, refunds it, and finds the refund in the
// audit log under their Telegram id.
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
});
