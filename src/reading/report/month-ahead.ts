// The month ahead on the customer's local days. First the month's currents: the slow planets' transits
// in force (read as the year ahead reads them) and the New and Full Moons with the natal house each
// falls in. Then the days, a week a section: the Moon's sign (and the hour it changes) and phase, the
// Moon's meetings with the natal planets and angles, and the contacts the Sun, Mercury, Venus and Mars
// make with them. Every text is said once: a contact is read on its exact day (or the first day it is
// close, if never exact here), a second contact of the same planet with the same point refers back to
// the first by date, and the tone of a planet's aspect type is given the first time the month has it.
import { houseOf } from '../../astro/chart/houses.js';
import { angleDifference } from '../../astro/chart/zodiac.js';
import { PLANETS, SIGNS, type DayTransit, type Lunation, type MonthAhead, type MonthAheadDay, type NatalChart, type SignId, type TransitHit } from '../../astro/types.js';
import type { InterpretationLibrary, HouseNumber } from '../library/types.js';
import type { FastMover, MonthPoint } from '../library/month-ahead-types.js';
import { isAngle, isPlanet, pointName, zoneName } from './chart-facts.js';
import { transitLabel, transitParagraph, transitText } from './forecast.js';
import { subjectOf } from './synthesis.js';
import { capitalise, fill, formatDayMonth, formatDayRange, formatDegrees, frameFill, frameText, joinList, listWords, weekdayOf } from './text.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;
const DAYS_PER_SECTION = 7;
/** Fewer days than this after the last full week are not a section of their own. */
const SHORTEST_SECTION = 4;
/** A slow transit in orb this many days or fewer of the month, and never exact in it, is the months around it. */
const EDGE_DAYS = 3;

/** The contacts the calendar reads: to a natal planet or angle (the nodes are the year ahead's). */
type Read = DayTransit & { natal: MonthPoint };
const keyOf = (t: DayTransit) => `${t.transiting}|${t.natal}|${t.type}`;
const pairOf = (t: DayTransit) => `${t.transiting}|${t.natal}`;

/** The Moon's conjunctions only: its other aspects pass in hours and would fill the month with frames. */
const readsContact = (t: DayTransit): t is Read => (isPlanet(t.natal) || isAngle(t.natal)) && (t.transiting !== 'moon' || t.type === 'conjunction');

export interface MonthAheadOptions {
  /** The reading already reads the slow transits (the year ahead): the month names them and refers back. */
  slowReadAbove?: boolean;
}

export function writeMonthAhead(w: ReadingWriter, lib: Lib, month: MonthAhead, chart: NatalChart | null, options: MonthAheadOptions = {}): void {
  const days = [...month.days].sort((a, b) => a.date.localeCompare(b.date));
  writeCurrents(w, lib, month, days, chart, options);
  const memory: Memory = {
    seen: new Set(), exactSomewhere: new Set(days.flatMap((d) => d.transits.filter((t) => t.exact).map(keyOf))),
    firstDate: new Map(), toneSaid: new Set(),
  };
  for (const [n, week] of weeksOf(days).entries()) {
    w.section(`month-ahead-${n + 1}`, frameFill(lib, 'monthAheadTitle', {
      range: formatDayRange(lib, week[0].date, week[week.length - 1].date),
    }));
    for (const day of week) writeDay(w, lib, day, memory);
  }
}

/** The days a week a section; a remainder of a few days joins the last week rather than stand as a section of its own. */
function weeksOf(days: MonthAheadDay[]): MonthAheadDay[][] {
  const weeks: MonthAheadDay[][] = [];
  for (let start = 0; start < days.length; start += DAYS_PER_SECTION) weeks.push(days.slice(start, start + DAYS_PER_SECTION));
  const last = weeks[weeks.length - 1];
  if (weeks.length > 1 && last.length < SHORTEST_SECTION) weeks[weeks.length - 2].push(...weeks.pop()!);
  return weeks;
}

