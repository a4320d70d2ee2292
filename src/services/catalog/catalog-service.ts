// The price catalog: stored in the settings table, cached briefly. Every item has a price in each
// currency the catalog sells in; the public view offers the currencies an enabled payment provider
// takes.
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Clock } from '../../clock.js';
import type { Language } from '../../i18n/languages.js';
import type { Queries } from '../../store/queries/index.js';
import { AppError, type FieldError } from '../errors.js';
import type { ProductRegistry } from '../../products/index.js';
import { defaultCatalog } from './defaults.js';
import { itemTitle } from './item-texts.js';
import { catalogSchemas, MIN_ORDER_SUM, type Addon, type Catalog, type CatalogSchemas, type CatalogPatch, type ItemPatch, type ItemText, type ItemTexts, type Product, type PublicCatalog } from './model.js';
import { fitsMinorUnits, isKnownCurrency } from './money.js';

const SETTINGS_KEY = 'catalog';

/** Other processes (workers, more web instances) see an operator's change within this time. */
const CACHE_MS = 1000;

/** The payment providers enabled, as the catalog presents them to buyers. */
export interface CheckoutInfo {
  providers: { name: string; currencies: readonly string[]; demo: boolean }[];
}

export class CatalogService {
  private cached: { catalog: Catalog; publicView: PublicCatalog; publicJson: string; at: number } | null = null;
  /** The catalog written on first start, from the product modules' defaults. */
  private readonly defaults: Catalog;
  /** The catalog's schemas, naming the products of the registry. */
  readonly schemas: CatalogSchemas;

  constructor(
    private readonly queries: Queries,
    private readonly clock: Clock,
    private readonly checkoutInfo: CheckoutInfo,
    /** The products sold, one module each: their defaults, form fields and schemas. */
    readonly products: ProductRegistry,
  ) {
    this.defaults = defaultCatalog(products);
    this.schemas = catalogSchemas(products.ids);
  }

  /** Writes the default catalog unless one is stored; safe to run from several processes at once. */
  async ensureDefault(): Promise<void> {
    await this.queries.settings.putIfAbsent(SETTINGS_KEY, JSON.stringify(this.defaults), this.clock.now());
  }

  /** A product's title in a language, for the bot's messages and the PDF's file name (an id no longer sold is shown as it is). */
  async productTitle(id: string, language: Language): Promise<string> {
    return itemTitle((await this.get()).products.find((p) => p.id === id), language, id);
  }

  async get(): Promise<Catalog> {
    return (await this.load()).catalog;
  }

  async getPublic(): Promise<PublicCatalog> {
    return (await this.load()).publicView;
  }

  /** The public catalog already serialised: the most requested document, sent as is. */
  async getPublicJson(): Promise<string> {
    return (await this.load()).publicJson;
  }

  /** The currencies an order may be placed in: the catalog's that an enabled provider takes. */
  async orderCurrencies(): Promise<string[]> {
    return (await this.load()).publicView.currencies;
  }

  /** `inTransaction` runs in the change's transaction (the operator's audit entry). */
  async update(patch: CatalogPatch, inTransaction?: (q: Queries, before: Catalog, after: Catalog) => Promise<void>): Promise<Catalog> {
    const next = await this.queries.transaction(async (q) => {
      const stored = await q.settings.get(SETTINGS_KEY);
      const current = stored !== undefined ? storedCatalog(stored, this.defaults) : this.defaults;
      const merged = applyPatch(current, patch, this.schemas.Catalog);
      await q.settings.put(SETTINGS_KEY, JSON.stringify(merged), this.clock.now());
      await inTransaction?.(q, current, merged);
      return merged;
    });
    this.cached = null;
    return next;
  }

