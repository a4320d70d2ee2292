// The buyer's deep link into the bot. Its start token names the order and proves itself with a MAC
// of the install secret: the same order always yields the same link (idempotent replays), the
// order is found by its primary key, and nothing secret is stored.
import { sha256Hex } from '../../ids.js';
import { MAC_CHARS, mac, macMatches } from '../signing.js';
import type { Queries } from '../../store/queries/index.js';

const ORDER_ID_PREFIX = 'ord_';
/** Telegram allows 1-64 characters of A-Za-z0-9_- in a start parameter: 31 of order id and 22 of MAC. */
export function startTokenFor(secret: string, orderId: string): string {
  return orderId.slice(ORDER_ID_PREFIX.length) + mac(secret, 'start', orderId);
}

/** The order a start token names, if its MAC is right; null for anything else. */
export function orderIdFromStartToken(secret: string, token: string): string | null {
  if (token.length <= MAC_CHARS) return null;
  const orderId = ORDER_ID_PREFIX + token.slice(0, -MAC_CHARS);
  return macMatches(secret, 'start', orderId, token.slice(-MAC_CHARS)) ? orderId : null;
}

/** As orderIdFromStartToken, and also for the links sent before migration 005 (found by their hash). */
export async function findOrderIdForStart(q: Queries, secret: string, token: string): Promise<string | null> {
  const orderId = orderIdFromStartToken(secret, token);
  if (orderId) return orderId;
  return q.orders.byLegacyStartToken(sha256Hex(token));
}

export interface BotLinkOptions {
  botUsername: string | null; // null in demo mode: the demo chat page stands in for the bot
  baseUrl: string;
}

export function botUrlFor(options: BotLinkOptions, token: string): string {
  if (options.botUsername) return `https://t.me/${options.botUsername}?start=${token}`;
  return `${options.baseUrl}/demo/chat?start=${token}`;
}
