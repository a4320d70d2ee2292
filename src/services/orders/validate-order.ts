// The order rules a JSON schema cannot say: catalog membership, price, real dates, real phones.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Catalog, Product } from '../catalog/model.js';
import { fitsMinorUnits, toMajorUnits, toMinorUnits } from '../catalog/money.js';
import { AppError, validationFailed, type FieldError } from '../errors.js';
import { cleanText } from '../text.js';
import { toBirthMoment } from '../../astro/time/birth-moment.js';
import { findTimeZone } from '../../astro/time/time-zones.js';
import type { BirthMeta, OrderRequest, PartnerMeta } from './model.js';
import { chartOptionsProblem } from '../readings/chart-options.js';
import { nameCanBeCounted } from '../../astro/numerology.js';
import { DEFAULT_LANGUAGE, PHONE_COUNTRY_OF, type Language } from '../../i18n/languages.js';

interface PricedOrder {
  product: Product;
  addons: string[];
  /** The currency the order is priced and paid in. */
  currency: string;
  /** The total in the currency's minor unit. */
  totalMinor: number;
  phoneE164: string;
  name: string;
  meta: BirthMeta;
}

const EARLIEST_BIRTH = '1900-01-01';
const EARLIEST_BIRTH_MS = Date.UTC(1900, 0, 1);
const DAY_MS = 86_400_000;
/** The latest time zone is UTC+14: a birth "today" there is still a valid date here. */
const LATEST_ZONE_MS = 14 * 3_600_000;

/**
 * The order priced from the catalog in its currency (the request's, or the catalog's main one), with
 * every field checked. `currencies` are those an order may be placed in: the catalog's that an
 * enabled payment provider takes.
 */
