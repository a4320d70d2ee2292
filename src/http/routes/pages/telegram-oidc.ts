// Log In With Telegram (OpenID Connect): /auth/telegram/start sends the browser to Telegram with a
// fresh state, nonce and PKCE challenge (kept in a signed cookie for this path only), and
// /auth/telegram/callback takes it back, logs the person in and returns them where they started:
// /profile, the console, an agent's claim or an OAuth authorization waiting for the sign-in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OAUTH_PATHS } from '../../../services/oauth/model.js';
import { loginProblemText } from '../../../web/problems.js';
import { siteOf } from '../../plugins/language.js';
import { cookieOptions, isLoginRefusal, setSession } from '../../session.js';
import { loginView } from './profile.js';
import type { Composition } from '../../../compose.js';

const COOKIE = 'rs_oidc';
const COOKIE_PATH = '/auth/telegram';

/** Our own pages that ask for a login; anything else returns to /profile (no open redirect). */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 8192) return '/profile';
  if (value === '/profile' || value === '/admin' || /^\/claim\/[A-Za-z0-9_-]{1,64}$/.test(value)) return value;
  if (value.startsWith(`${OAUTH_PATHS.authorization}?`)) return value;
  return '/profile';
}

export const telegramOidcRoutes: FastifyPluginAsyncTypebox<Pick<Composition, 'config' | 'identity' | 'telegramOidc'>> = async (app, { config, identity, telegramOidc }) => {
  if (!telegramOidc) return;
  const renderLogin = loginView({ config, identity });

  app.get('/auth/telegram/start', { schema: { hide: true } }, async (request, reply) => {
    const next = safeReturnPath((request.query as Record<string, unknown>).next);
    try {
      const started = await telegramOidc.begin(next);
      reply.setCookie(COOKIE, started.cookie, { ...cookieOptions(request, started.maxAgeSeconds), path: COOKIE_PATH });
      reply.header('cache-control', 'no-store');
      return reply.redirect(started.url, 303);
    } catch (error) {
      if (isLoginRefusal(error)) return renderLogin(request, reply, { status: error.status, error: loginProblemText(siteOf(request), error), next });
      throw error;
    }
  });

  app.get('/auth/telegram/callback', { schema: { hide: true } }, async (request, reply) => {
    // One answer per login: the cookie goes whatever this one brings.
    reply.clearCookie(COOKIE, { ...cookieOptions(request), path: COOKIE_PATH });
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const url = new URL(request.url, config.publicBaseUrl);
    try {
      const login = await telegramOidc.finish(url, request.cookies[COOKIE]);
      setSession(request, reply, login);
      return reply.redirect(login.returnTo, 303);
    } catch (error) {
      if (isLoginRefusal(error)) {
        request.log.warn({ reason: (error.extra as { reason?: string }).reason }, 'telegram login refused');
        return renderLogin(request, reply, { status: error.status, error: loginProblemText(siteOf(request), error) });
      }
      throw error;
    }
  });
};
