// The order page: a plain form that works without JavaScript (POST /order re-renders it with the
// errors next to their fields); assets/order-form.js adds the live total, the city suggestions and
// posts to the JSON API instead. Everything it says is in the page's language, the script's texts
// included (data-texts on the form).
import type { PublicCatalog } from '../../services/catalog/model.js';
import { minorDigits } from '../../services/catalog/money.js';
import type { CityView } from '../../services/readings/places.js';
import { LOCALE_OF } from '../../i18n/languages.js';
import { localCatalog, pageCurrency } from '../catalog-text.js';
import { clientFieldTexts } from '../field-errors.js';
import { decimalSeparator, formatDate, formatDecimal, formatMoney, MONEY_STYLE, monthNames } from '../format.js';
import { html, type SafeHtml } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import { API_FIELDS, FORM_FIELDS, isoDate, parseBirthTime, type DateParts, type FormErrors, type FormField, type OrderFormValues, type PlaceChoice } from '../order-form.js';
import { rich, type Site } from '../site.js';

interface OrderPageView {
  catalog: PublicCatalog;
  values: OrderFormValues;
  errors: FormErrors;
  /** The problem, in the page's language, when the API refused the whole order (paused, rate limited...). */
  problem?: string | null;
  demo: DemoParts;
  /** The birthplace the city names, or the places it could name, to confirm before paying. */
  place?: PlaceChoice | null;
  /** The products whose reading counts the buyer's name: the form offers the name in use with them. */
  countingName: readonly string[];
}

/** "39.8017° N, 89.6437° W", «39,8017° с. ш., 89,6437° з. д.». */
export function formatCoordinates(site: Site, latitude: number, longitude: number): string {
  return site.t('place.coordinates', {
    latitude: formatDecimal(Math.abs(latitude), site.language, 4),
    latitudeSide: site.t(latitude >= 0 ? 'place.north' : 'place.south'),
    longitude: formatDecimal(Math.abs(longitude), site.language, 4),
    longitudeSide: site.t(longitude >= 0 ? 'place.east' : 'place.west'),
  });
}

/**
 * A place's coordinates, time zone and its UTC offset at the birth moment, as one line:
 * "39.8017° N, 89.6437° W · America/Chicago, UTC−06:00 on 10 December 1985 at 14:30".
 * assets/order-form.js writes the same line for the places it shows (from the same messages).
 */
function placeDetails(site: Site, city: CityView, values: Pick<OrderFormValues, 'birthDate' | 'birthTime' | 'timeUnknown'>): string {
  const where = formatCoordinates(site, city.latitude, city.longitude);
  const date = isoDate(values.birthDate);
  if (!city.utcOffset || !date) return site.t('place.zoneOnly', { where, zone: city.timezone });
  const time = values.timeUnknown ? null : parseBirthTime(values.birthTime);
  return site.t('place.atMoment', {
    where,
    zone: city.timezone,
    offset: city.utcOffset.replace('-', '\u2212'),
    date: formatDate(Date.parse(`${date}T00:00:00Z`), site.language),
    time: time ? site.t('place.atTime', { time }) : '',
  });
}

/** The birthplace to confirm: one place checked, or the places a name could mean to choose from. */
function placeChoiceBlock(site: Site, view: OrderPageView): SafeHtml {
  const choice = view.place;
  if (!choice) return html`<fieldset class="place-choice" id="place-choice" hidden></fieldset>`;
  const several = choice.cities.length > 1;
  return html`<fieldset class="place-choice" id="place-choice" data-state="${several ? 'ambiguous' : 'found'}">
<legend>${several ? site.t('place.which', { name: choice.name }) : site.t('place.yours')}</legend>
<p class="hint" id="place-choice-hint">${several ? site.t('place.severalHint', { name: choice.name }) : site.t('place.checkHint')}</p>
${choice.cities.map(
  (c) => html`<div class="choice compact">
<input type="radio" id="place-${c.placeId}" name="placeId" value="${c.placeId}"${c.placeId === choice.chosen ? html` checked` : ''} aria-describedby="place-${c.placeId}-text">
<div class="choice-body"><label for="place-${c.placeId}"><span class="choice-title">${c.label}</span></label><span class="choice-text" id="place-${c.placeId}-text">${placeDetails(site, c, view.values)}</span></div>
</div>`,
)}
</fieldset>`;
}

