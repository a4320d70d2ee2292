// The languages the service speaks. Each has a folder of message files under locales/ (the site's
// and the bot's); a test checks that the list and the folders agree and that every file has every
// key English has, so a language added here without its files (or the reverse) fails the suite.
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a request, chat or order falls back to when nothing names a language we speak. */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tag for Intl formatting (money, dates, plural rules). */
export const LOCALE_OF: Record<Language, string> = { en: 'en-GB', ru: 'ru-RU' };

/** The phone country a national number ("8 912 345-67-89") is read in, per language; none for English. */
export const PHONE_COUNTRY_OF: Record<Language, 'RU' | undefined> = { en: undefined, ru: 'RU' };
