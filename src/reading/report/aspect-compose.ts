// The sentences of one natal aspect, composed from the chart: both points in their signs and houses,
// the type's own reading of them, the houses they link, which point is faster and closing in, and the
// houses the planets rule. Only the aspect's own type is ever named.
import type { AngleId, Aspect, NatalChart, PointId, SignId } from '../../astro/types.js';
import { TRADITIONAL_RULER } from '../../astro/chart/zodiac.js';
import type { AspectPoint, HouseNumber, InterpretationLibrary } from '../library/types.js';
import { SIGN_ELEMENT, houseName, isAngle, isPlanet, oppositeSign, pointName, signOfLongitude } from './chart-facts.js';
import { orbCertain, signChangeOf } from './birth-day.js';
import { capitalise, fill, formatOrb, joinList } from './text.js';

type Lib = InterpretationLibrary;

const OUTER: readonly PointId[] = ['uranus', 'neptune', 'pluto'];
const isNode = (id: PointId) => id === 'trueNode' || id === 'meanNode';

interface PointFacts {
  id: PointId;
  name: string;
  /** The sign as the reading states it: one sign, or both with the hour of the change. */
  signText: string;
  sign: SignId;
  signKnown: boolean;
  house: HouseNumber | null;
}

function factsOf(lib: Lib, chart: NatalChart, id: PointId, aspect: Aspect): PointFacts {
  if (isAngle(id)) {
    const sign = signOfLongitude(chart.angles![id]);
    return { id, name: pointName(lib, id), signText: lib.names.signs[sign], sign, signKnown: true, house: null };
  }
  const body = chart.bodies[id];
  const change = signChangeOf(body);
  // An aspect of only some hours of the birth day may lie wholly before or after the sign change.
  const hours = aspect.day?.certainty === 'part_of_day' ? aspect.day : null;
  if (change && hours && (hours.from >= change.time || hours.to <= change.time)) {
    const sign = hours.from >= change.time ? change.to : change.from;
    return { id, name: pointName(lib, id), signText: lib.names.signs[sign], sign, signKnown: true, house: null };
  }
  const signText = change
    ? fill(lib.aspects.signChanging, { from: lib.names.signs[change.from], to: lib.names.signs[change.to], time: change.time })
    : lib.names.signs[body.sign];
  return {
    id, name: pointName(lib, id), signText, sign: body.sign, signKnown: change === null,
    house: body.house === null ? null : (body.house as HouseNumber),
  };
}

function described(lib: Lib, p: PointFacts): string {
  const words = lib.aspects;
  return p.house === null
    ? fill(words.pointInSign, { name: p.name, sign: p.signText })
    : fill(words.pointInSignHouse, { name: p.name, sign: p.signText, house: houseName(lib, p.house) });
}

function areaOf(lib: Lib, p: PointFacts): string | null {
  if (isAngle(p.id)) return fill(lib.aspects.angleArea[p.id as AngleId], { sign: p.signText });
  if (p.house === null) return null;
  return fill(lib.aspects.areaInHouse, { area: lib.aspects.area[p.house], name: p.name, house: houseName(lib, p.house) });
}

/** The houses whose cusp sign a planet rules (traditional rulers, as the chart ruler is read). */
function housesRuledBy(chart: NatalChart, id: PointId): HouseNumber[] {
  if (!chart.houses || !isPlanet(id)) return [];
  return chart.houses.cusps.flatMap((cusp, i) => (TRADITIONAL_RULER[signOfLongitude(cusp)] === id ? [(i + 1) as HouseNumber] : []));
}

function drive(lib: Lib, id: PointId): string {
  return lib.aspects.drive[(id === 'meanNode' ? 'trueNode' : id) as AspectPoint];
}

