// POST /api/chart: the free natal chart preview, under the client's chart budget.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChartRequest, ChartResponse } from '../../../services/readings/chart-model.js';
import { problemResponses } from '../../problem.js';
import { clientOf } from '../../bearer.js';
import type { ChartPreviews } from '../../../services/readings/chart-previews.js';

export const chartRoutes: FastifyPluginAsyncTypebox<{ previews: ChartPreviews }> = async (app, { previews }) => {
  app.post(
    '/api/chart',
    {
      schema: {
        tags: ['charts'],
        summary: 'Compute a natal chart (free preview)',
        description:
          'Either the birth fields of an order (day, month, year, optional time, city) or an explicit moment and place (date, optional time, latitude, longitude, and timezone or utcOffset). ' +
          'Geocentric apparent positions of date; tropical Placidus unless `houses`, `zodiac` and (sidereal only) `ayanamsa` say otherwise. ' +
          'Adds Chiron, Black Moon Lilith (mean apogee) and the Part of Fortune (reversed at night). Without a time: a noon chart, no angles, houses or Part of Fortune.',
        body: ChartRequest,
        response: { 200: ChartResponse, ...problemResponses(400, 413, 415, 422, 429, 503) },
      },
    },
    async (request) => previews.preview(request.body, await clientOf(request)),
  );
};
