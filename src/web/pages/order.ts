// The order page: a plain form that works without JavaScript (POST /order re-renders it with the
// errors next to their fields); assets/order-form.js adds the live total, the city suggestions and
// posts to the JSON API instead.
import type { PublicCatalog } from '../../services/catalog/model.js';
import { formatMoney } from '../format.js';
import { html, type SafeHtml } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import { minorDigits } from '../../services/catalog/money.js';
import { API_FIELDS, FORM_FIELDS, formCurrency, parseBirthDate, type FormErrors, type FormField, type OrderFormValues, type PlaceChoice } from '../order-form.js';
import type { CityView } from '../../services/readings/places.js';

export interface OrderPageView {
  catalog: PublicCatalog;
  values: OrderFormValues;
  errors: FormErrors;
  /** The problem detail when the API refused the whole order (paused, rate limited...). */
  problem?: string | null;
  demo: DemoParts;
  /** Today's date (YYYY-MM-DD) for the date picker's upper bound. */
  today: string;
  /** The birthplace the city names, or the places it could name, to confirm before paying. */
  place?: PlaceChoice | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "39.8017° N, 89.6437° W". */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${Math.abs(latitude).toFixed(4)}° ${latitude >= 0 ? 'N' : 'S'}, ${Math.abs(longitude).toFixed(4)}° ${longitude >= 0 ? 'E' : 'W'}`;
}

/**
 * A place's coordinates, time zone and its UTC offset at the birth moment, as one line:
 * "39.8017° N, 89.6437° W · America/Chicago, UTC−06:00 on 10 December 1985 at 14:30".
 * assets/order-form.js writes the same line for the places it shows.
 */
export function placeDetails(city: CityView, values: Pick<OrderFormValues, 'birthDate' | 'birthTime' | 'timeUnknown'>): string {
  const where = formatCoordinates(city.latitude, city.longitude);
  const date = parseBirthDate(values.birthDate);
  if (!city.utcOffset || !date) return `${where} · ${city.timezone} time`;
  const time = !values.timeUnknown && /^\d{1,2}:\d{2}/.test(values.birthTime.trim()) ? ` at ${values.birthTime.trim().slice(0, 5)}` : '';
  return `${where} · ${city.timezone}, UTC${city.utcOffset.replace('-', '\u2212')} on ${Number(date.day)} ${MONTHS[Number(date.month) - 1]} ${date.year}${time}`;
}

/** The birthplace to confirm: one place checked, or the places a name could mean to choose from. */
function placeChoiceBlock(view: OrderPageView): SafeHtml {
  const choice = view.place;
  if (!choice) return html`<fieldset class="place-choice" id="place-choice" hidden></fieldset>`;
  const several = choice.cities.length > 1;
  return html`<fieldset class="place-choice" id="place-choice" data-state="${several ? 'ambiguous' : 'found'}">
<legend>${several ? `Which ${choice.name}?` : 'Your birthplace'}</legend>
<p class="hint" id="place-choice-hint">${several
    ? `Several places are called “${choice.name}”. Choose the one you were born in: the chart is cast for its coordinates and its clocks on that day.`
    : 'Check that this is where you were born: the chart is cast for its coordinates and its clocks on that day.'}</p>
${choice.cities.map(
  (c) => html`<div class="choice compact">
<input type="radio" id="place-${c.placeId}" name="placeId" value="${c.placeId}"${c.placeId === choice.chosen ? html` checked` : ''} aria-describedby="place-${c.placeId}-text">
<div class="choice-body"><label for="place-${c.placeId}"><span class="choice-title">${c.label}</span></label><span class="choice-text" id="place-${c.placeId}-text">${placeDetails(c, view.values)}</span></div>
</div>`,
)}
</fieldset>`;
}

const LABELS: Record<FormField, string> = {
  product: 'Reading',
  addons: 'Add-ons',
  name: 'Full name',
  currentName: 'Name you use now',
  phone: 'Phone number',
  contact: 'Telegram username',
  birthDate: 'Date of birth',
  birthTime: 'Time of birth',
  city: 'City of birth',
  partnerName: 'Partner’s name',
  partnerBirthDate: 'Partner’s date of birth',
  partnerBirthTime: 'Partner’s time of birth',
  partnerCity: 'Partner’s city of birth',
  total: 'Total',
  form: 'Order',
};

/** For assets/order-form.js, which shows the API's errors itself: each form field's label and API fields. */
const ERROR_MAP = JSON.stringify(Object.fromEntries([...FORM_FIELDS, 'form' as const].map((f) => [f, { label: LABELS[f], api: API_FIELDS[f] }])));

/** "is required" → "Phone number is required"; full sentences are only capitalised. */
export function errorSentence(field: FormField, message: string): string {
  if (/^(is|must|has|are|should)\b/.test(message)) return `${LABELS[field]} ${message}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

function fieldErrors(field: FormField, errors: FormErrors): SafeHtml {
  const list = errors[field] ?? [];
  return html`<p class="field-error" id="${field}-error" data-error-for="${field}"${list.length ? '' : html` hidden`}>${list.map((m) => errorSentence(field, m)).join(' ')}</p>`;
}

/** aria attributes of an input: described by its hint and its error; invalid when it has one. */
function aria(field: FormField, errors: FormErrors, hint = false): SafeHtml {
  const ids = [hint ? `${field}-hint` : '', `${field}-error`].filter(Boolean).join(' ');
  return html` aria-describedby="${ids}"${errors[field]?.length ? html` aria-invalid="true"` : ''}`;
}

export function orderPage(view: OrderPageView): string {
  const { catalog, values, errors } = view;
  const currency = formCurrency(catalog);
  const money = (n: number) => formatMoney(n, currency);
  const priceOf = (item: { prices: Record<string, number> }) => item.prices[currency] ?? 0;
  const product = catalog.products.find((p) => p.id === values.product) ?? catalog.products[0];
  const numerologyChosen = product?.id === 'numerology' || values.addons.includes('numerology');
  const total = (product ? priceOf(product) : 0) + values.addons.reduce((sum, id) => sum + priceOf(catalog.addons.find((a) => a.id === id) ?? { prices: {} }), 0);
  const listed = [...FORM_FIELDS, 'form' as const].filter((f) => errors[f]?.length);
  const productTitle = (id: string) => catalog.products.find((p) => p.id === id)?.title ?? id;
  // Without JavaScript every birth field is shown; the hint says which readings ignore it.
  const onlyFor = (field: string) => {
    const ignoring = catalog.products.filter((p) => !p.fields.includes(field as never));
    return ignoring.length ? html`<span class="nojs-only"> Not needed for: ${ignoring.map((p) => p.title).join(', ')}.</span>` : '';
  };

  const summary =
    listed.length || view.problem
      ? html`<div class="error-summary" id="error-summary" role="alert" tabindex="-1">
<h2>Please check the order</h2>
${view.problem ? html`<p>${view.problem}</p>` : ''}
<ul>${listed.map((f) => html`<li><a href="#${f === 'form' || f === 'total' ? 'order-form' : `field-${f}`}">${(errors[f] ?? []).map((m) => errorSentence(f, m)).join(' ')}</a></li>`)}</ul>
</div>`
      : html`<div class="error-summary" id="error-summary" role="alert" tabindex="-1" hidden></div>`;

  return page({
    title: 'Order a reading',
    description: 'Order a personal astrology reading: choose the reading, give your birth data and your Telegram username, and pay.',
    section: 'order',
    scripts: ['order-form.js'],
    demoNotice: demoNotice(view.demo),
    body: html`<h1>Order a reading</h1>
${catalog.checkout.enabled ? '' : html`<p class="status warn" role="status">Ordering is paused at the moment; the form will refuse new orders until it reopens.</p>`}
${summary}
${view.place && !view.place.confirmed && view.place.cities.length === 1 && !listed.length && !view.problem
  ? html`<p class="status" role="status" id="place-confirm-note">Please check your birthplace below (<a href="#place-choice">${view.place.cities[0].label}</a>), then continue to payment.</p>`
  : ''}
<form id="order-form" class="order-form" method="post" action="/order" data-currency="${currency}" data-minor-digits="${String(minorDigits(currency))}" data-errors="${ERROR_MAP}">
<input type="hidden" name="idempotencyKey" value="${values.idempotencyKey}">

<fieldset id="field-product" class="choice-group"${aria('product', errors)}>
<legend>Which reading?</legend>
${catalog.products.map(
  (p) => html`<div class="choice">
<input type="radio" id="product-${p.id}" name="product" value="${p.id}" data-price="${String(priceOf(p))}" data-fields="${p.fields.join(' ')}"${p.id === product?.id ? html` checked` : ''} required aria-describedby="product-${p.id}-text">
<div class="choice-body"><label for="product-${p.id}"><span class="choice-title">${p.title}</span> <span class="choice-price">${money(priceOf(p))}</span></label><span class="choice-text" id="product-${p.id}-text">${p.description}</span></div>
</div>`,
)}
${fieldErrors('product', errors)}
</fieldset>

${catalog.addons.length
  ? html`<fieldset id="field-addons" class="choice-group"${aria('addons', errors)}>
<legend>Add-ons <span class="muted">(optional)</span></legend>
${catalog.addons.map(
  (a) => html`<div class="choice compact" data-addon-products="${a.products.join(' ')}">
<input type="checkbox" id="addon-${a.id}" name="addons" value="${a.id}" data-price="${String(priceOf(a))}"${values.addons.includes(a.id) ? html` checked` : ''} aria-describedby="addon-${a.id}-text">
<div class="choice-body"><label for="addon-${a.id}"><span class="choice-title">${a.title}</span> <span class="choice-price">+${money(priceOf(a))}</span></label><span class="choice-text" id="addon-${a.id}-text">${a.description}${a.products.length < catalog.products.length ? html` <span class="muted">Only with: ${a.products.map(productTitle).join(', ')}.</span>` : ''}</span></div>
</div>`,
)}
${fieldErrors('addons', errors)}
</fieldset>`
  : ''}

<fieldset>
<legend>About you</legend>
<div class="field" id="field-name">
<label for="name">${LABELS.name}</label>
<p class="hint" id="name-hint">Your full name as given at birth; the numerology readings use its letters.</p>
<input id="name" name="name" type="text" autocomplete="name" maxlength="100" required value="${values.name}"${aria('name', errors, true)}>
${fieldErrors('name', errors)}
</div>
<div class="field" id="field-currentName" data-numerology-field${numerologyChosen ? '' : html` hidden`}>
<label for="currentName">${LABELS.currentName} <span class="muted">(optional)</span></label>
<p class="hint" id="currentName-hint">Only if you go by another name than the one you were born with, such as a married or chosen name: the numerology profile counts it beside your birth name and says what the change means.</p>
<input id="currentName" name="currentName" type="text" autocomplete="off" maxlength="100" value="${values.currentName}"${aria('currentName', errors, true)}>
${fieldErrors('currentName', errors)}
</div>
<div class="field" id="field-phone">
<label for="phone">${LABELS.phone}</label>
<p class="hint" id="phone-hint">International format with the country code, e.g. +44 20 7946 0958. Only used if a payment or delivery goes wrong.</p>
<input id="phone" name="phone" type="tel" autocomplete="tel" maxlength="32" required value="${values.phone}"${aria('phone', errors, true)}>
${fieldErrors('phone', errors)}
</div>
<div class="field" id="field-contact">
<label for="contact">${LABELS.contact}</label>
<p class="hint" id="contact-hint">The bot sends the reading only to this Telegram account. Find it in Telegram under Settings → Username.</p>
<div class="prefixed"><span aria-hidden="true">@</span><input id="contact" name="contact" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="40" required value="${values.contact.replace(/^@/, '')}"${aria('contact', errors, true)}></div>
${fieldErrors('contact', errors)}
</div>
</fieldset>

<fieldset>
<legend>Your birth</legend>
<div class="field" id="field-birthDate">
<label for="birthDate">${LABELS.birthDate}</label>
<input id="birthDate" name="birthDate" type="date" min="1900-01-01" max="${view.today}" required value="${values.birthDate}"${aria('birthDate', errors)}>
${fieldErrors('birthDate', errors)}
</div>
<div class="field" id="field-birthTime" data-birth-field="time">
<label for="birthTime">${LABELS.birthTime}</label>
<p class="hint" id="birthTime-hint">Local time where you were born, as on your birth certificate.${onlyFor('time')}</p>
<input id="birthTime" name="birthTime" type="time" value="${values.timeUnknown ? '' : values.birthTime}"${values.timeUnknown ? html` disabled` : ''}${aria('birthTime', errors, true)}>
<label class="check" for="timeUnknown"><input type="checkbox" id="timeUnknown" name="timeUnknown" value="1"${values.timeUnknown ? html` checked` : ''}> I don't know my birth time</label>
${fieldErrors('birthTime', errors)}
</div>
<div class="field" id="field-city" data-birth-field="city">
<label for="city">${LABELS.city}</label>
<p class="hint" id="city-hint">Start typing and choose from the list, e.g. “London, England, United Kingdom”.${onlyFor('city')}</p>
<input id="city" name="city" type="text" autocomplete="off" maxlength="100" list="city-options" value="${values.city}"${aria('city', errors, true)}>
<datalist id="city-options"></datalist>
${fieldErrors('city', errors)}
${placeChoiceBlock(view)}
</div>
</fieldset>

<fieldset data-birth-field="partner" id="partner-fieldset">
<legend>Your partner’s birth</legend>
<p class="hint">For the compatibility reading: the second person’s birth data, read against yours.${onlyFor('partner')}</p>
<div class="field" id="field-partnerName">
<label for="partnerName">${LABELS.partnerName}</label>
<input id="partnerName" name="partnerName" type="text" maxlength="100" autocomplete="off" value="${values.partnerName}"${aria('partnerName', errors)}>
${fieldErrors('partnerName', errors)}
</div>
<div class="field" id="field-partnerBirthDate">
<label for="partnerBirthDate">${LABELS.partnerBirthDate}</label>
<input id="partnerBirthDate" name="partnerBirthDate" type="date" min="1900-01-01" max="${view.today}" value="${values.partnerBirthDate}"${aria('partnerBirthDate', errors)}>
${fieldErrors('partnerBirthDate', errors)}
</div>
<div class="field" id="field-partnerBirthTime">
<label for="partnerBirthTime">${LABELS.partnerBirthTime}</label>
<p class="hint" id="partnerBirthTime-hint">Local time where they were born; without it their houses and rising sign are not read.</p>
<input id="partnerBirthTime" name="partnerBirthTime" type="time" value="${values.partnerTimeUnknown ? '' : values.partnerBirthTime}"${aria('partnerBirthTime', errors, true)}>
<label class="check" for="partnerTimeUnknown"><input type="checkbox" id="partnerTimeUnknown" name="partnerTimeUnknown" value="1"${values.partnerTimeUnknown ? html` checked` : ''}> I don't know their birth time</label>
${fieldErrors('partnerBirthTime', errors)}
</div>
<div class="field" id="field-partnerCity">
<label for="partnerCity">${LABELS.partnerCity}</label>
<p class="hint" id="partnerCity-hint">As for yours: “City”, “City, Country” or “City, Region, Country”; a name several places share is refused with the places to choose from.</p>
<input id="partnerCity" name="partnerCity" type="text" autocomplete="off" maxlength="100" list="city-options" value="${values.partnerCity}"${aria('partnerCity', errors, true)}>
${fieldErrors('partnerCity', errors)}
</div>
</fieldset>

<div class="order-total card quiet" id="field-total">
<p>Total: <output id="order-total" for="field-product field-addons" aria-live="polite">${money(total)}</output></p>
${fieldErrors('total', errors)}
${fieldErrors('form', errors)}
<button type="submit" class="large" id="order-submit">Continue to payment</button>
<p class="muted small">You pay on the ${view.demo.payments ? 'demo (test) checkout — no money is charged' : "payment provider's page"}. By ordering you accept the <a href="/offer">terms of sale</a> and the <a href="/privacy">privacy policy</a>.</p>
</div>
</form>`,
  });
}
