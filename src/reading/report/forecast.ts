// The year ahead: slow transits with their exact dates, sign ingresses, eclipses and returns,
// told month by month. Each event is explained the first time it appears; later mentions
// (a retrograde re-hit, a second eclipse) are one dated sentence of their own.
import type { Eclipse, Forecast, Ingress, NatalChart, PlanetReturn, TransitHit, TransitingPlanet } from '../../astro/types.js';
import type { AspectPoint, HouseNumber, InterpretationLibrary } from '../library/types.js';
import { houseName, isAngle, isPlanet, pointName, signOfLongitude } from './chart-facts.js';
import { dayArcOf, signOrChange } from './birth-day.js';
import { capitalise, dateParts, fill, formatDate, formatDayMonth, formatDegrees, formatMonthYear, frameFill, frameText, joinList } from './text.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;
const SLOW: readonly string[] = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

type Event =
  | { kind: 'transit'; date: string; hit: TransitHit; index: number }
  | { kind: 'ingress'; date: string; ingress: Ingress }
  | { kind: 'eclipse'; date: string; eclipse: Eclipse }
  | { kind: 'return'; date: string; ret: PlanetReturn; index: number };

function transitLabel(lib: Lib, hit: TransitHit): string {
  return frameFill(lib, 'transitLabel', {
    transiting: lib.names.planets[hit.transiting], aspect: lib.names.aspects[hit.type], natal: pointName(lib, hit.natal),
  });
}

function monthKey(iso: string): string {
  return iso.slice(0, 7);
}

function eventsOf(forecast: Forecast): Event[] {
  const events: Event[] = [];
  for (const hit of forecast.transits) {
    if (hit.exactDates.length === 0) events.push({ kind: 'transit', date: hit.start, hit, index: -1 });
    hit.exactDates.forEach((date, index) => events.push({ kind: 'transit', date, hit, index }));
  }
  for (const ingress of forecast.ingresses) if (SLOW.includes(ingress.body)) events.push({ kind: 'ingress', date: ingress.date, ingress });
  for (const eclipse of forecast.eclipses) events.push({ kind: 'eclipse', date: eclipse.date, eclipse });
  for (const ret of forecast.returns) ret.dates.forEach((date, index) => events.push({ kind: 'return', date, ret, index }));
  const rank = { return: 0, eclipse: 1, ingress: 2, transit: 3 } as const;
  return events.sort((x, y) => x.date.localeCompare(y.date) || rank[x.kind] - rank[y.kind] || labelOrder(x).localeCompare(labelOrder(y)));
}

function labelOrder(e: Event): string {
  switch (e.kind) {
    case 'transit': return `${e.hit.transiting}-${e.hit.natal}-${e.hit.type}`;
    case 'ingress': return e.ingress.body;
    case 'eclipse': return e.eclipse.kind;
    case 'return': return e.ret.body;
  }
}

/** Months from `from` to `to` inclusive, as [year, month]. */
function monthsBetween(from: string, to: string): Array<[number, number]> {
  const a = dateParts(from);
  const b = dateParts(to);
  const out: Array<[number, number]> = [];
  for (let y = a.year, m = a.month; y < b.year || (y === b.year && m <= b.month);) {
    out.push([y, m]);
    m += 1;
    if (m > 12) { m = 1; y += 1; }
  }
  return out;
}

export function writeForecast(w: ReadingWriter, lib: Lib, forecast: Forecast, chart: NatalChart): void {
  const events = eventsOf(forecast);
  writeOverview(w, lib, forecast);

  const explained = new Set<string>();
  const byMonth = new Map<string, Event[]>();
  for (const e of events) {
    const key = monthKey(e.date);
    const month = byMonth.get(key);
    if (month) month.push(e);
    else byMonth.set(key, [e]);
  }
  const months = monthsBetween(forecast.from, forecast.to);
  let quiet: Array<[number, number]> = [];
  const flushQuiet = () => {
    if (quiet.length === 0) return;
    const first = quiet[0];
    const last = quiet[quiet.length - 1];
    const from = formatMonthYear(lib, first[0], first[1]);
    const to = formatMonthYear(lib, last[0], last[1]);
    const id = `forecast-${first[0]}-${String(first[1]).padStart(2, '0')}`;
    if (quiet.length === 1) {
      w.section(id, from);
      w.paragraph(frameFill(lib, 'forecastQuietMonth', { month: from }));
    } else {
      w.section(id, frameFill(lib, 'periodTitle', { from, to }));
      w.paragraph(frameFill(lib, 'forecastQuietPeriod', { from, to }));
    }
    quiet = [];
  };
  for (const [year, month] of months) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const monthEvents = byMonth.get(key) ?? [];
    if (monthEvents.length === 0) {
      quiet.push([year, month]);
      continue;
    }
    flushQuiet();
    w.section(`forecast-${key}`, formatMonthYear(lib, year, month));
    for (const e of monthEvents) writeEvent(w, lib, e, explained, chart);
  }
  flushQuiet();
}