/** The month's background: how to read it, the slow transits in force, the New and Full Moons. */
function writeCurrents(w: ReadingWriter, lib: Lib, month: MonthAhead, days: MonthAheadDay[], chart: NatalChart | null, options: MonthAheadOptions): void {
  w.section('month-ahead-currents', frameFill(lib, 'monthAheadCurrentsTitle', { range: formatDayRange(lib, days[0].date, days[days.length - 1].date) }));
  const zone = month.timezone;
  const clock = zone ? frameFill(lib, 'monthAheadClock', { zone: zoneName(lib, zone, `${days[0].date}T12:00:00Z`) }) : frameText(lib, 'monthAheadClockUtc');
  w.paragraph(frameFill(lib, 'monthAheadIntro', { count: days.length, clock }));
  const uncertain = (month.uncertainNatal ?? []).filter((p) => isPlanet(p) || isAngle(p));
  if (uncertain.length > 0) w.note(frameFill(lib, 'monthAheadLeftOut', { points: listWords(lib, uncertain.map((p) => pointName(lib, p))) }));

  // A transit in orb for only a day or two of these weeks, and exact in none of them, is left to the
  // months around them (reviewers: "in force from 24 November to 24 November").
  const first = days[0].date, last = days[days.length - 1].date;
  const daysIn = (hit: TransitHit) => (Date.parse(hit.end > last ? last : hit.end) - Date.parse(hit.start < first ? first : hit.start)) / 86_400_000 + 1;
  const exactHere = (hit: TransitHit) => hit.exactDates.some((d) => d >= first && d <= last);
  const slow = (month.slow ?? []).filter((hit) => (isPlanet(hit.natal) || isAngle(hit.natal)) && (exactHere(hit) || daysIn(hit) > EDGE_DAYS));
  if (chart && slow.length > 0) {
    if (options.slowReadAbove) {
      w.paragraph(frameFill(lib, 'monthAheadSlowAbove', { transits: joinList(lib, slow.map((hit) => transitLabel(lib, hit))) }));
    } else {
      w.paragraph(frameText(lib, slow.length === 1 ? 'monthAheadSlowOne' : 'monthAheadSlow'));
      // Why a transit to a point the birth time leaves open stays undated is said once per point.
      const told = { rangeExplained: new Set<string>() };
      for (const hit of slow) {
        w.heading(capitalise(transitLabel(lib, hit)));
        w.paragraph(hit.dependsOnBirthTime ? transitParagraph(lib, hit, chart, told) : `${slowTiming(lib, hit, first, last)} ${transitText(lib, hit, chart)}`);
      }
    }
  } else if (chart && month.slow) {
    w.paragraph(frameText(lib, 'monthAheadSlowNone'));
  }

  for (const day of days) {
    const lunation = day.lunation;
    if (!lunation || (lunation.phase !== 'new_moon' && lunation.phase !== 'full_moon')) continue;
    const sign = lunation.sign ?? day.moonSign;
    w.heading(capitalise(frameFill(lib, 'lunationHeading', {
      phase: lib.names.moonPhases[lunation.phase], sign: lib.names.signs[sign], date: formatDayMonth(lib, day.date), time: lunation.time,
    })));
    const onPoint = chart ? lunationOnPoint(lib, chart, lunation, uncertain) : null;
    w.paragraph([onPoint, lunationText(lib, chart, lunation.phase, sign, lunation)].filter((s): s is string => s !== null).join(' '));
  }
}

/** A New or Full Moon this close to a natal planet or angle lands on it, and is read with it. */
const LUNATION_ON_POINT = 2;

/**
 * The natal planets and angles a lunation falls on, closest first, named in a sentence before its house
 * text (reviewers: a New Moon 0°34′ from the Ascendant read only as "the most private part of the chart").
 * A point the unknown hour leaves open is not named.
 */