  private async load() {
    const now = this.clock.now();
    if (this.cached && now - this.cached.at < CACHE_MS) return this.cached;
    const stored = await this.queries.settings.get(SETTINGS_KEY);
    const catalog = stored !== undefined ? storedCatalog(stored, this.defaults) : this.defaults;
    const view = publicView(catalog, this.checkoutInfo);
    this.cached = { catalog, publicView: view, publicJson: JSON.stringify(view), at: now };
    return this.cached;
  }
}

/** An item's price in a currency, in its major unit; undefined where the item has none. */
const priceIn = (item: Pick<Product | Addon, 'prices'>, currency: string): number | undefined => item.prices[currency];

/**
 * A stored catalog as this version reads it. Catalogs stored before prices were kept per currency
 * had one `price` per item, in the catalog's `currency`.
 */
function storedCatalog(json: string, defaults: Catalog): Catalog {
  const stored = JSON.parse(json) as Catalog & { products: (Product & { price?: number })[]; addons: (Addon & { price?: number })[] };
  const currencies = stored.currencies ?? [stored.currency];
  // Items stored before they had titles in other languages take the default ones.
  const upgrade = (kind: 'products' | 'addons') => (item: (Product | Addon) & { price?: number }) => {
    const { price, ...rest } = item;
    const texts = item.texts ?? (defaults[kind] as (Product | Addon)[]).find((d) => d.id === item.id)?.texts ?? {};
    return { ...rest, texts, prices: item.prices ?? { [stored.currency]: price! } };
  };
  const upgraded = { ...stored, currencies, products: stored.products.map(upgrade('products')), addons: stored.addons.map(upgrade('addons')) } as Catalog;
  return withNewProducts(upgraded, defaults);
}

/**
 * A catalog stored before a product was added gets it, enabled, with its default prices, and the
 * add-ons that go with it; a catalog selling in a currency the defaults have no price for does not
 * (the operator would have to price it first, and a catalog missing a price is not valid).
 */
function withNewProducts(catalog: Catalog, defaults: Catalog): Catalog {
  const added = defaults.products.filter((p) => !catalog.products.some((q) => q.id === p.id) && catalog.currencies.every((c) => p.prices[c] !== undefined));
  if (added.length === 0) return catalog;
  const pricesIn = (prices: Record<string, number>) => Object.fromEntries(catalog.currencies.map((c) => [c, prices[c]!]));
  return {
    ...catalog,
    products: [...catalog.products, ...added.map((p) => ({ ...p, prices: pricesIn(p.prices) }))],
    addons: catalog.addons.map((addon) => {
      const byDefault = defaults.addons.find((a) => a.id === addon.id);
      const extra = added.filter((p) => byDefault?.products.includes(p.id) && !addon.products.includes(p.id)).map((p) => p.id);
      return extra.length ? { ...addon, products: [...addon.products, ...extra] } : addon;
    }),
  };
}

