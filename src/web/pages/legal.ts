// The privacy policy and the terms of sale: real text for this service, with live prices.
import { formatMoney } from '../format.js';
import { minorDigits } from '../../services/catalog/money.js';
import type { PublicCatalog } from '../../services/catalog/model.js';
import type { SellerIdentity } from '../../config.js';
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import { sellerDetails } from '../seller.js';

export interface LegalContext {
  supportEmail: string;
  /** Who sells and controls the data; null where the installation has not said (never in production). */
  seller: SellerIdentity | null;
  baseUrl: string;
  orderTtlHours: number;
  demo: DemoParts;
}

export function privacyPage(ctx: LegalContext): string {
  return page({
    title: 'Privacy policy',
    description: 'What personal data the astrology reading service keeps, why, for how long, and how to have it deleted.',
    body: html`<h1>Privacy policy</h1>
<p>This page explains what we learn about you when you order a reading, why we need it, how long we keep it and how you can have it deleted. We collect only what a personal reading and its delivery require, and we never sell personal data or use it for advertising.</p>

<h2>Who we are</h2>
<p>${ctx.seller ? html`${ctx.seller.name} sells the readings on this site and decides what is done with your data:` : 'The seller of the readings decides what is done with your data.'}</p>
${sellerDetails(ctx.seller, ctx.supportEmail)}

<h2>What we keep and why</h2>
<table>
<thead><tr><th scope="col">Data</th><th scope="col">Why we need it</th></tr></thead>
<tbody>
<tr><td>Your name</td><td>To address the reading to you; the numerology products compute their numbers from the letters of your full name.</td></tr>
<tr><td>Date, time and city of birth</td><td>To compute your chart: the positions of the Sun, Moon and planets for that moment, and the houses for that place. The city is turned into coordinates and a time zone on our own server; it is not sent to anyone.</td></tr>
<tr><td>Phone number</td><td>To reach you if a payment or a delivery goes wrong, and to check that an order is yours when you open its bot link from a Telegram account other than the one it names: the bot then asks for the last four digits. We store it in international format and never call for marketing.</td></tr>
<tr><td>Telegram username, and after you open the bot or log in, your Telegram user id, first name and profile photo address</td><td>To deliver the reading in our Telegram bot only to the person the order names (or who confirms it with the phone number’s last four digits; we count wrong answers, never store the digits typed), and to show your readings at /profile.</td></tr>
<tr><td>Your readings</td><td>The text, the chart wheel and the PDF made from your birth data, so that you can open them again at /profile.</td></tr>
<tr><td>Order and payment status</td><td>To know what you bought and whether it is paid. Card details go to the payment provider and never reach us.</td></tr>
<tr><td>AI agents you approve</td><td>Which agents may act for you, with their names and permissions, so that you can see and revoke them at /profile.</td></tr>
<tr><td>A session cookie</td><td>To keep you logged in at /profile. It is a random token; we store only its hash.</td></tr>
</tbody>
</table>
<p>We keep technical logs (the time, path and IP address of each request) for up to 14 days to find faults and stop abuse. They hold your IP address but never your name, phone number or birth data.</p>

<h2>Who else sees it</h2>
<p>The payment provider receives the order number and the amount. Telegram carries the messages of our bot. No one else receives your data, unless the law obliges us to.</p>

<h2>How long we keep it</h2>
<ul>
<li>An order that is not paid expires after ${ctx.orderTtlHours} hours; 30 days after that its name, phone and birth data are erased.</li>
<li>Paid orders and the readings made from them are kept so that you can open them again at /profile, until you delete your account. Payment records that accounting law requires are kept for the period it sets, with nothing that names you.</li>
<li>Sessions end when you log out or after 30 days.</li>
</ul>

<h2>Your rights: a copy of your data, and deleting it</h2>
<p>Log in with Telegram at <a href="/profile">/profile</a>: in its section “Your data” you can do both yourself, straight away, without writing to anyone.</p>
<ul>
<li><strong>Download my data</strong> gives you one JSON file with everything we hold about you: your account, your open sessions, every order of yours with its name, phone, Telegram username and birth data, its payments and refunds, your readings (the text, with links to the PDF and the chart wheel) and what our bot sent you, each time the bot asked you to confirm an order by its phone digits, and the AI agents you approved.</li>
<li><strong>Delete my account</strong> asks you to confirm, then at once deletes your account and every session, your readings with their PDFs and chart wheels, the record of what our bot sent you, and the record of its requests to confirm an order. It erases the name, phone number, Telegram username and birth data from each of your orders, and revokes every AI agent you approved. An order you have not paid is cancelled; if its payment arrives anyway, it is refunded automatically.</li>
</ul>
<p>What we keep after a deletion: the payment records accounting law obliges us to keep, that is the amount, the currency, the dates and the payment provider’s reference, with nothing that names you. Messages our bot already sent you stay in your Telegram chat until you delete them there.</p>
<p>While an order of yours is paid but neither delivered nor refunded, or a refund is on its way to you, the account cannot be deleted yet, because we still owe you something on it: the page names the order and what to do. Download any PDF you want to keep before you delete your account.</p>
<p>To have something corrected, or if you cannot log in, write to <a href="mailto:${ctx.supportEmail}">${ctx.supportEmail}</a> and name your Telegram username or order number; we answer within 30 days.</p>

<h2>Security</h2>
<p>The site is served over HTTPS in production. Tokens, session identifiers and secrets are stored only as SHA-256 hashes. Access to the database is limited to the people who run the service.</p>

<h2>Changes</h2>
<p>If this policy changes, the new version is published on this page before it applies.</p>`,
    demoNotice: demoNotice(ctx.demo),
  });
}

