import { describe, expect, it } from 'vitest';
import { ephemerisMoment } from '../../src/astro/ephemeris/apparent.js';
import { anglesAt } from '../../src/astro/chart/compute-chart.js';
import { computeHouses, houseOf, wholeSignCusps } from '../../src/astro/chart/houses.js';
import { HOUSE_CASES, POLAR_CASE } from './reference-swiss.js';

/** The contract: Ascendant, Midheaven and cusps within 1 arcminute of Swiss Ephemeris. */
const ANGLE_TOLERANCE_ARCSEC = 60;
const arcsec = (a: number, b: number) => Math.abs((((a - b + 180) % 360) + 360) % 360 - 180) * 3600;
const RAD = 180 / Math.PI;

function housesAt(jdUt: number, latitude: number, longitude: number) {
  const m = ephemerisMoment(jdUt);
  const angles = anglesAt(m, latitude, longitude);
  return { angles, houses: computeHouses(angles, latitude, m.trueObliquity * RAD), obliquity: m.trueObliquity * RAD };
}

describe('Placidus cusps against Swiss Ephemeris (reference-swiss.ts)', () => {
  for (const c of HOUSE_CASES) {
    it(c.source, () => {
      const { angles, houses } = housesAt(c.jdUt, c.latitude, c.longitude);
      expect(houses.system).toBe('placidus');
      expect(arcsec(angles.midheaven, c.midheaven)).toBeLessThan(ANGLE_TOLERANCE_ARCSEC + c.rounding * 3600);
      expect(arcsec(angles.ascendant, c.cusps[0])).toBeLessThan(ANGLE_TOLERANCE_ARCSEC + c.rounding * 3600);
      c.cusps.forEach((cusp, i) => {
        expect(arcsec(houses.cusps[i], cusp), `cusp ${i + 1}`).toBeLessThan(ANGLE_TOLERANCE_ARCSEC + c.rounding * 3600);
      });
    });
  }

  it('agrees far more closely than the tolerance: under 1" on every published cusp', () => {
    let worst = 0;
    for (const c of HOUSE_CASES) {
      const { houses } = housesAt(c.jdUt, c.latitude, c.longitude);
      c.cusps.forEach((cusp, i) => { worst = Math.max(worst, arcsec(houses.cusps[i], cusp) - c.rounding * 3600); });
    }
    expect(worst).toBeLessThan(1);
  });
});

describe('high and polar latitudes', () => {
  it('Placidus at 64°N (Reykjavík) satisfies its definition: cusp 11 sits one third of its semi-arc from the meridian', () => {
    const { angles, houses, obliquity } = housesAt(2460055.5, 64.15, -21.94);
    expect(houses.system).toBe('placidus');
    const e = obliquity / RAD, phi = 64.15 / RAD;
    const lon = houses.cusps[10] / RAD;
    const ra = Math.atan2(Math.sin(lon) * Math.cos(e), Math.cos(lon)) * RAD;
    const dec = Math.asin(Math.sin(e) * Math.sin(lon));
    const semiArc = 90 + Math.asin(Math.tan(phi) * Math.tan(dec)) * RAD;
    const hourAngle = ((((ra - angles.armc) % 360) + 540) % 360) - 180;
    expect(Math.abs(hourAngle - semiArc / 3) * 3600).toBeLessThan(0.01);
  });

  it('falls back to Porphyry above the polar circle, where Swiss Ephemeris refuses Placidus (Tromsø 69.65°N)', () => {
    const { angles, houses } = housesAt(POLAR_CASE.jdUt, POLAR_CASE.latitude, POLAR_CASE.longitude);
    expect(houses.system).toBe('porphyry');
    expect(houses.fallbackReason).toMatch(/Placidus houses do not exist at latitude 69\.65°N/);
    expect(houses.cusps[0]).toBeCloseTo(angles.ascendant, 9);
    expect(houses.cusps[9]).toBeCloseTo(angles.midheaven, 9);
    // Porphyry: the three houses of a quadrant are equal in ecliptic length.
    const span = (a: number, b: number) => (((b - a) % 360) + 360) % 360;
    expect(span(houses.cusps[0], houses.cusps[1])).toBeCloseTo(span(houses.cusps[1], houses.cusps[2]), 9);
    expect(span(houses.cusps[9], houses.cusps[10])).toBeCloseTo(span(houses.cusps[10], houses.cusps[11]), 9);
  });

  it('keeps Placidus just inside the polar circle and the southern one alike', () => {
    expect(housesAt(2451545, 66, 25).houses.system).toBe('placidus');
    expect(housesAt(2451545, -70, 25).houses.system).toBe('porphyry');
  });
});

describe('whole sign houses and house numbers', () => {
  it('starts whole sign houses at 0° of the rising sign', () => {
    expect(wholeSignCusps(191.88)).toEqual([180, 210, 240, 270, 300, 330, 0, 30, 60, 90, 120, 150]);
  });

  it('counts a point into the house whose cusp it has passed, across 0° Aries', () => {
    const cusps = HOUSE_CASES[0].cusps;
    expect(houseOf(191.8825, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(6);
    expect(houseOf(11.9, cusps)).toBe(7);
    expect(houseOf(169.7, cusps)).toBe(12);
  });
});
