// Discovery for agents: the RFC 9727 api-catalog, RFC 9728 protected-resource metadata, RFC 8414
// authorization-server metadata with the auth.md `agent_auth` block, and /auth.md itself. Absolute
// URLs come from PUBLIC_BASE_URL.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import { ALL_SCOPES, POST_CLAIM_SCOPES, PRE_CLAIM_SCOPES } from '../../services/agents/scopes.js';
import { AUTH_METHODS, OAUTH_PATHS } from '../../services/oauth/model.js';
import { authMarkdown } from '../../web/pages/auth-md.js';
import { toolsNeeding } from '../../mcp/tools.js';

/** RFC 9728 metadata of the API (`path` empty) or of the MCP endpoint (`/api/mcp`), the resource MCP clients bind tokens to. */
function protectedResourceMetadata(base: string, path: '' | '/api/mcp' = '') {
  return {
    resource: `${base}${path}`,
    resource_name: path ? 'Astrology readings (MCP)' : 'Astrology readings API',
    authorization_servers: [base],
    scopes_supported: ALL_SCOPES,
    bearer_methods_supported: ['header'],
    resource_documentation: `${base}/auth.md`,
  };
}

function authorizationServerMetadata(base: string, options: AgentAuthOptions) {
  return {
    issuer: base,
    scopes_supported: ALL_SCOPES,
    authorization_endpoint: `${base}${OAUTH_PATHS.authorization}`,
    token_endpoint: `${base}${OAUTH_PATHS.token}`,
    registration_endpoint: `${base}${OAUTH_PATHS.registration}`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: [...AUTH_METHODS],
    client_id_metadata_document_supported: true,
    authorization_response_iss_parameter_supported: true,
    revocation_endpoint: `${base}${OAUTH_PATHS.revocation}`,
    revocation_endpoint_auth_methods_supported: ['none'],
    service_documentation: `${base}/auth.md`,
    agent_auth: agentAuthBlock(base, options),
  };
}

/**
 * auth.md's `agent_auth` block in the reference's shape (one object per identity type), then our
 * additions: the consent page, who-am-I, Telegram login details, the scopes before and after a claim.
 * We ingest no security events (revocation is the agent's own call, or the person's on /profile).
 */
interface AgentAuthOptions {
  anonymousRegistration: boolean;
  /** Claim pages log people in with Telegram's OpenID Connect flow rather than the legacy widget. */
  oidcLogin: boolean;
}

function agentAuthBlock(base: string, options: AgentAuthOptions) {
  return {
    skill: `${base}/auth.md`,
    register_uri: `${base}/api/agent/auth`,
    claim_uri: `${base}/api/agent/auth/claim`,
    revocation_uri: `${base}/api/agent/auth/revoke`,
    identity_types_supported: options.anonymousRegistration ? ['anonymous', 'identity_assertion'] : ['identity_assertion'],
    ...(options.anonymousRegistration ? { anonymous: { credential_types_supported: ['api_key'] } } : {}),
    identity_assertion: { assertion_types_supported: ['messenger_login'], credential_types_supported: ['access_token', 'api_key'] },
    events_supported: [] as string[],
    claim_renew_uri: `${base}/api/agent/auth/claim/renew`,
    claim_page_uri_template: `${base}/claim/{code}`,
    whoami_uri: `${base}/api/auth/me`,
    messenger_login: { messenger: 'telegram', formats: ['login_widget', 'mini_app_init_data'] },
    claim_methods_supported: [options.oidcLogin ? 'telegram_login_oidc' : 'telegram_login_widget', 'telegram_bot_deep_link', 'session_cookie_and_claim_token'],
    pre_claim_scopes: PRE_CLAIM_SCOPES,
    post_claim_scopes: POST_CLAIM_SCOPES,
    bearer_methods_supported: ['header'],
  };
}

const LINKSET_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

