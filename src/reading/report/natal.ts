// The natal chart sections: introduction, the big three, planets in signs and houses,
// angles and chart ruler, the nodes, Chiron, Lilith and the Part of Fortune, every aspect by
// tightness, the balance and a summary. The synthesis is in synthesis.ts.
import {
  PLANETS, type Aspect, type Element, type Modality, type NatalChart, type PlanetId, type PointId, type SignId,
} from '../../astro/types.js';
import { certainSign, dignityOf, ON_ANGLE_ORB } from '../../astro/chart/patterns.js';
import { TRADITIONAL_RULER, angleDifference, normalizeDegrees } from '../../astro/chart/zodiac.js';
import { FORTUNE_CONJUNCTION_ORB } from '../../astro/chart/aspects.js';
import { houseOf } from '../../astro/chart/houses.js';
import type { HouseNumber, InterpretationLibrary } from '../library/types.js';
import {
  SIGN_ELEMENT, SIGN_MODALITY, aspectsByTightness, elementMembers, formatDecimal, formatPosition, houseName, isAngle, isOuterPlanet, isPlanet, modalityMembers,
  oppositeSign, placeLabel, placementGroups, placementsBySignWord, pointName, signOfLongitude, zoneName,
} from './chart-facts.js';
import { nominative, type Word } from '../library/grammar.js';
import { capitalise, formatDate, formatDayMonth, formatDegrees, formatOrb, frameFill, frameText, joinList, listWords, formatOffset, localTimeOf } from './text.js';
import {
  dayArcOf, orbCertain, planetsChangingSign, positionOrRange, signChangeOf, signOrChange,
} from './birth-day.js';
import { ownPlanet, placementOf, planetList, planetsInHouse, subjectOf } from './synthesis.js';
import type { ReadingPlan } from './reading-plan.js';
import { solarHouseOf, solarSunSign, writeSolarHouse } from './solar-houses.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;

export function writeIntroduction(w: ReadingWriter, lib: Lib, chart: NatalChart, name: string, extraNotes: string[]): void {
  const m = chart.moment;
  w.section('introduction', frameText(lib, 'introductionTitle'));
  const place = placeLabel(chart);
  const date = formatDate(lib, m.localDate);
  if (m.timeKnown && m.localTime) {
    w.paragraph(frameFill(lib, 'introBorn', { name, date, time: m.localTime, place }));
  } else {
    w.paragraph(frameFill(lib, 'introBornNoTime', { name, date, place }));
  }
  w.paragraph(frameFill(lib, 'introTimezone', {
    timezone: m.timezone, zoneName: zoneName(lib, m.timezone, m.utc), offset: formatOffset(lib, m.utcOffset), utc: `${formatDate(lib, m.utc)}, ${localTimeOf(m.utc, '+00:00')}`,
  }));
  const adjustment = m.adjustment;
  if (adjustment?.kind === 'nonexistent') {
    w.note(frameFill(lib, 'noteNonexistent', {
      given: m.localTime ?? '', used: localTimeOf(m.utc, m.utcOffset), timezone: m.timezone,
    }));
  } else if (adjustment?.kind === 'ambiguous') {
    w.note(frameFill(lib, 'noteAmbiguous', { given: m.localTime ?? '', offset: formatOffset(lib, m.utcOffset), timezone: m.timezone }));
  }
  const fellBack = chart.houses !== null && chart.houses.fallbackReason !== null;
  if (!m.timeKnown && chart.day) {
    const changing = planetsChangingSign(chart, PLANETS);
    w.note(frameFill(lib, 'noteUnknownTimeDay', { date, place, dayMonth: formatDayMonth(lib, m.localDate), city: chart.place.name }));
    const changes = changing.map((p) => {
      const range = chart.bodies[p].range!;
      return frameFill(lib, 'dayIngress', {
        planet: lib.names.planets[p], from: lib.names.signs[range.from.sign], to: lib.names.signs[range.ingress!.sign], time: range.ingress!.localTime,
      });
    });
    w.note(changing.length > 0
      ? frameFill(lib, 'noteDayIngress', { changes: joinList(lib, changes) })
      : frameFill(lib, 'noteDayNoIngress', { arc: formatDegrees(dayArcOf(chart.bodies.moon)) }));
  } else if (!m.timeKnown || !chart.houses) {
    w.note(frameFill(lib, 'noteUnknownTime', { date }));
  } else if (fellBack) {
    w.note(frameFill(lib, 'notePorphyry', { latitude: formatDecimal(lib, chart.place.latitude, 2), system: lib.names.houseSystems[chart.options.houses] }));
  }
  const solar = solarSunSign(chart);
  if (solar) w.note(frameFill(lib, 'noteSolarHouses', { sign: lib.names.signs[solar] }));
  writeMethod(w, lib, chart, fellBack);
  for (const note of extraNotes) w.note(note);

  const rows: string[][] = [];
  const houseCell = (house: number | null) => (house === null ? '' : String(house));
  for (const id of [...PLANETS, 'trueNode', 'chiron', 'lilith'] as const) {
    const body = chart.bodies[id];
    if (!body) continue;
    const retrograde = body.retrograde && (id === 'chiron' || (id !== 'lilith' && isPlanet(id)));
    const position = positionOrRange(lib, body) + (retrograde ? ` ${frameText(lib, 'retrogradeMark')}` : '');
    rows.push([nominative(lib.names.planets[id]), position, houseCell(solar ? solarHouseOf(chart, id) : body.house)]);
  }
  if (chart.angles) {
    // Equal and Whole Sign houses do not start at the angles, so their houses are read off the cusps too.
    const houseOfAngle = (longitude: number) => houseCell(chart.houses ? houseOf(longitude, chart.houses.cusps) : null);
    rows.push([nominative(lib.names.angles.ascendant), formatPosition(lib, chart.angles.ascendant), houseOfAngle(chart.angles.ascendant)]);
    rows.push([nominative(lib.names.angles.midheaven), formatPosition(lib, chart.angles.midheaven), houseOfAngle(chart.angles.midheaven)]);
  }
  const fortune = chart.points.partOfFortune;
  if (fortune) rows.push([nominative(lib.names.points.partOfFortune), formatPosition(lib, fortune.longitude), houseCell(fortune.house)]);
  const columns = [frameText(lib, 'columnPoint'), frameText(lib, 'columnPosition')];
  // Without a birth time the third column, if any, is the solar house: blank for a body that changed sign.
  const third = chart.houses ? 'columnHouse' : solar ? 'columnSolarHouse' : null;
  w.table(third ? [...columns, frameText(lib, third)] : columns, third ? rows : rows.map((r) => r.slice(0, 2)));
}

