// /auth/*: logging in with Telegram (the Login Widget's redirect, or through the bot), the labelled
// demo login in demo mode, and logging out. Every change of the session checks its Origin.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_PATHS } from '../../../services/oauth/model.js';
import { botUrlFor } from '../../../services/orders/links.js';
import { loginProblemText } from '../../../web/problems.js';
import { siteOf } from '../../plugins/language.js';
import { assertSameOrigin } from '../../plugins/security-headers.js';
import { clearSession, cookieOptions, isLoginRefusal, sessionToken, setSession } from '../../session.js';
import { loginView } from './profile.js';
import type { Composition } from '../../../compose.js';

/** The login-through-the-bot nonce waits in this cookie, never in the page. */
const NONCE_COOKIE = 'rs_login';
/** Where to go once the bot confirmed, when not /profile: an OAuth authorization request waiting for the sign-in. */
const NEXT_COOKIE = 'rs_login_next';

/** Only our own authorization endpoint is a place to come back to: no open redirect. */
function safeNext(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith(`${OAUTH_PATHS.authorization}?`) && value.length <= 8192 ? value : null;
}

export type LoginRouteDeps = Pick<Composition, 'config' | 'identity' | 'clock'>;

export const loginRoutes: FastifyPluginAsyncTypebox<LoginRouteDeps> = async (app, { config, identity, clock }) => {
  const renderLogin = loginView({ config, identity });
  /** The same link createLoginNonce handed out, for the page that still waits on it. */
  const botLoginUrl = (nonce: string) => botUrlFor({ botUsername: config.telegram.botUsername, baseUrl: config.publicBaseUrl }, `login_${nonce}`);

  const loginFailed = async (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (isLoginRefusal(error)) {
      return renderLogin(request, reply, { status: error.status, error: loginProblemText(siteOf(request), error) });
    }
    throw error;
  };

  // The Login Widget's redirect (data-auth-url): Telegram's signed fields in the query.
  app.get('/auth/telegram', { schema: { hide: true } }, async (request, reply) => {
    try {
      setSession(request, reply, await identity.loginWithWidget(request.query as Record<string, unknown>));
    } catch (error) {
      return loginFailed(request, reply, error);
    }
    return reply.redirect('/profile', 303);
  });

  app.post('/auth/demo-login', { schema: { hide: true } }, async (request, reply) => {
    assertSameOrigin(request);
    const body = (request.body as Record<string, unknown> | undefined) ?? {};
    const username = String(body.username ?? '');
    try {
      setSession(request, reply, await identity.demoLogin(username));
    } catch (error) {
      return loginFailed(request, reply, error);
    }
    // The console's sign-in form comes back to the console; nowhere else, so this is no open redirect.
    return reply.redirect(body.next === '/admin' ? '/admin' : '/profile', 303);
  });

  // "Log in through the bot": the nonce goes into a short-lived cookie; the page shows the bot link
  // and polls (or, without JavaScript, the visitor presses Continue).
  app.post('/auth/bot-login', { schema: { hide: true } }, async (request, reply) => {
    assertSameOrigin(request);
    const grant = await identity.createLoginNonce();
    const seconds = Math.max(1, Math.floor((grant.expiresAt - clock.now()) / 1000));
    reply.setCookie(NONCE_COOKIE, grant.nonce, { ...cookieOptions(request, seconds), path: '/auth/bot-login' });
    const next = safeNext((request.body as Record<string, unknown> | undefined)?.next);
    if (next) reply.setCookie(NEXT_COOKIE, next, { ...cookieOptions(request, seconds), path: '/auth/bot-login' });
    if (wantsJson(request)) return reply.send({ ok: true, botUrl: grant.botUrl, expiresAt: new Date(grant.expiresAt).toISOString() });
    return renderLogin(request, reply, { status: 200, botUrl: grant.botUrl });
  });

  app.post('/auth/bot-login/complete', { schema: { hide: true } }, async (request, reply) => {
    assertSameOrigin(request);
    const nonce = request.cookies[NONCE_COOKIE];
    const result = nonce ? await identity.loginWithBotNonce(nonce) : ({ status: 'expired' } as const);
    const next = safeNext(request.cookies[NEXT_COOKIE]);
    if (result.status === 'ok') setSession(request, reply, result);
    if (result.status !== 'pending') {
      reply.clearCookie(NONCE_COOKIE, { ...cookieOptions(request), path: '/auth/bot-login' });
      if (next) reply.clearCookie(NEXT_COOKIE, { ...cookieOptions(request), path: '/auth/bot-login' });
    }
    if (wantsJson(request)) return reply.send({ ok: true, status: result.status, ...(result.status === 'ok' && next ? { next } : {}) });
    if (result.status === 'ok') return reply.redirect(next ?? '/profile', 303);
    const { t } = siteOf(request);
    if (result.status === 'expired') return renderLogin(request, reply, { status: 410, error: t('login.linkExpired') });
    return renderLogin(request, reply, { status: 409, error: t('login.notYet'), botUrl: nonce ? botLoginUrl(nonce) : undefined });
  });

  app.post('/auth/logout', { schema: { hide: true } }, async (request, reply) => {
    assertSameOrigin(request);
    await identity.logout(sessionToken(request));
    clearSession(request, reply);
    return reply.redirect('/profile', 303);
  });
};

function wantsJson(request: FastifyRequest): boolean {
  return /\bapplication\/json\b/.test(request.headers.accept ?? '');
}
