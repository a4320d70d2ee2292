// The compatibility bi-wheel: one zodiac, the first person's chart inside (their houses and angles
// when known) and the second person's planets in a ring outside it, with the inter-chart aspects in
// the middle. Drawn with the natal wheel's own parts, from the same 600 × 600 primitives, so the SVG,
// the PNG and the PDF show one picture.
import { interAspects, type InterAspect } from '../../astro/chart/synastry.js';
import type { NatalChart } from '../../astro/types.js';
import {
  C, R_ZODIAC_IN, RULE, WHEEL_SIZE, drawAspectLines, drawHouses, drawPlanets, drawZodiac, wheelAt, type AspectLine, type PlanetRing, type Primitive, type WheelDrawing,
} from './wheel.js';

const R_DIVIDER = 166;
const R_HOUSE_OUT = 106;
const R_HOUSE_NUMBER = 96;
const R_ASPECT = 86;
const OUTER_INK = '#8a2f62';

/** The second person's ring, just inside the zodiac. */
const OUTER_RING: PlanetRing = { tick: R_ZODIAC_IN, glyph: 207, degree: 189, sign: 178.5, minutes: null, retro: 171, dot: null, size: 18, ink: OUTER_INK, owner: 'b' };
/** The first person's ring, inside the divider. */
const INNER_RING: PlanetRing = { tick: R_DIVIDER, glyph: 148, degree: 131, sign: 120.5, minutes: null, retro: 112, dot: R_ASPECT, size: 18, owner: 'a' };

function longitudeOf(chart: NatalChart, id: InterAspect['a']): number | null {
  if (id === 'ascendant' || id === 'midheaven') return chart.angles?.[id] ?? null;
  return chart.bodies[id].longitude;
}

function drawBiWheel(inner: NatalChart, outer: NatalChart, aspects: readonly InterAspect[]): WheelDrawing {
  const at = wheelAt(inner.angles ? inner.angles.ascendant : 0);
  const p: Primitive[] = [];
  drawZodiac(p, at);
  p.push({ kind: 'circle', cx: C, cy: C, r: R_DIVIDER, stroke: RULE, width: 0.9 });
  p.push({ kind: 'circle', cx: C, cy: C, r: R_HOUSE_OUT, stroke: RULE, width: 0.8 });
  p.push({ kind: 'circle', cx: C, cy: C, r: R_ASPECT, stroke: RULE, width: 0.8, fill: '#fcfcfe' });
  if (inner.houses && inner.angles) drawHouses(p, inner, at, { outer: R_DIVIDER, inner: R_ASPECT, number: R_HOUSE_NUMBER });
  // Only contacts that hold whatever the unknown hours are drawn, at the charts' own degrees.
  const lines: AspectLine[] = aspects.flatMap((x) => {
    const la = longitudeOf(inner, x.a);
    const lb = longitudeOf(outer, x.b);
    if (la === null || lb === null || x.day?.certainty === 'part_of_day') return [];
    return [{ la, lb, type: x.type, orb: x.orb, maxOrb: x.maxOrb }];
  });
  drawAspectLines(p, lines, at, R_ASPECT);
  drawPlanets(p, outer, at, OUTER_RING);
  drawPlanets(p, inner, at, INNER_RING);
  return { size: WHEEL_SIZE, primitives: p, hasHouses: inner.houses !== null };
}

/** The bi-wheel of two charts, their inter-chart aspects worked out here (pure and cheap). */
export function biWheelOf(inner: NatalChart, outer: NatalChart): WheelDrawing {
  return drawBiWheel(inner, outer, interAspects(inner, outer));
}
