// composeReading: the one entry point from computed data to a structured, stored reading.
// Deterministic: no clock, no randomness, iteration in fixed orders only.
import type { InterpretationLibrary } from '../library/types.js';
import { placeLabel, signOfLongitude } from './chart-facts.js';
import { signOrChange } from './birth-day.js';
import { writeForecast } from './forecast.js';
import { writeMonthAhead } from './month-ahead.js';
import {
  natalClosingValues, writeAngles, writeBalance, writeIntroduction, writeNodes, writePoints, writeSummary,
} from './natal.js';
import { writeAspects } from './natal-aspects.js';
import { writeBigThree, writeHouses, writePlanets } from './natal-placements.js';
import { writeSynthesis } from './synthesis.js';
import { nameNotCounted, writeNumerology } from './numerology.js';
import { profileText, writeNumerologyProfile } from './numerology-profile.js';
import { formatDate, frameFill, frameText } from './text.js';
import type { Addon, BirthSummary, OmittableSection, ReadingInput, Report } from './types.js';
import type { NatalChart, NumerologyProfile } from '../../astro/types.js';
import { ReadingWriter } from './writer.js';

const ADDON_ORDER: Addon[] = ['month_ahead', 'numerology', 'pdf'];

/** What a caller may watch while a reading is composed. */
export interface ComposeObserver {
  /** A sentence the writer left out because the reading already said it. */
  droppedRepeat?(sentence: string): void;
}

