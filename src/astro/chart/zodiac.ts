// Signs, their elements, modalities and traditional rulers.
import { SIGNS, type Element, type Modality, type PlanetId, type SignId } from '../types.js';

export function normalizeDegrees(x: number): number {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
}

/** Signed difference a − b folded into (−180, 180]. */
export function angleDifference(a: number, b: number): number {
  let d = (a - b) % 360;
  if (d <= -180) d += 360;
  else if (d > 180) d -= 360;
  return d;
}

export function signOf(longitude: number): SignId {
  return SIGNS[Math.floor(normalizeDegrees(longitude) / 30) % 12];
}

export function degreeInSign(longitude: number): number {
  return normalizeDegrees(longitude) % 30;
}

export const SIGN_ELEMENT: Record<SignId, Element> = {
  aries: 'fire', taurus: 'earth', gemini: 'air', cancer: 'water',
  leo: 'fire', virgo: 'earth', libra: 'air', scorpio: 'water',
  sagittarius: 'fire', capricorn: 'earth', aquarius: 'air', pisces: 'water',
};

export const SIGN_MODALITY: Record<SignId, Modality> = {
  aries: 'cardinal', taurus: 'fixed', gemini: 'mutable', cancer: 'cardinal',
  leo: 'fixed', virgo: 'mutable', libra: 'cardinal', scorpio: 'fixed',
  sagittarius: 'mutable', capricorn: 'cardinal', aquarius: 'fixed', pisces: 'mutable',
};

/** Traditional (pre-modern) rulers: Mars rules Scorpio, Saturn Aquarius, Jupiter Pisces. */
export const TRADITIONAL_RULER: Record<SignId, PlanetId> = {
  aries: 'mars', taurus: 'venus', gemini: 'mercury', cancer: 'moon',
  leo: 'sun', virgo: 'mercury', libra: 'venus', scorpio: 'mars',
  sagittarius: 'jupiter', capricorn: 'saturn', aquarius: 'saturn', pisces: 'jupiter',
};

/** The sign opposite: Aries for Libra. */
export function oppositeSign(sign: SignId): SignId {
  return SIGNS[(SIGNS.indexOf(sign) + 6) % 12]!;
}
