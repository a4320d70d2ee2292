// The sentences of one natal aspect, composed from the chart: both points in their signs and houses,
// the type's own reading of them, the houses they link and the houses the planets rule. Only the
// aspect's own type is ever named.
//
// A reading has thirty-odd aspects, so no frame may serve every one of them: the opening sentence is
// chosen by what the aspect is made of (how its two signs relate, then what kinds of point it joins), and
// a `FrameBudget` lets each frame stand at most twice in the section. What every aspect would repeat (what
// applying and separating mean) is said once for the section (`motionSentence`).
import type { AngleId, Aspect, AspectType, Element, ExtraBodyId, NatalChart, PlanetId, PointId, SignId } from '../../astro/types.js';
import { SIGNS } from '../../astro/types.js';
import { TRADITIONAL_RULER } from '../../astro/chart/zodiac.js';
import { findStelliums } from '../../astro/chart/patterns.js';
import type { AspectPoint, HouseNumber, InterpretationLibrary, PairKind, PointAspectType } from '../library/types.js';
import { SIGN_ELEMENT, SIGN_MODALITY, authoredPairText, houseName, isAngle, isPlanet, oppositeSign, pointName, signOfLongitude } from './chart-facts.js';
import { orbCertain, signChangeOf } from './birth-day.js';
import { invariable, nominative, phrase, type Word } from '../library/grammar.js';
import { capitalise, fill, joinList, listWords } from './text.js';

type Lib = InterpretationLibrary;

const OUTER: readonly PointId[] = ['uranus', 'neptune', 'pluto'];
const PERSONAL: readonly PointId[] = ['sun', 'moon', 'mercury', 'venus', 'mars'];
const isNode = (id: PointId) => id === 'trueNode' || id === 'meanNode';
const isExtra = (id: PointId): id is ExtraBodyId => id === 'chiron' || id === 'lilith';

/** How many times one frame may stand in the aspect section. */
export const FRAME_LIMIT = 2;

/**
 * The frames used so far in one reading's aspect section. A sentence offers the frames its facts allow,
 * most particular first, and takes the first one still under the limit; an optional sentence whose
 * frames are spent is left out, since the aspects before it have already said it.
 */
export class FrameBudget {
  private readonly uses = new Map<string, number>();
  /** The planets already read in each aspect to a point, by "point|type": for the text that refers back to them. */
  readonly pointAspects = new Map<string, Word[]>();
  /**
   * The points whose sign and house the section has said: a point is placed in full the first time and
   * named alone after that, or thirty aspects repeat "in Capricorn in the sixth house" forty times.
   */
  readonly placed = new Set<PointId>();

  /** The first key still under the limit, counted as used; null when all are spent. */
  take(keys: readonly string[]): string | null {
    const key = keys.find((k) => (this.uses.get(k) ?? 0) < FRAME_LIMIT);
    if (key === undefined) return null;
    this.uses.set(key, (this.uses.get(key) ?? 0) + 1);
    return key;
  }
}

// Every name, point and drive reaches a template as a Word, so that a language with cases can set it in
// the one its sentence needs («к вашему Марсу в Тельце»); English Words have one form, and its text is
// the same as when they were strings.

interface PointFacts {
  id: PointId;
  name: Word;
  /** The sign as the reading states it: one sign, or both with the hour of the change. */
  signText: Word;
  sign: SignId;
  signKnown: boolean;
  house: HouseNumber | null;
}

/** "Capricorn until 03:31, then Aquarius" in every case the aspect texts may set it in. */
function changingSign(lib: Lib, from: Word, to: Word, time: string): Word {
  return phrase((form) => fill(lib.aspects.signChanging, { from: from.forms[form], to: to.forms[form], time }), to.gender);
}

function factsOf(lib: Lib, chart: NatalChart, id: PointId, aspect: Aspect): PointFacts {
  if (isAngle(id)) {
    const sign = signOfLongitude(chart.angles![id]);
    return { id, name: pointName(lib, id), signText: lib.names.signs[sign], sign, signKnown: true, house: null };
  }
  const body = chart.bodies[id]!;
  const change = signChangeOf(body);
  // An aspect of only some hours of the birth day may lie wholly before or after the sign change.
  const hours = aspect.day?.certainty === 'part_of_day' ? aspect.day : null;
  if (change && hours && (hours.from >= change.time || hours.to <= change.time)) {
    const sign = hours.from >= change.time ? change.to : change.from;
    return { id, name: pointName(lib, id), signText: lib.names.signs[sign], sign, signKnown: true, house: null };
  }
  const signText = change
    ? changingSign(lib, lib.names.signs[change.from], lib.names.signs[change.to], change.time)
    : lib.names.signs[body.sign];
  return {
    id, name: pointName(lib, id), signText, sign: body.sign, signKnown: change === null,
    house: body.house === null ? null : (body.house as HouseNumber),
  };
}

