// composeCompatibility: two charts and their synastry to a structured, stored reading. Deterministic:
// no clock, no randomness, every list in a fixed order. Every paragraph names the two people, so what
// one couple reads is theirs alone; the synthesis counts and names what the charts hold.
import { OUTER_PLANETS, type InterAspect, type Synastry, type SynastryPoint } from '../../astro/chart/synastry.js';
import { SIGN_ELEMENT, degreeInSign, signOf } from '../../astro/chart/zodiac.js';
import type { Element, NatalChart, PlanetId } from '../../astro/types.js';
import { SYNASTRY_CORE, type PersonalPoint, type SynastryCore, type OuterPlanet } from '../library/synastry-types.js';
import { invariable, nominative, phrase, type SlotValue, type Word } from '../library/grammar.js';
import type { HouseNumber, InterpretationLibrary } from '../library/types.js';
import { signChangeOf } from './birth-day.js';
import { formatDecimal, formatPosition, placeLabel } from './chart-facts.js';
import { fill, formatDate, formatDegrees, formatOrb, frameText, joinList, listWords } from './text.js';
import { coveredReport } from './cover.js';
import type { Report } from './types.js';
import { ReadingWriter } from './writer.js';

export interface CompatibilityInput {
  /** The buyer's name and the partner's, as given. */
  name: string;
  partnerName: string;
  synastry: Synastry;
  /** ISO timestamp of the order; the only "now" the composer knows. */
  orderedAt: string;
  pdf: boolean;
}

type Side = 'a' | 'b';
/** The two people as the templates are filled with them: words, so a language with cases declines them. */
type People = Record<Side, Word>;
const ELEMENTS: Element[] = ['fire', 'earth', 'air', 'water'];

/**
 * How each person is called: the first word of the name (or the word the library's language calls a
 * person by), or the whole name when both are the same ("Alex Kim" and "Alex Roe").
 */
export function callNames(name: string, partnerName: string, callName?: (name: string) => string): { a: string; b: string } {
  const clean = (n: string) => n.trim().replace(/\s+/g, ' ');
  const [a, b] = [clean(name), clean(partnerName)];
  const first = (n: string) => callName?.(n) ?? n.split(' ')[0]!;
  return first(a).toLocaleLowerCase() === first(b).toLocaleLowerCase() ? { a, b } : { a: first(a), b: first(b) };
}

/** The two call names as words: declined by the library where its language declines names, else as written. */
export function peopleOf(lib: InterpretationLibrary, name: string, partnerName: string): People {
  const called = callNames(name, partnerName, lib.synastry.callName);
  const asWord = (n: string) => lib.synastry.personName?.(n) ?? invariable(n);
  return { a: asWord(called.a), b: asWord(called.b) };
}

