// composeReading: the one entry point from computed data to a structured, stored reading.
// Deterministic: no clock, no randomness, iteration in fixed orders only.
import { nominative } from '../library/grammar.js';
import type { InterpretationLibrary } from '../library/types.js';
import type { Aspect } from '../../astro/types.js';
import { formatDecimal, signOfLongitude, zoneName } from './chart-facts.js';
import { signOrChange } from './birth-day.js';
import { ADDON_ORDER, birthSummaryOf, composeNumerologyProfile } from './compose-numerology.js';
import { writeForecast } from './forecast.js';
import { writeMonthAhead } from './month-ahead.js';
import {
  natalClosingValues, writeAngles, writeBalance, writeIntroduction, writeNodes, writePoints, writeSummary,
} from './natal.js';
import { writeAspects } from './natal-aspects.js';
import { writeBigThree, writeHouses, writePlanets } from './natal-placements.js';
import { writeStory } from './story.js';
import { readingPlan } from './reading-plan.js';
import { writeLifeAreas } from './life-areas.js';
import { writeLifeTiming } from './life-timing.js';
import { writeNumerology } from './numerology.js';
import { formatDate, formatOffset, frameFill, frameText } from './text.js';
import { coveredReport } from './cover.js';
import type { ComposeObserver, OmittableSection, ReadingInput, Report } from './types.js';
import type { NatalChart } from '../../astro/types.js';
import { ReadingWriter } from './writer.js';

export type { ComposeObserver };

