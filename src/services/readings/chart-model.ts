// POST /api/chart: request and response schemas (validation, types and OpenAPI in one place).
import { Type, type Static } from '@sinclair/typebox';
import { BODIES, SIGNS, type HouseSystem } from '../../astro/types.js';
import { BirthMeta } from '../orders/model.js';
import { PersonText } from '../text.js';
import { AyanamsaName, ChartOptionFields, HouseSystemName, ZodiacName } from './chart-options.js';

export const FromBirthFields = Type.Object(
  {
    day: Type.String({ pattern: '^(0?[1-9]|[12][0-9]|3[01])$' }),
    month: Type.String({ pattern: '^(0?[1-9]|1[0-2])$' }),
    year: Type.String({ pattern: '^[0-9]{4}$' }),
    time: Type.Optional(BirthMeta.properties.time),
    // The order's own text rule for the city (schema here, cleanText in ChartService.fromRequest).
    city: PersonText(BirthMeta.properties.city.description!),
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
export type ChartFromMomentAndPlace = Static<typeof FromMomentAndPlace>;

const Sign = Type.Union(SIGNS.map((s) => Type.Literal(s)));
// OpenAPI 3.0 has no numeric exclusiveMaximum, so the open upper bound is stated in words.
const Longitude = Type.Number({ minimum: 0, maximum: 360, description: 'Ecliptic longitude in degrees, 0 ≤ x < 360, in the chart’s zodiac' });
const House = Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()], { description: 'House in the chart’s house system; null without a birth time' });

const LocalClock = (description: string) => Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$', description });

const RangeEnd = Type.Object({
  longitude: Longitude,
  sign: Sign,
  degreeInSign: Type.Number({ minimum: 0, maximum: 30, description: '0 ≤ x < 30' }),
});

const BodyDayRange = Type.Object(
  {
    from: Type.Object(RangeEnd.properties, { description: 'At 00:00 local time on the birth day' }),
    to: Type.Object(RangeEnd.properties, { description: 'At 24:00 local time (the next day’s 00:00)' }),
    ingress: Type.Union(
      [
        Type.Object({
          utc: Type.String({ format: 'date-time', description: 'The instant it changed sign, to the second' }),
          localTime: LocalClock('HH:MM on the birth place’s clock that day, seconds dropped: born before it, the body is in from.sign; after it, in sign'),
          sign: Type.Unsafe<string>({ ...Sign, description: 'The sign entered' }),
        }),
        Type.Null(),
      ],
      { description: 'The sign change during the birth day; null when the body kept one sign all day' },
    ),
  },
  {
    description:
      'Only without a birth time: where the body was over the whole local birth day. The Moon moves 12-15° in a day and ' +
      'changes sign on nearly half of all days, so its sign is certain only when ingress is null.',
  },
);

const BodyPosition = Type.Object({
  longitude: Longitude,
  latitude: Type.Number(),
  speed: Type.Number({ description: 'Degrees per day; negative when retrograde' }),
  retrograde: Type.Boolean(),
  sign: Sign,
  degreeInSign: Type.Number({ minimum: 0, maximum: 30, description: '0 ≤ x < 30' }),
  house: House,
  range: Type.Optional(BodyDayRange),
});

const AspectDay = Type.Object(
  {
    certainty: Type.Union([Type.Literal('all_day'), Type.Literal('part_of_day')], {
      description: 'all_day: within orb from 00:00 to 24:00, so in the chart whatever the hour of birth; part_of_day: only for a birth between from and to',
    }),
    from: LocalClock('Local time it comes within orb; 00:00 when it already was at the start of the day'),
    to: LocalClock('Local time it leaves orb; 24:00 when it still was at the end of the day'),
    orbMin: Type.Number({ description: 'The tightest orb while within orb that day, degrees' }),
    orbMax: Type.Number({ description: 'The widest orb while within orb that day, degrees' }),
    exactAt: Type.Union([LocalClock('Local time it is exact'), Type.Null()], { description: 'Local time it is exact, when that happens during the day' }),
  },
  { description: 'Only without a birth time: how the aspect fares over the whole local birth day' },
);

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
      orb: Type.Number({
        description: 'Degrees from exact. Without a birth time: as at noon, or, for an aspect not in orb at noon, the tightest it gets that day; day gives the range',
      }),
      applying: Type.Boolean(),
      day: Type.Optional(AspectDay),
    }),
    { description: 'Without a birth time, every aspect within orb at any hour of the birth day, each with its day' },
  ),
  day: Type.Optional(
    Type.Object(
      {
        start: Type.String({ format: 'date-time', description: '00:00 local time on the birth day' }),
        end: Type.String({ format: 'date-time', description: 'The next day’s 00:00 local time (23 or 25 hours later when the clocks changed)' }),
      },
      { description: 'Only without a birth time: the local birth day, in UTC, that every range and aspect day spans' },
    ),
  ),
});
export type ChartResponse = Static<typeof ChartResponse>;
