// The OpenAPI 3.0.3 document (@fastify/swagger) made from the routes' schemas: its description,
// security schemes and tags. /openapi.json and /docs serve it (routes/pages/docs.ts).
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { SCOPES } from '../../services/agents/scopes.js';

export async function registerOpenApi(app: FastifyInstance, publicBaseUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'reading-service Public API',
        version: '3.0.0',
        description:
          'Order personal astrology readings computed from birth data: read the catalog, create an order, pay at the returned payUrl, and receive the reading from the Telegram bot at botUrl.',
      },
      servers: [{ url: publicBaseUrl }],
      components: {
        securitySchemes: {
          adminToken: { type: 'http', scheme: 'bearer', description: 'The operator token (ADMIN_TOKEN)' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'The scraper’s token (METRICS_TOKEN); /metrics is open on an installation that sets none' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'rs_session', description: 'The session cookie set by the Telegram login on /profile (named __Host-rs_session over HTTPS)' },
          agentBearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An agent credential (api_key or access_token) from POST /api/agent/auth, or an OAuth access token from /oauth/token (see oauth), sent only as `Authorization: Bearer <credential>`; see /auth.md. Scopes: catalog:read, orders:create, orders:read (before a claim); readings:read too after the person claims the agent. ' +
              'The private reading endpoints need readings:read, GET /api/agent/orders needs orders:read, and an order created with a credential needs orders:create. A missing scope is 403 insufficient_scope naming it.',
            'x-scopes': {
              'catalog:read': 'Read the products, add-ons and prices',
              'orders:create': 'Order readings for a person',
              'orders:read': 'Read the status of the orders this agent placed',
              'readings:read': SCOPES['readings:read'],
            },
          } as never,
          oauth: {
            type: 'oauth2',
            description:
              'OAuth 2.1 for MCP clients and any OAuth client: authorization code with PKCE S256, refresh tokens that rotate, client registration by RFC 7591 (/oauth/register) or a client metadata document URL as client_id. The access token is sent as agentBearer is; it carries the same scopes. Metadata: /.well-known/oauth-authorization-server.',
            flows: {
              authorizationCode: {
                authorizationUrl: `${publicBaseUrl}/oauth/authorize`,
                tokenUrl: `${publicBaseUrl}/oauth/token`,
                refreshUrl: `${publicBaseUrl}/oauth/token`,
                scopes: Object.fromEntries(Object.entries(SCOPES)),
              },
            },
          },
        },
      },
      tags: [
        { name: 'service', description: 'Service status' },
        { name: 'catalog', description: 'Products, add-ons and prices' },
        { name: 'orders', description: 'Ordering readings' },
        { name: 'payments', description: 'Payment provider notifications' },
        { name: 'readings', description: "The logged-in user's readings and their files" },
        { name: 'auth', description: 'Who is logged in, and their own data: export and deletion' },
        { name: 'charts', description: 'Free chart preview and birth-city search' },
        { name: 'agents', description: 'Agent registration, credentials and revocation (see /auth.md)' },
        { name: 'mcp', description: 'The Model Context Protocol endpoint' },
        { name: 'oauth', description: 'The OAuth 2.1 authorization server for MCP clients: token endpoint and client registration (the authorization endpoint is a page: /oauth/authorize)' },
        { name: 'operator', description: 'The operator’s actions (Authorization: Bearer ADMIN_TOKEN)' },
      ],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });

}
