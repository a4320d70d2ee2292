// GET /metrics: the Prometheus exposition of this process (src/metrics/prometheus.ts). Behind
// METRICS_TOKEN as a bearer when it is set; open otherwise, for a scraper on a private network.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses } from '../problem.js';
import type { PrometheusMetrics } from '../../metrics/prometheus.js';

export const metricsRoutes: FastifyPluginAsyncTypebox<{ metrics: PrometheusMetrics }> = async (app, { metrics }) => {
  app.get(
    '/metrics',
    {
      config: { auth: 'metrics' },
      schema: {
        tags: ['service'],
        summary: 'Prometheus metrics',
        description:
          'The Prometheus text format (version 0.0.4): `http_request_duration_seconds` by method, route pattern and status; `reading_service_orders` by status; `reading_service_payment_events_total` by provider, event and outcome; `reading_service_jobs_pending` and `reading_service_jobs_oldest_age_seconds` by job kind; `reading_service_generation_duration_seconds` and `reading_service_delivery_duration_seconds` by outcome; and Node.js process metrics (event-loop delay, memory, CPU). With `METRICS_TOKEN` set, send it as `Authorization: Bearer <METRICS_TOKEN>`.',
        produces: ['text/plain'],
        response: {
          200: { description: 'The metrics, as `text/plain; version=0.0.4`', content: { 'text/plain': { schema: Type.String() } } },
          ...problemResponses(401),
        },
      },
    },
    async (_request, reply) => {
      return reply.type(metrics.contentType).send(await metrics.scrape());
    },
  );
};
