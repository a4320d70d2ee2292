// Fills the seller slot of every HTML page with who sells (see src/web/seller.ts for why the layout
// leaves a slot rather than taking the seller as a parameter).
import type { FastifyInstance } from 'fastify';
import { SELLER_SLOT } from '../../web/seller.js';

export function installSellerFooter(app: FastifyInstance, footer: string): void {
  // A callback hook, not an async one: it runs on every response, most of them JSON, and must cost nothing there.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return done(null, payload);
    // The footer is the end of the page: the last slot is the layout's, whatever a page's body holds.
    const at = payload.lastIndexOf(SELLER_SLOT);
    done(null, at < 0 ? payload : payload.slice(0, at) + footer + payload.slice(at + SELLER_SLOT.length));
  });
}
