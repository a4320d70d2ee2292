// The natal chart sections: introduction, the big three, planets in signs and houses,
// angles and chart ruler, the nodes, every aspect by tightness, the balance and a summary.
import { PLANETS, type HouseSystem, type NatalChart, type PlanetId } from '../../astro/types.js';
import { houseOf } from '../../astro/chart/houses.js';
import { ASPECT_GROUP, type HouseNumber, type InterpretationLibrary } from '../library/types.js';
import {
  aspectsByTightness, elementMembers, formatPosition, houseName, isPlanet, modalityMembers, oppositeSign,
  placeLabel, pointName, signOfLongitude,
} from './chart-facts.js';
import { capitalise, formatDate, formatDegrees, formatOrb, frameFill, frameText, joinList, localTimeOf } from './text.js';
import {
  dayArcOf, orbCertain, planetsChangingSign, positionOrRange, positionUncertain, signChangeOf, writeBothSigns,
} from './birth-day.js';
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
    timezone: m.timezone, offset: m.utcOffset, utc: `${formatDate(lib, m.utc)}, ${localTimeOf(m.utc, '+00:00')}`,
  }));
  const adjustment = m.adjustment;
  if (adjustment?.kind === 'nonexistent') {
    w.note(frameFill(lib, 'noteNonexistent', {
      given: m.localTime ?? '', used: localTimeOf(m.utc, m.utcOffset), timezone: m.timezone,
    }));
  } else if (adjustment?.kind === 'ambiguous') {
    w.note(frameFill(lib, 'noteAmbiguous', { given: m.localTime ?? '', offset: m.utcOffset, timezone: m.timezone }));
  }
  const fellBack = chart.houses !== null && chart.houses.fallbackReason !== null;
  if (!m.timeKnown && chart.day) {
    const changing = planetsChangingSign(chart, PLANETS);
    w.note(frameText(lib, 'noteUnknownTimeDay'));
    w.note(changing.length > 0
      ? frameFill(lib, 'noteDayIngress', { planets: joinList(lib, changing.map((p) => lib.names.planets[p])) })
      : frameFill(lib, 'noteDayNoIngress', { arc: formatDegrees(dayArcOf(chart.bodies.moon)) }));
  } else if (!m.timeKnown || !chart.houses) {
    w.note(frameText(lib, 'noteUnknownTime'));
  } else if (fellBack) {
    w.note(frameFill(lib, 'notePorphyry', { latitude: chart.place.latitude.toFixed(2), system: lib.names.houseSystems[chart.options.houses] }));
  }
  writeMethod(w, lib, chart, fellBack);
  for (const note of extraNotes) w.note(note);

  const rows: string[][] = [];
  const houseCell = (house: number | null) => (house === null ? '' : String(house));
  for (const id of [...PLANETS, 'trueNode', 'chiron', 'lilith'] as const) {
    const body = chart.bodies[id];
    if (!body) continue;
    const retrograde = body.retrograde && (id === 'chiron' || (id !== 'lilith' && isPlanet(id)));
    const position = positionOrRange(lib, body) + (retrograde ? ` ${frameText(lib, 'retrogradeMark')}` : '');
    rows.push([lib.names.planets[id], position, houseCell(body.house)]);
  }
  if (chart.angles) {
    // Equal and Whole Sign houses do not start at the angles, so their houses are read off the cusps too.
    const houseOfAngle = (longitude: number) => houseCell(chart.houses ? houseOf(longitude, chart.houses.cusps) : null);
    rows.push([lib.names.angles.ascendant, formatPosition(lib, chart.angles.ascendant), houseOfAngle(chart.angles.ascendant)]);
    rows.push([lib.names.angles.midheaven, formatPosition(lib, chart.angles.midheaven), houseOfAngle(chart.angles.midheaven)]);
  }
  const fortune = chart.points.partOfFortune;
  if (fortune) rows.push([lib.names.points.partOfFortune, formatPosition(lib, fortune.longitude), houseCell(fortune.house)]);
  const columns = [frameText(lib, 'columnPoint'), frameText(lib, 'columnPosition')];
  w.table(chart.houses ? [...columns, frameText(lib, 'columnHouse')] : columns,
    chart.houses ? rows : rows.map((r) => r.slice(0, 2)));
}

