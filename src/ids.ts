import { createHash, randomBytes } from 'node:crypto';

/**
 * An unguessable, URL-safe identifier with a readable prefix: `ord_0k3j5x9a2Hq...`. It starts with
 * the creation time (base 36, fixed width) so that new rows land at the end of primary-key indexes
 * instead of on random pages: far fewer pages written per insert. The 16 random bytes that follow
 * keep it unguessable.
 */
export function newId(prefix: string, bytes = 16, now = Date.now()): string {
  return `${prefix}_${now.toString(36).padStart(9, '0')}${randomBytes(bytes).toString('base64url')}`;
}

export function sha256Hex(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}
