// buildApp(services): the HTTP service over the parts src/compose.ts built. The infrastructure comes
// from plugins (errors, security headers, OpenAPI, route auth, static assets), the routes from
// http/routes, laid out by URL. main.ts passes the real composition; tests compose the same graph
// on temporary databases and local fakes.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Composition } from './compose.js';
import type { TrustProxy } from './config.js';
import './http/fastify-types.js';
import { installRouteAuth } from './http/plugins/auth.js';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/plugins/errors.js';
import { lazySchemaCompilers } from './http/plugins/lazy-schemas.js';
import { registerOpenApi } from './http/plugins/openapi.js';
import { installOrderLogging } from './http/plugins/order-log.js';
import { installRequestMetrics } from './http/plugins/request-metrics.js';
import { installSecurityHeaders } from './http/plugins/security-headers.js';
import { installLanguage } from './http/plugins/language.js';
import { installSellerFooter } from './http/plugins/seller-footer.js';
import { registerStaticAssets } from './http/plugins/static-assets.js';
import { Problem } from './http/problem.js';
import { registerRoutes } from './http/routes/index.js';
import { serverTimeouts } from './http/timeouts.js';
import { LANGUAGES, type Language } from './i18n/languages.js';
import { sellerFooter } from './web/seller.js';

export const BODY_LIMIT_BYTES = 16 * 1024;

export interface AppOptions {
  /** The request logger (pino); none at all when left out: a silent logger still costs every request. */
  logger?: FastifyBaseLogger;
}

/**
 * The app, and the composition it was built from for its owner (the entry points, the tests) to
 * start and stop the rest. Nothing inside the app reaches it: route plugins get the services they
 * use as options, the request helpers the few in `requestServices`.
 */
export type App = FastifyInstance & { services: Composition };

export async function buildApp(services: Composition, options: AppOptions = {}): Promise<App> {
  const config = services.config;
  const timeouts = serverTimeouts(config.http);
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Headers within HTTP_HEADERS_TIMEOUT_SECONDS and the whole request, body included, within
    // HTTP_REQUEST_TIMEOUT_SECONDS; Fastify sets the server's requestTimeout itself (0, never, by default).
    http: timeouts,
    requestTimeout: timeouts.requestTimeout,
    trustProxy: trustedHops(config.trustProxy),
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler: clientErrorHandler(config.publicBaseUrl),
    schemaController: lazySchemaCompilers,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true, verbose: true, useDefaults: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('requestServices', {
    identity: services.identity,
    agents: services.agents,
    translations: services.translations,
    clock: services.clock,
    demo: config.demoParts,
  });
  app.decorate('publicBaseUrl', config.publicBaseUrl);
  // Only JSON is parsed on the API; text/plain would otherwise slip past as a string body.
  app.removeContentTypeParser('text/plain');
  app.addSchema(Problem);
  installErrorHandling(app);
  // Before the routes: it writes each route's security into the schema OpenAPI collects.
  installRouteAuth(app, { admin: config.adminToken, metrics: config.metricsToken, access: services.operator.access });
  installRequestMetrics(app, services.metrics);
  if (options.logger) installOrderLogging(app);
  await registerOpenApi(app, config.publicBaseUrl);
  // Our forms (the order form without JavaScript, the provider chooser) answer with a redirect to the
  // provider's checkout, which the browser allows only to the origins form-action lists.
  const checkoutOrigins = [...new Set(services.providers.all.flatMap((p) => p.checkoutOrigins ?? []))];
  installSecurityHeaders(app, { hsts: config.publicBaseUrl.startsWith('https:'), csp: { 'form-action': checkoutOrigins } });
  const footers = Object.fromEntries(LANGUAGES.map((l) => [l, sellerFooter({ t: services.translations.t(l, 'site') }, config.seller, config.supportEmail, config.demoParts.payments)])) as Record<Language, string>;
  installSellerFooter(app, footers);
  installLanguage(app);
  await registerStaticAssets(app);
  await registerRoutes(app, services);

  const telegram = services.telegram;
  if (telegram) {
    // The bot runs with the listening server (not with a test's inject) and stops with it.
    app.addHook('onListen', async () => void telegram.start());
    app.addHook('onClose', async () => telegram.stop());
  }

  await app.ready();
  return Object.assign(app, { services }) as unknown as App;
}

/** Fastify's types take a hop count as a function: the nearest `hops` hops are trusted, as proxy-addr counts them. */
function trustedHops(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
