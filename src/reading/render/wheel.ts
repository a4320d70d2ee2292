// The chart wheel as a list of drawing primitives in a 600 × 600 space. The SVG renderer and the
// PDF renderer both draw this same list, so the wheel looks identical everywhere.
//
// Layout, from the outside in: ASC/MC labels, the zodiac band (sign glyphs, degree ticks), the
// planet ring (glyphs spread apart when clustered, a leader line to the true degree, degree and
// minutes, a retrograde mark; Chiron, Lilith and the Part of Fortune smaller and lighter among them),
// the house-number ring, and the aspect circle with aspect lines.
import { PLANETS, SIGNS, type AspectType, type BodyId, type ExtraBodyId, type NatalChart, type PointId, type SignId } from '../../astro/types.js';
import { BODY_GLYPHS, POINT_GLYPHS, SIGN_GLYPHS, textPath, transformPath } from './glyphs.js';

export const WHEEL_SIZE = 600;
export const C = WHEEL_SIZE / 2;
const R_OUTER = 262;
export const R_ZODIAC_IN = 225;
const R_SIGN_GLYPH = 243.5;
const R_PLANET = 200;
const R_DEGREE = 178;
const R_SMALL_SIGN = 164.5;
const R_MINUTES = 151;
const R_RETRO = 140;
const R_HOUSE_OUT = 131;
const R_HOUSE_NUMBER = 118;
const R_ASPECT = 105;
const PLANET_GLYPH_SIZE = 21;
const POINT_GLYPH_SIZE = 17;
const POINT_INK = '#6f5a96';
const SIGN_GLYPH_SIZE = 22;

export type Primitive =
  | { kind: 'circle'; cx: number; cy: number; r: number; stroke?: string; fill?: string; width?: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; width: number; dash?: number[]; opacity?: number; role?: string; data?: string }
  | { kind: 'path'; d: string; stroke?: string; fill?: string; width?: number; opacity?: number; cap?: 'round' | 'butt'; role?: string; data?: string }
  | {
    kind: 'glyph'; body: BodyId | ExtraBodyId | 'partOfFortune'; x: number; y: number; size: number; d: string; stroke: string; width: number;
    trueLongitude: number; /** Chiron, Lilith, the Part of Fortune: drawn as secondary points. */ point?: boolean;
    /** In a bi-wheel: whose planet it is (a inside, b outside). */ owner?: 'a' | 'b';
  };

export interface WheelDrawing {
  size: number;
  primitives: Primitive[];
  hasHouses: boolean;
}

const ELEMENT_FILL = ['#fbe5dd', '#e9efdb', '#fdf3d3', '#dde9f5']; // fire, earth, air, water
const ELEMENT_INK = ['#c0392b', '#587a26', '#a7811a', '#2c68a0'];
const INK = '#1f2547';
export const RULE = '#8a8aa3';
const ASPECT_STYLE: Record<AspectType, { stroke: string; dash?: number[] } | null> = {
  conjunction: null,
  opposition: { stroke: '#d0392b' },
  square: { stroke: '#d0392b' },
  trine: { stroke: '#2f7bd0' },
  sextile: { stroke: '#2f7bd0', dash: [5, 3] },
  quincunx: { stroke: '#3c9a5f', dash: [2, 3] },
};

const norm = (x: number) => ((x % 360) + 360) % 360;

/** Screen position of an ecliptic longitude at radius r, with the Ascendant (or 0° Aries) at 9 o'clock. */
function point(longitude: number, r: number, start: number): [number, number] {
  const theta = ((180 + longitude - start) * Math.PI) / 180;
  return [C + r * Math.cos(theta), C - r * Math.sin(theta)];
}

const round = (v: number) => Math.round(v * 100) / 100;

export function drawWheel(chart: NatalChart): WheelDrawing {
  const start = chart.angles ? chart.angles.ascendant : 0;
  const at = (lon: number, r: number) => point(lon, r, start);
  const p: Primitive[] = [];
  drawZodiac(p, at);
  p.push({ kind: 'circle', cx: C, cy: C, r: R_HOUSE_OUT, stroke: RULE, width: 0.8 });
  p.push({ kind: 'circle', cx: C, cy: C, r: R_ASPECT, stroke: RULE, width: 0.8, fill: '#fcfcfe' });

  if (chart.houses && chart.angles) drawHouses(p, chart, at);

  drawAspectLines(p, chart.aspects.flatMap((aspect) => {
    const la = longitudeOf(chart, aspect.a);
    const lb = longitudeOf(chart, aspect.b);
    return la === null || lb === null ? [] : [{ la, lb, type: aspect.type, orb: aspect.orb, maxOrb: aspect.maxOrb }];
  }), at, R_ASPECT);
  drawPlanets(p, chart, at);
  return { size: WHEEL_SIZE, primitives: p, hasHouses: chart.houses !== null };
}

