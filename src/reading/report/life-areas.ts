// The natal reading's life areas: love, work, money, home and growth, each read from the sign on its
// house's cusp, where that sign's traditional ruler stands, and the planets in the house. The planets are
// interpreted in full in the planets section, so here they are only named and pointed to; what this
// section adds is the view from the area. Without a birth time there are no houses or cusps: each area is
// read from its house in the solar chart (solar-houses.ts), named as a solar house every time, with its
// sign's cusp paragraph opened by a sentence that says so and its ruler's solar house, then from its natural
// significator by element; if the Sun changed sign that day there is no solar chart, and each area is read
// from its natural significators by sign.
import { SIGN_ELEMENT, TRADITIONAL_RULER, normalizeDegrees } from '../../astro/chart/zodiac.js';
import { PLANETS, type NatalChart, type PlanetId } from '../../astro/types.js';
import type { SlotValue } from '../library/grammar.js';
import { LIFE_AREAS, LIFE_AREA_HOUSE, type LifeArea } from '../library/life-areas-types.js';
import type { HouseNumber, InterpretationLibrary } from '../library/types.js';
import { signOrChange } from './birth-day.js';
import { houseName, signOfLongitude } from './chart-facts.js';
import { capitalise, fill, formatOrb, joinList, sentencesOf } from './text.js';
import { signOfSolarHouse, solarHouseOf, solarSunSign } from './solar-houses.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;

/** The planet that signifies each area by nature, read by element without a birth time. */
const NATURAL_SIGNIFICATOR: Record<LifeArea, PlanetId | 'trueNode'> = { love: 'venus', work: 'saturn', money: 'jupiter', home: 'moon', growth: 'trueNode' };

/** What one area is read from in a timed chart: the facts the tests check as well as the prose. */
export interface AreaFacts {
  area: LifeArea;
  house: HouseNumber;
  cuspSign: ReturnType<typeof signOfLongitude>;
  ruler: PlanetId;
  rulerHouse: HouseNumber;
  /** The planets in the area's house other than its ruler, in chart order. */
  tenants: PlanetId[];
  /** Planets of the house before within CUSP_ORB of the cusp, closest first: on the threshold of the area (its ruler too). */
  threshold: Array<{ planet: PlanetId; orb: number }>;
}

/**
 * A planet this close before a cusp is read with the house it is about to enter as well (a common rule
 * of thumb puts it at 5° for the angles); in quadrant houses these cusps are the Descendant, the
 * Midheaven and the IC, so a planet on those angles from the house before is never left out.
 */
export const CUSP_ORB = 5;

/** The facts of each area, or null without a birth time (no houses, no cusps). */
export function lifeAreaFacts(chart: NatalChart): AreaFacts[] | null {
  if (!chart.moment.timeKnown || chart.houses === null) return null;
  const cusps = chart.houses.cusps;
  return LIFE_AREAS.map((area) => {
    const house = LIFE_AREA_HOUSE[area];
    const cuspSign = signOfLongitude(cusps[house - 1]);
    const ruler = TRADITIONAL_RULER[cuspSign];
    const rulerHouse = chart.bodies[ruler].house as HouseNumber;
    const tenants = PLANETS.filter((p) => p !== ruler && chart.bodies[p].house === house);
    const before = house === 1 ? 12 : house - 1;
    const threshold = PLANETS
      .map((planet) => ({ planet, orb: normalizeDegrees(cusps[house - 1] - chart.bodies[planet].longitude) }))
      .filter(({ planet, orb }) => chart.bodies[planet].house === before && orb <= CUSP_ORB)
      .sort((x, y) => x.orb - y.orb);
    return { area, house, cuspSign, ruler, rulerHouse, tenants, threshold };
  });
}

/** What one area is read from without a birth time: its solar house, that house's sign and ruler, and where the ruler stands. */
export interface SolarAreaFacts {
  area: LifeArea;
  house: HouseNumber;
  sign: ReturnType<typeof signOfLongitude>;
  ruler: PlanetId;
  /** Null when the ruler changed sign that day. */
  rulerHouse: HouseNumber | null;
}

/** The facts of each area in the solar chart, or null: a timed chart, or a Sun that changed sign that day. */
export function solarAreaFacts(chart: NatalChart): SolarAreaFacts[] | null {
  const sunSign = solarSunSign(chart);
  if (!sunSign) return null;
  return LIFE_AREAS.map((area) => {
    const house = LIFE_AREA_HOUSE[area];
    const sign = signOfSolarHouse(sunSign, house);
    const ruler = TRADITIONAL_RULER[sign];
    return { area, house, sign, ruler, rulerHouse: solarHouseOf(chart, ruler) };
  });
}

/**
 * Ruler paragraphs not read for a solar house, the ruler then only placed: the Russian work ruler in the
 * tenth calls itself the ruler of the Midheaven, and the Russian money, home and growth rulers in their own
 * house name it as a house of the birth chart («управитель второго дома»); both languages leave them alike.
 */
const SOLAR_RULER_SKIPPED: ReadonlyArray<readonly [LifeArea, HouseNumber]> = [['work', 10], ['money', 2], ['home', 4], ['growth', 9]];

/** A cusp paragraph without its first sentence, which names the cusp or the angle. */
export function cuspAfterOpening(text: string): string {
  return text.slice(sentencesOf(text)[0].length).trim();
}

