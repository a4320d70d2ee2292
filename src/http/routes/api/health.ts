import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const HealthReport = Type.Object({
  ok: Type.Boolean(),
  service: Type.String(),
  time: Type.String({ format: 'date-time' }),
});

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['service'],
        summary: 'Health check',
        description: 'Checks that the service can use its database.',
        response: { 200: HealthReport, 503: { ...HealthReport, description: 'The database is unusable; `ok` is false' } },
      },
    },
    async (_request, reply) => {
      const ok = await app.services.store.ping();
      return reply.code(ok ? 200 : 503).send({ ok, service: 'reading-service', time: new Date(app.services.clock.now()).toISOString() });
    },
  );
};
