// Every route of the service, laid out by URL: /api/* in routes/api, the pages in routes/pages, the
// discovery documents in well-known.ts. Each route plugin is registered with the services it uses as
// its options, nothing more: what a route can reach is written here, once. Cookies are parsed only where a route reads or sets one (the
// pages, and the API routes that take a session): the busiest API routes do not pay for it.
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Composition } from '../../compose.js';
import { agentRoutes } from './api/agent.js';
import { adminRoutes } from './api/admin.js';
import { adminOrderRoutes } from './api/admin-orders.js';
import { meRoutes } from './api/auth.js';
import { chartRoutes } from './api/chart.js';
import { cityRoutes } from './api/cities.js';
import { healthRoutes } from './api/health.js';
import { mcpRoutes } from './api/mcp.js';
import { myDataRoutes } from './api/me.js';
import { orderRoutes } from './api/orders.js';
import { paymentWebhookRoutes } from './api/payments.js';
import { readingRoutes } from './api/readings.js';
import { telegramWebhookRoutes } from './api/telegram.js';
import { adminConsoleRoutes } from './pages/admin-console.js';
import { loginRoutes } from './pages/auth.js';
import { telegramOidcRoutes } from './pages/telegram-oidc.js';
import { claimRoutes } from './pages/claim.js';
import { oauthAuthorizeRoutes } from './pages/oauth-authorize.js';
import { oauthRoutes } from './oauth.js';
import { demoChatRoutes } from './pages/demo-chat.js';
import { docsRoutes } from './pages/docs.js';
import { homeRoutes } from './pages/home.js';
import { legalRoutes } from './pages/legal.js';
import { orderFormRoutes } from './pages/order.js';
import { orderStatusRoutes } from './pages/orders.js';
import { demoCheckoutRoutes } from './pages/pay.js';
import { deleteAccountRoutes, profileRoutes } from './pages/profile.js';
import { metricsRoutes } from './metrics.js';
import { wellKnownRoutes } from './well-known.js';

/** The named parts of the composition, and only those: a plugin's options. */
function only<K extends keyof Composition>(services: Composition, ...keys: K[]): Pick<Composition, K> {
  return Object.fromEntries(keys.map((key) => [key, services[key]])) as Pick<Composition, K>;
}

export async function registerRoutes(app: FastifyInstance, services: Composition): Promise<void> {
  const { operator } = services;
  await app.register(healthRoutes, only(services, 'store', 'clock', 'readiness'));
  await app.register(metricsRoutes, only(services, 'metrics'));
  await app.register(adminRoutes, { catalog: services.catalog, actions: operator.actions });
  await app.register(adminOrderRoutes, { orders: operator.orders, actions: operator.actions, audit: operator.audit });
  await app.register(orderRoutes, only(services, 'orders'));
  await app.register(paymentWebhookRoutes, only(services, 'payments', 'signatureFailures'));
  await app.register(chartRoutes, only(services, 'previews'));
  await app.register(cityRoutes, only(services, 'places'));
  await app.register(mcpRoutes, { services: only(services, 'config', 'catalog', 'orders', 'previews', 'readingQueries') });
  await app.register(wellKnownRoutes, only(services, 'config'));
  await app.register(oauthRoutes, only(services, 'oauth', 'limiter'));
  await app.register(docsRoutes);
  const telegram = services.telegram;
  if (telegram?.mode === 'webhook') await app.register(telegramWebhookRoutes, { runtime: telegram });

  const loginView = { config: services.config, identity: services.identity };
  await app.register(async (withCookies) => {
    await withCookies.register(cookie);
    // The forms of the pages (order, logins, the claim, the demo chat) post urlencoded bodies.
    await withCookies.register(formbody, { bodyLimit: 16 * 1024 });
    await withCookies.register(meRoutes, only(services, 'agents'));
    await withCookies.register(myDataRoutes, only(services, 'privacy'));
    await withCookies.register(readingRoutes, only(services, 'readingQueries'));
    await withCookies.register(agentRoutes, { agents: services.agents, refreshTokens: services.oauth.tokens });
    await withCookies.register(homeRoutes, only(services, 'catalog', 'config'));
    await withCookies.register(orderFormRoutes, only(services, 'catalog', 'config', 'places', 'orders'));
    await withCookies.register(orderStatusRoutes, only(services, 'orders', 'catalog', 'config', 'places', 'clock', 'providers', 'payments'));
    await withCookies.register(demoCheckoutRoutes, only(services, 'demoCheckout', 'payments', 'orders', 'catalog'));
    await withCookies.register(legalRoutes, only(services, 'catalog', 'config'));
    await withCookies.register(profileRoutes, { ...loginView, ...only(services, 'readingQueries', 'catalog', 'agents'), console: operator.console });
    await withCookies.register(deleteAccountRoutes, { ...loginView, ...only(services, 'privacy', 'translations') });
    await withCookies.register(loginRoutes, only(services, 'config', 'identity', 'clock'));
    await withCookies.register(telegramOidcRoutes, only(services, 'config', 'identity', 'telegramOidc'));
    await withCookies.register(claimRoutes, only(services, 'agents', 'identity', 'config'));
    await withCookies.register(oauthAuthorizeRoutes, only(services, 'oauth', 'identity', 'config', 'secret'));
    await withCookies.register(demoChatRoutes, only(services, 'demoChat', 'config', 'secret'));
    await withCookies.register(adminConsoleRoutes, only(services, 'operator', 'catalog', 'identity', 'config', 'secret'));
  });
}
