// The natal sections of placements: the big three, planets in signs and houses, and the houses.
// A planet is read in its authored paragraphs, by sign (its dignity included) and by house, in that
// planet's own terms; then the chart's facts around it: the ruler of its sign and where that ruler
// stands, its retrograde motion, and its closest contacts, named here and read once, with the aspects.
// A house is read by its cusp sign, its ruler and its tenants.
import { PLANETS, type Aspect, type MoonPhaseName, type NatalChart, type PlanetId, type PointId, type SignId } from '../../astro/types.js';
import { TRADITIONAL_RULER } from '../../astro/chart/zodiac.js';
import { nominative, phrase, type SlotValue, type Word } from '../library/grammar.js';
import type { HouseNumber, InterpretationLibrary } from '../library/types.js';
import { SIGN_ELEMENT, formatPosition, houseName, isOuterPlanet, isPlanet, placementsBySign, signOfLongitude } from './chart-facts.js';
import { capitalise, fill, formatDegrees, frameFill, frameText, joinList } from './text.js';
import { positionOrRange, positionUncertain, signChangeOf, signOrChange } from './birth-day.js';
import { writeSolarHouse } from './solar-houses.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;

const HOUSES: readonly HouseNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The points a planet's aspects reach, in the order that seeds the choice of a wording. */
const POINT_ORDER: readonly PointId[] = [...PLANETS, 'ascendant', 'midheaven'];

/** A template and its variants, the same thought in other words: `key`, `key_2`, `key_3`… */
function variantsOf(lib: Lib, key: string): string[] {
  const keys = [key];
  while (lib.placements.templates[`${key}_${keys.length + 1}`] !== undefined) keys.push(`${key}_${keys.length + 1}`);
  return keys;
}

/**
 * The wordings used so far in one reading's planets section. Ten planets, each with its ruler, its
 * retrograde motion and two aspects, would otherwise say "is ruled by" seven times and read six squares
 * through one sentence; so a sentence takes the variant used least so far, which keeps each wording to two
 * uses a reading while the variants last (every recurring template has enough for a chart). The seed
 * is the planet, or the pair of points an aspect joins, never chance: the same chart always reads the same.
 */
class Wordings {
  private readonly uses = new Map<string, number>();

  constructor(private readonly lib: Lib) {}

  /**
   * The least used variant of `key`, the seed's own first among equals, counted as used: so two planets
   * in a row with the same ruler are not told it in the same words while a third wording is still unused.
   */
  pick(key: string, seed: number): string {
    const keys = variantsOf(this.lib, key);
    const start = seed % keys.length;
    const order = keys.map((_, i) => keys[(start + i) % keys.length]);
    const used = (k: string) => this.uses.get(k) ?? 0;
    const chosen = order.reduce((best, k) => (used(k) < used(best) ? k : best));
    this.uses.set(chosen, (this.uses.get(chosen) ?? 0) + 1);
    return chosen;
  }
}

/** A seed for one planet's wording. */
function planetSeed(planet: PointId): number {
  return POINT_ORDER.indexOf(planet);
}

function t(lib: Lib, key: string, values: Record<string, SlotValue> = {}): string {
  const template = lib.placements.templates[key];
  if (template === undefined) throw new Error(`placement template "${key}" is missing from the ${lib.language} library`);
  return capitalise(fill(template, values));
}

/** A planet as prose names it: "the Sun", "Mars". */
function ref(lib: Lib, planet: PlanetId): Word {
  const ref = lib.placements.templates[`ref_${planet}`];
  const name = lib.names.planets[planet];
  return ref === undefined ? name : phrase((form) => fill(ref, { planet: name.forms[form] }), name.gender);
}


function pointLabel(lib: Lib, point: PointId): Word {
  return point === 'ascendant' || point === 'midheaven' ? lib.names.angles[point] : lib.names.planets[point];
}

function houseOfPlanet(chart: NatalChart, planet: PlanetId): HouseNumber | null {
  return chart.bodies[planet].house as HouseNumber | null;
}

/** "Mars in Aries and the Sun and Venus in Leo": planets with each sign named once. */
function tenants(lib: Lib, chart: NatalChart, planets: readonly PlanetId[]): string {
  return placementsBySign(lib, planets.map((planet) => ({ planet: ref(lib, planet), sign: signOrChange(lib, chart.bodies[planet]) })), lib.placements.templates.tenant);
}

