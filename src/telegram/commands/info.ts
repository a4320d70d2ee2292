// /help, /terms and /support: what the bot does, the terms of sale (Telegram asks a selling bot to
// show them), and whom to write to.
import { Composer } from 'grammy';
import { escapeTelegram as esc } from '../../reading/render/escape.js';
import type { Language } from '../../i18n/languages.js';
import type { Translations } from '../../i18n/translations.js';
import type { ChatSender } from '../../services/delivery/chat-sender.js';
import type { BotContext } from '../context.js';
import { sendReplies, type BotReply, type Conversation } from '../conversation.js';

interface InfoDeps {
  conversation: Pick<Conversation, 'help'>;
  translations: Translations;
  baseUrl: string;
  supportEmail: string;
  sender: ChatSender;
}

export function termsReply(deps: Pick<InfoDeps, 'translations' | 'baseUrl'>, language: Language): BotReply[] {
  const t = deps.translations.t(language, 'bot');
  return [
    {
      html: t('terms.text', { offerUrl: esc(`${deps.baseUrl}/offer`), privacyUrl: esc(`${deps.baseUrl}/privacy`) }),
      buttons: [[{ text: t('terms.button'), url: `${deps.baseUrl}/offer` }]],
    },
  ];
}

export function supportReply(deps: Pick<InfoDeps, 'translations' | 'supportEmail'>, language: Language): BotReply[] {
  return [{ html: deps.translations.t(language, 'bot')('support.text', { email: esc(deps.supportEmail) }) }];
}

export function infoCommands(deps: InfoDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const chats = composer.chatType('private');
  chats.command('help', (ctx) => sendReplies(deps.sender, ctx.chat.id, deps.conversation.help(ctx.language)));
  chats.command('terms', (ctx) => sendReplies(deps.sender, ctx.chat.id, termsReply(deps, ctx.language)));
  chats.command('support', (ctx) => sendReplies(deps.sender, ctx.chat.id, supportReply(deps, ctx.language)));
  return composer;
}
