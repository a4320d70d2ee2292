// The public website: home page, the order form (its no-JavaScript path), and HTML error pages
// for browsers.
import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../services/errors.js';
import { signValue, verifySignedValue } from '../../services/signing.js';
import { clientKey } from '../../services/limits/rate-limiter.js';
import { demoChatPage } from '../../web/pages/demo-chat.js';
import { emptyForm, readForm, toFormErrors, toOrderRequest, type FormErrors, type OrderFormValues } from '../../web/order-form.js';
import { homePage } from '../../web/pages/home.js';
import { orderPage } from '../../web/pages/order.js';
import { assertSameOrigin } from '../security-headers.js';

const HTML = 'text/html; charset=utf-8';
const hidden = { hide: true };

export const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  const { services } = app;
  const today = () => new Date(services.clock.now()).toISOString().slice(0, 10);

  app.get('/', { schema: hidden }, async (_request, reply) =>
    reply.type(HTML).send(homePage(await services.catalog.getPublic(), { demo: services.config.demo })),
  );

  const renderOrder = async (reply: FastifyReply, values: OrderFormValues, errors: FormErrors = {}, problem: string | null = null, status = 200) =>
    reply
      .code(status)
      .type(HTML)
      .send(orderPage({ catalog: await services.catalog.getPublic(), values, errors, problem, demo: services.config.demo, today: today() }));

  app.get('/order', { schema: { ...hidden, querystring: Type.Object({ product: Type.Optional(Type.String({ maxLength: 64 })) }) } }, async (request, reply) =>
    renderOrder(reply, emptyForm(await services.catalog.getPublic(), request.query.product)),
  );

  // The form without JavaScript: the same OrderService as the API, then the payment page.
  app.post(
    '/order',
    { schema: hidden },
    async (request, reply) => {
      const values = readForm(request.body);
      const built = toOrderRequest(values, await services.catalog.get());
      if ('errors' in built) return renderOrder(reply, values, built.errors, null, 400);
      try {
        const created = await services.orders.create(built.request, { client: clientKey(null, request.ip), idempotencyKey: `form:${values.idempotencyKey}` });
        return reply.redirect(created.payUrl, 303);
      } catch (error) {
        if (!(error instanceof AppError) || (error.status >= 500 && error.code !== 'checkout_disabled')) {
          // Our failure: the buyer keeps every detail they typed and can send the form again.
          request.log.error({ err: error }, 'order form failed');
          return renderOrder(reply, values, {}, 'Something went wrong on our side and the order was not placed. Your details are still here: please send the form again in a minute.', 500);
        }
        if (error.code === 'idempotency_conflict') {
          const fresh = { ...values, idempotencyKey: randomUUID() };
          return renderOrder(reply, fresh, {}, 'This form was already sent as an order. Check the details and send it again to place a new order.', 409);
        }
        const fields = error.extra.fields;
        if (error.extra.headers) reply.headers(error.extra.headers);
        return renderOrder(reply, values, fields?.length ? toFormErrors(fields) : {}, fields?.length ? null : error.detail, error.status);
      }
    },
  );
};

/** Browsers asking for a page get an HTML 404; API clients keep problem+json. */
/** The demo account of this browser in the demo chat (demo mode only; it is not a login). */
const DEMO_CHAT_COOKIE = 'rs_demo_chat';
const TELEGRAM_USERNAME = /^[A-Za-z0-9_]{5,32}$/;

/**
 * The demo chat (demo mode only): the page stands in for Telegram. Start and the inline buttons go
 * to TELEGRAM's DemoChat, which runs the same Conversation as the real bot; the page shows the log.
 */
export const demoChatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app;
  const demoChat = services.demoChat;
  if (!demoChat) return;
  await app.register(formbody, { bodyLimit: 4096 });
  const { config, store } = services;
  const db = store.db;

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
        demoChatPage({
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
    if (!TELEGRAM_USERNAME.test(username)) return render(request, reply, start, 'A Telegram username has 5–32 letters, digits or _.', 400);
    reply.setCookie(DEMO_CHAT_COOKIE, signValue(services.secret, DEMO_CHAT_COOKIE, username), { path: '/demo/', httpOnly: true, sameSite: 'lax', secure: config.publicBaseUrl.startsWith('https:') });
    await demoChat.start(username, start);
    return reply.redirect(chatUrl(start), 303);
  });

  // An inline button of a bot message (the login confirmation).
  app.post('/demo/chat/press', { schema: { hide: true } }, async (request, reply) => {
    assertSameOrigin(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const start = typeof body.start === 'string' ? body.start.slice(0, 80) : '';
    const username = demoUser(request);
    if (username) await demoChat.press(username, typeof body.data === 'string' ? body.data.slice(0, 64) : '');
    return reply.redirect(chatUrl(start), 303);
  });

  // The wheel picture and the PDF the bot sent, for this browser's demo chat only.
  app.get('/demo/chat/files/:messageId', { schema: { hide: true, params: Type.Object({ messageId: Type.String({ pattern: '^[0-9]{1,15}$' }) }) } }, async (request, reply) => {
    const username = demoUser(request);
    const message = username
      ? await db
          .selectFrom('demo_messages')
          .select(['kind', 'reading_id'])
          .where('id', '=', Number(request.params.messageId))
          .where('chat_id', '=', demoChat.chatIdFor(username))
          .executeTakeFirst()
      : undefined;
    if (!message?.reading_id || message.kind === 'text') throw notFound(`file of message ${request.params.messageId}`);
    const isPdf = message.kind === 'document';
    const file = await db.selectFrom('readings').select(['pdf', 'wheel_png']).where('id', '=', message.reading_id).executeTakeFirst();
    const data = isPdf ? file?.pdf : file?.wheel_png;
    if (!data) throw notFound(`file of message ${request.params.messageId}`);
    reply.header('cache-control', 'private, max-age=3600').type(isPdf ? 'application/pdf' : 'image/png');
    if (isPdf) reply.header('content-disposition', 'attachment; filename="reading.pdf"');
    return reply.send(Buffer.from(data));
  });

  // The page's poll: the newest message id of this chat, so it reloads only when something arrived.
  app.get('/demo/chat/latest', { schema: { hide: true } }, async (request, reply) => {
    const username = demoUser(request);
    const row = username
      ? await db.selectFrom('demo_messages').select((eb) => eb.fn.max('id').as('latest')).where('chat_id', '=', demoChat.chatIdFor(username)).executeTakeFirst()
      : undefined;
    return reply.header('cache-control', 'no-store').send({ ok: true, latest: Number(row?.latest ?? 0) });
  });
};