/** Screen position of a longitude at a radius, for a wheel whose 9 o'clock is `start`. */
type At = (lon: number, r: number) => [number, number];

/** A wheel turned so that `start` (the Ascendant, or 0° Aries) is at 9 o'clock. */
export function wheelAt(start: number): At {
  return (lon, r) => point(lon, r, start);
}

/** The white disc, the zodiac band with its sign glyphs and degree ticks, and the band's two rims. */
export function drawZodiac(p: Primitive[], at: At): void {
  p.push({ kind: 'circle', cx: C, cy: C, r: R_OUTER + 0.5, fill: '#ffffff' });
  // Zodiac band: twelve tinted sectors, sign glyphs coloured by element.
  SIGNS.forEach((sign, i) => {
    const a0 = i * 30;
    const a1 = a0 + 30;
    const [x0, y0] = at(a0, R_OUTER);
    const [x1, y1] = at(a1, R_OUTER);
    const [x2, y2] = at(a1, R_ZODIAC_IN);
    const [x3, y3] = at(a0, R_ZODIAC_IN);
    p.push({
      kind: 'path',
      d: `M${round(x0)},${round(y0)} A${R_OUTER},${R_OUTER} 0 0,0 ${round(x1)},${round(y1)} L${round(x2)},${round(y2)} A${R_ZODIAC_IN},${R_ZODIAC_IN} 0 0,1 ${round(x3)},${round(y3)} Z`,
      fill: ELEMENT_FILL[i % 4],
    });
    const [gx, gy] = at(a0 + 15, R_SIGN_GLYPH);
    p.push({ kind: 'path', d: transformPath(SIGN_GLYPHS[sign], SIGN_GLYPH_SIZE / 20, gx, gy), stroke: ELEMENT_INK[i % 4], width: 1.9, cap: 'round', role: 'sign', data: sign });
  });
  // Degree ticks: one path per weight keeps the picture cheap to rasterise.
  const fine: string[] = [];
  const signBorders: string[] = [];
  for (let deg = 0; deg < 360; deg++) {
    const len = deg % 30 === 0 ? R_OUTER - R_ZODIAC_IN : deg % 10 === 0 ? 9 : deg % 5 === 0 ? 6 : 3;
    const [x1, y1] = at(deg, R_ZODIAC_IN);
    const [x2, y2] = at(deg, R_ZODIAC_IN + len);
    (deg % 30 === 0 ? signBorders : fine).push(`M${round(x1)},${round(y1)} L${round(x2)},${round(y2)}`);
  }
  p.push({ kind: 'path', d: fine.join(' '), stroke: '#a9a9bd', width: 0.6, cap: 'butt' });
  p.push({ kind: 'path', d: signBorders.join(' '), stroke: RULE, width: 1, cap: 'butt' });
  p.push({ kind: 'circle', cx: C, cy: C, r: R_OUTER, stroke: INK, width: 1.4 });
  p.push({ kind: 'circle', cx: C, cy: C, r: R_ZODIAC_IN, stroke: INK, width: 1 });
}

/** Where the house lines run and where their numbers sit. */
interface HouseRadii { outer: number; inner: number; number: number }
const NATAL_HOUSES: HouseRadii = { outer: R_ZODIAC_IN, inner: R_ASPECT, number: R_HOUSE_NUMBER };

