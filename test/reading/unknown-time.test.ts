// Readings for a birth day whose hour is unknown, from charts computed by the real engine: a Moon that
// changed sign that day is given in both signs with the local time of the change, its aspects carry no
// exact orb, and the forecasts do not date contacts to it to the day.
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { computeForecast } from '../../src/astro/forecast/forecast.js';
import { computeMonthAhead } from '../../src/astro/forecast/month-ahead.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { Place } from '../../src/astro/types.js';
import { en } from '../../src/reading/library/en/index.js';
import { composeReading } from '../../src/reading/report/compose.js';
import type { Report } from '../../src/reading/report/types.js';
import { allStrings, headingsOf, proseOf, repeatedSentences } from './helpers.js';

const berlin: Place = {
  name: 'Berlin', region: null, country: 'DE', countryName: 'Germany', latitude: 52.52437, longitude: 13.41053, timezone: 'Europe/Berlin', population: 3426354,
};
const moscow: Place = {
  name: 'Moscow', region: null, country: 'RU', countryName: 'Russia', latitude: 55.75222, longitude: 37.61556, timezone: 'Europe/Moscow', population: 10381222,
};
const orderedAt = new Date('2025-06-10T10:00:00Z');
const chartOf = (date: string, place: Place, time: string | null = null) =>
  computeChart({ moment: toBirthMoment({ date, time, timezone: place.timezone }), place });

function natal(date: string, place: Place): Report {
  const chart = chartOf(date, place);
  return composeReading({
    product: 'natal', addons: ['month_ahead'], name: 'Anna Weber', chart,
    monthAhead: computeMonthAhead(chart, orderedAt), orderedAt: orderedAt.toISOString(),
  }, en);
}

const sectionText = (report: Report, id: string) => {
  const section = report.sections.find((s) => s.id === id)!;
  return section.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.lead ?? '', b.text] : b.type === 'heading' || b.type === 'note' ? [b.text] : [])).join('\n');
};

