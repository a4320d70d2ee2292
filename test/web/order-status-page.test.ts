// The order page in every status an order can have: it says what happens next and names support.
import { describe, expect, it } from 'vitest';
import { createTranslations } from '../../src/i18n/index.js';
import { ORDER_STATUSES } from '../../src/services/orders/lifecycle.js';
import { orderStatusPage } from '../../src/web/pages/order-status.js';

const translations = createTranslations();
const site = { language: 'en' as const, t: translations.t('en', 'site'), url: '/orders/ord_test' };

const view = (status: (typeof ORDER_STATUSES)[number]) =>
  orderStatusPage(site, {
    orderId: 'ord_test',
    status,
    productTitle: 'Natal chart',
    addonTitles: [],
    amount: '$49.00',
    payUrl: 'http://localhost:3000/orders/ord_test/pay',
    botUrl: 'https://t.me/reading_test_bot?start=abc',
    demo: { payments: false, chat: false },
    supportEmail: 'help@readings.example',
  });

describe('the order page', () => {
  it.each(ORDER_STATUSES)('in status %s says what happens next and how to reach support', (status) => {
    const body = view(status);
    expect(body).toContain(`data-status="${status}"`);
    expect(body.match(/mailto:help@readings\.example/g)).toHaveLength(1);
    // A sentence beyond the status line itself.
    expect(body).toMatch(/<p( id="order-[a-z]+")?>[A-Z][^<]{30,}/);
  });

  it('tells an undeliverable order how to receive the reading, with the bot link and the progress at "ready"', () => {
    const body = view('undeliverable');
    expect(body).toContain('id="order-undeliverable"');
    expect(body).toContain('id="bot-link" href="https://t.me/reading_test_bot?start=abc"');
    expect(body).toContain('aria-current="step">Reading ready</li>');
  });
});