/**
 * How this chart was cast, told through its own positions: the zodiac (with what it did to the Sun in a
 * sidereal chart), the house system actually used, and the points the table adds.
 */
function writeMethod(w: ReadingWriter, lib: Lib, chart: NatalChart, fellBack: boolean): void {
  const method: string[] = [];
  const sun = chart.bodies.sun;
  const sunAt = positionOrRange(lib, sun);
  if (chart.options.ayanamsa !== null && chart.ayanamsaDegrees !== null) {
    const tropical = normalizeDegrees(sun.longitude + chart.ayanamsaDegrees);
    method.push(frameFill(lib, signOfLongitude(tropical) === sun.sign ? 'methodSiderealSameSign' : 'methodSidereal', {
      ayanamsa: lib.names.ayanamsas[chart.options.ayanamsa], offset: formatDegrees(chart.ayanamsaDegrees),
      tropical: formatPosition(lib, tropical), sun: formatPosition(lib, sun.longitude),
    }));
  } else {
    method.push(frameFill(lib, 'methodTropical', { sun: sunAt }));
  }
  // A fallback is explained by its note above, which names Porphyry; nothing here names another system.
  if (chart.houses && chart.angles && !fellBack) {
    const system = chart.houses.system;
    const values = {
      system: lib.names.houseSystems[system], how: frameText(lib, `methodHow_${system}`),
      first: formatPosition(lib, chart.houses.cusps[0]), tenth: formatPosition(lib, chart.houses.cusps[9]),
    };
    if (system === 'equal' || system === 'whole_sign') {
      method.push(frameFill(lib, 'methodHousesAngles', {
        ...values, ascendant: formatPosition(lib, chart.angles.ascendant), midheaven: formatPosition(lib, chart.angles.midheaven),
        ascHouse: houseOf(chart.angles.ascendant, chart.houses.cusps), mcHouse: houseOf(chart.angles.midheaven, chart.houses.cusps),
      }));
    } else {
      method.push(frameFill(lib, 'methodHouses', values));
    }
  }
  w.paragraphOf(method);
  const points = [frameFill(lib, 'methodLilith', { position: positionOrRange(lib, chart.bodies.lilith) })];
  if (!chart.bodies.chiron) points.push(frameFill(lib, 'methodNoChiron', { year: chart.moment.localDate.slice(0, 4) }));
  const fortune = chart.points.partOfFortune;
  if (fortune) {
    // A night birth with the Sun a few degrees under the horizon is a birth at dawn or dusk, and is said so.
    const twilight = fortune.sect === 'night' && chart.angles ? twilightOf(sun.longitude, chart.angles.ascendant) : null;
    points.push(frameFill(lib, `methodFortune_${twilight ?? fortune.sect}`, { sun: formatPosition(lib, sun.longitude), fortune: formatPosition(lib, fortune.longitude) }));
  }
  w.paragraphOf(points);
}

