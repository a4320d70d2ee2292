import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { aspectBetween, findAspects, LUMINARY_ORBS, PLANET_ORBS } from '../../src/astro/chart/aspects.js';
import { computeBalance } from '../../src/astro/chart/balance.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { Place } from '../../src/astro/types.js';
import { BODIES } from '../../src/astro/types.js';

const owensboro: Place = {
  name: 'Owensboro', region: 'Kentucky', country: 'US', countryName: 'United States',
  latitude: 37.77422, longitude: -87.11333, timezone: 'America/Chicago', population: 60183,
};

describe('computeChart', () => {
  // Johnny Depp, 1963-06-09 00:00 in Owensboro: the kerykeion/Swiss Ephemeris case of reference-swiss.ts.
  const moment = toBirthMoment({ date: '1963-06-09', time: '00:00', timezone: 'America/Chicago' });
  const chart = computeChart({ moment, place: owensboro });

  it('converts the local time with the 1963 offset (CDT) and computes every body', () => {
    expect(moment.utc).toBe('1963-06-09T05:00:00Z');
    for (const id of BODIES) {
      const b = chart.bodies[id];
      expect(b.longitude).toBeGreaterThanOrEqual(0);
      expect(b.longitude).toBeLessThan(360);
      expect(b.degreeInSign).toBeCloseTo(b.longitude % 30, 9);
      expect(b.house).toBeGreaterThanOrEqual(1);
    }
  });

  it('matches the Swiss Ephemeris angles, signs and houses of that chart', () => {
    expect(chart.angles!.ascendant).toBeCloseTo(320.6967, 3);
    expect(chart.angles!.midheaven).toBeCloseTo(246.5877, 3);
    expect(chart.houses!.system).toBe('placidus');
    expect(chart.bodies.sun).toMatchObject({ sign: 'gemini', house: 4, retrograde: false });
    expect(chart.bodies.moon).toMatchObject({ sign: 'capricorn', house: 11 });
    expect(chart.bodies.saturn).toMatchObject({ sign: 'aquarius', house: 1, retrograde: true });
    expect(chart.bodies.neptune).toMatchObject({ sign: 'scorpio', house: 9, retrograde: true });
    expect(chart.bodies.trueNode.sign).toBe('cancer');
    expect(chart.chartRuler).toBe('saturn'); // Aquarius rising, traditional ruler
    expect(chart.houses!.wholeSign[0]).toBe(300);
  });

  it('finds the aspects with their orbs and direction', () => {
    // Mercury 25°00' Taurus and Venus 25°36' Taurus: a conjunction within 1°, Venus the faster, separating.
    const mv = chart.aspects.find((a) => [a.a, a.b].includes('mercury') && [a.a, a.b].includes('venus'));
    expect(mv).toMatchObject({ type: 'conjunction', a: 'venus', b: 'mercury', applying: false, maxOrb: PLANET_ORBS.conjunction });
    expect(mv!.orb).toBeCloseTo(0.602, 2);
    // Saturn 23°05' Aquarius conjunct the Ascendant 20°42' Aquarius.
    expect(chart.aspects.find((a) => a.a === 'saturn' && a.b === 'ascendant')).toMatchObject({ type: 'conjunction' });
    // Sorted by orb, every orb within its limit.
    chart.aspects.forEach((a, i) => {
      expect(a.orb).toBeLessThanOrEqual(a.maxOrb);
      if (i) expect(a.orb).toBeGreaterThanOrEqual(chart.aspects[i - 1].orb);
    });
  });

  it('leaves angles, houses, ruler and house numbers out without a birth time', () => {
    const noon = computeChart({ moment: toBirthMoment({ date: '1963-06-09', time: null, timezone: 'America/Chicago' }), place: owensboro });
    expect(noon.angles).toBeNull();
    expect(noon.houses).toBeNull();
    expect(noon.chartRuler).toBeNull();
    for (const id of BODIES) expect(noon.bodies[id].house).toBeNull();
    expect(noon.aspects.some((a) => a.a === 'ascendant' || a.b === 'ascendant' || a.b === 'midheaven')).toBe(false);
    expect(noon.moment.adjustment?.kind).toBe('unknown_time');
  });

  it('survives a JSON round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(chart))).toEqual(chart);
  });
});

describe('aspects', () => {
  it('judges applying from the speeds', () => {
    // The faster Moon 92° behind the Sun closes toward the exact square: applying.
    const applying = aspectBetween({ id: 'moon', longitude: 100, speed: 13 }, { id: 'sun', longitude: 192, speed: 1 });
    expect(applying).toMatchObject({ type: 'square', a: 'moon', b: 'sun', applying: true });
    expect(applying!.orb).toBeCloseTo(2, 9);
    // 88° behind, it has already passed the exact square: separating.
    const separating = aspectBetween({ id: 'moon', longitude: 100, speed: 13 }, { id: 'sun', longitude: 188, speed: 1 });
    expect(separating).toMatchObject({ type: 'square', applying: false });
  });

  it('uses wider orbs for the luminaries and none beyond them', () => {
    expect(aspectBetween({ id: 'sun', longitude: 0, speed: 1 }, { id: 'mars', longitude: 9.5, speed: 0.5 })).toMatchObject({ type: 'conjunction', maxOrb: LUMINARY_ORBS.conjunction });
    expect(aspectBetween({ id: 'venus', longitude: 0, speed: 1 }, { id: 'mars', longitude: 9.5, speed: 0.5 })).toBeNull();
    expect(aspectBetween({ id: 'venus', longitude: 0, speed: 1 }, { id: 'ascendant', longitude: 153, speed: 0 })).toBeNull();
    expect(aspectBetween({ id: 'venus', longitude: 0, speed: 1 }, { id: 'ascendant', longitude: 151, speed: 0 })).toMatchObject({ type: 'quincunx', maxOrb: 2 });
  });

  it('lists each pair once, the faster point first', () => {
    const found = findAspects({
      sun: { longitude: 0, speed: 1 }, moon: { longitude: 45, speed: 13 }, mercury: { longitude: 200, speed: 1.2 },
      venus: { longitude: 230, speed: 1.1 }, mars: { longitude: 280, speed: 0.5 }, jupiter: { longitude: 310, speed: 0.1 },
      saturn: { longitude: 95, speed: 0.05 }, uranus: { longitude: 135, speed: 0.03 }, neptune: { longitude: 165, speed: 0.02 }, pluto: { longitude: 5, speed: 0.01 },
    }, { ascendant: 90, midheaven: 0 }).map((a) => `${a.a}-${a.b}-${a.type}`);
    expect(found).toContain('sun-pluto-conjunction');
    expect(found).toContain('saturn-ascendant-conjunction');
    expect(found).toContain('sun-midheaven-conjunction');
    expect(new Set(found).size).toBe(found.length);
  });
});

describe('balance', () => {
  it('weights the luminaries and Ascendant most and names the lacking element', () => {
    const b = computeBalance({ sun: 10, moon: 40, ascendant: 130, mercury: 15, venus: 45, mars: 250, jupiter: 100, saturn: 100, uranus: 200, neptune: 230, pluto: 170 });
    expect(b.elements).toEqual({ fire: 10, earth: 5.5, air: 0.5, water: 3.5 });
    expect(b.dominantElement).toBe('fire');
    expect(b.lackingElement).toBe('air'); // 0.5 of 19.5, under the 10% share
    expect(b.modalities).toEqual({ cardinal: 8.5, fixed: 8.5, mutable: 2.5 });
    expect(b.dominantModality).toBe('cardinal'); // tied with fixed: the Sun's modality wins
    expect(b.lackingModality).toBeNull();
  });
});