/** The planet a luminary answers to, as a phrase of the big three: the ruler of its sign and where it stands. */
function rulerPhrase(lib: Lib, chart: NatalChart, planet: PlanetId): string {
  const sign = chart.bodies[planet].sign;
  const ruler = TRADITIONAL_RULER[sign];
  const templates = lib.placements.templates;
  if (ruler === planet) return fill(templates.rulerSelf, { sign: lib.names.signs[sign], planet: ref(lib, planet) });
  const rulerBody = chart.bodies[ruler];
  const rulerHouse = houseOfPlanet(chart, ruler);
  const values = { ruler: ref(lib, ruler), sign: lib.names.signs[sign], rulerSign: signOrChange(lib, rulerBody) };
  return rulerHouse ? fill(templates.rulerAt, { ...values, rulerHouse: houseName(lib, rulerHouse) }) : fill(templates.rulerAtNoHouse, values);
}

/**
 * A planet that changed sign on an unknown-time birth day: both signs' authored paragraphs, each led by
 * the hours it holds for, so the buyer reads the whole of either, not a phrase of each.
 */
function writeBothSigns(w: ReadingWriter, lib: Lib, planet: PlanetId, change: { from: SignId; to: SignId; time: string }): void {
  w.paragraph(lib.planetInSign[planet][change.from], t(lib, 'signBefore', { time: change.time, sign: lib.names.signs[change.from] }));
  w.paragraph(lib.planetInSign[planet][change.to], t(lib, 'signAfter', { time: change.time, sign: lib.names.signs[change.to] }));
}

/** The closest contacts of a planet, named briefly: they are read in full once, in the aspects section. */
/**
 * The planet's closest contacts not yet named under an earlier planet. When a tighter one was named there,
 * the sentence says these are the others, never that they are its closest (reviewers: "Uranus's closest
 * ties are…" skipping a tighter conjunction named under Mercury).
 */
function contactsSentence(lib: Lib, wordings: Wordings, planet: PlanetId, contacts: Array<{ aspect: Aspect; other: PointId }>, tighterNamed: boolean): string | null {
  if (contacts.length === 0) return null;
  const named = contacts.map(({ aspect, other }) => fill(lib.placements.templates[`contact_${aspect.type}`], { other: pointLabel(lib, other) }));
  const values = { planet: ref(lib, planet), contacts: joinList(lib, named) };
  if (tighterNamed) return t(lib, contacts.length === 1 ? 'planetContactOther' : 'planetContactsOther', values);
  return t(lib, wordings.pick(contacts.length === 1 ? 'planetContact' : 'planetContacts', planetSeed(planet)), values);
}

