// The month ahead, day by day, on the customer's local days: the Moon's sign and phase (a lunation named
// on its exact day only) and the fast planets' contacts with the natal chart, each read by its own type
// and the natal point's sign and house. A fast planet's contact is given on the day it is exact (or, if
// it never is in these days, the first day it is close); a second exact hit says so with the first date.
import type { DayTransit, MonthAhead, MonthAheadDay, NatalChart } from '../../astro/types.js';
import type { InterpretationLibrary } from '../library/types.js';
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
    for (const day of week) writeDay(w, lib, day, chart, { seen, exactSomewhere, firstExact });
  }
}

interface Memory { seen: Set<string>; exactSomewhere: Set<string>; firstExact: Map<string, string> }

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
  const moonTypes = new Map<DayTransit['type'], number>();
  const fastTypes = new Set(day.transits.filter((t) => t.transiting !== 'moon').map((t) => t.type));
  for (const t of day.transits) {
    if (!isPlanet(t.natal) && !isAngle(t.natal)) continue;
    const key = keyOf(t);
    // A slow-moving contact is read once: on its exact day, or on its first day if it is never exact here.
    if (t.transiting !== 'moon' && (t.exact ? false : exactSomewhere.has(key) || seen.has(key))) continue;
    seen.add(key);
    const lead = capitalise(frameFill(lib, t.exact ? 'dayTransitExact' : 'dayTransit', {
      planet: capitalise(lib.names.planets[t.transiting]), aspect: lib.names.aspects[t.type], natal: pointName(lib, t.natal),
    }));
    // The Moon often makes the same aspect to several points in a day; every second one is read in the
    // fast planets' frame, so a day's list does not repeat one sentence shape in a row, unless a fast
    // planet's contact of that type reads in that frame the same day.
    const nth = t.transiting === 'moon' ? moonTypes.get(t.type) ?? 0 : 0;
    if (t.transiting === 'moon') moonTypes.set(t.type, nth + 1);
    // That frame names no sign or date, so it reads a point's contact of a type once in the month.
    const alternate = nth % 2 === 1 && !fastTypes.has(t.type) && !seen.has(`frame:${key}`);
    if (alternate) seen.add(`frame:${key}`);
    items.push({ lead, text: dayText(lib, t as Read, day, chart, firstExact, alternate) });
  }
  if (items.length > 0) w.list(items);
}

/**
 * A contact's text. `alternate`: a Moon contact whose type the Moon already made earlier that day, read
 * as the fast planets' day text with the Moon's flavour ("moods and feelings"), except a square: the
 * Moon's square says to let a mood pass before acting, the fast planets' says friction is useful if it
 * pushes you to act, and one day's list would then give both counsels.
 */
function dayText(lib: Lib, t: Read, day: MonthAheadDay, chart: NatalChart | null, firstExact: Map<string, string>, alternate = false): string {
  const words = lib.transitTypes;
  const natal = chart ? natalPlace(lib, chart, t.natal) : pointName(lib, t.natal);
  const drive = lib.aspects.drive[t.natal];
  const key = keyOf(t);
  if (t.transiting === 'moon') {
    // The Moon can come back to the same degree within thirty days.
    const signId = t.sign ?? day.moonSign;
    const sign = lib.names.signs[signId];
    const before = firstExact.get(`${key}|${signId}`);
    if (before) return fill(words.moonAgain, { sign, type: lib.aspects.typeSingular[t.type], natal: pointName(lib, t.natal), date: before });
    firstExact.set(`${key}|${signId}`, formatDayMonth(lib, day.date));
    if (alternate && t.type !== 'square') return fill(words.day[t.type], { flavour: words.flavour.moon, natal, drive });
    return fill(words.moonDay[t.type], { sign, natal, drive });
  }
  const before = firstExact.get(key);
  if (before) {
    return fill(words.dayAgain, { planet: lib.names.planets[t.transiting], type: lib.aspects.typeSingular[t.type], natal: pointName(lib, t.natal), date: before });
  }
  if (t.exact) firstExact.set(key, formatDayMonth(lib, day.date));
  return fill(words.day[t.type], { flavour: words.flavour[t.transiting], natal, drive });
}
