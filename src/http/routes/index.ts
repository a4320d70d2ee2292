// Every route of the service, laid out by URL: /api/* in routes/api, the pages in routes/pages, the
// discovery documents in well-known.ts. Cookies are parsed only where a route reads or sets one (the
// pages, and the API routes that take a session): the busiest API routes do not pay for it.
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
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

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(adminRoutes);
  await app.register(adminOrderRoutes);
  await app.register(orderRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(chartRoutes);
  await app.register(cityRoutes);
  await app.register(mcpRoutes);
  await app.register(wellKnownRoutes);
  await app.register(oauthRoutes);
  await app.register(docsRoutes);
  const telegram = app.services.telegram;
  if (telegram?.mode === 'webhook') await app.register(telegramWebhookRoutes, { runtime: telegram });

  await app.register(async (withCookies) => {
    await withCookies.register(cookie);
    // The forms of the pages (order, logins, the claim, the demo chat) post urlencoded bodies.
    await withCookies.register(formbody, { bodyLimit: 16 * 1024 });
    await withCookies.register(meRoutes);
    await withCookies.register(myDataRoutes);
    await withCookies.register(readingRoutes);
    await withCookies.register(agentRoutes);
    await withCookies.register(homeRoutes);
    await withCookies.register(orderFormRoutes);
    await withCookies.register(orderStatusRoutes);
    await withCookies.register(demoCheckoutRoutes);
    await withCookies.register(legalRoutes);
    await withCookies.register(profileRoutes);
    await withCookies.register(deleteAccountRoutes);
    await withCookies.register(loginRoutes);
    await withCookies.register(claimRoutes);
    await withCookies.register(oauthAuthorizeRoutes);
    await withCookies.register(demoChatRoutes);
    await withCookies.register(adminConsoleRoutes);
  });
}