export function writeBigThree(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  w.section('big-three', frameText(lib, 'bigThreeTitle'));
  const sun = chart.bodies.sun, moon = chart.bodies.moon;
  // A sign the hour would settle is named as the two it could be; the sections below give the time of the change.
  const eitherSign = (body: typeof sun) => {
    const change = signChangeOf(body);
    if (!change) return lib.names.signs[body.sign];
    const from = lib.names.signs[change.from], to = lib.names.signs[change.to];
    return phrase((form) => fill(lib.placements.templates.signEither, { from: from.forms[form], to: to.forms[form] }), to.gender);
  };
  const sunSign = eitherSign(sun), moonSign = eitherSign(moon);
  w.paragraph(chart.angles
    ? t(lib, 'bigThreeIntro', { sun: sunSign, moon: moonSign, rising: lib.names.signs[signOfLongitude(chart.angles.ascendant)] })
    : t(lib, 'bigThreeIntroNoRising', { sun: sunSign, moon: moonSign }));
  const p = lib.placements;

  const sunChange = signChangeOf(sun);
  const moonChange = signChangeOf(moon);
  if (sunChange) {
    w.heading(frameFill(lib, 'bigThreeSunChange', { from: lib.names.signs[sunChange.from], to: lib.names.signs[sunChange.to] }));
    w.paragraph(t(lib, 'sunChanged', { from: lib.names.signs[sunChange.from], to: lib.names.signs[sunChange.to], time: sunChange.time }));
    writeBothSigns(w, lib, 'sun', sunChange);
  } else {
    w.heading(frameFill(lib, 'bigThreeSun', { sign: lib.names.signs[sun.sign] }));
    const sunHouse = houseOfPlanet(chart, 'sun');
    // The Sun in its sign and in its house, each in its own authored paragraph; its ruler, a fact of the chart, after them.
    w.paragraph(lib.planetInSign.sun[sun.sign]);
    if (sunHouse) w.paragraph(lib.planetInHouse.sun[sunHouse]);
    const texts = [t(lib, 'sunRuler', { sign: lib.names.signs[sun.sign], ruler: rulerPhrase(lib, chart, 'sun') })];
    if (!moonChange) {
      const se = SIGN_ELEMENT[sun.sign], me = SIGN_ELEMENT[moon.sign];
      const allied = (a: string, b: string) => (a === 'fire' && b === 'air') || (a === 'earth' && b === 'water');
      const key = se === me ? 'blendSame' : allied(se, me) || allied(me, se) ? 'blendAllied' : 'blendApart';
      const moonHouse = houseOfPlanet(chart, 'moon');
      texts.push(t(lib, key, {
        moon: lib.names.signs[moon.sign], element: lib.names.elements[se], sunElement: lib.names.elements[se], moonElement: lib.names.elements[me],
        sunManner: lib.synthesis.signManner[sun.sign], moonNeed: p.moonNeed[moon.sign],
        moonWhere: moonHouse ? fill(p.templates.blendWhere, { house: houseName(lib, moonHouse) }) : '',
      }));
    }
    w.paragraphOf(texts);
  }

  if (moonChange) {
    const from = lib.names.signs[moonChange.from], to = lib.names.signs[moonChange.to];
    w.heading(frameFill(lib, 'bigThreeMoonChange', { from, to }));
    w.paragraphOf([t(lib, 'moonChanged', { from, to, time: moonChange.time }), t(lib, 'moonBoth', { from, to })]);
    writeBothSigns(w, lib, 'moon', moonChange);
  } else {
    w.heading(frameFill(lib, 'bigThreeMoon', { sign: lib.names.signs[moon.sign] }));
    const moonHouse = houseOfPlanet(chart, 'moon');
    const sign = lib.names.signs[moon.sign];
    // Without the hour the Moon's sign is certain only because it kept it all day; the text says so.
    if (moon.range) {
      w.paragraph(lib.planetInSign.moon[moon.sign]);
      writeSolarHouse(w, lib, chart, 'moon');
      w.paragraph(t(lib, 'moonKept', {
        sign, ruler: rulerPhrase(lib, chart, 'moon'), from: formatPosition(lib, moon.range.from.longitude), to: formatPosition(lib, moon.range.to.longitude),
      }));
    } else {
      w.paragraph(lib.planetInSign.moon[moon.sign]);
      if (moonHouse) w.paragraph(lib.planetInHouse.moon[moonHouse]);
      else writeSolarHouse(w, lib, chart, 'moon');
      w.paragraphOf([t(lib, 'moonRuler', { sign, ruler: rulerPhrase(lib, chart, 'moon') }), birthPhaseSentence(lib, chart)]);
    }
  }

  if (chart.angles) {
    const rising = signOfLongitude(chart.angles.ascendant);
    w.heading(frameFill(lib, 'bigThreeRising', { sign: lib.names.signs[rising] }));
    // The rising sign in its authored paragraph; the chart ruler is read in the chart's story.
    w.paragraph(lib.angleInSign.ascendant[rising]);
    const texts: string[] = [];
    const first = PLANETS.filter((planet) => chart.bodies[planet].house === 1);
    if (first.length > 0) {
      texts.push(t(lib, first.length === 1 ? 'risingTenants' : 'risingTenantsMany', {
        tenants: tenants(lib, chart, first),
      }));
    }
    w.paragraphOf(texts);
  }
}

/** The aspects of a planet to other planets and the angles, tightest first; without the hour only those that held all day. */
function aspectsOf(chart: NatalChart, planet: PlanetId): Array<{ aspect: Aspect; other: PointId }> {
  return chart.aspects
    .filter((a) => (a.a === planet || a.b === planet) && a.day?.certainty !== 'part_of_day')
    .map((aspect) => ({ aspect, other: aspect.a === planet ? aspect.b : aspect.a }))
    .filter(({ other }) => isPlanet(other) || other === 'ascendant' || other === 'midheaven')
    .sort((x, y) => x.aspect.orb - y.aspect.orb || PLANETS.indexOf(x.other as PlanetId) - PLANETS.indexOf(y.other as PlanetId));
}

