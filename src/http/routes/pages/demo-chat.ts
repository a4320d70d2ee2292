// /demo/chat (demo mode only): the page stands in for Telegram, running the same conversation as
// the real bot, with the messages, the wheel and the PDF the bot would send.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../../services/errors.js';
import { signValue, verifySignedValue } from '../../../services/signing.js';
import { demoChatPage } from '../../../web/pages/demo-chat.js';
import { siteOf } from '../../plugins/language.js';
import { assertSameOrigin } from '../../plugins/security-headers.js';
import type { Composition } from '../../../compose.js';

const HTML = 'text/html; charset=utf-8';

/** The demo account of this browser in the demo chat (demo mode only; it is not a login). */
const DEMO_CHAT_COOKIE = 'rs_demo_chat';
const TELEGRAM_USERNAME = /^[A-Za-z0-9_]{5,32}$/;

/**
 * The demo chat (demo mode only): the page stands in for Telegram. Start and the inline buttons go
 * to TELEGRAM's DemoChat, which runs the same Conversation as the real bot; the page shows the log.
 */
export const demoChatRoutes: FastifyPluginAsyncTypebox<Pick<Composition, 'demoChat' | 'config' | 'secret'>> = async (app, services) => {
  const demoChat = services.demoChat;
  if (!demoChat) return;
  const { config } = services;

  // Signed with the install secret: a cookie written by hand (another user's name) is no cookie at all.
  const demoUser = (request: FastifyRequest): string | null => {
    const value = verifySignedValue(services.secret, DEMO_CHAT_COOKIE, request.cookies[DEMO_CHAT_COOKIE]);
    return value && TELEGRAM_USERNAME.test(value) ? value : null;
  };
  const chatUrl = (start: string) => `/demo/chat${start ? `?start=${encodeURIComponent(start)}` : ''}`;
  const StartQuery = Type.Object({ start: Type.Optional(Type.String({ maxLength: 80 })) });

  async function render(request: FastifyRequest, reply: FastifyReply, start: string, error: string | null = null, status = 200) {
    const username = demoUser(request);
    const order = await demoChat!.orderForStart(start);
    const purpose = start.startsWith('login_') ? 'login' : order ? 'order' : 'none';
    const messages = username ? await demoChat!.messages(demoChat!.chatIdFor(username)) : [];
    const nonce = start.slice('login_'.length);
    const started =
      purpose === 'order'
        ? messages.some((m) => m.sender === 'user' && m.orderId === order!.orderId)
        : purpose === 'login' && messages.some((m) => m.buttons?.flat().some((b) => b.callback?.endsWith(`:${nonce}`)));
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type(HTML)
      .send(
        demoChatPage(siteOf(request), {
          start,
          username,
          suggestedUsername: order?.contact.replace(/^@/, '') || username || '',
          purpose,
          started,
          error,
          latestId: messages.at(-1)?.id ?? 0,
          messages: messages.map((m) => ({ ...m, fileUrl: m.kind !== 'text' && m.readingId ? `/demo/chat/files/${m.id}` : null })),
        }),
      );
  }

  app.get('/demo/chat', { schema: { hide: true, querystring: StartQuery } }, async (request, reply) => render(request, reply, request.query.start ?? ''));

  app.post('/demo/chat/start', { schema: { hide: true } }, async (request, reply) => {
    assertSameOrigin(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const start = typeof body.start === 'string' ? body.start.slice(0, 80) : '';
    const username = typeof body.username === 'string' ? body.username.trim().replace(/^@/, '') : '';
    if (!TELEGRAM_USERNAME.test(username)) return render(request, reply, start, siteOf(request).t('demoChat.badUsername'), 400);
    reply.setCookie(DEMO_CHAT_COOKIE, signValue(services.secret, DEMO_CHAT_COOKIE, username), { path: '/demo/', httpOnly: true, sameSite: 'lax', secure: config.publicBaseUrl.startsWith('https:') });
    // The simulated Telegram user speaks the language of this page (as their language_code).
    await demoChat.start(username, start, request.language);
    return reply.redirect(chatUrl(start), 303);
  });

  // An inline button of a bot message (the login confirmation).
  app.post('/demo/chat/press', { schema: { hide: true } }, async (request, reply) => {
    assertSameOrigin(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const start = typeof body.start === 'string' ? body.start.slice(0, 80) : '';
    const username = demoUser(request);
    if (username) await demoChat.press(username, typeof body.data === 'string' ? body.data.slice(0, 64) : '', request.language);
    return reply.redirect(chatUrl(start), 303);
  });

  // The wheel picture and the PDF the bot sent, for this browser's demo chat only.
  app.get('/demo/chat/files/:messageId', { schema: { hide: true, params: Type.Object({ messageId: Type.String({ pattern: '^[0-9]{1,15}$' }) }) } }, async (request, reply) => {
    const username = demoUser(request);
    const file = username ? await demoChat.file(username, Number(request.params.messageId)) : undefined;
    if (!file) throw notFound(`file of message ${request.params.messageId}`);
    const isPdf = file.kind === 'document';
    reply.header('cache-control', 'private, max-age=3600').type(isPdf ? 'application/pdf' : 'image/png');
    if (isPdf) reply.header('content-disposition', 'attachment; filename="reading.pdf"');
    return reply.send(file.data);
  });

  // The page's poll: the newest message id of this chat, so it reloads only when something arrived.
  app.get('/demo/chat/latest', { schema: { hide: true } }, async (request, reply) => {
    const username = demoUser(request);
    const latest = username ? await demoChat.latest(username) : 0;
    return reply.header('cache-control', 'no-store').send({ ok: true, latest });
  });
};