export const wellKnownRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const base = config.publicBaseUrl;
  const catalogUrl = `${base}/.well-known/api-catalog`;
  const resource = JSON.stringify(protectedResourceMetadata(base));
  const mcpResource = JSON.stringify(protectedResourceMetadata(base, '/api/mcp'));
  const server = JSON.stringify(authorizationServerMetadata(base, { anonymousRegistration: config.agents.anonymousRegistration, oidcLogin: config.login.oidc !== null }));
  const markdown = authMarkdownFor(config);
  const json = 'application/json; charset=utf-8';
  // Agents fetch these from anywhere, browsers included.
  const open = { 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=300' };

  app.get('/.well-known/oauth-protected-resource', { schema: { hide: true } }, async (_request, reply) => reply.headers(open).type(json).send(resource));
  // RFC 9728 section 3.1: the resource's path after the well-known name; MCP clients look here first.
  app.get('/.well-known/oauth-protected-resource/api/mcp', { schema: { hide: true } }, async (_request, reply) => reply.headers(open).type(json).send(mcpResource));
  app.get('/.well-known/oauth-authorization-server', { schema: { hide: true } }, async (_request, reply) => reply.headers(open).type(json).send(server));
  app.get('/auth.md', { schema: { hide: true } }, async (_request, reply) => reply.headers(open).type('text/markdown; charset=utf-8').send(markdown));

  // RFC 9727: where an agent that knows only the base URL finds everything.
  const linkset = {
    linkset: [
      {
        anchor: `${base}/api`,
        'service-desc': [{ href: `${base}/openapi.json`, type: 'application/vnd.oai.openapi+json;version=3.0' }],
        'service-doc': [{ href: `${base}/docs`, type: 'text/html' }],
        status: [{ href: `${base}/api/health`, type: 'application/json' }],
        'service-meta': [
          { href: `${base}/.well-known/oauth-protected-resource`, type: 'application/json' },
          { href: `${base}/.well-known/oauth-authorization-server`, type: 'application/json' },
        ],
      },
      // Agents: registration and claim (auth.md), and the MCP endpoint.
      {
        anchor: `${base}/api/agent/auth`,
        'service-doc': [{ href: `${base}/auth.md`, type: 'text/markdown' }],
        'service-meta': [{ href: `${base}/.well-known/oauth-authorization-server`, type: 'application/json' }],
      },
      {
        anchor: `${base}/api/mcp`,
        'service-desc': [{ href: `${base}/openapi.json`, type: 'application/vnd.oai.openapi+json;version=3.0' }],
        'service-doc': [{ href: `${base}/auth.md`, type: 'text/markdown' }],
        'service-meta': [{ href: `${base}/.well-known/oauth-protected-resource/api/mcp`, type: 'application/json' }],
      },
    ],
  };
  // GET and HEAD share the route; HEAD answers the same headers without the body.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/.well-known/api-catalog',
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: async (request, reply) => {
      reply.header('Link', `<${catalogUrl}>; rel="api-catalog"`).type(LINKSET_TYPE);
      if (request.method === 'HEAD') return reply.send();
      return reply.send(JSON.stringify(linkset));
    },
  });
};

/** auth.md as the MCP resource serves it. */
export function authMarkdownFor(config: Config): string {
  return authMarkdown({
    baseUrl: config.publicBaseUrl,
    anonymousRegistration: config.agents.anonymousRegistration,
    messengerLogin: Boolean(config.telegram.botToken),
    demo: config.demoParts,
    claimTtlMinutes: Math.round(config.agents.claimTtlMs / 60_000),
    unclaimedKeyTtlDays: Math.round((config.agents.unclaimedKeyTtlMs / 86_400_000) * 100) / 100,
    oauthAccessTokenTtlMinutes: Math.round(config.oauth.accessTokenTtlMs / 60_000),
    oauthRefreshTokenTtlDays: Math.round(config.oauth.refreshTokenTtlMs / 86_400_000),
    accessTokenTtlMinutes: Math.round(config.agents.accessTokenTtlMs / 60_000),
    registrationRateLimitPerMinute: config.agents.registrationRateLimitPerMinute,
    readingTools: toolsNeeding('readings:read'),
  });
}
