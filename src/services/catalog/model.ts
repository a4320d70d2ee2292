// The price catalog as data: its schemas are the one definition of its types, its validation and
// its OpenAPI description. The product ids come from the product modules (src/products): the
// schemas here are those of the built-in products, and catalogSchemas gives them for any registry
// (the routes and the MCP tools publish the composed app's).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../i18n/languages.js';
import { BIRTH_FIELDS, PRODUCT_IDS } from '../../products/index.js';

const ADDON_IDS = ['pdf', 'month_ahead', 'numerology'] as const;

const literals = <T extends string>(ids: readonly T[]) => Type.Union(ids.map((id) => Type.Literal(id)));
const AddonId = literals(ADDON_IDS);
type AddonId = Static<typeof AddonId>;
const BirthField = literals(BIRTH_FIELDS);

/**
 * A price in a currency's major unit. JSON Schema's multipleOf is unreliable for 0.01 in binary
 * floating point, so "no more decimals than the currency has" is checked by fitsMinorUnits instead.
 */
const Price = Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Price in the currency’s major unit (49.90 USD, 2500 XTR)' });
const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code (XTR for Telegram Stars)' });
/** An item's price in every currency the catalog sells in. */
const Prices = Type.Record(CurrencyCode, Price, { description: 'The price in each currency the catalog sells in, in its major unit' });
type Prices = Static<typeof Prices>;
const Title = Type.String({ minLength: 1, maxLength: 120 });
const Description = Type.String({ minLength: 1, maxLength: 1000 });

/** The languages an item is written in besides the catalog's own (title and description), English. */
const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
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
export const MIN_ORDER_SUM = 30;


/**
 * The catalog's schemas for a set of product ids: the stored catalog, the operator's change and the
 * public view, each naming the products it may hold. The routes and the MCP tools publish those of
 * the composed app's products (OpenAPI and MCP list them); the types below are the built-in ones'.
 */
export function catalogSchemas<T extends string>(productIds: readonly T[]) {
  const ProductId = literals(productIds);
  const Product = Type.Object({
    id: ProductId,
    title: Title,
    description: Description,
    texts: ItemTexts,
    prices: Prices,
    fields: Type.Array(BirthField, { description: 'Birth fields the reading uses' }),
    required: Type.Array(BirthField, { description: 'Birth fields an order must carry' }),
    enabled: Type.Boolean(),
  });
  const Addon = Type.Object({
    id: AddonId,
    title: Title,
    description: Description,
    texts: ItemTexts,
    prices: Prices,
    products: Type.Array(ProductId, { description: 'Products this add-on can be ordered with' }),
    enabled: Type.Boolean(),
  });
  const Catalog = Type.Object({
    currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'The main currency: prices shown first, and the currency of an order that names none' }),
    currencies: Type.Array(CurrencyCode, { minItems: 1, uniqueItems: true, description: 'Every currency the catalog sells in; each item has a price in each' }),
    products: Type.Array(Product),
    addons: Type.Array(Addon),
    checkout: Type.Object({ enabled: Type.Boolean() }),
  });
  const CatalogPatch = Type.Object(
    {
      currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
      currencies: Type.Optional(Type.Array(CurrencyCode, { minItems: 1, uniqueItems: true })),
      products: Type.Optional(Type.Partial(Type.Record(ProductId, ItemPatch), { additionalProperties: false })),
      addons: Type.Optional(Type.Partial(Type.Record(AddonId, ItemPatch), { additionalProperties: false })),
      checkout: Type.Optional(Type.Object({ enabled: Type.Optional(Type.Boolean()) }, { additionalProperties: false })),
    },
    { additionalProperties: false, minProperties: 1 },
  );
  const PublicItem = {
    title: Type.String(),
    description: Type.String(),
    texts: Type.Record(Type.String(), Type.Object({ title: Type.String(), description: Type.String() }), { description: 'The title and description in other languages, by language code (ru)' }),
    price: Type.Number({ description: 'The price in the main currency (`currency`)' }),
    prices: Type.Record(Type.String(), Type.Number(), { description: 'The price in each currency of `currencies`, in its major unit' }),
  };
  const PublicCatalog = Type.Object({
    ok: Type.Literal(true),
    currency: Type.String({ description: 'The main currency' }),
    currencies: Type.Array(Type.String(), { description: 'The currencies an order may be placed in (`currency` of the order request): those of the catalog that an enabled payment provider takes' }),
    products: Type.Array(Type.Object({ id: ProductId, ...PublicItem, fields: Type.Array(Type.String()), required: Type.Array(Type.String()) })),
    addons: Type.Array(Type.Object({ id: Type.String(), ...PublicItem, products: Type.Array(ProductId) })),
    checkout: Type.Object({
      enabled: Type.Boolean(),
      minSum: Type.Number(),
      provider: Type.String({ description: 'The first payment provider (see providers)' }),
      providers: Type.Array(Type.Object({ name: Type.String(), currencies: Type.Array(Type.String()) }), { description: 'The payment providers enabled, with the currencies each takes' }),
      demo: Type.Boolean({ description: 'True when payments are simulated (test checkout)' }),
    }),
  });
  return { ProductId, Product, Addon, Catalog, CatalogPatch, PublicCatalog };
}
export type CatalogSchemas = ReturnType<typeof catalogSchemas<string>>;

const BUILT_IN = catalogSchemas(PRODUCT_IDS);
export const { Catalog, CatalogPatch, PublicCatalog } = BUILT_IN;
export type Product = Static<typeof BUILT_IN.Product>;
export type Addon = Static<typeof BUILT_IN.Addon>;
export type Catalog = Static<typeof Catalog>;
export type CatalogPatch = Static<typeof CatalogPatch>;
export type PublicCatalog = Static<typeof PublicCatalog>;
