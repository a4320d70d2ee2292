// The synthesis: what stands out in the chart as a whole, before any single placement is read —
// the dominant planets, stelliums, aspect figures and the spread of the planets over the sky.
// Every sentence names the placements it speaks of, so two charts share a sentence only when they
// share the combination it describes.
import { PLANETS, type NatalChart, type PlanetId, type SignId } from '../../astro/types.js';
import {
  certainSign, distributionOf, findPatterns, findStelliums, planetStrengths, type AspectPattern, type PlanetStrength, type Stellium,
} from '../../astro/chart/patterns.js';
import { SIGN_ELEMENT } from '../../astro/chart/zodiac.js';
import type { HouseNumber, InterpretationLibrary } from '../library/types.js';
import { houseName, placementsBySign, signOfLongitude } from './chart-facts.js';
import { phrase, type GrammaticalCase, type Word } from '../library/grammar.js';
import { capitalise, frameFill, frameText, joinList, listWords } from './text.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;

/** "the Sun", "Mars": a planet as the subject or object of a sentence. */
export function subjectOf(lib: Lib, planet: PlanetId): Word {
  return lib.synthesis.planetSubject[planet];
}

/** "Sun", or "sidereal Sun" in a sidereal chart, after "your". */
export function ownPlanet(lib: Lib, chart: NatalChart, planet: PlanetId): Word {
  const name = lib.names.planets[planet];
  return chart.options.zodiac === 'sidereal' ? phrase((form) => frameFill(lib, 'siderealPlanet', { planet: name.forms[form] }), name.gender) : name;
}

/** "Venus in Libra in the seventh house", "Venus in Libra" without houses, "Venus (Libra or Scorpio)" for a sign change. */
export function placementOf(lib: Lib, chart: NatalChart, planet: PlanetId, after: 'your' | 'the' = 'the'): Word {
  const body = chart.bodies[planet];
  const name = after === 'your' ? ownPlanet(lib, chart, planet) : subjectOf(lib, planet);
  const sign = certainSign(chart, planet);
  // The planet leads the phrase and takes the case its sentence asks for; the rest is the template's.
  // It keeps its gender in every case, so a template can agree with it («Луна (… перешла из Козерога…)»).
  const placed = (key: string, values: Record<string, Word>) => phrase((form) => frameFill(lib, key, { ...values, planet: inForm(name, form) }), name.gender);
  if (!sign) return placed('placementChanging', { from: lib.names.signs[body.range!.from.sign], to: lib.names.signs[body.range!.ingress!.sign] });
  return body.house === null
    ? placed('placementSign', { sign: lib.names.signs[sign] })
    : placed('placementSignHouse', { sign: lib.names.signs[sign], house: houseName(lib, body.house) });
}

/** A word fixed in one of its cases, keeping its gender: what a phrase built case by case fills its slot with. */
function inForm(word: Word, form: GrammaticalCase): Word {
  return { forms: { nom: word.forms[form], gen: word.forms[form], dat: word.forms[form], acc: word.forms[form], ins: word.forms[form], loc: word.forms[form] }, gender: word.gender };
}

/** The planets to mention when one planet's sign is set into a sentence; a changing sign gives no manner. */
function mannerOf(lib: Lib, chart: NatalChart, planet: PlanetId): string | null {
  const sign = certainSign(chart, planet);
  return sign ? lib.synthesis.signManner[sign] : null;
}

export function dominantPlanets(chart: NatalChart): PlanetStrength[] {
  const strengths = planetStrengths(chart);
  // The runner-up is named too when it comes within a point of the leader.
  return strengths.filter((s, i) => i === 0 || (i === 1 && strengths[0].score - s.score <= 1));
}