/** The ruler of the planet's sign and where it stands, or the planet's own rule, or a mutual reception. */
function dispositorSentence(lib: Lib, chart: NatalChart, wordings: Wordings, planet: PlanetId, told: Set<string>): string | null {
  const say = (key: string, values: Record<string, SlotValue>) => t(lib, wordings.pick(key, planetSeed(planet)), values);
  const body = chart.bodies[planet];
  const ruler = TRADITIONAL_RULER[body.sign];
  const house = houseOfPlanet(chart, planet);
  const values = { planet: ref(lib, planet), planetName: lib.names.planets[planet], sign: lib.names.signs[body.sign], drive: lib.placements.drive[planet] };
  if (ruler === planet) {
    return say('dispositorSelf', { ...values, where: house ? fill(lib.placements.templates.dispositorSelfWhere, { topic: lib.placements.houseTopic[house] }) : '' });
  }
  const rulerBody = chart.bodies[ruler];
  const rulerChange = signChangeOf(rulerBody);
  const withRuler = { ...values, ruler: ref(lib, ruler), rulerName: lib.names.planets[ruler], rulerSign: lib.names.signs[rulerBody.sign] };
  if (rulerChange) {
    return say('dispositorRulerChanged', { ...withRuler, from: lib.names.signs[rulerChange.from], to: lib.names.signs[rulerChange.to] });
  }
  if (TRADITIONAL_RULER[rulerBody.sign] === planet) {
    // A mutual reception is told once, under the first of the two planets.
    if (told.has(`reception|${ruler}`)) return null;
    told.add(`reception|${planet}`);
    const rulerHouse = houseOfPlanet(chart, ruler);
    const inHouse = (h: HouseNumber | null) => (h ? fill(lib.placements.templates.retrogradeWhere, { house: houseName(lib, h) }) : '');
    return say('dispositorMutual', { ...withRuler, rulerDrive: lib.placements.drive[ruler], where: inHouse(house), rulerWhere: inHouse(rulerHouse) });
  }
  const rulerHouse = houseOfPlanet(chart, ruler);
  if (rulerHouse) {
    return say('dispositor', {
      ...withRuler, rulerHouse: houseName(lib, rulerHouse), rulerTopic: lib.placements.houseTopic[rulerHouse],
    });
  }
  return say('dispositorNoHouse', { ...withRuler, rulerManner: lib.synthesis.signManner[rulerBody.sign] });
}

export function writePlanets(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  w.section('planets', frameText(lib, 'planetsTitle'));
  const p = lib.placements;
  const told = new Set<string>();
  const named = new Set<Aspect>();
  const wordings = new Wordings(lib);
  // The Sun's and the Moon's sign and house are read with the big three.
  for (const planet of PLANETS.filter((id) => id !== 'sun' && id !== 'moon')) {
    const say = (key: string, values: Record<string, SlotValue>) => t(lib, wordings.pick(key, planetSeed(planet)), values);
    const body = chart.bodies[planet];
    const sign = lib.names.signs[body.sign];
    const change = signChangeOf(body);
    const house = houseOfPlanet(chart, planet);
    w.heading(positionUncertain(body)
      ? frameFill(lib, 'planetHeadingRange', { planet: lib.names.planets[planet], range: positionOrRange(lib, body) })
      : frameFill(lib, 'planetHeading', { planet: lib.names.planets[planet], sign, degree: formatDegrees(body.degreeInSign) }));
    // The planet in its sign and in its house, each an authored paragraph in that planet's own terms
    // (its dignity included); a sign the hour would settle is read both ways.
    if (change) {
      w.paragraph(t(lib, 'placeChanged', { planet: lib.names.planets[planet], from: lib.names.signs[change.from], to: lib.names.signs[change.to], time: change.time }));
      writeBothSigns(w, lib, planet, change);
    } else {
      // A generation shares an outer planet's sign: it is read briefly, and the planet fully by its house.
      w.paragraph(isOuterPlanet(planet) ? lib.generationInSign[planet][body.sign] : lib.planetInSign[planet][body.sign]);
    }
    if (house) w.paragraph(lib.planetInHouse[planet][house]);
    else writeSolarHouse(w, lib, chart, planet);

    // Then the chart's facts around it: the ruler of its sign, its motion, and its closest contacts,
    // named here and read once, in the aspects section.
    const texts: string[] = [];
    // Its contacts first, while "this planet" can only mean the one the heading names; an aspect named
    // under an earlier planet is not named again.
    const all = aspectsOf(chart, planet);
    const fresh = all.filter(({ aspect }) => !named.has(aspect)).slice(0, 3);
    for (const { aspect } of fresh) named.add(aspect);
    const contacts = contactsSentence(lib, wordings, planet, fresh, fresh.length > 0 && all[0] !== fresh[0]);
    if (contacts) texts.push(contacts);
    // The ruler of its sign is followed for the personal and social planets; an outer planet's sign is a
    // generation's, and its dispositor would be one more frame of the same kind in every reading.
    if (!change && TRADITIONAL_RULER[body.sign] !== planet && !isOuterPlanet(planet)) {
      const ruled = dispositorSentence(lib, chart, wordings, planet, told);
      if (ruled) texts.push(ruled);
    }
    if (body.retrograde) {
      texts.push(say('retrograde', {
        planet: lib.names.planets[planet], sign: signOrChange(lib, body), drive: p.drive[planet],
        where: house ? fill(p.templates.retrogradeWhere, { house: houseName(lib, house) }) : '',
      }));
    }
    // "No close aspect" only when the aspect section lists none either: not one of some hours of the
    // birth day, nor one to the nodes, Chiron or Lilith.
    if (all.length === 0 && !chart.aspects.some((a) => a.a === planet || a.b === planet)) {
      texts.push(say('aspectNone', { planet: ref(lib, planet), drive: p.drive[planet], manner: lib.synthesis.signManner[body.sign] }));
    }
    if (texts.length > 0) w.paragraphOf(texts);
  }
}

