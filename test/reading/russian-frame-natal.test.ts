// The Russian frame of the natal reading's outer parts (ru/frame-natal.ts): formats, titles and facts,
// the introduction and method, the angles and chart ruler, the nodes, Chiron, Lilith and the Part of
// Fortune, the balance, the summary, the omitted month ahead and the closings. Held to the English
// texts they stand for (every key, Russian only, no slot English lacks, no sentence shared between two
// texts, the English length class) and composed into real readings: charts with every placement, twenty
// random people charted by the engine (a sixth with no birth time), a polar birth and sidereal charts
// with other house systems, whose sections must read as Russian with every slot filled and agreeing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createGazetteer, timezoneAt } from '../../src/astro/places/load.js';
import type { NatalChart } from '../../src/astro/types.js';
import { en } from '../../src/reading/library/en/index.js';
import { natalFrame } from '../../src/reading/library/ru/frame-natal.js';
import { ru } from '../../src/reading/library/ru/index.js';
import type { InterpretationLibrary } from '../../src/reading/library/types.js';
import { composeReading } from '../../src/reading/report/compose.js';
import { placeLabel, zoneName } from '../../src/reading/report/chart-facts.js';
import { formatOffset, sentenceKey, sentencesOf, slotsOf } from '../../src/reading/report/text.js';
import type { Report } from '../../src/reading/report/types.js';
import { ChartService, chartAt } from '../../src/services/readings/chart-service.js';
import { PlaceService } from '../../src/services/readings/places.js';
import { randomPeople } from '../../bench/random-people.js';
import { draftLibrary } from './fixtures/draft-library.js';
import { everyPlacement, forecastFixture, natalChart, nonexistentTimeChart, polarChart, stelliumChart, unknownTimeChart } from './fixtures/charts.js';
import { russianTextDefects } from './fixtures/russian-text.js';

// The English frame's sections this file answers for, by the comments that open them in en/frame.ts.
const OWN_SECTIONS = [
  'Formats', 'Titles and facts', 'Introduction', 'The method', 'Angles and chart ruler', 'Nodes',
  'Chiron, Lilith and the Part of Fortune', 'Balance', 'Summary', 'A section that could not be worked out', 'Closing',
];
// Comments inside a section that do not open a new one.
const INNER_COMMENTS = /^(Read in Telegram|How a name)/;

function englishKeysBySection(): Map<string, string[]> {
  const source = readFileSync(new URL('../../src/reading/library/en/frame.ts', import.meta.url), 'utf8');
  const out = new Map<string, string[]>();
  let section = '';
  for (const line of source.split('\n')) {
    const comment = /^ {2}\/\/ (.*)$/.exec(line);
    if (comment && !INNER_COMMENTS.test(comment[1])) section = OWN_SECTIONS.find((s) => comment[1].startsWith(s)) ?? comment[1];
    const key = /^ {2}([a-zA-Z0-9_]+): /.exec(line);
    if (key) out.set(section, [...(out.get(section) ?? []), key[1]]);
  }
  return out;
}

const ownKeys = OWN_SECTIONS.flatMap((s) => englishKeysBySection().get(s) ?? []);
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

const defectsOf = (text: string): string[] => russianTextDefects(text, { template: true });