function applyPatch(current: Catalog, patch: CatalogPatch, schema: TSchema): Catalog {
  const next: Catalog = structuredClone(current);
  if (patch.currency) next.currency = patch.currency;
  if (patch.currencies) {
    next.currencies = patch.currencies;
    // A currency taken out of the catalog takes its prices with it.
    for (const item of [...next.products, ...next.addons] as (Product | Addon)[]) {
      item.prices = Object.fromEntries(Object.entries(item.prices).filter(([currency]) => next.currencies.includes(currency)));
    }
  }
  if (patch.checkout?.enabled !== undefined) next.checkout.enabled = patch.checkout.enabled;
  // Where the operator wrote `price` (the main currency's), a problem with it is reported there.
  const writtenAsPrice = new Set<string>();
  for (const [kind, changes] of [['products', patch.products], ['addons', patch.addons]] as const) {
    for (const [id, change] of Object.entries(changes ?? {}) as [string, ItemPatch | undefined][]) {
      const item = (next[kind] as (Product | Addon)[]).find((i) => i.id === id);
      if (!item || !change) continue;
      const { price, prices, texts, ...english } = change;
      if (price !== undefined) writtenAsPrice.add(`${kind}.${id}.prices.${next.currency}`);
      Object.assign(item, english);
      // A language's title and description are changed one at a time; a language first written
      // needs both (the schema check below says which is missing).
      for (const [language, text] of Object.entries(texts ?? {})) {
        item.texts = { ...item.texts, [language]: { ...item.texts[language as keyof ItemTexts], ...text } as ItemText };
      }
      item.prices = { ...item.prices, ...prices, ...(price !== undefined ? { [next.currency]: price } : {}) };
    }
  }
  const fields: FieldError[] = [...Value.Errors(schema, next)].map((e) => ({ field: e.path.slice(1).replaceAll('/', '.'), message: e.message }));
  if (!next.currencies.includes(next.currency)) fields.push({ field: 'currency', message: 'must be one of currencies' });
  for (const currency of next.currencies) if (!isKnownCurrency(currency)) fields.push({ field: 'currencies', message: `${currency} is not an ISO 4217 currency (or XTR)` });
  for (const [kind, items] of [['products', next.products], ['addons', next.addons]] as const) {
    for (const item of items as (Product | Addon)[]) {
      for (const currency of next.currencies) {
        const price = priceIn(item, currency);
        const path = `${kind}.${item.id}.prices.${currency}`;
        const field = writtenAsPrice.has(path) ? `${kind}.${item.id}.price` : path;
        if (price === undefined) fields.push({ field, message: `is required: every item has a price in every currency of the catalog` });
        else if (isKnownCurrency(currency) && !fitsMinorUnits(price, currency)) fields.push({ field, message: `has more decimals than ${currency} has` });
      }
      for (const currency of Object.keys(item.prices)) {
        // A price in a currency the catalog does not sell in would never be charged: say so rather than keep it.
        if (!next.currencies.includes(currency)) fields.push({ field: `${kind}.${item.id}.prices.${currency}`, message: `is not a currency of the catalog (${next.currencies.join(', ')}); add it to currencies first` });
      }
    }
  }
  if (fields.length > 0) {
    throw new AppError('invalid_catalog', 'the change would make the catalog invalid', { fields });
  }
  return next;
}

function publicView(catalog: Catalog, checkout: CheckoutInfo): PublicCatalog {
  const taken = new Set(checkout.providers.flatMap((p) => p.currencies));
  const currencies = catalog.currencies.filter((c) => taken.has(c));
  const pricesOf = (item: Product | Addon) => Object.fromEntries(currencies.map((c) => [c, item.prices[c]!]));
  const products = catalog.products.filter((p) => p.enabled);
  const productIds = new Set(products.map((p) => p.id));
  return {
    ok: true,
    currency: catalog.currency,
    currencies,
    products: products.map((p) => ({ id: p.id, title: p.title, description: p.description, texts: textsOf(p), price: p.prices[catalog.currency]!, prices: pricesOf(p), fields: p.fields, required: p.required })),
    addons: catalog.addons
      .filter((a) => a.enabled)
      .map((a) => ({
        id: a.id,
        title: a.title,
        description: a.description,
        texts: textsOf(a),
        price: a.prices[catalog.currency]!,
        prices: pricesOf(a),
        products: a.products.filter((p) => productIds.has(p)),
      })),
    checkout: {
      enabled: catalog.checkout.enabled,
      minSum: MIN_ORDER_SUM,
      provider: checkout.providers[0]!.name,
      providers: checkout.providers.map((p) => ({ name: p.name, currencies: p.currencies.filter((c) => catalog.currencies.includes(c)) })),
      demo: checkout.providers.every((p) => p.demo),
    },
  };
}

/** An item's texts in other languages, as the public catalog lists them (the languages written only). */
function textsOf(item: Product | Addon): Record<string, ItemText> {
  return Object.fromEntries(Object.entries(item.texts).filter((entry): entry is [string, ItemText] => entry[1] !== undefined));
}
