// The month ahead, day by day, on the customer's local days: the Moon's sign and phase (a lunation named
// on its exact day only) and the fast planets' contacts with the natal chart, each read by its own type
// and the natal point's sign and house. A fast planet's contact is given on the day it is exact (or, if
// it never is in these days, the first day it is close); a second exact hit says so with the first date.
// The Moon's bullets vary their frame: one day never reads one frame twice for a type (nor for the
// Moon's returns), and the month turns through the library's Moon templates.
import type { DayTransit, MonthAhead, MonthAheadDay, NatalChart } from '../../astro/types.js';
import type { InterpretationLibrary } from '../library/types.js';
import type { SlotValue } from '../library/grammar.js';
import { isAngle, isPlanet, pointName } from './chart-facts.js';
import { natalPlace } from './forecast.js';
import { capitalise, fill, formatDayMonth, formatDayRange, frameFill, frameText, listWords, weekdayOf } from './text.js';
import type { ListItem } from './types.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;
const DAYS_PER_SECTION = 7;

type Read = DayTransit & { natal: Exclude<DayTransit['natal'], 'meanNode' | 'trueNode'> };
const keyOf = (t: DayTransit) => `${t.transiting}|${t.natal}|${t.type}`;

export function writeMonthAhead(w: ReadingWriter, lib: Lib, month: MonthAhead, chart: NatalChart | null): void {
  const days = [...month.days].sort((a, b) => a.date.localeCompare(b.date));
  // Contacts that perfect in these days are read on their exact day; the others on the first day they show.
  const exactSomewhere = new Set(days.flatMap((d) => d.transits.filter((t) => t.exact).map(keyOf)));
  const seen = new Set<string>();
  const firstExact = new Map<string, string>();
  const moonTurns = new Map<MoonFrameSet, number>();
  const firstFrames = new Map<string, MoonFrame>();
  for (let start = 0; start < days.length; start += DAYS_PER_SECTION) {
    const week = days.slice(start, start + DAYS_PER_SECTION);
    const first = week[0];
    const last = week[week.length - 1];
    const title = frameFill(lib, 'monthAheadTitle', {
      range: formatDayRange(lib, first.date, last.date),
    });
    w.section(`month-ahead-${start / DAYS_PER_SECTION + 1}`, title);
    if (start === 0) {
      w.paragraph(frameFill(lib, 'monthAheadIntro', { count: days.length }));
      const uncertain = (month.uncertainNatal ?? []).filter((p) => isPlanet(p) || isAngle(p));
      if (uncertain.length > 0) w.note(frameFill(lib, 'monthAheadLeftOut', { points: listWords(lib, uncertain.map((p) => pointName(lib, p))) }));
    }
    for (const day of week) writeDay(w, lib, day, chart, { seen, exactSomewhere, firstExact, moonTurns, firstFrames });
  }
}

/**
 * moonTurns: how many Moon bullets of each type (and returns) the month has read, so it turns through the
 * Moon's frames; firstFrames: the frame of a Moon contact's first pass, which its return does not repeat.
 */
interface Memory {
  seen: Set<string>; exactSomewhere: Set<string>; firstExact: Map<string, string>;
  moonTurns: Map<MoonFrameSet, number>; firstFrames: Map<string, MoonFrame>;
}

/** A Moon bullet's frame: the index of one of the Moon's own templates, or the fast planets' day text. */
type MoonFrame = number | 'day';
/** The Moon's frames of one type, or of its returns ('again'). */
type MoonFrameSet = DayTransit['type'] | 'again';

