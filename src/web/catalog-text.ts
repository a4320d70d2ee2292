// The catalog as a page in a language shows it: each item's title and description in that language
// (the catalog's own texts, which the operator edits with PUT /api/admin/prices; English where an item
// has none in it). Prices are shown and ordered in the language's own currency when an enabled
// provider takes it (roubles on the Russian site), else in the catalog's main currency.
import type { Language } from '../i18n/languages.js';
import { itemText, itemTitle as titleIn, type TextedItem } from '../services/catalog/item-texts.js';
import type { PublicCatalog } from '../services/catalog/model.js';
import { PREFERRED_CURRENCY } from './format.js';
import type { Site } from './site.js';

/** The public catalog with its titles and descriptions in the page's language. */
export function localCatalog(site: Pick<Site, 'language'>, catalog: PublicCatalog): PublicCatalog {
  const inLanguage = <T extends TextedItem>(item: T): T => ({ ...item, ...itemText(item, site.language) });
  return { ...catalog, products: catalog.products.map(inLanguage), addons: catalog.addons.map(inLanguage) };
}

/** A product's or add-on's title in the page's language (an id no longer sold is shown as it is). */
export function itemTitle(site: { language: Language }, item: TextedItem | undefined, id: string): string {
  return titleIn(item, site.language, id);
}

/** The currency the page prices and orders in. */
export function pageCurrency(site: Pick<Site, 'language'>, catalog: Pick<PublicCatalog, 'currency' | 'currencies'>): string {
  const preferred = PREFERRED_CURRENCY[site.language];
  if (preferred && catalog.currencies.includes(preferred)) return preferred;
  return catalog.currencies.includes(catalog.currency) ? catalog.currency : (catalog.currencies[0] ?? catalog.currency);
}