/** Degrees of the Sun below the horizon, by longitude from the Ascendant or Descendant, still read as dawn or dusk. */
const TWILIGHT = 5;

function twilightOf(sun: number, ascendant: number): 'dawn' | 'dusk' | null {
  if (Math.abs(angleDifference(sun, ascendant)) <= TWILIGHT) return 'dawn';
  if (Math.abs(angleDifference(sun, ascendant + 180)) <= TWILIGHT) return 'dusk';
  return null;
}

/** "Venus and Mars" with the verb that agrees with them: "stands" for one, "stand" for several. */
function agreeing(lib: Lib, key: string, count: number): string {
  return frameText(lib, `${key}_${count === 1 ? 'one' : 'many'}`);
}

const planetNames = planetList;
const functionsOf = (lib: Lib, planets: PlanetId[]) => joinList(lib, planets.map((p) => lib.synthesis.planetFunction[p]));

export function writeAngles(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  if (!chart.angles || !chart.houses) return;
  w.section('angles', frameText(lib, 'anglesTitle'));
  const asc = chart.angles.ascendant;
  const mc = chart.angles.midheaven;
  const ascSign = signOfLongitude(asc);
  const position = formatPosition(lib, asc);
  w.heading(frameFill(lib, 'ascendantHeading', { position }));
  const near = PLANETS.filter((p) => Math.abs(angleDifference(chart.bodies[p].longitude, asc)) <= ON_ANGLE_ORB);
  const first = planetsInHouse(chart, 1);
  const ascTexts: string[] = [];
  if (near.length > 0) {
    ascTexts.push(frameFill(lib, 'ascendantPlanetsNear', {
      planets: capitalise(planetNames(lib, near)), verb: agreeing(lib, 'verbStand', near.length), position, subject: functionsOf(lib, near), colour: agreeing(lib, 'verbColour', near.length),
    }));
  }
  const others = first.filter((p) => !near.includes(p));
  if (others.length > 0) {
    ascTexts.push(frameFill(lib, chart.houses.system === 'whole_sign' ? 'ascendantFirstHouseWholeSign' : 'ascendantFirstHouse', {
      position, sign: lib.names.signs[ascSign], planets: planetNames(lib, others), s: others.length === 1 ? 's' : '', functions: functionsOf(lib, others),
    }));
  } else if (first.length === 0) {
    const ruler = TRADITIONAL_RULER[ascSign];
    ascTexts.push(frameFill(lib, 'ascendantEmptyFirst', {
      nature: lib.synthesis.signNature[ascSign], position, ruler: placementOf(lib, chart, ruler),
    }));
  }
  w.paragraphOf(ascTexts);

  w.heading(frameFill(lib, 'midheavenHeading', { position: formatPosition(lib, mc) }));
  const mcSign = signOfLongitude(mc);
  // The Midheaven's sign in its authored paragraph; its ruler is read with work among the life areas.
  w.paragraph(lib.angleInSign.midheaven[mcSign]);
  const mcTexts: string[] = [];
  const tenth = planetsInHouse(chart, 10);
  if (tenth.length > 0) {
    mcTexts.push(frameFill(lib, 'midheavenTenth', {
      // A word, so that a language can make its verb agree with one planet or several.
      planets: capitalise(placementsBySignWord(lib, tenth.map((p) => ({ planet: subjectOf(lib, p), sign: lib.names.signs[chart.bodies[p].sign] })), frameText(lib, 'patternMember'))),
      s: tenth.length === 1 ? 's' : '', functions: functionsOf(lib, tenth),
    }));
  }
  w.paragraphOf(mcTexts);
  writeChartRuler(w, lib, chart);
}