export function composeReading(input: ReadingInput, lib: InterpretationLibrary, observer: ComposeObserver = {}): Report {
  const name = input.name.trim().replace(/\s+/g, ' ');
  const addons = ADDON_ORDER.filter((a) => input.addons.includes(a));
  const chart = input.chart;
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
  const writeOmitted = (w: ReadingWriter, section: OmittableSection) => {
    w.section(`${section.replace('_', '-')}-omitted`, frameText(lib, `omittedTitle_${section}`));
    const why = frameText(lib, `sectionOmitted_${section}`);
    w.note(omittedWritten++ === 0 ? `${why} ${frameText(lib, 'sectionOmittedRest')}` : why);
  };
  const writeMonthAheadAddon = (w: ReadingWriter, chart: NatalChart | null) =>
    (omitted.has('month_ahead') ? writeOmitted(w, 'month_ahead') : writeMonthAhead(w, lib, input.monthAhead!, chart, { slowReadAbove: input.product === 'forecast' }));

  // The profile reads the numerology part of the library; a month ahead added to it, the rest.
  if (input.product === 'numerology') return composeNumerologyProfile(input, lib, { monthAhead: addons.includes('month_ahead') ? writeMonthAheadAddon : undefined, observer });

  const notes = addons.includes('pdf') ? [frameText(lib, 'pdfAttached')] : [];
  // The buyer is named by first name only, in the introduction and the summary: never in full, never twice more.
  const firstName = name.split(' ')[0];
  const plan = input.product === 'natal' ? readingPlan(chart!) : null;
  let toldInStory = new Set<Aspect>();
  writeIntroduction(w, lib, chart!, input.product === 'natal' ? firstName : name, notes);
  if (plan) {
    toldInStory = writeStory(w, lib, chart!, plan);
    // Life areas come right after the chart's story, before the reference sections.
    writeLifeAreas(w, lib, chart!);
  }
  writeBigThree(w, lib, chart!);
  if (plan) {
    writePlanets(w, lib, chart!);
    writeHouses(w, lib, chart!);
    writeAngles(w, lib, chart!);
    writeNodes(w, lib, chart!);
    writePoints(w, lib, chart!);
    writeAspects(w, lib, chart!, toldInStory);
    writeBalance(w, lib, chart!, plan);
    // Life timing follows the description of the chart it reads through.
    writeLifeTiming(w, lib, chart!, input.orderedAt);
    writeSummary(w, lib, chart!, firstName, plan);
  } else {
    writeForecast(w, lib, input.forecast!, chart!);
  }
  if (addons.includes('month_ahead')) writeMonthAheadAddon(w, chart);
  if (addons.includes('numerology')) {
    if (omitted.has('numerology')) writeOmitted(w, 'numerology');
    else writeNumerology(w, lib, input.numerology!, name);
  }
  w.section('closing', frameText(lib, 'closingTitle'));
  w.paragraph(frameFill(lib, `closing_${input.product}`, plan ? { name, ...natalClosingValues(lib, chart!, plan) } : { name }));

  const birth = birthSummaryOf(chart, input.birthDate);
  const facts: Array<[string, string]> = [];
  if (birth) {
    facts.push([frameText(lib, 'factBorn'), birth.time ? `${formatDate(lib, birth.date)}, ${birth.time}` : `${formatDate(lib, birth.date)}, ${frameText(lib, 'timeUnknown')}`]);
    if (birth.place) facts.push([frameText(lib, 'factPlace'), birth.place]);
    if (chart) {
      facts.push([frameText(lib, 'factCoordinates'), formatCoordinates(lib, chart.place.latitude, chart.place.longitude)]);
      const { timezone, utc, utcOffset } = chart.moment;
      facts.push([frameText(lib, 'factTimezone'), frameFill(lib, 'timezoneFormat', { timezone, zoneName: zoneName(lib, timezone, utc), offset: formatOffset(lib, utcOffset) })]);
      facts.push([frameText(lib, 'factSunMoon'), `${nominative(signOrChange(lib, chart.bodies.sun))} / ${nominative(signOrChange(lib, chart.bodies.moon))}`]);
      if (chart.angles) facts.push([frameText(lib, 'factRising'), nominative(lib.names.signs[signOfLongitude(chart.angles.ascendant)])]);
      facts.push([frameText(lib, 'factChart'), chartFact(lib, chart)]);
    }
  }
  if (input.numerology && addons.includes('numerology') && !omitted.has('numerology')) {
    facts.push([frameText(lib, 'factLifePath'), String(input.numerology!.lifePath)]);
  }
  facts.push([frameText(lib, 'factPrepared'), formatDate(lib, input.orderedAt)]);

  const ayanamsa = chart?.options.ayanamsa;
  return coveredReport(lib, { kind: input.product, name, addons, orderedAt: input.orderedAt, birth, facts, sections: w.finished(), chart }, {
    title: frameFill(lib, `title_${input.product}`, { name }),
    subtitle: frameText(lib, `subtitle_${input.product}`),
    footer: (date) => (ayanamsa ? frameFill(lib, 'footerSidereal', { date, ayanamsa: lib.names.ayanamsas[ayanamsa] }) : frameFill(lib, 'footer', { date })),
  });
}

/** "Tropical zodiac, Placidus houses": the zodiac and the house system actually used. */
function chartFact(lib: InterpretationLibrary, chart: NatalChart): string {
  const ayanamsa = chart.options.ayanamsa ? lib.names.ayanamsas[chart.options.ayanamsa] : null;
  if (!chart.houses) return ayanamsa ? frameFill(lib, 'factChartSiderealNoHouses', { ayanamsa }) : frameText(lib, 'factChartTropicalNoHouses');
  const houses = lib.names.houseSystems[chart.houses.system];
  return ayanamsa ? frameFill(lib, 'factChartSidereal', { ayanamsa, houses }) : frameFill(lib, 'factChartTropical', { houses });
}

function formatCoordinates(lib: InterpretationLibrary, latitude: number, longitude: number): string {
  const lat = `${formatDecimal(lib, Math.abs(latitude), 2)}° ${frameText(lib, latitude >= 0 ? 'north' : 'south')}`;
  const lon = `${formatDecimal(lib, Math.abs(longitude), 2)}° ${frameText(lib, longitude >= 0 ? 'east' : 'west')}`;
  return `${lat}, ${lon}`;
}
