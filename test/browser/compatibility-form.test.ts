// The order form with JavaScript for the compatibility reading: the partner's fieldset shows only for
// it, the API's refusal of a partner field lands next to that field, and a full form goes to payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDate, hasChromium, launchBrowser, startBrowserService, type Browser, type BrowserService } from '../support/browser.js';

describe.skipIf(!hasChromium)('browser: the compatibility order form', () => {
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

  it('shows the partner’s fields for the compatibility reading only, maps their errors, and orders', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${service.base}/order?product=natal`);
    await expect.poll(() => page.locator('#partner-fieldset').isHidden()).toBe(true);
    await page.locator('input[name="product"][value="compatibility"]').check();
    await expect.poll(() => page.locator('#partner-fieldset').isVisible()).toBe(true);
    await expect.poll(() => page.locator('#order-total').textContent()).toBe('$59.00');

    await page.getByLabel('Full name').fill('Anna Petrova');
    await page.getByLabel('Phone number').fill('+44 20 7946 0958');
    await page.getByLabel('Telegram username').fill('anna_pair');
    await fillDate(page, 'birthDate', '1990-03-14');
    await page.getByLabel('Time of birth', { exact: true }).fill('14:30');
    await page.getByLabel('City of birth', { exact: true }).fill('London, England, United Kingdom');
    await fillDate(page, 'partnerBirthDate', '1988-07-02');
    await page.getByLabel('Partner’s city of birth').fill('Moscow');
    await page.getByRole('button', { name: /Continue to payment/ }).click();
    await expect.poll(() => page.locator('#partnerName-error').textContent()).toContain('Partner’s name');
    expect(await page.locator('#partnerName').getAttribute('aria-invalid')).toBe('true');
    await browser.shot(page, 'compatibility-order-errors');

    await page.getByLabel('Partner’s name').fill('Boris Ivanov');
    await page.getByLabel('I don\'t know their birth time').check();
    await Promise.all([page.waitForURL(/\/pay\/demo\/pay_/), page.getByRole('button', { name: /Continue to payment/ }).click()]);
    expect(await page.locator('.card').textContent()).toContain('59.00 USD');
    await page.close();
  }, 120_000);
});