function writeChartRuler(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  const ruler = chart.chartRuler;
  if (!ruler || !chart.angles) return;
  const body = chart.bodies[ruler];
  const subject = subjectOf(lib, ruler);
  const rising = lib.names.signs[signOfLongitude(chart.angles.ascendant)];
  w.heading(frameFill(lib, 'chartRulerHeading', { planet: subject }));
  const texts: string[] = [];
  const house = body.house as HouseNumber | null;
  if (house === 1) {
    texts.push(frameFill(lib, 'chartRulerSelf', { rising, planet: subject, ruling: lib.synthesis.ruling[ruler], manner: lib.synthesis.signManner[body.sign] }));
  } else if (house !== null) {
    texts.push(frameFill(lib, 'chartRulerIntro', {
      rising, planet: subject, position: formatPosition(lib, body.longitude), house: houseName(lib, house),
      ruling: lib.synthesis.ruling[ruler], manner: lib.synthesis.signManner[body.sign], area: lib.synthesis.houseArea[house],
    }));
  }
  const dignity = dignityOf(ruler, body.sign);
  if (dignity) texts.push(frameFill(lib, `chartRulerDignity_${dignity}`, { planet: subject, sign: lib.names.signs[body.sign], rising }));
  if (body.retrograde && ruler !== 'sun' && ruler !== 'moon') {
    texts.push(frameFill(lib, 'chartRulerRetrograde', { planet: capitalise(subject), sign: lib.names.signs[body.sign], rising }));
  }
  const contact = aspectsByTightness(chart.aspects.filter((a) => (a.a === ruler || a.b === ruler) && isPlanet(a.a) && isPlanet(a.b)))[0];
  if (contact) {
    const other = (contact.a === ruler ? contact.b : contact.a) as PlanetId;
    texts.push(frameFill(lib, 'chartRulerContact', {
      aspect: frameText(lib, `aspectArticle_${contact.type}`), other: subjectOf(lib, other), sign: lib.names.signs[chart.bodies[other].sign],
      orb: formatOrb(contact.orb), function: lib.synthesis.planetFunction[other],
    }));
  } else if (house !== null) {
    texts.push(frameFill(lib, 'chartRulerAlone', { planet: capitalise(subject), house: houseName(lib, house) }));
  }
  w.paragraphOf(texts);
}

export function writeNodes(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  const node = chart.bodies.trueNode;
  const south = oppositeSign(node.sign);
  w.section('nodes', frameText(lib, 'nodesTitle'));
  w.heading(frameFill(lib, 'nodesHeading', { north: lib.names.signs[node.sign], south: lib.names.signs[south] }));
  const s = lib.synthesis;
  // The axis by sign and by house, each its own authored paragraph; the ruler of the North Node's sign after them.
  w.paragraph(lib.pointInSign.trueNode[node.sign]);
  if (node.house !== null) w.paragraph(lib.planetInHouse.trueNode[node.house as HouseNumber]);
  else writeSolarHouse(w, lib, chart, 'trueNode');
  const texts: string[] = [];
  const ruler = TRADITIONAL_RULER[node.sign];
  const rulerSign = certainSign(chart, ruler);
  const change = signChangeOf(chart.bodies[ruler]);
  const rulerHouse = chart.bodies[ruler].house;
  if (rulerSign) {
    texts.push(frameFill(lib, rulerHouse === null ? 'nodesRuler' : 'nodesRulerHouse', {
      house: rulerHouse === null ? '' : houseName(lib, rulerHouse), area: rulerHouse === null ? '' : s.houseArea[rulerHouse as HouseNumber],
      ruler: subjectOf(lib, ruler), sign: lib.names.signs[rulerSign], function: s.planetFunction[ruler], manner: s.signManner[rulerSign], north: lib.names.signs[node.sign],
    }));
  } else if (change) {
    texts.push(frameFill(lib, 'nodesRulerChanging', { ruler: subjectOf(lib, ruler), north: lib.names.signs[node.sign], from: lib.names.signs[change.from], to: lib.names.signs[change.to] }));
  }
  w.paragraphOf(texts);
}

