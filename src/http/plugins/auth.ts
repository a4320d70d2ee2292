// Declarative auth: a route says what it needs in its config (`config: { auth: ... }`), one hook
// enforces it before the handler runs, and the OpenAPI document shows it (a route that says nothing
// is public: `security: []`). Public routes get no hook at all, so they pay nothing for it.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { sha256Hex } from '../../ids.js';
import type { AgentPrincipal } from '../../services/agents/agent-service.js';
import type { Attempt } from '../../services/operator/access-refusals.js';
import type { Scope } from '../../services/agents/scopes.js';
import { AppError } from '../../services/errors.js';
import { ADMIN_TOKEN_ACTOR } from '../../services/operator/audit.js';
import type { UserView } from '../../services/identity/types.js';
import { agentPrincipal, missingCredential, requireScope } from '../bearer.js';
import { currentUser, unauthorized } from '../session.js';
import type { AccessRefusals } from '../../services/operator/access-refusals.js';

/**
 * - `reader`: the person's readings: their session cookie, or an agent's bearer with readings:read
 *   speaking for the person who claimed it (`request.reader`).
 * - `caller`: anyone identified: a session cookie or any valid bearer (`request.caller`).
 * - `person`: the person themselves, by their session cookie only (`request.reader`): what no agent
 *   may do for them, such as taking all their data or deleting their account.
 * - `operator`: the operator token (ADMIN_TOKEN) as a bearer; `publicWhen` names requests that need none.
 * - `metrics`: the scraper's token (METRICS_TOKEN) as a bearer when one is configured; open otherwise.
 * - `{ agent }`: a bearer with that scope (`request.agent`).
 * - `{ optionalAgent }`: open to everyone; a bearer, when sent, must carry that scope (`request.agent`).
 */
type RouteAuth =
  | 'reader'
  | 'caller'
  | 'person'
  | { operator: true; publicWhen?: (request: FastifyRequest) => boolean }
  | 'metrics'
  | { agent: Scope }
  | { optionalAgent: Scope };

interface Caller {
  user: UserView | null;
  agent: AgentPrincipal | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** Set on `reader` routes (whose readings these are) and `person` routes (who is asking). */
    reader: UserView | null;
    /** Set on `caller` routes. */
    caller: Caller | null;
    /** Set on `{ agent }` and `{ optionalAgent }` routes (null when an optional bearer was not sent). */
    agent: AgentPrincipal | null;
  }
}

type SecurityRequirement = Record<string, string[]>;

/**
 * How the OpenAPI document states a route's needs. OpenAPI 3.0 lists scopes only for OAuth2 schemes
 * (an http bearer's list must be empty), so the scope a route needs is said in its description.
 */
function securityOf(auth: RouteAuth | undefined): SecurityRequirement[] {
  if (auth === undefined) return [];
  if (auth === 'reader' || auth === 'caller') return [{ sessionCookie: [] }, { agentBearer: [] }];
  if (auth === 'person') return [{ sessionCookie: [] }];
  if (auth === 'metrics') return [{}, { metricsToken: [] }];
  if ('operator' in auth) return auth.publicWhen ? [{}, { adminToken: [] }] : [{ adminToken: [] }];
  if ('agent' in auth) return [{ agentBearer: [] }];
  return [{}, { agentBearer: [] }];
}

/** The operator's and the metrics scraper's tokens (ADMIN_TOKEN, METRICS_TOKEN; null where unset), and the admin token's check. */
export interface RouteTokens {
  admin: string | null;
  metrics: string | null;
  access: Pick<AccessRefusals, 'verifyAdminToken'>;
}