function lunationOnPoint(lib: Lib, chart: NatalChart, lunation: Lunation, uncertain: readonly string[]): string | null {
  const longitude = lunation.longitude;
  if (longitude === undefined) return null;
  const points: Array<{ id: MonthPoint; longitude: number }> = PLANETS.map((p) => ({ id: p as MonthPoint, longitude: chart.bodies[p].longitude }));
  if (chart.angles && chart.moment.timeKnown) points.push({ id: 'ascendant', longitude: chart.angles.ascendant }, { id: 'midheaven', longitude: chart.angles.midheaven });
  const near = points
    .filter((p) => !uncertain.includes(p.id))
    .map((p) => ({ ...p, orb: Math.abs(angleDifference(p.longitude, longitude)) }))
    .filter((p) => p.orb <= LUNATION_ON_POINT)
    .sort((a, b) => a.orb - b.orb);
  if (near.length === 0) return null;
  return capitalise(frameFill(lib, `lunationOnPoint_${lunation.phase === 'new_moon' ? 'new' : 'full'}`, {
    points: listWords(lib, near.map((p) => pointName(lib, p.id))), orb: formatDegrees(near[0].orb),
  }));
}

/** When a slow transit is in force in these weeks and when it is exact, in the month's own terms. */
function slowTiming(lib: Lib, hit: TransitHit, first: string, last: string): string {
  const label = transitLabel(lib, hit);
  const all = hit.start <= first && hit.end >= last;
  const exact = hit.exactDates.length > 0;
  const key = `monthSlow${all ? 'All' : 'Span'}${exact ? 'Exact' : ''}`;
  return capitalise(frameFill(lib, key, {
    label, from: formatDayMonth(lib, hit.start < first ? first : hit.start), to: formatDayMonth(lib, hit.end > last ? last : hit.end),
    dates: joinList(lib, hit.exactDates.map((d) => formatDayMonth(lib, d))),
  }));
}

/** A New or Full Moon read by the natal house its degree falls in, or by its sign without houses. */
function lunationText(lib: Lib, chart: NatalChart | null, phase: 'new_moon' | 'full_moon', sign: SignId, lunation: Lunation): string {
  const longitude = lunation.longitude;
  if (chart?.houses && longitude !== undefined) {
    return lib.monthAhead.lunationHouse[phase][houseOf(longitude, chart.houses.cusps) as HouseNumber];
  }
  return lib.monthAhead.lunationSign[phase][sign];
}

/**
 * seen: what the month has said (a Moon sign's text, a phase's, a contact read on its day);
 * firstDate: the date a planet first touched a point; toneSaid: the planets' aspect types whose tone is said.
 */
interface Memory {
  seen: Set<string>;
  exactSomewhere: Set<string>;
  firstDate: Map<string, { date: string; type: DayTransit['type'] }>;
  toneSaid: Set<string>;
}

function writeDay(w: ReadingWriter, lib: Lib, day: MonthAheadDay, memory: Memory): void {
  const { seen } = memory;
  // Russian weekdays and Moon phases are written in lower case; a heading or a lead opens with a capital.
  w.heading(capitalise(frameFill(lib, 'dayHeading', { weekday: frameText(lib, `weekday_${weekdayOf(day.date)}`), date: formatDayMonth(lib, day.date) })));
  w.paragraph(moodOf(lib, day, seen), capitalise(moonLead(lib, day)));

  // A fast planet's contact is read once: on its exact day, or on its first day if it is never exact here.
  const read = day.transits.filter(readsContact)
    .filter((t) => t.transiting === 'moon' || t.exact || !(memory.exactSomewhere.has(keyOf(t)) || seen.has(keyOf(t))));
  for (const t of read) {
    seen.add(keyOf(t));
    const lead = capitalise(frameFill(lib, t.exact ? 'dayTransitExact' : 'dayTransit', {
      planet: capitalise(lib.names.planets[t.transiting]), aspect: lib.names.aspects[t.type], natal: pointName(lib, t.natal),
    }));
    // Each contact's text is a paragraph of whole sentences, so it follows its label as a paragraph's lead.
    w.paragraph(contactText(lib, t, day, memory), lead);
  }
}

