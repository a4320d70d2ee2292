// The natal reading's life timing: Saturn's returns, squares and oppositions, Jupiter's returns and the
// nodal returns at the person's own ages (astro/forecast/life-cycles.ts), each read through this chart:
// Saturn through its sign, its house, its contacts to personal points and the houses it rules; Jupiter
// through its house (its sign without a birth time) and the houses it rules; the nodal return through the
// nodes' axis by house (by sign without a birth time). Past and coming events are told apart by the
// reading's date, which the composer is given: nothing here reads a clock.
import { computeLifeCycles, type CycleEvent, type CyclePass, type LifeCycles } from '../../astro/forecast/life-cycles.js';
import { houseOf } from '../../astro/chart/houses.js';
import { normalizeDegrees } from '../../astro/chart/zodiac.js';
import type { Aspect, NatalChart, SignId } from '../../astro/types.js';
import type { ContactGroup, SaturnContactPoint, TimingEvent, TimingStory, TimingTense } from '../library/life-timing-types.js';
import type { HouseNumber, InterpretationLibrary } from '../library/types.js';
import type { SlotValue } from '../library/grammar.js';
import { houseName, signOfLongitude } from './chart-facts.js';
import { dateParts, fill, formatDate, formatMonthYear, frameText, joinList } from './text.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;

