// The reading plan: what stands out in a chart, ranked before any prose is written, so that the story,
// the summary and the closing name the same leaders and never contradict each other or the chart.
// Only what the chart is sure of counts: without a birth time no angle, house or chart ruler, and no
// figure or aspect resting on a planet whose sign or aspect held for only part of the birth day.
import { PLANETS, type Aspect, type Element, type Modality, type NatalChart, type PlanetId, type PointId } from '../../astro/types.js';
import { STELLIUM_SPAN, certainSign, dignityOf, findPatterns, findStelliums, type AspectPattern, type Stellium } from '../../astro/chart/patterns.js';
import { TRADITIONAL_RULER, angleDifference, normalizeDegrees, signOf } from '../../astro/chart/zodiac.js';
import { isPlanet } from './chart-facts.js';

/** A planet within this many degrees of longitude of the Ascendant, Descendant, Midheaven or IC is angular. */
export const ANGULAR_ORB = 8;
/** Three planets make a stellium only when they share a sign or a house AND stand within this arc (patterns.ts). */
export { STELLIUM_SPAN };
/** An aspect to a personal point this close is one of the chart's key contacts. */
export const KEY_ASPECT_ORB = 3;
/** How many key contacts the plan keeps. */
const KEY_ASPECTS = 5;

export type AngleName = 'ascendant' | 'descendant' | 'midheaven' | 'imum_coeli';
export type PersonalPoint = 'sun' | 'moon' | 'ruler' | 'ascendant' | 'midheaven';
const OUTER: readonly PlanetId[] = ['uranus', 'neptune', 'pluto'];

export interface AngularPlanet { planet: PlanetId; angle: AngleName; distance: number }

/** A stellium with its span: the arc from the first of its planets to the last. */
export type PlanStellium = Stellium;

/** An aspect figure the plan trusts; a grand trine may be closed by the Ascendant (then `planets` has two). */
export interface PlanPattern extends AspectPattern {
  withAscendant: boolean;
  /** The widest orb among the aspects that draw the figure (over the whole day without a birth time), degrees. */
  widestOrb: number;
  /** How many of those aspects are out of sign: their planets' signs stand at another distance than the aspect's. */
  outOfSign: number;
}

/**
 * A figure whose loosest leg is wider than this is not the chart's key figure. The planets' orbs run to
 * 7° for a square or trine and 8° for an opposition (10° with a light): a figure is as strong as its
 * weakest leg, and a leg past 6° sits in the outer quarter of those orbs, where a single aspect is still
 * read but a configuration of three or four planets no longer acts as one shape. Such a figure is still
 * found and may be named elsewhere; the story gives its depth only to one that holds together.
 */
export const KEY_FIGURE_MAX_ORB = 6;

export interface KeyAspect { aspect: Aspect; point: PersonalPoint; other: PointId; orb: number }

export interface RankedPlanet {
  planet: PlanetId;
  score: number;
  angular: AngularPlanet | null;
  chartRuler: boolean;
  /** Aspects to personal points within KEY_ASPECT_ORB. */
  keyContacts: number;
}

export interface PlanBalance {
  /** The elements and modes of the highest weight: more than one when they tie. */
  elements: Element[];
  modalities: Modality[];
}

export interface ReadingPlan {
  timed: boolean;
  chartRuler: PlanetId | null;
  angular: AngularPlanet[];
  stelliums: PlanStellium[];
  keyAspects: KeyAspect[];
  patterns: PlanPattern[];
  /** The figure the story gives depth to: the weightiest of those within KEY_FIGURE_MAX_ORB (figureWeight), or null. */
  keyPattern: PlanPattern | null;
  /** Every planet ranked, strongest first. */
  ranked: RankedPlanet[];
  /** The one or two planets the reading may call its strongest. */
  strongest: PlanetId[];
  balance: PlanBalance;
}

/** Whether a planet's place is sure for the whole birth day: its sign held all day. */
export function planetCertain(chart: NatalChart, planet: PlanetId): boolean {
  return certainSign(chart, planet) !== null;
}

/** Whether an aspect holds whatever the hour and between planets of certain sign. */
export function aspectCertain(chart: NatalChart, a: Aspect): boolean {
  if (a.day?.certainty === 'part_of_day') return false;
  const sure = (id: PointId) => !isPlanet(id) || planetCertain(chart, id);
  return sure(a.a) && sure(a.b);
}