export function priceAndValidate(
  request: OrderRequest,
  catalog: Catalog,
  now: number,
  currencies: readonly string[],
  defaultLanguage: Language = DEFAULT_LANGUAGE,
  /** Whether an order of this product with these add-ons counts the buyer's name (its product module says). */
  countsName: (product: string, addons: readonly string[]) => boolean = (_product, addons) => addons.includes('numerology'),
): PricedOrder {
  const currency = request.currency ?? catalog.currency;
  if (!currencies.includes(currency)) {
    throw new AppError('unsupported_currency', `orders are not taken in ${currency} here; choose one of ${currencies.join(', ')}`, {
      fields: [{ field: 'currency', message: `must be one of ${currencies.join(', ')}` }],
    });
  }
  const product = catalog.products.find((p) => p.id === request.product && p.enabled);
  if (!product) {
    const known = catalog.products.filter((p) => p.enabled).map((p) => p.id);
    throw new AppError('unknown_product', `product ${JSON.stringify(request.product)} is not sold; choose one of ${known.join(', ')}`, {
      fields: [{ field: 'product', message: `must be one of ${known.join(', ')}` }],
    });
  }

  const addonIds = request.addons ?? [];
  const priceOf = (item: { prices: Record<string, number> }) => toMinorUnits(item.prices[currency]!, currency);
  let totalMinor = priceOf(product);
  for (const [index, id] of addonIds.entries()) {
    const addon = catalog.addons.find((a) => a.id === id && a.enabled);
    if (!addon) {
      throw new AppError('unknown_addon', `add-on ${JSON.stringify(id)} is not sold`, { fields: [{ field: `addons[${index}]`, message: 'unknown add-on' }] });
    }
    if (!addon.products.includes(product.id)) {
      throw new AppError('addon_not_allowed', `add-on ${id} cannot be ordered with ${product.id}`, {
        fields: [{ field: `addons[${index}]`, message: `not available for ${product.id}` }],
      });
    }
    totalMinor += priceOf(addon);
  }

  const fields: FieldError[] = [];
  const name = cleanField(request.name, 'name', fields);
  const meta = request.meta ?? {};
  if (request.language !== undefined && meta.language !== undefined && request.language !== meta.language) {
    fields.push({ field: 'meta.language', message: `says ${meta.language} but language says ${request.language}; give one` });
  }
  const language = request.language ?? meta.language ?? defaultLanguage;

  const phoneCountry = PHONE_COUNTRY_OF[language];
  const phone = parsePhoneNumberFromString(request.phone, phoneCountry ? { defaultCountry: phoneCountry } : undefined);
  if (!phone || !phone.isValid()) {
    fields.push({
      field: 'phone',
      message: phoneCountry
        ? `is not a valid phone number; write it with the country code, e.g. +7 912 345-67-89, or as a ${phoneCountry} number, e.g. 8 912 345-67-89`
        : 'is not a valid phone number; write it in international format with the country code, e.g. +44 20 7946 0958',
    });
  }

  const hasPlace = meta.city !== undefined || meta.placeId !== undefined || meta.latitude !== undefined || meta.longitude !== undefined;
  for (const field of product.required) {
    // The birth place may be named by city, by placeId, or by coordinates.
    if (field === 'city' ? !hasPlace : meta[field] === undefined) fields.push({ field: `meta.${field}`, message: `is required for ${product.id}` });
  }
  const placeProblem = birthPlaceProblem(meta);
  if (placeProblem) fields.push(placeProblem);
  if (meta.day !== undefined && meta.month !== undefined && meta.year !== undefined) {
    const problem = birthDateProblem(Number(meta.year), Number(meta.month), Number(meta.day), now);
    if (problem) fields.push({ field: 'meta.day', message: problem });
  } else if (meta.day !== undefined || meta.month !== undefined || meta.year !== undefined) {
    for (const part of ['day', 'month', 'year'] as const) {
      if (meta[part] === undefined && !product.required.includes(part)) fields.push({ field: `meta.${part}`, message: 'day, month and year go together' });
    }
  }
  const city = meta.city === undefined ? undefined : cleanField(meta.city, 'meta.city', fields);
  const partner = meta.partner === undefined ? undefined : checkPartner(meta.partner, product, now, fields);
  const currentName = meta.currentName === undefined ? undefined : currentNameOf(meta.currentName, name, countsName(product.id, addonIds), fields);
  const optionsProblem = chartOptionsProblem(meta, 'meta.');
  if (optionsProblem) fields.push(optionsProblem);
  if (fields.length > 0) throw validationFailed(fields);

  const expected = toMajorUnits(totalMinor, currency);
  if (!fitsMinorUnits(request.sum, currency) || toMinorUnits(request.sum, currency) !== totalMinor) {
    throw new AppError('sum_mismatch', `sum must be ${expected} ${currency}, the catalog price of this order`, {
      fields: [{ field: 'sum', message: `expected ${expected}` }],
      expectedSum: expected,
      currency,
    });
  }

  return {
    product,
    addons: addonIds,
    currency,
    totalMinor,
    phoneE164: phone!.number,
    name,
    meta: { ...meta, language, ...(city !== undefined ? { city } : {}), ...(partner !== undefined ? { partner } : {}), ...(currentName !== undefined ? { currentName } : {}) },
  };
}

/**
 * A birth must have happened by now where it happened: "today 23:59" in Honolulu is refused while it is
 * still earlier than that there (the date alone was checked against the latest zone on Earth).
 */
export function refuseFutureBirth(meta: BirthMeta, timezone: string, now: number): void {
  if (meta.day === undefined || meta.month === undefined || meta.year === undefined) return;
  const date = `${meta.year}-${pad(Number(meta.month))}-${pad(Number(meta.day))}`;
  // Without a time, the birth only has to have begun: local midnight must have passed.
  const moment = toBirthMoment({ date, time: meta.time ?? '00:00', timezone });
  if (Date.parse(moment.utc) <= now) return;
  const localNow = localClock(now, timezone);
  const field = meta.time !== undefined && localNow.date === date ? 'meta.time' : 'meta.day';
  throw validationFailed([
    { field, message: `is in the future in ${timezone}, where it is now ${localNow.date} ${localNow.time}` },
  ]);
}