const label = (site: Site, field: FormField) => site.t(`order.labels.${field}`);

/** For assets/order-form.js, which shows the API's errors itself: each form field's label and API fields. */
const errorMap = (site: Site) => JSON.stringify(Object.fromEntries([...FORM_FIELDS, 'form' as const].map((f) => [f, { label: label(site, f), api: API_FIELDS[f] }])));

/** Everything assets/order-form.js writes on the page, in the page's language. */
function scriptTexts(site: Site): string {
  const { t } = site;
  return JSON.stringify({
    locale: LOCALE_OF[site.language],
    decimal: decimalSeparator(site.language),
    money: MONEY_STYLE[site.language],
    submitWithTotal: t('order.submitWithTotal', { total: '{{total}}' }),
    which: t('place.which', { name: '{{name}}' }),
    yours: t('place.yours'),
    severalHint: t('place.severalHint', { name: '{{name}}' }),
    checkHint: t('place.checkHint'),
    coordinates: t('place.coordinates', { latitude: '{{latitude}}', latitudeSide: '{{latitudeSide}}', longitude: '{{longitude}}', longitudeSide: '{{longitudeSide}}' }),
    north: t('place.north'),
    south: t('place.south'),
    east: t('place.east'),
    west: t('place.west'),
    zoneOnly: t('place.zoneOnly', { where: '{{where}}', zone: '{{zone}}' }),
    atMoment: t('place.atMoment', { where: '{{where}}', zone: '{{zone}}', offset: '{{offset}}', date: '{{date}}', time: '{{time}}' }),
    atTime: t('place.atTime', { time: '{{time}}' }),
    summaryTitle: t('order.summaryTitle'),
    severalPlaces: t('order.severalPlaces', { name: '{{name}}' }),
    notPlaced: t('order.notPlaced'),
    alreadySent: t('order.alreadySent'),
    unreachable: t('order.unreachable'),
    // The API's words are English: a page in another language says them by these rules and by the problem's code.
    rules: clientFieldTexts(site),
    problems: site.language === 'en' ? {} : Object.fromEntries(ORDER_PROBLEMS.map((code) => [code, t(`problems.${code}`)])),
  });
}

/** Problems an order can be refused with as a whole, which the page names in its own words. */
const ORDER_PROBLEMS = ['checkout_disabled', 'rate_limited', 'busy', 'unavailable', 'internal_error', 'payment_provider_failed', 'provider_unavailable', 'unsupported_currency', 'sum_mismatch', 'unknown_product', 'unknown_addon', 'addon_not_allowed', 'validation_failed', 'unknown_city', 'ambiguous_city', 'unknown_place', 'idempotency_conflict', 'payload_too_large', 'other'] as const;

function fieldErrors(field: FormField, errors: FormErrors): SafeHtml {
  const list = errors[field] ?? [];
  return html`<p class="field-error" id="${field}-error" data-error-for="${field}"${list.length ? '' : html` hidden`}>${list.join(' ')}</p>`;
}

/** aria attributes of an input: described by its hint and its error; invalid when it has one. */
function aria(field: FormField, errors: FormErrors, hint = false): SafeHtml {
  const ids = [hint ? `${field}-hint` : '', `${field}-error`].filter(Boolean).join(' ');
  return html` aria-describedby="${ids}"${errors[field]?.length ? html` aria-invalid="true"` : ''}`;
}

/**
 * A date as day, month (by name) and year: read the same way in every language and browser. The
 * fields post as <prefix>Day, <prefix>Month and <prefix>Year; the ids are <field>-day and so on.
 */