function enforcer(auth: RouteAuth, tokens: RouteTokens): (request: FastifyRequest) => Promise<void> {
  if (auth === 'reader') {
    return async (request) => {
      // An agent's bearer credential (only the header) speaks for the person who claimed it.
      const agent = await agentPrincipal(request);
      if (agent) {
        requireScope(request, agent, 'readings:read');
        if (agent.user) {
          request.reader = agent.user;
          return;
        }
      }
      request.reader = await currentUser(request);
      if (!request.reader) throw unauthorized(request);
    };
  }
  if (auth === 'metrics') {
    return async (request) => {
      const configured = tokens.metrics;
      if (configured) requireMetricsToken(request, configured);
    };
  }
  if (auth === 'caller') {
    return async (request) => {
      const agent = await agentPrincipal(request);
      const user = agent ? null : await currentUser(request);
      if (!agent && !user) throw unauthorized(request, 'send the session cookie (Telegram login at /profile) or an agent’s Authorization: Bearer credential');
      request.caller = { user, agent };
    };
  }
  if (auth === 'person') {
    return async (request) => {
      request.reader = await currentUser(request);
      if (!request.reader) throw unauthorized(request, 'log in with Telegram at /profile: only the person, by their session cookie, may do this, never an agent');
    };
  }
  if ('operator' in auth) {
    return async (request) => {
      if (auth.publicWhen?.(request)) return;
      await requireOperator(request, tokens);
    };
  }
  if ('agent' in auth) {
    return async (request) => {
      const principal = await agentPrincipal(request);
      if (!principal) throw missingCredential(request, auth.agent);
      requireScope(request, principal, auth.agent);
      request.agent = principal;
    };
  }
  return async (request) => {
    const principal = await agentPrincipal(request);
    if (principal) requireScope(request, principal, auth.optionalAgent);
    request.agent = principal;
  };
}

/**
 * Who the operator is, for the audit log: the ADMIN_TOKEN bearer is one shared actor (the console
 * names each Telegram operator).
 */
export const operatorActor = (_request: FastifyRequest): string => ADMIN_TOKEN_ACTOR;

/**
 * The operator token: 403 where the admin API is switched off, 401 without a bearer; a bearer is
 * checked by the operator service, which throttles, audits and watches the wrong ones.
 */
async function requireOperator(request: FastifyRequest, tokens: RouteTokens): Promise<void> {
  if (!tokens.admin) throw new AppError('forbidden', 'the admin API is disabled on this installation: set ADMIN_TOKEN to enable it');
  const match = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '');
  if (!match) throw new AppError('unauthorized', 'send the operator token as Authorization: Bearer <ADMIN_TOKEN>', { headers: { 'WWW-Authenticate': 'Bearer realm="admin"' } });
  await tokens.access.verifyAdminToken(match[1]!, attemptOf(request));
}

/** Where a request came from and what it asked for, for the audit of a refusal (the path cut short: the client writes it). */
export function attemptOf(request: FastifyRequest): Attempt {
  return { address: request.ip, method: request.method, path: request.url.split('?')[0]!.slice(0, 200) };
}

/** METRICS_TOKEN as `Authorization: Bearer`, compared in constant time; 401 naming the variable otherwise. */
function requireMetricsToken(request: FastifyRequest, configured: string): void {
  const match = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '');
  if (!match) throw new AppError('unauthorized', 'send the metrics token as Authorization: Bearer <METRICS_TOKEN>', { headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } });
  const given = Buffer.from(sha256Hex(match[1]!), 'hex');
  const expected = Buffer.from(sha256Hex(configured), 'hex');
  if (!timingSafeEqual(given, expected)) {
    throw new AppError('unauthorized', 'the metrics token is wrong', { headers: { 'WWW-Authenticate': 'Bearer realm="metrics", error="invalid_token"' } });
  }
}

/**
 * Installs the hook on every route that declares `config.auth`, and writes each documented route's
 * security into its schema. Register before the routes (and before OpenAPI collects them).
 */
export function installRouteAuth(app: FastifyInstance, tokens: RouteTokens): void {
  app.decorateRequest('reader', null);
  app.decorateRequest('caller', null);
  app.decorateRequest('agent', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    const auth = route.config?.auth;
    // A route with needs of its own (MCP's JSON-RPC errors, revocation by body or bearer) states its
    // security itself; every other route's comes from its config, public ones as `security: []`.
    if (route.schema && !route.schema.hide && (auth || !route.schema.security)) {
      route.schema = { ...route.schema, security: securityOf(auth) } as typeof route.schema;
    }
    if (!auth) return;
    const check = enforcer(auth, tokens);
    // Before the body is read and validated, so that who may not call a route learns nothing more of
    // it; a route public for some requests decides on its validated input, so it checks after validation.
    const hook = typeof auth === 'object' && 'operator' in auth && auth.publicWhen ? 'preHandler' : 'onRequest';
    const existing = route[hook] ? (Array.isArray(route[hook]) ? route[hook] : [route[hook]]) : [];
    route[hook] = [...existing, async (request: FastifyRequest) => check(request)];
  });
}
