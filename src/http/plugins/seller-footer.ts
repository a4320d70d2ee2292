// Fills the seller slot of every HTML page with who sells, in the language the slot names (see
// src/web/seller.ts for why the layout leaves a slot rather than taking the seller as a parameter).
import type { FastifyInstance } from 'fastify';
import { isLanguage, type Language } from '../../i18n/languages.js';
import { SELLER_SLOT_PREFIX } from '../../web/seller.js';

export function installSellerFooter(app: FastifyInstance, footers: Record<Language, string>): void {
  // A callback hook, not an async one: it runs on every response, most of them JSON, and must cost nothing there.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return done(null, payload);
    // The footer is the end of the page: the last slot is the layout's, whatever a page's body holds.
    const at = payload.lastIndexOf(SELLER_SLOT_PREFIX);
    const end = at < 0 ? -1 : payload.indexOf('-->', at);
    const language = end < 0 ? null : payload.slice(at + SELLER_SLOT_PREFIX.length, end);
    if (!isLanguage(language)) return done(null, payload);
    done(null, payload.slice(0, at) + footers[language] + payload.slice(end + '-->'.length));
  });
}