describe('the Russian natal frame texts', () => {
  it('has every key of its English sections, and only English keys', () => {
    expect(ownKeys.length).toBeGreaterThan(150);
    const missing = ownKeys.filter((key) => ru.frame[key] === undefined);
    expect(missing).toEqual([]);
    expect(Object.keys(natalFrame).filter((key) => en.frame[key] === undefined)).toEqual([]);
    // The assembled frame reads these texts from this file: no other part of it writes them again.
    expect(Object.keys(natalFrame).filter((key) => ru.frame[key] !== natalFrame[key])).toEqual([]);
  });

  it('is Russian throughout: a format with no words may equal English', () => {
    const bad: string[] = [];
    for (const key of Object.keys(natalFrame)) {
      const text = ru.frame[key];
      const english = en.frame[key];
      if (!/\p{L}/u.test(english.replace(/\{[^{}]*\}/g, ''))) continue;
      if (text === english) bad.push(`${key}: still English`);
      if (!/\p{Script=Cyrillic}/u.test(text) && !/^\{zoneName\}/.test(text)) bad.push(`${key}: no Cyrillic`);
      for (const d of defectsOf(text)) bad.push(`${key}: ${d}`);
    }
    expect(bad).toEqual([]);
  });

  it('uses only the slots the English text has', () => {
    const bad: string[] = [];
    for (const key of Object.keys(natalFrame)) {
      // The zone's name in the reader's language is given beside its IANA id, which English prints.
      const extra = slotsOf(natalFrame[key]).filter((slot) => !slotsOf(en.frame[key]).includes(slot) && !(slot === 'zoneName' && slotsOf(en.frame[key]).includes('timezone')));
      if (extra.length > 0) bad.push(`${key}: ${extra.join(', ')}`);
    }
    expect(bad).toEqual([]);
  });

  it('shares no sentence between two texts', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const [key, text] of Object.entries(natalFrame)) {
      for (const sentence of sentencesOf(text)) {
        if (words(sentence) < 4) continue;
        const k = sentenceKey(sentence);
        if (seen.has(k)) shared.push(`${seen.get(k)} / ${key}: ${sentence}`);
        else seen.set(k, key);
      }
    }
    expect(shared).toEqual([]);
  });

  it('keeps to the English length class', () => {
    const bad: string[] = [];
    for (const [key, text] of Object.entries(natalFrame)) {
      const n = words(en.frame[key]);
      if (n < 10) continue;
      const ratio = words(text) / n;
      if (ratio < 0.6 || ratio > 1.3) bad.push(`${key}: ${ratio.toFixed(2)}`);
    }
    expect(bad).toEqual([]);
  });
});

