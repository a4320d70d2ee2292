// What /language asks and how a choice is answered (grammY-free: the demo chat uses it too). The
// choice is kept per chat (chat_languages) and wins over the language the person's Telegram runs in.
import { LANGUAGES, isLanguage, type Language } from '../../i18n/languages.js';
import type { Translations } from '../../i18n/translations.js';
import type { ChatLanguages } from '../../services/chat/chat-languages.js';
import type { BotReply } from '../conversation.js';

/** callback_data of the language buttons: `lang:en`, `lang:ru`. */
export const LANGUAGE_CALLBACK_PREFIX = 'lang:';
const PREFIX = LANGUAGE_CALLBACK_PREFIX;

export interface LanguageChoice {
  languages: Pick<ChatLanguages, 'choose'>;
  translations: Translations;
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

/** A language button was pressed: the choice kept, and said in the language chosen. */
export async function chooseLanguage(deps: LanguageChoice, chatId: number, data: string, current: Language): Promise<{ toast: string; replies: BotReply[] }> {
  const chosen = data.slice(PREFIX.length);
  if (!isLanguage(chosen)) return { toast: deps.translations.t(current, 'bot')('language.unknownToast'), replies: [] };
  await deps.languages.choose(chatId, chosen);
  const t = deps.translations.t(chosen, 'bot');
  return { toast: t('language.chosenToast'), replies: [{ html: t('language.chosen') }] };
}

