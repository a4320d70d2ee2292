// /profile and /profile/readings/:id: the login view, the user's readings and orders, one reading.
// The Telegram Login Widget's origins are allowed in the CSP of /profile only.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../services/errors.js';
import { loginPage, profilePage, readingPage } from '../../web/pages/profile.js';
import { authRoutes, currentUser, TELEGRAM_WIDGET_CSP, type LoginPageState } from './auth.js';

const HTML = 'text/html; charset=utf-8';
const hidden = { hide: true };


export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app;
  const { config, identity } = services;
  const queries = services.readingQueries;
  const realBot = config.telegram.botUsername;

  const renderLogin = async (request: FastifyRequest, reply: FastifyReply, state: LoginPageState & { reason?: string }) => {
    if (realBot) reply.header('content-security-policy', TELEGRAM_WIDGET_CSP);
    const body = (request.body ?? {}) as Record<string, unknown>;
    return reply
      .code(state.status)
      .type(HTML)
      .send(
        loginPage({
          demo: config.demo,
          demoLoginAllowed: identity.demoLoginAllowed,
          botUsername: realBot,
          widgetAuthUrl: `${config.publicBaseUrl}/auth/telegram`,
          error: state.error ?? null,
          botUrl: state.botUrl ?? null,
          reason: state.reason ?? null,
          demoUsername: typeof body.username === 'string' ? body.username.slice(0, 40) : '',
        }),
      );
  };

  await app.register(authRoutes, { renderLogin });

  app.get('/profile', { schema: hidden }, async (request, reply) => {
    const user = await currentUser(request);
    reply.header('cache-control', 'no-store');
    if (!user) return renderLogin(request, reply, { status: 200 });
    if (realBot) reply.header('content-security-policy', TELEGRAM_WIDGET_CSP);
    const [orders, readings, catalog, agents] = await Promise.all([queries.ordersFor(user.id), queries.readingsFor(user.id), services.catalog.getPublic(), services.agents.agentsOf(user.id)]);
    return reply.type(HTML).send(profilePage({ user, orders, readings, catalog, demo: config.demo, agents }));
  });

  app.get('/profile/readings/:readingId', { schema: { ...hidden, params: Type.Object({ readingId: Type.String({ maxLength: 64 }) }) } }, async (request, reply) => {
    const user = await currentUser(request);
    reply.header('cache-control', 'no-store');
    if (!user) return renderLogin(request, reply, { status: 401, reason: 'Log in to open this reading.' });
    const reading = await queries.readingFor(user.id, request.params.readingId);
    // Someone else's reading is "not found", never "forbidden": its existence is not revealed.
    if (!reading) throw notFound(`reading ${request.params.readingId}`);
    return reply.type(HTML).send(readingPage({ reading, demo: config.demo }));
  });
};
