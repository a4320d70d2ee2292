// Phrases of the chart as a whole that the story and the other natal sections share: planets named as
// subjects and placements, aspect figures in one sentence, and the spread of the planets over the sky.
// What stands out in a chart is decided once, by the reading plan (reading-plan.ts); the story tells it.
import { PLANETS, type NatalChart, type PlanetId } from '../../astro/types.js';
import { certainSign, distributionOf, type AspectPattern } from '../../astro/chart/patterns.js';
import { SIGN_ELEMENT } from '../../astro/chart/zodiac.js';
import type { InterpretationLibrary } from '../library/types.js';
import { houseName, placementsBySign, signOfLongitude } from './chart-facts.js';
import { phrase, type GrammaticalCase, type Word } from '../library/grammar.js';
import { capitalise, frameFill, frameText, listWords } from './text.js';
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

/** "three", "eleven": counts a reader sees spelt out up to twelve. */
export function countWord(lib: Lib, n: number): string {
  return n >= 0 && n <= 12 ? frameText(lib, `count_${n}`) : String(n);
}

/** "the Sun, the Moon and Mars". */
export function planetList(lib: Lib, planets: PlanetId[]): Word {
  return listWords(lib, planets.map((p) => subjectOf(lib, p)));
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

export function writeDistribution(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  const d = distributionOf(chart);
  if (!d) return;
  const texts: string[] = [];
  let listed: PlanetId[] | null = null;
  // The second half holding the very planets the first listed is referred back to, and a group of every
  // planet is called all of them, so that no list of planets is read twice in a row.
  const group = (planets: PlanetId[], also: boolean): string => {
    const same = also && listed !== null && listed.length === planets.length && planets.every((p) => listed!.includes(p));
    listed = planets;
    const key = also ? 'planetGroupAlso' : 'planetGroup';
    if (same) return frameText(lib, 'planetGroupAlsoSame');
    if (planets.length === PLANETS.length) return frameText(lib, `${key}All`);
    return frameFill(lib, key, { count: also ? countWord(lib, planets.length) : capitalise(countWord(lib, planets.length)), planets: planetList(lib, planets) });
  };
  // A quarter that holds most planets says both halves it lies in: it is told alone, its planets listed once.
  const emphasised = d.quadrant !== null ? [] : [d.vertical, d.horizontal].filter((h): h is NonNullable<typeof h> => h !== null);
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
