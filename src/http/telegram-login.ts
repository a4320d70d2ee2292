// Which Telegram login a page offers, and the Content-Security-Policy it needs: Log In With Telegram
// (OpenID Connect, a plain link to /auth/telegram/start) where BotFather's client is configured,
// else the legacy Login Widget, whose script and frame come from Telegram's origins.
import type { Config } from '../config.js';

/** The link that starts the OpenID Connect login and returns to `next`; null where it is not configured. */
export function oidcLoginUrl(config: Pick<Config, 'login'>, next: string): string | null {
  return config.login.oidc ? `/auth/telegram/start?${new URLSearchParams({ next })}` : null;
}

/** The legacy widget is on the page: a real bot, and no OpenID Connect client. */
export function widgetShown(config: Pick<Config, 'login' | 'telegram'>): boolean {
  return Boolean(config.telegram.botUsername) && !config.login.oidc;
}
