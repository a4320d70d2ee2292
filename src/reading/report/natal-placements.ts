// The natal sections of placements: the big three, planets in signs and houses, and the houses.
import { PLANETS, type HouseSystem, type NatalChart } from '../../astro/types.js';
import type { HouseNumber, InterpretationLibrary } from '../library/types.js';
import { formatPosition, houseName, signOfLongitude } from './chart-facts.js';
import { formatDegrees, frameFill, frameText, joinList } from './text.js';
import { positionOrRange, positionUncertain, signChangeOf, writeBothSigns } from './birth-day.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;

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
