// What an astrologer looks for before reading any single placement: planets bunched in one sign or
// house (stelliums), the figures aspects draw between three or four planets, how the planets spread
// over the halves and quarters of the sky, and which planets dominate the chart.
// Only facts the chart is sure of count: without a birth time no houses, angles or hemispheres, no
// aspect that holds for part of the day, and no sign a planet changed during the day.
import { PLANETS, type Aspect, type AspectType, type NatalChart, type PlanetId, type SignId } from '../types.js';
import { TRADITIONAL_RULER, normalizeDegrees, oppositeSign, signOf } from './zodiac.js';

/** Three or more of the ten planets in one sign or one house, and within STELLIUM_SPAN of each other. */
export const STELLIUM_SIZE = 3;
/** Planets spread wider than this across a sign are not a gathering, whatever sign or house they share. */
export const STELLIUM_SPAN = 12;

export interface Stellium {
  by: 'sign' | 'house';
  sign: SignId | null; // set when by = 'sign'
  house: number | null; // set when by = 'house'
  planets: PlanetId[]; // in PLANETS order
  /** Degrees from the first of them to the last; without a birth time, over every position they held that day. */
  span: number;
}

export type PatternKind = 'grand_cross' | 'grand_trine' | 'kite' | 'mystic_rectangle' | 't_square' | 'yod';

/**
 * One aspect figure. `planets` in the order that names the figure: for a T-square and a yod the apex
 * (focal planet) last; for a kite the planet at the tail of the kite (opposite the trine's apex) last.
 */
export interface AspectPattern {
  kind: PatternKind;
  planets: PlanetId[];
  apex: PlanetId | null; // T-square, yod and kite: the focal planet; else null
  /** T-square and yod: the apex and any planet in conjunction with it that closes the same figure; else null. */
  focus: PlanetId[] | null;
  /** T-square and yod: the two ends of the base (the opposition, the sextile), each one planet or a conjunction; else null. */
  base: [PlanetId[], PlanetId[]] | null;
}

/** The sign a planet is sure to hold: null when, on an unknown-time birth day, it changed sign. */
export function certainSign(chart: NatalChart, planet: PlanetId): SignId | null {
  return chart.bodies[planet].range?.ingress ? null : chart.bodies[planet].sign;
}

export function findStelliums(chart: NatalChart): Stellium[] {
  const out: Stellium[] = [];
  const bySign = new Map<SignId, PlanetId[]>();
  const byHouse = new Map<number, PlanetId[]>();
  for (const planet of PLANETS) {
    const sign = certainSign(chart, planet);
    if (sign) bySign.set(sign, [...(bySign.get(sign) ?? []), planet]);
    const house = chart.bodies[planet].house;
    if (house !== null) byHouse.set(house, [...(byHouse.get(house) ?? []), planet]);
  }
  for (const [sign, members] of bySign) {
    const group = tightestGroup(chart, members);
    if (group) out.push({ by: 'sign', sign, house: null, ...group });
  }
  for (const [house, members] of byHouse) {
    const group = tightestGroup(chart, members);
    if (group) out.push({ by: 'house', sign: null, house, ...group });
  }
  // Largest first, then the tightest; then signs before houses, in zodiac and house order, so the order is stable.
  return out.sort((x, y) => y.planets.length - x.planets.length
    || x.span - y.span
    || (x.by === y.by ? 0 : x.by === 'sign' ? -1 : 1)
    || (x.house ?? 0) - (y.house ?? 0)
    || PLANETS.indexOf(x.planets[0]) - PLANETS.indexOf(y.planets[0]));
}

/** The longitudes a planet may hold: its one position, or both ends of its birth day without a birth time. */
function heldLongitudes(chart: NatalChart, planet: PlanetId): number[] {
  const body = chart.bodies[planet];
  return body.range ? [body.range.from.longitude, body.range.to.longitude] : [body.longitude];
}

