// The month ahead, day by day: the Moon's sign and phase and the fast planets' contacts with the
// natal chart. A theme is explained on the first day it appears; later days name it in a label,
// so thirty days never repeat a sentence.
import type { MonthAhead, MonthAheadDay } from '../../astro/types.js';
import type { InterpretationLibrary } from '../library/types.js';
import { isAngle, isPlanet, pointName } from './chart-facts.js';
import { capitalise, formatDayMonth, frameFill, frameText, joinList, weekdayOf } from './text.js';
import type { ListItem } from './types.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;
const DAYS_PER_SECTION = 7;

export function writeMonthAhead(w: ReadingWriter, lib: Lib, month: MonthAhead): void {
  const days = [...month.days].sort((a, b) => a.date.localeCompare(b.date));
  const seen = new Set<string>();
  for (let start = 0; start < days.length; start += DAYS_PER_SECTION) {
    const week = days.slice(start, start + DAYS_PER_SECTION);
    const first = week[0];
    const last = week[week.length - 1];
    const title = frameFill(lib, 'monthAheadTitle', {
      range: frameFill(lib, 'rangeFormat', { from: formatDayMonth(lib, first.date), to: formatDayMonth(lib, last.date) }),
    });
    w.section(`month-ahead-${start / DAYS_PER_SECTION + 1}`, title);
    if (start === 0) {
      w.paragraph(frameFill(lib, 'monthAheadIntro', { count: days.length }));
      const uncertain = (month.uncertainNatal ?? []).filter((p) => isPlanet(p) || isAngle(p));
      if (uncertain.length > 0) w.note(frameFill(lib, 'monthAheadLeftOut', { points: joinList(lib, uncertain.map((p) => pointName(lib, p))) }));
    }
    for (const day of week) writeDay(w, lib, day, seen);
  }
}

function writeDay(w: ReadingWriter, lib: Lib, day: MonthAheadDay, seen: Set<string>): void {
  w.heading(frameFill(lib, 'dayHeading', { weekday: frameText(lib, `weekday_${weekdayOf(day.date)}`), date: formatDayMonth(lib, day.date) }));
  const moonLead = frameFill(lib, 'dayMoon', {
    sign: lib.names.signs[day.moonSign],
    phase: lib.names.moonPhases[day.moonPhase],
    percent: Math.round(day.illumination * 100),
  });
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
  for (const t of day.transits) {
    if (!isPlanet(t.natal) && !isAngle(t.natal)) continue;
    const lead = frameFill(lib, t.exact ? 'dayTransitExact' : 'dayTransit', {
      planet: capitalise(lib.names.planets[t.transiting]), aspect: lib.names.aspects[t.type], natal: pointName(lib, t.natal),
    });
    const key = `transit:${t.transiting}:${t.natal}`;
    const text = seen.has(key) ? '' : lib.dayTransits[t.transiting][t.natal];
    seen.add(key);
    items.push({ lead, text });
  }
  if (items.length > 0) w.list(items);
}
