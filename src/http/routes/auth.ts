// Who is asking: the session cookie (and, in the agent issue, bearer credentials) resolved in one
// place, the login and logout routes that set and clear that cookie, and GET /api/auth/me.
import formbody from '@fastify/formbody';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../services/errors.js';
import { botUrlFor } from '../../services/orders/links.js';
import type { LoginResult, UserView } from '../../services/identity/types.js';
import { AgentView, ClaimResult } from '../../services/agents/model.js';
import type { AgentPrincipal } from '../../services/agents/agent-service.js';
import { agentPrincipal, challenge, requireScope } from '../bearer.js';
import { assertSameOrigin, contentSecurityPolicy } from '../security-headers.js';
import { problemResponses } from '../problem.js';

/** The login-through-the-bot nonce waits in this cookie, never in the page. */
const NONCE_COOKIE = 'rs_login';

/** `__Host-` binds the cookie to this exact origin over HTTPS; a local http demo cannot use it. */
export function sessionCookieName(baseUrl: string): string {
  return baseUrl.startsWith('https:') ? '__Host-rs_session' : 'rs_session';
}

function cookieOptions(request: FastifyRequest, maxAgeSeconds?: number) {
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
  return token ? request.server.services.identity.sessionUser(token) : null;
}

/**
 * The one authentication check of the private reading endpoints: the user behind the request, or
 * 401 with the WWW-Authenticate challenge that points agents to the protected-resource metadata.
 * Bearer credentials (agents) are resolved here too once they exist.
 */
export async function requireReader(request: FastifyRequest): Promise<UserView> {
  // An agent's bearer credential (only the header) speaks for the person who claimed it.
  const agent = await agentPrincipal(request);
  if (agent) {
    requireScope(request, agent, 'readings:read');
    if (agent.user) return agent.user;
  }
  const user = await currentUser(request);
  if (user) return user;
  throw unauthorized(request);
}

export function unauthorized(request: FastifyRequest, detail = 'log in with Telegram at /profile (a session cookie) to read your readings'): AppError {
  return new AppError('unauthorized', detail, { headers: { 'www-authenticate': challenge(request) } });
}

/** The Login Widget's script comes from telegram.org, its login frame from oauth.telegram.org, photos from t.me. */
export const TELEGRAM_WIDGET_CSP = contentSecurityPolicy({
  'script-src': ['https://telegram.org'],
  'frame-src': ['https://oauth.telegram.org'],
  'img-src': ['https://t.me', 'https://telegram.org'],
});

/** A login that was refused (bad, stale or replayed data; no bot): shown on the page, not a 500. */
export function isLoginRefusal(error: unknown): error is AppError {
  return error instanceof AppError && (error.status < 500 || error.code === 'telegram_login_unavailable');
}

export function setSession(request: FastifyRequest, reply: FastifyReply, login: LoginResult): void {
  const seconds = Math.max(1, Math.floor((login.session.expiresAt - request.server.services.clock.now()) / 1000));
  reply.setCookie(sessionCookieName(request.server.publicBaseUrl), login.session.token, cookieOptions(request, seconds));
}

export function clearSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request.server.publicBaseUrl), cookieOptions(request));
}

const MeUser = Type.Object({
  id: Type.String(),
  username: Type.Union([Type.String(), Type.Null()], { description: 'Telegram username without @' }),
  firstName: Type.Union([Type.String(), Type.Null()]),
  photoUrl: Type.Union([Type.String(), Type.Null()]),
});

const MeResponse = Type.Object({
  ok: Type.Literal(true),
  authenticated: Type.Literal(true),
  via: Type.Union([Type.Literal('session'), Type.Literal('bearer')], { description: 'The session cookie, or an agent’s bearer credential' }),
  user: Type.Union([MeUser, Type.Null()], { description: 'The person; for an agent, the person who claimed it (null before a claim)' }),
  agent: Type.Optional(AgentView),
  claim: Type.Optional(ClaimResult),
});

const meUser = (user: UserView) => ({ id: user.id, username: user.username, firstName: user.firstName, photoUrl: user.photoUrl });

function agentView(agent: AgentPrincipal) {
  return {
    registrationId: agent.registrationId,
    identityType: agent.identityType,
    status: agent.status as 'pending_claim' | 'claimed' | 'refused',
    claimed: agent.status === 'claimed',
    clientName: agent.clientName,
    credentialType: agent.credentialType,
    scopes: agent.scopes,
    expiresAt: agent.expiresAt === null ? null : new Date(agent.expiresAt).toISOString(),
  };
}

export interface LoginPageState {
  status: number;
  error?: string;
  /** "Log in through the bot" is under way: the link to open and wait for. */
  botUrl?: string;
}

export interface AuthRouteOptions {
  /** Renders the /profile login view in a state (an error, or waiting for the bot): pages own their markup. */
  renderLogin: (request: FastifyRequest, reply: FastifyReply, state: LoginPageState) => Promise<FastifyReply>;
}