/** How the chart was cast: zodiac and ayanamsa, house system, the plan of the reading; then the added points. */
function writeMethod(w: ReadingWriter, lib: Lib, chart: NatalChart, fellBack: boolean): void {
  const method: string[] = [];
  if (chart.options.ayanamsa !== null && chart.ayanamsaDegrees !== null) {
    method.push(frameFill(lib, 'methodSidereal', { ayanamsa: lib.names.ayanamsas[chart.options.ayanamsa], offset: formatDegrees(chart.ayanamsaDegrees) }));
  } else {
    method.push(frameText(lib, 'methodTropical'));
  }
  // A fallback is explained by its note above; the system asked for is named there.
  if (chart.houses && !fellBack) method.push(frameText(lib, `methodHouses_${chart.houses.system}`));
  method.push(frameText(lib, chart.houses ? 'introMethod' : 'introMethodNoHouses'));
  w.paragraphOf(method);
  const points = [frameText(lib, chart.bodies.chiron ? 'methodPoints' : 'methodPointsNoChiron')];
  const fortune = chart.points.partOfFortune;
  if (fortune) points.push(frameText(lib, `methodFortune_${fortune.sect}`));
  w.paragraphOf(points);
}

export function writeBigThree(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  w.section('big-three', frameText(lib, 'bigThreeTitle'));
  w.paragraph(frameText(lib, 'bigThreeIntro'));
  for (const planet of ['sun', 'moon'] as const) {
    const body = chart.bodies[planet];
    const change = signChangeOf(body);
    const key = planet === 'sun' ? 'bigThreeSun' : 'bigThreeMoon';
    if (change) {
      w.heading(frameFill(lib, `${key}Change`, { from: lib.names.signs[change.from], to: lib.names.signs[change.to] }));
      writeBothSigns(w, lib, planet, change);
      continue;
    }
    w.heading(frameFill(lib, key, { sign: lib.names.signs[body.sign] }));
    w.paragraph(lib.planetInSign[planet][body.sign]);
    // The Moon's sign is certain without the hour only because it kept it all day; say so.
    if (planet === 'moon' && body.range) {
      w.paragraph(frameFill(lib, 'moonKeptSign', {
        sign: lib.names.signs[body.sign], from: formatPosition(lib, body.range.from.longitude), to: formatPosition(lib, body.range.to.longitude),
      }));
    }
  }
  if (chart.angles) {
    const rising = signOfLongitude(chart.angles.ascendant);
    w.heading(frameFill(lib, 'bigThreeRising', { sign: lib.names.signs[rising] }));
    w.paragraph(lib.ascendant[rising]);
  } else {
    w.note(frameText(lib, 'bigThreeNoRising'));
  }
}

export function writePlanets(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  w.section('planets', frameText(lib, 'planetsTitle'));
  w.paragraph(frameText(lib, 'planetsIntro'));
  for (const planet of PLANETS) {
    const body = chart.bodies[planet];
    const sign = lib.names.signs[body.sign];
    const change = signChangeOf(body);
    w.heading(positionUncertain(body)
      ? frameFill(lib, 'planetHeadingRange', { planet: lib.names.planets[planet], range: positionOrRange(lib, body) })
      : frameFill(lib, 'planetHeading', { planet: lib.names.planets[planet], sign, degree: formatDegrees(body.degreeInSign) }));
    w.paragraph(lib.planets[planet]);
    if ((planet === 'sun' || planet === 'moon') && change) {
      w.paragraph(frameFill(lib, 'planetSeeBigThreeBoth', { planet: lib.names.planets[planet], from: lib.names.signs[change.from], to: lib.names.signs[change.to] }));
    } else if (planet === 'sun' || planet === 'moon') {
      w.paragraph(frameFill(lib, 'planetSeeBigThree', { planet: lib.names.planets[planet], sign }));
    } else if (change) {
      writeBothSigns(w, lib, planet, change);
    } else {
      w.paragraph(lib.planetInSign[planet][body.sign]);
    }
    if (body.retrograde) w.paragraph(frameFill(lib, 'planetRetrograde', { planet: lib.names.planets[planet] }));
  }
}

const HOUSES_INTRO: Record<HouseSystem, string> = {
  placidus: 'housesIntroPlacidus', koch: 'housesIntroKoch', porphyry: 'housesIntroPorphyryChosen', regiomontanus: 'housesIntroRegiomontanus',
  campanus: 'housesIntroCampanus', equal: 'housesIntroEqual', whole_sign: 'housesIntroWholeSign',
};