export function composeCompatibility(input: CompatibilityInput, lib: InterpretationLibrary): Report {
  const s = lib.synastry;
  const t = (key: string, values: Record<string, SlotValue> = {}) => {
    const template = s.frame[key];
    if (template === undefined) throw new Error(`synastry frame text "${key}" is missing from the ${lib.language} library`);
    return fill(template, values, lib.language);
  };
  const names = peopleOf(lib, input.name, input.partnerName);
  const { a: chartA, b: chartB } = input.synastry;
  const charts: Record<Side, NatalChart> = { a: chartA, b: chartB };
  const other = (side: Side): Side => (side === 'a' ? 'b' : 'a');
  const pointName = (p: SynastryPoint) => (p === 'ascendant' || p === 'midheaven' ? lib.names.angles[p] : lib.names.planets[p]);
  const w = new ReadingWriter();

  // Introduction: what is read, each person's lights, and what an unknown time leaves out.
  w.section('introduction', t('introductionTitle'));
  w.paragraph(t('introduction', names));
  w.list((['a', 'b'] as const).map((side) => {
    const chart = charts[side];
    const values = {
      sun: lib.names.signs[chart.bodies.sun.sign],
      moon: signChangeOf(chart.bodies.moon) ? signSpan(lib.names.signs[chart.bodies.moon.range!.from.sign], lib.names.signs[chart.bodies.moon.range!.to.sign]) : lib.names.signs[chart.bodies.moon.sign],
      rising: chart.angles ? lib.names.signs[signOf(chart.angles.ascendant)] : '',
    };
    return { text: t(chart.angles ? 'placementsRising' : 'placements', { ...values, name: names[side] }) };
  }));
  for (const side of ['a', 'b'] as const) {
    const chart = charts[side];
    if (chart.moment.timeKnown) continue;
    const moon = chart.bodies.moon;
    const change = signChangeOf(moon);
    const notes = [t('unknownTime', { name: names[side] })];
    notes.push(t('partOfDayExplained', { name: names[side] }));
    if (change) notes.push(t('moonChanged', { name: names[side], from: lib.names.signs[change.from], to: lib.names.signs[change.to], time: change.time }));
    else if (moon.range) notes.push(moonArc(lib, names[side], moon.range.from.longitude, moon.range.to.longitude));
    w.note(notes.join(' '));
  }

  const aspects = input.synastry.aspects;
  const lead = (x: InterAspect) => t('aspectLead', { a: names.a, pa: pointName(x.a), aspect: lib.names.aspects[x.type], b: names.b, pb: pointName(x.b) });

  writeSynthesis(w, lib, input.synastry, names, t, lead, pointName);

  // Inter-chart aspects: the core ones tightest first, then the slower planets.
  w.section('aspects', t('aspectsTitle'));
  w.paragraph(t('aspectsIntro', names));
  const isOuter = (x: InterAspect) => OUTER_PLANETS.includes(x.a as PlanetId) || OUTER_PLANETS.includes(x.b as PlanetId);
  // An outer planet of one person making the same aspect to several of the other's points: the
  // library's shorter "the same, here too" text after the first, where it has one.
  const outerSeen = new Set<string>();
  const midheavenAgain = (x: InterAspect): string | null => {
    const again = s.midheavenAgain;
    if (!again || (x.a !== 'midheaven' && x.b !== 'midheaven') || (x.a === 'midheaven' && x.b === 'midheaven')) return null;
    const [planet, owner, other] = x.b === 'midheaven' ? [x.a, 'a', 'b'] as const : [x.b, 'b', 'a'] as const;
    const type = x.type === 'opposition' ? 'opposition' : 'conjunction';
    const key = `${owner}-midheaven-${type}`;
    if (!outerSeen.has(key)) {
      outerSeen.add(key);
      return null;
    }
    return fill(again[type], { x: names[owner], y: names[other], planet: pointName(planet), gift: s.frame[`gift_${planet}`]! });
  };
  const outerAgain = (x: InterAspect): string | null => {
    const again = s.outerAgain;
    const outerA = OUTER_PLANETS.includes(x.a as PlanetId);
    if (!again || (!outerA && !OUTER_PLANETS.includes(x.b as PlanetId))) return null;
    const [planet, point, owner, other] = outerA ? [x.a, x.b, 'a', 'b'] as const : [x.b, x.a, 'b', 'a'] as const;
    const key = `${owner}-${planet}-${x.type}`;
    if (!outerSeen.has(key)) {
      outerSeen.add(key);
      return null;
    }
    return fill(again[x.type], { x: names[owner], y: names[other], planet: pointName(planet), point: pointName(point) });
  };
  const writeAspect = (x: InterAspect) => {
    const text = outerAgain(x) ?? midheavenAgain(x) ?? aspectText(lib, x, names);
    const orb = x.day && x.day.orbMax - x.day.orbMin >= 1 && x.day.certainty === 'all_day'
      ? t('orbRangeNote', { from: formatOrb(x.day.orbMin), to: formatOrb(x.day.orbMax) })
      : x.day?.certainty === 'part_of_day' ? '' : t('orbNote', { orb: formatOrb(x.orb) });
    const uncertainSide = x.day?.certainty === 'part_of_day' ? uncertainOwner(charts, x) : null;
    const note = uncertainSide ? t('partOfDay', { name: names[uncertainSide] }) : orb;
    w.paragraph(text, `${lead(x)} (${note})`);
  };
  // Contacts that hold whatever the hour come first; those that depend on an unknown hour after them.
  const byCertainty = [...aspects.filter((x) => x.day?.certainty !== 'part_of_day'), ...aspects.filter((x) => x.day?.certainty === 'part_of_day')];
  for (const x of byCertainty.filter((x) => !isOuter(x))) writeAspect(x);
  const outer = byCertainty.filter(isOuter);
  if (outer.length > 0) {
    w.heading(t('outerHeading'));
    for (const x of outer) writeAspect(x);
  }

  // House overlays: each person's planets in the other's houses, grouped by house.
  w.section('overlays', t('overlaysTitle'));
  w.paragraph(t('overlaysIntro'));
  for (const guest of ['a', 'b'] as const) {
    const host = other(guest);
    const values = { guest: names[guest], host: names[host] };
    w.heading(t('overlayHeading', values));
    const overlays = guest === 'a' ? input.synastry.overlays.aInB : input.synastry.overlays.bInA;
    if (!overlays) {
      w.note(t('noHouses', values));
      continue;
    }
    const byHouse = new Map<number, PlanetId[]>();
    const crossing = overlays.filter((o) => o.crossesInto !== undefined);
    for (const o of overlays) if (o.crossesInto === undefined) byHouse.set(o.house, [...(byHouse.get(o.house) ?? []), o.planet]);
    // A house holding only outer planets is a generation's placement, not this couple's: left out.
    for (const house of [...byHouse.keys()].sort((x, y) => x - y)) {
      const planets = byHouse.get(house)!;
      if (planets.every((p) => OUTER_PLANETS.includes(p))) continue;
      const planetList = guestPlanets(lib, names[guest], planets.map((p) => lib.names.planets[p]));
      const gifts = joinClauses(lib, planets.map((p) => fill(s.guest[p], { guest: names[guest] })));
      w.paragraph(`${fill(s.overlays[house as HouseNumber], { ...values, planets: planetList })} ${capitalFirst(gifts)}.`);
    }
    for (const o of crossing) {
      w.note(t('overlayCrossing', { ...values, planet: lib.names.planets[o.planet], from: lib.names.houses[o.house as HouseNumber], to: lib.names.houses[o.crossesInto as HouseNumber] }));
    }
  }

  // Elements and pace.
  w.section('balance', t('balanceTitle'));
  const balance = input.synastry.balance;
  w.table([t('balanceColumnElement'), nominative(names.a), nominative(names.b)], ELEMENTS.map((e) => [capitalFirst(nominative(lib.names.elements[e])), weight(lib, balance.byPerson.a[e]), weight(lib, balance.byPerson.b[e])]));
  w.note(t('balanceNote'));
  // Ties go to the element of the person's Sun, then to the fixed order, as the natal balance has it.
  const topOf = (side: Side) => {
    const counts = balance.byPerson[side];
    const top = Math.max(...ELEMENTS.map((e) => counts[e]));
    const sun = SIGN_ELEMENT[charts[side].bodies.sun.sign];
    return counts[sun] === top ? sun : ELEMENTS.find((e) => counts[e] === top)!;
  };
  const [ea, eb] = [topOf('a'), topOf('b')];
  const key = [ea, eb].sort().join('-');
  const elementNames: Record<string, Word> = ea === eb ? {} : { [ea]: names.a, [eb]: names.b };
  w.paragraph(fill(s.balance.dominantPair[key]!, { ...names, ...elementNames }));
  for (const e of balance.lackingElements) w.paragraph(fill(s.balance.lacking[e], names));
  w.paragraph(fill(s.balance.modality[balance.dominantModality], names));
  const compositeSign = input.synastry.composite.sun;
  w.paragraph(fill(s.compositeSun[SIGN_ELEMENT[compositeSign]], { ...names, sign: lib.names.signs[compositeSign] }));

  w.section('closing', t('closingTitle'));
  w.paragraph(t('closing', names));

  const facts: Array<[string, string]> = [];
  for (const side of ['a', 'b'] as const) {
    const chart = charts[side];
    const date = formatDate(lib, chart.moment.localDate);
    facts.push([t('factBorn', { name: names[side] }), `${date}, ${chart.moment.timeKnown ? chart.moment.localTime : frameText(lib, 'timeUnknown')}`]);
    facts.push([t('factPlace', { name: names[side] }), placeLabel(chart)]);
    facts.push([t('factSunMoon', { name: names[side] }), `${nominative(lib.names.signs[chart.bodies.sun.sign])} / ${signChangeOf(chart.bodies.moon) ? `${nominative(lib.names.signs[chart.bodies.moon.range!.from.sign])}–${nominative(lib.names.signs[chart.bodies.moon.range!.to.sign])}` : nominative(lib.names.signs[chart.bodies.moon.sign])}`]);
    if (chart.angles) facts.push([t('factRising', { name: names[side] }), nominative(lib.names.signs[signOf(chart.angles.ascendant)])]);
  }
  facts.push([t('factCompositeSun'), nominative(lib.names.signs[compositeSign])]);
  facts.push([frameText(lib, 'factPrepared'), formatDate(lib, input.orderedAt)]);

  const body = {
    kind: 'compatibility',
    name: input.name.trim().replace(/\s+/g, ' '),
    addons: input.pdf ? ['pdf' as const] : [],
    orderedAt: input.orderedAt,
    birth: {
      date: chartA.moment.localDate,
      time: chartA.moment.timeKnown ? chartA.moment.localTime : null,
      place: placeLabel(chartA),
      timezone: chartA.moment.timezone,
      utcOffset: chartA.moment.utcOffset,
    },
    facts,
    sections: w.finished(),
    chart: chartA,
    partnerChart: chartB,
  };
  return coveredReport(lib, body, { title: t('title', names), subtitle: t('subtitle', names), footer: (date) => t('footer', { date }), wheelLabel: t('labelWheel', names) });
}

