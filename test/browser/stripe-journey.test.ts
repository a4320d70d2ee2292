// The buyer's journey with Stripe Checkout in a real browser (Debian's chromium through
// playwright-core): order on the website, off to the hosted checkout page as the fake Stripe serves
// it, a declined card, then Pay, and back on our order page, which shows the order paid. The
// notification travels as Stripe sends it: signed, over HTTP, to the real webhook route.
// Screenshots go to test-artifacts/browser/.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripe } from '../support/fake-stripe.js';
import { fillDate, hasChromium, launchBrowser, startBrowserService, type Browser, type BrowserService } from '../support/browser.js';


describe.skipIf(!hasChromium)('browser: paying with Stripe Checkout', () => {
  let base: string;
  let fake: FakeStripe;
  let service: BrowserService;
  let browser: Browser;
  let context: BrowserContext;
  const shot = (page: Page, name: string) => browser.shot(page, name);

  beforeAll(async () => {
    fake = await FakeStripe.start();
    service = await startBrowserService({ ...fake.env() });
    base = service.base;
    fake.webhookUrl = `${base}/api/payments/stripe/webhook`;
    browser = await launchBrowser();
    context = browser.context;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await service?.close();
    await fake?.close();
  });

  async function fillOrder(page: Page, product: string, username: string): Promise<void> {
    await page.goto(`${base}/order?product=${product}`);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Phone number').fill('+44 20 7946 0958');
    await page.getByLabel('Telegram username').fill(username);
    await fillDate(page, 'birthDate', '1906-12-09');
  }

  it('orders on the website, pays on the Stripe page after a declined card, and sees the order paid', async () => {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    const failedRequests: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(`${m.text()} (${m.location().url})`));
    page.on('response', (r) => r.status() >= 400 && failedRequests.push(`${r.status()} ${r.request().method()} ${r.url()}`));
    page.on('pageerror', (e) => consoleErrors.push(e.message));

    await fillOrder(page, 'numerology', 'grace_stripe');
    await expect.poll(() => page.locator('#order-submit').textContent()).toBe('Continue to payment — $30.00');
    await Promise.all([page.waitForURL(`${fake.url}/pay/cs_test_*`), page.getByRole('button', { name: /Continue to payment/ }).click()]);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await page.locator('h1').textContent()).toBe('Pay 30.00 USD');
    expect(await page.locator('.lines').textContent()).toContain('Numerology profile');
    await shot(page, 'stripe-01-checkout');

    // A declined card keeps the buyer on the page; our order stays payable.
    await Promise.all([page.waitForURL(/declined=1/), page.getByRole('button', { name: /Decline/ }).click()]);
    expect(await page.getByRole('alert').textContent()).toContain('declined');
    const orderId = fake.session(sessionId).client_reference_id as string;
    const state = async () => ((await (await fetch(`${base}/api/orders/${orderId}`)).json()) as { status: string }).status;
    expect(await state()).toBe('pending_payment');

    // Pay: Stripe notifies our webhook and sends the buyer back to the order page.
    await Promise.all([page.waitForURL(`${base}/orders/${orderId}`), page.getByRole('button', { name: 'Pay 30.00 USD' }).click()]);
    expect(fake.deliveries.map((d) => [d.event.type, d.status])).toEqual([
      ['payment_intent.payment_failed', 200],
      ['checkout.session.completed', 200],
    ]);
    expect(await page.locator('#order').getAttribute('data-status')).toMatch(/^(paid|ready|delivered)$/);
    expect(await page.locator('main').textContent()).toMatch(/Paid|ready/i);
    await shot(page, 'stripe-02-order-paid');
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.close();
  }, 60_000);

  it('reaches the Stripe page from the order form without JavaScript too', async () => {
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await fillOrder(page, 'numerology', 'grace_no_script');
    await Promise.all([page.waitForURL(`${fake.url}/pay/cs_test_*`), page.getByRole('button', { name: 'Continue to payment' }).click()]);
    expect(await page.locator('h1').textContent()).toBe('Pay 30.00 USD');
    await page.close();
  }, 60_000);
});
