// What every handler of the bot knows about an update: the chat's language, looked up once per
// update (the one chosen with /language, else the Telegram user's own), and who wrote.
import type { Context, MiddlewareFn } from 'grammy';
import type { Language } from '../i18n/languages.js';
import { languageOfTelegramUser } from '../i18n/negotiate.js';
import type { ChatLanguages } from '../services/chat/chat-languages.js';
import type { TelegramAccount } from '../services/identity/types.js';
import type { ChatInput } from './conversation.js';

export type BotContext = Context & { language: Language };

/** Sets `ctx.language` for the handlers after it. */
export function chatLanguage(languages: Pick<ChatLanguages, 'of'>): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    // A private chat's id is its user's id; a pre-checkout query or an inline button has a user only.
    const chatId = ctx.chat?.id ?? ctx.from?.id;
    ctx.language = chatId === undefined ? languageOfTelegramUser(ctx.from?.language_code) : await languages.of(chatId, ctx.from?.language_code);
    await next();
  };
}

/** Who wrote, in which chat, and the chat's language. */
export function chatInput(ctx: BotContext & { chat: { id: number } }): ChatInput {
  return { account: account(ctx.from!), chatId: ctx.chat.id, language: ctx.language };
}

export function account(from: { id: number; username?: string; first_name?: string }): TelegramAccount {
  return { id: from.id, username: from.username ?? null, first_name: from.first_name ?? null };
}
