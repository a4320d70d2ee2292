// The order form as data: what the browser posts, how it becomes the API's OrderRequest, and how
// the API's problem fields map back onto the form, in the page's language. assets/order-form.js,
// which posts to /api/orders/create directly, reads the mapping, the labels and the texts from the
// page (see API_FIELDS and web/field-errors.ts).
import { randomUUID } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import type { PublicCatalog } from '../services/catalog/model.js';
import { minorDigits } from '../services/catalog/money.js';
import type { FieldError } from '../services/errors.js';
import { OrderRequest, type BirthMeta } from '../services/orders/model.js';
import { cityView, type CityView, type LocalMoment, type PlaceService } from '../services/readings/places.js';
import type { Language } from '../i18n/languages.js';
import { pageCurrency } from './catalog-text.js';
import { fieldSentence } from './field-errors.js';
import type { Site } from './site.js';

/**
 * A date as the form asks for it: the day and the year typed, the month chosen by name, so it reads
 * the same whatever the browser's locale (a native date picker follows the browser, not the page).
 */
export interface DateParts {
  day: string;
  /** 1-12, or '' while none is chosen. */
  month: string;
  year: string;
}

export interface OrderFormValues {
  product: string;
  addons: string[];
  name: string;
  /** The name in use (married or chosen), for numerology; '' when none. */
  currentName: string;
  phone: string;
  contact: string;
  birthDate: DateParts;
  /** As typed: "14:30" (also "14.30", "1430"), 24-hour. */
  birthTime: string;
  timeUnknown: boolean;
  city: string;
  /** GeoNames id of the birthplace the buyer chose (or confirmed) on the form; '' until then. */
  placeId: string;
  /** The second person of a compatibility reading (meta.partner). */
  partnerName: string;
  partnerBirthDate: DateParts;
  partnerBirthTime: string;
  partnerTimeUnknown: boolean;
  partnerCity: string;
  idempotencyKey: string;
}

/** Form field names, in page order: errors are listed in this order. */
export const FORM_FIELDS = ['product', 'addons', 'name', 'currentName', 'phone', 'contact', 'birthDate', 'birthTime', 'city', 'partnerName', 'partnerBirthDate', 'partnerBirthTime', 'partnerCity', 'total'] as const;
export type FormField = (typeof FORM_FIELDS)[number] | 'form';
/** The sentences shown next to each field, in the page's language. */
export type FormErrors = Partial<Record<FormField, string[]>>;

const NO_DATE: DateParts = { day: '', month: '', year: '' };

export function emptyForm(catalog: PublicCatalog, product?: string): OrderFormValues {
  const known = catalog.products.some((p) => p.id === product);
  return {
    product: known ? product! : (catalog.products[0]?.id ?? ''),
    addons: [],
    name: '',
    currentName: '',
    phone: '',
    contact: '',
    birthDate: NO_DATE,
    birthTime: '',
    timeUnknown: false,
    city: '',
    placeId: '',
    partnerName: '',
    partnerBirthDate: NO_DATE,
    partnerBirthTime: '',
    partnerTimeUnknown: false,
    partnerCity: '',
    idempotencyKey: randomUUID(),
  };
}

const text = (value: unknown, max = 200): string => (typeof value === 'string' ? value.slice(0, max) : Array.isArray(value) ? text(value[0], max) : '');

/**
 * A date from the form's three fields (`<prefix>Day`, `<prefix>Month`, `<prefix>Year`), or from one
 * field as other clients post it ("1985-12-10", "10.12.1985"), as typed.
 */
function readDate(raw: Record<string, unknown>, prefix: 'birth' | 'partnerBirth'): DateParts {
  const parts = { day: text(raw[`${prefix}Day`], 8).trim(), month: text(raw[`${prefix}Month`], 8).trim(), year: text(raw[`${prefix}Year`], 8).trim() };
  if (parts.day || parts.month || parts.year) return parts;
  const whole = text(raw[`${prefix}Date`], 32).trim();
  if (!whole) return NO_DATE;
  // A date that is no date keeps its text in the day: the form then asks for the date again.
  return parseBirthDate(whole) ?? { day: whole.slice(0, 8), month: '', year: '' };
}

