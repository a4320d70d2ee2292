import type { Composition } from '../compose.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Composition;
    publicBaseUrl: string;
  }
}
