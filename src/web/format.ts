// Small formatting helpers shared by the pages.
import type { OrderStatus } from '../services/orders/lifecycle.js';

/** 49 + "USD" → "$49.00", 2500 + "XTR" → "2,500 Stars"; an unknown currency code falls back to "49.00 XYZ". */
export function formatMoney(amount: number, currency: string): string {
  // Telegram Stars are not ISO 4217: Intl would print "XTR 2,500.00".
  if (currency === 'XTR') return `${new Intl.NumberFormat('en').format(amount)} Stars`;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** Epoch ms → "12 March 2026, 14:05 UTC": pages are rendered on the server, so the zone is named. */
export function formatDateTime(ms: number): string {
  return `${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(ms)} UTC`;
}

export function formatDate(ms: number): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(ms);
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
};