describe('a natal reading whose Moon changed sign on the unknown-time birth day', () => {
  // 22 March 1990 in Berlin: the Moon entered Aquarius at 03:31 CET.
  const report = natal('1990-03-22', berlin);

  it('gives both Moon signs, the local time of the change, and both interpretations', () => {
    const bigThree = sectionText(report, 'big-three');
    expect(headingsOf(report, 'big-three')).toContain('Moon in Capricorn or Aquarius');
    expect(bigThree).toContain('The Moon left Capricorn for Aquarius at 03:31 local time');
    expect(bigThree).toContain('Born before 03:31, your Moon is in Capricorn; born after it, in Aquarius.');
    // Both Moons in full, each in its authored paragraph (issue 27), led by the hours it holds for.
    expect(bigThree).toContain(en.planetInSign.moon.capricorn);
    expect(bigThree).toContain(en.planetInSign.moon.aquarius);
    // Which of the two signs holds is unknown, so no sentence speaks of one Moon sign as certain.
    expect(bigThree).not.toMatch(/Your Moon in (Capricorn|Aquarius)\b/);
    expect(report.facts).toContainEqual(['Sun / Moon', 'Aries / Capricorn until 03:31, then Aquarius']);
    // The table gives the stretch the Moon covered, not its noon degree.
    const table = report.sections[0].blocks.find((b) => b.type === 'table');
    expect(table && table.type === 'table' && table.rows.find((r) => r[0] === 'Moon')![1]).toBe('28°06′ Capricorn – 11°11′ Aquarius');
  });

  it('reads a Moon aspect in the sign the Moon held during its hours, and claims no orb or motion for it', () => {
    const aspects = sectionText(report, 'aspects');
    // Moon sextile Sun held only before 17:50: the Moon was in Aquarius from 03:31, in Capricorn before.
    const sextile = aspects.split('\n').find((l) => l.startsWith('Your Moon and Sun were within orb of this sextile'))!;
    expect(sextile).toContain('Capricorn until 03:31 and Aquarius after');
    const conjunct = aspects.split('\n')[aspects.split('\n').indexOf('Moon conjunct Mars, exact at 18:35, within 9°31′ all day') + 2];
    expect(conjunct).toContain('Moon in Capricorn until 03:31 and Aquarius after');
    expect(conjunct).not.toMatch(/faster of the two|short of the exact|past the exact/);
    // One that held only after the change is read in Aquarius alone.
    const lines = aspects.split('\n');
    const after = lines.flatMap((l, i) => (/^Moon .* if you were born (after|between) (0[4-9]|1\d|2\d)/.test(l) ? [lines[i + 2]] : []));
    expect(after.length).toBeGreaterThan(0);
    for (const text of after) {
      expect(text).toContain('Aquarius');
      expect(text).not.toContain('until 03:31');
    }
  });

  it('prints no exact orb or motion for a Moon aspect, and names the hours of those that held only part of the day', () => {
    const headings = headingsOf(report, 'aspects').filter((h) => /\bMoon\b/.test(h.replace('Black Moon Lilith', '')));
    expect(headings.length).toBeGreaterThan(3);
    for (const heading of headings) expect(heading).not.toMatch(/orb \d+°\d+′, (applying|separating)/);
    expect(headings).toContain('Moon sextile Sun, if you were born before 17:50');
    expect(headings).toContain('Moon conjunct Mars, exact at 18:35, within 9°31′ all day');
    expect(sectionText(report, 'aspects')).toContain('Your Moon and Sun were within orb of this sextile only before 17:50 local time on your birth day');
    // Aspects of part of the day come after those that held all day.
    const all = headingsOf(report, 'aspects');
    const firstPossible = all.findIndex((h) => h.includes('if you were born'));
    expect(all.slice(firstPossible).every((h) => h.includes('if you were born'))).toBe(true);
  });

  it('ranks the aspects that held all day by their widest orb in the summary, with its range, and names the Moon’s change there', () => {
    const summary = sectionText(report, 'summary');
    expect(summary).toContain('your Moon, which passed from Capricorn into Aquarius at 03:31');
    const tightest = /The tightest aspects your planets make, (.*?), are the loudest/.exec(summary)![1];
    // Reviewers: ranking only the aspects of a certain orb put the day's two widest first (6°16′, 6°43′).
    const allDay = chartOf('1990-03-22', berlin).aspects.filter((a) => a.day?.certainty === 'all_day' && a.a !== 'trueNode' && a.b !== 'trueNode'
      && !['chiron', 'lilith'].includes(a.a) && !['chiron', 'lilith'].includes(a.b)
      && !(['uranus', 'neptune', 'pluto'].includes(a.a) && ['uranus', 'neptune', 'pluto'].includes(a.b)));
    const third = allDay.map((a) => a.day!.orbMax).sort((x, y) => x - y)[2];
    const named = [...tightest.matchAll(/\((\d+)°(\d+)′(?:–(\d+)°(\d+)′)?\)/g)].map((m) => (m[3] ? Number(m[3]) + Number(m[4]) / 60 : Number(m[1]) + Number(m[2]) / 60));
    expect(named).toHaveLength(3);
    for (const orb of named) expect(orb).toBeLessThanOrEqual(third + 0.02);
    // An aspect of some hours only is never among them.
    expect(tightest).not.toMatch(/if you were born/);
  });

  it('leaves contacts to the natal Moon out of the month ahead, and says why', () => {
    const leads = report.sections.filter((s) => s.id.startsWith('month-ahead'))
      .flatMap((s) => s.blocks.flatMap((b) => (b.type === 'paragraph' && b.lead && !b.lead.startsWith('Moon in') ? [b.lead] : [])));
    expect(leads.length).toBeGreaterThan(10);
    expect(leads.filter((lead) => lead.includes('your Moon'))).toEqual([]);
    expect(proseOf(report).join('\n')).toContain('your natal Moon could stand anywhere along the twelve to fifteen degrees it crosses in a day');
  });

  it('repeats no sentence and never calls a sign "a Aquarius"', () => {
    expect(repeatedSentences(report)).toEqual([]);
    for (const text of allStrings(report)) expect(text).not.toMatch(/\ba [AEIOU]/);
  });
});

