// The second person of a compatibility order as the buyer's birth fields, so one set of rules (place
// confirmation, a birth not in the future, chart casting) serves both; and their problems renamed to
// the partner's fields, so a refusal names `meta.partner.city`, not the buyer's `meta.city`.
import { AppError } from '../errors.js';
import type { BirthMeta, PartnerMeta } from './model.js';

/** The partner's data in the shape of the buyer's birth fields, with the buyer's chart options. */
export function partnerBirthMeta(partner: PartnerMeta, options: Pick<BirthMeta, 'houses' | 'zodiac' | 'ayanamsa'> = {}): BirthMeta {
  const [year, month, day] = partner.birthDate.split('-');
  return {
    day, month, year,
    ...(partner.time !== undefined ? { time: partner.time } : {}),
    ...(partner.city !== undefined ? { city: partner.city } : {}),
    ...(partner.placeId !== undefined ? { placeId: partner.placeId } : {}),
    ...(partner.latitude !== undefined ? { latitude: partner.latitude, longitude: partner.longitude } : {}),
    ...(options.houses !== undefined ? { houses: options.houses } : {}),
    ...(options.zodiac !== undefined ? { zodiac: options.zodiac } : {}),
    ...(options.ayanamsa !== undefined ? { ayanamsa: options.ayanamsa } : {}),
  };
}

const PARTNER_FIELD: Record<string, string> = {
  'meta.day': 'meta.partner.birthDate',
  'meta.month': 'meta.partner.birthDate',
  'meta.year': 'meta.partner.birthDate',
  'meta.time': 'meta.partner.time',
  'meta.city': 'meta.partner.city',
  'meta.placeId': 'meta.partner.placeId',
  'meta.latitude': 'meta.partner.latitude',
  'meta.longitude': 'meta.partner.longitude',
  city: 'meta.partner.city',
};

/** Runs a check written for the buyer's fields on the partner's, renaming the fields of its refusal. */
export function asPartner<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof AppError) || !error.extra.fields) throw error;
    const fields = error.extra.fields.map((f) => ({ ...f, field: PARTNER_FIELD[f.field] ?? f.field }));
    const detail = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
    throw new AppError(error.code, error.code === 'validation_failed' ? detail : `the partner’s birth place: ${error.detail}`, { ...error.extra, fields });
  }
}
