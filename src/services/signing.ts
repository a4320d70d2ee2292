// MACs of the install secret: values the service hands out and later takes back (bot start tokens,
// the demo chat cookie, claim codes) prove they are its own without anything stored.
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/** 128 bits of MAC in base64url. */
export const MAC_CHARS = 22;

/** Importing the key is half of an HMAC's cost (every order makes one): each secret is imported once. */
const keys = new Map<string, KeyObject>();
function macKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

/** The MAC of `value` for one purpose; the purpose keeps a MAC made for one use from passing for another. */
export function mac(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', macKey(secret)).update(`${purpose}:${value}`).digest('base64url').slice(0, MAC_CHARS);
}

export function macMatches(secret: string, purpose: string, value: string, given: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(mac(secret, purpose, value));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `value.mac`: a value a client keeps (a cookie) and cannot change. */
export function signValue(secret: string, purpose: string, value: string): string {
  return `${value}.${mac(secret, purpose, value)}`;
}

/** The value of a signed string, or null when it was not signed by us for this purpose. */
export function verifySignedValue(secret: string, purpose: string, signed: string | undefined): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  return macMatches(secret, purpose, value, signed.slice(dot + 1)) ? value : null;
}
