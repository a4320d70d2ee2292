// The numerology product: the profile speaks of numbers alone, so it reads only the numerology part
// of a library (NumerologyLibrary), and a language can give that part before the rest of its library.
// A month-ahead add-on, when one was ordered, is written by composeReading with a whole library.
import type { NatalChart, NumerologyProfile } from '../../astro/types.js';
import type { NumerologyLibrary } from '../library/types.js';
import { placeLabel } from './chart-facts.js';
import { nameNotCounted } from './numerology.js';
import { profileText, writeNumerologyProfile } from './numerology-profile.js';
import { formatDate, frameFill, frameText } from './text.js';
import { coveredReport } from './cover.js';
import type { Addon, BirthSummary, ComposeObserver, ReadingInput, Report } from './types.js';
import { ReadingWriter } from './writer.js';

export const ADDON_ORDER: Addon[] = ['month_ahead', 'numerology', 'pdf'];

/** The month-ahead section of a profile that has one: written into the profile's writer. */
export type MonthAheadWriter = (w: ReadingWriter, chart: NatalChart | null) => void;

export function composeNumerologyProfile(
  input: ReadingInput,
  lib: NumerologyLibrary,
  { monthAhead, observer = {} }: { monthAhead?: MonthAheadWriter; observer?: ComposeObserver } = {},
): Report {
  if (input.product !== 'numerology') throw new Error(`a ${input.product} reading is not a numerology profile`);
  if (!input.numerology) throw new Error('a numerology reading or add-on needs a numerology profile');
  const name = input.name.trim().replace(/\s+/g, ' ');
  const addons = ADDON_ORDER.filter((a) => input.addons.includes(a));
  // The profile speaks of numbers alone: no chart enters it unless an add-on needs one.
  const chart = monthAhead ? input.chart : null;
  const w = new ReadingWriter(observer.droppedRepeat?.bind(observer));

  w.section('introduction', frameText(lib, 'introductionTitle'));
  const date = chart?.moment.localDate ?? input.birthDate;
  const dateOnly = nameNotCounted(input.numerology) ? 'DateOnly' : '';
  w.paragraph(date ? frameFill(lib, `numerologyIntroFor${dateOnly}`, { name, date: formatDate(lib, date) }) : frameFill(lib, `numerologyIntroName${dateOnly}`, { name }));
  if (addons.includes('pdf')) w.note(profileText(lib, 'pdfAttached'));
  writeNumerologyProfile(w, lib, input.numerology, { name, birthDate: date ?? input.orderedAt.slice(0, 10), orderedAt: input.orderedAt });
  monthAhead?.(w, chart);
  w.section('closing', frameText(lib, 'closingTitle'));
  w.paragraph(frameFill(lib, 'closing_numerology', { name }));

  const birth = birthSummaryOf(chart, input.birthDate);
  // The profile asks for no birth time or place, so it states neither.
  const facts: Array<[string, string]> = [...numerologyFacts(lib, input.numerology, birth?.date ?? null), [frameText(lib, 'factPrepared'), formatDate(lib, input.orderedAt)]];
  return coveredReport(lib, { kind: input.product, name, addons, orderedAt: input.orderedAt, birth, facts, sections: w.finished(), chart }, {
    title: frameFill(lib, 'title_numerology', { name }),
    subtitle: frameText(lib, 'subtitle_numerology'),
    footer: (date) => profileText(lib, 'footer', { date }),
  });
}

/** The birth data a report states: from the chart when there is one, else the date alone. */
export function birthSummaryOf(chart: NatalChart | null, birthDate: string | undefined): BirthSummary | null {
  if (chart) {
    return {
      date: chart.moment.localDate,
      time: chart.moment.timeKnown ? chart.moment.localTime : null,
      place: placeLabel(chart),
      timezone: chart.moment.timezone,
      utcOffset: chart.moment.utcOffset,
    };
  }
  return birthDate ? { date: birthDate, time: null, place: null, timezone: null, utcOffset: null } : null;
}

/** The title-page facts of a numerology profile: the birth date, the core numbers, a name in use. */
function numerologyFacts(lib: NumerologyLibrary, profile: NumerologyProfile, date: string | null): Array<[string, string]> {
  const facts: Array<[string, string]> = [];
  if (date) facts.push([frameText(lib, 'factBorn'), formatDate(lib, date)]);
  const { lifePath, expression, soulUrge, personality } = profile;
  facts.push([
    profileText(lib, 'factNumbers'),
    expression !== null && soulUrge !== null && personality !== null
      ? profileText(lib, 'factNumbersValue', { lifePath, expression, soulUrge, personality })
      : profileText(lib, 'factNumbersDateOnly', { lifePath }),
  ]);
  if (profile.currentName) facts.push([profileText(lib, 'factCurrentName'), profile.currentName.text]);
  return facts;
}