/** The shortest arc that holds every longitude, degrees. */
export function arcSpan(longitudes: number[]): number {
  if (longitudes.length < 2) return 0;
  const sorted = longitudes.map(normalizeDegrees).sort((a, b) => a - b);
  let widestGap = 360 - sorted[sorted.length - 1] + sorted[0];
  for (let i = 1; i < sorted.length; i++) widestGap = Math.max(widestGap, sorted[i] - sorted[i - 1]);
  return 360 - widestGap;
}

/** The largest group of `members` within STELLIUM_SPAN of each other, the tightest on a tie; null under STELLIUM_SIZE. */
function tightestGroup(chart: NatalChart, members: PlanetId[]): { planets: PlanetId[]; span: number } | null {
  let best: { planets: PlanetId[]; span: number } | null = null;
  // A sign or a house holds ten planets at most, so every subset can be tried.
  for (let mask = 1; mask < 1 << members.length; mask++) {
    const group = members.filter((_, i) => mask & (1 << i));
    if (group.length < STELLIUM_SIZE) continue;
    const span = arcSpan(group.flatMap((p) => heldLongitudes(chart, p)));
    if (span > STELLIUM_SPAN) continue;
    if (!best || group.length > best.planets.length || (group.length === best.planets.length && span < best.span)) best = { planets: group, span };
  }
  return best;
}

/** Aspects between two of the ten planets that hold whatever the hour of birth. */
function planetAspects(chart: NatalChart): Map<string, AspectType> {
  const between = new Map<string, AspectType>();
  const isPlanet = (id: string): id is PlanetId => (PLANETS as readonly string[]).includes(id);
  for (const a of chart.aspects) {
    if (!isPlanet(a.a) || !isPlanet(a.b) || a.day?.certainty === 'part_of_day') continue;
    between.set(pairId(a.a, a.b), a.type);
  }
  return between;
}

const pairId = (a: PlanetId, b: PlanetId) => (PLANETS.indexOf(a) < PLANETS.indexOf(b) ? `${a}-${b}` : `${b}-${a}`);

