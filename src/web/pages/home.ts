// The home page: what a reading is, how ordering works, and the live catalog with its prices.
import type { PublicCatalog } from '../../services/catalog/model.js';
import { formatMoney } from '../format.js';
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';

const FIELD_WORDS: Record<string, string> = { day: 'date', month: 'date', year: 'date', time: 'time', city: 'city' };

/** "date, time and city of birth" from a product's birth fields. */
function needs(fields: string[]): string {
  const words = [...new Set(fields.map((f) => FIELD_WORDS[f] ?? f))];
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0];
  return `Uses your ${list} of birth${fields.includes('year') && !fields.includes('city') ? ' and your full name' : ''}.`;
}

export function homePage(catalog: PublicCatalog, options: { demo: DemoParts }): string {
  const money = (n: number) => formatMoney(n, catalog.currency);
  const products = catalog.products;
  return page({
    title: 'Personal astrology readings',
    description: 'Personal astrology readings computed from your exact birth data with an astronomical ephemeris, delivered by our Telegram bot.',
    section: 'home',
    wide: true,
    demoNotice: demoNotice(options.demo),
    body: html`<section class="hero">
<p class="eyebrow">Computed, not copied</p>
<h1>Your sky, the moment you were born</h1>
<p class="lead">We compute where the Sun, the Moon and every planet stood at your birth — to the arc-minute, for your city and its time zone that day — and write out what it means for you in plain language. Your reading arrives in our Telegram bot within a minute of payment, and stays in your profile.</p>
<p class="hero-actions"><a class="button large" href="/order">Order a reading</a> <a class="button ghost large" href="#readings">See the readings</a></p>
</section>

<section aria-labelledby="how">
<h2 id="how">How it works</h2>
<ol class="steps">
<li><strong>Order.</strong> Choose a reading and give your birth date, time and city, and your Telegram username.</li>
<li><strong>Pay.</strong> You pay on the payment provider's page; we never see your card.</li>
<li><strong>Receive it in Telegram.</strong> Open our bot from the link after payment and press Start: the bot sends the reading, with your chart wheel.</li>
<li><strong>Keep it.</strong> Log in with Telegram on <a href="/profile">My readings</a> to read every reading again, and download the PDF.</li>
</ol>
</section>

<section aria-labelledby="readings">
<h2 id="readings">The readings</h2>
${catalog.checkout.enabled ? '' : html`<p class="status warn" role="status">Ordering is paused at the moment. Please come back a little later.</p>`}
<div class="products">
${products.map(
  (p) => html`<article class="card product">
<h3>${p.title}</h3>
<p class="price">${money(p.price)}</p>
<p>${p.description}</p>
<p class="muted small">${needs(p.fields)}</p>
<p><a class="button" href="/order?product=${p.id}" aria-label="Order the ${p.title}">Order</a></p>
</article>`,
)}
</div>
${catalog.addons.length
  ? html`<h3>Add-ons</h3>
<ul class="addons-list">
${catalog.addons.map(
  (a) => html`<li><strong>${a.title}</strong> <span class="price-inline">+${money(a.price)}</span><br><span class="muted">${a.description}</span> <span class="muted small">(with ${a.products.map((id) => products.find((p) => p.id === id)?.title ?? id).join(', ')})</span></li>`,
)}
</ul>`
  : ''}
<p class="muted small">Prices in ${catalog.currency}, everything included. Details in the <a href="/offer">terms of sale</a>.</p>
</section>

<section aria-labelledby="honest" class="card quiet">
<h2 id="honest">What goes into a reading</h2>
<p>The planets are computed from the VSOP87 and ELP/MPP02 theories, with precession, nutation and aberration, and checked against NASA JPL's Horizons. Houses are Placidus, computed for your birthplace; your birth time is converted with the historical time-zone rules of that place. The text comes from our own interpretation library, one passage for each placement and aspect in your chart.</p>
<p class="muted">A reading is for reflection and entertainment, not advice. Don't know your birth time? We compute a noon chart without houses and rising sign, and say so.</p>
</section>`,
  });
}