/** Chiron, Lilith and the Part of Fortune, each read by its sign, its house and the ruler of its sign. */
export function writePoints(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  w.section('points', frameText(lib, 'pointsTitle'));
  const s = lib.synthesis;
  const heading = (point: Word, sign: SignId, house: number | null) => (house === null
    ? frameFill(lib, 'pointHeading', { point, sign: lib.names.signs[sign] })
    : frameFill(lib, 'pointHeadingHouse', { point, sign: lib.names.signs[sign], house: houseName(lib, house) }));
  // Chiron and Lilith by sign and by house, each its own authored paragraph.
  for (const id of ['chiron', 'lilith'] as const) {
    const body = chart.bodies[id];
    if (!body) continue;
    w.heading(heading(lib.names.planets[id], body.sign, body.house));
    w.paragraph(lib.pointInSign[id][body.sign]);
    if (body.house !== null) w.paragraph(lib.planetInHouse[id][body.house as HouseNumber]);
    else writeSolarHouse(w, lib, chart, id);
  }
  const fortune = chart.points.partOfFortune;
  if (fortune && fortune.house !== null) {
    w.heading(heading(lib.names.points.partOfFortune, fortune.sign, fortune.house));
    const ruler = TRADITIONAL_RULER[fortune.sign];
    const texts = [frameFill(lib, 'pointFortune', {
      position: formatPosition(lib, fortune.longitude), house: houseName(lib, fortune.house), meaning: s.pointMeaning.partOfFortune,
      manner: s.signManner[fortune.sign], area: s.houseArea[fortune.house as HouseNumber],
      ruler: subjectOf(lib, ruler), sign: lib.names.signs[chart.bodies[ruler].sign],
    })];
    // The lot is read with the planets that stand on it, its only aspect (FORTUNE_CONJUNCTION_ORB says why).
    const with_ = PLANETS.filter((p) => Math.abs(angleDifference(chart.bodies[p].longitude, fortune.longitude)) <= FORTUNE_CONJUNCTION_ORB);
    if (with_.length > 0) {
      texts.push(capitalise(frameFill(lib, with_.length === 1 ? 'pointFortuneWith_one' : 'pointFortuneWith_many', {
        planets: joinList(lib, with_.map((p) => frameFill(lib, 'pointFortuneMember', {
          planet: subjectOf(lib, p), orb: formatOrb(Math.abs(angleDifference(chart.bodies[p].longitude, fortune.longitude))),
        }))),
        functions: functionsOf(lib, with_),
      })));
    }
    w.paragraphOf(texts);
  }
}

const ELEMENT_ORDER = ['fire', 'earth', 'air', 'water'] as const;
const MODALITY_ORDER = ['cardinal', 'fixed', 'mutable'] as const;
/** The sign that is both this element and this mode: fixed fire is Leo. */
const SIGN_OF: Record<Element, Record<Modality, SignId>> = {
  fire: { cardinal: 'aries', fixed: 'leo', mutable: 'sagittarius' },
  earth: { cardinal: 'capricorn', fixed: 'taurus', mutable: 'virgo' },
  air: { cardinal: 'libra', fixed: 'aquarius', mutable: 'gemini' },
  water: { cardinal: 'cancer', fixed: 'scorpio', mutable: 'pisces' },
};

/** A weight to one decimal place, as the library's language writes a decimal ("7.5", «7,5»). */
const weightIn = (lib: Lib) => (x: number) => formatDecimal(lib, Math.round(x * 10) / 10, 1, true);

