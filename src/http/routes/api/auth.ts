// GET /api/auth/me: who is asking (the session cookie, or an agent's bearer credential), and the
// claim step of an agent's claim (see /auth.md).
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AgentPrincipal } from '../../../services/agents/agent-service.js';
import { AgentView, ClaimResult } from '../../../services/agents/model.js';
import { AppError } from '../../../services/errors.js';
import type { UserView } from '../../../services/identity/types.js';
import { problemResponses } from '../../problem.js';
import { unauthorized } from '../../session.js';
import type { AgentService } from '../../../services/agents/agent-service.js';

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
    // A revoked credential never authenticates, so it never reaches this view.
    status: agent.status as Exclude<AgentPrincipal['status'], 'revoked'>,
    claimed: agent.status === 'claimed',
    clientName: agent.clientName,
    credentialType: agent.credentialType,
    scopes: agent.scopes,
    expiresAt: agent.expiresAt === null ? null : new Date(agent.expiresAt).toISOString(),
  };
}

export const meRoutes: FastifyPluginAsyncTypebox<{ agents: Pick<AgentService, 'claimWithToken'> }> = async (app, { agents }) => {
  app.get(
    '/api/auth/me',
    {
      config: { auth: 'caller' },
      schema: {
        tags: ['auth'],
        summary: 'Who is logged in',
        description:
          'Who the caller is. With the session cookie (set by the Telegram login on /profile): the person. With an agent’s bearer credential: the agent, whether it is claimed, its scopes, and the person who claimed it (public name only). ' +
          'With the session cookie and an agent’s claim token (query `claim_token` or header `X-Claim-Token`): the claim step (an agent sending its bearer with the claim token gets the bearer answer, whose `agent.status` says where the claim stands). It answers the claim once this person has approved the agent on the consent page (the claim link), and until then 403 `consent_required` with the page’s `consentUrl`, changing nothing: the token alone never claims (see /auth.md). ' +
          'Without credentials: 401 with `WWW-Authenticate: Bearer resource_metadata=...`.',
        querystring: Type.Object({ claim_token: Type.Optional(Type.String({ maxLength: 200, description: 'An agent’s claim token: answers its claim once the person approved it (needs the session cookie)' })) }),
        headers: Type.Object({ 'x-claim-token': Type.Optional(Type.String({ maxLength: 200, description: 'The claim token as a header instead of the query' })) }),
        response: { 200: MeResponse, ...problemResponses(400, 401, 403, 409, 410) },
      },
    },
    async (request) => {
      const { user, agent } = request.caller!;
      const claimToken = request.headers['x-claim-token'] ?? request.query.claim_token;
      // An agent asking with its own bearer (no cookie) learns where its claim stands from `agent.status`:
      // never a 401, which auth.md tells agents to read as "drop this credential".
      if (claimToken !== undefined && !agent) {
        // The claim step never claims by itself (the consent page does); another site may not even ask.
        const site = request.headers['sec-fetch-site'];
        if (site === 'cross-site' || site === 'same-site') throw new AppError('cross_site_request', 'a claim must not be started by another site');
        if (!user) throw unauthorized(request, 'the claim step needs the session cookie of the person (Telegram login at /profile) with the claim token');
        const claim = await agents.claimWithToken(claimToken, user.id);
        return { ok: true as const, authenticated: true as const, via: 'session' as const, user: meUser(user), claim: { registrationId: claim.registrationId, status: 'claimed' as const, scopes: claim.scopes } };
      }
      if (agent) return { ok: true as const, authenticated: true as const, via: 'bearer' as const, user: agent.user ? meUser(agent.user) : null, agent: agentView(agent) };
      return { ok: true as const, authenticated: true as const, via: 'session' as const, user: meUser(user!) };
    },
  );
};
