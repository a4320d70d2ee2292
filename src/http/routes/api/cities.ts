// GET /api/cities: birth-city autocomplete over the offline GeoNames index.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { placeLabel } from '../../../services/readings/places.js';
import { problemResponses } from '../../problem.js';

const City = Type.Object({
  name: Type.String(),
  region: Type.Union([Type.String(), Type.Null()]),
  country: Type.String({ description: 'ISO 3166-1 alpha-2' }),
  countryName: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  timezone: Type.String(),
  label: Type.String({ description: 'Name, region and country: accepted as an order’s meta.city' }),
});

export const cityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/cities',
    {
      schema: {
        tags: ['charts'],
        summary: 'Find birth cities (autocomplete)',
        description: 'Offline GeoNames search: "City", "City, Country" or "City, Region, Country", any language, accents ignored; most populous first.',
        querystring: Type.Object(
          { q: Type.String({ minLength: 1, maxLength: 100 }), limit: Type.Optional(Type.String({ pattern: '^([1-9]|1[0-9]|20)$', description: '1-20, default 8' })) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ ok: Type.Literal(true), cities: Type.Array(City) }), ...problemResponses(400) },
      },
    },
    async (request) => {
      const places = app.services.places.search(request.query.q, Number(request.query.limit ?? 8));
      return {
        ok: true as const,
        cities: places.map((p) => ({ name: p.name, region: p.region, country: p.country, countryName: p.countryName, latitude: p.latitude, longitude: p.longitude, timezone: p.timezone, label: placeLabel(p) })),
      };
    },
  );
};
