// Small formatting helpers shared by the pages: money, dates and order statuses, in the page's
// language (English when none is given: the operator console and the older callers).
import { LOCALE_OF, type Language } from '../i18n/languages.js';
import type { OrderStatus } from '../services/orders/lifecycle.js';
import type { Site } from './site.js';

/**
 * How each language writes an amount of money: the locale Intl formats it in, and its options. English
 * keeps the plain "en" money style ("$49.00", not en-GB's "US$49.00"); Russian drops kopecks that are
 * zero, as prices are written in Russia ("5 490 ₽", but "5 490,50 ₽").
 */
export const MONEY_STYLE: Record<Language, { locale: string; options: Intl.NumberFormatOptions }> = {
  en: { locale: 'en', options: {} },
  ru: { locale: 'ru-RU', options: { trailingZeroDisplay: 'stripIfInteger' } },
};

/** The currency a language's pages price in when the catalog sells in it through an enabled provider. */
export const PREFERRED_CURRENCY: Record<Language, string | null> = { en: null, ru: 'RUB' };

// Formatters are made once and reused. Each `new Intl.NumberFormat` builds an ICU formatter in
// native memory that lives until V8 collects its wrapper: a page with a dozen prices made a dozen,
// and under load hundreds of thousands of them fragmented the process's malloc heap, which then
// stayed resident after the load (bench/load.ts found it). Currencies are ISO 4217 codes the
// catalog or an order names, and languages are few, so the maps stay small.
const currencyFormats = new Map<string, Intl.NumberFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const numberFormat = (language: Language) => {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(MONEY_STYLE[language].locale)));
  return format;
};

/**
 * 49 + "USD" → "$49.00", 2500 + "XTR" → "2,500 Stars"; an unknown currency code falls back to
 * "49.00 XYZ". With a page, in its language: 5490 + "RUB" on a Russian page → "5 490 ₽", and Stars
 * with the plural form the language needs.
 */
export function formatMoney(amount: number, currency: string, site?: Pick<Site, 'language' | 't'>): string {
  const language = site?.language ?? 'en';
  // Telegram Stars are not ISO 4217: Intl would print "XTR 2,500.00".
  if (currency === 'XTR') {
    const figure = numberFormat(language).format(amount);
    return site ? site.t('money.stars', { count: amount, amount: figure }) : `${figure} Stars`;
  }
  const key = `${language}:${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(MONEY_STYLE[language].locale, { ...MONEY_STYLE[language].options, style: 'currency', currency });
    } catch {
      return `${amount.toFixed(2)} ${currency}`;
    }
    currencyFormats.set(key, format);
  }
  return format.format(amount);
}

/** The language's decimal separator: "." in English, "," in Russian. */
export function decimalSeparator(language: Language): string {
  return numberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * A coordinate-sized number (no grouping) with the language's decimal separator: 42.1015 → "42,1015"
 * in Russian. Rounded as toFixed rounds, so every language shows the same digits.
 */
export function formatDecimal(value: number, language: Language, fractionDigits: number): string {
  return value.toFixed(fractionDigits).replace('.', decimalSeparator(language));
}

/**
 * Epoch ms → "12 March 2026 at 14:05 UTC", «12 марта 2026 г. в 14:05 UTC»: pages are rendered on the
 * server, so the zone is named.
 */
export function formatDateTime(ms: number, language: Language = 'en'): string {
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_OF[language], { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
    dateTimeFormats.set(language, format);
  }
  return `${format.format(ms)} UTC`;
}

/** Epoch ms → "12 March 2026", «12 марта 2026 г.». */
export function formatDate(ms: number, language: Language = 'en'): string {
  let format = dateFormats.get(language);
  if (!format) dateFormats.set(language, (format = new Intl.DateTimeFormat(LOCALE_OF[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return format.format(ms);
}

/** The months of the year in a language, as a date names them ("March", «марта»): for the date fields. */
export function monthNames(language: Language): string[] {
  let names = monthNameLists.get(language);
  if (!names) {
    const format = new Intl.DateTimeFormat(LOCALE_OF[language], { day: 'numeric', month: 'long', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, month) => format.formatToParts(Date.UTC(2000, month, 1)).find((part) => part.type === 'month')!.value);
    monthNameLists.set(language, names);
  }
  return names;
}
const monthNameLists = new Map<Language, string[]>();

/** What a buyer reads for an order status, in the page's language. */
export function orderStatusText(site: Pick<Site, 't'>, status: OrderStatus): string {
  return site.t(`status.${status}`);
}
