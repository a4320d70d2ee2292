// /oauth/authorize: the OAuth authorization endpoint. GET checks the request and shows the sign-in
// (Telegram: the widget, or the labelled demo login) and then the consent page; the consent form
// posts back here with a CSRF token bound to the session, and the answer goes to the client's
// redirect URI with `code`, `state` and `iss` (RFC 9207). A refusal goes back to the client by
// itself only when the person approved that client before (services/oauth/authorization.ts says
// why); otherwise it is shown here, and a person who refuses a client new to them is offered the
// way back to it as a link, not sent there.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../services/errors.js';
import type { UserView } from '../../../services/identity/types.js';
import { AUTHORIZATION_PARAMS, type AuthorizationParams, type ValidAuthorization } from '../../../services/oauth/authorization.js';
import { OAUTH_PATHS } from '../../../services/oauth/model.js';
import { redirectHost } from '../../../services/oauth/redirect-uris.js';
import { clientKey } from '../../../services/limits/rate-limiter.js';
import { mac } from '../../../services/signing.js';
import { oauthConsentPage, type OAuthConsentView } from '../../../web/pages/oauth-consent.js';
import { loginProblemText, problemText } from '../../../web/problems.js';
import { siteOf } from '../../plugins/language.js';
import { assertSameOrigin, contentSecurityPolicy } from '../../plugins/security-headers.js';
import { currentUser, isLoginRefusal, sessionToken, setSession, TELEGRAM_WIDGET_SOURCES } from '../../session.js';
import type { Composition } from '../../../compose.js';
import { oidcLoginUrl, widgetShown } from '../../telegram-login.js';

const HTML = 'text/html; charset=utf-8';

/** The request's own fields, strings only (a repeated field is refused as absent). */
function paramsOf(source: unknown): AuthorizationParams {
  const record = (source ?? {}) as Record<string, unknown>;
  const params: Record<string, string> = {};
  for (const name of AUTHORIZATION_PARAMS) if (typeof record[name] === 'string') params[name] = record[name];
  return params;
}

const queryOf = (params: AuthorizationParams) => new URLSearchParams(params as Record<string, string>).toString();

/** Where the form may send the browser: the redirect URI's origin, or its scheme for a native app. */
function formTarget(redirectUri: string): string {
  const url = new URL(redirectUri);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol;
}

export type OAuthAuthorizeRouteDeps = Pick<Composition, 'oauth' | 'identity' | 'config' | 'secret'>;

