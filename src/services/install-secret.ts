// The install secret keys every HMAC the service makes (demo payment signatures, bot deep links).
// Operators may set APP_SECRET; otherwise one is generated on first start and kept in the database,
// so every process sharing that database agrees on it.
import { randomBytes } from 'node:crypto';
import type { SettingsQueries } from '../store/queries/settings.js';

const KEY = 'install_secret';

export async function loadInstallSecret(settings: SettingsQueries, configured: string | null, now: number): Promise<string> {
  if (configured) return configured;
  await settings.putIfAbsent(KEY, JSON.stringify(randomBytes(32).toString('base64url')), now);
  return JSON.parse((await settings.get(KEY))!) as string;
}