export function composeReading(input: ReadingInput, lib: InterpretationLibrary, observer: ComposeObserver = {}): Report {
  const name = input.name.trim().replace(/\s+/g, ' ');
  const addons = ADDON_ORDER.filter((a) => input.addons.includes(a));
  // The numerology profile speaks of numbers alone: no chart enters it unless an add-on needs one.
  const chart = input.product === 'numerology' && !addons.includes('month_ahead') ? null : input.chart;
  const w = new ReadingWriter(observer.droppedRepeat?.bind(observer));
  // Only add-ons can be left out; the product itself is what was bought.
  const omitted = new Set((input.omitted ?? []).filter((s) => addons.includes(s) && !(s === 'numerology' && input.product === 'numerology')));

  if (input.product !== 'numerology' && !chart) throw new Error(`a ${input.product} reading needs a chart`);
  if (input.product === 'forecast' && !input.forecast) throw new Error('a forecast reading needs forecast data');
  if ((input.product === 'numerology' || (addons.includes('numerology') && !omitted.has('numerology'))) && !input.numerology) {
    throw new Error('a numerology reading or add-on needs a numerology profile');
  }
  if (addons.includes('month_ahead') && !omitted.has('month_ahead') && (!input.monthAhead || !chart)) {
    throw new Error('the month-ahead add-on needs a chart and month-ahead data');
  }
  let omittedWritten = 0;
  const writeOmitted = (section: OmittableSection) => {
    w.section(`${section.replace('_', '-')}-omitted`, frameText(lib, `omittedTitle_${section}`));
    const why = frameText(lib, `sectionOmitted_${section}`);
    w.note(omittedWritten++ === 0 ? `${why} ${frameText(lib, 'sectionOmittedRest')}` : why);
  };
  const writeMonthAheadAddon = () => (omitted.has('month_ahead') ? writeOmitted('month_ahead') : writeMonthAhead(w, lib, input.monthAhead!, chart));

  const notes = addons.includes('pdf') ? [input.product === 'numerology' ? profileText(lib, 'pdfAttached') : frameText(lib, 'pdfAttached')] : [];

  if (input.product === 'numerology') {
    w.section('introduction', frameText(lib, 'introductionTitle'));
    const date = chart?.moment.localDate ?? input.birthDate;
    const dateOnly = nameNotCounted(input.numerology!) ? 'DateOnly' : '';
    w.paragraph(date ? frameFill(lib, `numerologyIntroFor${dateOnly}`, { name, date: formatDate(lib, date) }) : frameFill(lib, `numerologyIntroName${dateOnly}`, { name }));
    for (const note of notes) w.note(note);
    writeNumerologyProfile(w, lib, input.numerology!, { name, birthDate: date ?? input.orderedAt.slice(0, 10), orderedAt: input.orderedAt });
    if (addons.includes('month_ahead')) writeMonthAheadAddon();
  } else {
    writeIntroduction(w, lib, chart!, name, notes);
    writeBigThree(w, lib, chart!);
    if (input.product === 'natal') {
      writeSynthesis(w, lib, chart!);
      writePlanets(w, lib, chart!);
      writeHouses(w, lib, chart!);
      writeAngles(w, lib, chart!);
      writeNodes(w, lib, chart!);
      writePoints(w, lib, chart!);
      writeAspects(w, lib, chart!);
      writeBalance(w, lib, chart!);
      writeSummary(w, lib, chart!, name);
    } else {
      writeForecast(w, lib, input.forecast!, chart!);
    }
    if (addons.includes('month_ahead')) writeMonthAheadAddon();
    if (addons.includes('numerology')) {
      if (omitted.has('numerology')) writeOmitted('numerology');
      else writeNumerology(w, lib, input.numerology!, name);
    }
  }
  w.section('closing', frameText(lib, 'closingTitle'));
  w.paragraph(frameFill(lib, `closing_${input.product}`, input.product === 'natal' ? { name, ...natalClosingValues(lib, chart!) } : { name }));

  const birth: BirthSummary | null = chart
    ? {
      date: chart.moment.localDate,
      time: chart.moment.timeKnown ? chart.moment.localTime : null,
      place: placeLabel(chart),
      timezone: chart.moment.timezone,
      utcOffset: chart.moment.utcOffset,
    }
    : input.birthDate ? { date: input.birthDate, time: null, place: null, timezone: null, utcOffset: null } : null;

  const facts: Array<[string, string]> = [];
  if (input.product === 'numerology' && input.numerology) {
    // The profile asks for no birth time or place, so it states neither.
    facts.push(...numerologyFacts(lib, input.numerology, birth?.date ?? null));
  } else if (birth) {
    facts.push([frameText(lib, 'factBorn'), birth.time ? `${formatDate(lib, birth.date)}, ${birth.time}` : `${formatDate(lib, birth.date)}, ${frameText(lib, 'timeUnknown')}`]);
    if (birth.place) facts.push([frameText(lib, 'factPlace'), birth.place]);
    if (chart) {
      facts.push([frameText(lib, 'factCoordinates'), formatCoordinates(lib, chart.place.latitude, chart.place.longitude)]);
      facts.push([frameText(lib, 'factTimezone'), `${chart.moment.timezone} (UTC${chart.moment.utcOffset})`]);
      facts.push([frameText(lib, 'factSunMoon'), `${signOrChange(lib, chart.bodies.sun)} / ${signOrChange(lib, chart.bodies.moon)}`]);
      if (chart.angles) facts.push([frameText(lib, 'factRising'), lib.names.signs[signOfLongitude(chart.angles.ascendant)]]);
      facts.push([frameText(lib, 'factChart'), chartFact(lib, chart)]);
    }
  }
  if (input.numerology && input.product !== 'numerology' && addons.includes('numerology') && !omitted.has('numerology')) {
    facts.push([frameText(lib, 'factLifePath'), String(input.numerology!.lifePath)]);
  }
  facts.push([frameText(lib, 'factPrepared'), formatDate(lib, input.orderedAt)]);

  return {
    version: 1,
    language: lib.language,
    kind: input.product,
    addons,
    name,
    title: frameFill(lib, `title_${input.product}`, { name }),
    subtitle: birth
      ? frameFill(lib, birth.place ? 'subtitleBirth' : 'subtitleBirthNoPlace', { date: formatDate(lib, birth.date), place: birth.place ?? '' })
      : frameText(lib, `subtitle_${input.product}`),
    orderedAt: input.orderedAt,
    birth,
    facts,
    sections: w.finished(),
    chart,
    footer: input.product === 'numerology'
      ? profileText(lib, 'footer', { date: formatDate(lib, input.orderedAt) })
      : chart?.options.ayanamsa
      ? frameFill(lib, 'footerSidereal', { date: formatDate(lib, input.orderedAt), ayanamsa: lib.names.ayanamsas[chart.options.ayanamsa] })
      : frameFill(lib, 'footer', { date: formatDate(lib, input.orderedAt) }),
    labels: { wheel: frameText(lib, 'labelWheel'), continued: frameText(lib, 'labelContinued') },
    attachments: { pdf: addons.includes('pdf') },
  };
}

/** The title-page facts of a numerology profile: the birth date, the core numbers, a name in use. */
function numerologyFacts(lib: InterpretationLibrary, profile: NumerologyProfile, date: string | null): Array<[string, string]> {
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

/** "Tropical zodiac, Placidus houses": the zodiac and the house system actually used. */
function chartFact(lib: InterpretationLibrary, chart: NatalChart): string {
  const ayanamsa = chart.options.ayanamsa ? lib.names.ayanamsas[chart.options.ayanamsa] : null;
  if (!chart.houses) return ayanamsa ? frameFill(lib, 'factChartSiderealNoHouses', { ayanamsa }) : frameText(lib, 'factChartTropicalNoHouses');
  const houses = lib.names.houseSystems[chart.houses.system];
  return ayanamsa ? frameFill(lib, 'factChartSidereal', { ayanamsa, houses }) : frameFill(lib, 'factChartTropical', { houses });
}

function formatCoordinates(lib: InterpretationLibrary, latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(2)}° ${frameText(lib, latitude >= 0 ? 'north' : 'south')}`;
  const lon = `${Math.abs(longitude).toFixed(2)}° ${frameText(lib, longitude >= 0 ? 'east' : 'west')}`;
  return `${lat}, ${lon}`;
}
