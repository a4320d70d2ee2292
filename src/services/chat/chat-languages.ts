// Which language the bot speaks in a chat: the one the person chose with /language, else the one
// their Telegram runs in (language_code), else English.
import type { Clock } from '../../clock.js';
import { isLanguage, type Language } from '../../i18n/languages.js';
import { languageOfTelegramUser } from '../../i18n/negotiate.js';
import type { Queries } from '../../store/queries/index.js';

export class ChatLanguages {
  constructor(
    private readonly queries: Pick<Queries, 'chatLanguages'>,
    private readonly clock: Clock,
  ) {}

  async of(chatId: number, telegramLanguageCode: string | undefined): Promise<Language> {
    const chosen = await this.queries.chatLanguages.of(chatId);
    return isLanguage(chosen) ? chosen : languageOfTelegramUser(telegramLanguageCode);
  }

  async choose(chatId: number, language: Language): Promise<void> {
    await this.queries.chatLanguages.set(chatId, language, this.clock.now());
  }
}
