// The chart's story: the first section after the introduction, told from the top of the reading plan —
// the Sun–Moon blend, the chart ruler, a planet on an angle, a stellium and the key figure, each a
// sentence of the chart's facts followed by the authored paragraph for that combination.
import { PLANETS, type Aspect, type NatalChart, type PlanetId, type Element } from '../../astro/types.js';
import { SIGN_ELEMENT, SIGN_MODALITY } from '../../astro/chart/zodiac.js';
import { phrase, type GrammaticalCase, type SlotValue, type Word } from '../library/grammar.js';
import type { HouseNumber, InterpretationLibrary } from '../library/types.js';
import { authoredPairText, houseName, isPlanet, placementsBySign, signOfLongitude } from './chart-facts.js';
import { signChangeOf } from './birth-day.js';
import { readingPlan, type PlanPattern, type ReadingPlan } from './reading-plan.js';
import { patternText, planetList, subjectOf, writeDistribution } from './synthesis.js';
import { capitalise, fill, formatOrb, frameText, joinList } from './text.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;

/** Paragraphs the story holds at most; below that it adds how the planets spread over the sky (with a birth time). */
const MOST = 5;
/** Below this many it adds the closest contact to a personal point and the way the chart leans. */
const FEWEST = 3;

function storyFill(lib: Lib, key: string, values: Record<string, SlotValue>): string {
  const template = lib.story.frame[key];
  if (template === undefined) throw new Error(`story frame text "${key}" is missing in ${lib.language}`);
  return capitalise(fill(template, values, lib.language));
}

/** A word fixed in one of its cases, keeping its gender. */
function inForm(word: Word, form: GrammaticalCase): Word {
  return { forms: { nom: word.forms[form], gen: word.forms[form], dat: word.forms[form], acc: word.forms[form], ins: word.forms[form], loc: word.forms[form] }, gender: word.gender };
}

/** "Mars in Aries and the Moon in Cancer", declined by its planets: the members of a figure with their signs. */
function membersWord(lib: Lib, chart: NatalChart, planets: PlanetId[]): Word {
  return phrase(
    (form) => placementsBySign(lib, planets.map((x) => ({ planet: inForm(subjectOf(lib, x), form), sign: lib.names.signs[chart.bodies[x].sign] })), frameText(lib, 'patternMember')),
    planets.length === 1 ? subjectOf(lib, planets[0]).gender : 'pl',
  );
}

/**
 * Writes the story and returns the aspects it read in full, which the aspects section then points back
 * to instead of reading them twice.
 */
export function writeStory(w: ReadingWriter, lib: Lib, chart: NatalChart, plan: ReadingPlan = readingPlan(chart)): Set<Aspect> {
  const told = new Set<Aspect>();
  w.section('story', lib.story.frame.title);
  const paragraphs: string[][] = [];
  const changing = (['sun', 'moon'] as const).find((planet) => signChangeOf(chart.bodies[planet]));
  if (changing) {
    // The hour decides the blend: both are read, each under the hours it holds for.
    writeBothBlends(w, lib, chart, changing);
  } else {
    paragraphs.push(blend(lib, chart));
  }
  const ruler = plan.chartRuler;
  if (ruler && chart.angles) {
    const body = chart.bodies[ruler];
    const lead = body.house === null
      ? storyFill(lib, 'rulerLeadNoHouse', { rising: lib.names.signs[signOfLongitude(chart.angles.ascendant)], ruler: subjectOf(lib, ruler), sign: lib.names.signs[body.sign] })
      : storyFill(lib, 'rulerLead', {
        rising: lib.names.signs[signOfLongitude(chart.angles.ascendant)], ruler: subjectOf(lib, ruler), sign: lib.names.signs[body.sign], house: houseName(lib, body.house),
      });
    paragraphs.push([lead, lib.story.ruler[ruler]]);
  }
  const angular = plan.angular[0];
  if (angular) {
    const body = chart.bodies[angular.planet];
    const values = { planet: subjectOf(lib, angular.planet), distance: formatOrb(angular.distance), sign: lib.names.signs[body.sign] };
    const key = angular.planet === ruler ? `angularRulerLead_${angular.angle}` : `angularLead_${angular.angle}`;
    paragraphs.push([storyFill(lib, key, values), lib.story.angular[angular.planet][angular.angle]]);
  }
  const stellium = plan.stelliums[0];
  if (stellium) {
    const values = { planets: planetList(lib, stellium.planets), span: formatOrb(stellium.span) };
    paragraphs.push(stellium.by === 'house'
      ? [storyFill(lib, 'stelliumHouseLead', { ...values, house: houseName(lib, stellium.house!) }), lib.story.stelliumHouse[stellium.house as HouseNumber]]
      : [storyFill(lib, 'stelliumSignLead', { ...values, sign: lib.names.signs[stellium.sign!] }), lib.story.stelliumSign[stellium.sign!]]);
  }
  if (plan.keyPattern) paragraphs.push(figure(lib, chart, plan.keyPattern));
  const contact = keyContact(lib, chart, plan);
  if (contact && paragraphs.length < MOST) {
    told.add(contact.aspect);
    paragraphs.push([contactLead(lib, contact), contact.text]);
  }
  for (const texts of paragraphs.slice(0, MOST)) w.paragraphOf(texts);
  const count = paragraphs.length + (changing ? 2 : 0);
  if (count < MOST) writeDistribution(w, lib, chart);
  if (count < FEWEST) w.paragraphOf(leaning(lib, chart, plan, told));
  return told;
}