/** Why a planet is strong: "it rules your Leo Ascendant, stands on the Midheaven and makes five aspects". */
export function strengthReasons(lib: Lib, chart: NatalChart, s: PlanetStrength, second = false): string[] {
  const reasons: string[] = [];
  const signs = lib.names.signs;
  if (s.onAngle) reasons.push(frameText(lib, `reasonOnAngle_${s.onAngle}`));
  else if (s.houseStrength === 'angular' && chart.bodies[s.planet].house !== null) {
    reasons.push(frameFill(lib, 'reasonAngularHouse', { house: houseName(lib, chart.bodies[s.planet].house!) }));
  }
  // A planet ruling its own sign is said once, as its dignity.
  for (const r of s.rules.filter((x) => x !== s.planet)) {
    if (r === 'ascendant' && chart.angles) reasons.push(frameFill(lib, 'reasonRulesAscendant', { sign: signs[signOfAsc(chart)] }));
    if (r === 'sun') reasons.push(frameFill(lib, 'reasonRulesSun', { sun: ownPlanet(lib, chart, 'sun'), sign: signs[chart.bodies.sun.sign] }));
    if (r === 'moon') reasons.push(frameFill(lib, 'reasonRulesMoon', { moon: ownPlanet(lib, chart, 'moon'), sign: signs[chart.bodies.moon.sign] }));
  }
  if (s.dignity) reasons.push(frameFill(lib, `reasonDignity_${s.dignity}`, { sign: signs[chart.bodies[s.planet].sign] }));
  // The runner-up's count is worded apart from the leader's, which the sentence before has just given.
  if (s.aspects >= 2) reasons.push(frameFill(lib, second ? 'reasonAspectsSecond' : 'reasonAspects', { count: countWord(lib, s.aspects) }));
  return reasons;
}

function signOfAsc(chart: NatalChart): SignId {
  return signOfLongitude(chart.angles!.ascendant);
}

/** "three", "eleven": counts a reader sees spelt out up to twelve. */
export function countWord(lib: Lib, n: number): string {
  return n >= 0 && n <= 12 ? frameText(lib, `count_${n}`) : String(n);
}

export function writeSynthesis(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  w.section('synthesis', frameText(lib, 'synthesisTitle'));
  writeDominants(w, lib, chart);
  const stelliums = findStelliums(chart);
  // A second gathering in a sign (or a house) is told as one more, not in the first one's words.
  const told = new Set<Stellium['by']>();
  for (const stellium of stelliums) {
    // A sign stellium that is also a house stellium is one gathering, told once with both.
    const same = (x: Stellium, y: Stellium) => x.planets.length === y.planets.length && x.planets.every((p) => y.planets.includes(p));
    if (stellium.by === 'house' && stelliums.some((o) => o.by === 'sign' && same(o, stellium))) continue;
    const house = stellium.by === 'sign' ? stelliums.find((o) => o.by === 'house' && same(o, stellium)) : undefined;
    w.paragraph(stelliumText(lib, chart, stellium, house?.house ?? null, told.has(stellium.by)));
    told.add(stellium.by);
  }
  // A second figure of a kind is written as a second one: two T-squares cannot both be "the motor of the chart".
  const seen = new Set<AspectPattern['kind']>();
  for (const pattern of findPatterns(chart)) {
    w.paragraph(patternText(lib, chart, pattern, seen.has(pattern.kind)));
    seen.add(pattern.kind);
  }
  writeDistribution(w, lib, chart);
}

function writeDominants(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  const [first, second] = dominantPlanets(chart);
  const texts: string[] = [];
  for (const s of [first, second]) {
    if (!s) continue;
    const reasons = strengthReasons(lib, chart, s, s !== first);
    // A runner-up in the leader's sign and house would only repeat what the leader's meaning said.
    const sameAsFirst = s !== first && chart.bodies[s.planet].sign === chart.bodies[first.planet].sign
      && chart.bodies[s.planet].house === chart.bodies[first.planet].house;
    const key = s === first ? 'dominantFirst' : sameAsFirst ? 'dominantSecondSame' : 'dominantSecond';
    texts.push(frameFill(lib, reasons.length > 0 ? key : `${key}Plain`, {
      planet: capitalise(subjectOf(lib, s.planet)), placement: placementOf(lib, chart, s.planet, 'your'), reasons: joinList(lib, reasons),
      meaning: dominantMeaning(lib, chart, s.planet, s !== first && chart.bodies[s.planet].house === chart.bodies[first.planet].house, s !== first),
    }));
  }
  w.paragraphOf(texts);
}

