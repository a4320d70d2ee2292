// What the catalog's products and add-ons are called in a language, for the site, the bot, the Stars
// invoice and the PDF's file name alike: the item's own text in that language (the defaults ship
// Russian ones, and the operator edits them with PUT /api/admin/prices), else its English one.
import type { Language } from '../../i18n/languages.js';
import type { ItemText } from './model.js';

/** What an item carries of its texts: the English ones and, by language, the others. */
export interface TextedItem extends ItemText {
  texts: Partial<Record<string, ItemText>>;
}

/** An item's title and description in `language`, or in English where it has none in that language. */
export function itemText(item: TextedItem, language: Language): ItemText {
  const own = item.texts[language];
  return own ? { title: own.title, description: own.description } : { title: item.title, description: item.description };
}

/** An item's title in `language`; an id no longer in the catalog (an old order's) is shown as it is. */
export function itemTitle(item: TextedItem | undefined, language: Language, id: string): string {
  return item ? itemText(item, language).title : id;
}
