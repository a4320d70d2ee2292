// The year ahead: slow transits with their exact dates, sign ingresses, eclipses and returns,
// told month by month. Each event is explained the first time it appears; later mentions
// (a retrograde re-hit, a second eclipse) are one dated sentence of their own. Where the birth time
// gives houses, an ingress and an eclipse name the houses they fall in.
import { houseOf } from '../../astro/chart/houses.js';
import { SIGNS } from '../../astro/types.js';
import type { Eclipse, Forecast, Ingress, NatalChart, PlanetId, PlanetReturn, SignId, TransitHit, TransitingPlanet } from '../../astro/types.js';
import { GRAMMATICAL_CASES, type GrammaticalCase, type Word } from '../library/grammar.js';
import type { AspectPoint, HouseNumber, InterpretationLibrary } from '../library/types.js';
import { houseName, isAngle, isPlanet, oppositeSign, pointName, signOfLongitude } from './chart-facts.js';
import { dayArcOf, signOrChange } from './birth-day.js';
import { capitalise, dateParts, fill, formatDate, formatDayMonth, formatDegrees, formatMonthYear, formatMonthYearWord, formatPeriodStartWord, frameFill, frameText, joinList } from './text.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;
const SLOW: readonly string[] = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

/** What the year has told so far: events explained, signs each planet entered, the last eclipse of each kind. */
interface Told {
  explained: Set<string>;
  /** Natal points whose uncertain position (no birth time) the reading has already explained. */
  rangeExplained: Set<string>;
  entered: Map<PlanetId, Set<SignId>>;
  lastEclipse: Map<Eclipse['kind'], Eclipse>;
}

type Event =
  | { kind: 'transit'; date: string; hit: TransitHit; index: number }
  | { kind: 'ingress'; date: string; ingress: Ingress }
  | { kind: 'eclipse'; date: string; eclipse: Eclipse }
  | { kind: 'return'; date: string; ret: PlanetReturn; index: number };

