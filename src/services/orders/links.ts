// The buyer's deep link into the bot. Its start token names the order and proves itself with a MAC
// of the install secret: the same order always yields the same link (idempotent replays), the
// order is found by its primary key, and nothing secret is stored.
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { sha256Hex } from '../../ids.js';
import type { Database } from '../../store/schema.js';

const ORDER_ID_PREFIX = 'ord_';
/** 128 bits of MAC in base64url. */
const MAC_CHARS = 22;

/** Importing the key is half of an HMAC's cost (every order makes one): each secret is imported once. */
const keys = new Map<string, KeyObject>();
function macKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

const startMac = (secret: string, orderId: string) => createHmac('sha256', macKey(secret)).update(`start:${orderId}`).digest('base64url').slice(0, MAC_CHARS);

/** Telegram allows 1-64 characters of A-Za-z0-9_- in a start parameter: 31 of order id and 22 of MAC. */
export function startTokenFor(secret: string, orderId: string): string {
  return orderId.slice(ORDER_ID_PREFIX.length) + startMac(secret, orderId);
}

/** The order a start token names, if its MAC is right; null for anything else. */
export function orderIdFromStartToken(secret: string, token: string): string | null {
  if (token.length <= MAC_CHARS) return null;
  const orderId = ORDER_ID_PREFIX + token.slice(0, -MAC_CHARS);
  const given = Buffer.from(token.slice(-MAC_CHARS));
  const expected = Buffer.from(startMac(secret, orderId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
}

/** As orderIdFromStartToken, and also for the links sent before migration 005 (found by their hash). */
export async function findOrderIdForStart(db: Kysely<Database> | Transaction<Database>, secret: string, token: string): Promise<string | null> {
  const orderId = orderIdFromStartToken(secret, token);
  if (orderId) return orderId;
  const legacy = await db.selectFrom('legacy_start_tokens').select('order_id').where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
  return legacy?.order_id ?? null;
}

export interface BotLinkOptions {
  botUsername: string | null; // null in demo mode: the demo chat page stands in for the bot
  baseUrl: string;
}

export function botUrlFor(options: BotLinkOptions, token: string): string {
  if (options.botUsername) return `https://t.me/${options.botUsername}?start=${token}`;
  return `${options.baseUrl}/demo/chat?start=${token}`;
}
