// /claim/<code>: the person's side of an agent's claim, the consent page. It names the agent and the
// scopes it asks for; the person logs in with Telegram (the widget, the bot, or the labelled demo
// login) and approves or refuses with a button (a same-origin POST).
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../services/errors.js';
import { botUrlFor } from '../../../services/orders/links.js';
import { claimPage, type ClaimPageView } from '../../../web/pages/claim.js';
import { loginProblemText, problemText } from '../../../web/problems.js';
import { siteOf } from '../../plugins/language.js';
import { assertSameOrigin } from '../../plugins/security-headers.js';
import { currentUser, isLoginRefusal, setSession, TELEGRAM_WIDGET_CSP } from '../../session.js';
import type { Composition } from '../../../compose.js';
import { oidcLoginUrl, widgetShown } from '../../telegram-login.js';

const HTML = 'text/html; charset=utf-8';
const CodeParams = Type.Object({ code: Type.String({ maxLength: 64 }) });
const codeOf = (request: FastifyRequest) => (request.params as { code: string }).code;

export const claimRoutes: FastifyPluginAsyncTypebox<Pick<Composition, 'agents' | 'identity' | 'config'>> = async (app, { agents, identity, config }) => {

  const realBot = config.telegram.botUsername;
  const botClaimUrl = (code: string) => botUrlFor({ botUsername: realBot, baseUrl: config.publicBaseUrl }, `claim_${code}`);

  const renderClaim = async (request: FastifyRequest, reply: FastifyReply, code: string, extra: Partial<ClaimPageView> & { status?: number } = {}) => {
    const [claim, user] = await Promise.all([agents.claimView(code), currentUser(request)]);
    const { status, ...view } = extra;
    if (widgetShown(config)) reply.header('content-security-policy', TELEGRAM_WIDGET_CSP);
    // same-origin, not no-referrer: the claim code in the URL never leaves the site, while the page's own
    // Approve/Refuse posts still carry the Origin that the CSRF check needs (no-referrer makes it "null").
    reply.header('cache-control', 'no-store').header('referrer-policy', 'same-origin');
    return reply
      .code(status ?? (claim ? 200 : 404))
      .type(HTML)
      .send(
        claimPage(siteOf(request), {
          code,
          claim,
          user,
          demo: config.demoParts,
          demoLoginAllowed: identity.demoLoginAllowed,
          botUsername: realBot,
          widgetAuthUrl: `${config.publicBaseUrl}/claim/${code}/telegram`,
          oidcLoginUrl: oidcLoginUrl(config, `/claim/${code}`),
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
    if (!user) return renderClaim(request, reply, code, { status: 401, error: siteOf(request).t('claim.logInFirst') });
    try {
      const outcome = await agents.decideByCode(code, user.id, approve);
      return renderClaim(request, reply, code, { outcome: outcome.status });
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return renderClaim(request, reply, code, { status: error.status, error: problemText(siteOf(request), error) });
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
        return renderClaim(request, reply, codeOf(request), { status: error.status, error: loginProblemText(siteOf(request), error) });
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
};
