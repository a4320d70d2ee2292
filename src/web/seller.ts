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

/**
 * What a page says where no seller is configured (only outside production: src/config.ts refuses to
 * start without one there). A demo takes no real money, so it says so; an installation that takes
 * real payments asks buyers to wait. Neither names a support address: without a configured one it
 * is made up from the host name (support@localhost) and reaches no one.
 */
function noSellerNotice(site: Pick<Site, 't'>, demoPayments: boolean): string {
  return site.t(demoPayments ? 'seller.demo' : 'seller.unconfigured');
}

export function sellerFooter(site: Pick<Site, 't'>, seller: SellerIdentity | null, supportEmail: string, demoPayments: boolean): string {
  if (!seller) return html`<span class="seller" id="seller-notice">${noSellerNotice(site, demoPayments)}</span>`.value;
  const contact = html`<a href="mailto:${supportEmail}">${supportEmail}</a>`;
  const sold = rich(site, 'seller.footer', { name: seller.name, address: seller.address, taxId: seller.taxId });
  return html`<span class="seller">${sold}${site.t('seller.contact')} ${contact}</span>`.value;
}

/** The seller's block on /offer and /privacy. */
export function sellerDetails(site: Pick<Site, 't'>, seller: SellerIdentity | null, supportEmail: string, demoPayments: boolean): SafeHtml {
  if (!seller) return html`<p class="status warn" id="seller">${noSellerNotice(site, demoPayments)}</p>`;
  const email = html`<a href="mailto:${supportEmail}">${supportEmail}</a>`;
  return html`<dl class="seller-details" id="seller">
<dt>${site.t('seller.name')}</dt><dd>${seller.name}</dd>
<dt>${site.t('seller.address')}</dt><dd>${seller.address}</dd>
<dt>${site.t('seller.taxId')}</dt><dd>${seller.taxId}</dd>
<dt>${site.t('seller.email')}</dt><dd>${email}</dd>
</dl>`;
}
