// /profile and /profile/readings/:id: the login view, the user's readings, orders and agents, one
// reading, revoking an agent, and deleting the account (/profile/delete, confirmed by typing). The Telegram Login Widget's origins are allowed in the CSP of these
// pages only.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../../services/errors.js';
import { LANGUAGES } from '../../../i18n/languages.js';
import { accountDeletedPage, deleteAccountPage } from '../../../web/pages/delete-account.js';
import { loginPage, profilePage, readingPage } from '../../../web/pages/profile.js';
import { siteOf } from '../../plugins/language.js';
import { assertSameOrigin } from '../../plugins/security-headers.js';
import { clearSession, currentUser, TELEGRAM_WIDGET_CSP } from '../../session.js';
import type { Composition } from '../../../compose.js';
import { oidcLoginUrl, widgetShown } from '../../telegram-login.js';

const HTML = 'text/html; charset=utf-8';
const hidden = { hide: true };

/** Texts in the page's language. */
interface LoginPageState {
  status: number;
  error?: string;
  /** "Log in through the bot" is under way: the link to open and wait for. */
  botUrl?: string;
  /** Why the login is asked for (a reading that needs it). */
  reason?: string;
  /** Where Log In With Telegram comes back to (/profile by default). */
  next?: string;
}

/** What the login view shows: which logins there are. */
export type LoginViewDeps = Pick<Composition, 'config'> & { identity: Pick<Composition['identity'], 'demoLoginAllowed'> };

export type RenderLogin = (request: FastifyRequest, reply: FastifyReply, state: LoginPageState) => Promise<FastifyReply>;

/** The /profile login view in a state: an error, waiting for the bot, or a reason to log in. */
export function loginView({ config, identity }: LoginViewDeps): RenderLogin {
  return (request, reply, state) => renderLogin(config, identity, request, reply, state);
}

async function renderLogin(config: LoginViewDeps['config'], identity: LoginViewDeps['identity'], request: FastifyRequest, reply: FastifyReply, state: LoginPageState): Promise<FastifyReply> {
  const realBot = config.telegram.botUsername;
  if (widgetShown(config)) reply.header('content-security-policy', TELEGRAM_WIDGET_CSP);
  const body = (request.body ?? {}) as Record<string, unknown>;
  return reply
    .code(state.status)
    .type(HTML)
    .send(
      loginPage(siteOf(request), {
        demo: config.demoParts,
        demoLoginAllowed: identity.demoLoginAllowed,
        botUsername: realBot,
        widgetAuthUrl: `${config.publicBaseUrl}/auth/telegram`,
        oidcLoginUrl: oidcLoginUrl(config, state.next ?? '/profile'),
        error: state.error ?? null,
        botUrl: state.botUrl ?? null,
        reason: state.reason ?? null,
        demoUsername: typeof body.username === 'string' ? body.username.slice(0, 40) : '',
      }),
    );
}

export type ProfileRouteDeps = LoginViewDeps & Pick<Composition, 'readingQueries' | 'catalog' | 'agents'> & { console: Pick<Composition['operator']['console'], 'isNamedOperator'> };

export const profileRoutes: FastifyPluginAsyncTypebox<ProfileRouteDeps> = async (app, services) => {
  const { config } = services;
  const renderLogin = loginView(services);
  const queries = services.readingQueries;
  const realBot = widgetShown(config);

  app.get('/profile', { schema: hidden }, async (request, reply) => {
    const user = await currentUser(request);
    reply.header('cache-control', 'no-store');
    if (!user) return renderLogin(request, reply, { status: 200 });
    if (realBot) reply.header('content-security-policy', TELEGRAM_WIDGET_CSP);
    const [orders, readings, catalog, agents] = await Promise.all([queries.ordersFor(user.id), queries.readingsFor(user.id), services.catalog.getPublic(), services.agents.agentsOf(user.id)]);
    // An operator who logs in with the Telegram widget lands here: the console is one click away.
    // Only for those named as operators: a buyer in a demo open to everyone sees no operator controls.
    const operator = services.console.isNamedOperator(user);
    return reply.type(HTML).send(profilePage(siteOf(request), { user, orders, readings, catalog, demo: config.demoParts, agents, operator }));
  });

  app.get('/profile/readings/:readingId', { schema: { ...hidden, params: Type.Object({ readingId: Type.String({ maxLength: 64 }) }) } }, async (request, reply) => {
    const user = await currentUser(request);
    reply.header('cache-control', 'no-store');
    if (!user) return renderLogin(request, reply, { status: 401, reason: siteOf(request).t('login.reasonReading') });
    const reading = await queries.readingFor(user.id, request.params.readingId);
    // Someone else's reading is "not found", never "forbidden": its existence is not revealed.
    if (!reading) throw notFound(`reading ${request.params.readingId}`);
    return reply.type(HTML).send(readingPage(siteOf(request), { reading, demo: config.demoParts }));
  });

  app.post('/profile/agents/:registrationId/revoke', { schema: { hide: true, params: Type.Object({ registrationId: Type.String({ maxLength: 64 }) }) } }, async (request, reply) => {
    assertSameOrigin(request);
    const user = await currentUser(request);
    if (!user) return reply.redirect('/profile', 303);
    await services.agents.revokeForUser(request.params.registrationId, user.id);
    return reply.redirect('/profile#agents', 303);
  });
};

/** Deleting the account: a page that says what goes and what stays, then a typed confirmation. */
export type DeleteAccountRouteDeps = LoginViewDeps & Pick<Composition, 'privacy' | 'translations'>;

export const deleteAccountRoutes: FastifyPluginAsyncTypebox<DeleteAccountRouteDeps> = async (app, services) => {
  const { config, privacy } = services;
  const renderLogin = loginView(services);
  const view = { supportEmail: config.supportEmail, demo: config.demoParts };
  // The word the page asks to type, in whichever language the page was shown in.
  const confirmations = new Set(LANGUAGES.map((language) => services.translations.t(language, 'site')('deleteAccount.word').toLocaleLowerCase()));

  app.get('/profile/delete', { schema: hidden }, async (request, reply) => {
    const user = await currentUser(request);
    reply.header('cache-control', 'no-store');
    if (!user) return renderLogin(request, reply, { status: 401, reason: siteOf(request).t('login.reasonDelete') });
    return reply.type(HTML).send(deleteAccountPage(siteOf(request), { ...view, user, blockers: await privacy.deletionBlockers(user.id) }));
  });

  app.post('/profile/delete', { schema: { hide: true, body: Type.Object({ confirm: Type.Optional(Type.String({ maxLength: 100 })) }) } }, async (request, reply) => {
    assertSameOrigin(request);
    const user = await currentUser(request);
    reply.header('cache-control', 'no-store');
    if (!user) return reply.redirect('/profile', 303);
    if (!confirmations.has((request.body.confirm ?? '').trim().toLocaleLowerCase())) {
      const site = siteOf(request);
      const error = site.t('deleteAccount.typeWord', { word: site.t('deleteAccount.word') });
      return reply.code(400).type(HTML).send(deleteAccountPage(site, { ...view, user, blockers: [], error }));
    }
    try {
      await privacy.deleteAccount(user.id);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'orders_in_progress')) throw error;
      return reply.code(409).type(HTML).send(deleteAccountPage(siteOf(request), { ...view, user, blockers: await privacy.deletionBlockers(user.id) }));
    }
    clearSession(request, reply);
    return reply.redirect('/profile/deleted', 303);
  });

  app.get('/profile/deleted', { schema: hidden }, async (request, reply) => reply.type(HTML).send(accountDeletedPage(siteOf(request), { demo: config.demoParts })));
};