function writeDay(w: ReadingWriter, lib: Lib, day: MonthAheadDay, chart: NatalChart | null, memory: Memory): void {
  const { seen, exactSomewhere, firstExact } = memory;
  // Russian weekdays and Moon phases are written in lower case; a heading or a lead opens with a capital.
  w.heading(capitalise(frameFill(lib, 'dayHeading', { weekday: frameText(lib, `weekday_${weekdayOf(day.date)}`), date: formatDayMonth(lib, day.date) })));
  const percent = Math.round(day.illumination * 100);
  const moonLead = capitalise(day.lunation
    ? fill(lib.transitTypes.lunationLead, { sign: lib.names.signs[day.moonSign], phase: lib.names.moonPhases[day.lunation.phase], time: day.lunation.time, percent })
    : frameFill(lib, 'dayMoon', { sign: lib.names.signs[day.moonSign], phase: lib.names.moonPhases[day.moonPhase], percent }));
  const moodTexts: string[] = [];
  if (!seen.has(`sign:${day.moonSign}`)) {
    seen.add(`sign:${day.moonSign}`);
    moodTexts.push(lib.moonInSign[day.moonSign]);
  }
  if (!seen.has(`phase:${day.moonPhase}`)) {
    seen.add(`phase:${day.moonPhase}`);
    moodTexts.push(lib.moonPhases[day.moonPhase]);
  }
  w.paragraph(moodTexts.join(' '), moonLead);

  const items: ListItem[] = [];
  const moonFrames = new Map<MoonFrameSet, Set<MoonFrame>>();
  // A slow-moving contact is read once: on its exact day, or on its first day if it is never exact here.
  const read = day.transits.filter((t) => (isPlanet(t.natal) || isAngle(t.natal))
    && (t.transiting === 'moon' || t.exact || !(exactSomewhere.has(keyOf(t)) || seen.has(keyOf(t)))));
  // The types the fast planets read in their day text this day (a contact in orb but read on another day does not count).
  const fastTypes = new Set(read.filter((t) => t.transiting !== 'moon').map((t) => t.type));
  for (const t of read) {
    seen.add(keyOf(t));
    const lead = capitalise(frameFill(lib, t.exact ? 'dayTransitExact' : 'dayTransit', {
      planet: capitalise(lib.names.planets[t.transiting]), aspect: lib.names.aspects[t.type], natal: pointName(lib, t.natal),
    }));
    const text = t.transiting === 'moon'
      ? moonText(lib, t as Read, day, chart, memory, frameFree(t), moonFrames)
      : dayText(lib, t as Read, day, chart, firstExact, seen);
    items.push({ lead, text });
  }
  if (items.length > 0) w.list(items);

  /**
   * Whether a Moon contact may read in the fast planets' day text with the Moon's flavour: never a square
   * (the Moon's square says to let a mood pass before acting, the fast planets' that friction is useful if
   * it pushes you to act, and one day's list would give both counsels), nor where a fast planet's contact
   * of that type reads in that frame the same day; and, as that frame names no sign or date, once for a
   * point's contact of a type in the month.
   */
  function frameFree(t: DayTransit): boolean {
    return t.type !== 'square' && !fastTypes.has(t.type) && !seen.has(`frame:${keyOf(t)}`);
  }
}

/** The Moon's own templates for a type: its bullet, then the library's others in their order. */
function moonTemplates(lib: Lib, type: DayTransit['type']): string[] {
  const more = lib.transitTypes.moonDayMore;
  return [lib.transitTypes.moonDay[type], ...(more ? [more.second[type], more.third[type], more.fourth[type]] : [])];
}

/**
 * The frame of a day's next Moon bullet of a type, given the frames that type has used that day: every
 * second one in the fast planets' frame where it is free (see frameFree), the others in the Moon's own
 * templates, starting where the month has got to, so one day never reads a frame twice (unless the Moon
 * makes more contacts of a type in a day than there are frames) and the month turns through them all.
 */
function chooseMoonFrame(templates: number, turn: number, used: Set<MoonFrame>, dayFrameFree: boolean): MoonFrame {
  const ownUsed = [...used].filter((f) => f !== 'day').length;
  const dayFrame = dayFrameFree && !used.has('day');
  if (dayFrame && used.size % 2 === 1) return 'day';
  for (let i = 0; i < templates; i += 1) {
    const index = (turn + i) % templates;
    if (!used.has(index)) return index;
  }
  return dayFrame ? 'day' : (turn + ownUsed) % templates;
}

/** The frames of one set used this day, kept in the day's map. */
function usedOf(dayFrames: Map<MoonFrameSet, Set<MoonFrame>>, set: MoonFrameSet): Set<MoonFrame> {
  const used = dayFrames.get(set) ?? new Set<MoonFrame>();
  dayFrames.set(set, used);
  return used;
}