export function offerPage(ctx: LegalContext, catalog: PublicCatalog): string {
  const currencies = catalog.currencies.length ? catalog.currencies : [catalog.currency];
  // Written as the terms' own figures (49.00 USD), one per currency the buyer may pay in.
  const amount = (n: number, currency: string) => (currency === 'XTR' ? formatMoney(n, currency) : `${n.toFixed(minorDigits(currency))} ${currency}`);
  const prices = (item: { prices: Record<string, number> }) => currencies.map((c) => amount(item.prices[c]!, c)).join(' · ');
  const currencyNames = currencies.map((c) => (c === 'XTR' ? 'Telegram Stars' : c));
  return page({
    title: 'Terms of sale',
    description: 'What the astrology reading service sells, at what price, how it is delivered and how refunds work.',
    body: html`<h1>Terms of sale</h1>
<p>These terms apply when you order a personal reading on this site or through an agent acting for you. By paying you accept them.</p>

<h2>The seller</h2>
${sellerDetails(ctx.seller, ctx.supportEmail)}

<h2>What we sell</h2>
<p>Each reading is computed from the birth data you give: an astronomical calculation of the sky at your birth, written out in plain language from our own interpretation library. It is a personal reading for reflection and entertainment; it is not medical, legal, financial or psychological advice, and it does not predict events as certainties.</p>
<table>
<thead><tr><th scope="col">Product</th><th scope="col">What you receive</th><th scope="col">Price</th></tr></thead>
<tbody>
${catalog.products.map((p) => html`<tr><td>${p.title}</td><td>${p.description}</td><td>${prices(p)}</td></tr>`)}
</tbody>
</table>
<h3>Add-ons</h3>
<table>
<thead><tr><th scope="col">Add-on</th><th scope="col">What it adds</th><th scope="col">Price</th></tr></thead>
<tbody>
${catalog.addons.map((a) => html`<tr><td>${a.title}</td><td>${a.description}</td><td>${prices(a)}</td></tr>`)}
</tbody>
</table>
<p>Prices are in ${currencyNames.length > 1 ? `${currencyNames.slice(0, -1).join(', ')} and ${currencyNames.at(-1)}` : currencyNames[0]}, whichever you pay in, and include all charges of ours. The price charged is always the one shown at checkout, computed by us from this list.</p>

<h2>Ordering and payment</h2>
<p>You give the birth data, your name, a phone number and your Telegram username, and pay on the payment provider's page. An order that is not paid within ${ctx.orderTtlHours} hours expires; you can simply order again.</p>

<h2>Delivery</h2>
<p>After payment the reading is computed at once, usually within a minute. It is delivered by our Telegram bot to the Telegram account whose username you gave: open the bot link shown after payment and press Start. If you open the bot later, the reading is sent then. Logged in with Telegram, you find every reading at <a href="/profile">/profile</a>, with the PDF when you bought it.</p>

<h2>Accuracy of your data</h2>
<p>The reading is only as exact as the birth data. Without a birth time we compute a noon chart without houses or rising sign and say so in the reading. Please check the date, time and city before paying.</p>

<h2>Refunds</h2>
<ul>
<li>If the reading is not delivered within 24 hours of payment, or it was computed wrongly by our fault (for example the wrong city or time zone), you receive a corrected reading or, if you prefer, a full refund.</li>
<li>If you gave wrong birth data, we recompute the reading once free of charge when you write within 14 days.</li>
<li>Because a reading is digital content made for you and delivered at once, we cannot otherwise take it back once it has been delivered; before delivery you can cancel for a full refund.</li>
</ul>
<p>Refunds go back to the original means of payment within 10 working days. Write to <a href="mailto:${ctx.supportEmail}">${ctx.supportEmail}</a> with your order number.</p>

<h2>Your data</h2>
<p>How we handle personal data is described in the <a href="/privacy">privacy policy</a>.</p>`,
    demoNotice: demoNotice(ctx.demo),
  });
}
