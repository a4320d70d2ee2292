// /oauth/authorize: the OAuth authorization endpoint. GET checks the request and shows the sign-in
// (Telegram: the widget, or the labelled demo login) and then the consent page; the consent form
// posts back here with a CSRF token bound to the session, and the answer goes to the client's
// redirect URI with `code`, `state` and `iss` (RFC 9207).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTHORIZATION_PARAMS, type AuthorizationParams, type ValidAuthorization } from '../../../services/oauth/authorization.js';
import { OAUTH_PATHS } from '../../../services/oauth/model.js';
import { redirectHost } from '../../../services/oauth/redirect-uris.js';
import { clientKey } from '../../../services/limits/rate-limiter.js';
import { mac } from '../../../services/signing.js';
import { oauthConsentPage, type OAuthConsentView } from '../../../web/pages/oauth-consent.js';
import { loginProblemText } from '../../../web/problems.js';
import { siteOf } from '../../plugins/language.js';
import { assertSameOrigin, contentSecurityPolicy } from '../../plugins/security-headers.js';
import { currentUser, isLoginRefusal, sessionToken, setSession, TELEGRAM_WIDGET_SOURCES } from '../../session.js';
import type { Composition } from '../../../compose.js';

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

export type OAuthAuthorizeRouteDeps = Pick<Composition, 'oauth' | 'identity' | 'config' | 'secret' | 'limiter'>;

export const oauthAuthorizeRoutes: FastifyPluginAsyncTypebox<OAuthAuthorizeRouteDeps> = async (app, { oauth, identity, config, secret, limiter }) => {
  const realBot = config.telegram.botUsername;
  const csrfFor = (request: FastifyRequest) => {
    const token = sessionToken(request);
    return token ? mac(secret, 'oauth-consent', token) : null;
  };

  const render = (request: FastifyRequest, reply: FastifyReply, status: number, valid: ValidAuthorization | null, user: OAuthConsentView['user'], params: AuthorizationParams, error?: string) => {
    const extra: Record<string, string[]> = {
      ...(valid ? { 'form-action': [formTarget(valid.redirectUri)] } : {}),
      ...(realBot ? TELEGRAM_WIDGET_SOURCES : {}),
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
          error,
        }),
      );
  };

  /** Checks the request; a problem the client should hear about goes back to it, any other is shown here. */
  const checked = async (request: FastifyRequest, reply: FastifyReply, params: AuthorizationParams) => {
    // A URL as client_id makes us fetch its metadata document: such requests draw on the address's
    // registration budget, so nobody can have the service fetch documents at will.
    if (params.client_id?.startsWith('https://')) await limiter.consume('agent_registration', clientKey(null, request.ip));
    const check = await oauth.authorizations.check(params);
    if (check.ok) return check.request;
    if (check.redirectUri) {
      await reply.redirect(oauth.authorizations.redirectWith(check.redirectUri, { error: check.error.error, error_description: check.error.description, state: check.state }), 303);
    } else {
      // The OAuth error's description is English, for the client's developer; the person reads the page's words.
      const site = siteOf(request);
      await render(request, reply, 400, null, null, params, site.language === 'en' ? check.error.description : site.t('oauth.notValid'));
    }
    return null;
  };

  app.get(OAUTH_PATHS.authorization, { schema: { hide: true } }, async (request, reply) => {
    const params = paramsOf(request.query);
    const valid = await checked(request, reply, params);
    if (!valid) return reply;
    return render(request, reply, 200, valid, await currentUser(request), params);
  });

  app.post(OAUTH_PATHS.authorization, { schema: { hide: true } }, async (request, reply) => {
    assertSameOrigin(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const params = paramsOf(body);
    const valid = await checked(request, reply, params);
    if (!valid) return reply;
    const user = await currentUser(request);
    const { t } = siteOf(request);
    if (!user) return render(request, reply, 401, valid, null, params, t('claim.logInFirst'));
    const csrf = csrfFor(request);
    if (!csrf || body.csrf !== csrf) return render(request, reply, 403, valid, user, params, t('oauth.outOfDate'));
    if (body.decision !== 'approve') {
      return reply.redirect(oauth.authorizations.redirectWith(valid.redirectUri, { error: 'access_denied', error_description: 'the person refused', state: valid.state }), 303);
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
      const valid = await checked(request, reply, params);
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