const CONTACT_POINTS: readonly SaturnContactPoint[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant', 'midheaven'];
const CONTACT_GROUP: Record<Aspect['type'], ContactGroup> = {
  conjunction: 'conjunction', square: 'hard', opposition: 'hard', quincunx: 'hard', trine: 'soft', sextile: 'soft',
};
/** The signs on a house cusp that make Saturn or Jupiter its ruler (traditional rulers, as the chart ruler is read). */
const RULED: Record<'saturn' | 'jupiter', readonly SignId[]> = { saturn: ['capricorn', 'aquarius'], jupiter: ['sagittarius', 'pisces'] };
/** At most this many of natal Saturn's contacts colour its returns: the tightest. */
const MAX_CONTACTS = 2;

export function writeLifeTiming(w: ReadingWriter, lib: Lib, chart: NatalChart, orderedAt: string, cycles: LifeCycles = computeLifeCycles(chart)): void {
  const t = lib.lifeTiming;
  const f = (template: string, values: Record<string, SlotValue> = {}) => fill(template, values, lib.language);
  const timed = chart.moment.timeKnown && chart.houses !== null;
  const today = orderedAt.slice(0, 10);
  const of = (body: CycleEvent['body'], phase: CycleEvent['phase']) => cycles.events.filter((e) => e.body === body && e.phase === phase);

  const ageOf = (e: CycleEvent) => (e.ageStart === e.ageEnd ? String(e.ageStart) : `${e.ageStart}–${e.ageEnd}`);
  const span = (e: CycleEvent) => (e.start === e.end ? formatDate(lib, e.start) : f(t.span, { from: formatDate(lib, e.start), to: formatDate(lib, e.end) }));
  const ages = (from: number, to: number) => (from === to ? String(from) : `${from}–${to}`);
  // A pass is one date, or without a birth time the days it can fall on for any hour of the birth day.
  const passDate = (p: CyclePass) => (p.earliest === p.latest ? formatDate(lib, p.earliest) : f(t.span, { from: formatDate(lib, p.earliest), to: formatDate(lib, p.latest) }));
  // The true node can graze its place three to five times in a few weeks: such a pass is told as its span, not a list of dates.
  const wobble = (e: CycleEvent) => e.body === 'trueNode' && e.exactDates.length > 2;
  const timedDates = (e: CycleEvent) => (wobble(e)
    ? f(t.span, { from: formatDate(lib, e.exactDates[0]), to: formatDate(lib, e.exactDates[e.exactDates.length - 1]) })
    : joinList(lib, e.exactDates.map((d) => formatDate(lib, d))));
  // Each pass of a loop keeps its own date; only when the hour decides how many passes there are is the span every hour allows given.
  const datesOf = (e: CycleEvent) => (!e.passes ? span(e) : e.dependsOnBirthTime ? joinList(lib, e.passes.map(passDate)) : timedDates(e));
  /** A loop's passes grouped by the age they come at: "at 58 on 17 January 2044, then at 59 on 1 May 2044 and 14 October 2044". */
  const passGroups = (passes: CyclePass[]) => {
    const groups: Array<{ age: string; years: number; passes: CyclePass[] }> = [];
    for (const p of passes) {
      const age = ages(p.ageStart, p.ageEnd);
      const last = groups[groups.length - 1];
      if (last?.age === age) last.passes.push(p);
      else groups.push({ age, years: p.ageEnd, passes: [p] });
    }
    if (groups.length === 1) return f(t.passDates, { dates: joinList(lib, passes.map(passDate)) });
    return groups.map((g) => f(t.passGroup, { age: g.age, years: g.years, dates: joinList(lib, g.passes.map(passDate)) })).join(t.passGroupJoin);
  };
  const exactOf = (e: CycleEvent) => {
    if (!e.passes) return f(t.exactWithin, { from: formatDate(lib, e.start), to: formatDate(lib, e.end) });
    if (e.passes.length > 1) return f(t.exactPasses, { times: t.passTimes[Math.min(e.passes.length, 5) as 2 | 3 | 4 | 5], passes: passGroups(e.passes) });
    const [pass] = e.passes;
    if (!e.dependsOnBirthTime && wobble(e)) return f(t.exactNodeWobble, { from: formatDate(lib, e.exactDates[0]), to: formatDate(lib, e.exactDates[e.exactDates.length - 1]) });
    if (!e.dependsOnBirthTime) return f(t.exactOn, { dates: timedDates(e), count: e.exactDates.length });
    return pass.earliest === pass.latest
      ? f(t.exactOn, { dates: formatDate(lib, pass.earliest), count: 1 })
      : f(t.exactWithin, { from: formatDate(lib, pass.earliest), to: formatDate(lib, pass.latest) });
  };
  const monthsOf = (e: CycleEvent) => {
    const a = dateParts(e.start), b = dateParts(e.end);
    const from = formatMonthYear(lib, a.year, a.month);
    return a.year === b.year && a.month === b.month ? from : f(t.span, { from, to: formatMonthYear(lib, b.year, b.month) });
  };

  /** A story's events told in time: those behind, the one under way, the next and the later ones. */
  const timeline = (story: TimingStory, events: CycleEvent[]): string => {
    const texts = t.timeline[story];
    const tenses = new Map<TimingTense, CycleEvent[]>();
    for (const e of events) {
      const tense: TimingTense = e.end < today ? 'past' : e.start <= today ? 'now' : tenses.has('next') ? 'later' : 'next';
      tenses.set(tense, [...(tenses.get(tense) ?? []), e]);
    }
    const out: string[] = [];
    const past = tenses.get('past');
    if (past) out.push(f(texts.past, { items: joinList(lib, past.map((e) => f(t.pastItem, { age: ageOf(e), years: e.ageEnd, when: monthsOf(e) }))) }));
    for (const tense of ['now', 'next'] as const) {
      for (const e of tenses.get(tense) ?? []) out.push(f(texts[tense], { age: ageOf(e), years: e.ageEnd, exact: exactOf(e) }));
    }
    const later = tenses.get('later');
    if (later) out.push(f(texts.later, { ages: joinList(lib, later.map(ageOf)), years: later[later.length - 1].ageEnd }));
    return out.join(' ');
  };

  w.section('life-timing', t.title);
  const returnAges = (body: CycleEvent['body']) => {
    const events = of(body, 'return');
    return { ages: joinList(lib, events.map(ageOf)), years: events.length ? events[events.length - 1].ageEnd : 0 };
  };
  const [saturnReturns, jupiterReturns, nodeReturns] = (['saturn', 'jupiter', 'trueNode'] as const).map(returnAges);
  w.paragraph(f(timed ? t.intro : t.introNoTime, {
    until: formatDate(lib, cycles.until), born: formatDate(lib, chart.moment.localDate), saturnAges: saturnReturns.ages, saturnYears: saturnReturns.years,
    jupiterAges: jupiterReturns.ages, jupiterYears: jupiterReturns.years, nodeAges: nodeReturns.ages, nodeYears: nodeReturns.years,
  }));
  w.table([t.columns.event, t.columns.age, cycles.events.some((e) => e.dependsOnBirthTime) ? t.columns.datesNoTime : t.columns.dates], cycles.events.map((e) => [t.events[`${e.body}_${e.phase}` as TimingEvent], ageOf(e), datesOf(e)]));

  // A sign the body changed during an unknown-time birth day is not read: it holds only for some hours.
  const allDay = <T>(body: NatalChart['bodies']['saturn'], text: Record<SignId, T>): T | '' => (body.range?.ingress ? '' : text[body.sign]);
  const saturn = chart.bodies.saturn;
  const cuspSigns = chart.houses ? chart.houses.cusps.map(signOfLongitude) : [];
  const ruledMatters = (planet: 'saturn' | 'jupiter') => {
    if (!timed) return '';
    const houses = cuspSigns.flatMap((sign, i) => (RULED[planet].includes(sign) ? [(i + 1) as HouseNumber] : []));
    if (!houses.length) return '';
    const matters = houses.map((h) => t.houseMatters[h]);
    const last = matters.pop()!;
    return f(t.rules[planet], { matters: matters.length ? `${matters.join(frameText(lib, 'listComma'))}${t.mattersJoin}${last}` : last });
  };

  w.heading(t.headings.saturn);
  const contacts = chart.aspects
    .filter((a) => (a.a === 'saturn' || a.b === 'saturn') && (!a.day || a.day.certainty === 'all_day'))
    .map((a) => ({ a, point: (a.a === 'saturn' ? a.b : a.a) as SaturnContactPoint }))
    .filter(({ point }) => CONTACT_POINTS.includes(point))
    .sort((x, y) => x.a.orb - y.a.orb)
    .slice(0, MAX_CONTACTS);
  w.paragraphOf([
    allDay(saturn, t.saturnSign),
    timed && saturn.house !== null ? t.saturnHouse[saturn.house as HouseNumber] : '',
    ...contacts.map(({ a, point }) => t.saturnContact[point][CONTACT_GROUP[a.type]]),
    ruledMatters('saturn'),
  ]);
  w.paragraph(timeline('saturn_return', of('saturn', 'return')));
  const opposite = timed ? houseOf(normalizeDegrees(saturn.longitude + 180), chart.houses!.cusps) as HouseNumber : null;
  const squares = [...of('saturn', 'waxing_square'), ...of('saturn', 'waning_square')].sort((a, b) => a.start.localeCompare(b.start));
  w.paragraphOf([
    opposite ? f(t.saturnOppositionHouse, { house: houseName(lib, opposite), matters: t.houseMatters[opposite] }) : t.saturnOpposition,
    timeline('saturn_opposition', of('saturn', 'opposition')),
    squares.length ? f(t.saturnSquares, { ages: joinList(lib, squares.map(ageOf)), years: squares[squares.length - 1].ageEnd }) : '',
  ]);

  const jupiter = chart.bodies.jupiter;
  w.heading(t.headings.jupiter);
  w.paragraphOf([
    timed && jupiter.house !== null ? t.jupiterHouse[jupiter.house as HouseNumber] : allDay(jupiter, t.jupiterSign),
    ruledMatters('jupiter'),
  ]);
  w.paragraph(timeline('jupiter_return', of('jupiter', 'return')));

  const node = chart.bodies.trueNode;
  w.heading(t.headings.trueNode);
  w.paragraphOf([
    timed && node.house !== null ? t.nodeHouse[node.house as HouseNumber] : allDay(node, t.nodeSign),
    timeline('trueNode_return', of('trueNode', 'return')),
  ]);
}