export function transitLabel(lib: Lib, hit: TransitHit): string {
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

  const told: Told = { explained: new Set(), rangeExplained: new Set(), entered: new Map(), lastEclipse: new Map() };
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
    // Months as words: Russian says «весь март», but «с марта по май 2027 г.».
    const from = formatPeriodStartWord(lib, first[0], first[1], last[0]);
    const to = formatMonthYearWord(lib, last[0], last[1]);
    const id = `forecast-${first[0]}-${String(first[1]).padStart(2, '0')}`;
    if (quiet.length === 1) {
      w.section(id, capitalise(from.forms.nom));
      w.paragraph(frameFill(lib, 'forecastQuietMonth', { month: from }));
    } else {
      w.section(id, capitalise(frameFill(lib, 'periodTitle', { from, to })));
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
    // Intl writes a Russian month in lower case («март 2027 г.»); a title opens with a capital.
    w.section(`forecast-${key}`, capitalise(formatMonthYear(lib, year, month)));
    for (const e of monthEvents) writeEvent(w, lib, e, told, chart);
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
        capitalise(transitLabel(lib, hit)),
        frameFill(lib, 'rangeFormat', { from: formatDate(lib, hit.start), to: formatDate(lib, hit.end) }),
        hit.exactDates.length > 0
          ? hit.exactDates.map((d) => formatDate(lib, d)).join('; ')
          : frameText(lib, hit.dependsOnBirthTime ? 'forecastExactDependsOnTime' : 'forecastNotExact'),
      ]);
    w.table([frameText(lib, 'columnTransit'), frameText(lib, 'columnInOrb'), frameText(lib, 'columnExact')], rows);
  }
  const highlights: string[] = [];
  for (const ret of forecast.returns) {
    highlights.push(frameFill(lib, `forecastHasReturn_${ret.body}`, { dates: spanDates(lib, ret.dates, null) }));
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

/**
 * Dates inside a transit's span, listed, as a word. Its nominative gives each date in full. Its genitive
 * is the case a date takes after «с» and as the day something happens («с 18 января», «3 апреля аспект
 * точен»), written as Russian writes dates in a row: a month shared with the next date is named once,
 * after it in a pair («3 и 23 апреля», «с 3 по 18 апреля»), and a year by any row («27 ноября, 28 декабря 2026 г.
 * и 9 июля 2027 г.»); the year of the span's end is not repeated when every date is in it, since the
 * sentence states it with the end («с 18 января по 11 февраля 2027 г.»). `end`: null for dates of no span, whose last
 * date then states its year. `opensSpan`: the dates are the span's start, so the
 * end comes next in the sentence and may share their month too.
 */
function spanDates(lib: Lib, dates: readonly string[], end: string | null, opensSpan = false): Word {
  const full = joinList(lib, dates.map((d) => formatDate(lib, d)));
  const parts = dates.map(dateParts);
  const endParts = end === null ? undefined : dateParts(end);
  // The end's year stands for the last date only when every date is in it: «29 ноября 2026 г. и
  // 16 апреля» would leave the reader to find 2027 earlier in the sentence.
  const endInTheirYear = endParts && parts.every((p) => p.year === endParts.year) ? endParts : undefined;
  const gen = joinList(lib, parts.map((p, i) => {
    // A month is shared only by a pair («3 и 23 апреля», «с 3 по 18 апреля»): in a longer row a bare
    // number («5, 20 декабря») reads as a slip.
    const next = parts.length === 1 && opensSpan ? endParts : parts.length === 2 && i === 0 ? parts[1] : undefined;
    if (next && next.year === p.year && next.month === p.month) return String(p.day);
    return (parts[i + 1] ?? endInTheirYear)?.year === p.year ? formatDayMonth(lib, dates[i]) : formatDate(lib, dates[i]);
  }));
  return dateWord(full, gen);
}

/** A date phrase as a word with its full nominative and its genitive; no template asks for another form. */
function dateWord(nom: string, gen: string): Word {
  return { forms: { nom, gen, dat: nom, acc: nom, ins: nom, loc: nom }, gender: 'n' };
}

/** A transit dated only to the months a time-dependent point may hold; why it stays open is said once per point. */
function birthTimeTiming(lib: Lib, hit: TransitHit, natal: NatalChart['bodies'][PlanetId], span: { label: string; from: Word; to: string }, told: Pick<Told, 'rangeExplained'>): string {
  const when = frameFill(lib, 'transitTimingBirthTime', { ...span, natal: pointName(lib, hit.natal), transiting: lib.names.planets[hit.transiting] });
  if (told.rangeExplained.has(hit.natal)) return when;
  told.rangeExplained.add(hit.natal);
  return `${when} ${frameFill(lib, 'transitTimingBirthTimeWhy', { natal: pointName(lib, hit.natal), arc: formatDegrees(dayArcOf(natal)) })}`;
}

/**
 * A slow transit read in full: when it is in orb and exact, then what it means for this chart. Why a
 * transit to a point the birth time leaves open stays undated is said once per point (`told`).
 */
export function transitParagraph(lib: Lib, hit: TransitHit, chart: NatalChart, told: Pick<Told, 'rangeExplained'> = { rangeExplained: new Set() }): string {
  const label = transitLabel(lib, hit);
  const span = { label, from: spanDates(lib, [hit.start], hit.end, true), to: formatDate(lib, hit.end) };
  const natal = isPlanet(hit.natal) ? chart.bodies[hit.natal] : null;
  const timing = hit.dependsOnBirthTime && natal
    ? birthTimeTiming(lib, hit, natal, span, told)
    : hit.exactDates.length === 0
      ? frameFill(lib, 'transitTimingNoExact', span)
      : hit.exactDates.length === 1
        ? frameFill(lib, 'transitTimingOnce', { ...span, date: spanDates(lib, hit.exactDates, hit.end) })
        : frameFill(lib, hit.exactDates.length === 2 ? 'transitTimingTwice' : 'transitTimingRepeated', {
          ...span, count: hit.exactDates.length, dates: spanDates(lib, hit.exactDates, hit.end),
        });
  return `${timing} ${transitText(lib, hit, chart)}`;
}

function writeEvent(w: ReadingWriter, lib: Lib, e: Event, told: Told, chart: NatalChart): void {
  const { explained } = told;
  const date = formatDayMonth(lib, e.date);
  switch (e.kind) {
    case 'transit': {
      const hit = e.hit;
      const key = `transit:${hit.transiting}:${hit.natal}:${hit.type}`;
      // Russian names a transit by its aspect, in lower case («квадрат Сатурна и натального Солнца»);
      // a heading or a lead opens with a capital.
      const label = transitLabel(lib, hit);
      if (!explained.has(key)) {
        explained.add(key);
        w.heading(e.index < 0 ? capitalise(label) : frameFill(lib, 'eventHeading', { date, label: capitalise(label) }));
        w.paragraph(transitParagraph(lib, hit, chart, told));
      } else {
        w.list([{ lead: frameFill(lib, 'eventHeading', { date, label: capitalise(label) }), text: frameFill(lib, e.index === hit.exactDates.length - 1 ? 'transitLastHit' : 'transitAgain', { label, date: formatDate(lib, e.date), number: e.index + 1 }) }]);
      }
      return;
    }
    case 'ingress': {
      const { body, sign, retrograde } = e.ingress;
      const label = frameFill(lib, retrograde ? 'ingressLabelRetrograde' : 'ingressLabel', { planet: lib.names.planets[body], sign: lib.names.signs[sign] });
      const key = `ingress:${body}`;
      const entered = told.entered.get(body) ?? new Set<SignId>();
      told.entered.set(body, entered);
      const values = { planet: lib.names.planets[body], sign: lib.names.signs[sign], date: formatDate(lib, e.date) };
      // Moving back, a planet returns to the sign it left; the change of sign is explained when it goes forward.
      if (!retrograde && !explained.has(key)) {
        explained.add(key);
        entered.add(sign);
        w.heading(frameFill(lib, 'eventHeading', { date, label: capitalise(label) }));
        w.paragraph([lib.ingresses[body as TransitingPlanet], signHouses(lib, chart, body, sign)].filter(Boolean).join(' '));
        return;
      }
      const text = retrograde
        ? frameFill(lib, entered.size === 0 ? 'ingressBackFirst' : 'ingressAgainRetrograde', values)
        : entered.has(sign)
          ? frameFill(lib, 'ingressAgain', values)
          : [frameFill(lib, 'ingressNext', values), signHouses(lib, chart, body, sign)].filter(Boolean).join(' ');
      if (!retrograde) entered.add(sign);
      w.list([{ lead: frameFill(lib, 'eventHeading', { date, label: capitalise(label) }), text }]);
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
      const previous = told.lastEclipse.get(kind);
      told.lastEclipse.set(kind, e.eclipse);
      const house = eclipseHouse(lib, chart, e.eclipse);
      if (!previous) {
        explained.add(key);
        w.paragraph([lib.eclipses[kind], house].filter(Boolean).join(' '));
        return;
      }
      // A later eclipse of the same kind falls in the same sign, on the same axis from its other end, or on a new axis.
      const again = previous.sign === sign ? 'eclipseAgainSameSign' : oppositeSign(previous.sign) === sign ? 'eclipseAgainSameAxis' : 'eclipseAgain';
      const text = frameFill(lib, again, {
        kind: frameText(lib, `eclipseKind_${kind}`), sign: lib.names.signs[sign], date: formatDate(lib, e.date), previous: formatDate(lib, previous.date),
      });
      w.paragraph(again === 'eclipseAgainSameSign' ? text : [text, house].filter(Boolean).join(' '));
      return;
    }
    case 'return': {
      const label = frameText(lib, `returnLabel_${e.ret.body}`);
      w.heading(frameFill(lib, 'eventHeading', { date, label: capitalise(label) }));
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

/** The houses of the natal chart a sign covers, in zodiac order from its first degree; none without a birth time. */
function housesOfSign(chart: NatalChart, sign: SignId): HouseNumber[] {
  if (!chart.houses) return [];
  const start = SIGNS.indexOf(sign) * 30;
  const out: HouseNumber[] = [];
  // Cusps are never closer than a fraction of a degree, so a tenth of a degree finds every house the sign touches.
  for (let step = 0; step < 300; step++) {
    const house = houseOf(start + step / 10, chart.houses.cusps) as HouseNumber;
    if (!out.includes(house)) out.push(house);
  }
  return out;
}

/** "In your chart Leo lies within the fifth house, …": where a slow planet's new sign falls for this person. */
function signHouses(lib: Lib, chart: NatalChart, body: PlanetId, sign: SignId): string {
  const houses = housesOfSign(chart, sign);
  if (houses.length === 0) return '';
  const topic = (h: HouseNumber) => lib.placements.houseTopic[h];
  return houses.length === 1
    ? frameFill(lib, 'ingressHouseOne', { planet: lib.names.planets[body], sign: lib.names.signs[sign], house: houseName(lib, houses[0]), topic: topic(houses[0]) })
    : frameFill(lib, 'ingressHouses', {
      planet: lib.names.planets[body],
      sign: lib.names.signs[sign],
      houses: joinList(lib, houses.map((h) => frameFill(lib, 'houseWithTopic', { house: houseName(lib, h), topic: topic(h) }))),
    });
}

/** The house an eclipse falls in, dated so two eclipses in one house never read the same sentence. */
function eclipseHouse(lib: Lib, chart: NatalChart, eclipse: Eclipse): string {
  if (!chart.houses) return '';
  const house = houseOf(eclipse.longitude, chart.houses.cusps) as HouseNumber;
  return frameFill(lib, 'eclipseHouse', { date: formatDate(lib, eclipse.date), house: houseName(lib, house), topic: lib.placements.houseTopic[house] });
}

/**
 * A phrase as a word whose forms are built when a template first asks for them: a month ahead fills
 * hundreds of natal places and reads one form of each, so building all six would only cost time.
 */
function lazyPhrase(build: (form: GrammaticalCase) => string, gender: Word['gender']): Word {
  const built = new Map<GrammaticalCase, string>();
  const forms = {} as Record<GrammaticalCase, string>;
  for (const form of GRAMMATICAL_CASES) {
    Object.defineProperty(forms, form, {
      enumerable: true,
      get: () => built.get(form) ?? built.set(form, build(form)).get(form)!,
    });
  }
  return { forms, gender };
}

/**
 * "Sun in Leo in the fifth house": a natal point where the chart has it (both signs for a Moon that
 * changed sign), as a word of the point's gender whose every case puts the point in that case («вашим
 * Солнцем во Льве в пятом доме»), so a template agrees with it and declines it like the point itself.
 */
export function natalPlace(lib: Lib, chart: NatalChart, natal: PlanetOrAngle): Word {
  const words = lib.transitTypes;
  const point = pointName(lib, natal);
  if (isAngle(natal)) {
    const sign = lib.names.signs[signOfLongitude(chart.angles![natal])];
    return lazyPhrase((form) => fill(words.natalPoint, { natal: point.forms[form], sign }), point.gender);
  }
  const body = chart.bodies[natal];
  const sign = signOrChange(lib, body);
  if (body.house === null) return lazyPhrase((form) => fill(words.natalPoint, { natal: point.forms[form], sign }), point.gender);
  const house = houseName(lib, body.house as HouseNumber);
  return lazyPhrase((form) => fill(words.natalPointHouse, { natal: point.forms[form], sign, house }), point.gender);
}

type PlanetOrAngle = Exclude<AspectPoint, 'trueNode'>;

export function transitText(lib: Lib, hit: TransitHit, chart: NatalChart): string {
  const natal = hit.natal;
  const planet = lib.names.planets[hit.transiting];
  if (!isPlanet(natal) && !isAngle(natal)) return fill(lib.transitTypes.node[hit.type], { planet });
  const opening = fill(lib.transitTypes.slow[hit.type], { transiting: planet, natal: natalPlace(lib, chart, natal), drive: lib.aspects.drive[natal] });
  return [opening, lib.transits[hit.transiting][natal][hit.type]].filter((t) => t.length > 0).join(' ');
}
