// What request logs may hold: method, path and client address. Query strings (bot start tokens,
// claim tokens) and the claim code in /claim/<code> are capabilities, so they never reach the logs.
import type { FastifyRequest } from 'fastify';

export function redactedPath(url: string): string {
  const path = url.split('?')[0];
  return path.replace(/^\/claim\/[^/]+/, '/claim/[redacted]');
}

export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactedPath(request.url), remoteAddress: request.ip };
  },
};
