// The pages' money and date formats: formatters are made once per currency and reused, and each
// currency still gets its own symbol and digits whatever was formatted before it.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from '../../src/web/format.js';

describe('formatMoney', () => {
  it('formats each currency by its own rules, in any order and again', () => {
    const cases: [number, string, string][] = [
      [49, 'USD', '$49.00'],
      [49, 'EUR', '€49.00'],
      [4990, 'JPY', '¥4,990'],
      [12.5, 'KWD', 'KWD\u00a012.500'], // Intl puts a no-break space after a code
      [2500, 'XTR', '2,500 Stars'],
      [49.9, 'USD', '$49.90'],
      [1234.5, 'EUR', '€1,234.50'],
    ];
    for (const [amount, currency, expected] of [...cases, ...cases.reverse()]) expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('writes a code Intl refuses as the amount and the code, every time', () => {
    expect(formatMoney(49, 'US1')).toBe('49.00 US1');
    expect(formatMoney(5, 'US1')).toBe('5.00 US1');
  });
});

describe('dates', () => {
  it('names the day in UTC', () => {
    const ms = Date.UTC(2026, 2, 12, 14, 5);
    expect(formatDateTime(ms)).toBe('12 March 2026 at 14:05 UTC');
    expect(formatDate(ms)).toBe('12 March 2026');
  });
});