export function writeHouses(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  if (!chart.houses) return;
  w.section('houses', frameText(lib, 'housesTitle'));
  w.paragraph(frameText(lib, chart.houses.fallbackReason !== null ? 'housesIntroPorphyry' : HOUSES_INTRO[chart.houses.system]));
  const placed = PLANETS.filter((p) => chart.bodies[p].house !== null)
    .map((p) => ({ planet: p, house: chart.bodies[p].house as HouseNumber }))
    .sort((x, y) => x.house - y.house || PLANETS.indexOf(x.planet) - PLANETS.indexOf(y.planet));
  for (const { planet, house } of placed) {
    w.heading(frameFill(lib, 'houseHeading', { planet: lib.names.planets[planet], house: houseName(lib, house) }));
    w.paragraph(lib.planetInHouse[planet][house]);
  }
  const occupied = new Set(placed.map((p) => p.house));
  const empty = ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as HouseNumber[]).filter((h) => !occupied.has(h));
  if (empty.length > 0) w.paragraph(frameFill(lib, 'housesEmpty', { houses: joinList(lib, empty.map((h) => houseName(lib, h))) }));
}

export function writeAngles(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  if (!chart.angles) return;
  w.section('angles', frameText(lib, 'anglesTitle'));
  w.paragraph(frameText(lib, 'anglesIntro'));
  const asc = chart.angles.ascendant;
  const mc = chart.angles.midheaven;
  w.heading(frameFill(lib, 'ascendantHeading', { position: formatPosition(lib, asc) }));
  const recap = chart.houses?.system === 'whole_sign' ? 'ascendantRecapWholeSign' : 'ascendantRecap';
  w.paragraph(frameFill(lib, recap, { sign: lib.names.signs[signOfLongitude(asc)] }));
  w.heading(frameFill(lib, 'midheavenHeading', { position: formatPosition(lib, mc) }));
  w.paragraph(lib.midheaven[signOfLongitude(mc)]);
  writeChartRuler(w, lib, chart);
}

function writeChartRuler(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  const ruler = chart.chartRuler;
  if (!ruler || !chart.angles) return;
  const body = chart.bodies[ruler];
  const planet = lib.names.planets[ruler];
  w.heading(frameFill(lib, 'chartRulerHeading', { planet }));
  const texts = [frameFill(lib, 'chartRulerIntro', { planet, rising: lib.names.signs[signOfLongitude(chart.angles.ascendant)] })];
  const rulerText = lib.chartRuler[ruler];
  if (rulerText) texts.push(rulerText);
  w.paragraphOf(texts);
  if (body.house !== null) {
    w.paragraph(frameFill(lib, 'chartRulerPlacement', { planet, sign: lib.names.signs[body.sign], house: houseName(lib, body.house) }));
  }
}

export function writeNodes(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  const node = chart.bodies.trueNode;
  const south = oppositeSign(node.sign);
  w.section('nodes', frameText(lib, 'nodesTitle'));
  w.paragraph(frameText(lib, 'nodesIntro'));
  w.heading(frameFill(lib, 'nodesHeading', { north: lib.names.signs[node.sign], south: lib.names.signs[south] }));
  w.paragraph(lib.northNode[node.sign]);
  if (node.house !== null) {
    const southHouse = ((node.house + 5) % 12) + 1;
    w.paragraph(frameFill(lib, 'nodesHouses', { north: houseName(lib, node.house), south: houseName(lib, southHouse) }));
  }
}

export function writeBalance(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  const b = chart.balance;
  w.section('balance', frameText(lib, 'balanceTitle'));
  w.paragraph(frameText(lib, chart.angles ? 'balanceIntro' : 'balanceIntroNoTime'));
  const elements = elementMembers(lib, chart);
  const modalities = modalityMembers(lib, chart);
  const weight = (x: number) => (Math.round(x * 10) / 10).toString();
  w.table(
    [frameText(lib, 'columnQuality'), frameText(lib, 'columnWeight'), frameText(lib, 'columnPlacements')],
    [
      ...(['fire', 'earth', 'air', 'water'] as const).map((e) => [capitalise(lib.names.elements[e]), weight(b.elements[e]), elements[e].join(', ') || '—']),
      ...(['cardinal', 'fixed', 'mutable'] as const).map((q) => [capitalise(lib.names.modalities[q]), weight(b.modalities[q]), modalities[q].join(', ') || '—']),
    ],
  );
  const changing = planetsChangingSign(chart, PLANETS);
  if (changing.length > 0) {
    const placements = changing.map((p) => frameFill(lib, 'balancePlacement', { planet: lib.names.planets[p], sign: lib.names.signs[chart.bodies[p].sign] }));
    w.paragraph(frameFill(lib, changing.length === 1 ? 'balanceNoonSign' : 'balanceNoonSigns', { placements: joinList(lib, placements) }));
  }
  w.paragraph(lib.balance.dominantElement[b.dominantElement], frameFill(lib, 'balanceDominantElement', { element: capitalise(lib.names.elements[b.dominantElement]) }));
  if (b.lackingElement) {
    w.paragraph(lib.balance.lackingElement[b.lackingElement], frameFill(lib, 'balanceLackingElement', { element: capitalise(lib.names.elements[b.lackingElement]) }));
  }
  w.paragraph(lib.balance.dominantModality[b.dominantModality], frameFill(lib, 'balanceDominantModality', { modality: capitalise(lib.names.modalities[b.dominantModality]) }));
  if (b.lackingModality) {
    w.paragraph(lib.balance.lackingModality[b.lackingModality], frameFill(lib, 'balanceLackingModality', { modality: capitalise(lib.names.modalities[b.lackingModality]) }));
  }
}

