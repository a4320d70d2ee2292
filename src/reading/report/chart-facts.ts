// Facts read off a chart that several sections need: names of points, signs of angles,
// aspect pair keys in the library's order, element membership of placements.
import {
  ANGLES, PLANETS,
  type AngleId, type Aspect, type AspectType, type Element, type Modality, type NatalChart, type PlanetId, type PointId, type SignId,
} from '../../astro/types.js';
import type { HouseNumber, InterpretationLibrary, PairKey } from '../library/types.js';
import { nominative, phrase, type GrammaticalCase, type SlotValue, type Word } from '../library/grammar.js';
import { dateTimeFormat, decimalFormat, fill, formatDegrees, frameFill, joinList, listWords } from './text.js';

// The zodiac's facts are astro's; the report reads them under the names it has always used.
import { SIGN_ELEMENT, SIGN_MODALITY, degreeInSign, signOf as signOfLongitude } from '../../astro/chart/zodiac.js';

export { SIGN_ELEMENT, SIGN_MODALITY, degreeInSign, signOfLongitude };

export { oppositeSign } from '../../astro/chart/zodiac.js';

export function pointName(lib: InterpretationLibrary, id: PointId): Word {
  if (id === 'ascendant' || id === 'midheaven') return lib.names.angles[id];
  return lib.names.planets[id];
}

export function isPlanet(id: PointId): id is PlanetId {
  return (PLANETS as readonly string[]).includes(id);
}

export function isAngle(id: PointId): id is AngleId {
  return (ANGLES as readonly string[]).includes(id);
}

const PAIR_ORDER: readonly string[] = [...PLANETS, ...ANGLES];

/** The library key of an aspect between two planets or a planet and an angle, else null. */
export function pairKeyOf(a: PointId, b: PointId): PairKey | null {
  const ia = PAIR_ORDER.indexOf(a);
  const ib = PAIR_ORDER.indexOf(b);
  if (ia < 0 || ib < 0 || ia === ib) return null;
  const [first, second] = ia < ib ? [a, b] : [b, a];
  if (!isPlanet(first)) return null;
  return `${first}-${second}` as PairKey;
}

/** "15°07′ Pisces". */
export function formatPosition(lib: InterpretationLibrary, longitude: number): string {
  return frameFill(lib, 'positionFormat', {
    degree: formatDegrees(degreeInSign(longitude)),
    sign: lib.names.signs[signOfLongitude(longitude)],
  });
}

/**
 * A time zone as the library's language names it: Intl's location name of the zone in that locale
 * («Чикаго», «Германия», «Украина»), else its generic name, else the zone's IANA id ("Etc/GMT+5").
 * The location comes first because a generic name can mislead: Russian calls North America's Central
 * Time «Центральная Америка», and Kyiv's zone in 1983 «Москва».
 */
export function zoneName(lib: InterpretationLibrary, timezone: string, at: string): string {
  for (const style of ['shortGeneric', 'longGeneric'] as const) {
    const part = dateTimeFormat(lib.language, { timeZone: timezone, timeZoneName: style }).formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName');
    if (part && !/^(GMT|UTC)/.test(part.value)) return part.value;
  }
  return timezone;
}

/**
 * A decimal as the library's language writes it, with exactly `digits` decimals or (when `trim`) up to
 * that many: "69.65" in English, «69,65» in Russian. Rounds as toFixed does, half away from zero.
 */
export function formatDecimal(lib: InterpretationLibrary, value: number, digits: number, trim = false): string {
  return decimalFormat(lib.language, digits, trim).format(value);
}

export function houseName(lib: InterpretationLibrary, house: number): Word {
  return lib.names.houses[house as HouseNumber];
}

/** Aspects ordered by tightness; ties broken by the points' order so the result is stable. */
export function aspectsByTightness(aspects: Aspect[]): Aspect[] {
  const order = (id: PointId) => [...PLANETS, 'meanNode', 'trueNode', ...ANGLES].indexOf(id);
  return [...aspects].sort((x, y) =>
    x.orb - y.orb || order(x.a) - order(y.a) || order(x.b) - order(y.b) || x.exactAngle - y.exactAngle);
}

/**
 * Each planet under the sign it occupies; one that changed sign on an unknown-time birth day under
 * both, with the hours each holds for.
 */
