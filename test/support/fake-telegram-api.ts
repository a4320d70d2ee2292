// A local Telegram Bot API server for tests: real HTTP on 127.0.0.1, the Bot API's wire format
// (POST /bot<token>/<method>, JSON or multipart/form-data, {ok, result} or {ok:false, error_code,
// description, parameters}), so grammY's own client runs against it through `apiRoot`.
// It records what the bot sent, injects updates (a user typing /start <token>), and can be told to
// answer 429 with retry_after or to fail a chosen call, or to keep Telegram's flood limits (a chat
// written to faster than its pace, or all chats beyond the messages a second, answer 429 as Telegram
// does); each message it takes carries the moment it arrived. Telegram Stars: it makes invoices (links and
// messages), asks pre_checkout_query and reports successful_payment as Telegram does, keeps the
// bot's Stars transactions and refunds charges with Telegram's errors. A user who blocked the bot
// gets nothing: every send to their chat answers 403, as Telegram does.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeUser {
  id: number;
  username?: string;
  first_name?: string;
  /** The IETF tag of the language the user runs Telegram in ("ru", "en-GB"), as Telegram sends it. */
  language_code?: string;
}

export interface RecordedCall {
  method: string;
  params: Record<string, unknown>;
  /** Uploaded files by field name (photo, document), with their bytes and file name. */
  files: Record<string, { name: string; bytes: Buffer }>;
}

/** A message the bot sent, as a chat would show it. */
export interface SentItem {
  method: 'sendMessage' | 'sendPhoto' | 'sendDocument' | 'sendInvoice';
  chatId: number;
  messageId: number;
  text?: string;
  caption?: string;
  parseMode?: string;
  file?: { name: string; bytes: Buffer };
  replyMarkup?: unknown;
  invoice?: FakeInvoice;
  /** When the fake took it (epoch ms, fractional): the order and overlap of messages, read without timers. */
  at: number;
}

/** Telegram's flood limits as the fake keeps them (limitRefusals counts the calls refused for them). */
export interface SimulatedLimits {
  perChatMinMs: number;
  globalPerSecond: number;
  /** How much earlier than the pace a message may arrive and still pass (a network's jitter). */
  slackMs?: number;
}

const PACED_METHODS = new Set(['sendMessage', 'sendPhoto', 'sendDocument', 'sendInvoice']);

/** An invoice the bot made: a link (createInvoiceLink) or a message in a chat (sendInvoice). */
export interface FakeInvoice {
  title: string;
  description: string;
  payload: string;
  providerToken: string | null;
  currency: string;
  prices: { label: string; amount: number }[];
  /** The link's address, for a link. */
  url?: string;
}

/** A Stars payment Telegram took: refundable once, by the user who paid. */
export interface FakeCharge {
  id: string;
  userId: number;
  amount: number;
  payload: string;
  refunded: boolean;
}

interface StarTransaction {
  id: string;
  amount: number;
  date: number;
  source?: { type: 'user'; user: { id: number; is_bot: false; first_name: string }; invoice_payload: string };
  receiver?: { type: 'user'; user: { id: number; is_bot: false; first_name: string } };
}

interface FailureRule {
  methods: string[] | null; // null: any method but getUpdates
  skip: number; // matching calls to let through first
  times: number;
  errorCode: number;
  description: string;
  retryAfter?: number;
}

export const BOT_INFO = {
  id: 7_000_001,
  is_bot: true as const,
  first_name: 'Reading Bot',
  username: 'reading_test_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
  supports_join_request_queries: false,
};

export class FakeTelegramApi {
  readonly calls: RecordedCall[] = [];
  readonly sent: SentItem[] = [];
  webhook: { url: string; secret: string | null } | null = null;
  /** The command menu for users with no list of their own language (setMyCommands without language_code). */
  commands: unknown = null;
  /** The command menus (of the default scope) by language_code, as Telegram keeps them apart ('' for the default list). */
  readonly commandsByLanguage = new Map<string, unknown>();
  /** Every invoice the bot made, links and messages. */
  readonly invoices: FakeInvoice[] = [];
  /** The bot's answers to pre-checkout queries, by query id. */
  readonly preCheckoutAnswers = new Map<string, { ok: boolean; errorMessage: string | null }>();
  readonly charges = new Map<string, FakeCharge>();
  private readonly starTransactions: StarTransaction[] = [];
  private readonly openPreCheckouts = new Set<string>();
  private nextCharge = 1;
  private readonly blocked = new Set<number>();
  private limits: SimulatedLimits | null = null;
  private readonly lastAt = new Map<number, number>();
  private recentAt: number[] = [];
  /** Calls refused with 429 for going faster than the simulated limits. */
  limitRefusals = 0;