export function drawHouses(p: Primitive[], chart: NatalChart, at: At, radii: HouseRadii = NATAL_HOUSES): void {
  const houses = chart.houses!;
  const angles = chart.angles!;
  const cuspLines: string[] = [];
  const numbers: string[] = [];
  // Cusps on the axes are drawn by the axes; Equal and Whole Sign cusps 1, 4, 7 and 10 need not be on them.
  const axes = [angles.ascendant, angles.midheaven].flatMap((a) => [a, a + 180]);
  const onAxis = (cusp: number) => axes.some((a) => Math.abs(((cusp - a + 540) % 360) - 180) < 1e-6);
  // Inside the polar circles Regiomontanus and Campanus houses can run clockwise.
  const clockwise = houses.cusps.reduce((sum, cusp, i) => sum + norm(houses.cusps[(i + 1) % 12] - cusp), 0) > 361;
  houses.cusps.forEach((cusp, i) => {
    if (!onAxis(cusp)) {
      const [x1, y1] = at(cusp, radii.outer);
      const [x2, y2] = at(cusp, radii.inner);
      cuspLines.push(`M${round(x1)},${round(y1)} L${round(x2)},${round(y2)}`);
    }
    const next = houses.cusps[(i + 1) % 12];
    const mid = clockwise ? cusp - norm(cusp - next) / 2 : cusp + norm(next - cusp) / 2;
    const [nx, ny] = at(mid, radii.number);
    numbers.push(textPath(String(i + 1), nx, ny, 10));
  });
  p.push({ kind: 'path', d: cuspLines.join(' '), stroke: '#b7b7c9', width: 0.8, cap: 'butt', role: 'cusps' });
  p.push({ kind: 'path', d: numbers.join(' '), stroke: '#55557a', width: 1.1, cap: 'round', role: 'house-numbers' });
  // The two axes run across the whole wheel and out past the rim, ASC and MC labelled there.
  for (const [lon, label] of [[angles.ascendant, 'ASC'], [angles.midheaven, 'MC']] as const) {
    const [x1, y1] = at(lon, R_OUTER + 8);
    const [x2, y2] = at(lon + 180, R_OUTER);
    p.push({ kind: 'line', x1: round(x1), y1: round(y1), x2: round(x2), y2: round(y2), stroke: INK, width: 1.8, role: 'axis', data: label });
    const [lx, ly] = at(lon, R_OUTER + 21);
    p.push({ kind: 'path', d: textPath(label, lx, ly, 11), stroke: INK, width: 1.5, cap: 'round', role: 'angle-label', data: label });
    const [ax, ay] = at(lon, R_OUTER + 8);
    const [bx, by] = at(lon + 1.6, R_OUTER + 1);
    const [cx, cy] = at(lon - 1.6, R_OUTER + 1);
    p.push({ kind: 'path', d: `M${round(ax)},${round(ay)} L${round(bx)},${round(by)} L${round(cx)},${round(cy)} Z`, fill: INK });
  }
}

function longitudeOf(chart: NatalChart, id: PointId): number | null {
  if (id === 'ascendant') return chart.angles?.ascendant ?? null;
  if (id === 'midheaven') return chart.angles?.midheaven ?? null;
  if (id === 'meanNode') return null; // the wheel shows the true node only
  return chart.bodies[id]?.longitude ?? null;
}

/** An aspect line between two longitudes, drawn heavier the tighter it is. */
export interface AspectLine { la: number; lb: number; type: AspectType; orb: number; maxOrb: number }

export function drawAspectLines(p: Primitive[], lines: AspectLine[], at: At, radius: number): void {
  const sorted = [...lines].sort((x, y) => y.orb - x.orb); // tightest drawn last, on top
  for (const line of sorted) {
    const style = ASPECT_STYLE[line.type];
    if (!style) continue;
    const [x1, y1] = at(line.la, radius);
    const [x2, y2] = at(line.lb, radius);
    const tightness = 1 - Math.min(1, line.orb / Math.max(line.maxOrb, 0.1));
    p.push({
      kind: 'line', role: 'aspect', data: line.type, x1: round(x1), y1: round(y1), x2: round(x2), y2: round(y2), stroke: style.stroke,
      width: round(0.7 + 1.1 * tightness), opacity: round(0.45 + 0.5 * tightness), ...(style.dash ? { dash: style.dash } : {}),
    });
  }
}

/** Minimum angular distance between two glyph centres so their square boxes never overlap. */
export function glyphSeparation(radius = R_PLANET, size = PLANET_GLYPH_SIZE): number {
  return ((size * Math.SQRT2 + 2) / radius) * (180 / Math.PI);
}

/**
 * Spread points on a circle so neighbours are at least `sep` degrees apart, each cluster centred
 * on the mean of its true positions. Works on an unwrapped line starting after the widest gap.
 */
