// The grammY bot: composers (one file per command group under commands/) route updates to the
// services and the shared Conversation; replies go out through a ChatSender on the bot's Api, which
// carries auto-retry (429 retry_after) and this process's throttler. Deliveries go out through a
// second Api without the throttler or auto-retry's 429 retries: they take turns at Telegram's pace from the pacer every worker
// process shares (src/services/delivery/chat-pacing.ts), and a throttler of this process's own would
// only add waits of its own to that.
import { autoRetry } from '@grammyjs/auto-retry';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import { Api, Bot, Composer } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { WorkerLogger } from '../jobs/worker.js';
import type { Language } from '../i18n/languages.js';
import type { Translations } from '../i18n/translations.js';
import type { ChatLanguages } from '../services/chat/chat-languages.js';
import type { ChatSender } from '../services/delivery/chat-sender.js';
import type { RefundRequests } from '../services/payments/refund-requests.js';
import { infoCommands } from './commands/info.js';
import { languageCommand } from './commands/language.js';
import { paySupportCommand } from './commands/paysupport.js';
import { readingsCommand } from './commands/readings.js';
import { account, chatInput, chatLanguage, type BotContext } from './context.js';
import { sendReplies, type Conversation } from './conversation.js';
import { TelegramSender } from './senders.js';
import { TELEGRAM_PACE, type PaceLimits } from '../services/delivery/chat-pacing.js';

/** The pace of the bot's replies in this process: Telegram's (TELEGRAM_PACE) but in tests. */
export type ThrottleOptions = PaceLimits;

export interface BotOptions {
  token: string;
  apiRoot: string;
  logger: WorkerLogger;
  throttle?: ThrottleOptions;
  /** Skips getMe at start when known (tests, webhook instances). */
  botInfo?: UserFromGetMe;
  /** Longest retry_after we wait inside one call; longer waits fail the job, which retries later. */
  maxRetryAfterSeconds?: number;
}

/**
 * The bot and its Api, without handlers yet: the Api is what Telegram Stars pays through, and the
 * payment providers are built before the conversation the handlers need (handleUpdates).
 */
export function createBot(options: BotOptions): { bot: Bot<BotContext>; sender: ChatSender; deliverySender: ChatSender } {
  const bot = new Bot<BotContext>(options.token, { client: { apiRoot: options.apiRoot }, ...(options.botInfo ? { botInfo: options.botInfo } : {}) });
  const throttle = options.throttle ?? TELEGRAM_PACE;
  bot.api.config.use(
    apiThrottler({
      global: { reservoir: throttle.globalPerSecond, reservoirRefreshAmount: throttle.globalPerSecond, reservoirRefreshInterval: 1000 },
      out: { maxConcurrent: 1, minTime: throttle.perChatMinMs },
    }),
  );
  // Network errors are rethrown rather than retried forever here: the job queue retries the
  // delivery later, and the parts already sent are not sent again.
  const retry = autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: options.maxRetryAfterSeconds ?? 60, rethrowHttpErrors: true });
  bot.api.config.use(retry);
  const deliveryApi = new Api(options.token, { apiRoot: options.apiRoot });
  // Deliveries retry a 429 themselves, through the pacer (DeliveryService): no retry_after is ever
  // at most -1 s, so here only Telegram's server errors are retried.
  deliveryApi.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: -1, rethrowHttpErrors: true }));
  bot.catch((error) => options.logger.error({ err: error.error, updateId: error.ctx.update.update_id }, 'bot update failed'));
  return { bot, sender: new TelegramSender(bot.api), deliverySender: new TelegramSender(deliveryApi) };
}

/** What the bot's handlers are built from (src/compose.ts). */
export interface BotParts {
  conversation: Conversation;
  sender: ChatSender;
  languages: ChatLanguages;
  refunds: RefundRequests;
  translations: Translations;
  productTitle: (productId: string, language: Language) => Promise<string>;
  baseUrl: string;
  supportEmail: string;
}

/** Routes the bot's updates: the chat's language first, then the payments, the commands, the rest. */
export function handleUpdates(bot: Bot<BotContext>, parts: BotParts): void {
  const { conversation, sender } = parts;
  bot.use(chatLanguage(parts.languages));
  bot.use(paymentUpdates(conversation, sender));
  bot.use(readingsCommand(conversation, sender));
  bot.use(languageCommand({ languages: parts.languages, translations: parts.translations, sender }));
  bot.use(infoCommands({ conversation, translations: parts.translations, baseUrl: parts.baseUrl, supportEmail: parts.supportEmail, sender }));
  bot.use(paySupportCommand({ refunds: parts.refunds, translations: parts.translations, productTitle: parts.productTitle, supportEmail: parts.supportEmail, sender }));
  bot.use(conversationUpdates(conversation, sender));
}

/** Telegram Stars: the question before the payment and the report after it. */
function paymentUpdates(conversation: Conversation, sender: ChatSender): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  // Telegram waits 10 s for this answer; the check is a few reads of our own database.
  composer.on('pre_checkout_query', async (ctx) => {
    const query = ctx.preCheckoutQuery;
    const answer = await conversation.preCheckout({ payload: query.invoice_payload, amount: query.total_amount, currency: query.currency }, ctx.language);
    await ctx.answerPreCheckoutQuery(answer.ok, answer.ok ? undefined : { error_message: answer.message });
  });
  // In any chat, not only private ones: wherever the invoice was paid, the Stars were taken. Before
  // the private chats' handlers, whose catch-all would take it as just another message.
  composer.on('message:successful_payment', async (ctx) => {
    const paid = ctx.message.successful_payment;
    const report = { payload: paid.invoice_payload, chargeId: paid.telegram_payment_charge_id, amount: paid.total_amount, currency: paid.currency };
    await sendReplies(sender, ctx.chat.id, await conversation.paymentReceived(chatInput(ctx), report));
  });
  return composer;
}

/** /start with its deep links, the buttons of logins, claims and confirmations, and any other message. */
function conversationUpdates(conversation: Conversation, sender: ChatSender): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const privateChats = composer.chatType('private');
  privateChats.command('start', async (ctx) => sendReplies(sender, ctx.chat.id, await conversation.start(chatInput(ctx), ctx.match)));
  composer.on('callback_query:data', async (ctx) => {
    const chatId = ctx.chat?.id ?? ctx.from.id;
    const outcome = await conversation.callback({ account: account(ctx.from), chatId, language: ctx.language }, ctx.callbackQuery.data);
    await ctx.answerCallbackQuery(outcome.toast ? { text: outcome.toast } : {});
    await sendReplies(sender, chatId, outcome.replies);
  });
  // Any other message: the digits the bot asked for to confirm an order, or something it does not know.
  privateChats.on('message', async (ctx) => sendReplies(sender, ctx.chat.id, await conversation.message(chatInput(ctx), ctx.message.text ?? '')));
  return composer;
}
