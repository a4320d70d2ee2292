// The agent API (registration, self-revocation, the agent's orders) and the human side of the
// claim: the claim page with its Telegram or demo login, approve/refuse, and revocation on /profile.
import formbody from '@fastify/formbody';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AgentOrders, RegistrationRequest, RegistrationResponse, RevocationRequest, RevocationResponse } from '../../services/agents/model.js';
import { AppError } from '../../services/errors.js';
import { clientKey } from '../../services/limits/rate-limiter.js';
import { claimPage, type ClaimPageView } from '../../web/pages/claim.js';
import { agentPrincipal, requireAgent } from '../bearer.js';
import { botUrlFor } from '../../services/orders/links.js';
import { problemResponses } from '../problem.js';
import { assertSameOrigin } from '../security-headers.js';
import { currentUser, isLoginRefusal, setSession, TELEGRAM_WIDGET_CSP, unauthorized } from './auth.js';

const HTML = 'text/html; charset=utf-8';
const CodeParams = Type.Object({ code: Type.String({ maxLength: 64 }) });
const codeOf = (request: FastifyRequest) => (request.params as { code: string }).code;

export const agentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app;
  const { agents, config } = services;

  app.post(
    '/api/agent/auth',
    {
      // The service answers every wrong body with the auth.md codes, not Fastify's validation_failed.
      attachValidation: true,
      schema: {
        tags: ['agents'],
        summary: 'Register an agent',
        description:
          '`{"type":"anonymous"}` answers an `api_key` with the pre-claim scopes, a `claim_url` for the person and a `claim_token` (returned once). ' +
          '`{"type":"identity_assertion","assertion_type":"messenger_login","assertion":...}` with Telegram Login Widget data or Mini App initData answers an `access_token` (or `api_key`) bound to that Telegram user with every scope. ' +
          'Rate-limited per client. Step by step, with every error code: /auth.md.',
        body: RegistrationRequest,
        response: { 200: RegistrationResponse, ...problemResponses(400, 413, 415, 422, 429, 503) },
      },
    },
    // Registration is counted per address: the caller has no credential of its own yet.
    async (request) => agents.register(request.body, clientKey(null, request.ip)),
  );

  app.post(
    '/api/agent/auth/revoke',
    {
      attachValidation: true,
      schema: {
        tags: ['agents'],
        summary: 'Revoke an agent credential',
        description:
          'Ends the registration behind the credential (sent as the bearer, or as `token` in the body) and every credential it holds; they answer 401 at once. An unknown or already revoked `token` in the body answers `revoked: false`.',
        security: [{ agentBearer: [] }, {}],
        // The body is optional: the bearer alone names the credential.
        body: RevocationRequest,
        response: { 200: RevocationResponse, ...problemResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const body = request.body as unknown;
      if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) throw new AppError('invalid_request', 'the body, when sent, must be {"token": "<credential>"}');
      const raw = (body as { token?: unknown } | undefined)?.token;
      if (raw !== undefined && typeof raw !== 'string') throw new AppError('invalid_request', 'token: must be a string', { fields: [{ field: 'token', message: 'must be a string' }] });
      const bodyToken = raw;
      if (bodyToken !== undefined) return { ok: true as const, revoked: await agents.revokeByToken(bodyToken) };
      const principal = await agentPrincipal(request);
      if (!principal) throw unauthorized(request, 'send the credential to revoke as Authorization: Bearer <credential>, or as {"token": ...}');
      return { ok: true as const, revoked: await agents.revokeRegistration(principal.registrationId) };
    },
  );

  app.get(
    '/api/agent/orders',
    {
      schema: {
        tags: ['agents'],
        summary: 'Orders this agent placed',
        description: 'Needs a bearer credential with the scope orders:read. Newest first; status only, no personal data. Poll one order at GET /api/orders/{orderId}.',
        security: [{ agentBearer: [] }],
        response: { 200: AgentOrders, ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const principal = await requireAgent(request, 'orders:read');
      reply.header('cache-control', 'private, no-store');
      return { ok: true as const, orders: await agents.ordersOf(principal.registrationId) };
    },
  );

  await app.register(claimRoutes);
};

/** The person's side of the claim; HTML forms, so form bodies are parsed here only. */
const claimRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { agents, identity, config } = app.services;
  await app.register(formbody, { bodyLimit: 4096 });

  const realBot = config.telegram.botUsername;
  const botClaimUrl = (code: string) => botUrlFor({ botUsername: realBot, baseUrl: config.publicBaseUrl }, `claim_${code}`);

  const renderClaim = async (request: FastifyRequest, reply: FastifyReply, code: string, extra: Partial<ClaimPageView> & { status?: number } = {}) => {
    const [claim, user] = await Promise.all([agents.claimView(code), currentUser(request)]);
    const { status, ...view } = extra;
    if (realBot) reply.header('content-security-policy', TELEGRAM_WIDGET_CSP);
    // same-origin, not no-referrer: the claim code in the URL never leaves the site, while the page's own
    // Approve/Refuse posts still carry the Origin that the CSRF check needs (no-referrer makes it "null").
    reply.header('cache-control', 'no-store').header('referrer-policy', 'same-origin');
    return reply
      .code(status ?? (claim ? 200 : 404))
      .type(HTML)
      .send(
        claimPage({
          code,
          claim,
          user,
          demo: config.demo,
          demoLoginAllowed: identity.demoLoginAllowed,
          botUsername: realBot,
          widgetAuthUrl: `${config.publicBaseUrl}/claim/${code}/telegram`,
          botUrl: botClaimUrl(code),
          ...view,
        }),
      );
  };

  app.get('/claim/:code', { schema: { hide: true, params: CodeParams } }, async (request, reply) => renderClaim(request, reply, request.params.code));

  const decide = (approve: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    assertSameOrigin(request);
    const code = codeOf(request);
    const user = await currentUser(request);
    if (!user) return renderClaim(request, reply, code, { status: 401, error: 'Log in with Telegram first.' });
    try {
      const outcome = await agents.decideByCode(code, user.id, approve);
      return renderClaim(request, reply, code, { outcome: outcome.status });
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return renderClaim(request, reply, code, { status: error.status, error: error.detail });
      throw error;
    }
  };
  app.post('/claim/:code/approve', { schema: { hide: true, params: CodeParams } }, decide(true));
  app.post('/claim/:code/refuse', { schema: { hide: true, params: CodeParams } }, decide(false));

  const loggedIn = async (request: FastifyRequest, reply: FastifyReply, login: () => ReturnType<typeof identity.demoLogin>) => {
    try {
      setSession(request, reply, await login());
    } catch (error) {
      if (isLoginRefusal(error)) {
        return renderClaim(request, reply, codeOf(request), { status: error.status, error: error.detail });
      }
      throw error;
    }
    return reply.redirect(`/claim/${encodeURIComponent(codeOf(request))}`, 303);
  };

  app.post('/claim/:code/demo-login', { schema: { hide: true, params: CodeParams } }, async (request, reply) => {
    assertSameOrigin(request);
    const username = String((request.body as Record<string, unknown> | undefined)?.username ?? '');
    return loggedIn(request, reply, () => identity.demoLogin(username));
  });

  // The Login Widget's redirect (data-auth-url) back to this claim.
  app.get('/claim/:code/telegram', { schema: { hide: true, params: CodeParams } }, async (request, reply) =>
    loggedIn(request, reply, () => identity.loginWithWidget(request.query as Record<string, unknown>)),
  );

  app.post('/profile/agents/:registrationId/revoke', { schema: { hide: true, params: Type.Object({ registrationId: Type.String({ maxLength: 64 }) }) } }, async (request, reply) => {
    assertSameOrigin(request);
    const user = await currentUser(request);
    if (!user) return reply.redirect('/profile', 303);
    await agents.revokeForUser(request.params.registrationId, user.id);
    return reply.redirect('/profile#agents', 303);
  });
};