export function writeSummary(w: ReadingWriter, lib: Lib, chart: NatalChart, name: string): void {
  w.section('summary', frameText(lib, 'summaryTitle'));
  const signs = lib.names.signs;
  const lights = (['sun', 'moon'] as const).map((planet) => {
    const change = signChangeOf(chart.bodies[planet]);
    return change
      ? frameFill(lib, `summaryChange_${planet}`, { from: signs[change.from], to: signs[change.to], time: change.time })
      : frameFill(lib, `summarySign_${planet}`, { sign: signs[chart.bodies[planet].sign] });
  });
  const core = chart.angles
    ? frameFill(lib, 'summaryCore', {
      name, sun: signs[chart.bodies.sun.sign], moon: signs[chart.bodies.moon.sign], rising: signs[signOfLongitude(chart.angles.ascendant)],
    })
    : chart.day
      ? frameFill(lib, 'summaryCoreNoTimeDay', { name, sun: lights[0], moon: lights[1] })
      : frameFill(lib, 'summaryCoreNoTime', { name, sun: signs[chart.bodies.sun.sign], moon: signs[chart.bodies.moon.sign] });
  const b = chart.balance;
  const texture = [
    frameFill(lib, 'summaryElement', {
      element: lib.names.elements[b.dominantElement], modality: lib.names.modalities[b.dominantModality],
      elementGist: frameText(lib, `gistElement_${b.dominantElement}`), modalityGist: frameText(lib, `gistModality_${b.dominantModality}`),
    }),
  ];
  if (b.lackingElement) {
    texture.push(frameFill(lib, 'summaryLacking', { element: lib.names.elements[b.lackingElement], gist: frameText(lib, `gistLacking_${b.lackingElement}`) }));
  }
  w.paragraphOf([core, ...texture]);

  // Only aspects whose orb does not hang on the unknown hour can be ranked by it.
  const tight = aspectsByTightness(chart.aspects.filter(orbCertain)).slice(0, 3);
  if (tight.length > 0) {
    const labels = tight.map((a) => frameFill(lib, 'summaryAspectItem', {
      a: pointName(lib, a.a), b: pointName(lib, a.b), aspect: lib.names.aspects[a.type], orb: formatOrb(a.orb),
    }));
    const tense = tight.filter((a) => ASPECT_GROUP[a.type] === 'tense').length;
    const flowing = tight.filter((a) => ASPECT_GROUP[a.type] === 'flowing').length;
    const tone = tense > flowing ? 'summaryAspectsTense' : flowing > tense ? 'summaryAspectsFlowing' : 'summaryAspectsMixed';
    w.paragraphOf([
      frameFill(lib, tight.length === 1 ? 'summaryTightestOne' : 'summaryTightest', { list: joinList(lib, labels) }),
      frameText(lib, tone),
    ]);
  }

  const ruler = chart.chartRuler;
  const rulerTexts: string[] = [];
  if (ruler && chart.angles) {
    const body = chart.bodies[ruler];
    rulerTexts.push(frameFill(lib, body.house === null ? 'summaryRulerNoHouse' : 'summaryRuler', {
      planet: lib.names.planets[ruler], sign: signs[body.sign], house: body.house === null ? '' : houseName(lib, body.house),
      rising: signs[signOfLongitude(chart.angles.ascendant)],
    }));
  }
  rulerTexts.push(frameFill(lib, 'summaryNode', { north: signs[chart.bodies.trueNode.sign], south: signs[oppositeSign(chart.bodies.trueNode.sign)] }));
  const retrograde = PLANETS.filter((p: PlanetId) => chart.bodies[p].retrograde).map((p) => lib.names.planets[p]);
  if (retrograde.length > 0) {
    rulerTexts.push(frameFill(lib, retrograde.length === 1 ? 'summaryRetrogradeOne' : 'summaryRetrograde', { planets: joinList(lib, retrograde) }));
  }
  w.paragraphOf(rulerTexts);
  w.paragraph(frameFill(lib, 'summaryClosing', { name }));
}