export function writeBalance(w: ReadingWriter, lib: Lib, chart: NatalChart, plan: ReadingPlan): void {
  const b = chart.balance;
  const weightText = weightIn(lib);
  w.section('balance', frameText(lib, 'balanceTitle'));
  w.paragraph(frameFill(lib, chart.angles ? 'balanceWeights' : 'balanceWeightsNoTime', Object.fromEntries(ELEMENT_ORDER.map((e) => [e, weightText(b.elements[e])]))));
  const elements = elementMembers(lib, chart);
  const modalities = modalityMembers(lib, chart);
  w.table(
    [frameText(lib, 'columnQuality'), frameText(lib, 'columnWeight'), frameText(lib, 'columnPlacements')],
    [
      ...ELEMENT_ORDER.map((e) => [capitalise(nominative(lib.names.elements[e])), weightText(b.elements[e]), elements[e].join(', ') || '—']),
      ...MODALITY_ORDER.map((q) => [capitalise(nominative(lib.names.modalities[q])), weightText(b.modalities[q]), modalities[q].join(', ') || '—']),
    ],
  );
  const changing = planetsChangingSign(chart, PLANETS);
  if (changing.length > 0) {
    const placements = changing.map((p) => {
      const range = chart.bodies[p].range!;
      return frameFill(lib, 'balancePlacement', {
        planet: lib.names.planets[p], from: lib.names.signs[range.from.sign], to: lib.names.signs[range.ingress!.sign], time: range.ingress!.localTime,
      });
    });
    w.paragraph(frameFill(lib, changing.length === 1 ? 'balanceNoonSign' : 'balanceNoonSigns', { placements: joinList(lib, placements) }));
  }
  const s = lib.synthesis;
  const list = (members: string[]) => joinList(lib, members);
  const proseElements = proseMembers(lib, chart, (sign) => SIGN_ELEMENT[sign]);
  const proseModalities = proseMembers(lib, chart, (sign) => SIGN_MODALITY[sign]);
  // Qualities of equal weight are named as a tie: the leader the astro layer picks for them is only a tiebreak.
  const tiedElements = plan.balance.elements;
  if (tiedElements.length > 1) {
    const elementsWord = listWords(lib, tiedElements.map((e) => lib.names.elements[e]));
    w.paragraph(frameFill(lib, 'balanceElementTied', { elements: capitalise(elementsWord), weight: weightText(b.elements[tiedElements[0]]) }),
      frameFill(lib, 'balanceTiedElements', { elements: capitalise(elementsWord) }));
  } else {
    w.paragraph(frameFill(lib, 'balanceElementStrong', {
      element: capitalise(lib.names.elements[b.dominantElement]), weight: weightText(b.elements[b.dominantElement]),
      members: list(proseElements[b.dominantElement] ?? []), gist: s.elementStrong[b.dominantElement],
    }), frameFill(lib, 'balanceDominantElement', { element: capitalise(lib.names.elements[b.dominantElement]) }));
  }
  if (b.lackingElement) {
    const members = proseElements[b.lackingElement] ?? [];
    w.paragraph(frameFill(lib, members.length > 0 ? 'balanceElementLacking' : 'balanceElementEmpty', {
      element: members.length > 0 ? capitalise(lib.names.elements[b.lackingElement]) : lib.names.elements[b.lackingElement],
      weight: weightText(members.length > 0 ? b.elements[b.lackingElement] : b.elements[b.dominantElement]),
      members: list(members), dominant: lib.names.elements[b.dominantElement], gist: s.elementLacking[b.lackingElement],
      strong: weightText(b.elements[b.dominantElement]),
    }), frameFill(lib, 'balanceLackingElement', { element: capitalise(lib.names.elements[b.lackingElement]) }));
  }
  const tiedModalities = plan.balance.modalities;
  if (tiedModalities.length > 1) {
    const modalitiesWord = listWords(lib, tiedModalities.map((m) => lib.names.modalities[m]));
    w.paragraph(frameFill(lib, 'balanceModalityTied', { modalities: capitalise(modalitiesWord), weight: weightText(b.modalities[tiedModalities[0]]) }),
      frameFill(lib, 'balanceTiedModalities', { modalities: capitalise(modalitiesWord) }));
  } else {
    w.paragraph(frameFill(lib, tiedElements.length > 1 ? 'balanceModalityStrongAlone' : 'balanceModalityStrong', {
      modality: lib.names.modalities[b.dominantModality], weight: weightText(b.modalities[b.dominantModality]),
      members: list(proseModalities[b.dominantModality] ?? []), element: lib.names.elements[b.dominantElement],
      sign: lib.names.signs[SIGN_OF[b.dominantElement][b.dominantModality]], gist: s.modalityStrong[b.dominantModality],
    }), frameFill(lib, 'balanceDominantModality', { modality: capitalise(lib.names.modalities[b.dominantModality]) }));
  }
  if (b.lackingModality) {
    const members = proseModalities[b.lackingModality] ?? [];
    w.paragraph(frameFill(lib, members.length > 0 ? 'balanceModalityLacking' : 'balanceModalityEmpty', {
      modality: lib.names.modalities[b.lackingModality],
      weight: weightText(members.length > 0 ? b.modalities[b.lackingModality] : b.modalities[b.dominantModality]),
      members: list(members), dominant: lib.names.modalities[b.dominantModality], gist: s.modalityLacking[b.lackingModality],
      strong: weightText(b.modalities[b.dominantModality]),
    }), frameFill(lib, 'balanceLackingModality', { modality: capitalise(lib.names.modalities[b.lackingModality]) }));
  }
}

/**
 * Placements by element or mode as a sentence names them, each sign once: "the Sun and Mars in Leo",
 * "the Moon (after 14:20)", "your Aries Ascendant".
 */
