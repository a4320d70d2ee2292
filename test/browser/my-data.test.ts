// A person's own data in a real browser (Debian's chromium through playwright-core) against a real
// listening server: log in on /profile, download the data export, then delete the account through
// the confirmation page and find oneself logged out with the orders' personal data gone.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../src/services/identity/identity-service.js';
import type { PersonalData } from '../../src/services/privacy/model.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { hasChromium, launchBrowser, type Browser } from '../support/browser.js';
import { sqliteDatabase } from '../support/databases.js';
import { freePort } from '../support/net.js';
import { paidOrder, storedReading } from '../web/helpers.js';

const USERNAME = 'ada_own_data';

describe.skipIf(!hasChromium)('browser: a person’s own data', () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;
  const shot = (page: Page, name: string) => browser.shot(page, name);

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(sqliteDatabase, { env: { PUBLIC_BASE_URL: base } });
    await t.app.listen({ host: '127.0.0.1', port });
    browser = await launchBrowser();
    context = browser.context;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('downloads the data, confirms the deletion by typing, and is logged out with nothing left', async () => {
    // A delivered reading, as the bot leaves it.
    const order = await paidOrder(t, { contact: `@${USERNAME}`, name: 'Ada Own-Data', addons: ['pdf'], sum: 54 });
    await storedReading(t, order.orderId, { pdf: true, title: 'Ada’s natal chart' });
    const account = demoAccount(USERNAME)!;
    expect(await t.app.services.identity.bindOrderFromStart(new URL(order.botUrl).searchParams.get('start')!, account, account.id)).toMatchObject({ ok: true });
    expect(await t.app.services.delivery.deliver(order.orderId)).toBe('delivered');

    const page = await context.newPage();
    const consoleErrors: string[] = [];
    const failedRequests: string[] = [];
    page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && consoleErrors.push(m.text()));
    page.on('response', (r) => r.status() >= 400 && failedRequests.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`));
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    await page.goto(`${base}/profile`);
    await page.getByLabel('Telegram username').fill(USERNAME);
    await Promise.all([page.waitForURL(`${base}/profile`), page.getByRole('button', { name: 'Log in (demo)' }).click()]);
    await expect.poll(() => page.locator('#readings li').count()).toBe(1);
    await page.locator('#my-data').scrollIntoViewIfNeeded();
    await shot(page, 'my-data-01-profile');

    // The export downloads as a file and holds the order with its personal data.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as PersonalData;
    expect(data.person.username).toBe(USERNAME);
    expect(data.orders).toEqual([expect.objectContaining({ id: order.orderId, name: 'Ada Own-Data', status: 'delivered', reading: expect.objectContaining({ title: 'Ada’s natal chart' }) })]);

    // The confirmation page: a wrong word deletes nothing.
    await Promise.all([page.waitForURL(`${base}/profile/delete`), page.getByRole('link', { name: 'Delete my account…' }).click()]);
    await shot(page, 'my-data-02-confirm');
    await page.getByLabel(/To confirm, type/).fill('yes');
    await Promise.all([page.waitForURL(`${base}/profile/delete`), page.getByRole('button', { name: 'Delete my account' }).click()]);
    expect(await page.locator('.error-summary').textContent()).toContain('nothing was deleted');
    expect(await page.getByLabel(/To confirm, type/).getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'my-data-03-wrong-word');

    await page.getByLabel(/To confirm, type/).fill('delete');
    await Promise.all([page.waitForURL(`${base}/profile/deleted`), page.getByRole('button', { name: 'Delete my account' }).click()]);
    expect(await page.locator('h1').textContent()).toBe('Your account is deleted');
    await shot(page, 'my-data-04-deleted');

    // Logged out; the order keeps no personal data and has no reading.
    await page.goto(`${base}/profile`);
    expect(await page.getByRole('button', { name: 'Log in (demo)' }).count()).toBe(1);
    const db = t.app.services.store.db;
    expect(await db.selectFrom('orders').select(['name', 'phone', 'meta', 'owner_user_id', 'status']).where('id', '=', order.orderId).executeTakeFirstOrThrow()).toEqual({
      name: '',
      phone: '',
      meta: '{}',
      owner_user_id: null,
      status: 'delivered',
    });
    expect(await db.selectFrom('readings').select('id').where('order_id', '=', order.orderId).execute()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // The one refused request is the wrong confirmation word.
    expect(failedRequests).toEqual(['400 POST /profile/delete']);
    await page.close();
  }, 120_000);
});