  private updates: Record<string, unknown>[] = [];
  private nextUpdateId = 1;
  private nextMessageId = 100;
  private failures: FailureRule[] = [];
  private holds: { methods: string[]; skip: number; reached: (call: RecordedCall) => void; released: Promise<void> }[] = [];
  private waiters: (() => void)[] = [];
  private sentWaiters: { count: number; resolve: () => void }[] = [];

  private constructor(
    private readonly server: Server,
    readonly token: string,
    readonly apiRoot: string,
  ) {}

  static async start(token = '123456:TEST-fake-bot-token'): Promise<FakeTelegramApi> {
    let fake!: FakeTelegramApi;
    const server = createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeTelegramApi(server, token, `http://127.0.0.1:${port}`);
    return fake;
  }

  async close(): Promise<void> {
    for (const wake of this.waiters.splice(0)) wake();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // ----- steering -----

  /** The next `count` calls (of `methods`, or any but getUpdates) answer 429 with retry_after. */
  rateLimitNext(count: number, retryAfterSeconds: number, methods: string[] | null = null): void {
    this.failures.push({ methods, skip: 0, times: count, errorCode: 429, description: `Too Many Requests: retry after ${retryAfterSeconds}`, retryAfter: retryAfterSeconds });
  }

  /** From now on, messages beyond Telegram's flood limits answer 429 with retry_after, as Telegram does. */
  simulateLimits(limits: SimulatedLimits): void {
    this.limits = limits;
  }

  /** Lets `skip` matching calls through, then fails the next one (a crash mid-delivery). */
  failCall(options: { methods?: string[]; skip: number; errorCode?: number; description?: string; times?: number }): void {
    this.failures.push({
      methods: options.methods ?? null,
      skip: options.skip,
      times: options.times ?? 1,
      errorCode: options.errorCode ?? 500,
      description: options.description ?? 'Internal Server Error: injected failure',
    });
  }

  /**
   * Lets `skip` matching calls through, then accepts the next one (the message is recorded as sent,
   * as Telegram would) but holds its answer until `release()`: the window in which a bot that
   * crashes never learns that Telegram accepted its message.
   */
  holdAnswer(options: { methods: string[]; skip: number }): { reached: Promise<RecordedCall>; release: () => void } {
    let reached!: (call: RecordedCall) => void;
    let release!: () => void;
    const reachedPromise = new Promise<RecordedCall>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.holds.push({ methods: options.methods, skip: options.skip, reached, released });
    return { reached: reachedPromise, release };
  }

  /** Queues an update for getUpdates (long polling) and returns it (to post to a webhook instead). */
  injectUpdate(update: Record<string, unknown>): Record<string, unknown> {
    const full = { update_id: this.nextUpdateId++, ...update };
    this.updates.push(full);
    for (const wake of this.waiters.splice(0)) wake();
    return full;
  }

  /** A private-chat text message from `user` (e.g. "/start <token>"), as an update. */
  userSays(user: FakeUser, text: string): Record<string, unknown> {
    const entities = text.startsWith('/') ? [{ type: 'bot_command', offset: 0, length: text.split(' ')[0].length }] : undefined;
    return this.injectUpdate({
      message: {
        message_id: this.nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: user.id, type: 'private', ...(user.username ? { username: user.username } : {}), first_name: user.first_name ?? 'User' },
        from: this.fromOf(user),
        text,
        ...(entities ? { entities } : {}),
      },
    });
  }

  /** A press on an inline button with `data` under the bot's message in the user's chat. */
  userPresses(user: FakeUser, data: string): Record<string, unknown> {
    return this.injectUpdate({
      callback_query: {
        id: String(this.nextMessageId++),
        from: this.fromOf(user),
        chat_instance: '1',
        data,
        message: { message_id: this.nextMessageId++, date: Math.floor(Date.now() / 1000), chat: { id: user.id, type: 'private' }, text: '…' },
      },
    });
  }

