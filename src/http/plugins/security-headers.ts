// Security headers on every response. Written out once at start instead of through @fastify/helmet,
// which rebuilt its policy strings on every request and halved the throughput of small endpoints.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../services/errors.js';

interface SecurityHeaderOptions {
  /** Extra sources per CSP directive, e.g. { 'script-src': ['https://telegram.org'] }. */
  csp?: Record<string, string[]>;
  hsts: boolean;
}

const BASE_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'frame-src': ["'none'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
};

function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const directives = { ...BASE_CSP };
  for (const [name, sources] of Object.entries(options.csp ?? {})) directives[name] = [...(directives[name] ?? []), ...sources];
  const csp = Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(options.hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * What JSON API responses carry: they are never rendered as pages, so the strictest policy applies
 * and the page-only headers are left out (fewer bytes on the busiest responses).
 */
function apiSecurityHeaders(options: Pick<SecurityHeaderOptions, 'hsts'>): Record<string, string> {
  // Referrer-Policy, framing and permission headers only act on rendered documents: not needed here.
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    ...(options.hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const pageHeaders = securityHeaders(options);
  const apiHeaders = apiSecurityHeaders(options);
  // A callback hook, not an async one: no promise per request on the hottest path.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
    done();
  });
}

/** The CSP of one page that needs more than the defaults (the Telegram Login Widget on /profile). */
export function contentSecurityPolicy(extra: Record<string, string[]>): string {
  return securityHeaders({ csp: extra, hsts: false })['content-security-policy'];
}

/**
 * CSRF defence for cookie-authenticated state changes (with SameSite=Lax cookies): the request must
 * come from a page of this site, as its Origin header says (or, when a browser omits it, Referer).
 * A request carrying neither is refused too: every browser sends one of them on a form POST.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  const expected = new URL(request.server.publicBaseUrl).origin;
  const origin = request.headers.origin;
  let actual: string | null = null;
  if (typeof origin === 'string' && origin !== 'null') actual = origin;
  else if (typeof request.headers.referer === 'string') {
    try {
      actual = new URL(request.headers.referer).origin;
    } catch {
      actual = null;
    }
  }
  if (actual !== expected) {
    throw new AppError('cross_site_request', `this change must come from a page of ${expected}; the request came from ${actual ?? 'an unknown origin'}`);
  }
}