export function angularPlanets(chart: NatalChart): AngularPlanet[] {
  if (!chart.angles || !chart.moment.timeKnown) return [];
  const { ascendant, midheaven } = chart.angles;
  const angles: Array<[AngleName, number]> = [
    ['ascendant', ascendant], ['descendant', normalizeDegrees(ascendant + 180)], ['midheaven', midheaven], ['imum_coeli', normalizeDegrees(midheaven + 180)],
  ];
  const out: AngularPlanet[] = [];
  for (const planet of PLANETS) {
    let best: AngularPlanet | null = null;
    for (const [angle, lon] of angles) {
      const distance = Math.abs(angleDifference(chart.bodies[planet].longitude, lon));
      if (distance <= ANGULAR_ORB && (!best || distance < best.distance)) best = { planet, angle, distance };
    }
    if (best) out.push(best);
  }
  return out.sort((x, y) => x.distance - y.distance);
}

/** Stelliums by sign and, with a known birth time, by house: 3+ planets within STELLIUM_SPAN. */
export function planStelliums(chart: NatalChart): PlanStellium[] {
  return findStelliums(chart).filter((st) => st.by === 'sign' || chart.moment.timeKnown);
}

/** The points a key aspect may touch, with the chart ruler's planet when the time is known. */
function personalPointsOf(chart: NatalChart, ruler: PlanetId | null): Map<PointId, PersonalPoint> {
  const points = new Map<PointId, PersonalPoint>([['sun', 'sun'], ['moon', 'moon']]);
  if (ruler && !points.has(ruler)) points.set(ruler, 'ruler');
  if (chart.angles && chart.moment.timeKnown) {
    points.set('ascendant', 'ascendant');
    points.set('midheaven', 'midheaven');
  }
  return points;
}

/** The orb an aspect is ranked by: its widest over the day when the hour is unknown. */
const rankingOrb = (a: Aspect) => a.day ? a.day.orbMax : a.orb;

export function keyAspects(chart: NatalChart, ruler: PlanetId | null): KeyAspect[] {
  const personal = personalPointsOf(chart, ruler);
  const out: KeyAspect[] = [];
  for (const a of chart.aspects) {
    if (!aspectCertain(chart, a) || rankingOrb(a) > KEY_ASPECT_ORB) continue;
    // A contact of a personal point with a planet or an angle; the nodes, Chiron and Lilith are read in their own sections.
    const sides: Array<[PointId, PointId]> = [[a.a, a.b], [a.b, a.a]];
    const found = sides.find(([p, o]) => personal.has(p) && (isPlanet(o) || personal.has(o)));
    if (!found) continue;
    out.push({ aspect: a, point: personal.get(found[0])!, other: found[1], orb: rankingOrb(a) });
  }
  return out.sort((x, y) => x.orb - y.orb).slice(0, KEY_ASPECTS);
}

/** The aspect types that draw each figure; a conjunction inside a figure only doubles one of its corners. */
const FIGURE_ASPECTS: Record<AspectPattern['kind'], readonly Aspect['type'][]> = {
  grand_cross: ['opposition', 'square'], t_square: ['opposition', 'square'], grand_trine: ['trine'],
  kite: ['trine', 'opposition', 'sextile'], mystic_rectangle: ['opposition', 'trine', 'sextile'], yod: ['sextile', 'quincunx'],
};
/** How many signs apart the two planets of each aspect stand when it is in sign. */
const SIGN_DISTANCE: Record<Aspect['type'], number> = { conjunction: 0, sextile: 2, square: 3, trine: 4, quincunx: 5, opposition: 6 };

/** Whether an aspect joins planets whose signs stand at another distance than its own (a "dissociate" aspect). */
export function outOfSign(chart: NatalChart, a: Aspect): boolean {
  const signAt = (id: PointId) => Math.floor(normalizeDegrees(id === 'ascendant' ? chart.angles!.ascendant : id === 'midheaven' ? chart.angles!.midheaven : chart.bodies[id]!.longitude) / 30);
  const d = Math.abs(signAt(a.a) - signAt(a.b));
  return Math.min(d, 12 - d) !== SIGN_DISTANCE[a.type];
}

/**
 * The aspects that draw a figure, one leg per pair of its corners: a corner is a planet, or planets in
 * conjunction standing in for one, and a leg is the tightest aspect of the figure's types between two
 * corners. A conjunction at a corner widens no leg: the figure holds through its closest member.
 */
