// The order request and responses: one schema each for validation, types and OpenAPI.
import { PRODUCT_IDS } from '../../products/index.js';
import { Type, type Static } from '@sinclair/typebox';
import { MIN_ORDER_SUM } from '../catalog/model.js';
import { ORDER_STATUSES } from './lifecycle.js';
import { ChartOptionFields } from '../readings/chart-options.js';
import { LANGUAGES, type Language } from '../../i18n/languages.js';
import { PersonText } from '../text.js';
import { StringEnum } from '../validation.js';

/** The language the reading, the bot's messages and the PDF are written in. */
const OrderLanguage = (description: string) => StringEnum<Language>(LANGUAGES, { description });

/** Decimal degrees as a string: "55.7522", "-0.1257". */
const COORDINATE = '^-?[0-9]{1,3}(\\.[0-9]{1,8})?$';

/** The second person of a compatibility reading: the same birth fields as the buyer's, one object. */
export const PartnerMeta = Type.Object(
  {
    name: PersonText('The partner’s name, as the reading should call them'),
    birthDate: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'The partner’s date of birth, YYYY-MM-DD' }),
    time: Type.Optional(Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'The partner’s local birth time, HH:MM, 24-hour; leave it out when unknown (their houses and angles are then not read)' })),
    city: Type.Optional(PersonText('The partner’s birth city, resolved as meta.city is: an ambiguous name is refused with ambiguous_city and the candidates')),
    placeId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: 'GeoNames id of the partner’s birth place (GET /api/cities); the order stores the id it is cast for' })),
    latitude: Type.Optional(Type.String({ pattern: COORDINATE, description: 'Latitude of the partner’s birth place, decimal degrees, north positive; with longitude, instead of placeId' })),
    longitude: Type.Optional(Type.String({ pattern: COORDINATE, description: 'Longitude of the partner’s birth place, decimal degrees, east positive; goes with latitude' })),
  },
  {
    additionalProperties: false,
    description: 'Compatibility only: the second person’s birth data. Their birth place is named by city, placeId, or latitude with longitude, under the same rules as the buyer’s; the chart options (houses, zodiac) apply to both charts.',
  },
);
export type PartnerMeta = Static<typeof PartnerMeta>;

export const BirthMeta = Type.Object(
  {
    day: Type.Optional(Type.String({ pattern: '^(0?[1-9]|[12][0-9]|3[01])$', description: 'Day of birth, 1-31' })),
    month: Type.Optional(Type.String({ pattern: '^(0?[1-9]|1[0-2])$', description: 'Month of birth, 1-12' })),
    year: Type.Optional(Type.String({ pattern: '^[0-9]{4}$', description: 'Year of birth, four digits' })),
    time: Type.Optional(Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'Local birth time, HH:MM, 24-hour' })),
    city: Type.Optional(PersonText('Birth city: "City", "City, Country" or "City, Region, Country". A name several places share comparably ("Springfield") is refused with ambiguous_city and the candidates; add the region or country, or send placeId.')),
    placeId: Type.Optional(Type.String({
      pattern: '^[1-9][0-9]{0,9}$',
      description: 'GeoNames id of the birth place, as GET /api/cities gives it: names exactly one place. With city, the city must be a name of this place. The order stores the id of the place it is cast for.',
    })),
    latitude: Type.Optional(Type.String({
      pattern: COORDINATE,
      description: 'Latitude of the birth place in decimal degrees, north positive (-90 to 90); with longitude, instead of placeId, for a place the city list does not hold. The time zone is the one in force there.',
    })),
    longitude: Type.Optional(Type.String({ pattern: COORDINATE, description: 'Longitude of the birth place in decimal degrees, east positive (-180 to 180); goes with latitude' })),
    ...ChartOptionFields,
    partner: Type.Optional(PartnerMeta),
    language: Type.Optional(OrderLanguage('The order’s language, as the top-level `language` field; give either (both must agree). The order stores it here.')),
    currentName: Type.Optional(PersonText('Numerology only: the name used now when it differs from the birth name in `name` (a married or chosen name). The profile counts it beside the birth name and says what the change means; refused on orders without numerology.')),
  },
  {
    additionalProperties: false,
    description: 'Birth data, and how the chart is cast (house system, zodiac, ayanamsa); every value is a string. The birth place is named by city, placeId, or latitude with longitude.',
  },
);
export type BirthMeta = Static<typeof BirthMeta>;

/**
 * An order as the API and the MCP tool take it, its product one of `productIds` (the composed app's
 * products, which OpenAPI and MCP publish). The product stays a string to the schema: one the catalog
 * does not sell is refused with unknown_product, naming those it does.
 */
export const orderRequestSchema = (productIds: readonly string[]) => Type.Object(
  {
    product: Type.String({ minLength: 1, maxLength: 64, description: `Product id from the catalog: ${productIds.join(', ')}` }),
    addons: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 10, uniqueItems: true, description: 'Add-on ids from the catalog, each at most once' })),
    sum: Type.Number({ minimum: MIN_ORDER_SUM, maximum: 10_000_000, description: 'Total in the order’s currency (its major unit); must equal the catalog price of product and add-ons in it' }),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 currency of sum (XTR: Telegram Stars); the catalog’s main currency when left out. The public catalog lists the currencies taken.' })),
    name: PersonText('Full name (used by numerology)'),
    phone: Type.String({ minLength: 1, maxLength: 32, description: 'Phone number in international format, e.g. +44 20 7946 0958' }),
    contact: Type.String({ pattern: '^@[A-Za-z0-9_]{5,32}$', description: 'Telegram username with a leading @' }),
    language: Type.Optional(OrderLanguage(
      'Language of the reading, the bot’s messages and the PDF: en or ru (also accepted as meta.language). Without it, the language of the page that placed the order, or for the API the request’s Accept-Language, else en. It also decides how a national phone number is read: with ru, "8 912 345-67-89" is a Russian number.',
    )),
    meta: Type.Optional(BirthMeta),
  },
  { additionalProperties: false },
);
export const OrderRequest = orderRequestSchema(PRODUCT_IDS);
export type OrderRequest = Static<typeof OrderRequest>;

export const OrderCreated = Type.Object({
  ok: Type.Literal(true),
  orderId: Type.String(),
  payUrl: Type.String({ format: 'uri' }),
  botUrl: Type.String({ format: 'uri' }),
});
export type OrderCreated = Static<typeof OrderCreated>;

export const OrderStatusName = Type.Union(
  ORDER_STATUSES.map((s) => Type.Literal(s)),
  {
    description:
      'pending_payment → paid → ready (reading stored) → delivered (sent by the bot); pending_payment → expired | cancelled; ' +
      'paid | ready | delivered → refunded; paid → failed when the reading could not be made after every retry (the operator is alerted and retries or refunds it); ' +
      'ready → undeliverable when the bot cannot reach the buyer (they blocked it, or nobody opened the bot link within DELIVERY_WAIT_HOURS): opening the bot link again sends it (ready), or the operator rebinds or refunds it',
  },
);

export const OrderStatusView = Type.Object({
  ok: Type.Literal(true),
  orderId: Type.String(),
  status: OrderStatusName,
  sum: Type.Number({ description: 'What the order costs, in the major unit of its currency' }),
  currency: Type.String({ description: 'ISO 4217 (XTR: Telegram Stars)' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When an unpaid order expires; null once paid' }),
});
export type OrderStatusView = Static<typeof OrderStatusView>;
