// The natal reading's life timing (report/life-timing.ts): Saturn's, Jupiter's and the nodes' returns
// at the person's ages, in English and Russian, for charts cast by the real engine with and without a
// birth time; past and coming events told apart by the reading's date, which the composer is given.
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { ageOn, computeLifeCycles, type CycleEvent } from '../../src/astro/forecast/life-cycles.js';
import { slowTransits } from '../../src/astro/forecast/forecast.js';
import { jdFromDate } from '../../src/astro/forecast/positions.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { NatalChart, Place } from '../../src/astro/types.js';
import type { Language } from '../../src/i18n/languages.js';
import { en } from '../../src/reading/library/en/index.js';
import { ru } from '../../src/reading/library/ru/index.js';
import type { HouseNumber } from '../../src/reading/library/types.js';
import { composeReadingIn } from '../../src/reading/report/compose-in-language.js';
import { formatDate } from '../../src/reading/report/text.js';
import type { Report, Section } from '../../src/reading/report/types.js';
import { repeatedSentences } from './helpers.js';
import { russianTextDefects } from './fixtures/russian-text.js';

const moscow: Place = { name: 'Moscow', region: null, country: 'RU', countryName: 'Russia', latitude: 55.75222, longitude: 37.61556, timezone: 'Europe/Moscow', population: 10381222 };
const chartOf = (time: string | null) => computeChart({ moment: toBirthMoment({ date: '1985-03-12', time, timezone: 'Europe/Moscow' }), place: moscow });
// Saturn in Scorpio in the fourth house, Jupiter in Aquarius in the sixth, the North Node in Taurus in the tenth.
const timed = chartOf('14:30');
const untimed = chartOf(null);
const LIBS = { en, ru } as const;

const natal = (language: Language, chart: NatalChart, orderedAt: string): Report =>
  composeReadingIn(language, { product: 'natal', addons: [], name: 'Anna Petrova', chart, orderedAt });
const sectionOf = (report: Report): Section => report.sections.find((s) => s.id === 'life-timing')!;
/** Every string of the section: title, headings, prose and the table's cells. */
const stringsOf = (section: Section) => [section.title, ...section.blocks.flatMap((b) => {
  if (b.type === 'table') return [...b.columns, ...b.rows.flat()];
  if (b.type === 'list') return b.items.flatMap((i) => [i.lead ?? '', i.text]);
  return [b.text];
})];
const proseOf = (section: Section) => section.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text] : [])).join('\n');

