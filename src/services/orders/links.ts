// The buyer's deep link into the bot. The token is derived from the install secret so the same
// order always yields the same link (idempotent replays) while only its hash is stored.
import { createHmac } from 'node:crypto';
import { sha256Hex } from '../../ids.js';

export function startTokenFor(secret: string, orderId: string): string {
  // Telegram allows 1-64 characters of A-Za-z0-9_- in a start parameter.
  return createHmac('sha256', secret).update(`start:${orderId}`).digest('base64url').slice(0, 32);
}

export const startTokenHash = (token: string) => sha256Hex(token);

export interface BotLinkOptions {
  botUsername: string | null; // null in demo mode: the demo chat page stands in for the bot
  baseUrl: string;
}

export function botUrlFor(options: BotLinkOptions, token: string): string {
  if (options.botUsername) return `https://t.me/${options.botUsername}?start=${token}`;
  return `${options.baseUrl}/demo/chat?start=${token}`;
}
