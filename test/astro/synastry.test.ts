// Synastry computation: inter-chart aspects against the charts' own positions (those the natal tests
// check against Swiss Ephemeris), the orb rules, house overlays, the pair's balance, and an unknown
// birth time taken as its whole day.
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { ASPECT_ANGLES } from '../../src/astro/chart/aspects.js';
import { computeSynastry, midpoint, OUTER_PLANETS, synastryOrb, SYNASTRY_ASPECTS, type InterAspect } from '../../src/astro/chart/synastry.js';
import { angleDifference, signOf } from '../../src/astro/chart/zodiac.js';
import { placeAt } from '../../src/astro/places/coordinates.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { NatalChart, PlanetId } from '../../src/astro/types.js';

const chart = (date: string, time: string | null, lat: number, lon: number, zone: string): NatalChart =>
  computeChart({ moment: toBirthMoment({ date, time, timezone: zone }), place: placeAt(lat, lon, zone) });

const anna = chart('1990-03-14', '14:30', 51.5074, -0.1278, 'Europe/London');
const boris = chart('1988-07-02', '06:15', 55.7522, 37.6156, 'Europe/Moscow');
const claire = chart('1985-11-09', null, 55.7522, 37.6156, 'Europe/Moscow');

const longitude = (c: NatalChart, id: InterAspect['a']) => (id === 'ascendant' || id === 'midheaven' ? c.angles![id] : c.bodies[id].longitude);

