// Who sells, as the footer of every page and the legal pages state it (SELLER_* and SUPPORT_EMAIL).
import type { SellerIdentity } from '../config.js';
import { html, type SafeHtml } from './html.js';

/**
 * Where the footer names the seller. The layout cannot know the installation's configuration, so
 * the HTTP layer fills this in on every page it sends (src/http/plugins/seller-footer.ts): no view
 * has to carry the seller, and a page added later is not left without it.
 */
export const SELLER_SLOT = '<!--seller-->';

export function sellerFooter(seller: SellerIdentity | null, supportEmail: string): string {
  const contact = html`<a href="mailto:${supportEmail}">${supportEmail}</a>`;
  return html`<span class="seller">${seller ? html`Sold by ${seller.name}, ${seller.address} · Tax ID ${seller.taxId} · ` : ''}Contact: ${contact}</span>`.value;
}

/** The seller's block on /offer and /privacy. */
export function sellerDetails(seller: SellerIdentity | null, supportEmail: string): SafeHtml {
  const email = html`<a href="mailto:${supportEmail}">${supportEmail}</a>`;
  if (!seller) {
    return html`<p id="seller">The operator of this installation has not yet stated its legal name, address and tax ID. Write to ${email} with any question.</p>`;
  }
  return html`<dl class="seller-details" id="seller">
<dt>Seller</dt><dd>${seller.name}</dd>
<dt>Address</dt><dd>${seller.address}</dd>
<dt>Tax ID</dt><dd>${seller.taxId}</dd>
<dt>E-mail</dt><dd>${email}</dd>
</dl>`;
}