/** What a dominant planet does: its sign's manner, and its house's affairs unless the leader has named them already. */
function dominantMeaning(lib: Lib, chart: NatalChart, planet: PlanetId, houseSaid: boolean, second: boolean): string {
  const manner = mannerOf(lib, chart, planet);
  const house = houseSaid ? null : chart.bodies[planet].house;
  const fn = lib.synthesis.planetFunction[planet];
  if (!manner) return frameFill(lib, 'dominantMeaningChanging', { function: fn });
  // The runner-up closes in words of its own, so the two sentences do not end alike.
  const suffix = second ? 'Second' : '';
  return house !== null
    ? frameFill(lib, `dominantMeaningHouse${suffix}`, { function: fn, manner, area: lib.synthesis.houseArea[house as HouseNumber] })
    : frameFill(lib, `dominantMeaning${suffix}`, { function: fn, manner, sign: lib.names.signs[chart.bodies[planet].sign] });
}

/** "the Sun, the Moon and Mars". */
export function planetList(lib: Lib, planets: PlanetId[]): Word {
  return listWords(lib, planets.map((p) => subjectOf(lib, p)));
}

/** The planets a stellium sentence opens with: "Four planets, the Sun, …," or, when every planet is in it, "All ten planets". */
function stelliumGroup(lib: Lib, planets: PlanetId[]): string {
  if (planets.length === PLANETS.length) return frameText(lib, 'stelliumGroupAll');
  return frameFill(lib, 'stelliumGroup', { count: capitalise(countWord(lib, planets.length)), planets: planetList(lib, planets) });
}

export function stelliumText(lib: Lib, chart: NatalChart, s: Stellium, sameHouse: number | null = null, again = false): string {
  const functions = joinList(lib, s.planets.map((p) => lib.synthesis.planetFunction[p]));
  if (s.by === 'sign') {
    const sign = s.sign!;
    return frameFill(lib, `${sameHouse === null ? 'stelliumSign' : 'stelliumSignHouse'}${again ? 'Again' : ''}`, {
      group: stelliumGroup(lib, s.planets), sign: lib.names.signs[sign],
      nature: lib.synthesis.signNature[sign], functions,
      house: sameHouse === null ? '' : houseName(lib, sameHouse), area: sameHouse === null ? '' : lib.synthesis.houseArea[sameHouse as HouseNumber],
    });
  }
  const house = s.house as HouseNumber;
  const signs = [...new Set(s.planets.map((p) => chart.bodies[p].sign))];
  return frameFill(lib, again ? 'stelliumHouseAgain' : 'stelliumHouse', {
    group: stelliumGroup(lib, s.planets), house: houseName(lib, house),
    area: lib.synthesis.houseArea[house], signs: listWords(lib, signs.map((x) => lib.names.signs[x])),
  });
}

export function patternText(lib: Lib, chart: NatalChart, p: AspectPattern, again = false): string {
  return capitalise(patternSentence(lib, chart, p, again));
}

