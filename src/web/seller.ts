// Who sells, as the footer of every page and the legal pages state it (SELLER_* and SUPPORT_EMAIL),
// in the page's language.
import type { SellerIdentity } from '../config.js';
import type { Language } from '../i18n/languages.js';
import { html, type SafeHtml } from './html.js';
import { rich, type Site } from './site.js';

/**
 * Where the footer names the seller. The layout cannot know the installation's configuration, so
 * the HTTP layer fills this in on every page it sends (src/http/plugins/seller-footer.ts): no view
 * has to carry the seller, and a page added later is not left without it. The slot names the page's
 * language, so the footer is written in it.
 */
export const SELLER_SLOT_PREFIX = '<!--seller:';
export const sellerSlot = (language: Language) => `${SELLER_SLOT_PREFIX}${language}-->`;

export function sellerFooter(site: Pick<Site, 't'>, seller: SellerIdentity | null, supportEmail: string): string {
  const contact = html`<a href="mailto:${supportEmail}">${supportEmail}</a>`;
  const sold = seller ? rich(site, 'seller.footer', { name: seller.name, address: seller.address, taxId: seller.taxId }) : '';
  return html`<span class="seller">${sold}${site.t('seller.contact')} ${contact}</span>`.value;
}

/** The seller's block on /offer and /privacy. */
export function sellerDetails(site: Pick<Site, 't'>, seller: SellerIdentity | null, supportEmail: string): SafeHtml {
  const email = html`<a href="mailto:${supportEmail}">${supportEmail}</a>`;
  if (!seller) return html`<p id="seller">${rich(site, 'seller.unstated', { email })}</p>`;
  return html`<dl class="seller-details" id="seller">
<dt>${site.t('seller.name')}</dt><dd>${seller.name}</dd>
<dt>${site.t('seller.address')}</dt><dd>${seller.address}</dd>
<dt>${site.t('seller.taxId')}</dt><dd>${seller.taxId}</dd>
<dt>${site.t('seller.email')}</dt><dd>${email}</dd>
</dl>`;
}
