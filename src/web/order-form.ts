// The order form as data: what the browser posts, how it becomes the API's OrderRequest, and how
// the API's problem fields map back onto the form. assets/order-form.js, which posts to
// /api/orders/create directly, reads the mapping and the labels from the page (see API_FIELDS).
import { randomUUID } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import type { PublicCatalog } from '../services/catalog/model.js';
import { minorDigits } from '../services/catalog/money.js';
import type { FieldError } from '../services/errors.js';
import { OrderRequest, type BirthMeta } from '../services/orders/model.js';
import { cityView, type CityView, type LocalMoment, type PlaceService } from '../services/readings/places.js';

export interface OrderFormValues {
  product: string;
  addons: string[];
  name: string;
  /** The name in use (married or chosen), for numerology; '' when none. */
  currentName: string;
  phone: string;
  contact: string;
  birthDate: string; // YYYY-MM-DD from <input type=date>
  birthTime: string; // HH:MM
  timeUnknown: boolean;
  city: string;
  /** GeoNames id of the birthplace the buyer chose (or confirmed) on the form; '' until then. */
  placeId: string;
  /** The second person of a compatibility reading (meta.partner). */
  partnerName: string;
  partnerBirthDate: string;
  partnerBirthTime: string;
  partnerTimeUnknown: boolean;
  partnerCity: string;
  idempotencyKey: string;
}

/** Form field names, in page order: errors are listed in this order. */
export const FORM_FIELDS = ['product', 'addons', 'name', 'currentName', 'phone', 'contact', 'birthDate', 'birthTime', 'city', 'partnerName', 'partnerBirthDate', 'partnerBirthTime', 'partnerCity', 'total'] as const;
export type FormField = (typeof FORM_FIELDS)[number] | 'form';
export type FormErrors = Partial<Record<FormField, string[]>>;

export function emptyForm(catalog: PublicCatalog, product?: string): OrderFormValues {
  const known = catalog.products.some((p) => p.id === product);
  return {
    product: known ? product! : (catalog.products[0]?.id ?? ''),
    addons: [],
    name: '',
    currentName: '',
    phone: '',
    contact: '',
    birthDate: '',
    birthTime: '',
    timeUnknown: false,
    city: '',
    placeId: '',
    partnerName: '',
    partnerBirthDate: '',
    partnerBirthTime: '',
    partnerTimeUnknown: false,
    partnerCity: '',
    idempotencyKey: randomUUID(),
  };
}

const text = (value: unknown, max = 200): string => (typeof value === 'string' ? value.slice(0, max) : Array.isArray(value) ? text(value[0], max) : '');

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
    birthDate: text(raw.birthDate, 32),
    birthTime: text(raw.birthTime, 16),
    timeUnknown: raw.timeUnknown !== undefined,
    city: text(raw.city),
    placeId: /^[1-9][0-9]{0,9}$/.test(text(raw.placeId, 12)) ? text(raw.placeId, 12) : '',
    partnerName: text(raw.partnerName),
    partnerBirthDate: text(raw.partnerBirthDate, 32),
    partnerBirthTime: text(raw.partnerBirthTime, 16),
    partnerTimeUnknown: raw.partnerTimeUnknown !== undefined,
    partnerCity: text(raw.partnerCity),
    idempotencyKey: text(raw.idempotencyKey, 255) || randomUUID(),
  };
}