/**
 * The tightest contact of the Sun or the Moon with another planet that the story has not already
 * told through an angle or its key figure, with the authored text for its pair and type: in a chart
 * whose Sun is 0°30′ from Pluto, that conjunction belongs in the story, not only in the aspect list.
 */
function keyContact(lib: Lib, chart: NatalChart, plan: ReadingPlan): { aspect: Aspect; orb: number; text: string } | null {
  const figure = new Set(plan.keyPattern?.planets ?? []);
  for (const key of plan.keyAspects) {
    const { a, b, type } = key.aspect;
    // A light's contact: the chart ruler's own (Jupiter quincunx Saturn for a Capricorn rising) is read with the ruler.
    if (key.point !== 'sun' && key.point !== 'moon') continue;
    if (!isPlanet(a) || !isPlanet(b) || (figure.has(a) && figure.has(b))) continue;
    const text = authoredPairText(lib, a, b, type);
    if (text) return { aspect: key.aspect, orb: key.orb, text };
  }
  return null;
}

function contactLead(lib: Lib, contact: { aspect: Aspect; orb: number }): string {
  const name = (id: string) => (PLANETS as readonly string[]).includes(id) ? subjectOf(lib, id as PlanetId) : lib.names.angles[id as 'ascendant' | 'midheaven'];
  return storyFill(lib, 'contactLead', {
    a: name(contact.aspect.a), b: name(contact.aspect.b), aspect: lib.names.aspects[contact.aspect.type], orb: formatOrb(contact.orb),
  });
}

/** The Sun and the Moon by element. */
function blend(lib: Lib, chart: NatalChart): string[] {
  const signs = lib.names.signs;
  const sun = chart.bodies.sun.sign;
  const moon = chart.bodies.moon.sign;
  const [se, me] = [SIGN_ELEMENT[sun], SIGN_ELEMENT[moon]];
  const elements = lib.names.elements;
  const lead = sun === moon
    ? storyFill(lib, 'blendLeadSameSign', { sign: signs[sun], element: elements[se] })
    : se === me
      ? storyFill(lib, 'blendLeadSameElement', { sunSign: signs[sun], moonSign: signs[moon], element: elements[se] })
      : storyFill(lib, 'blendLead', { sunSign: signs[sun], moonSign: signs[moon], sunElement: elements[se], moonElement: elements[me] });
  return [lead, lib.story.blend[`${se}-${me}`]];
}

/** A light that changed sign on an unknown-time birth day: the blend before the change and after it, each led by its hours. */
function writeBothBlends(w: ReadingWriter, lib: Lib, chart: NatalChart, planet: 'sun' | 'moon'): void {
  const change = signChangeOf(chart.bodies[planet])!;
  const signs = lib.names.signs;
  w.paragraph(storyFill(lib, 'blendChanging', { planet: subjectOf(lib, planet), from: signs[change.from], to: signs[change.to], time: change.time }));
  for (const [key, sign] of [['blendBefore', change.from], ['blendAfter', change.to]] as const) {
    const sunSign = planet === 'sun' ? sign : chart.bodies.sun.sign;
    const moonSign = planet === 'moon' ? sign : chart.bodies.moon.sign;
    // The other light may have changed sign too: its element then holds only where both agree.
    const other = signChangeOf(chart.bodies[planet === 'sun' ? 'moon' : 'sun']);
    if (other && SIGN_ELEMENT[other.from] !== SIGN_ELEMENT[other.to]) return;
    w.paragraph(lib.story.blend[`${SIGN_ELEMENT[sunSign]}-${SIGN_ELEMENT[moonSign]}`], storyFill(lib, key, { planet: subjectOf(lib, planet), sign: signs[sign], time: change.time }));
  }
}