/** The urlencoded body of POST /order, read defensively (any field may be missing or repeated). */
export function readForm(body: unknown): OrderFormValues {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const addons = Array.isArray(raw.addons) ? raw.addons : raw.addons === undefined ? [] : [raw.addons];
  return {
    product: text(raw.product, 64),
    addons: addons.filter((a): a is string => typeof a === 'string').slice(0, 10),
    name: text(raw.name),
    currentName: text(raw.currentName),
    phone: text(raw.phone, 64),
    contact: text(raw.contact, 64),
    birthDate: readDate(raw, 'birth'),
    birthTime: text(raw.birthTime, 16),
    timeUnknown: raw.timeUnknown !== undefined,
    city: text(raw.city),
    placeId: /^[1-9][0-9]{0,9}$/.test(text(raw.placeId, 12)) ? text(raw.placeId, 12) : '',
    partnerName: text(raw.partnerName),
    partnerBirthDate: readDate(raw, 'partnerBirth'),
    partnerBirthTime: text(raw.partnerBirthTime, 16),
    partnerTimeUnknown: raw.partnerTimeUnknown !== undefined,
    partnerCity: text(raw.partnerCity),
    idempotencyKey: text(raw.idempotencyKey, 255) || randomUUID(),
  };
}

/** "ada", "@ada", "t.me/ada", "https://t.me/ada" → "@ada". */
function normalizeContact(value: string): string {
  const bare = value.trim().replace(/^(https?:\/\/)?(www\.)?(t|telegram)\.me\//i, '').replace(/^@+/, '');
  return bare ? `@${bare}` : '';
}

/** "1985-12-10" or "10.12.1985" / "10/12/1985" (day first) → its parts, or null. */
function parseBirthDate(value: string): DateParts | null {
  const v = value.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
  if (m) return { year: m[1], month: String(Number(m[2])), day: String(Number(m[3])) };
  m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(v);
  if (m) return { year: m[3], month: String(Number(m[2])), day: String(Number(m[1])) };
  return null;
}

/** The date the parts name, "YYYY-MM-DD" (not yet checked against the calendar), or null. */
export function isoDate(parts: DateParts): string | null {
  if (!/^\d{1,2}$/.test(parts.day) || !/^(0?[1-9]|1[0-2])$/.test(parts.month) || !/^\d{4}$/.test(parts.year)) return null;
  return `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

const isBlank = (parts: DateParts) => !parts.day && !parts.month && !parts.year;

/** "14:30", "14.30", "14 30" and "1430" (seconds dropped) → "14:30"; null when it is no time of day. */
export function parseBirthTime(value: string): string | null {
  const match = /^([01]?\d|2[0-3])(?:[:.\s]?)([0-5]\d)(?::[0-5]\d)?$/.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
}

/**
 * The API request the form stands for, priced from the catalog in the page's currency (the form
 * shows that price), or the form errors found before the API's own rules run, in the page's
 * language. Only the birth fields the product uses are sent: a numerology order carries no city.
 */
export function toOrderRequest(form: OrderFormValues, catalog: PublicCatalog, site: Site, countingName: readonly string[]): { request: OrderRequest } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const add = (field: FormField, key: string) => (errors[field] ??= []).push(site.t(`order.formErrors.${key}`));
  const product = catalog.products.find((p) => p.id === form.product);
  if (!product) add('product', 'product');
  const uses = new Set<string>(product?.fields ?? []);

  const meta: BirthMeta = {};
  if (!isBlank(form.birthDate)) {
    const date = isoDate(form.birthDate);
    if (date) Object.assign(meta, { year: form.birthDate.year, month: String(Number(form.birthDate.month)), day: String(Number(form.birthDate.day)) });
    else add('birthDate', 'date');
  }
  if (uses.has('time') && !form.timeUnknown && form.birthTime.trim()) {
    const time = parseBirthTime(form.birthTime);
    if (time) meta.time = time;
    else add('birthTime', 'time');
  }
  if (uses.has('city') && form.city.trim()) meta.city = form.city.trim();
  if (uses.has('city') && form.placeId) meta.placeId = form.placeId;
  if (uses.has('partner')) {
    // Sent even when left empty, so the API's own refusals name each missing field.
    const date = isoDate(form.partnerBirthDate);
    if (!isBlank(form.partnerBirthDate) && !date) add('partnerBirthDate', 'date');
    const time = parseBirthTime(form.partnerBirthTime);
    if (!form.partnerTimeUnknown && form.partnerBirthTime.trim() && !time) add('partnerBirthTime', 'time');
    meta.partner = {
      name: form.partnerName.trim(),
      birthDate: date ?? '',
      ...(!form.partnerTimeUnknown && time ? { time } : {}),
      ...(form.partnerCity.trim() ? { city: form.partnerCity.trim() } : {}),
    };
  }
  // The name in use is read by numerology alone (a product that counts the name, or the add-on); with any other order it is not sent.
  if (form.currentName.trim() && product && (countingName.includes(product.id) || form.addons.includes('numerology'))) meta.currentName = form.currentName.trim();
  if (Object.keys(errors).length > 0 || !product) return { errors };

  const currency = pageCurrency(site, catalog);
  const digits = minorDigits(currency);
  let total = product.prices[currency] ?? 0;
  for (const id of form.addons) total += catalog.addons.find((a) => a.id === id)?.prices[currency] ?? 0;
  const request: OrderRequest = {
    product: product.id,
    addons: form.addons,
    sum: Math.round(total * 10 ** digits) / 10 ** digits,
    currency,
    name: form.name,
    phone: form.phone,
    contact: normalizeContact(form.contact),
    meta,
  };
  const schemaErrors = schemaFieldErrors(request);
  if (schemaErrors.length > 0) return { errors: toFormErrors(schemaErrors, site) };
  return { request };
}

/** The same checks Fastify runs on the API body, with the same field names and wording. */
function schemaFieldErrors(request: unknown): FieldError[] {
  const out: FieldError[] = [];
  for (const error of Value.Errors(OrderRequest, request)) {
    const field = error.path.replace(/^\//, '').replace(/\/(\d+)(?=\/|$)/g, '[$1]').replaceAll('/', '.') || '(body)';
    const described = (error.schema as { description?: string }).description;
    const message =
      error.value === '' || error.value === undefined
        ? 'is required'
        : error.schema.pattern !== undefined && described
          ? `has the wrong format (expected: ${described})`
          : error.message.toLowerCase();
    if (!out.some((f) => f.field === field)) out.push({ field, message });
  }
  return out;
}

/**
 * The API field paths each form field shows the errors of (`addons[2]` counts as `addons`). The
 * order page writes them on each error slot, so assets/order-form.js maps the API's problems from
 * this same table.
 */
export const API_FIELDS: Record<FormField, readonly string[]> = {
  product: ['product'],
  addons: ['addons'],
  name: ['name'],
  currentName: ['meta.currentName'],
  phone: ['phone'],
  contact: ['contact'],
  birthDate: ['meta.day', 'meta.month', 'meta.year'],
  birthTime: ['meta.time'],
  city: ['meta.city', 'meta.placeId', 'meta.latitude', 'meta.longitude'],
  partnerName: ['meta.partner.name', 'meta.partner'],
  partnerBirthDate: ['meta.partner.birthDate'],
  partnerBirthTime: ['meta.partner.time'],
  partnerCity: ['meta.partner.city', 'meta.partner.placeId', 'meta.partner.latitude', 'meta.partner.longitude'],
  total: ['sum'],
  form: [],
};

/** API field path → the form field that shows it. */
export function formFieldFor(apiField: string): FormField {
  const path = apiField.replace(/\[.*$/, '');
  return FORM_FIELDS.find((field) => API_FIELDS[field].includes(path)) ?? 'form';
}

/** The API's field problems as the sentences each form field shows, in the page's language. */
export function toFormErrors(fields: FieldError[], site: Site): FormErrors {
  const errors: FormErrors = {};
  for (const f of fields) {
    const target = formFieldFor(f.field);
    const list = (errors[target] ??= []);
    const sentence = fieldSentence(site, target, f.message);
    if (!list.includes(sentence)) list.push(sentence);
  }
  return errors;
}

/** The birthplace part of the form: the places its city could mean, and the one checked. */
export interface PlaceChoice {
  /** The city as typed. */
  name: string;
  /** The places offered, best first: one when the name is clear. */
  cities: CityView[];
  /** The place id checked, or null while the buyer has not chosen among several. */
  chosen: string | null;
  /** The buyer chose (or confirmed) this place on the form: the order may be placed. */
  confirmed: boolean;
}

/**
 * What the form shows under the city: the place the name means, or the places it could mean, with the
 * UTC offset each had at the birth moment. A place id the buyer chose stays chosen while the city
 * field still names it; once they type another name it is dropped, so a stale choice is never sent.
 */
export function placeChoice(form: OrderFormValues, places: Pick<PlaceService, 'resolve' | 'byId' | 'names'>, language: Language): PlaceChoice | null {
  const name = form.city.trim();
  if (!name) return null;
  const date = isoDate(form.birthDate);
  const time = form.timeUnknown ? null : parseBirthTime(form.birthTime);
  const moment: LocalMoment | null = date ? { date, time } : null;
  // Named in the page's language: «Москва, Россия» on a Russian page.
  const result = places.resolve(name, language);
  const cities = result.place ? result.candidates.map((p) => cityView(p, moment)) : [];
  const chosenPlace = form.placeId && places.names(name, form.placeId) ? places.byId(form.placeId, language) : null;
  if (chosenPlace && !cities.some((c) => c.placeId === form.placeId)) cities.unshift(cityView(chosenPlace, moment));
  if (cities.length === 0) return null;
  const chosen = chosenPlace ? form.placeId : cities.length === 1 ? cities[0].placeId : null;
  return { name, cities, chosen, confirmed: chosenPlace !== null };
}
