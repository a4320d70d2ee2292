// The language of each page request (`request.language`): `?lang=` (which the switcher's links carry,
// and which also sets the `lang` cookie for the pages that follow), then that cookie, then the
// browser's Accept-Language, then English. Pages answer with Content-Language and vary on the two
// headers that decide it. The JSON API is left alone: its problem details stay English, and an
// order's language is its own field (or Accept-Language, read by the order route).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, languageOfTag, negotiateLanguage, type Language } from '../../i18n/index.js';
import type { Site } from '../../web/site.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The page's language (English on /api/ and /assets/, which are not negotiated). */
    language: Language;
  }
}

const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 3600;

/** One cookie's value from a Cookie header (the cookie plugin parses only in the page routes' scope). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

const isNegotiated = (url: string) => !url.startsWith('/api/') && !url.startsWith('/assets/');

export function installLanguage(app: FastifyInstance): void {
  const secure = app.publicBaseUrl.startsWith('https:') ? '; Secure' : '';
  app.decorateRequest('language', DEFAULT_LANGUAGE);

  // Callback hooks, not async ones: they run on every request and must cost nothing on the API.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isNegotiated(request.url)) return done();
    const query = (request.query as Record<string, unknown> | undefined)?.lang;
    const asked = typeof query === 'string' ? languageOfTag(query) : undefined;
    const cookie = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
    request.language = negotiateLanguage({ query: asked, cookie, acceptLanguage: request.headers['accept-language'] });
    // The switcher's choice is kept for the next pages (readable by nobody but us: it is not secret).
    if (asked && asked !== cookie) reply.header('set-cookie', `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isNegotiated(request.url) || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return done(null, payload);
    // A page written in one language whatever was asked (the operator console) says so itself.
    if (!reply.hasHeader('content-language')) reply.header('content-language', request.language);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Language, Cookie` : 'Accept-Language, Cookie');
    done(null, payload);
  });
}

/** The page's language, its messages and its address, for the views. */
export function siteOf(request: FastifyRequest): Site {
  return { language: request.language, t: request.server.requestServices.translations.t(request.language, 'site'), url: request.url };
}

/** The operator console: English whatever the visitor chose, without a switcher. */
export function consoleSiteOf(request: FastifyRequest): Site {
  return { language: 'en', t: request.server.requestServices.translations.t('en', 'site'), url: request.url, switcher: false };
}