function placementsOf(lib: InterpretationLibrary, chart: NatalChart, planet: PlanetId): Array<[SignId, string]> {
  const body = chart.bodies[planet];
  const name = nominative(lib.names.planets[planet]);
  const ingress = body.range?.ingress;
  if (!ingress || !body.range) return [[body.sign, name]];
  return [
    [body.range.from.sign, frameFill(lib, 'memberBefore', { planet: name, time: ingress.localTime })],
    [ingress.sign, frameFill(lib, 'memberAfter', { planet: name, time: ingress.localTime })],
  ];
}

/** Which planets (and the Ascendant) sit in each element; names in chart order. */
export function elementMembers(lib: InterpretationLibrary, chart: NatalChart): Record<Element, string[]> {
  const members: Record<Element, string[]> = { fire: [], earth: [], air: [], water: [] };
  for (const planet of PLANETS) for (const [sign, label] of placementsOf(lib, chart, planet)) members[SIGN_ELEMENT[sign]].push(label);
  if (chart.angles) members[SIGN_ELEMENT[signOfLongitude(chart.angles.ascendant)]].push(nominative(lib.names.angles.ascendant));
  return members;
}

export function modalityMembers(lib: InterpretationLibrary, chart: NatalChart): Record<Modality, string[]> {
  const members: Record<Modality, string[]> = { cardinal: [], fixed: [], mutable: [] };
  for (const planet of PLANETS) for (const [sign, label] of placementsOf(lib, chart, planet)) members[SIGN_MODALITY[sign]].push(label);
  if (chart.angles) members[SIGN_MODALITY[signOfLongitude(chart.angles.ascendant)]].push(nominative(lib.names.angles.ascendant));
  return members;
}

/** "Moscow, Russia" or "Springfield, Illinois, United States". */
export function placeLabel(chart: NatalChart): string {
  const p = chart.place;
  return [p.name, p.region && p.region !== p.name ? p.region : null, p.countryName].filter(Boolean).join(', ');
}

/**
 * Placements listed with each sign said once, in the order the signs first come: "the Moon, Jupiter and
 * Saturn in Capricorn and Mars in Cancer" rather than "the Moon in Capricorn, Jupiter in Capricorn, ...".
 * `template` sets {planet} (the names of one sign, joined) in {sign}.
 */
export function placementsBySign(lib: InterpretationLibrary, items: ReadonlyArray<{ planet: Word; sign: SlotValue }>, template: string): string {
  return joinList(lib, placementGroups(lib, items, template));
}

/**
 * The same list as a word, so that a sentence can agree with it and decline its planets: each case
 * lists the planets in that case (the template puts {planet} in the case it is written for), and the
 * list is plural when it names more than one planet.
 */
export function placementsBySignWord(lib: InterpretationLibrary, items: ReadonlyArray<{ planet: Word; sign: SlotValue }>, template: string): Word {
  const inCase = (word: Word, form: GrammaticalCase): Word => phrase(() => word.forms[form], word.gender);
  return phrase(
    (form) => placementsBySign(lib, items.map((item) => ({ ...item, planet: inCase(item.planet, form) })), template),
    items.length === 1 ? items[0].planet.gender : 'pl',
  );
}

/** The same groups unjoined, one item a sign, for a list that goes on with other items. */
export function placementGroups(lib: InterpretationLibrary, items: ReadonlyArray<{ planet: Word; sign: SlotValue }>, template: string): string[] {
  const groups: Array<{ sign: SlotValue; planets: Word[] }> = [];
  for (const { planet, sign } of items) {
    const group = groups.find((g) => nominative(g.sign) === nominative(sign));
    if (group) group.planets.push(planet);
    else groups.push({ sign, planets: [planet] });
  }
  return groups.map((g) => fill(template, { planet: listWords(lib, g.planets), sign: g.sign }));
}

/** Uranus, Neptune and Pluto: a whole generation shares their signs and the aspects between them. */
export function isOuterPlanet(id: PointId): id is 'uranus' | 'neptune' | 'pluto' {
  return id === 'uranus' || id === 'neptune' || id === 'pluto';
}

/** The authored text for two planets in an aspect, or undefined for geometry the sky never makes (a Sun–Mercury square). */
export function authoredPairText(lib: InterpretationLibrary, a: PlanetId, b: PlanetId, type: AspectType): string | undefined {
  const [first, second] = PLANETS.indexOf(a) < PLANETS.indexOf(b) ? [a, b] : [b, a];
  return (lib.aspectPairs as Record<string, Partial<Record<AspectType, string>>>)[`${first}-${second}`]?.[type];
}
