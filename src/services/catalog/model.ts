// The price catalog as data: its schemas are the one definition of its types, its validation and
// its OpenAPI description.
import { Type, type Static } from '@sinclair/typebox';

export const PRODUCT_IDS = ['natal', 'forecast', 'numerology'] as const;
export const ADDON_IDS = ['pdf', 'month_ahead', 'numerology'] as const;
export const BIRTH_FIELDS = ['day', 'month', 'year', 'time', 'city'] as const;

export const ProductId = Type.Union(PRODUCT_IDS.map((id) => Type.Literal(id)));
export type ProductId = Static<typeof ProductId>;
export const AddonId = Type.Union(ADDON_IDS.map((id) => Type.Literal(id)));
export type AddonId = Static<typeof AddonId>;
export const BirthField = Type.Union(BIRTH_FIELDS.map((id) => Type.Literal(id)));
export type BirthField = Static<typeof BirthField>;

/**
 * A price in the catalog currency's major unit. JSON Schema's multipleOf is unreliable for 0.01 in
 * binary floating point, so "at most two decimals" is checked by hasCents instead.
 */
export const Price = Type.Number({ minimum: 0, maximum: 100000, description: 'Price in the major unit, at most two decimals' });

export const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const Title = Type.String({ minLength: 1, maxLength: 120 });
const Description = Type.String({ minLength: 1, maxLength: 1000 });

export const Product = Type.Object({
  id: ProductId,
  title: Title,
  description: Description,
  price: Price,
  fields: Type.Array(BirthField, { description: 'Birth fields the reading uses' }),
  required: Type.Array(BirthField, { description: 'Birth fields an order must carry' }),
  enabled: Type.Boolean(),
});
export type Product = Static<typeof Product>;

export const Addon = Type.Object({
  id: AddonId,
  title: Title,
  description: Description,
  price: Price,
  products: Type.Array(ProductId, { description: 'Products this add-on can be ordered with' }),
  enabled: Type.Boolean(),
});
export type Addon = Static<typeof Addon>;

export const Catalog = Type.Object({
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  products: Type.Array(Product),
  addons: Type.Array(Addon),
  checkout: Type.Object({ enabled: Type.Boolean() }),
});
export type Catalog = Static<typeof Catalog>;

/** The operator's change: any of prices, titles, descriptions and flags; ids are fixed. */
const ItemPatch = Type.Object(
  { title: Type.Optional(Title), description: Type.Optional(Description), price: Type.Optional(Price), enabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export const CatalogPatch = Type.Object(
  {
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
    products: Type.Optional(Type.Partial(Type.Record(ProductId, ItemPatch), { additionalProperties: false })),
    addons: Type.Optional(Type.Partial(Type.Record(AddonId, ItemPatch), { additionalProperties: false })),
    checkout: Type.Optional(Type.Object({ enabled: Type.Optional(Type.Boolean()) }, { additionalProperties: false })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type CatalogPatch = Static<typeof CatalogPatch>;

export const MIN_ORDER_SUM = 30;

const PublicItem = { id: Type.String(), title: Type.String(), description: Type.String(), price: Type.Number() };
export const PublicCatalog = Type.Object({
  ok: Type.Literal(true),
  currency: Type.String(),
  products: Type.Array(Type.Object({ ...PublicItem, fields: Type.Array(Type.String()), required: Type.Array(Type.String()) })),
  addons: Type.Array(Type.Object({ ...PublicItem, products: Type.Array(Type.String()) })),
  checkout: Type.Object({
    enabled: Type.Boolean(),
    minSum: Type.Number(),
    provider: Type.String({ description: 'Payment provider name' }),
    demo: Type.Boolean({ description: 'True when payments are simulated (test checkout)' }),
  }),
});
export type PublicCatalog = Static<typeof PublicCatalog>;
