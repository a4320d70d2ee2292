// The compiled service as an operator runs it: `npm start` (build if stale, then plain node on dist/)
// with NODE_ENV=production, all three real payment providers and a bot, each pointed at its local
// fake. It must start, offer the three providers with each one's price, and take a Stripe payment.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../support/app.js';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, FakeStripe } from '../support/fake-stripe.js';
import { BOT_INFO, FakeTelegramApi } from '../support/fake-telegram-api.js';
import { FakeYooKassa } from '../support/fake-yookassa.js';
import { freePort } from '../support/net.js';

describe('production start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'production-'));
  let stripe: FakeStripe;
  let yookassa: FakeYooKassa;
  let telegram: FakeTelegramApi;
  beforeAll(async () => {
    [stripe, yookassa, telegram] = await Promise.all([FakeStripe.start(), FakeYooKassa.start(), FakeTelegramApi.start()]);
  });
  afterAll(async () => {
    await Promise.all([stripe.close(), yookassa.close(), telegram.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts compiled with NODE_ENV=production and real providers, offers each, and takes a payment', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_BASE_URL: base,
        DATABASE_URL: `sqlite:${join(dir, 'service.db')}`,
        APP_SECRET: 'production-start-test-secret-of-40-chars!',
        LOG_LEVEL: 'warn',
        STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        ...yookassa.env(),
        PAYMENT_PROVIDERS: 'stripe,yookassa,telegram_stars',
        TELEGRAM_BOT_TOKEN: telegram.token,
        TELEGRAM_BOT_USERNAME: BOT_INFO.username,
        TELEGRAM_API_ROOT: telegram.apiRoot,
        SELLER_NAME: 'Stella Readings Ltd',
        SELLER_ADDRESS: '1 Observatory Lane, London SE10 8XJ, United Kingdom',
        SELLER_TAX_ID: 'GB123456789',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      // A fresh checkout builds dist/ first: allow for the compile.
      for (let i = 0; ; i++) {
        if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}: ${stderr}`);
        if (i > 1200) throw new Error(`the service did not start: ${stderr}`);
        if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const catalog = (await (await fetch(`${base}/api/admin/prices?public=1`)).json()) as { currencies: string[] };
      expect(catalog.currencies).toEqual(['USD', 'EUR', 'RUB', 'XTR']);

      const created = await fetch(`${base}/api/orders/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(orderBody()) });
      expect(created.status).toBe(200);
      const order = (await created.json()) as { orderId: string; payUrl: string; botUrl: string };
      expect(order.payUrl).toBe(`${base}/orders/${order.orderId}/pay`);
      expect(order.botUrl).toMatch(new RegExp(`^https://t\\.me/${BOT_INFO.username}\\?start=`));

      const choice = await (await fetch(order.payUrl)).text();
      expect(choice).not.toMatch(/demo/i);
      for (const offer of ['Stripe', '$49', 'YooKassa', '4,490', 'Telegram Stars', '2,500']) expect(choice).toContain(offer);
      // Production names the seller on every page.
      expect(choice).toContain('Sold by Stella Readings Ltd, 1 Observatory Lane, London SE10 8XJ, United Kingdom · Tax ID GB123456789');

      stripe.webhookUrl = `${base}/api/payments/stripe/webhook`;
      const chosen = await fetch(order.payUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: 'provider=stripe',
        redirect: 'manual',
      });
      expect(chosen.status).toBe(303);
      const checkout = chosen.headers.get('location')!;
      expect(checkout.startsWith(`${stripe.url}/pay/`)).toBe(true);
      const delivery = await stripe.pay(checkout.slice(`${stripe.url}/pay/`.length));
      expect(delivery.status).toBe(200);
      const status = (await (await fetch(`${base}/api/orders/${order.orderId}`)).json()) as { status: string; sum: number; currency: string };
      expect(status).toMatchObject({ sum: 49, currency: 'USD' });
      expect(['paid', 'generating', 'ready']).toContain(status.status);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 180_000);
});