export const authRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, options) => {
  await app.register(formbody, { bodyLimit: 4096 });
  const { identity } = app.services;

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is logged in',
        description:
          'Who the caller is. With the session cookie (set by the Telegram login on /profile): the person. With an agent’s bearer credential: the agent, whether it is claimed, its scopes, and the person who claimed it (public name only). ' +
          'With the session cookie and an agent’s claim token (query `claim_token` or header `X-Claim-Token`): the claim step. It answers the claim once this person has approved the agent on the consent page (the claim link), and until then 403 `consent_required` with the page’s `consentUrl`, changing nothing: the token alone never claims (see /auth.md). ' +
          'Without credentials: 401 with `WWW-Authenticate: Bearer resource_metadata=...`.',
        security: [{ sessionCookie: [] }, { agentBearer: [] }],
        querystring: Type.Object({ claim_token: Type.Optional(Type.String({ maxLength: 200, description: 'An agent’s claim token: answers its claim once the person approved it (needs the session cookie)' })) }),
        headers: Type.Object({ 'x-claim-token': Type.Optional(Type.String({ maxLength: 200, description: 'The claim token as a header instead of the query' })) }),
        response: { 200: MeResponse, ...problemResponses(400, 401, 403, 409, 410) },
      },
    },
    async (request) => {
      const claimToken = request.headers['x-claim-token'] ?? request.query.claim_token;
      if (claimToken !== undefined) {
        // The claim step never claims by itself (the consent page does); another site may not even ask.
        const site = request.headers['sec-fetch-site'];
        if (site === 'cross-site' || site === 'same-site') throw new AppError('cross_site_request', 'a claim must not be started by another site');
        const user = await currentUser(request);
        if (!user) throw unauthorized(request, 'the claim step needs the session cookie of the person (Telegram login at /profile) with the claim token');
        const claim = await app.services.agents.claimWithToken(claimToken, user.id);
        return { ok: true as const, authenticated: true as const, via: 'session' as const, user: meUser(user), claim: { registrationId: claim.registrationId, status: 'claimed' as const, scopes: claim.scopes } };
      }
      const agent = await agentPrincipal(request);
      if (agent) return { ok: true as const, authenticated: true as const, via: 'bearer' as const, user: agent.user ? meUser(agent.user) : null, agent: agentView(agent) };
      const user = await requireReader(request);
      return { ok: true as const, authenticated: true as const, via: 'session' as const, user: meUser(user) };
    },
  );

  const loginFailed = async (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (isLoginRefusal(error)) {
      return options.renderLogin(request, reply, { status: error.status, error: error.detail });
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
    const username = String((request.body as Record<string, unknown> | undefined)?.username ?? '');
    try {
      setSession(request, reply, await identity.demoLogin(username));
    } catch (error) {
      return loginFailed(request, reply, error);
    }
    return reply.redirect('/profile', 303);
  });

  // "Log in through the bot": the nonce goes into a short-lived cookie; the page shows the bot link
  // and polls (or, without JavaScript, the visitor presses Continue).
  app.post('/auth/bot-login', { schema: { hide: true } }, async (request, reply) => {
    assertSameOrigin(request);
    const grant = await identity.createLoginNonce();
    const seconds = Math.max(1, Math.floor((grant.expiresAt - app.services.clock.now()) / 1000));
    reply.setCookie(NONCE_COOKIE, grant.nonce, { ...cookieOptions(request, seconds), path: '/auth/bot-login' });
    if (wantsJson(request)) return reply.send({ ok: true, botUrl: grant.botUrl, expiresAt: new Date(grant.expiresAt).toISOString() });
    return options.renderLogin(request, reply, { status: 200, botUrl: grant.botUrl });
  });

  app.post('/auth/bot-login/complete', { schema: { hide: true } }, async (request, reply) => {
    assertSameOrigin(request);
    const nonce = request.cookies[NONCE_COOKIE];
    const result = nonce ? await identity.loginWithBotNonce(nonce) : ({ status: 'expired' } as const);
    if (result.status === 'ok') {
      setSession(request, reply, result);
      reply.clearCookie(NONCE_COOKIE, { ...cookieOptions(request), path: '/auth/bot-login' });
    }
    if (result.status === 'expired') reply.clearCookie(NONCE_COOKIE, { ...cookieOptions(request), path: '/auth/bot-login' });
    if (wantsJson(request)) return reply.send({ ok: true, status: result.status });
    if (result.status === 'ok') return reply.redirect('/profile', 303);
    if (result.status === 'expired') return options.renderLogin(request, reply, { status: 410, error: 'That login link has expired or was used. Please start again.' });
    return options.renderLogin(request, reply, { status: 409, error: 'Telegram has not confirmed the login yet. Confirm it in the bot, then press Continue.', botUrl: nonce ? botLoginUrl(request, nonce) : undefined });
  });

  app.post('/auth/logout', { schema: { hide: true } }, async (request, reply) => {
    assertSameOrigin(request);
    await identity.logout(sessionToken(request));
    clearSession(request, reply);
    return reply.redirect('/profile', 303);
  });
};

/** The same link createLoginNonce handed out, for the page that still waits on it. */
function botLoginUrl(request: FastifyRequest, nonce: string): string {
  const { telegram, publicBaseUrl } = request.server.services.config;
  return botUrlFor({ botUsername: telegram.botUsername, baseUrl: publicBaseUrl }, `login_${nonce}`);
}

function wantsJson(request: FastifyRequest): boolean {
  return /\bapplication\/json\b/.test(request.headers.accept ?? '');
}
