// Natal aspects between the ten planets, from the planets to the Ascendant and Midheaven, from the
// planets to the North Node (an aspect to it is one to the whole nodal axis: its opposition is a
// conjunction with the South Node), and from the planets and angles to Chiron and Black Moon Lilith.
import type { AngleId, Aspect, AspectType, ExtraBodyId, PlanetId, PointId } from '../types.js';
import { ASPECT_TYPES, PLANETS } from '../types.js';
import { angleDifference } from './zodiac.js';

export const ASPECT_ANGLES: Record<AspectType, number> = {
  conjunction: 0, sextile: 60, square: 90, trine: 120, quincunx: 150, opposition: 180,
};

/** Orbs between two planets, degrees. */
export const PLANET_ORBS: Record<AspectType, number> = {
  conjunction: 8, opposition: 8, trine: 7, square: 7, sextile: 5, quincunx: 3,
};

/** Orbs when the Sun or the Moon is one of the two planets. */
export const LUMINARY_ORBS: Record<AspectType, number> = {
  conjunction: 10, opposition: 10, trine: 9, square: 9, sextile: 6, quincunx: 3,
};

/** Orbs from a planet to the Ascendant or Midheaven: tighter, since an angle is a point in time. */
export const ANGLE_ORBS: Record<AspectType, number> = {
  conjunction: 6, opposition: 6, trine: 5, square: 5, sextile: 4, quincunx: 2,
};

/** Orbs from a planet to the North Node: a point, not a body, given less room than the angles. */
export const NODE_ORBS: Record<AspectType, number> = {
  conjunction: 5, opposition: 5, trine: 4, square: 4, sextile: 3, quincunx: 2,
};

/**
 * Orbs to Chiron: a body a few hundred kilometres across, read as a sensitive point rather than a planet,
 * so it gets a degree less than the node for the Ptolemaic aspects, and no quincunx: a minor aspect to a
 * minor body is a contact few astrologers would read. Null: not an aspect to this point.
 */
export const CHIRON_ORBS: Record<AspectType, number | null> = {
  conjunction: 4, opposition: 4, trine: 3, square: 3, sextile: 2, quincunx: null,
};

/**
 * Orbs to Black Moon Lilith, the mean lunar apogee: a point of the Moon's orbit with no body in it, which
 * the true (osculating) apogee leaves by up to 30°, so only close contacts mean much. Astrologers who use
 * it read the conjunction and opposition first and keep the rest to two degrees or less; no quincunx.
 */
export const LILITH_ORBS: Record<AspectType, number | null> = {
  conjunction: 3, opposition: 3, trine: 2, square: 2, sextile: 1.5, quincunx: null,
};

/**
 * The Part of Fortune takes no aspects in the chart's list: it is a lot, a point computed from three others
 * (the Ascendant, the Sun and the Moon), and the tradition that uses it, Hellenistic and medieval, reads it
 * by its sign, its house and its ruler, and by the planets that stand with it, rarely by other aspects.
 * So only conjunctions count, with this orb: a point's, a little wider than Lilith's, since the lot is
 * exact to its formula but the Ascendant it rests on moves a degree in four minutes of birth time.
 */
export const FORTUNE_CONJUNCTION_ORB = 3;

const isNode = (id: PointId) => id === 'trueNode' || id === 'meanNode';

/** The orb allowed for a pair and type, or null when the pair is not read in that aspect (a quincunx to Chiron or Lilith). */
export function orbFor(a: PointId, b: PointId, type: AspectType): number | null {
  if (a === 'chiron' || b === 'chiron') return CHIRON_ORBS[type];
  if (a === 'lilith' || b === 'lilith') return LILITH_ORBS[type];
  if (isNode(a) || isNode(b)) return NODE_ORBS[type];
  if (a === 'ascendant' || a === 'midheaven' || b === 'ascendant' || b === 'midheaven') return ANGLE_ORBS[type];
  if (a === 'sun' || a === 'moon' || b === 'sun' || b === 'moon') return LUMINARY_ORBS[type];
  return PLANET_ORBS[type];
}

interface AspectPoint {
  id: PointId;
  longitude: number;
  /** Degrees per day; the angles count as fixed (speed 0) for applying/separating. */
  speed: number;
}

/**
 * The closest aspect within orb between two points, or null. Applying means the orb is shrinking at
 * the moment of the chart, judged from both points' longitude speeds.
 */
export function aspectBetween(p: AspectPoint, q: AspectPoint): Aspect | null {
  const d = angleDifference(p.longitude, q.longitude);
  const separation = Math.abs(d);
  let best: Aspect | null = null;
  for (const type of ASPECT_TYPES) {
    const exact = ASPECT_ANGLES[type];
    const orb = Math.abs(separation - exact);
    const maxOrb = orbFor(p.id, q.id, type);
    if (maxOrb === null || orb > maxOrb || (best && orb >= best.orb)) continue;
    // d(separation)/dt = sign(d)·(v_p − v_q); the orb shrinks when that moves separation toward exact.
    const separationRate = Math.sign(d) * (p.speed - q.speed);
    const orbRate = Math.sign(separation - exact) * separationRate;
    const [first, second] = Math.abs(q.speed) > Math.abs(p.speed) ? [q, p] : [p, q];
    best = { a: first.id, b: second.id, type, exactAngle: exact, orb, maxOrb, applying: orbRate < 0 };
  }
  return best;
}

/**
 * All aspects among the planets, from each planet to the angles when they are known, to the North Node
 * when it is given (the true node, the one the chart reads), and from the planets and the angles to
 * Chiron (when the chart has it) and Lilith. The points are not aspected to one another.
 */
export function findAspects(
  planets: Record<PlanetId, { longitude: number; speed: number }>,
  angles: Record<AngleId, number> | null,
  northNode: { longitude: number; speed: number } | null = null,
  extra: Partial<Record<ExtraBodyId, { longitude: number; speed: number } | null>> = {},
): Aspect[] {
  const points: AspectPoint[] = PLANETS.map((id) => ({ id, longitude: planets[id].longitude, speed: planets[id].speed }));
  const result: Aspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const aspect = aspectBetween(points[i], points[j]);
      if (aspect) result.push(aspect);
    }
    if (angles) {
      for (const angle of ['ascendant', 'midheaven'] as const) {
        const aspect = aspectBetween(points[i], { id: angle, longitude: angles[angle], speed: 0 });
        if (aspect) result.push(aspect);
      }
    }
    if (northNode) {
      const aspect = aspectBetween(points[i], { id: 'trueNode', ...northNode });
      if (aspect) result.push(aspect);
    }
  }
  const withAngles: AspectPoint[] = [
    ...points,
    ...(angles ? (['ascendant', 'midheaven'] as const).map((id) => ({ id, longitude: angles[id], speed: 0 })) : []),
  ];
  for (const id of ['chiron', 'lilith'] as const) {
    const body = extra[id];
    if (!body) continue;
    for (const p of withAngles) {
      const aspect = aspectBetween(p, { id, longitude: body.longitude, speed: body.speed });
      if (aspect) result.push(aspect);
    }
  }
  return result.sort((x, y) => x.orb - y.orb);
}
