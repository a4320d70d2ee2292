// Checks of data that Telegram signed for us: the Login Widget's callback data and a Mini App's
// initData. Pure functions: the bot token and the current time are parameters.
// https://core.telegram.org/widgets/login#checking-authorization
// https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { LoginCheckResult, TelegramLoginVerifier } from '../services/identity/login-verifier.js';


interface LoginCheckOptions {
  botToken: string;
  nowMs: number;
  /** How old `auth_date` may be. */
  maxAgeSeconds: number;
}

// Clocks drift; a login a few seconds "from the future" is a drifting clock, not an attack.
const FUTURE_SKEW_SECONDS = 60;

/** "key=value" lines of every field but `hash`, sorted by key, joined by "\n". */
export function dataCheckString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
}

/** Login Widget: HMAC-SHA256 of the data-check-string keyed by SHA-256 of the bot token. */
export function widgetHash(fields: Record<string, string>, botToken: string): string {
  const key = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', key).update(dataCheckString(fields)).digest('hex');
}

/** Mini App: HMAC-SHA256 of the data-check-string keyed by HMAC-SHA256("WebAppData", bot token). */
function initDataHash(fields: Record<string, string>, botToken: string): string {
  const key = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', key).update(dataCheckString(fields)).digest('hex');
}

/**
 * Checks the Login Widget's data (the object its callback receives, or the query of its redirect).
 * Values may arrive as numbers from JSON; they are signed as their decimal text.
 */
export function checkWidgetLogin(data: Record<string, unknown>, options: LoginCheckOptions): LoginCheckResult {
  const fields = stringFields(data);
  if (!fields || !fields.hash || !fields.id || !fields.auth_date) return { ok: false, reason: 'missing_fields' };
  if (!sameHex(fields.hash, widgetHash(fields, options.botToken))) return { ok: false, reason: 'bad_hash' };
  const fresh = freshness(fields.auth_date, options);
  if (fresh !== 'ok') return { ok: false, reason: fresh };
  const id = Number(fields.id);
  if (!Number.isSafeInteger(id) || id <= 0) return { ok: false, reason: 'missing_fields' };
  return {
    ok: true,
    profile: {
      id,
      username: fields.username || null,
      first_name: fields.first_name || null,
      last_name: fields.last_name || null,
      photo_url: fields.photo_url || null,
    },
    authDate: Number(fields.auth_date),
    hash: fields.hash.toLowerCase(),
  };
}

/** Checks a Mini App's `Telegram.WebApp.initData` (a URL-encoded query string). */
export function checkInitData(initData: string, options: LoginCheckOptions): LoginCheckResult {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(initData)) fields[key] = value;
  if (!fields.hash || !fields.auth_date || !fields.user) return { ok: false, reason: 'missing_fields' };
  if (!sameHex(fields.hash, initDataHash(fields, options.botToken))) return { ok: false, reason: 'bad_hash' };
  const fresh = freshness(fields.auth_date, options);
  if (fresh !== 'ok') return { ok: false, reason: fresh };
  let user: Record<string, unknown>;
  try {
    user = JSON.parse(fields.user) as Record<string, unknown>;
  } catch {
    return { ok: false, reason: 'missing_fields' };
  }
  const id = Number(user?.id);
  if (!Number.isSafeInteger(id) || id <= 0) return { ok: false, reason: 'missing_fields' };
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    ok: true,
    profile: { id, username: text(user.username), first_name: text(user.first_name), last_name: text(user.last_name), photo_url: text(user.photo_url) },
    authDate: Number(fields.auth_date),
    hash: fields.hash.toLowerCase(),
  };
}

function freshness(authDate: string, options: LoginCheckOptions): 'ok' | 'stale' | 'from_future' {
  if (!/^\d{1,12}$/.test(authDate)) return 'stale';
  const ageSeconds = options.nowMs / 1000 - Number(authDate);
  if (ageSeconds < -FUTURE_SKEW_SECONDS) return 'from_future';
  if (ageSeconds > options.maxAgeSeconds) return 'stale';
  return 'ok';
}

function stringFields(data: Record<string, unknown>): Record<string, string> | null {
  if (!data || typeof data !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = String(value);
    else return null; // nested values are never part of widget data
  }
  return out;
}

function sameHex(given: string, expected: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(expected, 'hex'));
}

/** The verifier the services are given: this bot's token and the login age, fixed at start. */
export function telegramLoginVerifier(botToken: string, maxAgeSeconds: number): TelegramLoginVerifier {
  return {
    checkWidget: (data, nowMs) => checkWidgetLogin(data, { botToken, nowMs, maxAgeSeconds }),
    checkInitData: (initData, nowMs) => checkInitData(initData, { botToken, nowMs, maxAgeSeconds }),
  };
}