export function writeLifeAreas(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  const t = lib.lifeAreas;
  const f = (template: string, values: Record<string, SlotValue> = {}) => fill(template, values, lib.language);
  const planet = (p: PlanetId | 'trueNode') => lib.names.planets[p];
  const sign = (p: PlanetId | 'trueNode') => signOrChange(lib, chart.bodies[p]);
  const house = (p: PlanetId) => houseName(lib, chart.bodies[p].house!);
  // The significator's element, read only when it held all day (a sign changed that day may change it).
  const naturalParagraph = (area: LifeArea) => {
    const body = chart.bodies[NATURAL_SIGNIFICATOR[area]];
    const elements = new Set([body.sign, body.range?.from.sign, body.range?.ingress?.sign].flatMap((s) => (s ? [SIGN_ELEMENT[s]] : [])));
    if (elements.size === 1) w.paragraph(t.natural[area][[...elements][0]]);
  };

  w.section('life-areas', t.title);
  const facts = lifeAreaFacts(chart);
  const solar = facts ? null : solarAreaFacts(chart);
  if (solar) {
    w.paragraph(t.introSolar);
    const solarHouse = (p: PlanetId) => {
      const h = solarHouseOf(chart, p);
      return h === null ? null : lib.names.solarHouses[h];
    };
    for (const a of solar) {
      w.heading(t.headings[a.area]);
      w.paragraph(`${t.cuspSolar[a.area][a.sign]} ${cuspAfterOpening(t.cusp[a.area][a.sign])}`);
      const texts: string[] = [];
      if (a.rulerHouse !== null) {
        texts.push(f(t.rulerPlaceSolar[a.area], { planet: planet(a.ruler), sign: lib.names.signs[a.sign], house: lib.names.solarHouses[a.rulerHouse] }));
        if (!SOLAR_RULER_SKIPPED.some(([area, h]) => area === a.area && h === a.rulerHouse)) texts.push(t.ruler[a.area][a.rulerHouse]);
      }
      // The natural significator where it stands, unless it rules the area already; the Sun, always in the
      // first solar house, is not placed there as if that told something.
      const significator = a.area === 'love' ? 'venus' : a.area === 'work' ? 'saturn' : null;
      const where = significator && significator !== a.ruler ? solarHouse(significator) : null;
      if (significator === 'venus' && where) texts.push(f(t.significators.venus, { sign: sign('venus'), house: where }));
      if (significator === 'saturn' && where) texts.push(f(t.significators.saturn, { saturnSign: sign('saturn'), saturnHouse: where }));
      if (texts.length > 0) w.paragraph(texts.join(' '));
      naturalParagraph(a.area);
    }
    return;
  }
  if (!facts) {
    w.paragraph(t.introNoTime);
    const signs = {
      venusSign: sign('venus'), marsSign: sign('mars'), jupiterSign: sign('jupiter'), saturnSign: sign('saturn'),
      sunSign: sign('sun'), moonSign: sign('moon'), nodeSign: sign('trueNode'),
    };
    for (const area of LIFE_AREAS) {
      w.heading(t.headings[area]);
      w.paragraph(f(t.noTime[area], signs));
      naturalParagraph(area);
    }
    return;
  }

  // No introduction or "this house is empty" sentence: every timed reading would share them word for
  // word, and the headings and the cusp and ruler paragraphs say what they would.
  for (const a of facts) {
    w.heading(t.headings[a.area]);
    w.paragraph(t.cusp[a.area][a.cuspSign]);
    w.paragraph([
      f(t.rulerPlace[a.area], { planet: planet(a.ruler), sign: lib.names.signs[a.cuspSign], house: houseName(lib, a.rulerHouse) }),
      t.ruler[a.area][a.rulerHouse],
    ].join(' '));

    const named = new Set<PlanetId>([a.ruler, ...a.tenants]);
    const rest: string[] = [];
    // Planets on the threshold share the house before, so two or more are one sentence.
    const [nearest] = a.threshold;
    if (nearest) {
      const before = houseName(lib, chart.bodies[nearest.planet].house!);
      rest.push(capitalise(a.threshold.length === 1
        ? f(t.threshold.one, { planet: planet(nearest.planet), orb: formatOrb(nearest.orb), house: before, next: houseName(lib, a.house) })
        : f(t.threshold.many, { planets: joinList(lib, a.threshold.map(({ planet: p }) => planet(p).forms.nom)), house: before, next: houseName(lib, a.house) })));
      for (const { planet: p } of a.threshold) named.add(p);
    }
    if (a.tenants.length === 1) rest.push(f(t.tenants[a.area].one, { planet: planet(a.tenants[0]), planets: planet(a.tenants[0]) }));
    else if (a.tenants.length > 1) rest.push(f(t.tenants[a.area].many, { planets: joinList(lib, a.tenants.map((p) => planet(p).forms.nom)) }));
    // The natural significators, named where they stand unless the ruler or a tenant named them already.
    if (a.area === 'love' && !named.has('venus')) rest.push(f(t.significators.venus, { sign: sign('venus'), house: house('venus') }));
    if (a.area === 'work') {
      const sun = !named.has('sun'), saturn = !named.has('saturn');
      const values = { sunSign: sign('sun'), sunHouse: house('sun'), saturnSign: sign('saturn'), saturnHouse: house('saturn') };
      if (sun && saturn) rest.push(f(t.significators.sunSaturn, values));
      else if (sun) rest.push(f(t.significators.sun, values));
      else if (saturn) rest.push(f(t.significators.saturn, values));
    }
    if (rest.length > 0) w.paragraph(rest.join(' '));
  }
}