describe('a natal reading whose Moon kept its sign all day', () => {
  const report = natal('1990-03-21', berlin);

  it('says the Moon sign holds whatever the hour, and still gives no exact Moon orb', () => {
    expect(headingsOf(report, 'big-three')).toContain('Moon in Capricorn');
    expect(sectionText(report, 'big-three')).toContain('The Moon stayed in Capricorn all through your birth day, moving from 15°24′ Capricorn to 28°06′ Capricorn');
    expect(report.sections[0].blocks.some((b) => b.type === 'note' && b.text.includes('Every planet kept its sign from midnight to midnight'))).toBe(true);
    for (const heading of headingsOf(report, 'aspects').filter((h) => /\bMoon\b/.test(h.replace('Black Moon Lilith', '')))) expect(heading).not.toMatch(/, (applying|separating)$/);
  });
});

describe('the year ahead without a birth time', () => {
  // 7 November 1985 in Moscow: the Moon entered Virgo at 05:18 local time.
  const chart = chartOf('1985-11-07', moscow);
  const forecast = computeForecast(chart, orderedAt);
  const report = composeReading({ product: 'forecast', addons: [], name: 'Ivan Petrov', chart, forecast, orderedAt: orderedAt.toISOString() }, en);

  it('gives transits to the natal Moon as the stretch they may fall in, never as a date', () => {
    const toMoon = forecast.transits.filter((t) => t.natal === 'moon');
    expect(toMoon.length).toBeGreaterThan(0);
    for (const hit of toMoon) expect(hit).toMatchObject({ dependsOnBirthTime: true, exactDates: [] });
    const table = report.sections.find((s) => s.id === 'forecast-overview')!.blocks.find((b) => b.type === 'table');
    const moonRows = table && table.type === 'table' ? table.rows.filter((r) => r[0].endsWith('natal Moon')) : [];
    expect(moonRows.length).toBe(toMoon.length);
    for (const row of moonRows) expect(row[2]).toBe('depends on your birth time');
    const prose = proseOf(report).join('\n');
    expect(prose).toContain('From 10 June 2025 to 31 July 2025, Jupiter moves across degrees your natal Moon may hold');
    expect(prose).toContain('your Moon is known only to within the 13°36′ it travelled on the day you were born');
    expect(prose).not.toMatch(/natal Moon is within orb from .* and exact on/);
  });

  it('whatever the hour, every exact Moon transit falls inside its stated stretch', () => {
    for (const time of ['00:00', '05:00', '12:00', '23:59']) {
      const known = computeForecast(chartOf('1985-11-07', moscow, time), orderedAt);
      for (const hit of known.transits.filter((t) => t.natal === 'moon')) {
        const stretch = forecast.transits.find((t) => t.natal === 'moon' && t.transiting === hit.transiting && t.type === hit.type);
        expect(stretch, `${hit.transiting} ${hit.type} Moon at ${time}`).toBeDefined();
        for (const date of hit.exactDates) {
          expect(date >= stretch!.start && date <= stretch!.end, `${date} in ${stretch!.start}..${stretch!.end}`).toBe(true);
        }
      }
    }
  });

  it('dates transits to the other planets as before', () => {
    const known = computeForecast(chartOf('1985-11-07', moscow, '12:00'), orderedAt);
    const others = (f: typeof forecast) => f.transits.filter((t) => t.natal !== 'moon' && t.natal !== 'ascendant' && t.natal !== 'midheaven');
    expect(others(forecast)).toEqual(others(known));
  });
});

describe('the month ahead without a birth time', () => {
  const chart = chartOf('1985-11-07', moscow);
  const month = computeMonthAhead(chart, orderedAt);

  it('lists no contact to the natal Moon and names it as left out', () => {
    expect(month.uncertainNatal).toEqual(['moon']);
    for (const day of month.days) for (const t of day.transits) expect(t.natal).not.toBe('moon');
    const known = computeMonthAhead(chartOf('1985-11-07', moscow, '12:00'), orderedAt);
    expect(known.uncertainNatal).toBeUndefined();
    expect(known.days.some((d) => d.transits.some((t) => t.natal === 'moon'))).toBe(true);
  });
});
