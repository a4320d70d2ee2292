// /readings: the person's orders and readings, each reading linked on the site, and /profile.
import { Composer } from 'grammy';
import type { ChatSender } from '../../services/delivery/chat-sender.js';
import { chatInput, type BotContext } from '../context.js';
import { sendReplies, type Conversation } from '../conversation.js';

export function readingsCommand(conversation: Pick<Conversation, 'readings'>, sender: ChatSender): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.chatType('private').command('readings', async (ctx) => sendReplies(sender, ctx.chat.id, await conversation.readings(chatInput(ctx))));
  return composer;
}