export function writeHouses(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  const houses = chart.houses;
  if (!houses) return;
  w.section('houses', frameText(lib, 'housesTitle'));
  const p = lib.placements;
  const tenantsOf = (h: HouseNumber) => PLANETS.filter((planet) => chart.bodies[planet].house === h);
  const occupied = HOUSES.filter((h) => tenantsOf(h).length > 0);
  const most = Math.max(...occupied.map((h) => tenantsOf(h).length));
  if (most === 1) {
    w.paragraph(t(lib, 'housesIntroSpread', { system: lib.names.houseSystems[houses.system], first: houseName(lib, occupied[0]), last: houseName(lib, occupied[occupied.length - 1]) }));
  } else {
    const crowdedHouse = occupied.find((h) => tenantsOf(h).length === most)!;
    w.paragraph(t(lib, 'housesIntro', {
      system: lib.names.houseSystems[houses.system], occupied: p.templates[`count_${occupied.length}`], empty: p.templates[`count_${12 - occupied.length}`],
      crowded: fill(p.templates.housesCrowded, {
        house: houseName(lib, crowdedHouse), count: p.templates[`count_${most}`],
        tenants: tenants(lib, chart, tenantsOf(crowdedHouse)),
      }),
    }));
  }
  // The twelve houses as a table: each planet is read in its house in the planets section, and the
  // houses that carry a life area are read from their cusps and rulers among the life areas, so twelve
  // paragraphs here would only say again, in one frame after another, what those say in full.
  const rows = HOUSES.map((h) => {
    const cusp = houses.cusps[h - 1];
    const ruler = TRADITIONAL_RULER[signOfLongitude(cusp)];
    const rulerHouse = chart.bodies[ruler].house;
    return [
      String(h), formatPosition(lib, cusp),
      `${nominative(lib.names.planets[ruler])}${rulerHouse === null ? '' : ` (${rulerHouse})`}`,
      tenantsOf(h).map((planet) => nominative(lib.names.planets[planet])).join(', ') || '—',
    ];
  });
  w.table([frameText(lib, 'columnHouse'), frameText(lib, 'columnCusp'), frameText(lib, 'columnRuler'), frameText(lib, 'columnPlanets')], rows);
}

/**
 * Rudhyar's eight phases of birth, 45° each, each beginning at its aspect of the Moon to the Sun: the
 * new phase from the conjunction, the full from the opposition, the balsamic in the last 45° before the
 * next conjunction. (The calendar's phases are centred on the quarters instead: that is how the sky looks.)
 */
const BIRTH_PHASES: readonly MoonPhaseName[] = ['new_moon', 'waxing_crescent', 'first_quarter', 'waxing_gibbous', 'full_moon', 'waning_gibbous', 'last_quarter', 'waning_crescent'];

export function birthPhaseOf(chart: NatalChart): { phase: MoonPhaseName; elongation: number } {
  const elongation = (((chart.bodies.moon.longitude - chart.bodies.sun.longitude) % 360) + 360) % 360;
  return { phase: BIRTH_PHASES[Math.floor(elongation / 45) % 8]!, elongation };
}

/** The Moon's phase at birth: how far it stood ahead of or behind the Sun, and what that phase means. */
function birthPhaseSentence(lib: Lib, chart: NatalChart): string {
  const { sun, moon } = chart.bodies;
  const { phase, elongation } = birthPhaseOf(chart);
  const waxing = elongation <= 180;
  return t(lib, 'moonBirthPhase', {
    moon: lib.names.signs[moon.sign], sun: lib.names.signs[sun.sign], angle: `${Math.round(waxing ? elongation : 360 - elongation)}°`,
    direction: lib.placements.templates[waxing ? 'phaseAheadOf' : 'phaseBehind']!, phase: lib.placements.birthPhaseName[phase], meaning: lib.placements.birthPhase[phase],
  });
}
