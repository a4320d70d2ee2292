// Where no seller is configured (outside production only: a production start refuses it), the footer,
// /offer and /privacy say so plainly in the page's language, and the footer and /offer name no support
// address made up from the host name (support@127.0.0.1), over real HTTP against the composed app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';

const text = (body: string) => body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const NOTICES = {
  demo: {
    en: 'This is a demonstration site: no seller is set up, so nothing can really be bought here, and payments are only simulated.',
    ru: 'Это демонстрационный сайт: продавец не\u00a0указан, поэтому по-настоящему здесь ничего не\u00a0купить, а\u00a0оплата только имитируется.',
  },
  unconfigured: {
    en: 'The seller’s name, address and tax number have not been set up on this site yet. Please do not pay for anything here until they appear.',
    ru: 'Наименование, адрес и\u00a0ИНН продавца на\u00a0этом сайте ещё не\u00a0указаны. Пожалуйста, ничего здесь не\u00a0оплачивайте, пока они не\u00a0появятся.',
  },
} as const;

const STRIPE = { PAYMENT_PROVIDERS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe.each([
  { installation: 'demo' as const, env: {} },
  { installation: 'unconfigured' as const, env: STRIPE },
])('pages of a $installation installation without a seller', ({ installation, env }) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(sqliteDatabase, { env: { PUBLIC_BASE_URL: 'http://127.0.0.1:3000', ...env } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it.each(['en', 'ru'] as const)('say so in the footer, on /offer and /privacy, with no made-up address (%s)', async (language) => {
    for (const path of ['/', '/order', '/offer', '/privacy']) {
      const res = await fetch(`${base}${path}`, { headers: { accept: 'text/html', cookie: `lang=${language}` } });
      expect(res.status, path).toBe(200);
      const body = await res.text();
      expect(body, path).toContain(`<span class="seller" id="seller-notice">${NOTICES[installation][language]}</span>`);
      // The privacy policy still names the address where a person exercises their rights.
      if (path !== '/privacy') expect(body, path).not.toContain('support@127.0.0.1');
      expect(text(body), path).not.toMatch(/has not yet stated|Оператор этой установки/);
    }
    for (const path of ['/offer', '/privacy']) {
      const body = await (await fetch(`${base}${path}`, { headers: { accept: 'text/html', cookie: `lang=${language}` } })).text();
      expect(body, path).toContain(`<p class="status warn" id="seller">${NOTICES[installation][language]}</p>`);
    }
  });
});

describe('a production start', () => {
  it('refuses to go without the seller, a demo allowed in production included', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), ALLOW_DEMO_IN_PRODUCTION: 'true' };
    expect(() => loadConfig(production)).toThrow('SELLER_NAME, SELLER_ADDRESS, SELLER_TAX_ID are required with NODE_ENV=production');
    expect(() => loadConfig({ ...production, ...STRIPE, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/SELLER_NAME, SELLER_ADDRESS, SELLER_TAX_ID are required/);
  });
});
