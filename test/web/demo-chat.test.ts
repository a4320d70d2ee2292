// The demo chat page over Fastify inject: Start binds the order only for the order's username,
// every bot message is shown (escaped), files only to that chat, CSRF refusal, absent with a real bot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { cookieHeader, FORM, ORIGIN, paidOrder, storedReading } from './helpers.js';

describe.each(testDatabases)('demo chat on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => t?.close());

  const start = (token: string, username: string, headers: Record<string, string> = { origin: ORIGIN }) =>
    t.app.inject({ method: 'POST', url: '/demo/chat/start', headers: { 'content-type': FORM, ...headers }, payload: new URLSearchParams({ start: token, username }).toString() });
  const owner = async (orderId: string) =>
    (await t.app.services.store.db.selectFrom('orders').select('owner_user_id').where('id', '=', orderId).executeTakeFirstOrThrow()).owner_user_id;

  it('the bot link opens a labelled demo chat that suggests the order\'s username', async () => {
    const order = await paidOrder(t, { contact: '@chat_buyer' });
    const url = new URL(order.botUrl);
    expect(url.pathname).toBe('/demo/chat');
    const res = await t.app.inject(url.pathname + url.search);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('DEMO BOT');
    expect(res.body).toMatch(/<label for="demo-chat-username"><span class="demo-tag">DEMO<\/span> Your Telegram username<\/label>/);
    expect(res.body).toContain('value="chat_buyer"');
    expect(res.body).toContain('Press Start below');
  });

  it('Start with another username binds nothing and says why; with the order\'s username it binds', async () => {
    const order = await paidOrder(t, { contact: '@right_person' });
    const token = new URL(order.botUrl).searchParams.get('start')!;
    const wrong = await start(token, 'wrong_person');
    expect(wrong.statusCode).toBe(303);
    const wrongCookie = cookieHeader(wrong.headers['set-cookie']);
    expect(String(wrong.headers['set-cookie'])).toContain('Path=/demo/; HttpOnly; SameSite=Lax');
    const wrongPage = await t.app.inject({ url: String(wrong.headers.location), headers: { cookie: wrongCookie } });
    expect(wrongPage.body).toContain('placed for a different Telegram username');
    expect(await owner(order.orderId)).toBeNull();

    const right = await start(token, '@Right_Person');
    const cookie = cookieHeader(right.headers['set-cookie']);
    const page = await t.app.inject({ url: String(right.headers.location), headers: { cookie } });
    expect(page.body).toContain('is now linked to this Telegram account');
    expect(page.body).toContain('You are @Right_Person');
    // Started: the Start form is gone, the chat polls for the reading.
    expect(page.body).not.toContain('action="/demo/chat/start"');
    expect(page.body).toContain('<script src="/assets/reload-when-changed.js" defer></script><script src="/assets/demo-chat.js" defer></script>');
    expect(await owner(order.orderId)).toMatch(/^usr_/);
  });

  it('the simulated Telegram user speaks the page’s language: the lang cookie, else Accept-Language', async () => {
    const greeting = async (username: string, headers: Record<string, string>) => {
      expect((await start('', username, { origin: ORIGIN, ...headers })).statusCode).toBe(303);
      const messages = await t.app.services.demoChat!.messages(t.app.services.demoChat!.chatIdFor(username));
      return messages.find((m) => m.sender === 'bot')!.text;
    };
    expect(await greeting('russian_page', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' })).toMatch(/^Здравствуйте, russian_page! Я\u00a0присылаю персональные разборы/);
    expect(await greeting('cookie_page', { 'accept-language': 'en-GB', cookie: 'lang=ru' })).toMatch(/^Здравствуйте, cookie_page!/);
    expect(await greeting('english_page', { 'accept-language': 'ru', cookie: 'lang=en' })).toMatch(/^Hello, english_page! I deliver the personal readings/);
    expect(await greeting('plain_page', {})).toMatch(/^Hello, plain_page!/);
  });

  it('refuses Start from another site', async () => {
    const order = await paidOrder(t, { contact: '@csrf_target' });
    const token = new URL(order.botUrl).searchParams.get('start')!;
    const res = await start(token, 'csrf_target', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(await owner(order.orderId)).toBeNull();
    expect((await start(token, 'csrf_target', {})).statusCode).toBe(403);
  });

  it('shows bot messages through the Telegram-HTML fence, and files only to their chat', async () => {
    const order = await paidOrder(t, { contact: '@file_owner' });
    const readingId = await storedReading(t, order.orderId, { pdf: true });
    const token = new URL(order.botUrl).searchParams.get('start')!;
    const cookie = cookieHeader((await start(token, 'file_owner')).headers['set-cookie']);
    const chatId = t.app.services.demoChat!.chatIdFor('file_owner');
    const db = t.app.services.store.db;
    const insert = (kind: 'text' | 'photo' | 'document', text: string) =>
      db
        .insertInto('demo_messages')
        .values({ chat_id: chatId, order_id: order.orderId, sender: 'bot', kind, text, buttons: null, reading_id: kind === 'text' ? null : readingId, created_at: t.clock.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
    await insert('text', 'Reading for &lt;b&gt;x&lt;/b&gt;&amp; <b>bold</b> <script>alert(1)</script> <a href="javascript:alert(1)">link</a>');
    const photo = await insert('photo', 'Your wheel');
    const pdf = await insert('document', 'Your PDF');

    const page = await t.app.inject({ url: `/demo/chat?start=${token}`, headers: { cookie } });
    // Telegram's tags become page markup; any other tag is dropped, never rendered.
    expect(page.body).toContain('Reading for &lt;b&gt;x&lt;/b&gt;&amp; <strong>bold</strong> alert(1) link');
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('javascript:');
    expect(page.body).toContain(`<img src="/demo/chat/files/${photo.id}"`);

    const png = await t.app.inject({ url: `/demo/chat/files/${photo.id}`, headers: { cookie } });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const file = await t.app.inject({ url: `/demo/chat/files/${pdf.id}`, headers: { cookie } });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ url: `/demo/chat/files/${pdf.id}`, headers: { cookie: 'rs_demo_chat=someone_else' } })).statusCode).toBe(404);
    expect((await t.app.inject(`/demo/chat/files/${pdf.id}`)).statusCode).toBe(404);

    const latest = await t.app.inject({ url: '/demo/chat/latest', headers: { cookie } });
    expect(latest.json()).toEqual({ ok: true, latest: Number(pdf.id) });
  });

  it('takes the chat cookie only as the server signed it: the bare username, or another name under its MAC, reads nothing', async () => {
    const order = await paidOrder(t, { contact: '@signed_owner' });
    const readingId = await storedReading(t, order.orderId, { pdf: true });
    const token = new URL(order.botUrl).searchParams.get('start')!;
    const cookie = cookieHeader((await start(token, 'signed_owner')).headers['set-cookie']);
    const signed = decodeURIComponent(cookie.slice('rs_demo_chat='.length));
    expect(signed).toMatch(/^signed_owner\.[A-Za-z0-9_-]{22}$/);
    const message = await t.app.services.store.db
      .insertInto('demo_messages')
      .values({ chat_id: t.app.services.demoChat!.chatIdFor('signed_owner'), order_id: order.orderId, sender: 'bot', kind: 'document', text: 'Your PDF', buttons: null, reading_id: readingId, created_at: t.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await t.app.inject({ url: `/demo/chat/files/${message.id}`, headers: { cookie } })).statusCode).toBe(200);
    const forgeries = ['rs_demo_chat=signed_owner', `rs_demo_chat=${encodeURIComponent(`other_owner${signed.slice('signed_owner'.length)}`)}`, `rs_demo_chat=${encodeURIComponent(`${signed}x`)}`];
    for (const forged of forgeries) {
      expect((await t.app.inject({ url: `/demo/chat/files/${message.id}`, headers: { cookie: forged } })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/demo/chat/latest', headers: { cookie: forged } })).json()).toEqual({ ok: true, latest: 0 });
      expect((await t.app.inject({ url: `/demo/chat?start=${token}`, headers: { cookie: forged } })).body).not.toContain('Your PDF');
    }
  });
});

describe.each(testDatabases)('no demo chat with a real bot on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { env: { TELEGRAM_BOT_TOKEN: '123456:TEST-token', TELEGRAM_BOT_USERNAME: 'ReadingsTestBot' } });
  });
  afterAll(async () => t?.close());

  it('answers 404 for the demo chat and its actions', async () => {
    expect((await t.app.inject('/demo/chat?start=abc')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/demo/chat/start', headers: { 'content-type': FORM, origin: ORIGIN }, payload: 'start=abc&username=abcde' })).statusCode).toBe(404);
  });
});