/** The houses a figure runs through, as numbers in order: "1, 4 and 10". */
function housesOf(lib: Lib, chart: NatalChart, planets: PlanetId[]): string | null {
  const houses = [...new Set(planets.map((p) => chart.bodies[p].house))];
  if (houses.some((h) => h === null)) return null;
  return joinList(lib, (houses as number[]).sort((a, b) => a - b).map(String));
}

function figure(lib: Lib, chart: NatalChart, p: PlanPattern): string[] {
  const members = (planets: PlanetId[]) => membersWord(lib, chart, planets);
  const houses = housesOf(lib, chart, p.planets);
  const where = houses && chart.moment.timeKnown ? storyFill(lib, 'figureHouses', { houses }) : '';
  const majority = (planets: PlanetId[]): Element => {
    const counts = new Map<Element, number>();
    for (const x of planets) counts.set(SIGN_ELEMENT[chart.bodies[x].sign], (counts.get(SIGN_ELEMENT[chart.bodies[x].sign]) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0][0];
  };
  switch (p.kind) {
    case 't_square': {
      const [one, other] = p.base!;
      const focus = p.focus ?? [p.apex!];
      return [storyFill(lib, 'tSquareLead', {
        a: members(one), b: members(other), apex: members(focus), verb: frameText(lib, one.length === 1 ? 'verbOpposes_one' : 'verbOpposes_many'),
      }), where, lib.story.tSquareApex[p.apex!]];
    }
    case 'yod': {
      const [one, other] = p.base!;
      return [storyFill(lib, 'yodLead', { a: members(one), b: members(other), apex: members(p.focus ?? [p.apex!]) }), where, lib.story.yodApex[p.apex!]];
    }
    case 'grand_trine': {
      const signs = p.planets.map((x) => chart.bodies[x].sign);
      const asc = chart.angles ? signOfLongitude(chart.angles.ascendant) : null;
      const allSigns = asc && p.withAscendant ? [...signs, asc] : signs;
      const same = new Set(allSigns.map((s) => SIGN_ELEMENT[s])).size === 1;
      const element = majority(p.planets);
      const values = { members: members(p.planets), element: lib.names.elements[element], asc: asc ? lib.names.signs[asc] : '' };
      if (!same) return [storyFill(lib, p.withAscendant ? 'grandTrineMixedLeadAsc' : 'grandTrineMixedLead', values), where, lib.story.grandTrine[element]];
      return [storyFill(lib, p.withAscendant ? 'grandTrineLeadAsc' : 'grandTrineLead', values), where, lib.story.grandTrine[element]];
    }
    case 'grand_cross': {
      const modality = SIGN_MODALITY[chart.bodies[p.planets[0]].sign];
      const same = p.planets.every((x) => SIGN_MODALITY[chart.bodies[x].sign] === modality);
      return [storyFill(lib, same ? 'grandCrossLead' : 'grandCrossMixedLead', { members: members(p.planets), modality: lib.names.modalities[modality] }), where, lib.story.grandCross[modality]];
    }
    case 'kite': {
      const trine = p.planets.slice(0, -1);
      return [storyFill(lib, 'kiteLead', { members: members(trine), tail: members([p.apex!]) }), where, lib.story.kite];
    }
    case 'mystic_rectangle':
      return [patternText(lib, chart, p), where];
  }
}

/** For a chart with little else to tell: its closest contact to a personal point and the way it leans. */
function leaning(lib: Lib, chart: NatalChart, plan: ReadingPlan, told: Set<Aspect>): string[] {
  const texts: string[] = [];
  const contact = told.size > 0 ? null : plan.keyAspects.find((k) => (k.point === 'sun' || k.point === 'moon') && ((PLANETS as readonly string[]).includes(k.other) || k.other === 'ascendant' || k.other === 'midheaven'));
  if (contact) texts.push(contactLead(lib, contact));
  const { elements, modalities } = plan.balance;
  if (elements.length === 1) {
    texts.push(storyFill(lib, 'leanElement', { element: lib.names.elements[elements[0]], gist: lib.synthesis.elementStrong[elements[0]] }));
  } else {
    texts.push(storyFill(lib, 'leanElementsTied', { elements: listOf(lib, elements.map((e) => lib.names.elements[e])) }));
  }
  if (modalities.length > 1) texts.push(storyFill(lib, 'leanModalitiesTied', { modalities: listOf(lib, modalities.map((m) => lib.names.modalities[m])) }));
  return texts;
}

function listOf(lib: Lib, words: Word[]): Word {
  return phrase((form) => joinList(lib, words.map((x) => x.forms[form])), 'pl');
}
