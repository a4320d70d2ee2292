// POST /api/chart: request and response schemas (validation, types and OpenAPI in one place).
import { Type, type Static } from '@sinclair/typebox';
import { BODIES, SIGNS } from '../../astro/types.js';
import { BirthMeta } from '../orders/model.js';

export const FromBirthFields = Type.Object(
  {
    day: Type.String({ pattern: '^(0?[1-9]|[12][0-9]|3[01])$' }),
    month: Type.String({ pattern: '^(0?[1-9]|1[0-2])$' }),
    year: Type.String({ pattern: '^[0-9]{4}$' }),
    time: Type.Optional(BirthMeta.properties.time),
    city: Type.String({ minLength: 1, maxLength: 100, description: BirthMeta.properties.city.description }),
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
  },
  { additionalProperties: false, title: 'Moment and place', description: 'An explicit local moment and coordinates, with either timezone or utcOffset.' },
);

export const ChartRequest = Type.Union([FromBirthFields, FromMomentAndPlace]);
export type ChartRequest = Static<typeof ChartRequest>;
export type ChartFromBirthFields = Static<typeof FromBirthFields>;
export type ChartFromMomentAndPlace = Static<typeof FromMomentAndPlace>;

const Sign = Type.Union(SIGNS.map((s) => Type.Literal(s)));
// OpenAPI 3.0 has no numeric exclusiveMaximum, so the open upper bound is stated in words.
const Longitude = Type.Number({ minimum: 0, maximum: 360, description: 'Ecliptic longitude in degrees, 0 ≤ x < 360' });

const BodyPosition = Type.Object({
  longitude: Longitude,
  latitude: Type.Number(),
  speed: Type.Number({ description: 'Degrees per day; negative when retrograde' }),
  retrograde: Type.Boolean(),
  sign: Sign,
  degreeInSign: Type.Number({ minimum: 0, maximum: 30, description: '0 ≤ x < 30' }),
  house: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()], { description: 'Placidus house; null without a birth time' }),
});

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
  bodies: Type.Object(Object.fromEntries(BODIES.map((b) => [b, BodyPosition])) as Record<(typeof BODIES)[number], typeof BodyPosition>),
  angles: Type.Union([Type.Object({ ascendant: Longitude, midheaven: Longitude }), Type.Null()], { description: 'Null without a birth time' }),
  houses: Type.Union(
    [
      Type.Object({
        system: Type.Union([Type.Literal('placidus'), Type.Literal('porphyry')], { description: 'Porphyry where Placidus has no solution (polar latitudes)' }),
        cusps: Type.Array(Longitude, { minItems: 12, maxItems: 12 }),
        fallbackReason: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ],
    { description: 'Null without a birth time' },
  ),
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
