// Amounts of money: prices are written in a currency's major unit (49.90 USD), stored and sent to
// providers in its minor unit (4990 cents), by the currency's own ISO 4217 exponent: 2 for USD and
// RUB, 0 for JPY, 3 for KWD. Telegram Stars (XTR) are not ISO 4217; a star is indivisible.

/** Currencies that are not ISO 4217, with their exponent. */
const NON_ISO_EXPONENTS: Record<string, number> = { XTR: 0 };

const exponents = new Map<string, number>();

/** Digits after the point in the currency's major unit; throws for a code Intl does not know. */
export function minorDigits(currency: string): number {
  let digits = exponents.get(currency);
  if (digits === undefined) {
    digits = NON_ISO_EXPONENTS[currency] ?? new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits!;
    exponents.set(currency, digits);
  }
  return digits;
}

/** Whether Intl (ISO 4217) or our list knows the currency code. */
export function isKnownCurrency(currency: string): boolean {
  if (!/^[A-Z]{3}$/.test(currency)) return false;
  if (currency in NON_ISO_EXPONENTS) return true;
  return Intl.supportedValuesOf('currency').includes(currency);
}

/** 49.9 USD → 4990; 2500 XTR → 2500. */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/** 4990 USD → 49.9. */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** Whether `major` has no more decimals than the currency allows (floating point forgiven). */
export function fitsMinorUnits(major: number, currency: string): boolean {
  const scaled = major * 10 ** minorDigits(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
