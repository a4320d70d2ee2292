import type { Services } from '../services/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    publicBaseUrl: string;
  }
}