/** The Moon's arc on a day of unknown time: the sign named once where the library says it so and the Moon kept its sign. */
function moonArc(lib: InterpretationLibrary, name: Word, from: number, to: number): string {
  const oneSign = lib.synastry.moonArcOneSign;
  if (oneSign !== undefined && signOf(from) === signOf(to)) {
    return fill(oneSign, { name, from: formatDegrees(degreeInSign(from)), to: formatDegrees(degreeInSign(to)), sign: lib.names.signs[signOf(from)] }, lib.language);
  }
  return fill(lib.synastry.frame.moonArc!, { name, from: formatPosition(lib, from), to: formatPosition(lib, to) }, lib.language);
}

/** A Moon that changed sign that day, «Рыбы–Овен», as a word: each case sets both signs in it («в Рыбах–Овне»). */
const signSpan = (from: Word, to: Word): Word => phrase((form) => `${from.forms[form]}–${to.forms[form]}`, from.gender);

/** The guest's planets in a house, owner and names as one phrase (a word, so a language declines it). */
function guestPlanets(lib: InterpretationLibrary, guest: Word, planets: Word[]): SlotValue {
  const template = lib.synastry.guestPlanets;
  if (template === undefined) return `${nominative(guest)}’s ${joinList(lib, planets.map(nominative))}`;
  const names = listWords(lib, planets);
  return phrase((form) => fill(template, { planets: names.forms[form], guest }), names.gender);
}

