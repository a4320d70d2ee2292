// The command menu Telegram shows beside the message field. A bot that sells must answer /terms,
// /support and /paysupport; their descriptions are bot.json `commands.<name>`.
import type { Language } from '../../i18n/languages.js';
import type { Translations } from '../../i18n/translations.js';

export const BOT_COMMAND_NAMES = ['start', 'readings', 'language', 'help', 'terms', 'support', 'paysupport'] as const;

/** The command menu in one language, as setMyCommands takes it. */
export function botCommands(translations: Translations, language: Language): { command: string; description: string }[] {
  const t = translations.t(language, 'bot');
  return BOT_COMMAND_NAMES.map((command) => ({ command, description: t(`commands.${command}`) }));
}
