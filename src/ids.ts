import { createHash, randomBytes } from 'node:crypto';

/** An unguessable, URL-safe identifier with a readable prefix: `ord_5Hq...`. */
export function newId(prefix: string, bytes = 16): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}

export function sha256Hex(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}
