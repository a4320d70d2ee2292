// The grammY bot: composers route updates to the shared Conversation, replies go out through a
// ChatSender on the bot's Api, which carries auto-retry (429 retry_after) and this process's throttler.
// Deliveries go out through a second Api without the throttler: they take turns at Telegram's pace
// from the pacer every worker process shares (src/services/delivery/chat-pacing.ts), and a throttler
// of this process's own would only add waits of its own to that.
import { autoRetry } from '@grammyjs/auto-retry';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import { Api, Bot, Composer, type Context } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { WorkerLogger } from '../jobs/worker.js';
import { languageOfTelegramUser } from '../i18n/negotiate.js';
import { sendReplies, type ChatInput, type Conversation } from './conversation.js';
import type { ChatSender } from '../services/delivery/chat-sender.js';
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
export function createBot(options: BotOptions): { bot: Bot; sender: ChatSender; deliverySender: ChatSender } {
  const bot = new Bot(options.token, { client: { apiRoot: options.apiRoot }, ...(options.botInfo ? { botInfo: options.botInfo } : {}) });
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
  deliveryApi.config.use(retry);
  bot.catch((error) => options.logger.error({ err: error.error, updateId: error.ctx.update.update_id }, 'bot update failed'));
  return { bot, sender: new TelegramSender(bot.api), deliverySender: new TelegramSender(deliveryApi) };
}

/** Routes the bot's updates to the conversation. */
export function handleUpdates(bot: Bot, conversation: Conversation, sender: ChatSender): void {
  bot.use(botComposer(conversation, sender));
}

/** Every update the bot handles: private chats, and the payment updates of Telegram Stars. */
function botComposer(conversation: Conversation, sender: ChatSender): Composer<Context> {
  const composer = new Composer<Context>();
  // Telegram waits 10 s for this answer; the check is a few reads of our own database.
  composer.on('pre_checkout_query', async (ctx) => {
    const query = ctx.preCheckoutQuery;
    const answer = await conversation.preCheckout({ payload: query.invoice_payload, amount: query.total_amount, currency: query.currency }, languageOfTelegramUser(query.from.language_code));
    await ctx.answerPreCheckoutQuery(answer.ok, answer.ok ? undefined : { error_message: answer.message });
  });
  // In any chat, not only private ones: wherever the invoice was paid, the Stars were taken. Before
  // the private chats' handlers, whose catch-all would take it as just another message.
  composer.on('message:successful_payment', async (ctx) => {
    const paid = ctx.message.successful_payment;
    const report = { payload: paid.invoice_payload, chargeId: paid.telegram_payment_charge_id, amount: paid.total_amount, currency: paid.currency };
    await sendReplies(sender, ctx.chat.id, await conversation.paymentReceived(chatInput(ctx), report));
  });
  const privateChats = composer.chatType('private');

  privateChats.command('start', async (ctx) => sendReplies(sender, ctx.chat.id, await conversation.start(chatInput(ctx), ctx.match)));
  privateChats.command('readings', async (ctx) => sendReplies(sender, ctx.chat.id, await conversation.readings(chatInput(ctx))));
  privateChats.command('help', async (ctx) => sendReplies(sender, ctx.chat.id, conversation.help(chatInput(ctx).language)));
  composer.on('callback_query:data', async (ctx) => {
    const chatId = ctx.chat?.id ?? ctx.from.id;
    const outcome = await conversation.callback({ account: account(ctx.from), chatId, language: languageOfTelegramUser(ctx.from.language_code) }, ctx.callbackQuery.data);
    await ctx.answerCallbackQuery(outcome.toast ? { text: outcome.toast } : {});
    await sendReplies(sender, chatId, outcome.replies);
  });
  // Any other message: the digits the bot asked for to confirm an order, or something it does not know.
  privateChats.on('message', async (ctx) => sendReplies(sender, ctx.chat.id, await conversation.message(chatInput(ctx), ctx.message.text ?? '')));
  return composer;
}

/** Who wrote, in which chat, and the language they use Telegram in (language_code). */
function chatInput(ctx: Context & { chat: { id: number } }): ChatInput {
  return { account: account(ctx.from!), chatId: ctx.chat.id, language: languageOfTelegramUser(ctx.from!.language_code) };
}

function account(from: { id: number; username?: string; first_name?: string }) {
  return { id: from.id, username: from.username ?? null, first_name: from.first_name ?? null };
}