/**
 * How a point acts in its sign, in that point's own terms: a planet's own phrase for the sign (Jupiter in
 * Cancer is generous through care; it does not "remember every slight", which is the Moon's and Cancer's),
 * an angle's the sign's manner, since an angle is the sign's way of meeting the world. A generational
 * planet gets none: its sign is a generation's, and the aspect is read through house and contact.
 */
function mannerOf(lib: Lib, p: PointFacts): string | null {
  if (isAngle(p.id)) return lib.aspects.manner[p.sign];
  if (!isPlanet(p.id) || OUTER.includes(p.id)) return null;
  return lib.placements.inSign[p.id][p.sign];
}

/** "Mars in Taurus in the second house", as a word that declines with the point's name; "Mars" once placed. */
function described(lib: Lib, p: PointFacts, placed?: ReadonlySet<PointId>): Word {
  const words = lib.aspects;
  if (placed?.has(p.id)) return p.name;
  return phrase((form) => (p.house === null
    ? fill(words.pointInSign, { name: p.name.forms[form], sign: p.signText })
    : fill(words.pointInSignHouse, { name: p.name.forms[form], sign: p.signText, house: houseName(lib, p.house) })), p.name.gender);
}

/** Two points as one word: "the Sun and the Moon in Leo", in every case, agreeing as a plural. */
function pairOf(lib: Lib, a: PointFacts, b: PointFacts): Word {
  const words = lib.aspects;
  const sameSign = a.signKnown && b.signKnown && a.sign === b.sign;
  const [aText, bText] = [described(lib, a), described(lib, b)];
  return phrase((form) => (!sameSign
    ? fill(words.pairTwoSigns, { a: aText.forms[form], b: bText.forms[form] })
    : a.house !== null && a.house === b.house
      ? fill(words.pairInSignHouse, { a: a.name.forms[form], b: b.name.forms[form], sign: a.signText, house: houseName(lib, a.house) })
      : fill(words.pairInSign, { a: a.name.forms[form], b: b.name.forms[form], sign: a.signText })), 'pl');
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

/** What a point stands for, as a word: the library's declined one where it gives them. */
function drive(lib: Lib, id: PointId): Word {
  const key = (id === 'meanNode' ? 'trueNode' : id) as AspectPoint;
  return lib.aspects.driveWords?.[key] ?? invariable(lib.aspects.drive[key]);
}

/**
 * The aspect's type as a word ("this square", «эта оппозиция»): the name table's word where it is the
 * same noun (Russian, which declines it and gives its gender), else the plain noun ("conjunct" is not
 * "conjunction").
 */
export function typeWordOf(lib: Lib, type: AspectType): Word {
  const name = lib.names.aspects[type];
  return nominative(name) === lib.aspects.typeSingular[type] ? name : invariable(lib.aspects.typeSingular[type]);
}

/**
 * A count in words where the library has one, agreeing with the noun it counts («одна оппозиция», «два
 * квадрата»): a `numbers` entry may choose by the noun's gender; English number words have no slot.
 */
function countWord(lib: Lib, n: number, noun: Word): string {
  const word = lib.aspects.numbers[n];
  return word === undefined ? String(n) : fill(word, { noun });
}

/** How many signs apart an aspect of each type falls when it is not out of sign. */
const SIGN_STEPS: Record<AspectType, number> = { conjunction: 0, sextile: 2, square: 3, trine: 4, quincunx: 5, opposition: 6 };

/**
 * How the two signs relate, as the type reads it: the element a conjunction or trine shares, the mode a
 * square or opposition shares, the two elements of a sextile or quincunx; 'apart' for an aspect out of
 * sign. Null when a sign hangs on the unknown hour.
 */
function relationOf(type: AspectType, a: PointFacts, b: PointFacts): { key: string; first?: PointFacts; second?: PointFacts } | null {
  if (!a.signKnown || !b.signKnown) return null;
  const steps = Math.abs(SIGNS.indexOf(a.sign) - SIGNS.indexOf(b.sign));
  if (Math.min(steps, 12 - steps) !== SIGN_STEPS[type]) return { key: 'apart' };
  if (type === 'conjunction' || type === 'trine') return { key: SIGN_ELEMENT[a.sign] };
  if (type === 'square' || type === 'opposition') return { key: SIGN_MODALITY[a.sign] };
  const [first, second] = SIGN_ELEMENT[a.sign] <= SIGN_ELEMENT[b.sign] ? [a, b] : [b, a];
  return { key: `${SIGN_ELEMENT[first.sign] as Element}-${SIGN_ELEMENT[second.sign] as Element}`, first, second };
}

function pairKindOf(a: PointId, b: PointId): PairKind {
  if (isAngle(b)) return 'angle';
  const personal = [a, b].filter((id) => PERSONAL.includes(id)).length;
  return personal === 2 ? 'personal' : personal === 1 ? 'personalSlow' : 'slow';
}

/**
 * Every opening sentence the aspect's facts allow, most particular first, each with the frame it uses:
 * by how the signs relate, by the kinds of point joined, and the type's plain opening.
 */
export function openingCandidates(lib: Lib, chart: NatalChart, aspect: Aspect, placed?: ReadonlySet<PointId>): Array<{ key: string; text: string }> {
  const words = lib.aspects;
  const type = aspect.type;
  let [aId, bId] = [aspect.a, aspect.b];
  // A personal planet opens a sentence about it and a slow one, whichever moved faster that day.
  if (!isAngle(bId) && PERSONAL.includes(bId) && !PERSONAL.includes(aId)) [aId, bId] = [bId, aId];
  const a = factsOf(lib, chart, aId, aspect);
  const b = factsOf(lib, chart, bId, aspect);
  const sameSign = a.signKnown && b.signKnown && a.sign === b.sign;
  const slots = { A: described(lib, a, placed), B: described(lib, b, placed), pair: pairOf(lib, a, b), aDrive: drive(lib, aId), bDrive: drive(lib, bId), bName: b.name };
  const out: Array<{ key: string; text: string }> = [];
  // The signs' element or mode tells what a pair of personal points does together; a generational planet
  // takes no sign's temper (Neptune in Capricorn is no "practical force"), so it opens by kind of point.
  const relation = OUTER.includes(aId) || OUTER.includes(bId) ? null : relationOf(type, a, b);
  const relationText = relation ? words.relation[type][relation.key] : undefined;
  if (relation && relationText) {
    out.push({
      key: `relation:${type}:${relation.key}`,
      text: fill(relationText, { ...slots, first: relation.first ? drive(lib, relation.first.id) : '', second: relation.second ? drive(lib, relation.second.id) : '' }),
    });
  }
  const kind = pairKindOf(aId, bId);
  out.push({ key: `kind:${type}:${kind}`, text: fill(words.pairKind[type][kind], slots) });
  out.push({ key: `joins:${type}`, text: fill(words.types[type].joins, slots) });
  const stellium = type === 'conjunction' && sameSign && findStelliums(chart).find((st) => st.by === 'sign' && st.planets.includes(aId as PlanetId) && st.planets.includes(bId as PlanetId));
  if (stellium) out.push({ key: 'stellium', text: fill(words.stelliumConjunction, { ...slots, sign: a.signText }) });
  out.push({ key: `again:${type}`, text: fill(words.again[type], slots) });
  return out;
}

/** The opening under the budget; when every frame the facts allow is spent, the most particular one. */
function opening(lib: Lib, chart: NatalChart, aspect: Aspect, budget: FrameBudget): string {
  const candidates = openingCandidates(lib, chart, aspect, budget.placed);
  const key = budget.take(candidates.map((c) => c.key));
  return (candidates.find((c) => c.key === key) ?? candidates[0]).text;
}

/** Whether an aspect is read in full rather than in its opening: not a generational pair, nor a point's. */
export function readableInFull(aspect: Aspect): boolean {
  const { a, b } = aspect;
  if (isNode(a) || isNode(b) || isExtra(a) || isExtra(b) || (isAngle(a) && isAngle(b))) return false;
  return !(OUTER.includes(a) && OUTER.includes(b));
}

/**
 * The sentences that interpret one aspect of the chart. `full` adds the signs' manners, the houses, the
 * rulerships and the type's advice to the opening; `budget` is the section's (a fresh one reads the aspect alone).
 */
export function aspectSentences(lib: Lib, chart: NatalChart, aspect: Aspect, full: boolean, budget = new FrameBudget()): string[] {
  const words = lib.aspects;
  const type = aspect.type;
  // A point (node, Chiron, Lilith) is always the second; the faster point is first otherwise.
  const [aId, bId] = isNode(aspect.a) || isExtra(aspect.a) ? [aspect.b, aspect.a] : [aspect.a, aspect.b];
  const a = factsOf(lib, chart, aId, aspect);
  const b = factsOf(lib, chart, bId, aspect);
  const typeName = typeWordOf(lib, type);
  const out: string[] = [];

  const isPoint = isNode(bId) || isExtra(bId);
  const point = isNode(bId) ? 'trueNode' : (bId as ExtraBodyId);
  const earlier = isPoint ? budget.pointAspects.get(`${point}|${type}`) ?? [] : [];
  if (isPoint) budget.pointAspects.set(`${point}|${type}`, [...earlier, a.name]);
  // A third planet in the same aspect to a point refers back to the first two rather than repeat their text.
  const again = isPoint && !budget.take([`point:${point}:${type}`]) && budget.take([`pointAgain:${point}`]);
  const contact = isExtra(bId) ? words.pointContact[bId][aId as PlanetId | AngleId] : '';
  if (again) {
    out.push(fill(words.pointAgain[point], {
      A: described(lib, a, budget.placed), article: lib.frame[`aspectArticle_${type}`], earlier: listWords(lib, earlier), aDrive: drive(lib, aId), contact, north: lib.names.signs[b.sign],
    }));
  } else if (isNode(bId)) {
    out.push(fill(words.node[type], {
      A: described(lib, a, budget.placed), aDrive: drive(lib, aId), north: lib.names.signs[b.sign], south: lib.names.signs[oppositeSign(b.sign)],
    }));
  } else if (isExtra(bId)) {
    out.push(fill(words.point[bId][type as PointAspectType], { A: described(lib, a, budget.placed), aDrive: drive(lib, aId), contact }));
  }
  // A body whose sign changed on an unknown-time birth day is placed anew each time: which sign it held
  // depends on the hours of the aspect.
  const placeable = (id: PointId) => isAngle(id) || !signChangeOf(chart.bodies[id]!);
  if (isPoint && placeable(aId)) budget.placed.add(aId);
  if (isNode(bId)) {
    const aArea = areaOf(lib, a);
    if (aArea && b.house !== null && b.house !== a.house && budget.take(['nodeHouses'])) {
      out.push(fill(words.nodeHouses, { aArea, nodeArea: lib.aspects.area[b.house] }));
    }
    return out.map((text) => capitalise(text));
  }
  if (isExtra(bId)) {
    const aArea = areaOf(lib, a);
    if (aArea && b.house !== null && b.house !== a.house && budget.take([`pointHouses:${bId}`])) {
      out.push(fill(words.pointHouses[bId], { aArea, pointArea: words.area[b.house], pointHouse: houseName(lib, b.house) }));
    }
    return out.map((text) => capitalise(text));
  }
  if (isAngle(aId) && isAngle(bId)) {
    return [capitalise(fill(words.angles, { aSign: a.signText, bSign: b.signText, type: typeName }))];
  }

  // Two outer planets make an aspect a whole generation shares (every living person has Neptune sextile
  // Pluto): it is named as the generation's, briefly, below; the authored texts read the personal ones.
  const generationalPair = OUTER.includes(aId) && OUTER.includes(bId);
  const authored = isPlanet(aId) && isPlanet(bId) && !generationalPair ? authoredAspect(lib, chart, aspect, a, b, typeName, full, budget) : null;
  if (authored) return authored;
  if (isPlanet(aId) && isAngle(bId)) return [lib.angleAspects[aId][bId as AngleId][type]];
  if (isAngle(aId) && isPlanet(bId)) return [lib.angleAspects[bId][aId as AngleId][type]];

  out.push(opening(lib, chart, aspect, budget));
  for (const id of [aId, bId]) if (placeable(id)) budget.placed.add(id);
  const generational = OUTER.includes(aId) && OUTER.includes(bId);
  if (generational && budget.take([chart.houses ? 'generational' : 'generationalNoTime'])) {
    out.push(fill(chart.houses ? words.generational : words.generationalNoTime, { type: typeName, a: a.name, b: b.name, aSign: a.signText, bSign: b.signText }));
  }
  const t = words.types[type];
  const sameSign = a.signKnown && b.signKnown && a.sign === b.sign;
  const aManner = a.signKnown ? mannerOf(lib, a) : null;
  const bManner = b.signKnown ? mannerOf(lib, b) : null;
  if (full && aManner !== null && bManner !== null) {
    const slots = { a: a.name, b: b.name, aManner, bManner };
    if (type === 'conjunction') {
      out.push(fill(sameSign ? t.manners : t.mannersTwoSigns!, { ...slots, sign: a.signText }));
    } else if (type === 'trine') {
      out.push(SIGN_ELEMENT[a.sign] === SIGN_ELEMENT[b.sign]
        ? fill(t.manners, { ...slots, element: lib.names.elements[SIGN_ELEMENT[a.sign]] })
        : fill(t.mannersMixed!, slots));
    } else {
      out.push(fill(t.manners, slots));
    }
  }

  const onAngle = isAngle(bId) && (type === 'conjunction' || type === 'opposition');
  if (onAngle && budget.take([`angle:${bId}:${type}`])) out.push(fill(words.angle[bId as AngleId][type as 'conjunction' | 'opposition'], { a: a.name }));
  if (!full) return out.map((text) => capitalise(text));

  const sameHouse = a.house !== null && a.house === b.house;
  const aArea = areaOf(lib, a);
  const bArea = areaOf(lib, b);
  if (sameHouse && t.sameHouse) {
    out.push(fill(t.sameHouse, { a: a.name, b: b.name, house: houseName(lib, a.house!), area: words.area[a.house!] }));
  } else if (aArea && bArea && !onAngle) {
    out.push(fill(t.houses, { aArea, bArea }));
  }
  if (aspect.orb < 1 / 60 && orbCertain(aspect) && budget.take(['exact'])) {
    out.push(fill(words.exact, { a: a.name, b: b.name, aSign: a.signText, type: typeName }));
  }
  const rulership = rulershipSentence(lib, chart, a, b, typeName, budget);
  if (rulership) out.push(rulership);
  if (a.signKnown && b.signKnown) out.push(fill(t.advice, { a: a.name, b: b.name, aSign: a.signText, bSign: b.signText }));
  return out.map((text) => capitalise(text));
}

/**
 * An aspect between two planets: its authored text for the pair and type, then what only this chart
 * adds, each at most twice a section: the houses it links, that it is exact, and the houses its planets rule.
 */
function authoredAspect(lib: Lib, chart: NatalChart, aspect: Aspect, a: PointFacts, b: PointFacts, typeName: Word, full: boolean, budget: FrameBudget): string[] | null {
  const text = authoredPairText(lib, a.id as PlanetId, b.id as PlanetId, aspect.type);
  // A Sun–Mercury square is geometry the sky never makes (Mercury stays within 28° of the Sun); only a
  // made-up chart has one, and it is composed from the points' facts instead.
  if (text === undefined) return null;
  const out: string[] = [];
  // Where the hour decides a sign, the aspect says which sign each point held in the hours it formed.
  const changed = (p: PointFacts) => isPlanet(p.id) && signChangeOf(chart.bodies[p.id]) !== null;
  const placing = changed(a) || changed(b) ? budget.take(['placing', 'placing_2', 'placing_3', 'placing_4', 'placing_5']) : null;
  if (placing) out.push(fill(lib.aspects[placing as 'placing'], { pair: pairOf(lib, a, b) }));
  out.push(text);
  if (!full) return out.map((sentence) => capitalise(sentence));
  const t = lib.aspects.types[aspect.type];
  const aArea = areaOf(lib, a);
  const bArea = areaOf(lib, b);
  if (a.house !== null && a.house === b.house && t.sameHouse) {
    if (budget.take([`sameHouse:${aspect.type}`])) out.push(fill(t.sameHouse, { a: a.name, b: b.name, house: houseName(lib, a.house), area: lib.aspects.area[a.house] }));
  } else if (aArea && bArea && budget.take([`houses:${aspect.type}`])) {
    out.push(fill(t.houses, { aArea, bArea }));
  }
  if (aspect.orb < 1 / 60 && orbCertain(aspect) && budget.take(['exact'])) {
    out.push(fill(lib.aspects.exact, { a: a.name, b: b.name, aSign: a.signText, type: typeName }));
  }
  const rulership = rulershipSentence(lib, chart, a, b, typeName, budget);
  if (rulership) out.push(rulership);
  return out.map((sentence) => capitalise(sentence));
}

/**
 * What the houses the two planets rule add: the ruler of the house the other stands in, both rulers at
 * once, or one ruler's houses, whichever is true and not yet spent.
 */
function rulershipSentence(lib: Lib, chart: NatalChart, a: PointFacts, b: PointFacts, typeName: Word, budget: FrameBudget): string | null {
  const words = lib.aspects;
  const houses = (ids: HouseNumber[]) => houseList(lib, ids);
  const aRules = housesRuledBy(chart, a.id);
  const bRules = housesRuledBy(chart, b.id);
  const candidates: Array<{ key: string; text: () => string }> = [];
  for (const [ruler, tenant, ruled] of [[b, a, bRules], [a, b, aRules]] as const) {
    if (tenant.house !== null && ruled.includes(tenant.house)) {
      candidates.push({
        key: 'rulesTenant',
        text: () => fill(words.rulesTenant, { planet: ruler.name, house: houseName(lib, tenant.house!), other: tenant.name, type: typeName, area: words.area[tenant.house!] }),
      });
      break;
    }
  }
  if (aRules.length > 0 && bRules.length > 0) {
    candidates.push({
      key: 'rulesBoth',
      text: () => fill(words.rulesBoth, {
        a: a.name, b: b.name, aHouses: houses(aRules), bHouses: houses(bRules), type: typeName,
        areas: joinList(lib, [...new Set([...aRules, ...bRules])].sort((x, y) => x - y).map((h) => words.areaShort[h])),
      }),
    });
  }
  const [ruler, ruled] = bRules.length > 0 ? [b, bRules] : [a, aRules];
  if (ruled.length > 0) {
    candidates.push({
      key: 'rules',
      text: () => fill(words.rules, {
        planet: ruler.name, other: (ruler === a ? b : a).name, type: typeName, houses: houses(ruled), areas: joinList(lib, ruled.map((h) => words.areaShort[h])),
      }),
    });
  }
  const key = budget.take(candidates.map((c) => c.key));
  return key ? candidates.find((c) => c.key === key)!.text() : null;
}

/**
 * Houses a planet rules, as one name: "the first house and the sixth house"; in a language with a plural
 * noun for them, the ordinals share it («первым и шестым домами»), each house's name being its ordinal
 * and the noun.
 */
function houseList(lib: Lib, ids: readonly HouseNumber[]): Word {
  const names = ids.map((h) => houseName(lib, h));
  const plural = lib.aspects.housesPlural;
  if (plural === undefined || names.length < 2) return listWords(lib, names);
  const ordinal = (name: string) => name.replace(/\s+\S+$/u, '');
  return phrase((form) => `${joinList(lib, names.map((name) => ordinal(name.forms[form])))} ${plural.forms[form]}`, plural.gender);
}

/** The section's one sentence on motion: how many aspects apply and separate, and what each means. */
export function motionSentence(lib: Lib, aspects: Aspect[]): string | null {
  const timed = aspects.filter((x) => orbCertain(x) && x.orb >= 1 / 60);
  const applying = timed.filter((x) => x.applying).length;
  // The two counts must add up to the aspects the section lists: when some are exact or hang on the
  // unknown hour, a count of the rest would contradict the section's own total, so none is given.
  if (timed.length < 2 || timed.length !== aspects.length) return null;
  const noun = lib.aspects.aspectWord ?? invariable('');
  return fill(lib.aspects.motion, { applying: countWord(lib, applying, noun), separating: countWord(lib, timed.length - applying, noun) });
}

/** "four squares, three trines and one conjunction" for the section's opening. */
export function typeCounts(lib: Lib, aspects: Aspect[], types: readonly Aspect['type'][]): string {
  const words = lib.aspects;
  const parts = types
    .map((type) => ({ type, count: aspects.filter((x) => x.type === type).length }))
    .filter((x) => x.count > 0)
    .sort((x, y) => y.count - x.count)
    .map(({ type, count }) => fill(words.typeCount, {
      // A plural may choose its form by the count («два квадрата», «пять квадратов»); English's have no slot.
      count: countWord(lib, count, lib.names.aspects[type]), type: count === 1 ? words.typeSingular[type] : fill(words.typePlural[type], { count }, lib.language),
    }));
  return joinList(lib, parts);
}