export function figureLegs(chart: NatalChart, p: AspectPattern & { withAscendant?: boolean }): Aspect[] {
  const lonOf = (id: PlanetId | 'ascendant') => (id === 'ascendant' ? chart.angles!.ascendant : chart.bodies[id].longitude);
  const corners: Array<Array<PlanetId | 'ascendant'>> = [];
  for (const id of [...p.planets, ...(p.withAscendant ? ['ascendant' as const] : [])]) {
    // Corners of every figure lie at least 60° apart, members of one corner within a conjunction's orb.
    const corner = corners.find((c) => Math.abs(angleDifference(lonOf(c[0]), lonOf(id))) < 30);
    if (corner) corner.push(id);
    else corners.push([id]);
  }
  const legs: Aspect[] = [];
  for (let i = 0; i < corners.length; i++) {
    for (let j = i + 1; j < corners.length; j++) {
      const inCorner = (c: Array<PlanetId | 'ascendant'>, id: PointId) => (c as PointId[]).includes(id);
      const joins = chart.aspects.filter((a) => FIGURE_ASPECTS[p.kind].includes(a.type)
        && ((inCorner(corners[i], a.a) && inCorner(corners[j], a.b)) || (inCorner(corners[i], a.b) && inCorner(corners[j], a.a))));
      const tightest = joins.sort((x, y) => rankingOrb(x) - rankingOrb(y))[0];
      if (tightest) legs.push(tightest);
    }
  }
  return legs;
}

function withTightness(chart: NatalChart, p: AspectPattern, withAscendant: boolean): PlanPattern {
  const legs = figureLegs(chart, { ...p, withAscendant });
  return {
    ...p, withAscendant,
    widestOrb: Math.max(0, ...legs.map(rankingOrb)),
    outOfSign: legs.filter((a) => outOfSign(chart, a)).length,
  };
}

/** Figures resting only on planets of certain sign; a grand trine the Ascendant closes is added when the time is known. */
export function planPatterns(chart: NatalChart): PlanPattern[] {
  const sure = findPatterns(chart).filter((p) => p.planets.every((x) => planetCertain(chart, x)));
  const out: PlanPattern[] = sure.map((p) => withTightness(chart, p, false));
  if (chart.angles && chart.moment.timeKnown) {
    const trineAsc = (p: PlanetId) => chart.aspects.some((a) => a.type === 'trine' && ((a.a === p && a.b === 'ascendant') || (a.b === p && a.a === 'ascendant')));
    const onAsc = (p: PlanetId) => Math.abs(angleDifference(chart.bodies[p].longitude, chart.angles!.ascendant)) <= ANGULAR_ORB;
    for (const [i, p] of out.entries()) if (p.kind === 'grand_trine' && p.planets.some(onAsc)) out[i] = withTightness(chart, p, true);
    const trines = chart.aspects.filter((a) => a.type === 'trine' && isPlanet(a.a) && isPlanet(a.b) && aspectCertain(chart, a));
    for (const t of trines) {
      const pair = PLANETS.filter((x) => x === t.a || x === t.b);
      if (!pair.every(trineAsc)) continue;
      if (out.some((p) => p.kind === 'grand_trine' && pair.every((x) => p.planets.includes(x)))) continue;
      out.push(withTightness(chart, { kind: 'grand_trine', planets: pair, apex: null, focus: null, base: null }, true));
    }
  }
  return out;
}

const PATTERN_WEIGHT: Record<AspectPattern['kind'], number> = {
  grand_cross: 5, t_square: 4.5, kite: 4, yod: 3.5, grand_trine: 3, mystic_rectangle: 2,
};

/**
 * A figure's weight: its kind, the personal points it holds, and how tight it is. Each degree of its
 * loosest leg costs 0.75, so a figure 1° tight outranks one of a heavier kind or with one more light held
 * at 6° (the kinds lie within 3 points of each other); each leg out of sign costs 1.5, as a square between
 * signs that are not square to each other lacks half of what makes it a square.
 */
export function figureWeight(p: PlanPattern, ruler: PlanetId | null): number {
  return PATTERN_WEIGHT[p.kind] + (p.withAscendant ? 1 : 0)
    + p.planets.filter((x) => x === 'sun' || x === 'moon' || x === ruler).length
    + (p.apex && !OUTER.includes(p.apex) ? 0.5 : 0)
    - 0.75 * p.widestOrb - 1.5 * p.outOfSign;
}

function keyPatternOf(patterns: PlanPattern[], ruler: PlanetId | null): PlanPattern | null {
  return patterns.filter((p) => p.widestOrb <= KEY_FIGURE_MAX_ORB)
    .sort((x, y) => figureWeight(y, ruler) - figureWeight(x, ruler))[0] ?? null;
}