describe('inter-chart aspects', () => {
  const synastry = computeSynastry(anna, boris);

  it('finds the Sun–Mars conjunction a hand check gives: Anna’s Sun at 23°45′ Pisces, Boris’s Mars at 24°11′ Pisces, 0°26′ apart', () => {
    // Each position as the natal chart gives it (the natal tests hold them to Swiss Ephemeris); by hand,
    // the Sun is 6.3 days before the equinox of 20 March 1990 (about 6.2° short of Aries), and Mars
    // entered Aries on 13 July 1988 at about half a degree a day.
    expect(signOf(anna.bodies.sun.longitude)).toBe('pisces');
    expect(anna.bodies.sun.degreeInSign).toBeCloseTo(23.75, 1);
    expect(signOf(boris.bodies.mars.longitude)).toBe('pisces');
    expect(boris.bodies.mars.degreeInSign).toBeCloseTo(24.18, 1);
    const found = synastry.aspects.find((x) => x.a === 'sun' && x.b === 'mars')!;
    expect(found).toMatchObject({ type: 'conjunction', maxOrb: 8 });
    expect(found.orb).toBeCloseTo(Math.abs(boris.bodies.mars.longitude - anna.bodies.sun.longitude), 9);
    expect(found.orb * 60).toBeCloseTo(26, 0);
    expect(found.day).toBeUndefined();
  });

  it('reports each pair once, at the aspect nearest exact, with the orb the longitudes give', () => {
    for (const x of synastry.aspects) {
      const separation = Math.abs(angleDifference(longitude(anna, x.a), longitude(boris, x.b)));
      expect(x.orb).toBeCloseTo(Math.abs(separation - ASPECT_ANGLES[x.type]), 9);
      expect(x.orb).toBeLessThanOrEqual(synastryOrb(x.a, x.b, x.type));
      for (const other of SYNASTRY_ASPECTS) {
        if (other !== x.type) expect(Math.abs(separation - ASPECT_ANGLES[other]) >= x.orb || Math.abs(separation - ASPECT_ANGLES[other]) > synastryOrb(x.a, x.b, other)).toBe(true);
      }
    }
    const keys = synastry.aspects.map((x) => `${x.a}-${x.b}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Tightest first.
    expect(synastry.aspects.map((x) => x.orb)).toEqual([...synastry.aspects.map((x) => x.orb)].sort((p, q) => p - q));
  });

  it('leaves out generational contacts and reads the Midheaven by conjunction and opposition only', () => {
    for (const x of synastry.aspects) {
      const outerA = OUTER_PLANETS.includes(x.a as PlanetId);
      const outerB = OUTER_PLANETS.includes(x.b as PlanetId);
      expect(outerA && outerB).toBe(false);
      if (outerA) expect(['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant']).toContain(x.b);
      if (x.a === 'midheaven' || x.b === 'midheaven') expect(['conjunction', 'opposition']).toContain(x.type);
    }
    expect(synastryOrb('sun', 'moon', 'conjunction')).toBe(8);
    expect(synastryOrb('venus', 'mars', 'sextile')).toBe(3);
    expect(synastryOrb('pluto', 'venus', 'square')).toBe(3);
  });
});

describe('house overlays and balance', () => {
  it('places each planet of one in the other’s houses, only where the host’s time is known', () => {
    const s = computeSynastry(anna, boris);
    expect(s.overlays.aInB).toHaveLength(10);
    // Anna's Sun (23°52′ Pisces) against Boris's cusps, worked out here from the cusps themselves.
    const cusps = boris.houses!.cusps;
    const sun = anna.bodies.sun.longitude;
    const house = cusps.findIndex((c, i) => {
      const next = cusps[(i + 1) % 12];
      return ((sun - c + 360) % 360) < ((next - c + 360) % 360);
    }) + 1;
    expect(s.overlays.aInB!.find((o) => o.planet === 'sun')!.house).toBe(house);
    const withClaire = computeSynastry(boris, claire);
    expect(withClaire.overlays.aInB).toBeNull(); // Claire's houses are unknown
    expect(withClaire.overlays.bInA).toHaveLength(10);
  });

  it('adds the two people’s weighted elements and names the pair’s strongest', () => {
    const s = computeSynastry(anna, boris);
    const total = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
    expect(total(s.balance.byPerson.a)).toBe(19.5); // 3+3+3 + 2+2+2 + 1.5+1.5 + 0.5×3
    expect(total(s.balance.elements)).toBe(total(s.balance.byPerson.a) + total(s.balance.byPerson.b));
    const top = Math.max(...Object.values(s.balance.elements));
    expect(s.balance.elements[s.balance.dominantElement]).toBe(top);
    expect(midpoint(350, 20)).toBeCloseTo(5, 9);
    expect(s.composite.sun).toBe(signOf(midpoint(anna.bodies.sun.longitude, boris.bodies.sun.longitude)));
  });
});

describe('an unknown birth time', () => {
  const s = computeSynastry(claire, boris);

  it('reads the Moon over its whole day: an aspect holds all day or only for part of it', () => {
    const moon = s.aspects.filter((x) => x.a === 'moon');
    expect(moon.length).toBeGreaterThan(0);
    for (const x of moon) {
      expect(x.day).toBeDefined();
      expect(x.day!.orbMin).toBeLessThanOrEqual(x.maxOrb);
      expect(x.day!.certainty).toBe(x.day!.orbMax <= x.maxOrb ? 'all_day' : 'part_of_day');
    }
    // Claire's Moon moved from Virgo into Libra that day: some of its contacts hold only for part of it.
    expect(claire.bodies.moon.range!.ingress).not.toBeNull();
    expect(moon.some((x) => x.day!.certainty === 'part_of_day')).toBe(true);
    // No aspect to an Ascendant or Midheaven the chart does not have.
    expect(s.aspects.some((x) => x.a === 'ascendant' || x.a === 'midheaven')).toBe(false);
    expect(s.composite.moon).toBeNull();
  });

  it('does not place a guest planet that crossed a cusp that day in either house', () => {
    const crossing = s.overlays.aInB!.filter((o) => o.crossesInto !== undefined);
    for (const o of crossing) expect(o.crossesInto).not.toBe(o.house);
    const moon = s.overlays.aInB!.find((o) => o.planet === 'moon')!;
    const cusps = boris.houses!.cusps;
    const houseAt = (lon: number) => cusps.findIndex((c, i) => ((lon - c + 360) % 360) < ((cusps[(i + 1) % 12] - c + 360) % 360)) + 1;
    const [from, to] = [houseAt(claire.bodies.moon.range!.from.longitude), houseAt(claire.bodies.moon.range!.to.longitude)];
    expect(moon.house).toBe(from);
    expect(moon.crossesInto).toBe(from === to ? undefined : to);
  });
});
