// How a reading speaks of a birth day whose hour is unknown: a body that changed sign that day is given
// in both signs with the local time of the change, the Moon's degree as the stretch it covered, and an
// aspect that held only for some hours as possible rather than certain.
import type { Aspect, BodyPosition, NatalChart, PlanetId, SignId } from '../../astro/types.js';
import { phrase, type SlotValue, type Word } from '../library/grammar.js';
import type { InterpretationLibrary } from '../library/types.js';
import { angleDifference } from '../../astro/chart/zodiac.js';
import { formatPosition } from './chart-facts.js';
import { capitalise, formatOrb, frameFill } from './text.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;

/** An orb that moves by this much over the day is not printed as one figure. */
const ORB_SPREAD = 1;

export interface SignChange { from: SignId; to: SignId; time: string }

/** The sign change of a body during an unknown-time birth day, or null. */
export function signChangeOf(body: BodyPosition): SignChange | null {
  const ingress = body.range?.ingress;
  return ingress && body.range ? { from: body.range.from.sign, to: ingress.sign, time: ingress.localTime } : null;
}

/** Degrees a body covered over the birth day, either way round (0 when the time is known). */
export function dayArcOf(body: BodyPosition): number {
  return body.range ? Math.abs(angleDifference(body.range.to.longitude, body.range.from.longitude)) : 0;
}

/** Whether a body's degree is too uncertain to print as one position: it changed sign, or moved over 2°. */
export function positionUncertain(body: BodyPosition): boolean {
  return signChangeOf(body) !== null || dayArcOf(body) > 2;
}

/** "28°06′ Capricorn – 11°11′ Aquarius" for an uncertain body, else its one position. */
export function positionOrRange(lib: Lib, body: BodyPosition): string {
  if (!body.range || !positionUncertain(body)) return formatPosition(lib, body.longitude);
  return frameFill(lib, 'rangeFormat', { from: formatPosition(lib, body.range.from.longitude), to: formatPosition(lib, body.range.to.longitude) });
}

/** A sign as the summary and the facts name it: "Capricorn until 03:31, then Aquarius" when it changed. */
export function signOrChange(lib: Lib, body: BodyPosition): Word {
  const change = signChangeOf(body);
  if (!change) return lib.names.signs[body.sign];
  const from = lib.names.signs[change.from], to = lib.names.signs[change.to];
  // Only the first sign takes the case of the sentence around it; the second is a word of its own, so a
  // language that names it in an aside («Козерог (до 03:31, затем — Водолей)») can keep its nominative.
  // The locative is only ever said after "in", which the second sign needs too: signChangeIn gives it its
  // own («в Козероге (до 03:31, затем — в Водолее)»).
  return phrase((form) => frameFill(lib, form === 'loc' ? 'signChangeIn' : 'signChange', { from: from.forms[form], to, time: change.time }), to.gender);
}

/**
 * A planet that changed sign on the birth day: the time of the change, and both placements, each
 * introduced by the hours it holds for.
 */
export function writeBothSigns(w: ReadingWriter, lib: Lib, planet: PlanetId, change: SignChange): void {
  const name = lib.names.planets[planet];
  const from = lib.names.signs[change.from], to = lib.names.signs[change.to];
  w.paragraph(frameFill(lib, planet === 'moon' ? 'moonChangedSign' : 'planetChangedSign', { planet: name, from, to, time: change.time }));
  w.paragraph(lib.planetInSign[planet][change.from], frameFill(lib, 'bornBefore', { planet: name, sign: from, time: change.time }));
  w.paragraph(lib.planetInSign[planet][change.to], frameFill(lib, 'bornAfter', { planet: name, sign: to, time: change.time }));
}

/** Whether an aspect's orb can be printed as one figure: known time, or it barely moved all day. */
export function orbCertain(aspect: Aspect): boolean {
  return !aspect.day || (aspect.day.certainty === 'all_day' && aspect.day.orbMax - aspect.day.orbMin < ORB_SPREAD);
}

/** "before 12:29", "after 17:50" or "between 01:21 and 12:29": the hours a partial aspect held. */
export function aspectHours(lib: Lib, aspect: Aspect): string {
  const day = aspect.day!;
  if (day.from === '00:00') return frameFill(lib, 'hoursBefore', { time: day.to });
  if (day.to === '24:00') return frameFill(lib, 'hoursAfter', { time: day.from });
  return frameFill(lib, 'hoursBetween', { from: day.from, to: day.to });
}

/** The heading of an aspect whose orb the hour of birth would change. */
export function aspectDayHeading(lib: Lib, aspect: Aspect, a: SlotValue, b: SlotValue, name: SlotValue): string {
  // A language may open the heading with the aspect's name, which is written in lower case.
  return capitalise(aspectDayHeadingText(lib, aspect, a, b, name));
}

function aspectDayHeadingText(lib: Lib, aspect: Aspect, a: SlotValue, b: SlotValue, name: SlotValue): string {
  const day = aspect.day!;
  if (day.certainty === 'part_of_day') return frameFill(lib, 'aspectHeadingPossible', { a, b, aspect: name, hours: aspectHours(lib, aspect) });
  if (day.exactAt) return frameFill(lib, 'aspectHeadingExactAt', { a, b, aspect: name, time: day.exactAt, orb: formatOrb(day.orbMax) });
  return frameFill(lib, 'aspectHeadingOrbRange', { a, b, aspect: name, from: formatOrb(day.orbMin), to: formatOrb(day.orbMax) });
}

/** Planets of the chart that changed sign on the birth day, in chart order. */
export function planetsChangingSign(chart: NatalChart, planets: readonly PlanetId[]): PlanetId[] {
  return planets.filter((p) => signChangeOf(chart.bodies[p]) !== null);
}