/**
 * Every planet's weight in the chart:
 * - the Sun and the Moon 2 each, for being the lights;
 * - on an angle 5, less half a point per degree from it; ruler of the chart 4;
 * - ruler of the Sun's sign 1.5, of the Moon's 1 (for a planet other than the light itself);
 * - dignity: domicile 1.5, exaltation 1, detriment or fall −0.5;
 * - each aspect within KEY_ASPECT_ORB to a personal point up to 1.5, more the tighter;
 * - each other aspect to a planet 0.25, except for Uranus, Neptune and Pluto, which aspect everyone of a
 *   generation and so are never strong merely for being in many aspects;
 * - a place in a stellium 0.5.
 */
export function rankPlanets(chart: NatalChart, ruler: PlanetId | null, angular: AngularPlanet[], stelliums: PlanStellium[]): RankedPlanet[] {
  const sunSign = certainSign(chart, 'sun');
  const moonSign = certainSign(chart, 'moon');
  const personal = personalPointsOf(chart, ruler);
  const certain = chart.aspects.filter((a) => aspectCertain(chart, a) && isPlanet(a.a) && isPlanet(a.b));
  const ranked = PLANETS.map((planet): RankedPlanet => {
    let score = planet === 'sun' || planet === 'moon' ? 2 : 0;
    const onAngle = angular.find((x) => x.planet === planet) ?? null;
    if (onAngle) score += 5 - onAngle.distance / 2;
    if (planet === ruler) score += 4;
    if (sunSign && planet !== 'sun' && TRADITIONAL_RULER[sunSign] === planet) score += 1.5;
    if (moonSign && planet !== 'moon' && TRADITIONAL_RULER[moonSign] === planet) score += 1;
    const sign = certainSign(chart, planet);
    const dignity = sign ? dignityOf(planet, sign) : null;
    if (dignity) score += { domicile: 1.5, exaltation: 1, detriment: -0.5, fall: -0.5 }[dignity];
    let keyContacts = 0;
    for (const a of chart.aspects) {
      if (!aspectCertain(chart, a) || (a.a !== planet && a.b !== planet)) continue;
      const other = a.a === planet ? a.b : a.a;
      const orb = rankingOrb(a);
      if (personal.has(other) && other !== planet && orb <= KEY_ASPECT_ORB) {
        keyContacts++;
        score += 1.5 * (1 - orb / (KEY_ASPECT_ORB * 2));
      }
    }
    if (!OUTER.includes(planet)) score += 0.25 * certain.filter((a) => a.a === planet || a.b === planet).length;
    if (stelliums.some((s) => s.planets.includes(planet))) score += 0.5;
    return { planet, score, angular: onAngle, chartRuler: planet === ruler, keyContacts };
  });
  return ranked.sort((x, y) => y.score - x.score || PLANETS.indexOf(x.planet) - PLANETS.indexOf(y.planet));
}

/** Whether a planet may be called the chart's strongest: an outer planet only when angular or tight to a personal point. */
function mayLead(r: RankedPlanet): boolean {
  return !OUTER.includes(r.planet) || r.angular !== null || r.keyContacts > 0;
}

export function planBalance(chart: NatalChart): PlanBalance {
  const top = <K extends string>(counts: Record<K, number>): K[] => {
    const max = Math.max(...(Object.values(counts) as number[]));
    return (Object.keys(counts) as K[]).filter((k) => Math.abs(counts[k] - max) < 1e-6);
  };
  return { elements: top(chart.balance.elements), modalities: top(chart.balance.modalities) };
}

export function readingPlan(chart: NatalChart): ReadingPlan {
  const timed = chart.moment.timeKnown && chart.angles !== null;
  const chartRuler = timed ? TRADITIONAL_RULER[signOf(chart.angles!.ascendant)] : null;
  const angular = angularPlanets(chart);
  const stelliums = planStelliums(chart);
  const patterns = planPatterns(chart);
  const ranked = rankPlanets(chart, chartRuler, angular, stelliums);
  const leaders = ranked.filter(mayLead);
  // The runner-up is named too when it comes within a point of the leader.
  const strongest = leaders.filter((r, i) => i === 0 || (i === 1 && leaders[0].score - r.score <= 1)).map((r) => r.planet);
  return {
    timed, chartRuler, angular, stelliums, keyAspects: keyAspects(chart, chartRuler), patterns,
    keyPattern: keyPatternOf(patterns, chartRuler), ranked, strongest, balance: planBalance(chart),
  };
}
