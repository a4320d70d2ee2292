// The session cookie of a person logged in with Telegram: its name, reading it, setting and clearing
// it, and who it belongs to. The declarative route auth (plugins/auth.ts) and the pages use it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../services/errors.js';
import type { LoginResult, UserView } from '../services/identity/types.js';
import { challenge } from './bearer.js';
import { contentSecurityPolicy } from './plugins/security-headers.js';

/** `__Host-` binds the cookie to this exact origin over HTTPS; a local http demo cannot use it. */
function sessionCookieName(baseUrl: string): string {
  return baseUrl.startsWith('https:') ? '__Host-rs_session' : 'rs_session';
}

export function cookieOptions(request: FastifyRequest, maxAgeSeconds?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.server.publicBaseUrl.startsWith('https:'),
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  };
}

export function sessionToken(request: FastifyRequest): string | null {
  return request.cookies?.[sessionCookieName(request.server.publicBaseUrl)] ?? null;
}

/** The signed-in user of this request, or null. */
export async function currentUser(request: FastifyRequest): Promise<UserView | null> {
  const token = sessionToken(request);
  return token ? request.server.requestServices.identity.sessionUser(token) : null;
}

export function unauthorized(request: FastifyRequest, detail = 'log in with Telegram at /profile (a session cookie) to read your readings'): AppError {
  return new AppError('unauthorized', detail, { headers: { 'www-authenticate': challenge(request) } });
}

/** The Login Widget's script comes from telegram.org, its login frame from oauth.telegram.org, photos from t.me. */
export const TELEGRAM_WIDGET_SOURCES: Record<string, string[]> = {
  'script-src': ['https://telegram.org'],
  'frame-src': ['https://oauth.telegram.org'],
  'img-src': ['https://t.me', 'https://telegram.org'],
};
export const TELEGRAM_WIDGET_CSP = contentSecurityPolicy(TELEGRAM_WIDGET_SOURCES);

/** A login that was refused (bad, stale or replayed data; no bot): shown on the page, not a 500. */
export function isLoginRefusal(error: unknown): error is AppError {
  return error instanceof AppError && (error.status < 500 || error.code === 'telegram_login_unavailable');
}

export function setSession(request: FastifyRequest, reply: FastifyReply, login: LoginResult): void {
  const seconds = Math.max(1, Math.floor((login.session.expiresAt - request.server.requestServices.clock.now()) / 1000));
  reply.setCookie(sessionCookieName(request.server.publicBaseUrl), login.session.token, cookieOptions(request, seconds));
}

export function clearSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request.server.publicBaseUrl), cookieOptions(request));
}
