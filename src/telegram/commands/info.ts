// /help, /terms and /support: what the bot does, the terms of sale (Telegram asks a selling bot to
// show them), and whom to write to.
import { Composer } from 'grammy';
import type { ChatSender } from '../../services/delivery/chat-sender.js';
import type { BotContext } from '../context.js';
import { sendReplies, type Conversation } from '../conversation.js';
import { supportReply, termsReply, type InfoTexts } from './info-replies.js';

export function infoCommands(deps: InfoTexts & { conversation: Pick<Conversation, 'help'>; sender: ChatSender }): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const chats = composer.chatType('private');
  chats.command('help', (ctx) => sendReplies(deps.sender, ctx.chat.id, deps.conversation.help(ctx.language)));
  chats.command('terms', (ctx) => sendReplies(deps.sender, ctx.chat.id, termsReply(deps, ctx.language)));
  chats.command('support', (ctx) => sendReplies(deps.sender, ctx.chat.id, supportReply(deps, ctx.language)));
  return composer;
}
