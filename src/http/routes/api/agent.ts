// /api/agent/*: registration, self-revocation, and the orders an agent placed (see /auth.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AgentOrders, RegistrationRequest, RegistrationResponse, RevocationRequest, RevocationResponse } from '../../../services/agents/model.js';
import { AppError } from '../../../services/errors.js';
import { clientKey } from '../../../services/limits/rate-limiter.js';
import { agentPrincipal } from '../../bearer.js';
import { problemResponses } from '../../problem.js';
import { unauthorized } from '../../session.js';

export const agentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app;
  const { agents } = services;

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
          'Ends the registration behind the credential (sent as the bearer, or as `token` in the body) and every credential it holds; they answer 401 at once. An unknown or already revoked `token` in the body answers `revoked: false`. ' +
          'This is also the OAuth revocation endpoint (RFC 7009): the body may be a form (`application/x-www-form-urlencoded`) with `token` and `token_type_hint`; an OAuth access or refresh token ends its whole grant.',
        security: [{ agentBearer: [] }, {}],
        // The body is optional: the bearer alone names the credential.
        body: RevocationRequest,
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        response: { 200: RevocationResponse, ...problemResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const body = request.body as unknown;
      if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) throw new AppError('invalid_request', 'the body, when sent, must be {"token": "<credential>"}');
      const raw = (body as { token?: unknown } | undefined)?.token;
      if (raw !== undefined && typeof raw !== 'string') throw new AppError('invalid_request', 'token: must be a string', { fields: [{ field: 'token', message: 'must be a string' }] });
      const bodyToken = raw;
      if (bodyToken !== undefined) return { ok: true as const, revoked: (await agents.revokeByToken(bodyToken)) || (await services.oauth.tokens.revokeRefreshToken(bodyToken)) };
      const principal = await agentPrincipal(request);
      if (!principal) throw unauthorized(request, 'send the credential to revoke as Authorization: Bearer <credential>, or as {"token": ...}');
      return { ok: true as const, revoked: await agents.revokeRegistration(principal.registrationId) };
    },
  );

  app.get(
    '/api/agent/orders',
    {
      config: { auth: { agent: 'orders:read' } },
      schema: {
        tags: ['agents'],
        summary: 'Orders this agent placed',
        description: 'Needs a bearer credential with the scope orders:read. Newest first; status only, no personal data. Poll one order at GET /api/orders/{orderId}.',
        response: { 200: AgentOrders, ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { ok: true as const, orders: await agents.ordersOf(request.agent!.registrationId) };
    },
  );

};

