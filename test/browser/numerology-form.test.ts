// The order form's name in use in a real browser with its script: shown for the numerology profile
// and for the numerology add-on, hidden otherwise, and sent as meta.currentName.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDate, hasChromium, launchBrowser, startBrowserService, type Browser, type BrowserService } from '../support/browser.js';

describe.skipIf(!hasChromium)('browser: the name in use on the order form', () => {
  let service: BrowserService;
  let browser: Browser;

  beforeAll(async () => {
    service = await startBrowserService();
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  it('shows the field with numerology only and sends it with the order', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${service.base}/order?product=numerology`);
    const field = page.locator('#field-currentName');
    await expect.poll(() => field.isVisible()).toBe(true);
    await page.locator('#product-natal').check();
    await expect.poll(() => field.isVisible()).toBe(false);
    await page.locator('#addon-numerology').check();
    await expect.poll(() => field.isVisible()).toBe(true);
    await page.locator('#product-numerology').check();

    let sent: { meta?: Record<string, string> } = {};
    page.on('request', (r) => {
      if (r.url().endsWith('/api/orders/create') && r.method() === 'POST') sent = JSON.parse(r.postData() ?? '{}');
    });
    await page.getByLabel('Full name').fill('Jane Smith');
    await page.locator('#currentName').fill('Jane Brown');
    await page.getByLabel('Phone number').fill('+44 20 7946 0958');
    await page.getByLabel('Telegram username').fill('@jane_browser');
    await fillDate(page, 'birthDate', '1990-05-01');
    await Promise.all([page.waitForURL(/\/pay\/demo\/pay_/), page.getByRole('button', { name: /Continue to payment/ }).click()]);
    expect(sent.meta).toEqual({ year: '1990', month: '5', day: '1', currentName: 'Jane Brown' });
    await page.close();
  }, 60_000);
});
