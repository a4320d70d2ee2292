// Stelliums, aspect figures, the spread over the sky and the dominant planets: on charts built to hold
// one figure each, and on real skies whose figures are well known.
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import {
  certainSign, distributionOf, findPatterns, findStelliums, planetStrengths,
} from '../../src/astro/chart/patterns.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { NatalChart, Place, PlanetId } from '../../src/astro/types.js';
import { buildChart } from '../reading/fixtures/charts.js';

const london: Place = {
  name: 'London', region: null, country: 'GB', countryName: 'United Kingdom', latitude: 51.50853, longitude: -0.12574, timezone: 'Europe/London', population: 8961989,
};
const berlin: Place = {
  name: 'Berlin', region: null, country: 'DE', countryName: 'Germany', latitude: 52.52437, longitude: 13.41053, timezone: 'Europe/Berlin', population: 3426354,
};
const sky = (date: string, time: string | null, place = london) => computeChart({ moment: toBirthMoment({ date, time, timezone: place.timezone }), place });

/**
 * The planets a test does not place stand together at 14°-16° Taurus, where they are conjunct each
 * other and make no aspect to a planet placed at a multiple of 30° from 0° Aries, except 30° and 60° away.
 */
const CLUSTER: Record<PlanetId, number> = {
  sun: 44, moon: 44.5, mercury: 45, venus: 45.5, mars: 46, jupiter: 44.2, saturn: 44.8, uranus: 45.2, neptune: 45.8, pluto: 46.2,
};

function chartWith(longitudes: Partial<Record<PlanetId, number>>, angles: { ascendant: number; midheaven: number } | null = null): NatalChart {
  return buildChart({
    utc: '2000-01-01T12:00:00Z', localDate: '2000-01-01', localTime: angles ? '12:00' : null, timezone: 'UTC', utcOffset: '+00:00',
    place: london,
    longitudes: { ...CLUSTER, ...longitudes, meanNode: 77, trueNode: 77, chiron: 250, lilith: 310 },
    angles,
  });
}

const kinds = (chart: NatalChart) => findPatterns(chart).map((p) => `${p.kind}:${[...p.planets].sort().join(',')}`);

describe('aspect figures on constructed charts', () => {
  it('finds nothing in a chart without figures', () => {
    expect(findPatterns(chartWith({}))).toEqual([]);
  });

  it('finds a grand trine', () => {
    expect(kinds(chartWith({ sun: 0, jupiter: 120, saturn: 240 }))).toContain('grand_trine:jupiter,saturn,sun');
  });

  it('finds a T-square with its apex', () => {
    const patterns = findPatterns(chartWith({ moon: 0, mars: 180, saturn: 90 }));
    expect(patterns).toContainEqual({ kind: 't_square', planets: ['moon', 'mars', 'saturn'], apex: 'saturn', base: [['moon'], ['mars']], focus: ['saturn'] });
  });

  it('finds a grand cross and does not list its four T-squares', () => {
    const chart = chartWith({ sun: 0, moon: 90, mars: 180, saturn: 270 });
    expect(kinds(chart)).toEqual(['grand_cross:mars,moon,saturn,sun']);
  });

  it('finds a yod pointing at its apex', () => {
    const patterns = findPatterns(chartWith({ venus: 0, mars: 60, pluto: 210 }));
    expect(patterns).toContainEqual({ kind: 'yod', planets: ['venus', 'mars', 'pluto'], apex: 'pluto', base: [['venus'], ['mars']], focus: ['pluto'] });
  });

  it('finds a kite and does not list its grand trine apart', () => {
    const chart = chartWith({ sun: 0, jupiter: 120, saturn: 240, moon: 180 });
    expect(kinds(chart)).toEqual(['kite:jupiter,moon,saturn,sun']);
    expect(findPatterns(chart)[0].apex).toBe('moon');
  });

  it('finds a mystic rectangle', () => {
    // Two oppositions (0-180, 60-240) joined by sextiles (0-60, 180-240) and trines (0-240, 60-180).
    expect(kinds(chartWith({ sun: 0, mars: 180, venus: 60, saturn: 240 }))).toContain('mystic_rectangle:mars,saturn,sun,venus');
  });

  it('makes one T-square of two planets standing together at one end', () => {
    const patterns = findPatterns(chartWith({ moon: 0, venus: 3, mars: 180, saturn: 90 }));
    const squares = patterns.filter((p) => p.kind === 't_square');
    expect(squares).toHaveLength(1);
    expect(squares[0].base).toEqual([['moon', 'venus'], ['mars']]);
  });

  it('makes one T-square of two planets standing together at the apex', () => {
    const squares = findPatterns(chartWith({ moon: 0, mars: 180, saturn: 90, venus: 93 })).filter((p) => p.kind === 't_square');
    expect(squares).toHaveLength(1);
    expect(squares[0]).toMatchObject({ base: [['moon'], ['mars']], focus: ['venus', 'saturn'] });
  });
});

