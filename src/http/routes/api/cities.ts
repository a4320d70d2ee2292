// GET /api/cities: birth-city autocomplete over the offline GeoNames index; GET /api/cities/resolve:
// how a city name would be read in an order (one place, several to choose from, or none). Both name
// the places in the language asked for: `lang`, else the request's Accept-Language, else English.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LANGUAGES } from '../../../i18n/languages.js';
import { negotiateLanguage } from '../../../i18n/negotiate.js';
import { cityView, CityView, type LocalMoment, type PlaceService } from '../../../services/readings/places.js';
import { problemResponses } from '../../problem.js';

const MomentQuery = {
  date: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'Local birth date, YYYY-MM-DD: each city then carries the UTC offset it had at the birth moment' })),
  time: Type.Optional(Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'Local birth time, HH:MM (local noon when left out)' })),
};

const LanguageQuery = {
  // A language tag as a page's <html lang> holds it ("ru", "ru-RU"): one we do not speak, or none,
  // leaves the choice to Accept-Language rather than failing the suggestions.
  lang: Type.Optional(Type.String({
    pattern: '^([A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*)?$',
    description: `The language the places are named in (name, region, country and label): ${LANGUAGES.join(' or ')}, or a tag of one ("ru-RU"). «Москва, Россия» with ru, "Moscow, Russia" with en. Without it (or with a language we do not speak), the request’s Accept-Language, else en. A place or region with no name in the language keeps its English one.`,
  })),
};

const momentOf = (query: { date?: string; time?: string }): LocalMoment | null => (query.date ? { date: query.date, time: query.time ?? null } : null);

export const cityRoutes: FastifyPluginAsyncTypebox<{ places: PlaceService }> = async (app, { places }) => {
  app.get(
    '/api/cities',
    {
      schema: {
        tags: ['charts'],
        summary: 'Find birth cities (autocomplete)',
        description:
          'Offline GeoNames search: "City", "City, Country" or "City, Region, Country", any language, accents ignored (ё and е alike), common short forms too ("Питер", "СПб", "Екат", "Нижний"). Names that are the query, then names that begin with it, a place’s own names (in English, the local language and Russian) before its alternate (often historical) ones, better-known places first (population, and the number of languages that name the place). Places are named in `lang`. Each city’s `placeId` can be sent as an order’s meta.placeId.',
        querystring: Type.Object(
          { q: Type.String({ minLength: 1, maxLength: 100 }), limit: Type.Optional(Type.String({ pattern: '^([1-9]|1[0-9]|20)$', description: '1-20, default 8' })), ...MomentQuery, ...LanguageQuery },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ ok: Type.Literal(true), cities: Type.Array(CityView) }), ...problemResponses(400) },
      },
    },
    async (request) => {
      const moment = momentOf(request.query);
      const language = negotiateLanguage({ query: request.query.lang, acceptLanguage: request.headers['accept-language'] });
      const found = places.search(request.query.q, Number(request.query.limit ?? 8), language);
      return { ok: true as const, cities: found.map((p) => cityView(p, moment)) };
    },
  );

  app.get(
    '/api/cities/resolve',
    {
      schema: {
        tags: ['charts'],
        summary: 'How an order would read a birth city',
        description:
          '`found`: the name means one place (`cities` holds it), and an order with this meta.city is cast there. `ambiguous`: several places could as well be meant (`cities` lists them, best first); an order must name one, by its placeId or by a fuller name, or it is refused with ambiguous_city. `unknown`: no place has this name; `cities` holds the closest names.',
        querystring: Type.Object({ q: Type.String({ minLength: 1, maxLength: 100 }), ...MomentQuery, ...LanguageQuery }, { additionalProperties: false }),
        response: {
          200: Type.Object({ ok: Type.Literal(true), status: Type.Union([Type.Literal('found'), Type.Literal('ambiguous'), Type.Literal('unknown')]), cities: Type.Array(CityView) }),
          ...problemResponses(400),
        },
      },
    },
    async (request) => {
      const moment = momentOf(request.query);
      const language = negotiateLanguage({ query: request.query.lang, acceptLanguage: request.headers['accept-language'] });
      const result = places.resolve(request.query.q, language);
      if (!result.place) return { ok: true as const, status: 'unknown' as const, cities: result.suggestions.map((p) => cityView(p, moment)) };
      return {
        ok: true as const,
        status: result.candidates.length > 1 ? ('ambiguous' as const) : ('found' as const),
        cities: result.candidates.map((p) => cityView(p, moment)),
      };
    },
  );
};