function dateFields(site: Site, view: OrderPageView, field: 'birthDate' | 'partnerBirthDate', value: DateParts, required: boolean): SafeHtml {
  const prefix = field === 'birthDate' ? 'birth' : 'partnerBirth';
  const own = field === 'birthDate';
  const invalid = view.errors[field]?.length ? html` aria-invalid="true"` : '';
  const described = html` aria-describedby="${field}-hint ${field}-error"`;
  return html`<fieldset class="field date-field" id="field-${field}" aria-describedby="${field}-hint ${field}-error">
<legend>${label(site, field)}</legend>
<p class="hint" id="${field}-hint">${site.t('order.dateHint')}</p>
<div class="date-parts">
<div class="date-part"><label for="${field}-day">${site.t('order.day')}</label><input id="${field}-day" name="${prefix}Day" type="text" inputmode="numeric" pattern="[0-9]{1,2}" maxlength="2" size="2"${own ? html` autocomplete="bday-day"` : html` autocomplete="off"`}${required ? html` required` : ''} value="${value.day}"${described}${invalid}></div>
<div class="date-part"><label for="${field}-month">${site.t('order.month')}</label><select id="${field}-month" name="${prefix}Month"${own ? html` autocomplete="bday-month"` : html` autocomplete="off"`}${required ? html` required` : ''}${described}${invalid}><option value="">${site.t('order.monthPlaceholder')}</option>${monthNames(site.language).map((name, i) => html`<option value="${String(i + 1)}"${Number(value.month) === i + 1 ? html` selected` : ''}>${name}</option>`)}</select></div>
<div class="date-part"><label for="${field}-year">${site.t('order.year')}</label><input id="${field}-year" name="${prefix}Year" type="text" inputmode="numeric" pattern="(19|20)[0-9]{2}" maxlength="4" size="4" placeholder="${site.t('order.yearPlaceholder')}"${own ? html` autocomplete="bday-year"` : html` autocomplete="off"`}${required ? html` required` : ''} value="${value.year}"${described}${invalid}></div>
</div>
${fieldErrors(field, view.errors)}
</fieldset>`;
}

/** A time of day typed as HH:MM, 24-hour, in every language (a native time picker follows the browser, AM/PM included). */
function timeInput(site: Site, field: 'birthTime' | 'partnerBirthTime', value: string, disabled: boolean, errors: FormErrors): SafeHtml {
  return html`<input id="${field}" name="${field}" type="text" inputmode="numeric" autocomplete="off" maxlength="8" size="5" class="time-input" placeholder="${site.t('order.timePlaceholder')}" pattern="([01]?[0-9]|2[0-3])[:.\s]?[0-5][0-9]" title="${site.t('order.timeTitle')}" value="${disabled ? '' : value}"${disabled ? html` disabled` : ''}${aria(field, errors, true)}>`;
}