// Other writers' keys that these sections print (placements, counts, the unknown-time day), standing in
// only while the Russian library lacks them, so that the check reads this file's texts and not theirs.
const STAND_INS: Record<string, string> = {
  placementSign: '{planet} в {sign:loc}',
  placementSignHouse: '{planet} в {sign:loc} в {house:loc}',
  placementChanging: '{planet}, перешедший из {from:gen} в {to:acc} в день вашего рождения',
  siderealPlanet: 'сидерическое {planet}',
  patternMember: '{planet} в {sign:loc}',
  ascendantMember: 'Асцендент в {sign:loc}',
  memberBefore: '{planet} (до {time})',
  memberAfter: '{planet} (после {time})',
  signChange: '{from} до {time}, затем {to}',
  noteUnknownTimeDay: 'Время рождения неизвестно: {date} над местом {place} взошли все знаки; таблица прослеживает планеты {dayMonth} по времени места {city}.',
  noteDayNoIngress: 'Все планеты весь день оставались в своих знаках; открыт лишь градус Луны на протяжении {arc}.',
  noteDayIngress: 'В день вашего рождения {changes}, поэтому разбор даёт оба знака.',
  dayIngress: 'планета {planet} перешла из {from:gen} в {to:acc} в {time}',
  balanceNoonSign: 'Баллы делят {placements} между двумя знаками.',
  balanceNoonSigns: 'Баллы делят {placements} между их двумя знаками.',
  balancePlacement: 'планету {planet} ({from} до {time}, затем {to})',
  summarySign_sun: 'Солнце в {sign:loc}',
  summarySign_moon: 'Луна в {sign:loc}',
  summaryChange_sun: 'Солнце, перешедшее из {from:gen} в {to:acc} в {time},',
  summaryChange_moon: 'Луна, перешедшая из {from:gen} в {to:acc} в {time}',
  summaryCoreNoTimeDay: '{name}, в центре вашей карты — {sun} и {moon}.',
  ...Object.fromEntries(['ноль', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять', 'одиннадцать', 'двенадцать'].map((w, i) => [`count_${i}`, w])),
};

const draft = draftLibrary();
const lib: InterpretationLibrary = { ...draft, frame: { ...en.frame, ...STAND_INS, ...ru.frame } };
const OWN_SECTION_IDS = new Set(['introduction', 'angles', 'nodes', 'points', 'balance', 'summary', 'closing']);
const ORDERED_AT = '2026-11-24T10:00:00Z';

function natal(chart: NatalChart, name = 'Анна'): Report {
  return composeReading({ product: 'natal', addons: [], name, chart, orderedAt: ORDERED_AT }, lib);
}

/** Every text of the parts this file writes: title, subtitle, facts, footer and its sections' blocks. */
function ownTexts(report: Report): string[] {
  const out = [report.title, report.subtitle, report.footer, ...report.facts.flat()];
  for (const section of report.sections.filter((s) => OWN_SECTION_IDS.has(s.id))) {
    out.push(section.title);
    for (const block of section.blocks) {
      if (block.type === 'heading' || block.type === 'note') out.push(block.text);
      if (block.type === 'paragraph') out.push(block.text, block.lead ?? '');
      if (block.type === 'table') out.push(...block.columns, ...block.rows.flat());
    }
  }
  return out.filter((t) => t.length > 0);
}

const proseTexts = (report: Report) => report.sections.filter((s) => OWN_SECTION_IDS.has(s.id))
  .flatMap((s) => s.blocks.flatMap((b) => (b.type === 'paragraph' || b.type === 'note' ? [b.text] : [])));

/** What is wrong with a reading's own parts; names given in Latin (the person's, the place's, the time zone) are allowed. */
function readingDefects(report: Report, chart: NatalChart): string[] {
  // The summary addresses the buyer by first name (issue 27), the introduction by the full one.
  const latinNames = [report.name, report.name.split(' ')[0], placeLabel(chart), chart.place.name].sort((a, b) => b.length - a.length);
  // «UTC» stands in the facts table only, beside the zone's name.
  const timezoneFact = `${zoneName(ru, chart.moment.timezone, chart.moment.utc)} (UTC${formatOffset(ru, chart.moment.utcOffset)})`;
  const bad: string[] = [];
  for (const text of ownTexts(report)) {
    let bare = text === timezoneFact ? '' : text;
    for (const name of latinNames) bare = bare.split(name).join('');
    if (/[A-Za-z]{2,}|\b[A-Za-z]\b/.test(bare)) bad.push(`Latin: ${text}`);
    if (/[{}]|\[object Object\]|undefined|NaN/.test(text)) bad.push(`unfilled: ${text}`);
    const doubled = /(?<![\p{L}])(\p{L}{2,})[\s\u00a0]+\1(?![\p{L}])/iu.exec(text);
    if (doubled) bad.push(`doubled «${doubled[1]}»: ${text}`);
    if (/ {2}| ,| \.|,,|\.\./.test(text)) bad.push(`spacing: ${text}`);
  }
  for (const text of proseTexts(report)) {
    for (const sentence of sentencesOf(text)) {
      if (!/^[«(]?[\p{Lu}\p{N}]/u.test(sentence)) bad.push(`not capitalised: ${sentence}`);
      if (!/[.!?…»)]$/.test(sentence)) bad.push(`not ended: ${sentence}`);
    }
  }
  return bad;
}

const places = new ChartService(new PlaceService(createGazetteer(), timezoneAt));
const people = randomPeople(20);

describe('the Russian natal frame in composed readings', () => {
  it('reads as Russian over every placement in every house', { timeout: 120_000 }, () => {
    const bad = everyPlacement().flatMap((chart) => readingDefects(natal(chart), chart));
    expect([...new Set(bad)].slice(0, 20)).toEqual([]);
  });

  it('reads as Russian for twenty random people, a sixth of them without a birth time', () => {
    const bad: string[] = [];
    let unknown = 0;
    for (const person of people) {
      const chart = chartAt(person.meta, places.placeOf(person.meta));
      if (!chart.moment.timeKnown) unknown++;
      bad.push(...readingDefects(natal(chart, person.name), chart));
      const withPdf = composeReading({ product: 'natal', addons: ['pdf'], name: person.name, chart, orderedAt: ORDERED_AT }, lib);
      bad.push(...readingDefects(withPdf, chart));
    }
    expect(unknown).toBeGreaterThan(0);
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it('reads as Russian in sidereal charts and other house systems', () => {
    const bad: string[] = [];
    const options = [
      { zodiac: 'sidereal', ayanamsa: 'lahiri', houses: 'whole_sign' },
      { zodiac: 'sidereal', ayanamsa: 'fagan_bradley', houses: 'equal' },
      { zodiac: 'sidereal', ayanamsa: 'raman', houses: 'koch' },
      { houses: 'regiomontanus' }, { houses: 'campanus' }, { houses: 'porphyry' },
    ];
    for (const [i, option] of options.entries()) {
      for (const person of people.slice(i * 3, i * 3 + 3)) {
        const meta = { ...person.meta, ...option } as typeof person.meta;
        const chart = chartAt(meta, places.placeOf(meta));
        bad.push(...readingDefects(natal(chart, person.name), chart));
      }
    }
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it('reads as Russian at a polar latitude, with no birth time, a stellium and a time the clocks skipped', () => {
    for (const chart of [polarChart(), unknownTimeChart(), stelliumChart(), natalChart(), nonexistentTimeChart()]) {
      expect(readingDefects(natal(chart), chart)).toEqual([]);
    }
    // A forecast has the same title page, introduction and closing.
    const forecast = composeReading({ product: 'forecast', addons: [], name: 'Анна', chart: natalChart(), forecast: forecastFixture(), orderedAt: ORDERED_AT }, lib);
    expect(readingDefects(forecast, natalChart())).toEqual([]);
    expect(forecast.title.replace(/\u00a0/g, ' ')).toBe('Прогноз на год: Анна');
  });

  it('declines and agrees as Russian does', { timeout: 120_000 }, () => {
    // Compared with plain spaces: where typography puts a non-breaking one is not what is checked here.
    const text = (report: Report) => ownTexts(report).join('\n').replace(/\u00a0/g, ' ');
    const moscow = text(natal(natalChart()));
    expect(moscow).toContain('Натальная карта: Анна');
    expect(moscow).toContain('55,75° с. ш., 37,62° в. д.');
    // A degree in a sign takes the genitive.
    expect(moscow).toContain('Ваше Солнце (21°37′ Рыб)');
    expect(moscow).toContain('Асцендент — 28°24′ Рака');
    // The Moon rules a Cancer Ascendant: she, not he.
    expect(moscow).toMatch(/управитель вашей карты — Луна\. Из [а-яё]+ дома, с [^,]+, она задаёт/);
    expect(moscow).toContain('Тропический зодиак, система домов — Плацидус');
    const polar = text(natal(polarChart()));
    expect(polar).toContain('На широте 69,65°, у полярного круга или за ним, система Плацидуса не может разделить небо на дома');
    const noTime = text(natal(unknownTimeChart()));
    expect(noTime).toContain('время неизвестно');
    expect(noTime).toContain('в счёт идут только планеты');
    // One planet or several in the tenth house: the verb agrees.
    const tenth = everyPlacement().map((chart) => text(natal(chart))).join('\n');
    expect(tenth).toMatch(/В десятом доме стоит [А-Я][а-я]+ в/);
    expect(tenth).toMatch(/В десятом доме стоят [А-Я][а-я]+ (и|в)/);
    expect(tenth).not.toMatch(/стоит [А-Я][а-я]+ и [А-Я]/);
    expect(tenth).toMatch(/ваш[аеи]? [А-Я][а-я]+ в [А-Я][а-я]+ в [а-яё]+ доме никуда не денется/);
  });
});
