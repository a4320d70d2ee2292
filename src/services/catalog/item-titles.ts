// What the bot calls the catalog's products and add-ons in a language. The catalog's titles are the
// operator's (edited in the console) and written in the catalog's language, English; in any other
// language the items are named from the bot's message files (bot.json `products.<id>`,
// `addons.<id>`), so that a Russian buyer never reads an English title in the chat or on a Stars
// invoice. The English entries of those files are the reference the other languages translate.
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages.js';
import type { Translations } from '../../i18n/translations.js';

/** The language the catalog's own titles are written in. */
export const CATALOG_LANGUAGE: Language = DEFAULT_LANGUAGE;

export type CatalogItemKind = 'products' | 'addons';

export function itemTitle(translations: Translations, language: Language, kind: CatalogItemKind, id: string, catalogTitle: string): string {
  if (language === CATALOG_LANGUAGE) return catalogTitle;
  return translations.t(language, 'bot')(`${kind}.${id}`, { defaultValue: catalogTitle });
}
