// YooKassa's wire details that are easy to get subtly wrong: amounts as decimal strings by the
// currency's exponent (never through a float), the notification source ranges (IPv4, IPv6, and IPv4
// seen through a dual-stack socket), and a production start with YooKassa as the provider.
import { describe, expect, it } from 'vitest';
import { loadConfig, YOOKASSA_PUBLISHED_RANGES } from '../../src/config.js';
import { AddressRanges } from '../../src/payments/address-ranges.js';
import { buildPaymentProviders } from '../../src/payments/index.js';
import { fromYooKassaValue, toYooKassaValue } from '../../src/payments/yookassa-api.js';
import { YooKassaProvider } from '../../src/payments/yookassa-provider.js';

describe('YooKassa amounts', () => {
  it('writes minor units as the decimal string YooKassa reads', () => {
    expect(toYooKassaValue(587000, 'RUB')).toEqual({ value: '5870.00', currency: 'RUB' });
    expect(toYooKassaValue(5, 'RUB').value).toBe('0.05');
    expect(toYooKassaValue(0, 'RUB').value).toBe('0.00');
    expect(toYooKassaValue(1500, 'JPY').value).toBe('1500');
    expect(() => toYooKassaValue(10.5, 'RUB')).toThrow(RangeError);
  });

  it('reads decimal strings exactly, and refuses what is not one', () => {
    expect(fromYooKassaValue({ value: '5870.00', currency: 'RUB' })).toBe(587000);
    expect(fromYooKassaValue({ value: '0.29', currency: 'RUB' })).toBe(29); // 0.29 * 100 is 28.999... as a float
    expect(fromYooKassaValue({ value: '1.5', currency: 'RUB' })).toBe(150);
    expect(fromYooKassaValue({ value: '12', currency: 'RUB' })).toBe(1200);
    for (const value of ['1.005', '-1.00', '1e3', '', ' 1.00', 'NaN']) expect(() => fromYooKassaValue({ value, currency: 'RUB' }), value).toThrow();
  });
});

describe('YooKassa notification sources', () => {
  const published = new AddressRanges(YOOKASSA_PUBLISHED_RANGES);

  it('takes YooKassa’s published addresses and nothing beside them', () => {
    expect(published.has('185.71.76.0')).toBe(true);
    expect(published.has('185.71.76.31')).toBe(true);
    expect(published.has('185.71.76.32')).toBe(false);
    expect(published.has('77.75.156.11')).toBe(true);
    expect(published.has('77.75.156.12')).toBe(false);
    expect(published.has('77.75.154.200')).toBe(true);
    expect(published.has('2a02:5180:0:1::7')).toBe(true);
    expect(published.has('2a02:5181::1')).toBe(false);
    expect(published.has('127.0.0.1')).toBe(false);
  });

  it('matches an IPv4 address a dual-stack socket reports as IPv6, and refuses what is not an address', () => {
    expect(published.has('::ffff:185.71.77.5')).toBe(true);
    expect(new AddressRanges(['127.0.0.1']).has('::ffff:127.0.0.1')).toBe(true);
    for (const junk of ['', 'localhost', '185.71.76.5, 1.2.3.4', '185.71.76']) expect(published.has(junk), junk).toBe(false);
  });
});

describe('a production start with YooKassa', () => {
  it('starts with YooKassa and a bot, taking roubles', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      TELEGRAM_BOT_TOKEN: '123456:ABC',
      TELEGRAM_BOT_USERNAME: 'reading_bot',
      PAYMENT_PROVIDERS: 'yookassa',
      YOOKASSA_SHOP_ID: '506751',
      YOOKASSA_SECRET_KEY: 'live_secret',
      SELLER_NAME: 'Stella Readings Ltd',
      SELLER_ADDRESS: '1 Observatory Lane, London SE10 8XJ, United Kingdom',
      SELLER_TAX_ID: 'GB123456789',
    });
    expect(config.demo).toBe(false);
    expect(config.payments.yookassa).toMatchObject({ apiUrl: 'https://api.yookassa.ru/v3', vatCode: 1, trustedIps: YOOKASSA_PUBLISHED_RANGES });
    const [provider] = await buildPaymentProviders(config, { demo: null, telegramStars: null, clock: { now: () => Date.now() } });
    expect(provider).toBeInstanceOf(YooKassaProvider);
    expect(provider).toMatchObject({ name: 'yookassa', demo: false, currencies: ['RUB'], partialRefunds: true });
  });
});
