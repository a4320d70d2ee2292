// The chart options a request or an order may name (house system, zodiac, ayanamsa): one schema for
// POST /api/chart and an order's meta, and the one rule a schema cannot say.
import { Type, type Static } from '@sinclair/typebox';
import { chartOptions } from '../../astro/chart/compute-chart.js';
import { AYANAMSAS, HOUSE_SYSTEMS, ZODIACS, type AyanamsaId, type ChartOptions, type HouseSystem, type ZodiacType } from '../../astro/types.js';
import type { FieldError } from '../errors.js';
import { StringEnum } from '../validation.js';

// String enums rather than unions of literals: a wrong value then fails with one message, not one per literal.
export const HouseSystemName = StringEnum<HouseSystem>(HOUSE_SYSTEMS, {
  description: 'House system: placidus (default), koch, porphyry, regiomontanus, campanus, equal (30° each from the Ascendant) or whole_sign. ' +
    'Placidus and Koch fall back to Porphyry inside the polar circles, where they do not exist; the chart says so.',
});
export const ZodiacName = StringEnum<ZodiacType>(ZODIACS, { description: 'tropical (default) or sidereal' });
export const AyanamsaName = StringEnum<AyanamsaId>(AYANAMSAS, {
  description: 'Sidereal zodiac only: lahiri (default), fagan_bradley or raman, as Swiss Ephemeris defines them; the ayanamsa of date is subtracted from every longitude',
});

/** The three optional fields, spread into the request and meta schemas. */
export const ChartOptionFields = {
  houses: Type.Optional(HouseSystemName),
  zodiac: Type.Optional(ZodiacName),
  ayanamsa: Type.Optional(AyanamsaName),
};
export const ChartOptionInput = Type.Object(ChartOptionFields);
type ChartOptionInput = Static<typeof ChartOptionInput>;

/** The failing field when an ayanamsa is named for a chart that is not sidereal, else null. */
export function chartOptionsProblem(input: ChartOptionInput, prefix = ''): FieldError | null {
  if (input.ayanamsa !== undefined && input.zodiac !== 'sidereal') {
    return { field: `${prefix}ayanamsa`, message: 'applies only to the sidereal zodiac: add "zodiac": "sidereal" or leave ayanamsa out' };
  }
  return null;
}

/** The options of a valid input, defaults filled in. */
export function chartOptionsOf(input: ChartOptionInput): ChartOptions {
  return chartOptions({ houses: input.houses, zodiac: input.zodiac, ayanamsa: input.ayanamsa });
}