function proseMembers<K extends string>(lib: Lib, chart: NatalChart, of: (sign: SignId) => K): Partial<Record<K, string[]>> {
  const placed: Partial<Record<K, Array<{ planet: Word; sign: Word }>>> = {};
  const others: Partial<Record<K, string[]>> = {};
  for (const planet of PLANETS) {
    const body = chart.bodies[planet];
    const ingress = body.range?.ingress;
    if (ingress && body.range) {
      (others[of(body.range.from.sign)] ??= []).push(frameFill(lib, 'memberBefore', { planet: subjectOf(lib, planet), time: ingress.localTime }));
      (others[of(ingress.sign)] ??= []).push(frameFill(lib, 'memberAfter', { planet: subjectOf(lib, planet), time: ingress.localTime }));
    } else {
      (placed[of(body.sign)] ??= []).push({ planet: subjectOf(lib, planet), sign: lib.names.signs[body.sign] });
    }
  }
  if (chart.angles) (others[of(signOfLongitude(chart.angles.ascendant))] ??= []).push(frameFill(lib, 'ascendantMember', { sign: lib.names.signs[signOfLongitude(chart.angles.ascendant)] }));
  const out: Partial<Record<K, string[]>> = {};
  for (const key of new Set([...Object.keys(placed), ...Object.keys(others)] as K[])) {
    const items = placed[key] ?? [];
    out[key] = [...placementGroups(lib, items, frameText(lib, 'patternMember')), ...(others[key] ?? [])];
  }
  return out;
}

export function writeSummary(w: ReadingWriter, lib: Lib, chart: NatalChart, firstName: string, plan: ReadingPlan): void {
  // The buyer is addressed here by first name, the second and last time (the introduction is the first).
  w.section('summary', frameText(lib, 'summaryTitle'));
  const signs = lib.names.signs;
  const lights = (['sun', 'moon'] as const).map((planet) => {
    const change = signChangeOf(chart.bodies[planet]);
    return change
      ? frameFill(lib, `summaryChange_${planet}`, { from: signs[change.from], to: signs[change.to], time: change.time })
      : frameFill(lib, `summarySign_${planet}`, { sign: signs[chart.bodies[planet].sign] });
  });
  const lightValues = {
    name: firstName, sun: ownPlanet(lib, chart, 'sun'), moon: ownPlanet(lib, chart, 'moon'), sunSign: signs[chart.bodies.sun.sign], moonSign: signs[chart.bodies.moon.sign],
  };
  const core = chart.angles
    ? frameFill(lib, 'summaryCore', { ...lightValues, rising: signs[signOfLongitude(chart.angles.ascendant)] })
    : chart.day && (signChangeOf(chart.bodies.sun) || signChangeOf(chart.bodies.moon))
      ? frameFill(lib, 'summaryCoreNoTimeDay', { name: firstName, sun: lights[0], moon: lights[1] })
      : frameFill(lib, 'summaryCoreNoTime', lightValues);
  const b = chart.balance;
  const strongest = plan.strongest[0];
  const elementValues = {
    element: lib.names.elements[b.dominantElement], modality: lib.names.modalities[b.dominantModality],
    placement: placementOf(lib, chart, strongest),
  };
  const tied = plan.balance.elements.length > 1 || plan.balance.modalities.length > 1;
  const texture = tied
    ? frameFill(lib, 'summaryBalanceTied', { tie: balanceTie(lib, plan), placement: elementValues.placement })
    : b.lackingElement
      ? frameFill(lib, 'summaryElementLacking', { ...elementValues, lacking: lib.names.elements[b.lackingElement], gist: lib.synthesis.elementLacking[b.lackingElement] })
      : frameFill(lib, 'summaryElement', { ...elementValues, gist: lib.synthesis.elementStrong[b.dominantElement] });
  const focus = focusOf(lib, plan);
  w.paragraphOf([core, texture, focus ? frameFill(lib, 'summaryFocus', { focus }) : '']);

  // The tightest aspects between the planets and the angles, tightest first; the node,
  // Chiron and Lilith are read in their own sections, and two outer planets aspect a whole generation,
  // so none of those is called a loud voice of this chart. Without the hour, the aspects that held all
  // day, ranked by their widest orb over it and given with its range (reviewers: ranking only those of a
  // certain orb put the day's two widest aspects first).
  const own = (id: PointId) => isPlanet(id) || isAngle(id);
  const generational = (a: Aspect) => isOuterPlanet(a.a) && isOuterPlanet(a.b);
  const widest = (a: Aspect) => (a.day ? a.day.orbMax : a.orb);
  const tight = chart.aspects
    .filter((a) => a.day?.certainty !== 'part_of_day' && own(a.a) && own(a.b) && !generational(a) && (isPlanet(a.a) || isPlanet(a.b)))
    .sort((x, y) => widest(x) - widest(y)).slice(0, 3);
  if (tight.length > 0) {
    const labels = tight.map((a) => frameFill(lib, 'summaryAspectItem', {
      a: pointName(lib, a.a), b: pointName(lib, a.b), aspect: lib.names.aspects[a.type],
      orb: orbCertain(a) ? formatOrb(a.orb) : `${formatOrb(a.day!.orbMin)}–${formatOrb(a.day!.orbMax)}`,
    }));
    w.paragraph(tight.length === 1
      ? frameFill(lib, 'summaryTightestOne', { list: labels[0] })
      : frameFill(lib, 'summaryTightest', { list: joinList(lib, labels) }));
  }

  const ruler = chart.chartRuler;
  const rulerTexts: string[] = [];
  if (ruler && chart.angles) {
    const body = chart.bodies[ruler];
    if (body.house !== null) {
      rulerTexts.push(frameFill(lib, 'summaryRuler', {
        planet: subjectOf(lib, ruler), sign: signs[body.sign], house: houseName(lib, body.house),
        area: lib.synthesis.houseArea[body.house as HouseNumber], rising: signs[signOfLongitude(chart.angles.ascendant)],
      }));
    }
  }
  const node = chart.bodies.trueNode;
  const south = oppositeSign(node.sign);
  const nodeRuler = TRADITIONAL_RULER[node.sign];
  const guide = { ruler: subjectOf(lib, nodeRuler), rulerSign: signOrChange(lib, chart.bodies[nodeRuler]) };
  if (node.house !== null) {
    rulerTexts.push(frameFill(lib, 'summaryNodeHouse', {
      north: signs[node.sign], south: signs[south], house: houseName(lib, node.house), southHouse: houseName(lib, ((node.house + 5) % 12) + 1), ...guide,
    }));
  } else {
    rulerTexts.push(frameFill(lib, 'summaryNode', { north: signs[node.sign], south: signs[south], ...guide }));
  }
  const retrogradePlanets = PLANETS.filter((p: PlanetId) => chart.bodies[p].retrograde);
  const retrograde = retrogradePlanets.map((p) => placementOf(lib, chart, p));
  if (retrograde.length > 0) {
    rulerTexts.push(capitalise(frameFill(lib, retrograde.length === 1 ? 'summaryRetrogradeOne' : 'summaryRetrograde', {
      planets: listWords(lib, retrograde), function: lib.synthesis.planetFunction[retrogradePlanets[0]],
    })));
  }
  w.paragraphOf(rulerTexts);
  w.paragraph(signChangeOf(chart.bodies.sun) || signChangeOf(chart.bodies.moon)
    ? frameFill(lib, 'summaryClosingChange', { name: firstName, element: lib.names.elements[b.dominantElement], modality: lib.names.modalities[b.dominantModality] })
    : frameFill(lib, 'summaryClosing', { name: firstName, sun: signs[chart.bodies.sun.sign], moon: signs[chart.bodies.moon.sign] }));
}

