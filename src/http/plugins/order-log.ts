// A request about one order logs that order's id on every line, Fastify's own "incoming request"
// and "request completed" included, beside the request id: one search finds what happened to an
// order across requests, jobs and alerts. Only routes with an `:orderId` parameter get the factory.
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';

export function installOrderLogging(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    // The request's logger is made before its parameters are parsed: the id is read from the path
    // segment where the route pattern has it.
    const segment = route.url.split('/').indexOf(':orderId');
    if (segment < 0) return;
    route.childLoggerFactory = (logger: FastifyBaseLogger, bindings, options, rawRequest) => {
      const orderId = orderIdAt(rawRequest.url ?? '', segment);
      return logger.child(orderId ? { ...bindings, orderId } : bindings, options);
    };
  });
}

function orderIdAt(url: string, segment: number): string | null {
  const raw = url.split('?')[0]!.split('/')[segment];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw).slice(0, 64);
  } catch {
    return null;
  }
}