function patternSentence(lib: Lib, chart: NatalChart, p: AspectPattern, again: boolean): string {
  // A figure of a kind told before takes its "second" template and a meaning worded apart from the first's.
  const key = (name: string) => again ? `${name}Again` : name;
  const at = (planet: PlanetId) => frameFill(lib, 'patternMember', { planet: subjectOf(lib, planet), sign: lib.names.signs[chart.bodies[planet].sign] });
  // Planets of a figure that share a sign are named with it once; the group is a word, declined by its
  // planets, so that a language can set it after a verb or a preposition («противостоит Луне в Раке»).
  const all = (planets: PlanetId[]): Word => phrase(
    (form) => placementsBySign(lib, planets.map((x) => ({ planet: inForm(subjectOf(lib, x), form), sign: lib.names.signs[chart.bodies[x].sign] })), frameText(lib, 'patternMember')),
    planets.length === 1 ? subjectOf(lib, planets[0]).gender : 'pl',
  );
  const meaning = again ? frameText(lib, `patternMeaningAgain_${p.kind}`) : lib.synthesis.patternMeaning[p.kind];
  const [a, b, c, d] = p.planets;
  void c;
  switch (p.kind) {
    case 'grand_trine': {
      const elements = new Set(p.planets.map((x) => SIGN_ELEMENT[chart.bodies[x].sign]));
      return frameFill(lib, key(elements.size === 1 ? 'patternGrandTrine' : 'patternGrandTrineMixed'), {
        members: all(p.planets), element: lib.names.elements[SIGN_ELEMENT[chart.bodies[a].sign]], meaning,
      });
    }
    case 't_square':
    case 'yod': {
      const [one, other] = p.base!;
      const focus = p.focus ?? [p.apex!];
      return frameFill(lib, key(p.kind === 't_square' ? 'patternTSquare' : 'patternYod'), {
        a: all(one), b: all(other), apex: all(focus), apexName: planetList(lib, focus), meaning,
        verb: frameText(lib, one.length === 1 ? 'verbOpposes_one' : 'verbOpposes_many'),
      });
    }
    case 'kite':
      return frameFill(lib, key('patternKite'), { members: all([a, b, c]), tail: at(d), meaning });
    case 'grand_cross':
      return frameFill(lib, key('patternGrandCross'), { members: all(p.planets), meaning });
    case 'mystic_rectangle':
      return frameFill(lib, key('patternMysticRectangle'), { members: all(p.planets), meaning });
  }
}

function writeDistribution(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  const d = distributionOf(chart);
  if (!d) return;
  const texts: string[] = [];
  let listed: PlanetId[] | null = null;
  // A group the sentence before has just listed is referred back to, and a group of every planet is
  // called all of them, so that no list of planets is read twice in a row.
  const group = (planets: PlanetId[], also: boolean): string => {
    const within = listed !== null && planets.every((p) => listed!.includes(p));
    const same = within && listed!.length === planets.length;
    listed = planets;
    const key = also ? 'planetGroupAlso' : 'planetGroup';
    if (same) return frameText(lib, `${key}Same`);
    // A part of the group just listed is counted out of it ("four of those"); the other axis keeps its own count.
    if (within && !also) return frameFill(lib, 'planetGroupOfThose', { count: capitalise(countWord(lib, planets.length)), planets: planetList(lib, planets) });
    if (planets.length === PLANETS.length) return frameText(lib, `${key}All`);
    return frameFill(lib, key, { count: also ? countWord(lib, planets.length) : capitalise(countWord(lib, planets.length)), planets: planetList(lib, planets) });
  };
  const emphasised = [d.vertical, d.horizontal].filter((h): h is NonNullable<typeof h> => h !== null);
  for (const h of emphasised) {
    const asc = signOfLongitude(chart.angles!.ascendant);
    const also = texts.length > 0;
    texts.push(frameFill(lib, also ? `hemisphereAlso_${h}` : `hemisphere_${h}`, {
      group: group(d.hemispheres[h], also),
      asc: lib.names.signs[asc], desc: lib.names.signs[signOfLongitude(chart.angles!.ascendant + 180)],
    }));
  }
  if (d.quadrant !== null) texts.push(frameFill(lib, `quadrant_${d.quadrant}`, { group: group(d.quadrants[d.quadrant], false) }));
  if (texts.length === 0) {
    texts.push(frameFill(lib, 'hemispheresBalanced', {
      above: countWord(lib, d.hemispheres.above.length), below: countWord(lib, d.hemispheres.below.length),
      east: countWord(lib, d.hemispheres.east.length), west: countWord(lib, d.hemispheres.west.length),
      abovePlanets: planetList(lib, d.hemispheres.above),
    }));
  }
  w.paragraphOf(texts);
}

/** The planets in chart order that fall in a house, for sentences that speak of that house. */
export function planetsInHouse(chart: NatalChart, house: number): PlanetId[] {
  return PLANETS.filter((p) => chart.bodies[p].house === house);
}
