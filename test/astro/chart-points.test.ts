// The Part of Fortune (exact by its formula, reversed at night) and the aspects to the North Node.
import { describe, expect, it } from 'vitest';
import { aspectBetween, NODE_ORBS } from '../../src/astro/chart/aspects.js';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { partOfFortune, sectOf } from '../../src/astro/chart/part-of-fortune.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import { HOUSE_SYSTEMS, PLANETS, type Place } from '../../src/astro/types.js';

const norm = (x: number) => ((x % 360) + 360) % 360;

const owensboro: Place = {
  name: 'Owensboro', region: 'Kentucky', country: 'US', countryName: 'United States',
  latitude: 37.77422, longitude: -87.11333, timezone: 'America/Chicago', population: 60183,
};

describe('Part of Fortune', () => {
  it('is Ascendant + Moon − Sun by day and Ascendant + Sun − Moon by night', () => {
    // Sun 50° behind a 100° Ascendant has risen: a day chart.
    expect(partOfFortune(100, 50, 200)).toEqual({ longitude: 250, sign: 'sagittarius', degreeInSign: 10, sect: 'day', formula: 'ascendant + moon - sun' });
    // Sun 160° ahead of the Ascendant is below the horizon: a night chart.
    expect(partOfFortune(100, 260, 200)).toEqual({ longitude: 160, sign: 'virgo', degreeInSign: 10, sect: 'night', formula: 'ascendant + sun - moon' });
    // Exactly on the Ascendant the Sun is rising, not yet up: night; on the Descendant it has set.
    expect(sectOf(100, 100)).toBe('night');
    expect(sectOf(280, 100)).toBe('night');
    expect(sectOf(99.9, 100)).toBe('day');
  });

  it('matches the formula in a real chart: Johnny Depp, born after dark, a night chart', () => {
    const chart = computeChart({ moment: toBirthMoment({ date: '1963-06-09', time: '00:00', timezone: 'America/Chicago' }), place: owensboro });
    const { ascendant } = chart.angles!;
    const sun = chart.bodies.sun.longitude, moon = chart.bodies.moon.longitude;
    expect(chart.bodies.sun.house).toBe(4);
    const fortune = chart.points.partOfFortune!;
    expect(fortune.sect).toBe('night');
    expect(fortune.formula).toBe('ascendant + sun - moon');
    expect(fortune.longitude).toBe(norm(ascendant + sun - moon));
    // 320.70 + 77.66 − 278.74 = 119.62: 29°37′ Cancer.
    expect(fortune.sign).toBe('cancer');
    expect(fortune.degreeInSign).toBeCloseTo(29.62, 1);
    expect(fortune.house).toBe(6); // Placidus cusp 6 at 110°59′ Cancer, cusp 7 at 20°42′ Leo
  });

  it('is a day chart exactly when the Sun stands in houses 7 to 12, every hour of a day', () => {
    for (let hour = 0; hour < 24; hour++) {
      const time = `${String(hour).padStart(2, '0')}:20`;
      const chart = computeChart({ moment: toBirthMoment({ date: '1990-07-15', time, timezone: 'Europe/London' }), place: { ...owensboro, latitude: 51.5, longitude: -0.13, timezone: 'Europe/London' } });
      const fortune = chart.points.partOfFortune!;
      expect(fortune.sect, time).toBe(chart.bodies.sun.house! >= 7 ? 'day' : 'night');
      const { ascendant } = chart.angles!;
      const expected = fortune.sect === 'day' ? ascendant + chart.bodies.moon.longitude - chart.bodies.sun.longitude : ascendant + chart.bodies.sun.longitude - chart.bodies.moon.longitude;
      expect(fortune.longitude, time).toBeCloseTo(norm(expected), 9);
    }
  });

  it('needs the Ascendant: none without a birth time', () => {
    const chart = computeChart({ moment: toBirthMoment({ date: '1963-06-09', time: null, timezone: 'America/Chicago' }), place: owensboro });
    expect(chart.points.partOfFortune).toBeNull();
  });
});

describe('aspects to the North Node', () => {
  // A chart on the 15th of each month of 1990: between them, every kind of contact with the node.
  const charts = Array.from({ length: 12 }, (_, i) => computeChart({
    moment: toBirthMoment({ date: `1990-${String(i + 1).padStart(2, '0')}-15`, time: '12:00', timezone: 'America/Chicago' }), place: owensboro,
  }));

  it('lists every planet within the node orbs of the true node, and only those', () => {
    let total = 0;
    for (const chart of charts) {
      const node = chart.bodies.trueNode;
      const expected = PLANETS.map((p) => aspectBetween({ ...chart.bodies[p], id: p }, { id: 'trueNode', longitude: node.longitude, speed: node.speed }))
        .filter((a) => a !== null).map((a) => `${a!.a}-${a!.b}-${a!.type}`).sort();
      const found = chart.aspects.filter((a) => a.a === 'trueNode' || a.b === 'trueNode');
      expect(found.map((a) => `${a.a}-${a.b}-${a.type}`).sort()).toEqual(expected);
      for (const a of found) expect(a.maxOrb).toBe(NODE_ORBS[a.type]);
      expect(chart.aspects.some((a) => a.a === 'meanNode' || a.b === 'meanNode')).toBe(false);
      total += found.length;
    }
    expect(total).toBeGreaterThan(5);
  });

  it('gives the node smaller orbs than the planets: a point, not a body', () => {
    expect(aspectBetween({ id: 'sun', longitude: 0, speed: 1 }, { id: 'trueNode', longitude: 5.5, speed: -0.05 })).toBeNull();
    expect(aspectBetween({ id: 'sun', longitude: 0, speed: 1 }, { id: 'trueNode', longitude: 184.5, speed: -0.05 })).toMatchObject({ type: 'opposition', maxOrb: 5 });
  });
});

describe('every house system in a chart', () => {
  it('numbers the houses of every body and point from the chosen cusps', () => {
    for (const houses of HOUSE_SYSTEMS) {
      const chart = computeChart({ moment: toBirthMoment({ date: '1963-06-09', time: '00:00', timezone: 'America/Chicago' }), place: owensboro, options: { houses } });
      expect(chart.options.houses).toBe(houses);
      expect(chart.houses!.system).toBe(houses);
      for (const body of [...PLANETS, 'trueNode', 'chiron', 'lilith'] as const) expect(chart.bodies[body]!.house, `${houses} ${body}`).toBeGreaterThanOrEqual(1);
      expect(chart.points.partOfFortune!.house).toBeGreaterThanOrEqual(1);
    }
  });
});