/** The one thing in the chart an astrologer would point to first: the plan's largest stellium, else its key figure. */
function focusOf(lib: Lib, plan: ReadingPlan): string | null {
  const stellium = plan.stelliums[0];
  if (stellium) {
    return frameFill(lib, 'summaryFocusStellium', {
      planets: planetList(lib, stellium.planets),
      place: stellium.by === 'sign' ? lib.names.signs[stellium.sign!] : houseName(lib, stellium.house!),
    });
  }
  const pattern = plan.keyPattern;
  if (pattern) {
    return frameFill(lib, 'summaryFocusPattern', {
      pattern: frameText(lib, `patternName_${pattern.kind}`), planets: planetList(lib, pattern.planets),
    });
  }
  return null;
}

/** "fire and water weigh the same, and the fixed mode leads": a balance where two qualities tie, named as a tie. */
function balanceTie(lib: Lib, plan: ReadingPlan): string {
  const { elements, modalities } = plan.balance;
  const parts = [
    elements.length > 1
      ? frameFill(lib, 'tieElements', { elements: listWords(lib, elements.map((e) => lib.names.elements[e])) })
      : frameFill(lib, 'leadElement', { element: lib.names.elements[elements[0]] }),
    modalities.length > 1
      ? frameFill(lib, 'tieModalities', { modalities: listWords(lib, modalities.map((m) => lib.names.modalities[m])) })
      : frameFill(lib, 'leadModality', { modality: lib.names.modalities[modalities[0]] }),
  ];
  return joinList(lib, parts);
}

/** The values of the natal closing: the strongest planet, which the reader can come back to. */
export function natalClosingValues(lib: Lib, chart: NatalChart, plan: ReadingPlan): { placement: Word } {
  return { placement: placementOf(lib, chart, plan.strongest[0], 'your') };
}
