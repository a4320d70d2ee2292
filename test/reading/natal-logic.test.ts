// Composer defects of the natal reading found by reading whole Russian readings, which showed in English
// too: a group of every planet counted as «десять из десяти», the same list of planets read two or
// three times in a row, a UTC offset with a hyphen for a minus in Russian, the
// transit months of an unknown-time chart in the wrong case, a sign change whose second sign lost its
// preposition, and the month-ahead weeks naming one month twice.
import { describe, expect, it } from 'vitest';
import { PLANETS, type BodyId, type ExtraBodyId, type NatalChart } from '../../src/astro/types.js';
import type { InterpretationLibrary } from '../../src/reading/library/types.js';
import { en } from '../../src/reading/library/en/index.js';
import { ru } from '../../src/reading/library/ru/index.js';
import { signOrChange } from '../../src/reading/report/birth-day.js';
import { composeReading } from '../../src/reading/report/compose.js';
import { writeDistribution } from '../../src/reading/report/synthesis.js';
import { ReadingWriter } from '../../src/reading/report/writer.js';
import { fill, formatDayRange, frameFill, sentencesOf } from '../../src/reading/report/text.js';
import type { Report } from '../../src/reading/report/types.js';
import { buildChart, everyPlacement, monthAheadFixture, natalChart } from './fixtures/charts.js';

const ORDERED_AT = '2025-03-01T09:30:00Z';
const natal = (chart: NatalChart, lib: InterpretationLibrary): Report =>
  composeReading({ product: 'natal', addons: [], name: lib === ru ? 'Анна' : 'Anna', chart, orderedAt: ORDERED_AT }, lib);
/** Text with its non-breaking spaces as plain ones, to compare with a phrase written here. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
/** How the planets spread over the sky, as the story tells it for a chart with little else to say. */
const spreadOf = (chart: NatalChart, lib: InterpretationLibrary): string[] => {
  const w = new ReadingWriter();
  w.section('story', 'x');
  writeDistribution(w, lib, chart);
  return w.finished()[0].blocks.flatMap((b) => (b.type === 'paragraph' ? [plain(b.text)] : []));
};
const paragraphsOf = (report: Report, id: string): string[] =>
  (report.sections.find((s) => s.id === id)?.blocks ?? []).flatMap((b) => (b.type === 'paragraph' || b.type === 'note' ? [plain(b.text)] : []));

/** A chart with its planets at the given longitudes (the rest of natalChart's), the Ascendant at 0° Aries. */
function chartWith(longitudes: Partial<Record<BodyId, number>>, utcOffset = '+03:00'): NatalChart {
  const base = natalChart();
  const all = {} as Record<BodyId | ExtraBodyId, number>;
  for (const id of [...PLANETS, 'meanNode', 'trueNode', 'chiron', 'lilith'] as const) all[id] = longitudes[id as BodyId] ?? base.bodies[id]!.longitude;
  return buildChart({
    utc: base.moment.utc, localDate: base.moment.localDate, localTime: base.moment.localTime, timezone: base.moment.timezone,
    utcOffset, place: base.place, longitudes: all, angles: { ascendant: 0, midheaven: 270 },
  });
}

// Every planet between the Midheaven and the Ascendant: above the horizon, in the east and in the fourth quarter at once.
const ALL_IN_ONE_QUARTER = Object.fromEntries(PLANETS.map((p, i) => [p, 276 + i * 8])) as Record<BodyId, number>;

describe('the spread of the planets over the sky', () => {
  it('calls a group of every planet all ten, and tells a quarter that holds them without the two halves it lies in', () => {
    const chart = chartWith(ALL_IN_ONE_QUARTER);
    const ruText = spreadOf(chart, ru).join(' ');
    const enText = spreadOf(chart, en).join(' ');
    expect(ruText).toContain('Все десять ваших планет собрались в четверти');
    expect(ruText).not.toMatch(/над горизонтом|По другой оси/);
    expect(ruText).not.toMatch(/десять из десяти/i);
    expect(enText).toMatch(/^All ten of your planets stand in the quarter/);
    expect(enText).not.toMatch(/above the horizon|Across the other axis/);
    expect(enText).not.toMatch(/(?<!all )\bten of your planets/i);
    // The list of the ten is read nowhere in these sentences.
    for (const text of [ruText, enText]) expect(text).not.toMatch(/(Меркурий|Mercury), (Венера|Venus), (Марс|Mars)/);
  });

  it('lists the planets of a leading quarter once, in one sentence (it says the two halves it lies in)', () => {
    // Six planets between the Midheaven and the Ascendant, two more above the horizon in the west, two below it.
    const chart = chartWith({ sun: 280, moon: 290, mercury: 300, venus: 310, mars: 320, jupiter: 330, saturn: 190, uranus: 200, neptune: 30, pluto: 60 });
    const ruText = spreadOf(chart, ru).join(' ');
    const enText = spreadOf(chart, en).join(' ');
    expect(ruText).toBe('Шесть из десяти ваших планет — Солнце, Луна, Меркурий, Венера, Марс и Юпитер — собрались в четверти карты от Середины неба вниз до Асцендента, поэтому на первом месте для вас — общественная жизнь и чувство предназначения.');
    expect(enText).toMatch(/^Six of your planets, the Sun, the Moon, Mercury, Venus, Mars and Jupiter, stand in the quarter [^.]+\.$/);
  });

  it('never lists the same planets in two sentences running, in any chart', () => {
    for (const lib of [ru, en]) {
      for (const chart of [...everyPlacement(), chartWith(ALL_IN_ONE_QUARTER)]) {
        for (const paragraph of spreadOf(chart, lib)) {
          const lists = sentencesOf(paragraph).map((s) => /(?:—|,) ([^—]+? (?:и|and) [^—,]+?)(?: —|,)/.exec(s)?.[1]).filter((x): x is string => x !== undefined);
          for (let i = 1; i < lists.length; i++) expect(lists[i], paragraph).not.toBe(lists[i - 1]);
          expect(paragraph).not.toMatch(/десять из десяти|(?<!all )\bten (of your )?planets/i);
        }
      }
    }
  });
});