/** Distinct words (by their nominative), listed as one word. */
function uniqueList(lib: InterpretationLibrary, words: Word[]): Word {
  const seen = new Map<string, Word>();
  for (const word of words) if (!seen.has(word.forms.nom)) seen.set(word.forms.nom, word);
  return listWords(lib, [...seen.values()]);
}

/** Clauses joined in one sentence: the list's joiners, with the library's own before the last clause if it has one. */
function joinClauses(lib: InterpretationLibrary, clauses: string[]): string {
  const and = lib.synastry.clauseAnd;
  if (and === undefined || clauses.length <= 1) return joinList(lib, clauses);
  return clauses.slice(0, -1).join(frameText(lib, 'listComma')) + and + clauses[clauses.length - 1];
}

/** A weighted count with the decimal mark of the library's language ("5.5", «5,5»); counts are halves at most. */
const weight = (lib: InterpretationLibrary, x: number) => formatDecimal(lib, x, 1, true);
const capitalFirst = (text: string) => (text ? text[0]!.toLocaleUpperCase() + text.slice(1) : text);

/** Whose unknown birth time a part-of-day contact depends on (the side whose point moved that day). */
function uncertainOwner(charts: Record<Side, NatalChart>, x: InterAspect): Side {
  const moves = (chart: NatalChart, p: SynastryPoint) => p !== 'ascendant' && p !== 'midheaven' && chart.bodies[p].range !== undefined && p === 'moon';
  if (moves(charts.a, x.a)) return 'a';
  if (moves(charts.b, x.b)) return 'b';
  return charts.a.moment.timeKnown ? 'b' : 'a';
}

