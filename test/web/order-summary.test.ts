// The thank-you page over real HTTP: what was bought (the product and each add-on), the amount the
// order records in its currency, written as the page's language writes money, and the short
// reference support asks for, which the operator's search then finds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReference } from '../../src/services/orders/reference.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';
import { paidOrder, unpaidOrder } from './helpers.js';

const ADMIN = { authorization: 'Bearer admin-test-token-of-at-least-32-chars' };
const text = (body: string) => body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the thank-you page', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // A seller configured: only then do the terms of sale name where to write.
    t = await createTestApp(sqliteDatabase, { env: { SELLER_NAME: 'Stella Readings Ltd', SELLER_ADDRESS: '1 Observatory Lane, London', SELLER_TAX_ID: 'GB123456789' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  const page = async (path: string, language: 'en' | 'ru') => {
    const res = await fetch(`${base}${path}`, { headers: { accept: 'text/html', cookie: `lang=${language}` } });
    expect(res.status).toBe(200);
    return res.text();
  };

  it('shows the product, each add-on, the amount paid and the short reference, in English', async () => {
    const { orderId } = await paidOrder(t, { product: 'natal', addons: ['pdf'], sum: 54, contact: '@summary_en' });
    const body = await page(`/orders/${orderId}`, 'en');
    const reference = orderReference(orderId);
    expect(body).toContain(`<strong class="order-reference" id="order-reference">${reference}</strong>`);
    expect(body).toMatch(/<dd id="order-product">Natal chart[^<]*<\/dd>/);
    expect(body).toMatch(/<ul id="order-addons"><li>PDF[^<]*<\/li><\/ul>/);
    expect(body).toContain('<dt>Paid</dt><dd id="order-amount">$54.00</dd>');
    expect(text(body)).toContain(`quote its reference, ${reference}.`);
    // The long id is for the API and the page's address, not for a person to read out.
    expect(text(body)).not.toContain(orderId);

    const found = await fetch(`${base}/api/admin/orders?q=${encodeURIComponent(reference)}`, { headers: ADMIN });
    expect(((await found.json()) as { orders: { orderId: string }[] }).orders.map((o) => o.orderId)).toEqual([orderId]);
  });

  it('writes the amount in roubles as Russian writes it, and asks for the reference in Russian', async () => {
    const { orderId } = await unpaidOrder(t, { product: 'natal', addons: ['pdf'], currency: 'RUB', sum: 4980, contact: '@summary_ru' });
    const body = await page(`/orders/${orderId}`, 'ru');
    const reference = orderReference(orderId);
    expect(body).toContain('<dt>Код заказа</dt>');
    expect(body).toContain('<dt>Стоимость</dt><dd id="order-amount">4\u00a0980\u00a0₽</dd>');
    expect(body).toMatch(/<dd id="order-product">Разбор натальной карты<\/dd>/);
    expect(body).toMatch(/<ul id="order-addons"><li>PDF[^<]*<\/li><\/ul>/);
    expect(text(body)).toContain(`укажите код заказа: ${reference}.`);
  });

  it('has the terms of sale ask for the same reference', async () => {
    expect(text(await page('/offer', 'en'))).toContain('quote your order reference (eight characters such as DRD1-XDNF)');
    expect(text(await page('/offer', 'ru'))).toContain('укажите код заказа — восемь знаков, которые показаны на странице вашего заказа.');
  });
});
