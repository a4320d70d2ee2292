// /language: the person picks English or Russian for this chat.
import { Composer } from 'grammy';
import type { ChatSender } from '../../services/delivery/chat-sender.js';
import type { BotContext } from '../context.js';
import { sendReplies } from '../conversation.js';
import { chooseLanguage, languagePrompt, type LanguageChoice } from './language-replies.js';

export function languageCommand(deps: LanguageChoice & { sender: ChatSender }): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.chatType('private').command('language', (ctx) => sendReplies(deps.sender, ctx.chat.id, languagePrompt(deps.translations, ctx.language)));
  composer.callbackQuery(/^lang:/, async (ctx) => {
    const chatId = ctx.chat?.id ?? ctx.from.id;
    const outcome = await chooseLanguage(deps, chatId, ctx.callbackQuery.data, ctx.language);
    await ctx.answerCallbackQuery({ text: outcome.toast });
    await sendReplies(deps.sender, chatId, outcome.replies);
  });
  return composer;
}