describe('life timing in the natal reading', () => {
  for (const language of ['en', 'ru'] as const) {
    const lib = LIBS[language];
    const t = lib.lifeTiming;

    it(`stands after the description of the chart and before the summary, timed and untimed (${language})`, () => {
      for (const chart of [timed, untimed]) {
        const report = natal(language, chart, '2026-12-07T10:00:00Z');
        expect(report.language).toBe(language);
        const ids = report.sections.map((s) => s.id);
        expect(ids.indexOf('life-timing')).toBe(ids.indexOf('balance') + 1);
        expect(ids.indexOf('summary')).toBe(ids.indexOf('life-timing') + 1);
        expect(sectionOf(report).title).toBe(t.title);
        expect(repeatedSentences(report)).toEqual([]);
      }
    });

    it(`lists every event with its age and exact dates, and fills every slot (${language})`, () => {
      const cycles = computeLifeCycles(timed);
      const section = sectionOf(natal(language, timed, '2026-12-07T10:00:00Z'));
      const table = section.blocks.find((b) => b.type === 'table')!;
      if (table.type !== 'table') throw new Error('no table');
      expect(table.columns).toEqual([t.columns.event, t.columns.age, t.columns.dates]);
      expect(table.rows.length).toBe(cycles.events.length);
      cycles.events.forEach((e, i) => {
        const [event, age, dates] = table.rows[i];
        expect(event).toBe(t.events[`${e.body}_${e.phase}` as keyof typeof t.events]);
        expect(age).toBe(e.ageStart === e.ageEnd ? String(e.ageStart) : `${e.ageStart}–${e.ageEnd}`);
        for (const d of e.exactDates) expect(dates).toContain(formatDate(lib, d));
      });
      for (const text of stringsOf(section)) expect(text).not.toMatch(/[{}]|undefined|NaN|\[object/);
    });

    it(`reads Saturn through its sign, house, contacts and ruled houses; Jupiter and the nodes through their houses (${language})`, () => {
      const prose = proseOf(sectionOf(natal(language, timed, '2026-12-07T10:00:00Z')));
      expect(timed.bodies.saturn.sign).toBe('scorpio');
      expect(prose).toContain(t.saturnSign.scorpio);
      expect(prose).toContain(t.saturnHouse[timed.bodies.saturn.house as HouseNumber]);
      expect(prose).toContain(t.jupiterHouse[timed.bodies.jupiter.house as HouseNumber]);
      expect(prose).toContain(t.nodeHouse[timed.bodies.trueNode.house as HouseNumber]);
      // Saturn squares natal Mars and trines the Sun in this chart: the tightest two contacts are read.
      expect(prose).toContain(t.saturnContact.mars.hard);
      expect(prose).toContain(t.saturnContact.sun.soft);
      // Capricorn and Aquarius on the cusps of houses ruled by Saturn: their matters are named.
      expect(prose).toContain(t.houseMatters[7]);
    });

    it(`without a birth time reads signs only and gives spans that hold for any hour (${language})`, () => {
      const section = sectionOf(natal(language, untimed, '2026-12-07T10:00:00Z'));
      const prose = proseOf(section);
      expect(prose).toContain(t.introNoTime.slice(t.introNoTime.lastIndexOf('}') + 1));
      expect(prose).toContain(t.saturnSign[untimed.bodies.saturn.sign]);
      expect(prose).toContain(t.jupiterSign[untimed.bodies.jupiter.sign]);
      expect(prose).toContain(t.nodeSign[untimed.bodies.trueNode.sign]);
      const houseTexts = [t.saturnHouse, t.jupiterHouse, t.nodeHouse, t.houseMatters].flatMap((table) => Object.values(table));
      for (const text of houseTexts) expect(prose).not.toContain(text);
      expect(prose).toContain(t.saturnOpposition);
      const table = section.blocks.find((b) => b.type === 'table')!;
      if (table.type !== 'table') throw new Error('no table');
      expect(table.columns[2]).toBe(t.columns.datesNoTime);
      for (const text of stringsOf(section)) expect(text).not.toMatch(/[{}]|undefined|NaN|\[object/);
    });
  }

  it('tells past from coming events by the reading\'s date, in both languages', () => {
    // Saturn's first return is exact on 6 December 2014; the second runs from 17 January to 14 October 2044.
    const cases: Array<[string, { en: string; ru: string }]> = [
      ['2010-06-01T10:00:00Z', { en: 'Your next Saturn return will come at 29, exact on 6 December 2014.', ru: 'Следующее возвращение Сатурна ждёт вас в\u00a029 лет (точная дата\u00a0— 6\u00a0декабря 2014\u00a0г.).' }],
      ['2026-12-07T10:00:00Z', { en: 'Saturn has already come back to its birth place at 29 (December 2014).', ru: 'Сатурн уже возвращался на своё натальное место: в\u00a029 лет (декабрь 2014\u00a0г.).' }],
      // A triple pass is one event with a date for each pass, at the age it comes.
      ['2044-06-01T10:00:00Z', {
        en: 'Your Saturn return at 58–59 is under way now: one passage that the planet\'s loop makes exact three times, as it turns back over the point and forward again, at 58 on 17 January 2044, then at 59 on 1 May 2044 and 14 October 2044.',
        ru: 'Сейчас у вас идёт возвращение Сатурна, в 58–59 лет (это одно событие, но, описывая петлю, планета проходит точку трижды: в 58 лет — 17 января 2044 г.; в 59 лет — 1 мая 2044 г. и 14 октября 2044 г.).',
      }],
    ];
    const squash = (s: string) => s.replace(/\u00a0/g, ' ');
    for (const [orderedAt, expected] of cases) {
      for (const language of ['en', 'ru'] as const) {
        const prose = squash(proseOf(sectionOf(natal(language, timed, orderedAt))));
        expect(prose, `${language} ${orderedAt}`).toContain(squash(expected[language]));
      }
    }
    // Before the first return nothing is told in the past tense; after the last, nothing as coming.
    const early = proseOf(sectionOf(natal('en', timed, '1986-01-01T00:00:00Z')));
    expect(early).not.toMatch(/has already|have met|has completed|came back/);
    const late = proseOf(sectionOf(natal('en', timed, '2075-01-01T00:00:00Z')));
    expect(late).not.toMatch(/will come|will arrive|will return|will follow|under way|in force now|happening now/);
  });

  it('writes the Russian section as Russian prose: no Latin letters, no stray punctuation, every sentence whole', () => {
    for (const chart of [timed, untimed]) {
      for (const orderedAt of ['1990-01-01T00:00:00Z', '2026-12-07T10:00:00Z', '2044-06-01T10:00:00Z']) {
        const section = sectionOf(natal('ru', chart, orderedAt));
        for (const text of stringsOf(section)) expect(russianTextDefects(text), text).toEqual([]);
        for (const block of section.blocks) if (block.type === 'paragraph') expect(russianTextDefects(block.text, { sentences: true }), block.text).toEqual([]);
      }
    }
  });
});

/**
 * The first birth day (at noon in Moscow, from 1 January 1960, every 23 days) whose first Saturn return
 * is a triple pass: found by search rather than fixed, so the test holds whatever chart the engine casts.
 */
function tripleSaturnReturn(): { date: string; timed: NatalChart; untimed: NatalChart; event: CycleEvent } {
  const day = new Date('1960-01-01T00:00:00Z');
  for (let i = 0; i < 200; i++, day.setUTCDate(day.getUTCDate() + 23)) {
    const date = day.toISOString().slice(0, 10);
    const chart = computeChart({ moment: toBirthMoment({ date, time: '12:00', timezone: 'Europe/Moscow' }), place: moscow });
    const event = computeLifeCycles(chart).events.find((e) => e.body === 'saturn' && e.phase === 'return')!;
    if (event.exactDates.length === 3) {
      return { date, timed: chart, untimed: computeChart({ moment: toBirthMoment({ date, time: null, timezone: 'Europe/Moscow' }), place: moscow }), event };
    }
  }
  throw new Error('no triple Saturn return in the dates searched');
}

describe('a Saturn return that makes a retrograde triple pass', () => {
  const found = tripleSaturnReturn();
  const days = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86400000;

  it('gives each pass its own date and age, the dates the engine\'s transit search finds', () => {
    const { event, timed } = found;
    expect(event.passes).toHaveLength(3);
    // The forecast's own search for transiting Saturn conjunct natal Saturn, over the year of the loop.
    const from = jdFromDate(new Date(`${event.start}T00:00:00Z`)) - 30, to = jdFromDate(new Date(`${event.end}T00:00:00Z`)) + 30;
    const hit = slowTransits(timed, from, to).find((t) => t.transiting === 'saturn' && t.natal === 'saturn' && t.type === 'conjunction')!;
    expect(hit.exactDates).toHaveLength(3);
    event.passes!.forEach((pass, i) => {
      // The two searches sample the planet on different grids: their dates agree within the day they may straddle.
      expect(days(pass.date, hit.exactDates[i]), `${pass.date} vs ${hit.exactDates[i]}`).toBeLessThanOrEqual(1);
      expect(pass).toMatchObject({ earliest: pass.date, latest: pass.date, ageStart: ageOn(found.date, pass.date), ageEnd: ageOn(found.date, pass.date) });
    });
  });

  it('without a birth time still gives three passes, each a date or a few days that hold for any hour', () => {
    const event = computeLifeCycles(found.untimed).events.find((e) => e.body === 'saturn' && e.phase === 'return')!;
    expect(event.dependsOnBirthTime).toBe(true);
    expect(event.passes).toHaveLength(3);
    event.passes!.forEach((pass, i) => {
      expect(pass.earliest <= found.event.passes![i].date && found.event.passes![i].date <= pass.latest, `${pass.earliest}..${pass.latest}`).toBe(true);
      expect(days(pass.earliest, pass.latest)).toBeLessThanOrEqual(3);
    });
  });

  for (const language of ['en', 'ru'] as const) {
    it(`words the triple pass as one event with three exact dates, timed and untimed (${language})`, () => {
      const lib = LIBS[language];
      for (const chart of [found.timed, found.untimed]) {
        const event = computeLifeCycles(chart).events.find((e) => e.body === 'saturn' && e.phase === 'return')!;
        // Read a year before the return, so it is the next one the prose tells.
        const orderedAt = `${Number(event.start.slice(0, 4)) - 1}${event.start.slice(4)}T10:00:00Z`;
        const section = sectionOf(natal(language, chart, orderedAt));
        const squash = (x: string) => x.replace(/\u00a0/g, ' ');
        const prose = squash(proseOf(section));
        // The clause from the passes' count to the end of the event's dates (Russian dates hold "г." stops of their own).
        const at = prose.indexOf(squash(lib.lifeTiming.passTimes[3]));
        expect(at, prose).toBeGreaterThan(0);
        const sentence = prose.slice(prose.lastIndexOf('\n', at) + 1, at + 160);
        for (const pass of event.passes!) {
          const when = pass.earliest === pass.latest ? formatDate(lib, pass.date) : formatDate(lib, pass.earliest);
          expect(sentence).toContain(squash(when));
        }
        // One event: no span "between" its first and last date, and no hour said to decide it.
        expect(sentence).not.toMatch(/exact between|as your hour of birth decides|между .* и .*, в зависимости от часа/);
        const table = section.blocks.find((b) => b.type === 'table')!;
        if (table.type !== 'table') throw new Error('no table');
        const row = table.rows.find((r) => r[0] === lib.lifeTiming.events.saturn_return)!;
        expect(row[1]).toBe(event.passes![0].ageStart === event.passes![2].ageEnd ? String(event.passes![0].ageStart) : `${event.passes![0].ageStart}–${event.passes![2].ageEnd}`);
        for (const pass of event.passes!) expect(row[2]).toContain(formatDate(lib, pass.earliest));
        if (language === 'ru') for (const block of section.blocks) if (block.type === 'paragraph') expect(russianTextDefects(block.text, { sentences: true }), block.text).toEqual([]);
      }
    });
  }
});

describe('a node return the node grazes more than twice', () => {
  // The true node wobbles over its natal place and can be exact three to five times within weeks
  // (reviewers: "exact on 2 February 2045, 4 February 2045, 13 February 2045, 1 March 2045 and 3 March 2045").
  // The first birth, noon in Moscow from 1 January 1980 on, ten days apart, whose next node return does so.
  const found = (() => {
    for (let day = 0; day < 4000; day += 10) {
      const date = new Date(Date.UTC(1980, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      const chart = computeChart({ moment: toBirthMoment({ date, time: '12:00', timezone: 'Europe/Moscow' }), place: moscow });
      const event = computeLifeCycles(chart).events.find((e) => e.body === 'trueNode' && e.exactDates.length > 2 && e.start > '2026-12-01');
      if (event) return { chart, event };
    }
    throw new Error('no grazing node return found');
  })();

  for (const language of ['en', 'ru'] as const) {
    it(`is told as the span of its dates, not a list of them (${language})`, () => {
      const { chart, event } = found;
      const lib = LIBS[language];
      const section = sectionOf(natal(language, chart, '2026-12-01T10:00:00Z'));
      const text = stringsOf(section).join('\n');
      const [first, last] = [formatDate(lib, event.exactDates[0]), formatDate(lib, event.exactDates[event.exactDates.length - 1])];
      expect(text).toContain(first);
      expect(text).toContain(last);
      for (const middle of event.exactDates.slice(1, -1)) expect(text, middle).not.toContain(formatDate(lib, middle));
    });
  }
});