describe('the UTC offset', () => {
  it('takes the minus sign in Russian and stays "-03:00" in English', () => {
    const chart = chartWith({}, '-03:00');
    const ruReport = natal(chart, ru), enReport = natal(chart, en);
    const ruIntro = paragraphsOf(ruReport, 'introduction').join(' ');
    expect(ruIntro).toContain('со смещением −03:00');
    expect(plain(ruReport.facts.map(([, v]) => v).join(' '))).toContain('(UTC−03:00)');
    expect([ruIntro, ...ruReport.facts.map(([, v]) => v)].join(' ')).not.toMatch(/-\d\d:\d\d/);
    expect(enReport.facts.map(([, v]) => v).join(' ')).toContain('(UTC-03:00)');
    expect(paragraphsOf(enReport, 'introduction').join(' ')).toContain('-03:00 from Greenwich');
  });
});

describe('Russian date and sign phrases', () => {
  it('dates the transit months of an unknown birth time in the genitive after «с»', () => {
    const from = { forms: { nom: '21 марта 2027 г.', gen: '21 марта', dat: '', acc: '', ins: '', loc: '' }, gender: 'n' as const };
    const text = frameFill(ru, 'transitTimingBirthTime', { from, to: '6 мая 2027 г.', label: 'квадрат', natal: ru.names.planets.moon, transiting: ru.names.planets.saturn });
    expect(plain(text)).toContain('Сатурн с 21 марта по 6 мая 2027 г.');
  });

  it('gives the second sign of a sign change its own preposition in the locative, and none in the nominative', () => {
    const body = {
      ...natalChart().bodies.moon, sign: 'aquarius' as const,
      range: { from: { longitude: 328, sign: 'aquarius' as const }, to: { longitude: 340, sign: 'pisces' as const }, ingress: { sign: 'pisces' as const, localTime: '09:59' } },
    } as unknown as NatalChart['bodies']['moon'];
    const word = signOrChange(ru, body);
    expect(plain(fill('Луна в {sign:loc}', { sign: word }))).toBe('Луна в Водолее (до 09:59, затем — в Рыбах)');
    expect(plain(fill('{sign}', { sign: word }))).toBe('Водолей (до 09:59, затем — Рыбы)');
    expect(fill('the Moon in {sign}', { sign: signOrChange(en, body) })).toBe('the Moon in Aquarius until 09:59, then Pisces');
  });

  it('moves a planet into a sign as into a place («перешла в Водолей», «в Рыбы», «в Деву»), not into a being («в Водолея»)', () => {
    expect(fill('в {to:acc}', { to: ru.names.signs.aquarius })).toBe('в Водолей');
    expect(fill('в {to:acc}', { to: ru.names.signs.pisces })).toBe('в Рыбы');
    expect(fill('в {to:acc}', { to: ru.names.signs.virgo })).toBe('в Деву');
    expect(fill('в {to:loc}', { to: ru.names.signs.aquarius })).toBe('в Водолее');
    expect(fill('into {to:acc}', { to: en.names.signs.aquarius })).toBe('into Aquarius');
  });

  it('names a week of one month once («24–30 ноября»), and both months across two; English as before', () => {
    expect(formatDayRange(ru, '2026-11-24', '2026-11-30')).toBe('24–30\u00a0ноября');
    expect(formatDayRange(ru, '2026-11-28', '2026-12-04')).toMatch(/^28\u00a0ноября\s—\s4\u00a0декабря$/);
    expect(formatDayRange(en, '2026-11-24', '2026-11-30')).toBe('24 November – 30 November');
    const month = monthAheadFixture();
    const report = composeReading({ product: 'natal', addons: ['month_ahead'], name: 'Анна', chart: natalChart(), orderedAt: ORDERED_AT, monthAhead: month } as never, ru);
    const titles = report.sections.filter((s) => s.id.startsWith('month-ahead')).map((s) => s.title);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^(День[\s\u00a0]за[\s\u00a0]днём|Месяц в[\s\u00a0]целом): (\d+–\d+\u00a0[а-я]+|\d+\u00a0[а-я]+\s—\s\d+\u00a0[а-я]+)$/);
  });
});

