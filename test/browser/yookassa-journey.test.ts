// The buyer's journey with YooKassa as the one payment provider, in a real browser (Debian's
// chromium through playwright-core): the order form prices in roubles, "Continue to payment" leads
// to YooKassa's hosted page as the fake serves it, Pay brings the buyer back to our order page while
// the notification reaches our listening webhook, and the reading arrives in the demo chat. Then
// the operator refunds it and the order page says so. Screenshots go to test-artifacts/browser/.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeYooKassa } from '../support/fake-yookassa.js';
import { fillDate, hasChromium, launchBrowser, startBrowserService, type Browser, type BrowserService } from '../support/browser.js';

const USERNAME = 'ada_yookassa';

describe.skipIf(!hasChromium)('browser: paying with YooKassa', () => {
  let base: string;
  let fake: FakeYooKassa;
  let service: BrowserService;
  let browser: Browser;
  let context: BrowserContext;
  const shot = (page: Page, name: string) => browser.shot(page, name);

  beforeAll(async () => {
    fake = await FakeYooKassa.start();
    service = await startBrowserService({ ADMIN_TOKEN: 'admin-test-token-of-at-least-32-chars', ...fake.env() });
    base = service.base;
    fake.webhookUrl = `${base}/api/payments/yookassa/webhook`;
    browser = await launchBrowser();
    context = browser.context;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await service?.close();
    await fake?.close();
  });

  it('orders in roubles, pays on YooKassa’s page, receives the reading, and is refunded', async () => {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (e) => consoleErrors.push(e.message));

    await page.goto(`${base}/order?product=natal`);
    await expect.poll(() => page.locator('#order-total').textContent()).toContain('4,490.00');
    await page.getByLabel('PDF edition').check();
    await expect.poll(() => page.locator('#order-total').textContent()).toContain('4,980.00');
    await page.getByLabel('Full name').fill('Ада Лавлейс');
    await page.getByLabel('Phone number').fill('+7 912 345-67-89');
    await page.getByLabel('Telegram username').fill(USERNAME);
    await fillDate(page, 'birthDate', '1985-12-10');
    await page.getByLabel('Time of birth', { exact: true }).fill('14:30');
    await page.getByLabel('City of birth', { exact: true }).fill('London, England, United Kingdom');
    await shot(page, 'yookassa-01-order');
    await Promise.all([page.waitForURL(`${fake.base}/checkout/**`), page.getByRole('button', { name: /Continue to payment/ }).click()]);

    // YooKassa's hosted page, with the receipt our payment carried.
    expect(await page.locator('#amount').textContent()).toBe('4980.00 RUB');
    expect(await page.locator('#description').textContent()).toBe('Natal chart reading + PDF edition');
    const [created] = fake.calls('POST', '/payments');
    expect((created.body as { receipt: { customer: unknown; items: unknown[] } }).receipt.customer).toEqual({ phone: '79123456789' });
    expect((created.body as { receipt: { items: unknown[] } }).receipt.items).toHaveLength(2);
    await shot(page, 'yookassa-02-checkout');
    await Promise.all([page.waitForURL(/\/orders\/ord_/), page.getByRole('button', { name: /^Pay / }).click()]);
    expect(fake.notifications).toEqual([expect.objectContaining({ event: 'payment.succeeded', status: 200 })]);

    // Back on our order page: it follows the order until the reading is ready.
    const orderId = new URL(page.url()).pathname.split('/orders/')[1]!;
    await expect.poll(() => page.locator('#order').getAttribute('data-status'), { timeout: 90_000, interval: 500 }).toMatch(/^(ready|delivered)$/);
    await shot(page, 'yookassa-03-thank-you');

    // The bot link (the demo chat here) delivers it.
    await Promise.all([page.waitForURL(/\/demo\/chat\?start=/), page.locator('#bot-link').click()]);
    await Promise.all([page.waitForURL(/\/demo\/chat\?start=/), page.getByRole('button', { name: 'Start' }).click()]);
    await expect.poll(() => page.locator('.bubble .doc').count(), { timeout: 60_000, interval: 500 }).toBe(1);
    const orderStatus = async () => ((await (await fetch(`${base}/api/orders/${orderId}`)).json()) as { status: string }).status;
    await expect.poll(orderStatus).toBe('delivered');

    // The operator gives the money back; YooKassa completes the refund and tells us.
    const refund = await fetch(`${base}/api/admin/orders/${orderId}/refund`, { method: 'POST', headers: { authorization: 'Bearer admin-test-token-of-at-least-32-chars' } });
    expect(refund.status).toBe(200);
    await expect.poll(() => [...fake.refunds.values()].length, { timeout: 30_000 }).toBe(1);
    const [pending] = [...fake.refunds.values()];
    expect(pending.amount).toEqual({ value: '4980.00', currency: 'RUB' });
    expect((await fake.settleRefund(pending.id)).status).toBe(200);
    expect(await orderStatus()).toBe('refunded');
    await page.goto(`${base}/orders/${orderId}`);
    expect(await page.locator('#order').getAttribute('data-status')).toBe('refunded');
    await shot(page, 'yookassa-04-refunded');
    expect(consoleErrors).toEqual([]);
    await page.close();
  }, 240_000);
});
