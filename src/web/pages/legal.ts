// The privacy policy and the terms of sale, with live prices and the operator's details, in the
// page's language. Each is the same sequence of sections in every language (site.json's privacy.*
// and offer.*), written for its readers: in Russian the policy follows Federal Law 152-FZ and the
// terms are a public offer (Civil Code art. 437), accepted by paying.
import type { SellerIdentity } from '../../config.js';
import type { PublicCatalog } from '../../services/catalog/model.js';
import { minorDigits } from '../../services/catalog/money.js';
import { localCatalog } from '../catalog-text.js';
import { formatMoney } from '../format.js';
import { html, type SafeHtml } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import { sellerDetails } from '../seller.js';
import { rich, type Site } from '../site.js';

export interface LegalContext {
  supportEmail: string;
  /** Who sells and controls the data; null where the installation has not said (never in production). */
  seller: SellerIdentity | null;
  baseUrl: string;
  orderTtlHours: number;
  demo: DemoParts;
}

/** The rows of the privacy policy's table: what we keep, and why. */
const PRIVACY_DATA = ['name', 'birth', 'phone', 'telegram', 'readings', 'orders', 'agents', 'session', 'language'] as const;

/** Values every legal text may name. */
function legalValues(site: Site, ctx: LegalContext): Record<string, string | number | SafeHtml> {
  return {
    email: html`<a href="mailto:${ctx.supportEmail}">${ctx.supportEmail}</a>`,
    seller: ctx.seller?.name ?? site.t('legal.theSeller'),
    hours: ctx.orderTtlHours,
    baseUrl: ctx.baseUrl,
  };
}

export function privacyPage(site: Site, ctx: LegalContext): string {
  const { t } = site;
  const values = legalValues(site, ctx);
  const section = (name: string, content: SafeHtml | string = rich(site, `privacy.${name}.text`, values)) =>
    html`<h2>${t(`privacy.${name}.title`)}</h2>
${content}`;
  return page({
    site,
    title: t('privacy.title'),
    description: t('privacy.description'),
    section: 'legal',
    body: html`<h1>${t('privacy.title')}</h1>
${rich(site, 'privacy.intro', values)}

${section('operator', html`${rich(site, ctx.seller ? 'privacy.operator.text' : 'privacy.operator.textUnnamed', values)}
${sellerDetails(site, ctx.seller, ctx.supportEmail, ctx.demo.payments)}`)}

${section('data', html`<table>
<thead><tr><th scope="col">${t('privacy.data.what')}</th><th scope="col">${t('privacy.data.why')}</th></tr></thead>
<tbody>
${PRIVACY_DATA.map((row) => html`<tr><td>${t(`privacy.data.rows.${row}.data`)}</td><td>${rich(site, `privacy.data.rows.${row}.why`, values)}</td></tr>`)}
</tbody>
</table>
${rich(site, 'privacy.data.logs', values)}`)}

${section('grounds')}

${section('sharing')}

${section('retention')}

${section('rights')}

${section('security')}

${section('changes')}`,
    demoNotice: demoNotice(site, ctx.demo),
  });
}

export function offerPage(site: Site, ctx: LegalContext, rawCatalog: PublicCatalog): string {
  const { t } = site;
  const catalog = localCatalog(site, rawCatalog);
  const currencies = catalog.currencies.length ? catalog.currencies : [catalog.currency];
  // In English as the terms' own figures (49.00 USD); in other languages as money is written there (4 490 ₽).
  const amount = (n: number, currency: string) =>
    currency === 'XTR' || site.language !== 'en' ? formatMoney(n, currency, site) : `${n.toFixed(minorDigits(currency))} ${currency}`;
  const prices = (item: { prices: Record<string, number> }) => currencies.map((c) => amount(item.prices[c]!, c)).join(' · ');
  const currencyNames = currencies.map((c) => t(`legal.currency.${c}`, { defaultValue: c }));
  const currencyList = new Intl.ListFormat(site.language, { type: 'conjunction' }).format(currencyNames);
  const values = { ...legalValues(site, ctx), currencies: currencyList };
  const section = (name: string, content: SafeHtml | string = rich(site, `offer.${name}.text`, values)) =>
    html`<h2>${t(`offer.${name}.title`)}</h2>
${content}`;
  return page({
    site,
    title: t('offer.title'),
    description: t('offer.description'),
    section: 'legal',
    body: html`<h1>${t('offer.title')}</h1>
${rich(site, 'offer.intro', values)}

${section('seller', sellerDetails(site, ctx.seller, ctx.supportEmail, ctx.demo.payments))}

${section('subject', html`${rich(site, 'offer.subject.text', values)}
<table>
<thead><tr><th scope="col">${t('offer.subject.product')}</th><th scope="col">${t('offer.subject.receive')}</th><th scope="col">${t('offer.subject.price')}</th></tr></thead>
<tbody>
${catalog.products.map((p) => html`<tr><td>${p.title}</td><td>${p.description}</td><td>${prices(p)}</td></tr>`)}
</tbody>
</table>
<h3>${t('offer.subject.addons')}</h3>
<table>
<thead><tr><th scope="col">${t('offer.subject.addon')}</th><th scope="col">${t('offer.subject.adds')}</th><th scope="col">${t('offer.subject.price')}</th></tr></thead>
<tbody>
${catalog.addons.map((a) => html`<tr><td>${a.title}</td><td>${a.description}</td><td>${prices(a)}</td></tr>`)}
</tbody>
</table>
${rich(site, 'offer.subject.prices', values)}`)}

${section('payment')}

${section('delivery')}

${section('accuracy')}

${section('refunds', html`${rich(site, 'offer.refunds.text', values)}
${ctx.seller ? rich(site, 'offer.refunds.contact', values) : ''}`)}

${section('data')}

${section('changes')}`,
    demoNotice: demoNotice(site, ctx.demo),
  });
}
