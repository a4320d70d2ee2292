// Small formatting helpers shared by the pages.
import type { OrderStatus } from '../services/orders/lifecycle.js';

// Formatters are made once and reused. Each `new Intl.NumberFormat` builds an ICU formatter in
// native memory that lives until V8 collects its wrapper: a page with a dozen prices made a dozen,
// and under load hundreds of thousands of them fragmented the process's malloc heap, which then
// stayed resident after the load (bench/load.ts found it). Currencies are ISO 4217 codes the
// catalog or an order names, so the map stays small.
const currencyFormats = new Map<string, Intl.NumberFormat>();
const starsFormat = new Intl.NumberFormat('en');
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 49 + "USD" → "$49.00", 2500 + "XTR" → "2,500 Stars"; an unknown currency code falls back to "49.00 XYZ". */
export function formatMoney(amount: number, currency: string): string {
  // Telegram Stars are not ISO 4217: Intl would print "XTR 2,500.00".
  if (currency === 'XTR') return `${starsFormat.format(amount)} Stars`;
  let format = currencyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en', { style: 'currency', currency });
    } catch {
      return `${amount.toFixed(2)} ${currency}`;
    }
    currencyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** Epoch ms → "12 March 2026, 14:05 UTC": pages are rendered on the server, so the zone is named. */
export function formatDateTime(ms: number): string {
  return `${dateTimeFormat.format(ms)} UTC`;
}

export function formatDate(ms: number): string {
  return dateFormat.format(ms);
}

/** What a buyer reads for each order status. */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  pending_payment: 'Waiting for payment',
  paid: 'Paid — your reading is being computed',
  ready: 'Ready — open the bot to receive it',
  delivered: 'Delivered in Telegram',
  cancelled: 'Cancelled',
  expired: 'Expired before it was paid',
  refunded: 'Refunded',
  failed: 'We could not prepare your reading',
  undeliverable: 'Ready, but the bot could not reach you',
};
