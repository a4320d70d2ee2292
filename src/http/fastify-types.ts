import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Translations } from '../i18n/translations.js';
import type { AgentService } from '../services/agents/agent-service.js';
import type { IdentityService } from '../services/identity/identity-service.js';

/**
 * What the request helpers every route shares read at request time: who the session cookie and the
 * bearer credential belong to (session.ts, bearer.ts), the page's messages (plugins/language.ts), the
 * demo labels of error pages. Routes get the services they use as their plugin's options
 * (routes/index.ts), never the whole composition.
 */
export interface RequestServices {
  identity: Pick<IdentityService, 'sessionUser'>;
  agents: Pick<AgentService, 'authenticate'>;
  translations: Translations;
  clock: Clock;
  demo: Config['demoParts'];
}

declare module 'fastify' {
  interface FastifyInstance {
    requestServices: RequestServices;
    publicBaseUrl: string;
  }
}