export const oauthAuthorizeRoutes: FastifyPluginAsyncTypebox<OAuthAuthorizeRouteDeps> = async (app, { oauth, identity, config, secret }) => {
  const realBot = config.telegram.botUsername;
  const csrfFor = (request: FastifyRequest) => {
    const token = sessionToken(request);
    return token ? mac(secret, 'oauth-consent', token) : null;
  };

  type Outcome = Pick<OAuthConsentView, 'error' | 'refusal' | 'refused'>;
  const render = (request: FastifyRequest, reply: FastifyReply, status: number, valid: ValidAuthorization | null, user: OAuthConsentView['user'], params: AuthorizationParams, outcome: string | Outcome = {}) => {
    const { error, refusal, refused } = typeof outcome === 'string' ? { error: outcome } : outcome;
    const extra: Record<string, string[]> = {
      ...(valid ? { 'form-action': [formTarget(valid.redirectUri)] } : {}),
      ...(widgetShown(config) ? TELEGRAM_WIDGET_SOURCES : {}),
    };
    // The form may lead to the client's redirect URI; the widget needs Telegram's origins.
    if (Object.keys(extra).length) reply.header('content-security-policy', contentSecurityPolicy(extra));
    reply.header('cache-control', 'no-store').header('referrer-policy', 'same-origin');
    const query = queryOf(params);
    return reply
      .code(status)
      .type(HTML)
      .send(
        oauthConsentPage(siteOf(request), {
          request: valid
            ? {
                clientName: valid.client.clientName ?? null,
                clientHost: valid.client.source === 'metadata_document' ? new URL(valid.client.clientId).host : null,
                redirectHost: redirectHost(valid.redirectUri),
                scopes: valid.scopes,
                fields: params as Record<string, string>,
                query,
              }
            : null,
          user,
          csrf: csrfFor(request),
          demo: config.demoParts,
          demoLoginAllowed: identity.demoLoginAllowed,
          botUsername: realBot,
          widgetAuthUrl: `${config.publicBaseUrl}${OAUTH_PATHS.authorization}/telegram?${new URLSearchParams({ next: query })}`,
          oidcLoginUrl: oidcLoginUrl(config, `${OAUTH_PATHS.authorization}?${query}`),
          error,
          refusal,
          refused,
        }),
      );
  };

  /** Checks the request; a problem goes back to the client only when its redirect URI is trusted, any other is shown here. */
  const checked = async (request: FastifyRequest, reply: FastifyReply, params: AuthorizationParams, user: UserView | null) => {
    let check;
    try {
      // A client_id URL may make the service fetch its metadata document, on this address's budget.
      check = await oauth.authorizations.check(params, { requester: clientKey(null, request.ip), userId: user?.id ?? null });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'rate_limited') throw error;
      if (error.extra.headers) reply.headers(error.extra.headers);
      await render(request, reply, error.status, null, null, params, problemText(siteOf(request), error));
      return null;
    }
    if (check.ok) return check.request;
    if (check.redirectUri) {
      await reply.redirect(oauth.authorizations.redirectWith(check.redirectUri, { error: check.error.error, error_description: check.error.description, state: check.state }), 303);
    } else {
      // The person reads why in the page's language; the client's developer the OAuth error, in English.
      await render(request, reply, 400, null, null, params, { refusal: { error: check.error.error, description: check.error.description } });
    }
    return null;
  };

  app.get(OAUTH_PATHS.authorization, { schema: { hide: true } }, async (request, reply) => {
    const params = paramsOf(request.query);
    const user = await currentUser(request);
    const valid = await checked(request, reply, params, user);
    if (!valid) return reply;
    return render(request, reply, 200, valid, user, params);
  });

  app.post(OAUTH_PATHS.authorization, { schema: { hide: true } }, async (request, reply) => {
    assertSameOrigin(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const params = paramsOf(body);
    const user = await currentUser(request);
    const valid = await checked(request, reply, params, user);
    if (!valid) return reply;
    const { t } = siteOf(request);
    if (!user) return render(request, reply, 401, valid, null, params, t('claim.logInFirst'));
    const csrf = csrfFor(request);
    if (!csrf || body.csrf !== csrf) return render(request, reply, 403, valid, user, params, t('oauth.outOfDate'));
    if (body.decision !== 'approve') {
      const back = oauth.authorizations.redirectWith(valid.redirectUri, { error: 'access_denied', error_description: 'the person refused', state: valid.state });
      if (valid.trusted) return reply.redirect(back, 303);
      // A client this person has not approved: they said no to it, so they are not sent there unasked.
      return render(request, reply, 200, null, user, params, { refused: { clientName: valid.client.clientName, host: redirectHost(valid.redirectUri), backUrl: back } });
    }
    const code = await oauth.authorizations.issueCode(valid, user.id);
    return reply.redirect(oauth.authorizations.redirectWith(valid.redirectUri, { code, state: valid.state }), 303);
  });

  /** After signing in, back to the same authorization request (a path of ours: no open redirect). */
  const backTo = (query: unknown) => `${OAUTH_PATHS.authorization}?${typeof query === 'string' ? query.slice(0, 8192) : ''}`;
  const loggedIn = async (request: FastifyRequest, reply: FastifyReply, query: unknown, login: () => ReturnType<typeof identity.demoLogin>) => {
    try {
      setSession(request, reply, await login());
    } catch (error) {
      if (!isLoginRefusal(error)) throw error;
      const params = paramsOf(Object.fromEntries(new URLSearchParams(typeof query === 'string' ? query : '')));
      const valid = await checked(request, reply, params, null);
      if (!valid) return reply;
      return render(request, reply, error.status, valid, null, params, loginProblemText(siteOf(request), error));
    }
    return reply.redirect(backTo(query), 303);
  };

  app.post(`${OAUTH_PATHS.authorization}/demo-login`, { schema: { hide: true } }, async (request, reply) => {
    assertSameOrigin(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    return loggedIn(request, reply, body.query, () => identity.demoLogin(String(body.username ?? '')));
  });

  // The Login Widget's redirect (data-auth-url): Telegram's signed fields, and ours (`next`), in the query.
  app.get(`${OAUTH_PATHS.authorization}/telegram`, { schema: { hide: true } }, async (request, reply) => {
    const { next, ...signed } = request.query as Record<string, unknown>;
    return loggedIn(request, reply, next, () => identity.loginWithWidget(signed));
  });
};