function writeOverview(w: ReadingWriter, lib: Lib, forecast: Forecast): void {
  w.section('forecast-overview', frameText(lib, 'forecastTitle'));
  w.paragraph(frameFill(lib, 'forecastIntro', { from: formatDate(lib, forecast.from), to: formatDate(lib, forecast.to) }));
  if (forecast.transits.length === 0) {
    w.paragraph(frameText(lib, 'forecastNoTransits'));
  } else {
    const rows = [...forecast.transits]
      .sort((x, y) => (x.exactDates[0] ?? x.start).localeCompare(y.exactDates[0] ?? y.start) || transitLabel(lib, x).localeCompare(transitLabel(lib, y)))
      .map((hit) => [
        transitLabel(lib, hit),
        frameFill(lib, 'rangeFormat', { from: formatDate(lib, hit.start), to: formatDate(lib, hit.end) }),
        hit.exactDates.length > 0
          ? hit.exactDates.map((d) => formatDate(lib, d)).join('; ')
          : frameText(lib, hit.dependsOnBirthTime ? 'forecastExactDependsOnTime' : 'forecastNotExact'),
      ]);
    w.table([frameText(lib, 'columnTransit'), frameText(lib, 'columnInOrb'), frameText(lib, 'columnExact')], rows);
  }
  const highlights: string[] = [];
  for (const ret of forecast.returns) {
    highlights.push(frameFill(lib, `forecastHasReturn_${ret.body}`, { dates: joinList(lib, ret.dates.map((d) => formatDate(lib, d))) }));
  }
  if (forecast.eclipses.length > 0) {
    highlights.push(frameFill(lib, 'forecastHasEclipses', {
      count: forecast.eclipses.length,
      list: joinList(lib, forecast.eclipses.map((e) => frameFill(lib, 'eclipseShort', {
        kind: frameText(lib, `eclipseKind_${e.kind}`), sign: lib.names.signs[e.sign], date: formatDate(lib, e.date),
      }))),
    }));
  }
  if (highlights.length > 0) w.paragraphOf(highlights);
  w.paragraph(frameText(lib, 'forecastHowToRead'));
}

