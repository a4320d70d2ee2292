// Who may use the operator console, and which forms it accepts. The console runs on the person's
// session cookie (logged in with Telegram on /profile, or the labelled demo login), so every form
// is checked twice against cross-site posting: its Origin is ours, and it carries the session's
// CSRF token (an HMAC of the session token with the install secret: nothing to store, and useless
// with another session).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../services/errors.js';
import type { Config } from '../config.js';
import type { IdentityService } from '../services/identity/identity-service.js';
import type { UserView } from '../services/identity/types.js';
import type { AccessRefusals } from '../services/operator/access-refusals.js';
import type { ConsoleAccess } from '../services/operator/console-access.js';
import { mac, macMatches } from '../services/signing.js';
import type { ConsoleFrame } from '../web/pages/admin-shell.js';
import { consoleForbiddenPage, consoleSignInPage } from '../web/pages/admin-shell.js';
import { attemptOf } from './plugins/auth.js';
import { consoleSiteOf } from './plugins/language.js';
import { assertSameOrigin } from './plugins/security-headers.js';
import { currentUser, sessionToken } from './session.js';

const HTML = 'text/html; charset=utf-8';
const CSRF_PURPOSE = 'console-csrf';

interface ConsoleOperator {
  user: UserView;
  /** As the audit log records it: `telegram:<id>`. */
  actor: string;
  frame: ConsoleFrame;
}

/** What the gate needs: who may operate, whether the demo login is offered, the key of the CSRF tokens. */
export interface ConsoleGateDeps {
  access: ConsoleAccess;
  /** Where refusals are audited. */
  refusals: Pick<AccessRefusals, 'consoleRefused'>;
  identity: Pick<IdentityService, 'demoLoginAllowed'>;
  demo: Config['demoParts'];
  /** The install secret. */
  secret: string;
}

export interface ConsoleGate {
  /**
   * The operator making this request, or null once the refusal is sent: the sign-in page (401) to
   * someone not logged in, "not allowed" (403) to someone who is not an operator.
   */
  operator(request: FastifyRequest, reply: FastifyReply): Promise<ConsoleOperator | null>;
  /**
   * The operator posting a console form, or null once refused: besides the sign-in and operator
   * checks, a form from another origin or without this session's token is refused (403) unchanged.
   */
  formOperator(request: FastifyRequest, reply: FastifyReply): Promise<ConsoleOperator | null>;
}

export function consoleGate(deps: ConsoleGateDeps): ConsoleGate {
  const operator = (request: FastifyRequest, reply: FastifyReply) => consoleOperator(deps, request, reply);
  return { operator, formOperator: (request, reply) => consoleFormOperator(deps, operator, request, reply) };
}

async function consoleOperator(deps: ConsoleGateDeps, request: FastifyRequest, reply: FastifyReply): Promise<ConsoleOperator | null> {
  // The console is English whatever language the visitor chose for the shop's pages.
  const site = consoleSiteOf(request);
  reply.header('cache-control', 'no-store').header('content-language', 'en');
  const token = sessionToken(request);
  const user = await currentUser(request);
  if (!user || !token) {
    await reply.code(401).type(HTML).send(consoleSignInPage({ site, demo: deps.demo, demoLoginAllowed: deps.identity.demoLoginAllowed }));
    return null;
  }
  const access = deps.access;
  if (!access.isOperator(user)) {
    await deps.refusals.consoleRefused(access.actorOf(user), 'not_operator', attemptOf(request));
    await reply.code(403).type(HTML).send(consoleForbiddenPage({ site, demo: deps.demo, reason: 'not_operator' }));
    return null;
  }
  const actor = access.actorOf(user);
  return {
    user,
    actor,
    frame: { site, demo: deps.demo, actor, username: user.username, openToDemoUsers: access.openToDemoUsers, csrf: mac(deps.secret, CSRF_PURPOSE, token) },
  };
}

async function consoleFormOperator(
  deps: ConsoleGateDeps,
  consoleOperator: ConsoleGate['operator'],
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ConsoleOperator | null> {
  let refusal: string | null = null;
  try {
    assertSameOrigin(request);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    refusal = 'it came from another site';
  }
  const operator = await consoleOperator(request, reply);
  if (!operator) return null;
  const given = (request.body as Record<string, unknown> | undefined)?._csrf;
  if (!refusal && !(typeof given === 'string' && macMatches(deps.secret, CSRF_PURPOSE, sessionToken(request)!, given))) {
    refusal = 'its security token is missing or belongs to another session';
  }
  if (refusal) {
    await deps.refusals.consoleRefused(operator.actor, 'bad_form', attemptOf(request));
    await reply.code(403).type(HTML).send(consoleForbiddenPage({ site: consoleSiteOf(request), demo: deps.demo, reason: 'bad_form', detail: refusal }));
    return null;
  }
  return operator;
}
