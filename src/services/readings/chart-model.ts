// POST /api/chart: request and response schemas (validation, types and OpenAPI in one place).
import { Type, type Static } from '@sinclair/typebox';
import { BODIES, SIGNS, type HouseSystem } from '../../astro/types.js';
import { BirthMeta } from '../orders/model.js';
import { AyanamsaName, ChartOptionFields, HouseSystemName, ZodiacName } from './chart-options.js';

export const FromBirthFields = Type.Object(
  {
    day: Type.String({ pattern: '^(0?[1-9]|[12][0-9]|3[01])$' }),
    month: Type.String({ pattern: '^(0?[1-9]|1[0-2])$' }),
    year: Type.String({ pattern: '^[0-9]{4}$' }),
    time: Type.Optional(BirthMeta.properties.time),
    city: Type.String({ minLength: 1, maxLength: 100, description: BirthMeta.properties.city.description }),
    ...ChartOptionFields,
  },
  { additionalProperties: false, title: 'Birth fields', description: 'The same birth fields as an order’s meta; the city is looked up offline.' },
);

const FromMomentAndPlace = Type.Object(
  {
    date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'Local date, YYYY-MM-DD' }),
    time: Type.Optional(Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$', description: 'Local time, HH:MM or HH:MM:SS' })),
    latitude: Type.Number({ minimum: -90, maximum: 90, description: 'Decimal degrees, north positive' }),
    longitude: Type.Number({ minimum: -180, maximum: 180, description: 'Decimal degrees, east positive' }),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone, e.g. Europe/Berlin' })),
    utcOffset: Type.Optional(Type.String({ pattern: '^[+-][0-9]{2}:[0-9]{2}$', description: 'Fixed offset from UTC, e.g. +03:00' })),
    ...ChartOptionFields,
  },
  { additionalProperties: false, title: 'Moment and place', description: 'An explicit local moment and coordinates, with either timezone or utcOffset.' },
);

export const ChartRequest = Type.Union([FromBirthFields, FromMomentAndPlace]);
export type ChartRequest = Static<typeof ChartRequest>;
export type ChartFromBirthFields = Static<typeof FromBirthFields>;
export type ChartFromMomentAndPlace = Static<typeof FromMomentAndPlace>;

const Sign = Type.Union(SIGNS.map((s) => Type.Literal(s)));
// OpenAPI 3.0 has no numeric exclusiveMaximum, so the open upper bound is stated in words.
const Longitude = Type.Number({ minimum: 0, maximum: 360, description: 'Ecliptic longitude in degrees, 0 ≤ x < 360, in the chart’s zodiac' });
const House = Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()], { description: 'House in the chart’s house system; null without a birth time' });

const BodyPosition = Type.Object({
  longitude: Longitude,
  latitude: Type.Number(),
  speed: Type.Number({ description: 'Degrees per day; negative when retrograde' }),
  retrograde: Type.Boolean(),
  sign: Sign,
  degreeInSign: Type.Number({ minimum: 0, maximum: 30, description: '0 ≤ x < 30' }),
  house: House,
});

const PartOfFortune = Type.Object(
  {
    longitude: Longitude,
    sign: Sign,
    degreeInSign: Type.Number({ minimum: 0, maximum: 30, description: '0 ≤ x < 30' }),
    house: House,
    sect: Type.Union([Type.Literal('day'), Type.Literal('night')], { description: 'day when the Sun is above the horizon (between the Descendant and the Ascendant through the Midheaven)' }),
    formula: Type.Union([Type.Literal('ascendant + moon - sun'), Type.Literal('ascendant + sun - moon')], {
      description: 'The convention most software uses, reversed at night: Ascendant + Moon − Sun by day, Ascendant + Sun − Moon by night',
    }),
  },
  { description: 'Part of Fortune; null without a birth time' },
);

export const ChartResponse = Type.Object({
  ok: Type.Literal(true),
  moment: Type.Object({
    utc: Type.String({ format: 'date-time' }),
    timezone: Type.String(),
    utcOffset: Type.String(),
    timeKnown: Type.Boolean(),
    note: Type.Union([Type.String(), Type.Null()], { description: 'What was assumed: no birth time, or a local time skipped or repeated by a clock change' }),
  }),
  place: Type.Object({ name: Type.String(), latitude: Type.Number(), longitude: Type.Number() }),
  options: Type.Object(
    { houses: HouseSystemName, zodiac: ZodiacName, ayanamsa: Type.Union([AyanamsaName, Type.Null()]) },
    { description: 'How the chart was cast, defaults filled in' },
  ),
  ayanamsaDegrees: Type.Union([Type.Number(), Type.Null()], {
    description: 'Sidereal charts: the ayanamsa of date in degrees (nutation included), subtracted from every tropical longitude; null for tropical',
  }),
  bodies: Type.Object({
    ...(Object.fromEntries(BODIES.map((b) => [b, BodyPosition])) as Record<(typeof BODIES)[number], typeof BodyPosition>),
    chiron: Type.Union([BodyPosition, Type.Null()], { description: 'From a table fitted to Swiss Ephemeris; null outside 1800-2200, where the table ends' }),
    lilith: Type.Object(BodyPosition.properties, { description: 'Black Moon Lilith: the mean lunar apogee, projected onto the ecliptic' }),
  }),
  angles: Type.Union([Type.Object({ ascendant: Longitude, midheaven: Longitude }), Type.Null()], { description: 'Null without a birth time' }),
  houses: Type.Union(
    [
      Type.Object({
        system: Type.Unsafe<HouseSystem>({ ...HouseSystemName, description: 'The system used: the one asked for, or porphyry where Placidus or Koch has no solution (polar latitudes)' }),
        cusps: Type.Array(Longitude, { minItems: 12, maxItems: 12, description: 'Cusps of houses 1-12' }),
        fallbackReason: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ],
    { description: 'Null without a birth time' },
  ),
  points: Type.Object({ partOfFortune: Type.Union([PartOfFortune, Type.Null()]) }),
  aspects: Type.Array(
    Type.Object({
      a: Type.String(),
      b: Type.String(),
      type: Type.Union(['conjunction', 'opposition', 'trine', 'square', 'sextile', 'quincunx'].map((t) => Type.Literal(t))),
      orb: Type.Number(),
      applying: Type.Boolean(),
    }),
  ),
});
export type ChartResponse = Static<typeof ChartResponse>;
