// Every answered request is timed into http_request_duration_seconds under its route pattern
// (`/api/orders/:orderId`, never the address asked for): the label set stays as small as the route
// table however many orders, tokens or made-up paths arrive.
import type { FastifyInstance } from 'fastify';
import type { PrometheusMetrics } from '../../metrics/prometheus.js';

/** The route label of requests no route served (404s of unknown paths). */
const UNMATCHED_ROUTE = '(unmatched)';

export function installRequestMetrics(app: FastifyInstance, metrics: Pick<PrometheusMetrics, 'httpRequest'>): void {
  // A callback hook, not an async one: no promise per request for a few additions.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequest(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