describe('stelliums', () => {
  it('counts three planets in one sign and in one house, within 12° of each other', () => {
    const chart = chartWith({ sun: 181, mercury: 185, venus: 191 }, { ascendant: 0, midheaven: 270 });
    expect(findStelliums(chart)).toContainEqual({ by: 'sign', sign: 'libra', house: null, planets: ['sun', 'mercury', 'venus'], span: expect.closeTo(10, 5) });
    expect(findStelliums(chart)).toContainEqual({ by: 'house', sign: null, house: 7, planets: ['sun', 'mercury', 'venus'], span: expect.closeTo(10, 5) });
  });

  it('never counts planets 19° apart as one gathering, though they share a sign and a house', () => {
    const chart = chartWith({ sun: 181, mercury: 185, venus: 200 }, { ascendant: 0, midheaven: 270 });
    expect(findStelliums(chart).filter((s) => s.planets.includes('venus'))).toEqual([]);
  });

  it('finds the Capricorn gathering of 12 January 2020 around the Saturn–Pluto conjunction, without Jupiter 15° behind', () => {
    const chart = sky('2020-01-12', '17:00');
    expect(findStelliums(chart)[0]).toMatchObject({ by: 'sign', sign: 'capricorn', planets: ['sun', 'mercury', 'saturn', 'pluto'] });
    expect(findStelliums(chart)[0].span).toBeLessThanOrEqual(12);
  });

  it('leaves out a Moon that changed sign on an unknown-time birth day', () => {
    // 22 March 1990 in Berlin: the Moon left Capricorn for Aquarius before dawn; Saturn, Uranus and Neptune stayed in
    // Capricorn, but 16° apart, and no gathering either way.
    const chart = sky('1990-03-22', null, berlin);
    expect(certainSign(chart, 'moon')).toBeNull();
    expect(findStelliums(chart)).toEqual([]);
  });
});

describe('real skies with well-known figures', () => {
  it('finds the fixed grand cross of the eclipse of 11 August 1999', () => {
    const cross = findPatterns(sky('1999-08-11', '11:00')).find((p) => p.kind === 'grand_cross');
    expect(cross?.planets).toEqual(['sun', 'moon', 'mars', 'saturn', 'uranus']);
  });

  it('finds the cardinal T-square of August 2010, with Pluto at its apex', () => {
    const square = findPatterns(sky('2010-08-01', '12:00')).find((p) => p.kind === 't_square');
    expect(square).toMatchObject({ apex: 'pluto', base: [['mars', 'saturn'], ['jupiter', 'uranus']] });
  });
});

describe('the spread over the sky', () => {
  it('reads hemispheres and quadrants off the angles', () => {
    // Ascendant 0° Aries, Midheaven 270°: houses below the horizon run 0°-180°.
    const chart = chartWith({ sun: 10, moon: 20, mercury: 30, venus: 40, mars: 50, jupiter: 60, saturn: 70, uranus: 200, neptune: 300, pluto: 320 },
      { ascendant: 0, midheaven: 270 });
    const d = distributionOf(chart)!;
    expect(d.hemispheres.below).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn']);
    expect(d.vertical).toBe('below');
    expect(d.quadrant).toBe(1);
    expect(d.quadrants[4]).toEqual(['neptune', 'pluto']);
  });

  it('says nothing without a birth time', () => {
    expect(distributionOf(chartWith({}))).toBeNull();
  });
});

describe('dominant planets', () => {
  it('scores angularity, rulership, aspects and dignity as documented', () => {
    // Leo rising with the Sun on the Ascendant in Leo: on an angle 3, rules the Ascendant 3 and its own sign 2, domicile 2.
    const chart = chartWith({ sun: 125, moon: 40 }, { ascendant: 122, midheaven: 30 });
    const sun = planetStrengths(chart).find((s) => s.planet === 'sun')!;
    expect(sun).toMatchObject({ onAngle: 'ascendant', rules: ['ascendant', 'sun'], dignity: 'domicile' });
    expect(sun.score).toBe(3 + 3 + 2 + 0.5 * sun.aspects + 2);
    expect(planetStrengths(chart)[0].planet).toBe('sun');
  });

  it('gives no angularity and no Ascendant without a birth time', () => {
    const strengths = planetStrengths(chartWith({}));
    expect(strengths.every((s) => s.onAngle === null && s.houseStrength === null && !s.rules.includes('ascendant'))).toBe(true);
  });
});

describe('balance on an unknown-time day', () => {
  it('shares the Moon between the two signs it held by the hours in each, not all on its noon sign', () => {
    const chart = sky('1990-03-22', null, berlin);
    const range = chart.bodies.moon.range!;
    const before = (Date.parse(range.ingress!.utc) - Date.parse(chart.day!.start)) / (Date.parse(chart.day!.end) - Date.parse(chart.day!.start));
    // Capricorn (earth) before the ingress, Aquarius (air) after: the Moon weighs 3.
    const known = sky('1990-03-22', '12:00', berlin);
    const withoutMoonEarth = known.balance.elements.earth - (known.bodies.moon.sign === 'capricorn' ? 3 : 0) - (['taurus', 'virgo', 'capricorn'].includes(signOf(known.angles!.ascendant)) ? 3 : 0);
    expect(chart.balance.elements.earth).toBeCloseTo(withoutMoonEarth + 3 * before, 6);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(0.5);
  });
});

function signOf(longitude: number): string {
  return ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'][Math.floor(longitude / 30)];
}
