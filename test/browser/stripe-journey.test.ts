// The buyer's journey with Stripe Checkout in a real browser (Debian's chromium through
// playwright-core): order on the website, off to the hosted checkout page as the fake Stripe serves
// it, a declined card, then Pay, and back on our order page, which shows the order paid. The
// notification travels as Stripe sends it: signed, over HTTP, to the real webhook route.
// Screenshots go to test-artifacts/browser/.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { buildApp } from '../../src/app.js';
import { compose } from '../../src/compose.js';
import { systemClock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { sqliteDatabase } from '../support/databases.js';
import { FakeStripe } from '../support/fake-stripe.js';
import { freePort } from '../support/net.js';

const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'browser');

describe.skipIf(!existsSync(CHROMIUM))('browser: paying with Stripe Checkout', () => {
  let base: string;
  let fake: FakeStripe;
  let close: () => Promise<void>;
  let context: BrowserContext;
  let profileDir: string;
  const shot = async (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    fake = await FakeStripe.start();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    fake.webhookUrl = `${base}/api/payments/stripe/webhook`;
    const db = await sqliteDatabase.create();
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: base, DATABASE_URL: db.url, JOB_POLL_MS: '50', LOG_LEVEL: 'silent', ...fake.env() });
    const app = await buildApp(await compose({ config, store: db.store, clock: systemClock, logger: pino({ level: 'silent' }) }));
    app.services.worker.start();
    await app.listen({ host: '127.0.0.1', port });
    close = async () => {
      await app.close();
      await app.services.worker.stop();
      await db.dispose();
    };
    profileDir = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      viewport: { width: 1280, height: 900 },
    });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await close?.();
    await fake?.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  });

  async function fillOrder(page: Page, product: string, username: string): Promise<void> {
    await page.goto(`${base}/order?product=${product}`);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Phone number').fill('+44 20 7946 0958');
    await page.getByLabel('Telegram username').fill(username);
    await page.getByLabel('Date of birth').fill('1906-12-09');
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
