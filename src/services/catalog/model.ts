// The price catalog as data: its schemas are the one definition of its types, its validation and
// its OpenAPI description.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../i18n/languages.js';

export const PRODUCT_IDS = ['natal', 'forecast', 'numerology', 'compatibility'] as const;
export const ADDON_IDS = ['pdf', 'month_ahead', 'numerology'] as const;
/** `partner`: the second person's birth data (meta.partner), for the compatibility reading. */
export const BIRTH_FIELDS = ['day', 'month', 'year', 'time', 'city', 'partner'] as const;

export const ProductId = Type.Union(PRODUCT_IDS.map((id) => Type.Literal(id)));
export type ProductId = Static<typeof ProductId>;
export const AddonId = Type.Union(ADDON_IDS.map((id) => Type.Literal(id)));
export type AddonId = Static<typeof AddonId>;
export const BirthField = Type.Union(BIRTH_FIELDS.map((id) => Type.Literal(id)));
export type BirthField = Static<typeof BirthField>;

/**
 * A price in a currency's major unit. JSON Schema's multipleOf is unreliable for 0.01 in binary
 * floating point, so "no more decimals than the currency has" is checked by fitsMinorUnits instead.
 */
export const Price = Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Price in the currency’s major unit (49.90 USD, 2500 XTR)' });
export const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code (XTR for Telegram Stars)' });
/** An item's price in every currency the catalog sells in. */
export const Prices = Type.Record(CurrencyCode, Price, { description: 'The price in each currency the catalog sells in, in its major unit' });
export type Prices = Static<typeof Prices>;
const Title = Type.String({ minLength: 1, maxLength: 120 });
const Description = Type.String({ minLength: 1, maxLength: 1000 });

/** The languages an item is written in besides the catalog's own (title and description), English. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const byLanguage = <T extends TSchema>(schema: T) => Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, schema])) as Record<string, T>;
/**
 * An item's title and description in each other language the site and bot speak; a language without
 * them shows the English. One table for the site, the bot, the Stars invoice and the PDF's file name.
 */
export const ItemTexts = Type.Partial(Type.Object(byLanguage(Type.Object({ title: Title, description: Description }, { additionalProperties: false }))), {
  additionalProperties: false,
  description: 'The title and description in each other language (ru); a language left out shows the English ones',
});
export type ItemTexts = Static<typeof ItemTexts>;
export interface ItemText {
  title: string;
  description: string;
}

export const Product = Type.Object({
  id: ProductId,
  title: Title,
  description: Description,
  texts: ItemTexts,
  prices: Prices,
  fields: Type.Array(BirthField, { description: 'Birth fields the reading uses' }),
  required: Type.Array(BirthField, { description: 'Birth fields an order must carry' }),
  enabled: Type.Boolean(),
});
export type Product = Static<typeof Product>;

export const Addon = Type.Object({
  id: AddonId,
  title: Title,
  description: Description,
  texts: ItemTexts,
  prices: Prices,
  products: Type.Array(ProductId, { description: 'Products this add-on can be ordered with' }),
  enabled: Type.Boolean(),
});
export type Addon = Static<typeof Addon>;

export const Catalog = Type.Object({
  currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'The main currency: prices shown first, and the currency of an order that names none' }),
  currencies: Type.Array(CurrencyCode, { minItems: 1, uniqueItems: true, description: 'Every currency the catalog sells in; each item has a price in each' }),
  products: Type.Array(Product),
  addons: Type.Array(Addon),
  checkout: Type.Object({ enabled: Type.Boolean() }),
});
export type Catalog = Static<typeof Catalog>;

/** The operator's change: any of prices, titles and descriptions (in any language) and flags; ids are fixed. */
export const ItemPatch = Type.Object(
  {
    title: Type.Optional(Title),
    description: Type.Optional(Description),
    texts: Type.Optional(
      Type.Partial(Type.Object(byLanguage(Type.Partial(Type.Object({ title: Title, description: Description }), { additionalProperties: false }))), {
        additionalProperties: false,
        description: 'Titles and descriptions to set by language (ru); what is left out stays',
      }),
    ),
    price: Type.Optional({ ...Price, description: 'The price in the main currency' }),
    prices: Type.Optional(Type.Record(CurrencyCode, Price, { description: 'Prices to set, by currency; the others stay' })),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ItemPatch = Static<typeof ItemPatch>;
export const CatalogPatch = Type.Object(
  {
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
    currencies: Type.Optional(Type.Array(CurrencyCode, { minItems: 1, uniqueItems: true })),
    products: Type.Optional(Type.Partial(Type.Record(ProductId, ItemPatch), { additionalProperties: false })),
    addons: Type.Optional(Type.Partial(Type.Record(AddonId, ItemPatch), { additionalProperties: false })),
    checkout: Type.Optional(Type.Object({ enabled: Type.Optional(Type.Boolean()) }, { additionalProperties: false })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type CatalogPatch = Static<typeof CatalogPatch>;

export const MIN_ORDER_SUM = 30;

const PublicItem = {
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  texts: Type.Record(Type.String(), Type.Object({ title: Type.String(), description: Type.String() }), { description: 'The title and description in other languages, by language code (ru)' }),
  price: Type.Number({ description: 'The price in the main currency (`currency`)' }),
  prices: Type.Record(Type.String(), Type.Number(), { description: 'The price in each currency of `currencies`, in its major unit' }),
};
export const PublicCatalog = Type.Object({
  ok: Type.Literal(true),
  currency: Type.String({ description: 'The main currency' }),
  currencies: Type.Array(Type.String(), { description: 'The currencies an order may be placed in (`currency` of the order request): those of the catalog that an enabled payment provider takes' }),
  products: Type.Array(Type.Object({ ...PublicItem, fields: Type.Array(Type.String()), required: Type.Array(Type.String()) })),
  addons: Type.Array(Type.Object({ ...PublicItem, products: Type.Array(Type.String()) })),
  checkout: Type.Object({
    enabled: Type.Boolean(),
    minSum: Type.Number(),
    provider: Type.String({ description: 'The first payment provider (see providers)' }),
    providers: Type.Array(Type.Object({ name: Type.String(), currencies: Type.Array(Type.String()) }), { description: 'The payment providers enabled, with the currencies each takes' }),
    demo: Type.Boolean({ description: 'True when payments are simulated (test checkout)' }),
  }),
});
export type PublicCatalog = Static<typeof PublicCatalog>;
