// /language: the person picks English or Russian for this chat; the choice is kept (chat_languages)
// and wins over the language their Telegram runs in.
import { Composer } from 'grammy';
import { LANGUAGES, isLanguage, type Language } from '../../i18n/languages.js';
import type { Translations } from '../../i18n/translations.js';
import type { ChatLanguages } from '../../services/chat/chat-languages.js';
import type { ChatSender } from '../../services/delivery/chat-sender.js';
import type { BotContext } from '../context.js';
import { sendReplies, type BotReply } from '../conversation.js';

/** callback_data of the language buttons: `lang:en`, `lang:ru`. */
const PREFIX = 'lang:';

interface LanguageDeps {
  languages: Pick<ChatLanguages, 'choose'>;
  translations: Translations;
  sender: ChatSender;
}

/** The question, with one button per language, each in its own name. */
export function languagePrompt(translations: Translations, language: Language): BotReply[] {
  return [
    {
      html: translations.t(language, 'bot')('language.prompt'),
      buttons: [LANGUAGES.map((l) => ({ text: translations.t(l, 'bot')('language.name'), callback: `${PREFIX}${l}` }))],
    },
  ];
}

export function languageCommand(deps: LanguageDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.chatType('private').command('language', (ctx) => sendReplies(deps.sender, ctx.chat.id, languagePrompt(deps.translations, ctx.language)));
  composer.callbackQuery(/^lang:/, async (ctx) => {
    const chosen = ctx.callbackQuery.data.slice(PREFIX.length);
    const chatId = ctx.chat?.id ?? ctx.from.id;
    if (!isLanguage(chosen)) {
      await ctx.answerCallbackQuery({ text: deps.translations.t(ctx.language, 'bot')('language.unknownToast') });
      return;
    }
    await deps.languages.choose(chatId, chosen);
    const t = deps.translations.t(chosen, 'bot');
    await ctx.answerCallbackQuery({ text: t('language.chosenToast') });
    await sendReplies(deps.sender, chatId, [{ html: t('language.chosen') }]);
  });
  return composer;
}
