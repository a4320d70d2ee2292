// The home page: what a reading is, how ordering works, and the live catalog with its prices.
import type { PublicCatalog } from '../../services/catalog/model.js';
import { localCatalog, pageCurrency } from '../catalog-text.js';
import { formatMoney } from '../format.js';
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import { rich, type Site } from '../site.js';

/** "Uses your date, time and city of birth." from a product's birth fields. */
function needs(site: Site, fields: string[]): string {
  const time = fields.includes('time');
  const city = fields.includes('city');
  // Numerology (the date without a place) also counts the letters of the name.
  const key = fields.includes('partner') ? 'home.needs.pair' : time && city ? 'home.needs.dateTimeCity' : city ? 'home.needs.dateCity' : time ? 'home.needs.dateTime' : 'home.needs.dateName';
  return site.t(key);
}

export function homePage(site: Site, rawCatalog: PublicCatalog, options: { demo: DemoParts }): string {
  const { t } = site;
  const catalog = localCatalog(site, rawCatalog);
  const currency = pageCurrency(site, catalog);
  const money = (item: { prices: Record<string, number> }) => formatMoney(item.prices[currency] ?? 0, currency, site);
  const products = catalog.products;
  return page({
    site,
    title: t('home.title'),
    description: t('home.description'),
    section: 'home',
    wide: true,
    demoNotice: demoNotice(site, options.demo),
    body: html`<section class="hero">
<p class="eyebrow">${t('home.eyebrow')}</p>
<h1>${t('home.heading')}</h1>
<p class="lead">${t('home.lead')}</p>
<p class="hero-actions"><a class="button large" href="/order">${t('home.orderButton')}</a> <a class="button ghost large" href="#readings">${t('home.seeReadings')}</a></p>
</section>

<section aria-labelledby="how">
<h2 id="how">${t('home.howTitle')}</h2>
<ol class="steps">
<li>${rich(site, 'home.stepOrder')}</li>
<li>${rich(site, 'home.stepPay')}</li>
<li>${rich(site, 'home.stepReceive')}</li>
<li>${rich(site, 'home.stepKeep')}</li>
</ol>
</section>

<section aria-labelledby="readings">
<h2 id="readings">${t('home.readingsTitle')}</h2>
${catalog.checkout.enabled ? '' : html`<p class="status warn" role="status">${t('home.paused')}</p>`}
<div class="products">
${products.map(
  (p) => html`<article class="card product">
<h3>${p.title}</h3>
<p class="price">${money(p)}</p>
<p>${p.description}</p>
<p class="muted small">${needs(site, p.fields)}</p>
<p><a class="button" href="/order?product=${p.id}" aria-label="${t('home.orderThe', { title: p.title })}">${t('home.order')}</a></p>
</article>`,
)}
</div>
${catalog.addons.length
  ? html`<h3>${t('home.addonsTitle')}</h3>
<ul class="addons-list">
${catalog.addons.map(
  (a) => html`<li><strong>${a.title}</strong> <span class="price-inline">+${money(a)}</span><br><span class="muted">${a.description}</span> <span class="muted small">${t('home.addonWith', { titles: a.products.map((id) => products.find((p) => p.id === id)?.title ?? id).join(', ') })}</span></li>`,
)}
</ul>`
  : ''}
<p class="muted small">${rich(site, 'home.pricesIn', { currency: t(`home.currencyIn.${currency}`, { defaultValue: currency }) })}</p>
</section>

<section aria-labelledby="honest" class="card quiet">
<h2 id="honest">${t('home.honestTitle')}</h2>
<p>${t('home.honestText')}</p>
<p class="muted">${t('home.honestNote')}</p>
</section>`,
  });
}