  /** The invoice behind a link the bot made with createInvoiceLink. */
  invoiceAt(url: string): FakeInvoice {
    const invoice = this.invoices.find((i) => i.url === url);
    if (!invoice) throw new Error(`no invoice link ${url}`);
    return invoice;
  }

  /**
   * The user pressed Pay on `invoice`: Telegram's pre_checkout_query, as an update. Telegram takes
   * the Stars only after the bot answers it with ok (see preCheckoutAnswers).
   */
  preCheckoutQuery(user: FakeUser, invoice: Pick<FakeInvoice, 'payload' | 'currency' | 'prices'>): Record<string, unknown> {
    const id = `pcq${this.nextMessageId++}`;
    this.openPreCheckouts.add(id);
    return this.injectUpdate({
      pre_checkout_query: {
        id,
        from: this.fromOf(user),
        currency: invoice.currency,
        total_amount: invoice.prices.reduce((sum, p) => sum + p.amount, 0),
        invoice_payload: invoice.payload,
      },
    });
  }

  /**
   * Telegram took the Stars for `invoice`: a new charge in the bot's Stars history, and the
   * successful_payment message in the payer's chat with the bot, as an update.
   */
  successfulPayment(user: FakeUser, invoice: Pick<FakeInvoice, 'payload' | 'currency' | 'prices'>, amount = invoice.prices.reduce((sum, p) => sum + p.amount, 0)): { update: Record<string, unknown>; charge: FakeCharge } {
    const charge: FakeCharge = { id: `stxFake${String(this.nextCharge++).padStart(6, '0')}`, userId: user.id, amount, payload: invoice.payload, refunded: false };
    this.charges.set(charge.id, charge);
    this.starTransactions.push({ id: charge.id, amount, date: Math.floor(Date.now() / 1000), source: { type: 'user', user: { id: user.id, is_bot: false, first_name: user.first_name ?? 'User' }, invoice_payload: invoice.payload } });
    const update = this.injectUpdate({
      message: {
        message_id: this.nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: user.id, type: 'private', first_name: user.first_name ?? 'User', ...(user.username ? { username: user.username } : {}) },
        from: this.fromOf(user),
        successful_payment: { currency: invoice.currency, total_amount: amount, invoice_payload: invoice.payload, telegram_payment_charge_id: charge.id, provider_payment_charge_id: '' },
      },
    });
    return { update, charge };
  }

  private fromOf(user: FakeUser): Record<string, unknown> {
    return {
      id: user.id,
      is_bot: false,
      first_name: user.first_name ?? 'User',
      ...(user.username ? { username: user.username } : {}),
      ...(user.language_code ? { language_code: user.language_code } : {}),
    };
  }

  /** Resolves once the bot has sent at least `count` messages in all. */
  waitForSent(count: number, timeoutMs = 10_000): Promise<void> {
    if (this.sent.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the bot sent ${this.sent.length} items, expected ${count}: ${JSON.stringify(this.sent.map((s) => s.text ?? s.method))}`)), timeoutMs);
      this.sentWaiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
    });
  }

  sentTo(chatId: number): SentItem[] {
    return this.sent.filter((s) => s.chatId === chatId);
  }

  /** The user blocked the bot: sends to their chat answer 403 until they unblock it. */
  userBlocks(user: FakeUser): void {
    this.blocked.add(user.id);
  }

  userUnblocks(user: FakeUser): void {
    this.blocked.delete(user.id);
  }

  callsOf(method: string): RecordedCall[] {
    return this.calls.filter((c) => c.method === method);
  }

  // ----- the API -----

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec((req.url ?? '').split('?')[0]);
    if (!match) return this.answer(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
    if (match[1] !== this.token) return this.answer(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
    const method = match[2];
    let call: RecordedCall;
    try {
      call = { method, ...(await readParams(req)) };
    } catch {
      return this.answer(res, 400, { ok: false, error_code: 400, description: 'Bad Request: cannot parse the body' });
    }
    this.calls.push(call);

    const failure = this.failureFor(method);
    if (failure) {
      return this.answer(res, failure.errorCode, {
        ok: false,
        error_code: failure.errorCode,
        description: failure.description,
        ...(failure.retryAfter !== undefined ? { parameters: { retry_after: failure.retryAfter } } : {}),
      });
    }
    if (this.overLimit(call)) {
      this.limitRefusals++;
      return this.answer(res, 429, { ok: false, error_code: 429, description: 'Too Many Requests: retry after 1', parameters: { retry_after: 1 } });
    }
    const result = await this.run(call);
    const hold = this.holds.find((h) => h.methods.includes(method));
    if (hold && !(result instanceof BadRequest) && result !== NOT_FOUND) {
      if (hold.skip > 0) hold.skip--;
      else {
        this.holds.splice(this.holds.indexOf(hold), 1);
        hold.reached(call);
        await hold.released;
      }
    }
    if (result instanceof Forbidden) return this.answer(res, 403, { ok: false, error_code: 403, description: `Forbidden: ${result.message}` });
    if (result === NOT_FOUND) return this.answer(res, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    if (result instanceof BadRequest) return this.answer(res, 400, { ok: false, error_code: 400, description: `Bad Request: ${result.message}` });
    return this.answer(res, 200, { ok: true, result });
  }

  /** Whether the call is a message beyond the simulated limits; a message within them is counted. */
  private overLimit(call: RecordedCall): boolean {
    if (!this.limits || !PACED_METHODS.has(call.method)) return false;
    const now = performance.timeOrigin + performance.now();
    const slack = this.limits.slackMs ?? 50;
    const chatId = Number(call.params.chat_id);
    const last = this.lastAt.get(chatId);
    this.recentAt = this.recentAt.filter((at) => at > now - 1000 + slack);
    if (last !== undefined && now - last < this.limits.perChatMinMs - slack) return true;
    if (this.recentAt.length >= this.limits.globalPerSecond) return true;
    this.lastAt.set(chatId, now);
    this.recentAt.push(now);
    return false;
  }

  private failureFor(method: string): FailureRule | null {
    for (const rule of this.failures) {
      const applies = rule.methods ? rule.methods.includes(method) : method !== 'getUpdates';
      if (!applies || rule.times <= 0) continue;
      if (rule.skip > 0) {
        rule.skip--;
        continue;
      }
      rule.times--;
      return rule;
    }
    return null;
  }

  private async run({ method, params, files }: RecordedCall): Promise<unknown> {
    switch (method) {
      case 'getMe':
        return BOT_INFO;
      case 'getUpdates':
        return this.getUpdates(params);
      case 'setWebhook':
        if (typeof params.url !== 'string') return new BadRequest('url is required');
        this.webhook = { url: params.url, secret: typeof params.secret_token === 'string' ? params.secret_token : null };
        return true;
      case 'deleteWebhook':
        this.webhook = null;
        if (params.drop_pending_updates) this.updates = [];
        return true;
      case 'getWebhookInfo':
        return { url: this.webhook?.url ?? '', has_custom_certificate: false, pending_update_count: this.updates.length };
      case 'setMyCommands': {
        // Telegram refuses a language_code that is not a two-letter ISO 639-1 code.
        const language = params.language_code === undefined ? '' : String(params.language_code);
        if (language !== '' && !/^[a-z]{2}$/.test(language)) return new BadRequest('invalid language code specified');
        this.commandsByLanguage.set(language, params.commands);
        if (language === '') this.commands = params.commands;
        return true;
      }
      case 'answerCallbackQuery':
        return true;
      case 'editMessageText':
      case 'editMessageReplyMarkup':
        return true;
      case 'sendMessage':
        if (typeof params.text !== 'string' || params.text === '') return new BadRequest('message text is empty');
        // Telegram's limit applies to the text after entity parsing (UTF-16 code units), not to the markup.
        if (parsedLength(params.text, params.parse_mode) > 4096) return new BadRequest('message is too long');
        if (params.parse_mode === 'HTML' && !balancedHtml(params.text)) return new BadRequest("can't parse entities");
        return this.record({ method, chatId: Number(params.chat_id), text: params.text, parseMode: params.parse_mode as string, replyMarkup: params.reply_markup });
      case 'sendPhoto':
      case 'sendDocument': {
        const field = method === 'sendPhoto' ? 'photo' : 'document';
        const file = files[field];
        if (!file && typeof params[field] !== 'string') return new BadRequest(`${field} is required`);
        return this.record({ method, chatId: Number(params.chat_id), caption: params.caption as string | undefined, parseMode: params.parse_mode as string | undefined, file });
      }
      case 'createInvoiceLink':
      case 'sendInvoice': {
        const invoice = checkInvoice(params);
        if (invoice instanceof BadRequest) return invoice;
        if (method === 'createInvoiceLink') {
          invoice.url = `https://t.me/$${Buffer.from(`invoice${this.invoices.length}`).toString('base64url')}`;
          this.invoices.push(invoice);
          return invoice.url;
        }
        this.invoices.push(invoice);
        return this.record({ method: 'sendInvoice', chatId: Number(params.chat_id), invoice });
      }
      case 'answerPreCheckoutQuery': {
        const id = String(params.pre_checkout_query_id);
        if (!this.openPreCheckouts.delete(id)) return new BadRequest('query is too old and response timeout expired or query ID is invalid');
        const ok = params.ok === true || params.ok === 'true';
        const errorMessage = typeof params.error_message === 'string' ? params.error_message : null;
        if (!ok && !errorMessage) return new BadRequest('ERROR_TEXT_EMPTY');
        this.preCheckoutAnswers.set(id, { ok, errorMessage });
        return true;
      }
      case 'refundStarPayment': {
        const charge = this.charges.get(String(params.telegram_payment_charge_id));
        if (!charge) return new BadRequest('CHARGE_NOT_FOUND');
        if (Number(params.user_id) !== charge.userId) return new BadRequest('USER_ID_INVALID');
        if (charge.refunded) return new BadRequest('CHARGE_ALREADY_REFUNDED');
        charge.refunded = true;
        this.starTransactions.push({ id: charge.id, amount: charge.amount, date: Math.floor(Date.now() / 1000), receiver: { type: 'user', user: { id: charge.userId, is_bot: false, first_name: 'User' } } });
        return true;
      }
      case 'getStarTransactions': {
        const offset = Number(params.offset ?? 0);
        const limit = Math.min(Number(params.limit ?? 100), 100);
        return { transactions: this.starTransactions.slice(offset, offset + limit) };
      }
      default:
        return NOT_FOUND;
    }
  }

  private record(item: Omit<SentItem, 'messageId' | 'at'>): unknown {
    if (!Number.isFinite(item.chatId)) return new BadRequest('chat not found');
    if (this.blocked.has(item.chatId)) return new Forbidden('bot was blocked by the user');
    const messageId = this.nextMessageId++;
    this.sent.push({ ...item, messageId, at: performance.timeOrigin + performance.now() });
    for (const waiter of [...this.sentWaiters]) {
      if (this.sent.length >= waiter.count) {
        this.sentWaiters.splice(this.sentWaiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
    const message: Record<string, unknown> = { message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: item.chatId, type: 'private' }, from: BOT_INFO };
    if (item.text !== undefined) message.text = item.text;
    if (item.caption !== undefined) message.caption = item.caption;
    if (item.method === 'sendPhoto') message.photo = [{ file_id: `photo${messageId}`, file_unique_id: `p${messageId}`, width: 1024, height: 1024 }];
    if (item.invoice) message.invoice = { title: item.invoice.title, description: item.invoice.description, start_parameter: '', currency: item.invoice.currency, total_amount: item.invoice.prices.reduce((sum, p) => sum + p.amount, 0) };
    if (item.method === 'sendDocument') message.document = { file_id: `doc${messageId}`, file_unique_id: `d${messageId}`, file_name: item.file?.name };
    return message;
  }

  private async getUpdates(params: Record<string, unknown>): Promise<unknown[]> {
    const offset = Number(params.offset ?? 0);
    if (offset > 0) this.updates = this.updates.filter((u) => (u.update_id as number) >= offset);
    if (this.updates.length === 0 && Number(params.timeout ?? 0) > 0) {
      // Long polling: hold the request until an update arrives or the timeout passes.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(Number(params.timeout), 30) * 1000);
        this.waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
    return this.updates.slice(0, Number(params.limit ?? 100));
  }

  private answer(res: ServerResponse, status: number, body: unknown): void {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}

/** An invoice as Telegram checks it: its limits, and Stars' rules (XTR, no provider token, one price). */
function checkInvoice(params: Record<string, unknown>): FakeInvoice | BadRequest {
  const { title, description, payload, currency } = params;
  const prices = params.prices as { label?: unknown; amount?: unknown }[] | undefined;
  if (typeof title !== 'string' || [...title].length < 1 || [...title].length > 32) return new BadRequest('INVOICE_TITLE_INVALID');
  if (typeof description !== 'string' || [...description].length < 1 || [...description].length > 255) return new BadRequest('INVOICE_DESCRIPTION_INVALID');
  if (typeof payload !== 'string' || Buffer.byteLength(payload) < 1 || Buffer.byteLength(payload) > 128) return new BadRequest('INVOICE_PAYLOAD_INVALID');
  if (typeof currency !== 'string') return new BadRequest('CURRENCY_INVALID');
  if (!Array.isArray(prices) || prices.length === 0 || prices.some((p) => typeof p.label !== 'string' || !Number.isInteger(p.amount) || (p.amount as number) <= 0)) return new BadRequest('PRICES_INVALID');
  const providerToken = typeof params.provider_token === 'string' ? params.provider_token : null;
  if (currency === 'XTR' && (prices.length !== 1 || (providerToken !== null && providerToken !== ''))) return new BadRequest('STARS_INVOICE_INVALID');
  return { title, description, payload, providerToken, currency, prices: prices as FakeInvoice['prices'] };
}

/** The message's length as Telegram checks it: without HTML tags, each entity one character. */
function parsedLength(text: string, parseMode: unknown): number {
  if (parseMode !== 'HTML') return text.length;
  return text.replace(/<[^>]*>/g, '').replace(/&(?:#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);/g, 'x').length;
}

const NOT_FOUND = Symbol('not found');
class Forbidden {
  constructor(readonly message: string) {}
}

class BadRequest {
  constructor(readonly message: string) {}
}

async function readParams(req: IncomingMessage): Promise<Omit<RecordedCall, 'method'>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (body.length === 0) return { params: {}, files: {} };
  if (type.startsWith('application/json')) return { params: JSON.parse(body.toString('utf8')) as Record<string, unknown>, files: {} };
  if (type.startsWith('multipart/form-data')) {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
    if (!boundary) throw new Error('multipart without boundary');
    const params: Record<string, unknown> = {};
    const attachments: Record<string, { name: string; bytes: Buffer }> = {};
    for (const part of multipartParts(body, boundary[1] ?? boundary[2])) {
      if (part.filename !== null) attachments[part.name] = { name: part.filename, bytes: part.body };
      else params[part.name] = parseField(part.body.toString('utf8'));
    }
    const files: RecordedCall['files'] = {};
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === 'string' && value.startsWith('attach://')) {
        const file = attachments[value.slice('attach://'.length)];
        if (file) files[key] = file;
      }
    }
    return { params, files };
  }
  throw new Error(`unsupported content type ${type}`);
}

/**
 * multipart/form-data as grammY writes it (and browsers): parts between boundaries, each with
 * headers such as `content-disposition:form-data;name="x";filename=y` (quotes optional).
 */
function multipartParts(body: Buffer, boundary: string): { name: string; filename: string | null; body: Buffer }[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { name: string; filename: string | null; body: Buffer }[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const contentStart = start + delimiter.length;
    if (body.subarray(contentStart, contentStart + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, contentStart);
    if (next === -1) break;
    // Each part: CRLF, headers, CRLF CRLF, content, CRLF before the next delimiter.
    const raw = body.subarray(contentStart + 2, next - 2);
    const split = raw.indexOf('\r\n\r\n');
    const headers = raw.subarray(0, split).toString('utf8');
    const disposition = /content-disposition:\s*form-data\s*;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /(?:^|;)\s*name=(?:"([^"]*)"|([^;]*))/i.exec(disposition);
    const filename = /(?:^|;)\s*filename=(?:"([^"]*)"|([^;]*))/i.exec(disposition);
    if (name) parts.push({ name: name[1] ?? name[2].trim(), filename: filename ? (filename[1] ?? filename[2].trim()) : null, body: raw.subarray(split + 4) });
    start = next;
  }
  return parts;
}

/** Multipart fields carry JSON for objects (reply_markup) and plain text otherwise. */
function parseField(value: string): unknown {
  if (/^[[{]/.test(value)) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

/** Telegram refuses HTML with unclosed or stray tags; a cheap check of tag balance. */
function balancedHtml(text: string): boolean {
  const stack: string[] = [];
  for (const m of text.matchAll(/<(\/?)([a-z-]+)[^>]*>/gi)) {
    const name = m[2].toLowerCase();
    if (m[1]) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  return stack.length === 0 && !/<(?![a-z/])/i.test(text);
}
