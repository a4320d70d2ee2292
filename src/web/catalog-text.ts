// The catalog as a page in a language shows it: the operator writes the titles and descriptions in
// English (PUT /api/admin/prices); the other languages take theirs from site.json by product and
// add-on id, falling back to the operator's English for an id the files do not know. Prices are
// shown and ordered in the language's own currency when an enabled provider takes it (roubles on the
// Russian site), else in the catalog's main currency.
import type { PublicCatalog } from '../services/catalog/model.js';
import { PREFERRED_CURRENCY } from './format.js';
import type { Site } from './site.js';

/** The public catalog with its titles and descriptions in the page's language. */
export function localCatalog(site: Pick<Site, 'language' | 't'>, catalog: PublicCatalog): PublicCatalog {
  if (site.language === 'en') return catalog;
  const text = <T extends { id: string; title: string; description: string }>(kind: 'products' | 'addons', item: T): T => ({
    ...item,
    title: site.t(`catalog.${kind}.${item.id}.title`, { defaultValue: item.title }),
    description: site.t(`catalog.${kind}.${item.id}.description`, { defaultValue: item.description }),
  });
  return { ...catalog, products: catalog.products.map((p) => text('products', p)), addons: catalog.addons.map((a) => text('addons', a)) };
}

/** A product's or add-on's title in the page's language, by id (an id no longer sold is shown as it is). */
export function itemTitle(site: Pick<Site, 'language' | 't'>, kind: 'products' | 'addons', id: string, englishTitle: string | undefined): string {
  if (site.language === 'en') return englishTitle ?? id;
  return site.t(`catalog.${kind}.${id}.title`, { defaultValue: englishTitle ?? id });
}

/** The currency the page prices and orders in. */
export function pageCurrency(site: Pick<Site, 'language'>, catalog: Pick<PublicCatalog, 'currency' | 'currencies'>): string {
  const preferred = PREFERRED_CURRENCY[site.language];
  if (preferred && catalog.currencies.includes(preferred)) return preferred;
  return catalog.currencies.includes(catalog.currency) ? catalog.currency : (catalog.currencies[0] ?? catalog.currency);
}