/** The sentences that interpret one aspect of the chart. */
export function aspectSentences(lib: Lib, chart: NatalChart, aspect: Aspect, brief = false): string[] {
  const words = lib.aspects;
  const type = aspect.type;
  const typeName = words.typeSingular[type];
  // The node is always the second point; the faster point is first otherwise.
  const [aId, bId] = isNode(aspect.a) ? [aspect.b, aspect.a] : [aspect.a, aspect.b];
  const a = factsOf(lib, chart, aId, aspect);
  const b = factsOf(lib, chart, bId, aspect);
  const out: string[] = [];

  if (isNode(bId)) {
    out.push(fill(words.node[type], {
      A: described(lib, a), aDrive: drive(lib, aId), north: lib.names.signs[b.sign], south: lib.names.signs[oppositeSign(b.sign)],
    }));
    const aArea = areaOf(lib, a);
    if (aArea && b.house !== null && b.house !== a.house) out.push(fill(words.nodeHouses, { aArea, nodeArea: lib.aspects.area[b.house] }));
    return out;
  }
  if (isAngle(aId) && isAngle(bId)) {
    return [fill(words.angles, { aSign: a.signText, bSign: b.signText, type: typeName })];
  }

  const t = words.types[type];
  const sameSign = a.signKnown && b.signKnown && a.sign === b.sign;
  const sameHouse = a.house !== null && a.house === b.house;
  if (type === 'conjunction') {
    const pair = !sameSign
      ? fill(words.pairTwoSigns, { a: described(lib, a), b: described(lib, b) })
      : sameHouse
        ? fill(words.pairInSignHouse, { a: a.name, b: b.name, sign: a.signText, house: houseName(lib, a.house!) })
        : fill(words.pairInSign, { a: a.name, b: b.name, sign: a.signText });
    out.push(fill(t.joins, { pair, aDrive: drive(lib, aId), bDrive: drive(lib, bId) }));
  } else {
    out.push(fill(t.joins, { A: described(lib, a), B: described(lib, b), aDrive: drive(lib, aId), bDrive: drive(lib, bId) }));
  }

  const generational = OUTER.includes(aId) && OUTER.includes(bId);
  if (brief) {
    // A wide aspect reads in two sentences: what it joins, and where in life.
  } else if (generational) {
    out.push(fill(chart.houses ? words.generational : words.generationalNoTime, { type: typeName, a: a.name, b: b.name, aSign: a.signText, bSign: b.signText }));
  } else if (a.signKnown && b.signKnown) {
    const slots = { a: a.name, b: b.name, aManner: words.manner[a.sign], bManner: words.manner[b.sign] };
    if (type === 'conjunction') {
      out.push(sameSign ? fill(t.manners, { a: a.name, b: b.name, sign: a.signText, manner: words.manner[a.sign] }) : fill(t.mannersTwoSigns!, slots));
    } else if (type === 'trine') {
      out.push(SIGN_ELEMENT[a.sign] === SIGN_ELEMENT[b.sign]
        ? fill(t.manners, { ...slots, element: lib.names.elements[SIGN_ELEMENT[a.sign]] })
        : fill(t.mannersMixed!, slots));
    } else {
      out.push(fill(t.manners, slots));
    }
  }

  if (isAngle(bId) && (type === 'conjunction' || type === 'opposition')) {
    out.push(fill(words.angle[bId as AngleId][type], { a: a.name }));
  }

  if (brief) return out.map(capitalise);
  const aArea = areaOf(lib, a);
  const bArea = areaOf(lib, b);
  if (sameHouse && t.sameHouse) {
    out.push(fill(t.sameHouse, { a: a.name, b: b.name, house: houseName(lib, a.house!), area: words.area[a.house!] }));
  } else if (aArea && bArea && !(isAngle(bId) && (type === 'conjunction' || type === 'opposition'))) {
    out.push(fill(t.houses, { aArea, bArea }));
  }

  if (!generational && orbCertain(aspect) && !isAngle(aId)) {
    const toAngle = isAngle(bId);
    out.push(fill(aspect.orb < 1 / 60 ? words.exact : aspect.applying ? (toAngle ? words.applyingAngle : words.applying) : toAngle ? words.separatingAngle : words.separating, { a: a.name, b: b.name, aSign: a.signText, type: typeName, orb: formatOrb(aspect.orb) }));
  }

  const ruler = [bId, aId].find((id) => housesRuledBy(chart, id).length > 0);
  if (ruler) {
    const ruled = housesRuledBy(chart, ruler);
    out.push(fill(words.rules, {
      planet: pointName(lib, ruler), other: pointName(lib, ruler === aId ? bId : aId), type: typeName, houses: joinList(lib, ruled.map((h) => houseName(lib, h))),
      areas: joinList(lib, ruled.map((h) => words.areaShort[h])),
    }));
  }

  if (!generational && a.signKnown && b.signKnown) {
    out.push(fill(t.advice, { a: a.name, b: b.name, aSign: a.signText, bSign: b.signText }));
  }
  return out.map(capitalise);
}

/** "four squares, three trines and one conjunction" for the section's opening. */
export function typeCounts(lib: Lib, aspects: Aspect[], types: readonly Aspect['type'][]): string {
  const words = lib.aspects;
  const parts = types
    .map((type) => ({ type, count: aspects.filter((x) => x.type === type).length }))
    .filter((x) => x.count > 0)
    .sort((x, y) => y.count - x.count)
    .map(({ type, count }) => fill(words.typeCount, {
      count: words.numbers[count] ?? String(count), type: count === 1 ? words.typeSingular[type] : words.typePlural[type],
    }));
  return joinList(lib, parts);
}