/** "ada", "@ada", "t.me/ada", "https://t.me/ada" → "@ada". */
export function normalizeContact(value: string): string {
  const bare = value.trim().replace(/^(https?:\/\/)?(www\.)?(t|telegram)\.me\//i, '').replace(/^@+/, '');
  return bare ? `@${bare}` : '';
}

/** "1985-12-10" or "10.12.1985" / "10/12/1985" (day first) → its parts, or null. */
export function parseBirthDate(value: string): { day: string; month: string; year: string } | null {
  const v = value.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
  if (m) return { year: m[1], month: String(Number(m[2])), day: String(Number(m[3])) };
  m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(v);
  if (m) return { year: m[3], month: String(Number(m[2])), day: String(Number(m[1])) };
  return null;
}

/**
 * The API request the form stands for, priced from the catalog (the form shows that price), or
 * the form errors found before the API's own rules run. Only the birth fields the product uses
 * are sent: a numerology order carries no city.
 */
/** The currency the form prices in: the catalog's main one when an enabled provider takes it, else the first that is. */
export function formCurrency(catalog: PublicCatalog): string {
  return catalog.currencies.includes(catalog.currency) ? catalog.currency : (catalog.currencies[0] ?? catalog.currency);
}

export function toOrderRequest(form: OrderFormValues, catalog: PublicCatalog): { request: OrderRequest } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const add = (field: FormField, message: string) => (errors[field] ??= []).push(message);
  const product = catalog.products.find((p) => p.id === form.product);
  if (!product) add('product', 'choose one of the readings');
  const uses = new Set<string>(product?.fields ?? []);

  const meta: BirthMeta = {};
  if (form.birthDate.trim()) {
    const date = parseBirthDate(form.birthDate);
    if (date) Object.assign(meta, date);
    else add('birthDate', 'write the date as YYYY-MM-DD');
  }
  if (uses.has('time') && !form.timeUnknown && form.birthTime.trim()) {
    const time = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(form.birthTime.trim());
    if (time) meta.time = `${time[1].padStart(2, '0')}:${time[2]}`;
    else add('birthTime', 'write the time as HH:MM, 24-hour');
  }
  if (uses.has('city') && form.city.trim()) meta.city = form.city.trim();
  if (uses.has('city') && form.placeId) meta.placeId = form.placeId;
  if (uses.has('partner')) {
    // Sent even when left empty, so the API's own refusals name each missing field.
    const date = form.partnerBirthDate.trim() ? parseBirthDate(form.partnerBirthDate) : null;
    if (form.partnerBirthDate.trim() && !date) add('partnerBirthDate', 'write the date as YYYY-MM-DD');
    const time = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(form.partnerBirthTime.trim());
    if (!form.partnerTimeUnknown && form.partnerBirthTime.trim() && !time) add('partnerBirthTime', 'write the time as HH:MM, 24-hour');
    meta.partner = {
      name: form.partnerName.trim(),
      birthDate: date ? `${date.year}-${date.month.padStart(2, '0')}-${date.day.padStart(2, '0')}` : '',
      ...(!form.partnerTimeUnknown && time ? { time: `${time[1]!.padStart(2, '0')}:${time[2]}` } : {}),
      ...(form.partnerCity.trim() ? { city: form.partnerCity.trim() } : {}),
    };
  }
  // The name in use is read by numerology alone; with any other order it is not sent.
  if (form.currentName.trim() && product && (product.id === 'numerology' || form.addons.includes('numerology'))) meta.currentName = form.currentName.trim();
  if (Object.keys(errors).length > 0 || !product) return { errors };

  const currency = formCurrency(catalog);
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
  if (schemaErrors.length > 0) return { errors: toFormErrors(schemaErrors) };
  return { request };
}

/** The same checks Fastify runs on the API body, with the same field names and wording. */
export function schemaFieldErrors(request: unknown): FieldError[] {
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

export function toFormErrors(fields: FieldError[]): FormErrors {
  const errors: FormErrors = {};
  for (const f of fields) {
    const target = formFieldFor(f.field);
    const list = (errors[target] ??= []);
    if (!list.includes(f.message)) list.push(f.message);
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
export function placeChoice(form: OrderFormValues, places: Pick<PlaceService, 'resolve' | 'byId' | 'names'>): PlaceChoice | null {
  const name = form.city.trim();
  if (!name) return null;
  const date = parseBirthDate(form.birthDate);
  const time = !form.timeUnknown && /^\d{1,2}:\d{2}/.test(form.birthTime.trim()) ? form.birthTime.trim().slice(0, 5).padStart(5, '0') : null;
  const moment: LocalMoment | null = date ? { date: `${date.year}-${date.month.padStart(2, '0')}-${date.day.padStart(2, '0')}`, time } : null;
  const result = places.resolve(name);
  const cities = result.place ? result.candidates.map((p) => cityView(p, moment)) : [];
  const chosenPlace = form.placeId && places.names(name, form.placeId) ? places.byId(form.placeId) : null;
  if (chosenPlace && !cities.some((c) => c.placeId === form.placeId)) cities.unshift(cityView(chosenPlace, moment));
  if (cities.length === 0) return null;
  const chosen = chosenPlace ? form.placeId : cities.length === 1 ? cities[0].placeId : null;
  return { name, cities, chosen, confirmed: chosenPlace !== null };
}