function writeEvent(w: ReadingWriter, lib: Lib, e: Event, explained: Set<string>, chart: NatalChart): void {
  const date = formatDayMonth(lib, e.date);
  switch (e.kind) {
    case 'transit': {
      const hit = e.hit;
      const key = `transit:${hit.transiting}:${hit.natal}:${hit.type}`;
      const label = transitLabel(lib, hit);
      if (!explained.has(key)) {
        explained.add(key);
        w.heading(e.index < 0 ? label : frameFill(lib, 'eventHeading', { date, label }));
        const window = frameFill(lib, 'rangeFormat', { from: formatDate(lib, hit.start), to: formatDate(lib, hit.end) });
        const natal = isPlanet(hit.natal) ? chart.bodies[hit.natal] : null;
        const timing = hit.dependsOnBirthTime && natal
          ? frameFill(lib, 'transitTimingBirthTime', {
            label, from: formatDate(lib, hit.start), to: formatDate(lib, hit.end), natal: pointName(lib, hit.natal), arc: formatDegrees(dayArcOf(natal)),
            transiting: lib.names.planets[hit.transiting],
          })
          : hit.exactDates.length === 0
          ? frameFill(lib, 'transitTimingNoExact', { label, window })
          : hit.exactDates.length === 1
            ? frameFill(lib, 'transitTimingOnce', { label, window, date: formatDate(lib, hit.exactDates[0]) })
            : frameFill(lib, 'transitTimingRepeated', { label, window, count: hit.exactDates.length, dates: joinList(lib, hit.exactDates.map((d) => formatDate(lib, d))) });
        w.paragraphOf([timing, transitText(lib, hit, chart)]);
      } else {
        w.list([{ lead: frameFill(lib, 'eventHeading', { date, label }), text: frameFill(lib, e.index === hit.exactDates.length - 1 ? 'transitLastHit' : 'transitAgain', { label, date: formatDate(lib, e.date), number: e.index + 1 }) }]);
      }
      return;
    }
    case 'ingress': {
      const { body, sign, retrograde } = e.ingress;
      const label = frameFill(lib, retrograde ? 'ingressLabelRetrograde' : 'ingressLabel', { planet: lib.names.planets[body], sign: lib.names.signs[sign] });
      const key = `ingress:${body}`;
      if (!explained.has(key)) {
        explained.add(key);
        w.heading(frameFill(lib, 'eventHeading', { date, label }));
        w.paragraph(lib.ingresses[body as TransitingPlanet]);
      } else {
        w.list([{ lead: frameFill(lib, 'eventHeading', { date, label }), text: frameFill(lib, retrograde ? 'ingressAgainRetrograde' : 'ingressAgain', { planet: lib.names.planets[body], sign: lib.names.signs[sign], date: formatDate(lib, e.date) }) }]);
      }
      return;
    }
    case 'eclipse': {
      const { kind, subtype, sign } = e.eclipse;
      const subtypeKey = `eclipseSubtype_${subtype.toLowerCase()}`;
      const label = frameFill(lib, 'eclipseLabel', {
        subtype: capitalise(lib.frame[subtypeKey] ?? ''), kind: frameText(lib, `eclipseKind_${kind}`), sign: lib.names.signs[sign],
      }).trim();
      w.heading(frameFill(lib, 'eventHeading', { date, label: capitalise(label) }));
      const key = `eclipse:${kind}`;
      if (!explained.has(key)) {
        explained.add(key);
        w.paragraph(lib.eclipses[kind]);
      } else {
        w.paragraph(frameFill(lib, 'eclipseAgain', { kind: frameText(lib, `eclipseKind_${kind}`), sign: lib.names.signs[sign], date: formatDate(lib, e.date) }));
      }
      return;
    }
    case 'return': {
      const label = frameText(lib, `returnLabel_${e.ret.body}`);
      w.heading(frameFill(lib, 'eventHeading', { date, label }));
      const key = `return:${e.ret.body}`;
      if (!explained.has(key)) {
        explained.add(key);
        w.paragraph(lib.returns[e.ret.body]);
      } else {
        w.paragraph(frameFill(lib, 'returnAgain', { label, date: formatDate(lib, e.date) }));
      }
    }
  }
}

/** "Sun in Leo in the fifth house": a natal point where the chart has it (both signs for a Moon that changed sign). */
export function natalPlace(lib: Lib, chart: NatalChart, natal: PlanetOrAngle): string {
  const words = lib.transitTypes;
  if (isAngle(natal)) return fill(words.natalPoint, { natal: pointName(lib, natal), sign: lib.names.signs[signOfLongitude(chart.angles![natal])] });
  const body = chart.bodies[natal];
  return body.house === null
    ? fill(words.natalPoint, { natal: pointName(lib, natal), sign: signOrChange(lib, body) })
    : fill(words.natalPointHouse, { natal: pointName(lib, natal), sign: signOrChange(lib, body), house: houseName(lib, body.house as HouseNumber) });
}

type PlanetOrAngle = Exclude<AspectPoint, 'trueNode'>;

function transitText(lib: Lib, hit: TransitHit, chart: NatalChart): string {
  const natal = hit.natal;
  const planet = lib.names.planets[hit.transiting];
  if (!isPlanet(natal) && !isAngle(natal)) return fill(lib.transitTypes.node[hit.type], { planet });
  const opening = fill(lib.transitTypes.slow[hit.type], { transiting: planet, natal: natalPlace(lib, chart, natal), drive: lib.aspects.drive[natal] });
  return [opening, lib.transits[hit.transiting][natal][hit.type]].filter((t) => t.length > 0).join(' ');
}
