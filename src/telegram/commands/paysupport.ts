// /paysupport and its refund buttons.
import { Composer } from 'grammy';
import type { ChatSender } from '../../services/delivery/chat-sender.js';
import type { BotContext } from '../context.js';
import { sendReplies } from '../conversation.js';
import { PaySupport, type PaySupportDeps } from './paysupport-replies.js';

export function paySupportCommand(deps: PaySupportDeps & { sender: ChatSender }): Composer<BotContext> {
  const paySupport = new PaySupport(deps);
  const composer = new Composer<BotContext>();
  composer.chatType('private').command('paysupport', async (ctx) => sendReplies(deps.sender, ctx.chat.id, await paySupport.overview(ctx.from.id, ctx.language)));
  composer.callbackQuery(/^refund:/, async (ctx) => {
    const outcome = await paySupport.request(ctx.from.id, ctx.callbackQuery.data, ctx.language);
    await ctx.answerCallbackQuery(outcome.toast ? { text: outcome.toast } : {});
    await sendReplies(deps.sender, ctx.chat?.id ?? ctx.from.id, outcome.replies);
  });
  return composer;
}
