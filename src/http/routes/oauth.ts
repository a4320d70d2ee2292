// The OAuth token endpoint (RFC 6749 form bodies) and dynamic client registration (RFC 7591). Their
// errors are RFC 6749 JSON (`{"error", "error_description"}`), not problem+json: OAuth clients read
// those. Both are open to browser-based clients (CORS without credentials).
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientKey, type RateLimiter } from '../../services/limits/rate-limiter.js';
import type { PresentedClient } from '../../services/oauth/clients.js';
import { OAuthError } from '../../services/oauth/errors.js';
import { ClientRegistrationRequest, ClientRegistrationResponse, OAUTH_PATHS, OAuthErrorBody, TokenRequest, TokenResponse } from '../../services/oauth/model.js';
import { problemResponses } from '../problem.js';
import type { OAuthService } from '../../services/oauth/oauth-service.js';

const FORM = /^application\/x-www-form-urlencoded\b/i;
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, OPTIONS', 'access-control-allow-headers': 'authorization, content-type', 'access-control-max-age': '600' };
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };
const oauthError = (description: string) => ({ description, content: { 'application/json': { schema: OAuthErrorBody } } });

function sendOAuthError(reply: FastifyReply, error: OAuthError, basic = false) {
  if (error.error === 'invalid_client' && basic) reply.header('www-authenticate', 'Basic realm="oauth"');
  return reply.code(error.status).headers({ ...CORS, ...NO_STORE }).type('application/json; charset=utf-8').send(error.toJSON());
}

/** client_id and secret from HTTP Basic (RFC 6749 2.3.1: form-encoded, then base64) or the body. */
function presentedClient(request: FastifyRequest, body: Record<string, string | undefined>): PresentedClient {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw new OAuthError('invalid_client', 'HTTP Basic credentials must be client_id:client_secret');
    const clientId = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
    if (body.client_id !== undefined && body.client_id !== clientId) throw new OAuthError('invalid_request', 'client_id in the body differs from the HTTP Basic one');
    return { clientId, clientSecret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')), via: 'basic' };
  }
  return { clientId: body.client_id ?? null, clientSecret: body.client_secret ?? null, via: body.client_secret === undefined ? 'none' : 'post' };
}

/** The form's fields; a field given twice is an invalid_request (RFC 6749 3.1). */
function formFields(body: unknown): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') throw new OAuthError('invalid_request', `${name} must be given once`);
    fields[name] = value;
  }
  return fields;
}

export const oauthRoutes: FastifyPluginAsyncTypebox<{ oauth: OAuthService; limiter: RateLimiter }> = async (app, { oauth, limiter }) => {
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  app.post(
    OAUTH_PATHS.token,
    {
      attachValidation: true,
      schema: {
        tags: ['oauth'],
        summary: 'OAuth token endpoint',
        description:
          'RFC 6749 with a form body (`application/x-www-form-urlencoded`). `grant_type=authorization_code` with `code`, `redirect_uri`, `client_id` and the PKCE `code_verifier` (S256 only); ' +
          '`grant_type=refresh_token` with `refresh_token` and `client_id`. Each refresh token works once: the answer carries the next one, and a refresh token used a second time revokes the whole grant. ' +
          'Public clients (`token_endpoint_auth_method` "none") send only `client_id`; clients registered with a secret authenticate by the method they registered. ' +
          '`resource` (RFC 8707), when sent, must name this server, its MCP endpoint or its API (else `invalid_target`). Errors are RFC 6749 JSON. ' +
          'A `client_id` that is the URL of a client metadata document not fetched lately is fetched, drawing on the address\'s registration budget: past it, 429 `rate_limited` (problem+json).',
        security: [],
        consumes: ['application/x-www-form-urlencoded'],
        body: TokenRequest,
        response: { 200: TokenResponse, 400: oauthError('invalid_request, invalid_grant, unsupported_grant_type, invalid_scope or invalid_target'), 401: oauthError('invalid_client'), ...problemResponses(413, 429) } as never,
      },
    },
    async (request, reply) => {
      let basic = false;
      try {
        if (!FORM.test(request.headers['content-type'] ?? '')) throw new OAuthError('invalid_request', 'send the parameters as an application/x-www-form-urlencoded body');
        const body = formFields(request.body);
        const presented = presentedClient(request, body);
        basic = presented.via === 'basic';
        if (body.grant_type !== 'authorization_code' && body.grant_type !== 'refresh_token') {
          throw new OAuthError(body.grant_type ? 'unsupported_grant_type' : 'invalid_request', body.grant_type ? 'grant_type must be authorization_code or refresh_token' : 'grant_type is missing');
        }
        // A client_id URL may make us fetch its metadata document: that draws on the address's budget.
        const client = await oauth.clients.authenticate(presented, clientKey(null, request.ip));
        const tokens =
          body.grant_type === 'authorization_code'
            ? await oauth.tokens.exchangeCode(client, { code: body.code, redirectUri: body.redirect_uri, codeVerifier: body.code_verifier, resource: body.resource })
            : await oauth.tokens.refresh(client, { refreshToken: body.refresh_token, scope: body.scope, resource: body.resource });
        return reply.headers({ ...CORS, ...NO_STORE }).send(tokens);
      } catch (error) {
        if (error instanceof OAuthError) return sendOAuthError(reply, error, basic);
        // Any other refusal (429 past the fetch budget) is problem+json, still readable by a browser-based client.
        reply.headers({ ...CORS, ...NO_STORE });
        throw error;
      }
    },
  );

  app.post(
    OAUTH_PATHS.registration,
    {
      attachValidation: true,
      schema: {
        tags: ['oauth'],
        summary: 'Register an OAuth client (RFC 7591)',
        description:
          'Open registration for OAuth clients such as MCP clients. `redirect_uris` are https, http on a loopback host, or a native app\'s private-use scheme named as a reverse domain (com.example.app:/callback; also cursor:, vscode:, windsurf:); any other scheme is refused. `token_endpoint_auth_method` "none" registers a public client (PKCE only); ' +
          '"client_secret_post" or "client_secret_basic" (the RFC 7591 default when left out) answers a `client_secret`, shown once. Instead of registering, a client may use the https URL of its client metadata document as its `client_id`. ' +
          'Rate-limited per address with agent registrations. Errors are RFC 7591 JSON (`invalid_redirect_uri`, `invalid_client_metadata`).',
        security: [],
        body: ClientRegistrationRequest,
        response: { 201: ClientRegistrationResponse, 400: oauthError('invalid_redirect_uri or invalid_client_metadata'), ...problemResponses(413, 415, 429) } as never,
      },
    },
    async (request, reply) => {
      await limiter.consume('agent_registration', clientKey(null, request.ip));
      try {
        const client = await oauth.clients.register(request.body as unknown);
        return reply.code(201).headers({ ...CORS, ...NO_STORE }).send(client);
      } catch (error) {
        if (error instanceof OAuthError) return sendOAuthError(reply, error);
        throw error;
      }
    },
  );

  const preflight = { schema: { hide: true } };
  app.options(OAUTH_PATHS.token, preflight, async (_request, reply) => reply.code(204).headers(CORS).send());
  app.options(OAUTH_PATHS.registration, preflight, async (_request, reply) => reply.code(204).headers(CORS).send());
};