/**
 * A natal point with its sign and house the first time the month names it, and by its name after that:
 * thirty bullets would otherwise repeat "your Moon in Capricorn in the sixth house" thirty times.
 */
function placedOnce(lib: Lib, chart: NatalChart | null, natal: Read['natal'], seen: Set<string>): SlotValue {
  if (!chart || seen.has(`placed:${natal}`)) return pointName(lib, natal);
  seen.add(`placed:${natal}`);
  return natalPlace(lib, chart, natal);
}

/**
 * What a natal point stands for, as a word where the library declines it, so that a language with cases
 * sets it in the one its sentence needs («всё, что касается {drive:gen}») rather than in parentheses.
 */
function driveOf(lib: Lib, point: Read['natal']): SlotValue {
  return lib.aspects.driveWords?.[point] ?? lib.aspects.drive[point];
}

/**
 * A Moon contact's text. The Moon can come back to the same degree within thirty days: a return says so
 * with the first date, in a return frame the day has not used; a day with more returns than frames reads
 * the rest as the day's Moon bullets of their type, in a frame other than their first pass's, so no
 * sentence of that pass comes back word for word.
 */
function moonText(lib: Lib, t: Read, day: MonthAheadDay, chart: NatalChart | null, memory: Memory, dayFrameFree: boolean,
  dayFrames: Map<MoonFrameSet, Set<MoonFrame>>): string {
  const words = lib.transitTypes;
  const seen = memory.seen;
  // Placed in sign and house the first time the month names it, by name after that.
  const natal = () => placedOnce(lib, chart, t.natal, seen);
  const drive = driveOf(lib, t.natal);
  const key = keyOf(t);
  const signId = t.sign ?? day.moonSign;
  const sign = lib.names.signs[signId];
  const pass = `${key}|${signId}`;
  const before = memory.firstExact.get(pass);
  if (before) {
    const returns = [words.moonAgain, ...(words.moonAgainMore ? [words.moonAgainMore.second, words.moonAgainMore.third] : [])];
    const usedReturns = usedOf(dayFrames, 'again');
    const turn = memory.moonTurns.get('again') ?? 0;
    const frame = usedReturns.size < returns.length ? chooseMoonFrame(returns.length, turn, usedReturns, false) : null;
    if (typeof frame === 'number') {
      usedReturns.add(frame);
      memory.moonTurns.set('again', turn + 1);
      return fill(returns[frame], { sign, type: lib.aspects.typeSingular[t.type], natal: pointName(lib, t.natal), date: before });
    }
  } else {
    memory.firstExact.set(pass, formatDayMonth(lib, day.date));
  }
  const used = usedOf(dayFrames, t.type);
  const first = memory.firstFrames.get(pass);
  const templates = moonTemplates(lib, t.type);
  const turn = memory.moonTurns.get(t.type) ?? 0;
  const frame = chooseMoonFrame(templates.length, turn, first === undefined ? used : new Set([...used, first]), dayFrameFree);
  used.add(frame);
  if (!memory.firstFrames.has(pass)) memory.firstFrames.set(pass, frame);
  if (frame === 'day') {
    memory.seen.add(`frame:${key}`);
    return fill(words.day[t.type], { flavour: words.flavour.moon, natal: natal(), drive });
  }
  memory.moonTurns.set(t.type, turn + 1);
  return fill(templates[frame], { sign, natal: natal(), drive });
}

/** A fast planet's contact's text: its day text, or its second exact hit with the first date. */
function dayText(lib: Lib, t: Read, day: MonthAheadDay, chart: NatalChart | null, firstExact: Map<string, string>, seen: Set<string>): string {
  const words = lib.transitTypes;
  // Placed in sign and house the first time the month names it, by name after that.
  const natal = () => placedOnce(lib, chart, t.natal, seen);
  const drive = driveOf(lib, t.natal);
  const key = keyOf(t);
  const before = firstExact.get(key);
  if (before) {
    return fill(words.dayAgain, { planet: lib.names.planets[t.transiting], type: lib.aspects.typeSingular[t.type], natal: pointName(lib, t.natal), date: before });
  }
  if (t.exact) firstExact.set(key, formatDayMonth(lib, day.date));
  return fill(words.day[t.type], { flavour: words.flavour[t.transiting], natal: natal(), drive });
}
