// Synastry: two natal charts read against each other. Each of A's planets and angles aspects each of
// B's (inter-chart aspects, with orbs narrower than natal ones: two charts bring twice the contacts),
// each person's planets fall in the other's houses (only where the host's birth time is known), the
// pair's element and modality balance, and the composite chart's midpoints where they are cheap.
// Without a birth time a body is not one degree but the stretch it covered that day: an aspect is then
// said to hold all day, or only for part of it, as the natal chart does for its own Moon.
import { PLANETS, type AspectType, type Element, type Modality, type NatalChart, type PlanetId, type SignId } from '../types.js';
import { ASPECT_ANGLES } from './aspects.js';
import { BALANCE_WEIGHTS } from './balance.js';
import { houseOf } from './houses.js';
import { angleDifference, normalizeDegrees, SIGN_ELEMENT, SIGN_MODALITY, signOf } from './zodiac.js';

export const SYNASTRY_ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const satisfies readonly AspectType[];
export type SynastryAspectType = (typeof SYNASTRY_ASPECTS)[number];

export type SynastryPoint = PlanetId | 'ascendant' | 'midheaven';
const SYNASTRY_POINTS: readonly SynastryPoint[] = [...PLANETS, 'ascendant', 'midheaven'];

/** The slow planets: their contacts are shared by everyone born within a year or two of each other. */
export const OUTER_PLANETS: readonly PlanetId[] = ['uranus', 'neptune', 'pluto'];
const PERSONAL: readonly SynastryPoint[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant'];

/** Orbs by what is touched: the luminaries widest, angles and outer planets narrowest. */
const ORBS = {
  luminary: { conjunction: 8, opposition: 8, square: 6, trine: 6, sextile: 4 },
  planet: { conjunction: 6, opposition: 6, square: 5, trine: 5, sextile: 3 },
  angle: { conjunction: 5, opposition: 5, square: 4, trine: 4, sextile: 3 },
  outer: { conjunction: 4, opposition: 4, square: 3, trine: 3, sextile: 2 },
} as const satisfies Record<string, Record<SynastryAspectType, number>>;

export function synastryOrb(a: SynastryPoint, b: SynastryPoint, type: SynastryAspectType): number {
  if (OUTER_PLANETS.includes(a as PlanetId) || OUTER_PLANETS.includes(b as PlanetId)) return ORBS.outer[type];
  if (a === 'ascendant' || a === 'midheaven' || b === 'ascendant' || b === 'midheaven') return ORBS.angle[type];
  if (a === 'sun' || a === 'moon' || b === 'sun' || b === 'moon') return ORBS.luminary[type];
  return ORBS.planet[type];
}

/**
 * Which pairs are read. Two outer planets, or an outer planet with Jupiter or Saturn, are a generation's
 * contact, not the couple's; the Midheaven counts by conjunction and opposition only, the aspects to
 * it that say something about a shared direction.
 */
function counted(a: SynastryPoint, b: SynastryPoint, type: SynastryAspectType): boolean {
  const outerA = OUTER_PLANETS.includes(a as PlanetId);
  const outerB = OUTER_PLANETS.includes(b as PlanetId);
  if ((outerA && !PERSONAL.includes(b)) || (outerB && !PERSONAL.includes(a))) return false;
  if (a === 'midheaven' || b === 'midheaven') {
    if (a === b || (type !== 'conjunction' && type !== 'opposition')) return false;
  }
  return true;
}

export interface InterAspect {
  /** A's point. */
  a: SynastryPoint;
  /** B's point. */
  b: SynastryPoint;
  type: SynastryAspectType;
  /** Degrees from exact: at the known moments, or the tightest the day allows when a time is unknown. */
  orb: number;
  maxOrb: number;
  /** With an unknown birth time on either side: whether it holds whatever the hour, and how wide it may be. */
  day?: { certainty: 'all_day' | 'part_of_day'; orbMin: number; orbMax: number };
}

interface HouseOverlay {
  planet: PlanetId;
  /** The host's house the guest's planet falls in (at noon, when the guest's birth time is unknown). */
  house: number;
  /** Without the guest's birth time: the house at the other end of the day, when the planet crossed a cusp that day. */
  crossesInto?: number;
}

interface PairBalance {
  elements: Record<Element, number>;
  modalities: Record<Modality, number>;
  /** Each person's weighted elements, to say who brings which. */
  byPerson: { a: Record<Element, number>; b: Record<Element, number> };
  dominantElement: Element;
  /** Elements under a tenth of the pair's weight: neither of them brings much of it. */
  lackingElements: Element[];
  dominantModality: Modality;
}

interface Composite {
  /** Midpoints of the two Suns, Moons and Venuses: the relationship's own centre, feelings and taste. */
  sun: SignId;
  moon: SignId | null; // null when a Moon's sign depends on an unknown hour
  venus: SignId;
}

export interface Synastry {
  a: NatalChart;
  b: NatalChart;
  aspects: InterAspect[];
  /** A's planets in B's houses (null without B's birth time), and B's in A's. */
  overlays: { aInB: HouseOverlay[] | null; bInA: HouseOverlay[] | null };
  balance: PairBalance;
  composite: Composite;
}

/** Samples across a birth day: the Moon moves about 1° between them, less than any orb here. */
const DAY_SAMPLES = 15;

function pointLongitude(chart: NatalChart, id: SynastryPoint): number | null {
  if (id === 'ascendant' || id === 'midheaven') return chart.angles?.[id] ?? null;
  return chart.bodies[id].longitude;
}

/** Where a point of a chart can be: one longitude, or the day's stretch when the hour is unknown. */
function positions(chart: NatalChart, id: SynastryPoint): number[] | null {
  if (id === 'ascendant' || id === 'midheaven') return chart.angles ? [chart.angles[id]] : null;
  const body = chart.bodies[id];
  if (!body.range) return [body.longitude];
  const from = body.range.from.longitude;
  const span = angleDifference(body.range.to.longitude, from);
  return Array.from({ length: DAY_SAMPLES }, (_, i) => normalizeDegrees(from + (span * i) / (DAY_SAMPLES - 1)));
}

export function interAspects(a: NatalChart, b: NatalChart): InterAspect[] {
  const out: InterAspect[] = [];
  for (const pa of SYNASTRY_POINTS) {
    const la = positions(a, pa);
    if (!la) continue;
    for (const pb of SYNASTRY_POINTS) {
      const lb = positions(b, pb);
      if (!lb) continue;
      let best: InterAspect | null = null;
      for (const type of SYNASTRY_ASPECTS) {
        if (!counted(pa, pb, type)) continue;
        const maxOrb = synastryOrb(pa, pb, type);
        const orbs = la.flatMap((x) => lb.map((y) => Math.abs(Math.abs(angleDifference(x, y)) - ASPECT_ANGLES[type])));
        const orbMin = Math.min(...orbs);
        if (orbMin > maxOrb || (best && orbMin >= best.orb)) continue;
        const orbMax = Math.max(...orbs);
        const uncertain = la.length > 1 || lb.length > 1;
        // The orb as the charts give it (noon for an unknown time) when in orb then, else the tightest of the day.
        const noon = Math.abs(Math.abs(angleDifference(pointLongitude(a, pa)!, pointLongitude(b, pb)!)) - ASPECT_ANGLES[type]);
        best = {
          a: pa, b: pb, type, orb: uncertain && noon <= maxOrb ? noon : orbMin, maxOrb,
          ...(uncertain ? { day: { certainty: orbMax <= maxOrb ? 'all_day' as const : 'part_of_day' as const, orbMin, orbMax } } : {}),
        };
      }
      if (best) out.push(best);
    }
  }
  // Tightest first; ties in a fixed order, so the same charts always give the same list.
  return out.sort((x, y) => x.orb - y.orb || SYNASTRY_POINTS.indexOf(x.a) - SYNASTRY_POINTS.indexOf(y.a) || SYNASTRY_POINTS.indexOf(x.b) - SYNASTRY_POINTS.indexOf(y.b));
}

/** The guest's planets in the host's houses; null when the host's birth time, and so their houses, is unknown. */
function houseOverlays(guest: NatalChart, host: NatalChart): HouseOverlay[] | null {
  if (!host.houses) return null;
  const cusps = host.houses.cusps;
  return PLANETS.map((planet) => {
    const body = guest.bodies[planet];
    const house = houseOf(body.longitude, cusps);
    if (!body.range) return { planet, house };
    const [from, to] = [houseOf(body.range.from.longitude, cusps), houseOf(body.range.to.longitude, cusps)];
    return from === to ? { planet, house: from } : { planet, house: from, crossesInto: to };
  });
}

const ELEMENTS: Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITIES: Modality[] = ['cardinal', 'fixed', 'mutable'];

function weights(chart: NatalChart): { elements: Record<Element, number>; modalities: Record<Modality, number> } {
  const elements: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  const modalities: Record<Modality, number> = { cardinal: 0, fixed: 0, mutable: 0 };
  for (const [point, weight] of Object.entries(BALANCE_WEIGHTS) as [PlanetId | 'ascendant', number][]) {
    const longitude = point === 'ascendant' ? chart.angles?.ascendant : chart.bodies[point].longitude;
    if (longitude === undefined) continue;
    elements[SIGN_ELEMENT[signOf(longitude)]] += weight;
    modalities[SIGN_MODALITY[signOf(longitude)]] += weight;
  }
  return { elements, modalities };
}

function pairBalance(a: NatalChart, b: NatalChart): PairBalance {
  const wa = weights(a);
  const wb = weights(b);
  const elements = Object.fromEntries(ELEMENTS.map((e) => [e, wa.elements[e] + wb.elements[e]])) as Record<Element, number>;
  const modalities = Object.fromEntries(MODALITIES.map((m) => [m, wa.modalities[m] + wb.modalities[m]])) as Record<Modality, number>;
  const total = ELEMENTS.reduce((sum, e) => sum + elements[e], 0);
  // Ties go to the fixed order, so the result never depends on anything but the charts.
  const top = <K extends string>(keys: K[], counts: Record<K, number>) => keys.reduce((best, k) => (counts[k] > counts[best] ? k : best), keys[0]);
  return {
    elements,
    modalities,
    byPerson: { a: wa.elements, b: wb.elements },
    dominantElement: top(ELEMENTS, elements),
    lackingElements: ELEMENTS.filter((e) => elements[e] < 0.1 * total),
    dominantModality: top(MODALITIES, modalities),
  };
}

/** The nearer midpoint of two longitudes. */
export function midpoint(x: number, y: number): number {
  return normalizeDegrees(y + angleDifference(x, y) / 2);
}

function compositeOf(a: NatalChart, b: NatalChart): Composite {
  const moonKnown = (c: NatalChart) => !c.bodies.moon.range || c.bodies.moon.range.ingress === null;
  const moon = midpoint(a.bodies.moon.longitude, b.bodies.moon.longitude);
  // Each unknown-time Moon may sit anywhere in its day's stretch: the midpoint moves by half of it.
  const spread = [a, b].reduce((sum, c) => sum + (c.bodies.moon.range ? Math.abs(angleDifference(c.bodies.moon.range.to.longitude, c.bodies.moon.range.from.longitude)) / 2 : 0), 0) / 2;
  const moonSure = moonKnown(a) && moonKnown(b) && signOf(moon - spread) === signOf(moon + spread);
  return {
    sun: signOf(midpoint(a.bodies.sun.longitude, b.bodies.sun.longitude)),
    moon: moonSure ? signOf(moon) : null,
    venus: signOf(midpoint(a.bodies.venus.longitude, b.bodies.venus.longitude)),
  };
}

export function computeSynastry(a: NatalChart, b: NatalChart): Synastry {
  return {
    a,
    b,
    aspects: interAspects(a, b),
    overlays: { aInB: houseOverlays(a, b), bInA: houseOverlays(b, a) },
    balance: pairBalance(a, b),
    composite: compositeOf(a, b),
  };
}
