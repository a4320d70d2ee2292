// The buyer's journey with YooKassa as the one payment provider, in a real browser (Debian's
// chromium through playwright-core): the order form prices in roubles, "Continue to payment" leads
// to YooKassa's hosted page as the fake serves it, Pay brings the buyer back to our order page while
// the notification reaches our listening webhook, and the reading arrives in the demo chat. Then
// the operator refunds it and the order page says so. Screenshots go to test-artifacts/browser/.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { systemClock } from '../../src/clock.js';
import { compose } from '../../src/compose.js';
import { loadConfig } from '../../src/config.js';
import { sqliteDatabase } from '../support/databases.js';
import { FakeYooKassa } from '../support/fake-yookassa.js';
import { freePort } from '../support/net.js';

const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'browser');
const USERNAME = 'ada_yookassa';

describe.skipIf(!existsSync(CHROMIUM))('browser: paying with YooKassa', () => {
  let base: string;
  let fake: FakeYooKassa;
  let close: () => Promise<void>;
  let context: BrowserContext;
  let profileDir: string;
  const shot = async (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    fake = await FakeYooKassa.start();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const db = await sqliteDatabase.create();
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: base, DATABASE_URL: db.url, JOB_POLL_MS: '50', LOG_LEVEL: 'silent', ADMIN_TOKEN: 'admin-test-token', ...fake.env() });
    const app = await buildApp(await compose({ config, store: db.store, clock: systemClock, logger: pino({ level: 'silent' }) }));
    app.services.worker.start();
    await app.listen({ host: '127.0.0.1', port });
    fake.webhookUrl = `${base}/api/payments/yookassa/webhook`;
    close = async () => {
      await app.close();
      await app.services.worker.stop();
      await app.services.renderer.close();
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
    await page.getByLabel('Date of birth').fill('1985-12-10');
    await page.getByLabel('Time of birth').fill('14:30');
    await page.getByLabel('City of birth').fill('London, England, United Kingdom');
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
    const refund = await fetch(`${base}/api/admin/orders/${orderId}/refund`, { method: 'POST', headers: { authorization: 'Bearer admin-test-token' } });
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