export function findPatterns(chart: NatalChart): AspectPattern[] {
  const between = planetAspects(chart);
  const is = (a: PlanetId, b: PlanetId, type: AspectType) => a !== b && between.get(pairId(a, b)) === type;
  const P = PLANETS;
  const found: AspectPattern[] = [];
  const seen = new Set<string>();
  const add = (kind: PatternKind, planets: PlanetId[], apex: PlanetId | null) => {
    const key = `${kind}:${[...planets].sort().join(',')}:${apex ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ kind, planets, apex, base: null, focus: null });
  };
  const sorted = (xs: PlanetId[]) => [...xs].sort((x, y) => P.indexOf(x) - P.indexOf(y));

  for (let i = 0; i < P.length; i++) {
    for (let j = i + 1; j < P.length; j++) {
      for (let k = j + 1; k < P.length; k++) {
        const [a, b, c] = [P[i], P[j], P[k]];
        if (is(a, b, 'trine') && is(b, c, 'trine') && is(a, c, 'trine')) add('grand_trine', [a, b, c], null);
      }
    }
  }
  for (const [a, b] of pairsOf('opposition')) {
    for (const c of P) {
      if (is(a, c, 'square') && is(b, c, 'square')) add('t_square', [a, b, c], c);
    }
  }
  for (const [a, b] of pairsOf('sextile')) {
    for (const c of P) {
      if (is(a, c, 'quincunx') && is(b, c, 'quincunx')) add('yod', [a, b, c], c);
    }
  }
  // Grand cross: two oppositions whose ends all square each other.
  const oppositions = pairsOf('opposition');
  for (let i = 0; i < oppositions.length; i++) {
    for (let j = i + 1; j < oppositions.length; j++) {
      const [a, b] = oppositions[i];
      const [c, d] = oppositions[j];
      if (is(a, c, 'square') && is(a, d, 'square') && is(b, c, 'square') && is(b, d, 'square')) add('grand_cross', sorted([a, b, c, d]), null);
      // Mystic rectangle: two oppositions whose ends are joined by two sextiles and two trines.
      const joins = [[a, c], [a, d], [b, c], [b, d]] as const;
      const sextiles = joins.filter(([x, y]) => is(x, y, 'sextile')).length;
      const trines = joins.filter(([x, y]) => is(x, y, 'trine')).length;
      if (sextiles === 2 && trines === 2) add('mystic_rectangle', sorted([a, b, c, d]), null);
    }
  }
  // Kite: a grand trine with a fourth planet opposite one corner and sextile the other two.
  for (const trine of found.filter((p) => p.kind === 'grand_trine')) {
    for (const apex of trine.planets) {
      const others = trine.planets.filter((p) => p !== apex);
      for (const tail of P) {
        if (is(apex, tail, 'opposition') && others.every((o) => is(o, tail, 'sextile'))) add('kite', [...trine.planets, tail], tail);
      }
    }
  }
  // A grand cross holds four T-squares and a kite its grand trine: name the larger figure only.
  const within = (small: AspectPattern, big: AspectPattern) => small.planets.every((p) => big.planets.includes(p));
  const kept = found.filter((p) => !(
    (p.kind === 't_square' && found.some((q) => q.kind === 'grand_cross' && within(p, q)))
    || (p.kind === 'grand_trine' && found.some((q) => q.kind === 'kite' && within(p, q)))));
  const order: PatternKind[] = ['grand_cross', 'kite', 'mystic_rectangle', 'grand_trine', 't_square', 'yod'];
  return mergeConjunctions(chart, kept).sort((x, y) => order.indexOf(x.kind) - order.indexOf(y.kind)
    || P.indexOf(x.planets[0]) - P.indexOf(y.planets[0]) || P.indexOf(x.planets[1]) - P.indexOf(y.planets[1]));

  function pairsOf(type: AspectType): Array<[PlanetId, PlanetId]> {
    const out: Array<[PlanetId, PlanetId]> = [];
    for (let i = 0; i < P.length; i++) for (let j = i + 1; j < P.length; j++) if (is(P[i], P[j], type)) out.push([P[i], P[j]]);
    return out;
  }
}

/**
 * Planets in conjunction make one figure look like several (two T-squares when two planets stand
 * together at one end): figures of a kind that share their apex, or all but one planet, are one figure.
 */
function mergeConjunctions(chart: NatalChart, patterns: AspectPattern[]): AspectPattern[] {
  const merged: AspectPattern[] = [];
  for (const p of patterns) {
    const same = merged.find((m) => m.kind === p.kind && (p.apex !== null
      ? m.apex === p.apex && p.kind !== 'kite'
      : p.planets.filter((x) => m.planets.includes(x)).length >= p.planets.length - 1));
    if (same) same.planets = PLANETS.filter((x) => same.planets.includes(x) || p.planets.includes(x));
    else merged.push({ ...p, planets: [...p.planets] });
  }
  for (const m of merged) {
    if (m.kind !== 't_square' && m.kind !== 'yod') continue;
    const ends = m.planets.filter((x) => x !== m.apex);
    const first = chart.bodies[ends[0]].longitude;
    const near = (x: PlanetId) => Math.abs(((chart.bodies[x].longitude - first) % 360 + 540) % 360 - 180) < 30;
    m.base = [ends.filter(near), ends.filter((x) => !near(x))];
    m.focus = [m.apex!];
    // The apex goes last, as the figure is named.
    m.planets = [...ends, m.apex!];
  }
  // Two apexes in conjunction over the same base are one focus.
  const out: AspectPattern[] = [];
  for (const m of merged) {
    const key = (p: AspectPattern) => p.base ? `${p.kind}:${[...p.base[0], ...p.base[1]].sort().join(',')}` : null;
    const same = m.base ? out.find((o) => key(o) === key(m)) : undefined;
    if (same) {
      same.focus = PLANETS.filter((x) => same.focus!.includes(x) || m.focus!.includes(x));
      same.planets = [...same.base![0], ...same.base![1], ...same.focus];
    } else {
      out.push(m);
    }
  }
  return out;
}

type Hemisphere = 'above' | 'below' | 'east' | 'west';

interface Distribution {
  /** Planets above the horizon (between the Descendant and the Ascendant through the Midheaven), and so on. */
  hemispheres: Record<Hemisphere, PlanetId[]>;
  /** Quadrants counted from the Ascendant: 1 Ascendant→IC, 2 IC→Descendant, 3 Descendant→MC, 4 MC→Ascendant. */
  quadrants: Record<1 | 2 | 3 | 4, PlanetId[]>;
  /** A hemisphere holding at least HEMISPHERE_EMPHASIS planets, else null (one per axis). */
  vertical: 'above' | 'below' | null;
  horizontal: 'east' | 'west' | null;
  /** The quadrant holding at least QUADRANT_EMPHASIS planets and more than any other, else null. */
  quadrant: 1 | 2 | 3 | 4 | null;
}

const HEMISPHERE_EMPHASIS = 7;
const QUADRANT_EMPHASIS = 4;

/** How the planets spread over the sky, read off the angles themselves so any house system agrees. Null without a birth time. */
export function distributionOf(chart: NatalChart): Distribution | null {
  if (!chart.angles) return null;
  const { ascendant: asc, midheaven: mc } = chart.angles;
  const ic = normalizeDegrees(mc + 180);
  const dsc = normalizeDegrees(asc + 180);
  const between = (lon: number, from: number, to: number) => normalizeDegrees(lon - from) < normalizeDegrees(to - from);
  const hemispheres: Distribution['hemispheres'] = { above: [], below: [], east: [], west: [] };
  const quadrants: Distribution['quadrants'] = { 1: [], 2: [], 3: [], 4: [] };
  for (const planet of PLANETS) {
    const lon = chart.bodies[planet].longitude;
    hemispheres[between(lon, asc, dsc) ? 'below' : 'above'].push(planet);
    hemispheres[between(lon, mc, ic) ? 'east' : 'west'].push(planet);
    const q = between(lon, asc, ic) ? 1 : between(lon, ic, dsc) ? 2 : between(lon, dsc, mc) ? 3 : 4;
    quadrants[q].push(planet);
  }
  const most = Math.max(...([1, 2, 3, 4] as const).map((q) => quadrants[q].length));
  const top = ([1, 2, 3, 4] as const).filter((q) => quadrants[q].length === most);
  return {
    hemispheres,
    quadrants,
    vertical: hemispheres.above.length >= HEMISPHERE_EMPHASIS ? 'above' : hemispheres.below.length >= HEMISPHERE_EMPHASIS ? 'below' : null,
    horizontal: hemispheres.east.length >= HEMISPHERE_EMPHASIS ? 'east' : hemispheres.west.length >= HEMISPHERE_EMPHASIS ? 'west' : null,
    quadrant: most >= QUADRANT_EMPHASIS && top.length === 1 ? top[0] : null,
  };
}

/** Signs where a planet is strong (domicile, exaltation) or weak (detriment, fall); outer planets by their modern rulerships. */
const DOMICILE: Record<PlanetId, SignId[]> = {
  sun: ['leo'], moon: ['cancer'], mercury: ['gemini', 'virgo'], venus: ['taurus', 'libra'], mars: ['aries', 'scorpio'],
  jupiter: ['sagittarius', 'pisces'], saturn: ['capricorn', 'aquarius'], uranus: ['aquarius'], neptune: ['pisces'], pluto: ['scorpio'],
};
const EXALTATION: Partial<Record<PlanetId, SignId>> = {
  sun: 'aries', moon: 'taurus', mercury: 'virgo', venus: 'pisces', mars: 'capricorn', jupiter: 'cancer', saturn: 'libra',
};

type Dignity = 'domicile' | 'exaltation' | 'detriment' | 'fall';

export function dignityOf(planet: PlanetId, sign: SignId): Dignity | null {
  if (DOMICILE[planet].includes(sign)) return 'domicile';
  if (EXALTATION[planet] === sign) return 'exaltation';
  if (DOMICILE[planet].some((s) => oppositeSign(s) === sign)) return 'detriment';
  const exalted = EXALTATION[planet];
  if (exalted && oppositeSign(exalted) === sign) return 'fall';
  return null;
}

const DIGNITY_POINTS: Record<Dignity, number> = { domicile: 2, exaltation: 1, detriment: -1, fall: -1 };

/** Degrees from an angle within which a planet counts as on it. */
export const ON_ANGLE_ORB = 8;

export interface PlanetStrength {
  planet: PlanetId;
  score: number;
  /** The angle the planet stands on (within ON_ANGLE_ORB), else null. */
  onAngle: 'ascendant' | 'descendant' | 'midheaven' | 'imum_coeli' | null;
  /** 'angular' (houses 1, 4, 7, 10), 'succedent' (2, 5, 8, 11), 'cadent', or null without houses. */
  houseStrength: 'angular' | 'succedent' | 'cadent' | null;
  /** Which of the Ascendant, the Sun and the Moon have their sign ruled by this planet. */
  rules: Array<'ascendant' | 'sun' | 'moon'>;
  aspects: number;
  dignity: Dignity | null;
}

/**
 * Dominant planets by a plain score, the sum of:
 * - angularity: on an angle (within 8°) 3; else in an angular house 2, a succedent house 1, a cadent house 0;
 * - rulership (traditional rulers): of the rising sign 3, of the Sun's sign 2, of the Moon's sign 2;
 * - aspects: 0.5 for each aspect to another planet or an angle;
 * - dignity: domicile +2, exaltation +1, detriment −1, fall −1.
 * Without a birth time angularity and the Ascendant drop out; a planet (or the Moon) that changed sign that
 * day scores no dignity and no rulership of the sign it may have left. Highest first; ties in PLANETS order.
 */
export function planetStrengths(chart: NatalChart): PlanetStrength[] {
  const angles = chart.angles;
  const ascRuler = angles ? TRADITIONAL_RULER[signOf(angles.ascendant)] : null;
  const sunSign = certainSign(chart, 'sun');
  const moonSign = certainSign(chart, 'moon');
  // A planet's strength counts its aspects to the other planets and the angles, not to the points.
  const point = (id: string) => id === 'trueNode' || id === 'meanNode' || id === 'chiron' || id === 'lilith';
  const counted = chart.aspects.filter((a: Aspect) => a.day?.certainty !== 'part_of_day' && !point(a.a) && !point(a.b));
  const strengths = PLANETS.map((planet): PlanetStrength => {
    const body = chart.bodies[planet];
    let onAngle: PlanetStrength['onAngle'] = null;
    if (angles) {
      const points = [
        ['ascendant', angles.ascendant], ['descendant', angles.ascendant + 180], ['midheaven', angles.midheaven], ['imum_coeli', angles.midheaven + 180],
      ] as const;
      let best = ON_ANGLE_ORB;
      for (const [name, lon] of points) {
        const d = Math.abs(((body.longitude - lon) % 360 + 540) % 360 - 180);
        if (d <= best) { best = d; onAngle = name; }
      }
    }
    const house = body.house;
    const houseStrength = house === null ? null : [1, 4, 7, 10].includes(house) ? 'angular' : [2, 5, 8, 11].includes(house) ? 'succedent' : 'cadent';
    const rules: PlanetStrength['rules'] = [];
    if (ascRuler === planet) rules.push('ascendant');
    if (sunSign && TRADITIONAL_RULER[sunSign] === planet) rules.push('sun');
    if (moonSign && TRADITIONAL_RULER[moonSign] === planet) rules.push('moon');
    const aspects = counted.filter((a) => a.a === planet || a.b === planet).length;
    const sign = certainSign(chart, planet);
    const dignity = sign ? dignityOf(planet, sign) : null;
    const angular = onAngle ? 3 : houseStrength === 'angular' ? 2 : houseStrength === 'succedent' ? 1 : 0;
    const rulership = rules.reduce((n, r) => n + (r === 'ascendant' ? 3 : 2), 0);
    const score = angular + rulership + 0.5 * aspects + (dignity ? DIGNITY_POINTS[dignity] : 0);
    return { planet, score, onAngle, houseStrength, rules, aspects, dignity };
  });
  return strengths.sort((x, y) => y.score - x.score || PLANETS.indexOf(x.planet) - PLANETS.indexOf(y.planet));
}
