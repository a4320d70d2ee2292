// /api/agent/*: registration, self-revocation, and the orders an agent placed (see /auth.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AgentOrders, ClaimAttemptResponse, ClaimRenewal, ClaimRequest, RegistrationRequest, RegistrationResponse, RevocationRequest, RevocationResponse } from '../../../services/agents/model.js';
import { POST_CLAIM_SCOPES } from '../../../services/agents/scopes.js';
import { AppError } from '../../../services/errors.js';
import { clientKey } from '../../../services/limits/rate-limiter.js';
import { agentPrincipal } from '../../bearer.js';
import { problemResponses } from '../../problem.js';
import { unauthorized } from '../../session.js';
import type { AgentService } from '../../../services/agents/agent-service.js';
import type { OAuthService } from '../../../services/oauth/oauth-service.js';

export interface AgentRouteDeps {
  agents: AgentService;
  /** Revocation by body token takes OAuth refresh tokens too. */
  refreshTokens: Pick<OAuthService['tokens'], 'revokeRefreshToken'>;
}

export const agentRoutes: FastifyPluginAsyncTypebox<AgentRouteDeps> = async (app, { agents, refreshTokens }) => {

  app.post(
    '/api/agent/auth',
    {
      // The service answers every wrong body with the auth.md codes, not Fastify's validation_failed.
      attachValidation: true,
      schema: {
        tags: ['agents'],
        summary: 'Register an agent',
        description:
          'The answer carries the auth.md convention’s fields (`registration_type`, `credential`, `credential_expires`, `claim_token_expires`, ...) and, with the same values, our earlier ones (`api_key`/`access_token`, `expires_at`, `claim_expires_at`). ' +
          '`{"type":"anonymous"}` answers an api_key with the pre-claim scopes, which stops working at `credential_expires` unless the person claims the agent first, a `claim_url` for the person and a `claim_token` (returned once). ' +
          '`{"type":"identity_assertion","assertion_type":"messenger_login","assertion":...}` with Telegram Login Widget data or Mini App initData answers an access_token (or api_key) bound to that Telegram user with every scope. ' +
          'Rate-limited per client. Step by step, with every error code: /auth.md.',
        body: RegistrationRequest,
        response: { 200: RegistrationResponse, ...problemResponses(400, 413, 415, 422, 429, 503) },
      },
    },
    // Registration is counted per address: the caller has no credential of its own yet.
    async (request) => agents.register(request.body, clientKey(null, request.ip)),
  );

  app.post(
    '/api/agent/auth/claim',
    {
      attachValidation: true,
      schema: {
        tags: ['agents'],
        summary: 'The state of a claim (auth.md claim_uri)',
        description:
          'The agent presents its `claim_token` and learns whether the claim is open: `status: "initiated"` with `expires_at` and the `claim_url` where its person logs in with Telegram and approves (there is no e-mail or code to relay). ' +
          'Changes nothing and never answers 401, whatever credential is sent: a closed claim answers `claim_expired` (ask for a fresh link at POST /api/agent/auth/claim/renew), `previously_claimed`, `claim_refused` or `invalid_claim_token`.',
        body: ClaimRequest,
        response: { 200: ClaimAttemptResponse, ...problemResponses(400, 409, 410, 413, 415) },
      },
    },
    async (request) => {
      const token = (request.body as { claim_token?: unknown } | null)?.claim_token;
      if (typeof token !== 'string' || token.length === 0 || token.length > 200) {
        throw new AppError('invalid_request', 'claim_token: is required (the claim_token of your registration)', { fields: [{ field: 'claim_token', message: 'is required, a string' }] });
      }
      return agents.claimAttempt(token);
    },
  );

  app.post(
    '/api/agent/auth/claim/renew',
    {
      schema: {
        tags: ['agents'],
        summary: 'A fresh claim link',
        description:
          'For an agent nobody has claimed yet (its claim link may have expired: `agent.status` is `claim_expired` at GET /api/auth/me): a new `claim_url` and `claim_token`; the previous ones stop working. ' +
          'Asked with the agent’s own bearer credential, no body. The credential’s own expiry does not move: an unclaimed key still dies at its `credential_expires`, and the new link closes with it. A claimed agent answers `previously_claimed`, a refused one `claim_refused`.',
        security: [{ agentBearer: [] }],
        response: { 200: ClaimRenewal, ...problemResponses(401, 409) },
      },
    },
    async (request) => {
      const principal = await agentPrincipal(request);
      if (!principal) throw unauthorized(request, 'send the credential of the registration whose claim link you want renewed as Authorization: Bearer <credential>');
      const link = await agents.renewClaim(principal.registrationId);
      return {
        registration_id: link.registrationId,
        status: 'pending_claim' as const,
        claim_url: link.claimUrl,
        claim_token: link.claimToken,
        claim_token_expires: new Date(link.expiresAt).toISOString(),
        post_claim_scopes: POST_CLAIM_SCOPES,
      };
    },
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
      if (bodyToken !== undefined) return { ok: true as const, revoked: (await agents.revokeByToken(bodyToken)) || (await refreshTokens.revokeRefreshToken(bodyToken)) };
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