export function spreadLongitudes(longitudes: number[], sep: number): number[] {
  const n = longitudes.length;
  if (n === 0) return [];
  const order = longitudes.map((lon, i) => ({ lon: norm(lon), i })).sort((a, b) => a.lon - b.lon || a.i - b.i);
  let widest = 0;
  let widestAt = 0;
  for (let k = 0; k < n; k++) {
    const gap = k + 1 < n ? order[k + 1].lon - order[k].lon : order[0].lon + 360 - order[k].lon;
    if (gap > widest) { widest = gap; widestAt = (k + 1) % n; }
  }
  const seq = [...order.slice(widestAt), ...order.slice(0, widestAt)];
  const base = seq[0].lon;
  const values = seq.map((s) => base + norm(s.lon - base));
  type Cluster = { members: number[] };
  let clusters: Cluster[] = values.map((_, k) => ({ members: [k] }));
  const centre = (c: Cluster) => c.members.reduce((sum, k) => sum + values[k], 0) / c.members.length;
  const span = (c: Cluster): [number, number] => {
    const mid = centre(c);
    const half = ((c.members.length - 1) * sep) / 2;
    return [mid - half, mid + half];
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let k = 0; k + 1 < clusters.length; k++) {
      if (span(clusters[k + 1])[0] - span(clusters[k])[1] < sep - 1e-9) {
        clusters = [...clusters.slice(0, k), { members: [...clusters[k].members, ...clusters[k + 1].members] }, ...clusters.slice(k + 2)];
        changed = true;
        break;
      }
    }
  }
  const result = new Array<number>(n);
  for (const c of clusters) {
    const [from] = span(c);
    c.members.forEach((k, j) => { result[seq[k].i] = norm(from + j * sep); });
  }
  return result;
}

interface Placed {
  id: BodyId | ExtraBodyId | 'partOfFortune';
  longitude: number;
  degreeInSign: number;
  sign: SignId;
  retrograde: boolean;
  point: boolean;
  /** Without a birth time, a body that moves far in a day (the Moon): where it was at 00:00 and 24:00. */
  dayRange?: { from: number; to: number };
}

/** The planets and the North Node, then Chiron, Lilith and the Part of Fortune where the chart has them. */
function placedOf(chart: NatalChart): Placed[] {
  const placed: Placed[] = [...PLANETS, 'trueNode' as const].map((id) => {
    const b = chart.bodies[id];
    // Only the Moon's day is long enough to draw: about 13°, where the Sun's is 1°.
    const dayRange = b.range && id === 'moon' ? { from: b.range.from.longitude, to: b.range.to.longitude } : undefined;
    return { id, longitude: b.longitude, degreeInSign: b.degreeInSign, sign: b.sign, retrograde: b.retrograde && id !== 'trueNode', point: false, ...(dayRange ? { dayRange } : {}) };
  });
  for (const id of ['chiron', 'lilith'] as const) {
    const b = chart.bodies[id];
    if (b) placed.push({ id, longitude: b.longitude, degreeInSign: b.degreeInSign, sign: b.sign, retrograde: b.retrograde && id === 'chiron', point: true });
  }
  const fortune = chart.points.partOfFortune;
  if (fortune) placed.push({ id: 'partOfFortune', longitude: fortune.longitude, degreeInSign: fortune.degreeInSign, sign: fortune.sign, retrograde: false, point: true });
  return placed;
}

/** The radii of one ring of planets: the tick on its outer rim, the glyph, its degree, sign, minutes, retrograde mark. */
export interface PlanetRing {
  tick: number;
  glyph: number;
  degree: number;
  sign: number;
  /** Null: minutes left out (a bi-wheel ring has no room for them). */
  minutes: number | null;
  retro: number;
  /** Where the dot at the true degree sits for aspect lines to meet, or null for none. */
  dot: number | null;
  /** Glyph size of a planet (points are drawn 4 units smaller). */
  size: number;
  /** Ink of the planets' glyphs, when not the wheel's own. */
  ink?: string;
  /** Whose ring this is in a bi-wheel, written on each glyph. */
  owner?: 'a' | 'b';
}
const NATAL_RING: PlanetRing = { tick: R_ZODIAC_IN, glyph: R_PLANET, degree: R_DEGREE, sign: R_SMALL_SIGN, minutes: R_MINUTES, retro: R_RETRO, dot: R_ASPECT, size: PLANET_GLYPH_SIZE };