/** The wall clock of a zone at an instant, "YYYY-MM-DD" and "HH:MM". */
function localClock(now: number, timezone: string): { date: string; time: string } {
  const local = new Date(now + (findTimeZone(timezone)?.offsetAt(now) ?? 0) * 1000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

function birthDateProblem(year: number, month: number, day: number, now: number): string | null {
  const date = Date.UTC(year, month - 1, day);
  const parsed = new Date(date);
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) {
    return `${year}-${pad(month)}-${pad(day)} is not a real date`;
  }
  if (date < EARLIEST_BIRTH_MS) return `birth date must be on or after ${EARLIEST_BIRTH}`;
  const latestToday = now + LATEST_ZONE_MS;
  if (date > latestToday - (latestToday % DAY_MS)) return 'birth date is in the future';
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Coordinates come in pairs and within range, and name the place on their own (no placeId with them). */
function birthPlaceProblem(meta: Pick<BirthMeta, 'latitude' | 'longitude' | 'placeId'>, prefix = 'meta.'): FieldError | null {
  const { latitude, longitude } = meta;
  if ((latitude === undefined) !== (longitude === undefined)) {
    return { field: latitude === undefined ? `${prefix}latitude` : `${prefix}longitude`, message: 'latitude and longitude go together' };
  }
  if (latitude === undefined || longitude === undefined) return null;
  if (meta.placeId !== undefined) return { field: `${prefix}placeId`, message: 'give either placeId or latitude and longitude, not both' };
  if (!(Math.abs(Number(latitude)) <= 90)) return { field: `${prefix}latitude`, message: 'must be between -90 and 90' };
  if (!(Math.abs(Number(longitude)) <= 180)) return { field: `${prefix}longitude`, message: 'must be between -180 and 180' };
  return null;
}

/**
 * The second person's birth data (compatibility): checked field by field like the buyer's, each
 * problem under `meta.partner.*`. Returns the partner with the name and city cleaned.
 */
function checkPartner(partner: PartnerMeta, product: Product, now: number, fields: FieldError[]): PartnerMeta {
  if (!product.fields.includes('partner')) {
    fields.push({ field: 'meta.partner', message: `applies only to a product that reads two people (compatibility), not to ${product.id}` });
    return partner;
  }
  const name = cleanField(partner.name, 'meta.partner.name', fields);
  const [year, month, day] = partner.birthDate.split('-').map(Number);
  const dateProblem = birthDateProblem(year!, month!, day!, now);
  if (dateProblem) fields.push({ field: 'meta.partner.birthDate', message: dateProblem });
  if (partner.city === undefined && partner.placeId === undefined && partner.latitude === undefined && partner.longitude === undefined) {
    fields.push({ field: 'meta.partner.city', message: 'is required: name the partner’s birth place by city, placeId, or latitude with longitude' });
  }
  const placeProblem = birthPlaceProblem(partner, 'meta.partner.');
  if (placeProblem) fields.push(placeProblem);
  const city = partner.city === undefined ? undefined : cleanField(partner.city, 'meta.partner.city', fields);
  return { ...partner, name, ...(city !== undefined ? { city } : {}) };
}

/** The name in use, cleaned, when numerology is ordered and can count it and it differs from the birth name. */
function currentNameOf(value: string, birthName: string, numerology: boolean, fields: FieldError[]): string | undefined {
  const field = 'meta.currentName';
  if (!numerology) {
    fields.push({ field, message: 'is read only by numerology: order the numerology profile or the numerology add-on, or leave it out' });
    return undefined;
  }
  const cleaned = cleanField(value, field, fields).replace(/\s+/g, ' ');
  if (cleaned === '') return undefined;
  if (!nameCanBeCounted(cleaned)) {
    fields.push({ field, message: 'has no letters numerology can count (in the Latin, Cyrillic or another alphabet that can be transliterated)' });
    return undefined;
  }
  const same = (a: string) => a.replace(/\s+/g, ' ').toLocaleLowerCase();
  if (same(cleaned) === same(birthName)) {
    fields.push({ field, message: 'is the same as name; give it only when the name in use differs from the birth name' });
    return undefined;
  }
  return cleaned;
}

/** cleanText's result, or its message added to `fields` (every field's problem is reported at once). */
function cleanField(value: string, field: string, fields: FieldError[]): string {
  try {
    return cleanText(value, field);
  } catch (error) {
    if (error instanceof AppError && error.extra.fields) fields.push(...error.extra.fields);
    else throw error;
    return '';
  }
}