/** The library text of one inter-chart aspect, with the two people in their roles. */
export function aspectText(lib: InterpretationLibrary, x: InterAspect, names: Record<Side, SlotValue>): string {
  const s = lib.synastry;
  const outerA = OUTER_PLANETS.includes(x.a as PlanetId);
  const outerB = OUTER_PLANETS.includes(x.b as PlanetId);
  if (outerA || outerB) {
    const [planet, point, owner, touchedOwner] = outerA ? [x.a, x.b, names.a, names.b] : [x.b, x.a, names.b, names.a];
    const touchedText = fill(s.touched[point as PersonalPoint], { y: touchedOwner });
    return fill(s.outer[planet as OuterPlanet][x.type], { x: owner, y: touchedOwner, point: touchedText });
  }
  if (x.a === 'midheaven' || x.b === 'midheaven') {
    const [planet, owner, mcOwner] = x.b === 'midheaven' ? [x.a, names.a, names.b] : [x.b, names.b, names.a];
    const type = x.type === 'opposition' ? 'opposition' : 'conjunction';
    const name = planet === 'ascendant' || planet === 'midheaven' ? lib.names.angles[planet] : lib.names.planets[planet];
    return fill(s.midheaven[type], { x: owner, y: mcOwner, planet: name, gift: s.frame[`gift_${planet}`]! });
  }
  const ia = SYNASTRY_CORE.indexOf(x.a as SynastryCore);
  const ib = SYNASTRY_CORE.indexOf(x.b as SynastryCore);
  const [key, first, second] = ia <= ib ? [`${x.a}-${x.b}`, names.a, names.b] : [`${x.b}-${x.a}`, names.b, names.a];
  const texts = s.aspects[key];
  if (!texts) throw new Error(`no synastry text for ${key}`);
  return fill(texts[x.type], { x: first, y: second });
}