/** The Moon's sign, with the hour it changes sign when it does that day, its phase and light. */
function moonLead(lib: Lib, day: MonthAheadDay): string {
  const percent = Math.round(day.illumination * 100);
  const phase = lib.names.moonPhases[day.lunation?.phase ?? day.moonPhase];
  const ingress = day.moonIngress;
  const lunation = day.lunation ? frameFill(lib, 'dayLunationAt', { phase, time: day.lunation.time }) : null;
  if (ingress) {
    const from = previousSign(ingress.sign);
    return frameFill(lib, lunation ? 'dayMoonIngressLunation' : 'dayMoonIngress', {
      from: lib.names.signs[from], sign: lib.names.signs[ingress.sign], time: ingress.time, phase, lunation: lunation ?? '', percent,
    });
  }
  return frameFill(lib, lunation ? 'dayMoonLunation' : 'dayMoon', { sign: lib.names.signs[day.moonSign], phase, lunation: lunation ?? '', percent });
}

function previousSign(sign: SignId): SignId {
  return SIGNS[(SIGNS.indexOf(sign) + 11) % 12];
}

/** The mood: the Moon's sign the first time the month reaches it (the sign it enters, on a day it changes), and a phase's first day. */
function moodOf(lib: Lib, day: MonthAheadDay, seen: Set<string>): string {
  const texts: string[] = [];
  const sign = day.moonIngress?.sign ?? day.moonSign;
  if (!seen.has(`sign:${sign}`)) {
    seen.add(`sign:${sign}`);
    texts.push(lib.moonInSign[sign]);
  }
  const phase = day.lunation?.phase ?? day.moonPhase;
  if (!seen.has(`phase:${phase}`)) {
    seen.add(`phase:${phase}`);
    texts.push(lib.moonPhases[phase]);
  }
  return texts.join(' ');
}

/**
 * A contact's text: the Moon meeting a point, or a fast planet's contact with it and the tone of its
 * aspect; a planet that touched the point earlier in the month is referred back to that day instead.
 */
function contactText(lib: Lib, t: Read, day: MonthAheadDay, memory: Memory): string {
  const texts = lib.monthAhead;
  const date = formatDayMonth(lib, day.date);
  const natal = pointName(lib, t.natal);
  // The planet as a sentence names it mid-sentence ("the Sun"); a sentence that opens with it is capitalised whole.
  const planet = subjectOf(lib, t.transiting);
  const earlier = memory.firstDate.get(pairOf(t));
  if (!earlier) memory.firstDate.set(pairOf(t), { date, type: t.type });
  if (t.transiting === 'moon') {
    if (earlier) return fill(lib.transitTypes.moonAgain, { sign: lib.names.signs[t.sign ?? day.moonSign], natal, date: earlier.date });
    return texts.moonMeets[t.natal];
  }
  const mover = t.transiting as FastMover;
  // The Sun on its own place is the birthday, the solar return, and is read as such.
  if (mover === 'sun' && t.natal === 'sun' && t.type === 'conjunction' && !earlier) return texts.solarReturn;
  const tone = `${mover}|${t.type}`;
  const toneText = memory.toneSaid.has(tone) ? null : texts.tone[mover][t.type];
  memory.toneSaid.add(tone);
  if (earlier?.type === t.type) {
    return capitalise(fill(lib.transitTypes.dayAgain, { planet, type: lib.aspects.typeSingular[t.type], natal, date: earlier.date }));
  }
  // An opposition to an angle stands on the angle across the chart: the IC's home and roots, the Descendant's
  // partners; the Midheaven's or the Ascendant's own text would read it as career or appearance.
  if (!earlier && t.type === 'opposition' && isAngle(t.natal)) {
    return [capitalise(frameFill(lib, `contactOppositeAngle_${t.natal}`, { planet })), toneText].filter((s): s is string => s !== null).join(' ');
  }
  const opening = earlier
    ? capitalise(frameFill(lib, 'contactAgain', { planet, natal, type: lib.aspects.typeSingular[t.type], date: earlier.date, first: lib.aspects.typeSingular[earlier.type] }))
    : texts.contact[mover][t.natal];
  return [opening, toneText].filter((s): s is string => s !== null).join(' ');
}