export function drawPlanets(p: Primitive[], chart: NatalChart, at: At, ring: PlanetRing = NATAL_RING): void {
  const placed = placedOf(chart);
  const shown = spreadLongitudes(placed.map((x) => x.longitude), glyphSeparation(ring.glyph, ring.size));
  const ink = ring.ink ?? INK;
  placed.forEach((body, k) => {
    const id = body.id;
    const lon = body.longitude;
    const display = shown[k];
    const size = body.point ? ring.size - (PLANET_GLYPH_SIZE - POINT_GLYPH_SIZE) : ring.size;
    // Tick at the true degree on the ring's outer rim, and a leader line to the glyph.
    const [tx1, ty1] = at(lon, ring.tick);
    const [tx2, ty2] = at(lon, ring.tick - 6);
    p.push({ kind: 'line', x1: round(tx1), y1: round(ty1), x2: round(tx2), y2: round(ty2), stroke: body.point ? POINT_INK : ink, width: body.point ? 1.1 : 1.4 });
    const [gx, gy] = at(display, ring.glyph);
    const [lx, ly] = at(display, ring.glyph + size * 0.62);
    p.push({ kind: 'line', x1: round(tx2), y1: round(ty2), x2: round(lx), y2: round(ly), stroke: '#9a9ab4', width: 0.7, role: body.point ? 'point-leader' : 'leader', data: id });
    if (body.dayRange) {
      // Without a birth time the Moon is shown where it was at noon, with the arc it covered that day
      // drawn along the rim, so the picture claims no more than the reading does.
      p.push({ kind: 'path', d: rimArc(at, body.dayRange.from, body.dayRange.to, ring.tick - 3), stroke: ink, width: 3, opacity: 0.45, cap: 'round', role: 'day-range', data: id });
    }
    if (!body.point && ring.dot !== null) {
      // A dot on the aspect circle at the true degree, where the planet's aspect lines meet.
      const [dx, dy] = at(lon, ring.dot);
      p.push({ kind: 'circle', cx: round(dx), cy: round(dy), r: 1.8, fill: ink });
    }
    const path = id === 'chiron' || id === 'lilith' || id === 'partOfFortune' ? POINT_GLYPHS[id] : BODY_GLYPHS[id];
    p.push({
      kind: 'glyph', body: id, x: round(gx), y: round(gy), size,
      d: transformPath(path, size / 20, gx, gy), stroke: body.point ? POINT_INK : id === 'trueNode' ? '#55557a' : ink, width: body.point ? 1.5 : 1.7,
      trueLongitude: lon, ...(body.point ? { point: true } : {}), ...(ring.owner ? { owner: ring.owner } : {}),
    });
    const degree = Math.floor(body.degreeInSign);
    const minutes = Math.floor((body.degreeInSign - degree) * 60);
    const [degX, degY] = at(display, ring.degree);
    p.push({ kind: 'path', d: textPath(`${degree}°`, degX, degY, 9.5), stroke: ink, width: 1.05, cap: 'round' });
    const [sx, sy] = at(display, ring.sign);
    const signIndex = SIGNS.indexOf(body.sign);
    p.push({ kind: 'path', d: transformPath(SIGN_GLYPHS[body.sign], 9.5 / 20, sx, sy), stroke: ELEMENT_INK[signIndex % 4], width: 1.1, cap: 'round' });
    // The minutes of a position known only to the day would be false precision.
    if (ring.minutes !== null && !body.dayRange) {
      const [minX, minY] = at(display, ring.minutes);
      p.push({ kind: 'path', d: textPath(`${String(minutes).padStart(2, '0')}′`, minX, minY, 8), stroke: '#55557a', width: 0.95, cap: 'round' });
    }
    if (body.retrograde) {
      const [rx, ry] = at(display, ring.retro);
      p.push({ kind: 'path', d: textPath('R', rx, ry, 8), stroke: '#c0392b', width: 1.1, cap: 'round', role: 'retrograde', data: id });
    }
  });
}

/** An SVG arc along a circle of radius r from one longitude forward to another (the way the Moon moves). */
function rimArc(at: At, from: number, to: number, r: number): string {
  const span = (((to - from) % 360) + 360) % 360;
  const [x1, y1] = at(from, r);
  const [x2, y2] = at(to, r);
  // Longitudes grow counter-clockwise on the wheel: sweep flag 0; the day's arc is always under 180°.
  return `M${round(x1)} ${round(y1)} A${r} ${r} 0 ${span > 180 ? 1 : 0} 0 ${round(x2)} ${round(y2)}`;
}
