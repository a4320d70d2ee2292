// How an orchestrator or a load balancer asks about the service: /api/health/live (the process
// answers), /api/health/ready (it can serve: database, Redis when used, the separate job workers'
// heartbeat), and /api/health, the older check of the database that stays as it was.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../../services/errors.js';
import type { ReadinessReport } from '../../../services/operator/readiness.js';
import { problemResponses } from '../../problem.js';
import type { Clock } from '../../../clock.js';
import type { Readiness } from '../../../services/operator/readiness.js';
import type { Store } from '../../../store/database.js';

const HealthReport = Type.Object({
  ok: Type.Boolean(),
  service: Type.String(),
  time: Type.String({ format: 'date-time' }),
});

const PartState = Type.Object({ ok: Type.Boolean(), detail: Type.Optional(Type.String()) });

const ReadyReport = Type.Object({
  ok: Type.Literal(true),
  checks: Type.Record(Type.String(), PartState, { description: 'Each part looked at: database always, redis with REDIS_URL, worker with RUN_WORKER=false' }),
});

export interface HealthRouteDeps {
  store: Pick<Store, 'ping'>;
  clock: Clock;
  readiness: Readiness;
}

export const healthRoutes: FastifyPluginAsyncTypebox<HealthRouteDeps> = async (app, { store, clock, readiness }) => {
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
      const ok = await store.ping();
      return reply.code(ok ? 200 : 503).send({ ok, service: 'reading-service', time: new Date(clock.now()).toISOString() });
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['service'],
        summary: 'Liveness',
        description: 'Answers while the process runs and its event loop turns; it looks at nothing else, so a failing database never gets a live process restarted.',
        response: { 200: Type.Object({ ok: Type.Literal(true) }) },
      },
    },
    async () => ({ ok: true as const }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['service'],
        summary: 'Readiness',
        description:
          'Whether this process can serve now: the database answers; Redis answers when `REDIS_URL` is set; and, when the jobs run in separate workers (`RUN_WORKER=false`), one of them has reported within `WORKER_STALE_SECONDS` (60 s by default; workers report every 10 s). Otherwise 503 `not_ready`, whose `checks` names the failing part.',
        response: { 200: ReadyReport, ...problemResponses(503) },
      },
    },
    async () => {
      const report = await readiness.check();
      if (!report.ready) throw new AppError('not_ready', notReadyDetail(report), { checks: report.checks });
      return { ok: true as const, checks: report.checks };
    },
  );
};

/** "not ready: database: the database does not answer; worker: ..." */
function notReadyDetail(report: ReadinessReport): string {
  const failing = Object.entries(report.checks).filter(([, state]) => !state.ok);
  return `not ready: ${failing.map(([part, state]) => `${part}: ${state.detail ?? 'failing'}`).join('; ')}`;
}