/** The synthesis: how the contacts lean, the strongest tie, who gives what to whom, where the friction sits. */
function writeSynthesis(
  w: ReadingWriter,
  lib: InterpretationLibrary,
  synastry: Synastry,
  names: People,
  t: (key: string, values?: Record<string, SlotValue>) => string,
  lead: (x: InterAspect) => string,
  pointName: (p: SynastryPoint) => Word,
): void {
  w.section('synthesis', t('synthesisTitle'));
  // What holds whatever the hours of birth: an aspect that only some hours give is not counted.
  const sure = synastry.aspects.filter((x) => x.day?.certainty !== 'part_of_day');
  const counts = { conjunction: 0, sextile: 0, square: 0, trine: 0, opposition: 0 };
  for (const x of sure) counts[x.type] += 1;
  const flowing = counts.trine + counts.sextile;
  const tense = counts.square + counts.opposition;
  const fused = counts.conjunction;
  if (sure.length > 0) {
    const plural: Record<string, [string, string]> = {
      conjunction: ['conjunction', 'conjunctions'], trine: ['trine', 'trines'], sextile: ['sextile', 'sextiles'], square: ['square', 'squares'], opposition: ['opposition', 'oppositions'],
    };
    const counted = lib.synastry.aspectCounts;
    const list = (['conjunction', 'trine', 'sextile', 'square', 'opposition'] as const).filter((k) => counts[k] > 0)
      .map((k) => (counted ? fill(counted[k], { n: counts[k] }, lib.language) : `${counts[k]} ${plural[k]![counts[k] === 1 ? 0 : 1]}`));
    const lean = fused > flowing && fused > tense ? 'leanFused' : flowing > tense ? 'leanFlowing' : tense > flowing ? 'leanTense' : 'leanEven';
    w.paragraph([t('count', { ...names, total: sure.length, list: joinList(lib, list) }), t(lean, { ...names, flowing, tense, fused })].join(' '));
  }

  // The strongest tie is the couple's own: an outer planet's contact is shared with a generation.
  const strongest = sure.find((x) => !OUTER_PLANETS.includes(x.a as PlanetId) && !OUTER_PLANETS.includes(x.b as PlanetId));
  const sentences: string[] = [];
  if (strongest) {
    const spread = strongest.day && strongest.day.orbMax - strongest.day.orbMin >= 1;
    sentences.push(t(spread ? 'strongestRange' : 'strongest', { lead: lead(strongest), orb: formatOrb(spread ? strongest.day!.orbMin : strongest.orb) }));
  }
  const venusMars = sure.find((x) => (x.a === 'venus' && x.b === 'mars') || (x.a === 'mars' && x.b === 'venus'));
  if (venusMars && venusMars !== strongest) sentences.push(t('attraction', { lead: lead(venusMars) }));
  const sunMoon = sure.find((x) => (x.a === 'sun' && x.b === 'moon') || (x.a === 'moon' && x.b === 'sun'));
  if (sunMoon && sunMoon !== strongest) sentences.push(t('lastingBond', { lead: lead(sunMoon) }));
  if (sentences.length) w.paragraph(sentences.join(' '));

  // Who gives what: each person's planet that touches most of the other's points, tightest breaking ties.
  const gives: string[] = [];
  for (const side of ['a', 'b'] as const) {
    const receiver = side === 'a' ? 'b' : 'a';
    const byPlanet = new Map<SynastryPoint, InterAspect[]>();
    for (const x of sure) {
      const own = side === 'a' ? x.a : x.b;
      if (own === 'midheaven') continue;
      byPlanet.set(own, [...(byPlanet.get(own) ?? []), x]);
    }
    const ranked = [...byPlanet.entries()].sort((p, q) => q[1].length - p[1].length || p[1][0]!.orb - q[1][0]!.orb);
    const top = ranked[0];
    if (!top) continue;
    const points = top[1].map((x) => pointName(side === 'a' ? x.b : x.a));
    gives.push(t('gives', { giver: names[side], receiver: names[receiver], planet: pointName(top[0]), points: uniqueList(lib, points), gift: t(`gift_${top[0]}`) }));
  }
  if (gives.length) w.paragraph(gives.join(' '));

  const friction = sure.find((x) => x.type === 'square' || x.type === 'opposition');
  const tail: string[] = [friction ? t('friction', { ...names, lead: lead(friction), orb: formatOrb(friction.orb) }) : t('noFriction', names)];
  // Saturn on the other's personal points: who carries the commitment, or both.
  const saturnOn = (side: 'a' | 'b') => {
    const touched = sure.filter((x) => (side === 'a' ? x.a : x.b) === 'saturn').map((x) => (side === 'a' ? x.b : x.a));
    return touched.filter((p) => (['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant'] as SynastryPoint[]).includes(p)).map((p) => pointName(p));
  };
  const [saturnA, saturnB] = [saturnOn('a'), saturnOn('b')];
  if (saturnA.length > 0 && saturnB.length > 0) tail.push(t('saturnBoth', { ...names, pointsOfB: listWords(lib, saturnA), pointsOfA: listWords(lib, saturnB) }));
  else if (saturnA.length > 0) tail.push(t('saturnTie', { owner: names.a, other: names.b, points: listWords(lib, saturnA) }));
  else if (saturnB.length > 0) tail.push(t('saturnTie', { owner: names.b, other: names.a, points: listWords(lib, saturnB) }));
  w.paragraph(tail.join(' '));
}
