// Who may use the operator console, and which forms it accepts. The console runs on the person's
// session cookie (logged in with Telegram on /profile, or the labelled demo login), so every form
// is checked twice against cross-site posting: its Origin is ours, and it carries the session's
// CSRF token (an HMAC of the session token with the install secret: nothing to store, and useless
// with another session).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../services/errors.js';
import type { UserView } from '../services/identity/types.js';
import { mac, macMatches } from '../services/signing.js';
import type { ConsoleFrame } from '../web/pages/admin-shell.js';
import { consoleForbiddenPage, consoleSignInPage } from '../web/pages/admin-shell.js';
import { attemptOf } from './plugins/auth.js';
import { consoleSiteOf } from './plugins/language.js';
import { assertSameOrigin } from './plugins/security-headers.js';
import { currentUser, sessionToken } from './session.js';

const HTML = 'text/html; charset=utf-8';
const CSRF_PURPOSE = 'console-csrf';

export interface ConsoleOperator {
  user: UserView;
  /** As the audit log records it: `telegram:<id>`. */
  actor: string;
  frame: ConsoleFrame;
}

/**
 * The operator making this request, or null once the refusal is sent: the sign-in page (401) to
 * someone not logged in, "not allowed" (403) to someone who is not an operator.
 */
export async function consoleOperator(request: FastifyRequest, reply: FastifyReply): Promise<ConsoleOperator | null> {
  const { services } = request.server;
  // The console is English whatever language the visitor chose for the shop's pages.
  const site = consoleSiteOf(request);
  reply.header('cache-control', 'no-store').header('content-language', 'en');
  const token = sessionToken(request);
  const user = await currentUser(request);
  if (!user || !token) {
    await reply.code(401).type(HTML).send(consoleSignInPage({ site, demo: services.config.demoParts, demoLoginAllowed: services.identity.demoLoginAllowed }));
    return null;
  }
  const access = services.operator.console;
  if (!access.isOperator(user)) {
    await services.operator.access.consoleRefused(access.actorOf(user), 'not_operator', attemptOf(request));
    await reply.code(403).type(HTML).send(consoleForbiddenPage({ site, demo: services.config.demoParts, reason: 'not_operator' }));
    return null;
  }
  const actor = access.actorOf(user);
  return {
    user,
    actor,
    frame: { site, demo: services.config.demoParts, actor, username: user.username, openToDemoUsers: access.openToDemoUsers, csrf: mac(services.secret, CSRF_PURPOSE, token) },
  };
}

/**
 * The operator posting a console form, or null once refused: besides the sign-in and operator
 * checks, a form from another origin or without this session's token is refused (403) unchanged.
 */
export async function consoleFormOperator(request: FastifyRequest, reply: FastifyReply): Promise<ConsoleOperator | null> {
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
  if (!refusal && !(typeof given === 'string' && macMatches(request.server.services.secret, CSRF_PURPOSE, sessionToken(request)!, given))) {
    refusal = 'its security token is missing or belongs to another session';
  }
  if (refusal) {
    await request.server.services.operator.access.consoleRefused(operator.actor, 'bad_form', attemptOf(request));
    await reply.code(403).type(HTML).send(consoleForbiddenPage({ site: consoleSiteOf(request), demo: request.server.services.config.demoParts, reason: 'bad_form', detail: refusal }));
    return null;
  }
  return operator;
}
