// buildApp(deps): the whole HTTP service from injected parts. src/main.ts passes real parts; tests
// pass the same kinds of parts pointed at temporary databases and local fakes.
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import './http/fastify-types.js';
import { lazySchemaCompilers } from './http/plugins/lazy-schemas.js';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/errors.js';
import { Problem } from './http/problem.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { catalogRoutes } from './http/routes/catalog.js';
import { chartRoutes } from './http/routes/charts.js';
import { discoveryRoutes } from './http/routes/discovery.js';
import { healthRoutes } from './http/routes/health.js';
import { orderRoutes } from './http/routes/orders.js';
import { pageRoutes } from './http/routes/pages.js';
import { paymentWebhookRoutes } from './http/routes/payment-webhooks.js';
import { telegramWebhookRoutes } from './telegram/webhook-route.js';
import { profileRoutes } from './http/routes/profile.js';
import { readingRoutes } from './http/routes/readings.js';
import { agentRoutes } from './http/routes/agents.js';
import { mcpRoutes } from './http/routes/mcp.js';
import { wellKnownRoutes } from './http/routes/well-known.js';
import { demoChatRoutes, siteRoutes } from './http/routes/site.js';
import type { TrustProxy } from './config.js';
import type { Composition } from './compose.js';

export const BODY_LIMIT_BYTES = 16 * 1024;

export interface AppOptions {
  /** The request logger (pino); none at all when left out: a silent logger still costs every request. */
  logger?: FastifyBaseLogger;
}

export type App = FastifyInstance & { services: Composition };

/** The HTTP service over the composed services (src/compose.ts). */
export async function buildApp(services: Composition, options: AppOptions = {}): Promise<App> {
  const config = services.config;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedHops(config.trustProxy),
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler: clientErrorHandler(config.publicBaseUrl),
    schemaController: lazySchemaCompilers,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true, verbose: true, useDefaults: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('services', services);
  app.decorate('publicBaseUrl', config.publicBaseUrl);
  // Only JSON is parsed on the API; text/plain would otherwise slip past as a string body.
  app.removeContentTypeParser('text/plain');
  app.addSchema(Problem);
  installErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'reading-service Public API',
        version: '3.0.0',
        description:
          'Order personal astrology readings computed from birth data: read the catalog, create an order, pay at the returned payUrl, and receive the reading from the Telegram bot at botUrl.',
      },
      servers: [{ url: config.publicBaseUrl }],
      components: {
        securitySchemes: {
          adminToken: { type: 'http', scheme: 'bearer', description: 'The operator token (ADMIN_TOKEN)' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'rs_session', description: 'The session cookie set by the Telegram login on /profile (named __Host-rs_session over HTTPS)' },
          agentBearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An agent credential (api_key or access_token) from POST /api/agent/auth, sent only as `Authorization: Bearer <credential>`; see /auth.md. Scopes: catalog:read, orders:create, orders:read (before a claim); readings:read too after the person claims the agent. ' +
              'The private reading endpoints need readings:read, GET /api/agent/orders needs orders:read, and an order created with a credential needs orders:create. A missing scope is 403 insufficient_scope naming it.',
            'x-scopes': {
              'catalog:read': 'Read the products, add-ons and prices',
              'orders:create': 'Order readings for a person',
              'orders:read': 'Read the status of the orders this agent placed',
              'readings:read': 'Read the readings of the person who claimed this agent',
            },
          } as never,
        },
      },
      tags: [
        { name: 'service', description: 'Service status' },
        { name: 'catalog', description: 'Products, add-ons and prices' },
        { name: 'orders', description: 'Ordering readings' },
        { name: 'payments', description: 'Payment provider notifications' },
        { name: 'readings', description: "The logged-in user's readings and their files" },
        { name: 'auth', description: 'Who is logged in' },
        { name: 'charts', description: 'Free chart preview and birth-city search' },
        { name: 'agents', description: 'Agent registration, credentials and revocation (see /auth.md)' },
        { name: 'mcp', description: 'The Model Context Protocol endpoint' },
      ],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });

  installSecurityHeaders(app, { hsts: config.publicBaseUrl.startsWith('https:') });

  await app.register(fastifyStatic, {
    root: fileURLToPath(new URL('./web/assets/', import.meta.url)),
    prefix: '/assets/',
    maxAge: '1h',
    schemaHide: true,
  });

  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(orderRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(chartRoutes);
  await app.register(discoveryRoutes);
  await app.register(wellKnownRoutes);
  await app.register(mcpRoutes);
  const telegram = services.telegram;
  if (telegram) {
    if (telegram.mode === 'webhook') await app.register(telegramWebhookRoutes, { runtime: telegram });
    // The bot runs with the listening server (not with a test's inject) and stops with it.
    app.addHook('onListen', async () => void telegram.start());
    app.addHook('onClose', async () => telegram.stop());
  }
  await app.register(pageRoutes, {
    legal: {
      supportEmail: config.supportEmail,
      baseUrl: config.publicBaseUrl,
      orderTtlHours: config.orderTtlMs / 3_600_000,
      demo: config.demo,
    },
  });

  // Only the routes that read or set the session cookie parse cookies; the hot API routes don't pay for it.
  await app.register(async (withCookies) => {
    await withCookies.register(cookie);
    await withCookies.register(siteRoutes);
    await withCookies.register(profileRoutes);
    await withCookies.register(readingRoutes);
    await withCookies.register(agentRoutes);
    await withCookies.register(demoChatRoutes);
  });

  await app.ready();
  return app as unknown as App;
}

/** Fastify's types take a hop count as a function: the nearest `hops` hops are trusted, as proxy-addr counts them. */
function trustedHops(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