export function orderPage(site: Site, view: OrderPageView): string {
  const { t } = site;
  const { values, errors } = view;
  const catalog = localCatalog(site, view.catalog);
  const currency = pageCurrency(site, catalog);
  const money = (n: number) => formatMoney(n, currency, site);
  const priceOf = (item: { prices: Record<string, number> }) => item.prices[currency] ?? 0;
  const product = catalog.products.find((p) => p.id === values.product) ?? catalog.products[0];
  const numerologyChosen = (product !== undefined && view.countingName.includes(product.id)) || values.addons.includes('numerology');
  const total = (product ? priceOf(product) : 0) + values.addons.reduce((sum, id) => sum + priceOf(catalog.addons.find((a) => a.id === id) ?? { prices: {} }), 0);
  const listed = [...FORM_FIELDS, 'form' as const].filter((f) => errors[f]?.length);
  const productTitle = (id: string) => catalog.products.find((p) => p.id === id)?.title ?? id;
  // Without JavaScript every birth field is shown; the hint says which readings ignore it.
  const onlyFor = (field: string) => {
    const ignoring = catalog.products.filter((p) => !p.fields.includes(field as never));
    return ignoring.length ? html`<span class="nojs-only"> ${t('order.notNeededFor', { titles: ignoring.map((p) => p.title).join(', ') })}</span>` : '';
  };

  const summary =
    listed.length || view.problem
      ? html`<div class="error-summary" id="error-summary" role="alert" tabindex="-1">
<h2>${t('order.summaryTitle')}</h2>
${view.problem ? html`<p>${view.problem}</p>` : ''}
<ul>${listed.map((f) => html`<li><a href="#${f === 'form' || f === 'total' ? 'order-form' : `field-${f}`}">${(errors[f] ?? []).join(' ')}</a></li>`)}</ul>
</div>`
      : html`<div class="error-summary" id="error-summary" role="alert" tabindex="-1" hidden></div>`;

  return page({
    site,
    title: t('order.title'),
    description: t('order.description'),
    section: 'order',
    scripts: ['order-form.js'],
    demoNotice: demoNotice(site, view.demo),
    body: html`<h1>${t('order.title')}</h1>
${catalog.checkout.enabled ? '' : html`<p class="status warn" role="status">${t('order.paused')}</p>`}
${summary}
${view.place && !view.place.confirmed && view.place.cities.length === 1 && !listed.length && !view.problem
  ? html`<p class="status" role="status" id="place-confirm-note">${rich(site, 'order.confirmPlace', { place: html`<a href="#place-choice">${view.place.cities[0].label}</a>` })}</p>`
  : ''}
<form id="order-form" class="order-form" method="post" action="/order" data-language="${site.language}" data-currency="${currency}" data-minor-digits="${String(minorDigits(currency))}" data-errors="${errorMap(site)}" data-texts="${scriptTexts(site)}">
<input type="hidden" name="idempotencyKey" value="${values.idempotencyKey}">

<fieldset id="field-product" class="choice-group"${aria('product', errors)}>
<legend>${t('order.whichReading')}</legend>
${catalog.products.map(
  (p) => html`<div class="choice">
<input type="radio" id="product-${p.id}" name="product" value="${p.id}" data-price="${String(priceOf(p))}" data-fields="${p.fields.join(' ')}"${view.countingName.includes(p.id) ? html` data-counts-name` : ''}${p.id === product?.id ? html` checked` : ''} required aria-describedby="product-${p.id}-text">
<div class="choice-body"><label for="product-${p.id}"><span class="choice-title">${p.title}</span> <span class="choice-price">${money(priceOf(p))}</span></label><span class="choice-text" id="product-${p.id}-text">${p.description}</span></div>
</div>`,
)}
${fieldErrors('product', errors)}
</fieldset>

${catalog.addons.length
  ? html`<fieldset id="field-addons" class="choice-group"${aria('addons', errors)}>
<legend>${t('order.addons')} <span class="muted">${t('order.optional')}</span></legend>
${catalog.addons.map(
  (a) => html`<div class="choice compact" data-addon-products="${a.products.join(' ')}">
<input type="checkbox" id="addon-${a.id}" name="addons" value="${a.id}" data-price="${String(priceOf(a))}"${values.addons.includes(a.id) ? html` checked` : ''} aria-describedby="addon-${a.id}-text">
<div class="choice-body"><label for="addon-${a.id}"><span class="choice-title">${a.title}</span> <span class="choice-price">+${money(priceOf(a))}</span></label><span class="choice-text" id="addon-${a.id}-text">${a.description}${a.products.length < catalog.products.length ? html` <span class="muted">${t('order.onlyWith', { titles: a.products.map(productTitle).join(', ') })}</span>` : ''}</span></div>
</div>`,
)}
${fieldErrors('addons', errors)}
</fieldset>`
  : ''}

<fieldset>
<legend>${t('order.aboutYou')}</legend>
<div class="field" id="field-name">
<label for="name">${label(site, 'name')}</label>
<p class="hint" id="name-hint">${t('order.hints.name')}</p>
<input id="name" name="name" type="text" autocomplete="name" maxlength="100" required value="${values.name}"${aria('name', errors, true)}>
${fieldErrors('name', errors)}
</div>
<div class="field" id="field-currentName" data-numerology-field${numerologyChosen ? '' : html` hidden`}>
<label for="currentName">${label(site, 'currentName')} <span class="muted">${t('order.optional')}</span></label>
<p class="hint" id="currentName-hint">${t('order.hints.currentName')}</p>
<input id="currentName" name="currentName" type="text" autocomplete="off" maxlength="100" value="${values.currentName}"${aria('currentName', errors, true)}>
${fieldErrors('currentName', errors)}
</div>
<div class="field" id="field-phone">
<label for="phone">${label(site, 'phone')}</label>
<p class="hint" id="phone-hint">${t('order.hints.phone')}</p>
<input id="phone" name="phone" type="tel" autocomplete="tel" maxlength="32" required value="${values.phone}"${aria('phone', errors, true)}>
${fieldErrors('phone', errors)}
</div>
<div class="field" id="field-contact">
<label for="contact">${label(site, 'contact')}</label>
<p class="hint" id="contact-hint">${t('order.hints.contact')}</p>
<div class="prefixed"><span aria-hidden="true">@</span><input id="contact" name="contact" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="40" required value="${values.contact.replace(/^@/, '')}"${aria('contact', errors, true)}></div>
${fieldErrors('contact', errors)}
</div>
</fieldset>

<fieldset>
<legend>${t('order.yourBirth')}</legend>
${dateFields(site, view, 'birthDate', values.birthDate, true)}
<div class="field" id="field-birthTime" data-birth-field="time">
<label for="birthTime">${label(site, 'birthTime')}</label>
<p class="hint" id="birthTime-hint">${t('order.hints.birthTime')}${onlyFor('time')}</p>
${timeInput(site, 'birthTime', values.birthTime, values.timeUnknown, errors)}
<label class="check" for="timeUnknown"><input type="checkbox" id="timeUnknown" name="timeUnknown" value="1"${values.timeUnknown ? html` checked` : ''}> ${rich(site, 'order.timeUnknown')}</label>
${fieldErrors('birthTime', errors)}
</div>
<div class="field" id="field-city" data-birth-field="city">
<label for="city">${label(site, 'city')}</label>
<p class="hint" id="city-hint">${t('order.hints.city')}${onlyFor('city')}</p>
<input id="city" name="city" type="text" autocomplete="off" maxlength="100" list="city-options" value="${values.city}"${aria('city', errors, true)}>
<datalist id="city-options"></datalist>
${fieldErrors('city', errors)}
${placeChoiceBlock(site, view)}
</div>
</fieldset>

<fieldset data-birth-field="partner" id="partner-fieldset">
<legend>${t('order.partnerBirth')}</legend>
<p class="hint">${t('order.hints.partner')}${onlyFor('partner')}</p>
<div class="field" id="field-partnerName">
<label for="partnerName">${label(site, 'partnerName')}</label>
<input id="partnerName" name="partnerName" type="text" maxlength="100" autocomplete="off" value="${values.partnerName}"${aria('partnerName', errors)}>
${fieldErrors('partnerName', errors)}
</div>
${dateFields(site, view, 'partnerBirthDate', values.partnerBirthDate, false)}
<div class="field" id="field-partnerBirthTime">
<label for="partnerBirthTime">${label(site, 'partnerBirthTime')}</label>
<p class="hint" id="partnerBirthTime-hint">${t('order.hints.partnerBirthTime')}</p>
${timeInput(site, 'partnerBirthTime', values.partnerBirthTime, values.partnerTimeUnknown, errors)}
<label class="check" for="partnerTimeUnknown"><input type="checkbox" id="partnerTimeUnknown" name="partnerTimeUnknown" value="1"${values.partnerTimeUnknown ? html` checked` : ''}> ${rich(site, 'order.partnerTimeUnknown')}</label>
${fieldErrors('partnerBirthTime', errors)}
</div>
<div class="field" id="field-partnerCity">
<label for="partnerCity">${label(site, 'partnerCity')}</label>
<p class="hint" id="partnerCity-hint">${t('order.hints.partnerCity')}</p>
<input id="partnerCity" name="partnerCity" type="text" autocomplete="off" maxlength="100" list="city-options" value="${values.partnerCity}"${aria('partnerCity', errors, true)}>
${fieldErrors('partnerCity', errors)}
</div>
</fieldset>

<div class="order-total card quiet" id="field-total">
<p>${t('order.total')} <output id="order-total" for="field-product field-addons" aria-live="polite">${money(total)}</output></p>
${fieldErrors('total', errors)}
${fieldErrors('form', errors)}
<button type="submit" class="large" id="order-submit">${t('order.submit')}</button>
<p class="muted small">${rich(site, view.demo.payments ? 'order.payNoteDemo' : 'order.payNote')}</p>
</div>
</form>`,
  });
}
