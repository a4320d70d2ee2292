// What /terms and /support answer (grammY-free, so the demo chat answers the same without loading it).
import { escapeTelegram as esc } from '../../reading/render/escape.js';
import type { Language } from '../../i18n/languages.js';
import type { Translations } from '../../i18n/translations.js';
import type { BotReply } from '../conversation.js';

export interface InfoTexts {
  translations: Translations;
  baseUrl: string;
  supportEmail: string;
}

export function termsReply(deps: Pick<InfoTexts, 'translations' | 'baseUrl'>, language: Language): BotReply[] {
  const t = deps.translations.t(language, 'bot');
  return [
    {
      html: t('terms.text', { offerUrl: esc(`${deps.baseUrl}/offer`), privacyUrl: esc(`${deps.baseUrl}/privacy`) }),
      buttons: [[{ text: t('terms.button'), url: `${deps.baseUrl}/offer` }]],
    },
  ];
}

export function supportReply(deps: Pick<InfoTexts, 'translations' | 'supportEmail'>, language: Language): BotReply[] {
  return [{ html: deps.translations.t(language, 'bot')('support.text', { email: esc(deps.supportEmail) }) }];
}
