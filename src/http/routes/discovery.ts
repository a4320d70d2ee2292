// Documents that let people and agents find their way: OpenAPI, its human-readable reference,
// and the RFC 9727 API catalog.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiReferencePage } from '../../web/pages/api-reference.js';

const LINKSET_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

export const discoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = app.publicBaseUrl;
  const catalogUrl = `${base}/.well-known/api-catalog`;

  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('Link', `<${catalogUrl}>; rel="api-catalog"`).send(app.swagger()),
  );

  let referenceHtml: string | null = null;
  app.get('/docs', { schema: { hide: true } }, async (_request, reply) => {
    referenceHtml ??= apiReferencePage(app.swagger() as any);
    return reply.type('text/html; charset=utf-8').send(referenceHtml);
  });

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
        'service-meta': [{ href: `${base}/.well-known/oauth-protected-resource`, type: 'application/json' }],
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

