// Issue 27: the natal reading's life areas. Each area is read from the sign on its house's cusp, the
// house its traditional ruler stands in, and the planets in the house, named and pointed to, never read
// again; without a birth time nothing may claim a house. Checked on hand-worked charts and on 200 random ones.
import { describe, expect, it } from 'vitest';
import { sampleCharts } from '../../bench/natal-readings.js';
import { TRADITIONAL_RULER } from '../../src/astro/chart/zodiac.js';
import { PLANETS, SIGNS, type NatalChart, type PlanetId, type SignId } from '../../src/astro/types.js';
import { en } from '../../src/reading/library/en/index.js';
import { ru } from '../../src/reading/library/ru/index.js';
import { LIFE_AREAS, LIFE_AREA_HOUSE, type LifeArea } from '../../src/reading/library/life-areas-types.js';
import type { HouseNumber, InterpretationLibrary } from '../../src/reading/library/types.js';
import { composeReading } from '../../src/reading/report/compose.js';
import { lifeAreaFacts, writeLifeAreas } from '../../src/reading/report/life-areas.js';
import { ReadingWriter } from '../../src/reading/report/writer.js';
import { sentenceKey, sentencesOf } from '../../src/reading/report/text.js';
import type { Report, Section } from '../../src/reading/report/types.js';
import { natalChart, polarChart, stelliumChart, unknownTimeChart } from './fixtures/charts.js';
import { yieldToEventLoop } from '../support/event-loop.js';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { Place } from '../../src/astro/types.js';

const texts = en.lifeAreas;
const read = (chart: NatalChart, lib: InterpretationLibrary = en): Report =>
  composeReading({ product: 'natal', addons: [], name: 'Test Person', chart, orderedAt: '2026-11-24T10:00:00Z' }, lib);
const sectionOf = (report: Report): Section | undefined => report.sections.find((s) => s.id === 'life-areas');
const textOf = (section: Section) => section.blocks.map((b) => ('text' in b ? b.text : '')).join('\n');

/** The blocks under one area's heading, as text. */
function areaText(section: Section, area: LifeArea): string {
  const start = section.blocks.findIndex((b) => b.type === 'heading' && b.text === texts.headings[area]);
  const end = section.blocks.findIndex((b, i) => i > start && b.type === 'heading');
  return section.blocks.slice(start + 1, end < 0 ? undefined : end).map((b) => ('text' in b ? b.text : '')).join('\n');
}

/** The sign of a longitude, worked out here rather than with the code under test. */
const signAt = (longitude: number): SignId => SIGNS[Math.floor((((longitude % 360) + 360) % 360) / 30)];
const name = (p: PlanetId) => en.names.planets[p].forms.nom;

/** A real house, cusp or angle claimed: an ordinal house that is not a solar house, or an angle by name. */
const CLAIM_EN = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) house\b|\bcusps?\b|Ascendant|Descendant|Midheaven|\brising sign\b/i;
const CLAIM_RU = /(перв|втор|трет|четв[её]рт|пят|шест|седьм|восьм|девят|десят|одиннадцат|двенадцат)\p{L}* дом|куспид|Асцендент|Десцендент|Середин\p{L}* неба|восходящ/iu;

/** Houses, cusps and angles named in an untimed reading, in each language (Russian «дом» alone is a home). */
const UNTIMED_EN = /\bhouses?\b|\bAscendant|\bDescendant|\bMidheaven|\brising\b|\bcusps?\b/i;
const UNTIMED_RU = /(перв|втор|трет|четв[её]рт|пят|шест|седьм|восьм|девят|десят|одиннадцат|двенадцат)\p{L}* дом|дом\p{L}* (гороскопа|карты)|двенадцать домов|нет домов|Асцендент|Десцендент|Середин\p{L}* неба|куспид|восходящ/iu;

interface Expected { sign: SignId; ruler: PlanetId; rulerHouse: HouseNumber; tenants: PlanetId[] }

describe('life areas on hand-checked charts', () => {
  // Worked out from the fixtures' cusps and houses by hand (test/reading/fixtures/charts.ts).
  const cases: Array<[string, NatalChart, Record<LifeArea, Expected>]> = [
    ['natalChart', natalChart(), {
      love: { sign: 'capricorn', ruler: 'saturn', rulerHouse: 6, tenants: ['venus'] },
      work: { sign: 'aries', ruler: 'mars', rulerHouse: 6, tenants: [] },
      money: { sign: 'leo', ruler: 'sun', rulerHouse: 9, tenants: [] },
      home: { sign: 'libra', ruler: 'venus', rulerHouse: 7, tenants: ['pluto'] },
      growth: { sign: 'pisces', ruler: 'jupiter', rulerHouse: 12, tenants: ['sun'] },
    }],
    ['stelliumChart', stelliumChart(), {
      love: { sign: 'taurus', ruler: 'venus', rulerHouse: 3, tenants: [] },
      work: { sign: 'leo', ruler: 'sun', rulerHouse: 3, tenants: ['uranus', 'pluto'] },
      money: { sign: 'sagittarius', ruler: 'jupiter', rulerHouse: 3, tenants: [] },
      home: { sign: 'aquarius', ruler: 'saturn', rulerHouse: 3, tenants: [] },
      growth: { sign: 'cancer', ruler: 'moon', rulerHouse: 3, tenants: [] },
    }],
    ['polarChart', polarChart(), {
      love: { sign: 'libra', ruler: 'venus', rulerHouse: 10, tenants: [] },
      work: { sign: 'sagittarius', ruler: 'jupiter', rulerHouse: 4, tenants: ['sun', 'mercury', 'venus', 'pluto'] },
      money: { sign: 'aries', ruler: 'mars', rulerHouse: 12, tenants: [] },
      home: { sign: 'gemini', ruler: 'mercury', rulerHouse: 10, tenants: ['jupiter'] },
      growth: { sign: 'scorpio', ruler: 'mars', rulerHouse: 12, tenants: [] },
    }],
  ];

  for (const [label, chart, expected] of cases) {
    it(`chooses each area's cusp sign, ruler and tenants for ${label}`, () => {
      const facts = lifeAreaFacts(chart)!;
      for (const area of LIFE_AREAS) {
        const f = facts.find((x) => x.area === area)!;
        expect({ sign: f.cuspSign, ruler: f.ruler, rulerHouse: f.rulerHouse, tenants: f.tenants }, area).toEqual(expected[area]);
      }
    });

    it(`writes each area from those facts for ${label}, naming the planets in the house`, () => {
      const section = sectionOf(read(chart))!;
      expect(section.title).toBe(texts.title);
      for (const area of LIFE_AREAS) {
        const e = expected[area];
        const body = areaText(section, area);
        expect(body).toContain(texts.cusp[area][e.sign]);
        expect(body).toContain(texts.ruler[area][e.rulerHouse]);
        expect(body).toContain(`${name(e.ruler)}`);
        for (const p of e.tenants) expect(body, `${area} names ${p}`).toContain(name(p));
      }
      // Love names Venus and work the Sun and Saturn, unless they are named already as ruler or tenant.
      const love = areaText(section, 'love'), work = areaText(section, 'work');
      expect(love).toMatch(/Venus/);
      expect(work).toMatch(/Sun/);
      expect(work).toMatch(/Saturn/);
    });
  }

  it('never interprets a planet in its house again: no planet-in-house paragraph is repeated here', () => {
    const section = textOf(sectionOf(read(natalChart()))!);
    for (const p of PLANETS) expect(section).not.toContain(en.planetInSign[p][natalChart().bodies[p].sign]);
  });

  it('says no sentence twice, within the section or against the rest of the reading', () => {
    for (const chart of [natalChart(), stelliumChart(), polarChart(), unknownTimeChart()]) {
      const report = read(chart);
      const section = sectionOf(report)!;
      const keys = sentencesOf(textOf(section)).map(sentenceKey);
      expect(new Set(keys).size).toBe(keys.length);
      const elsewhere = new Set(report.sections.filter((s) => s.id !== 'life-areas').flatMap((s) => sentencesOf(textOf(s)).map(sentenceKey)));
      expect(keys.filter((k) => elsewhere.has(k))).toEqual([]);
    }
  });
});

describe('life areas without a birth time', () => {
  const chart = unknownTimeChart();
  const section = sectionOf(read(chart))!;

  it('reads each area from its solar house, with that sign\'s paragraph and its ruler\'s solar house, and claims no real house or cusp', () => {
    expect(lifeAreaFacts(chart)).toBeNull();
    // The Sun in Pisces: the seventh solar house is Virgo (Mercury in Pisces, the first), the tenth
    // Sagittarius (Jupiter in Cancer, the fifth), the second Aries (Mars in Capricorn, the eleventh), the
    // fourth Gemini (Mercury, the first), the ninth Scorpio (Mars, the eleventh).
    const expected: Record<LifeArea, [SignId, HouseNumber]> = {
      love: ['virgo', 1], work: ['sagittarius', 5], money: ['aries', 11], home: ['gemini', 1], growth: ['scorpio', 11],
    };
    for (const area of LIFE_AREAS) {
      const [sign, rulerHouse] = expected[area];
      const body = areaText(section, area);
      expect(body, area).toContain(texts.cuspSolar[area][sign]);
      expect(body, area).toContain(texts.ruler[area][rulerHouse]);
      expect(body, area).toContain(en.names.solarHouses[rulerHouse].forms.nom);
      expect(body, area).not.toMatch(CLAIM_EN);
    }
    expect(areaText(section, 'love')).toContain('your Venus in Aquarius in the twelfth solar house');
  });

  it('keeps to the significators by sign when the Sun changed sign that day: there is no solar chart', () => {
    const changing = unknownTimeChart();
    changing.bodies.sun.range = {
      from: { longitude: 359.5, sign: 'pisces', degreeInSign: 29.5 }, to: { longitude: 0.5, sign: 'aries', degreeInSign: 0.5 },
      ingress: { utc: '1990-03-12T12:00:00Z', localTime: '15:00', sign: 'aries' },
    };
    const own = textOf(sectionOf(read(changing))!);
    expect(own).not.toMatch(/solar/);
    expect(own).toMatch(/Venus in \w+.*Mars in \w+/s);
    expect(own).not.toMatch(CLAIM_EN);
  });

  it('reads each area through the element its significator kept all day, in both languages', () => {
    // Venus in Aquarius, Saturn in Capricorn, Jupiter in Cancer, the Moon in Scorpio, the North Node in Aquarius.
    const expected: Record<LifeArea, keyof typeof texts.natural.love> = { love: 'air', work: 'earth', money: 'water', home: 'water', growth: 'air' };
    for (const lib of [en, ru]) {
      const own = sectionOf(read(chart, lib))!;
      const headings = own.blocks.flatMap((b) => (b.type === 'heading' ? [b.text] : []));
      for (const area of LIFE_AREAS) {
        expect(headings).toContain(lib.lifeAreas.headings[area]);
        expect(textOf(own), `${lib.language} ${area}`).toContain(lib.lifeAreas.natural[area][expected[area]]);
      }
    }
  });

  it('leaves out an element the hour decides: a Moon that changed element that day', () => {
    const changing = unknownTimeChart();
    // The Moon left Scorpio (water) for Sagittarius (fire) during the day.
    changing.bodies.moon.range = {
      from: { longitude: 225, sign: 'scorpio', degreeInSign: 15 }, to: { longitude: 241, sign: 'sagittarius', degreeInSign: 1 },
      ingress: { utc: '1990-03-12T15:00:00Z', localTime: '18:00', sign: 'sagittarius' },
    };
    const own = textOf(sectionOf(read(changing))!);
    for (const text of Object.values(texts.natural.home)) expect(own).not.toContain(text);
    expect(own).toContain(texts.natural.love.air);
  });

  it('claims no house, cusp or angle: the introduction\'s note is the one place that says why there are none', () => {
    for (const lib of [en, ru]) {
      const report = read(chart, lib);
      expect(textOf(report.sections.find((x) => x.id === 'story')!), `${lib.language} story`).not.toMatch(lib === en ? UNTIMED_EN : UNTIMED_RU);
      // The life areas name solar houses, never a real house, cusp or angle.
      expect(textOf(report.sections.find((x) => x.id === 'life-areas')!), `${lib.language} life areas`).not.toMatch(lib === en ? CLAIM_EN : CLAIM_RU);
      const notes = report.sections[0].blocks.flatMap((b) => (b.type === 'note' ? [b.text] : []));
      expect(notes.some((n) => (lib === en ? UNTIMED_EN : UNTIMED_RU).test(n)), lib.language).toBe(true);
    }
  });
});

describe('the story without a birth time', () => {
  it('reads the key figure in depth when it rests on planets whose sign held all day', async () => {
    // 1 August 1975: Jupiter in Aries opposite Uranus in Libra, both square Saturn in Cancer, whatever the hour.
    const { computeChart } = await import('../../src/astro/chart/compute-chart.js');
    const { toBirthMoment } = await import('../../src/astro/time/birth-moment.js');
    const moscow = { name: 'Moscow', region: null, country: 'RU', countryName: 'Russia', latitude: 55.75222, longitude: 37.61556, timezone: 'Europe/Moscow', population: 10381222 };
    const untimed = computeChart({ moment: toBirthMoment({ date: '1975-08-01', time: null, timezone: 'Europe/Moscow' }), place: moscow });
    for (const lib of [en, ru]) {
      const story = textOf(read(untimed, lib).sections.find((x) => x.id === 'story')!);
      expect(story, lib.language).toContain(lib.story.tSquareApex.saturn);
      expect(story, lib.language).not.toMatch(lib === en ? UNTIMED_EN : UNTIMED_RU);
    }
    expect(textOf(read(untimed).sections.find((x) => x.id === 'story')!)).toContain('The key figure of your chart is a T-square: Jupiter in Aries opposes Uranus in Libra, and both ends square Saturn in Cancer, at its apex.');
  });
});

describe('life areas in 200 random natal readings', () => {
  it('are present, chosen from the chart and honest about the birth time', async () => {
    const problems: string[] = [];
    let untimed = 0;
    // The section alone, written as compose.ts writes it into every natal reading (the hand-checked charts
    // above read it in the whole reading): composing 200 whole readings again would add minutes for nothing.
    for (const [i, { chart }] of sampleCharts(200, 27).entries()) {
      const w = new ReadingWriter();
      writeLifeAreas(w, en, chart);
      const section = sectionOf({ sections: w.finished() } as Report);
      if (!section) {
        problems.push(`${i}: no life areas`);
        continue;
      }
      const headings = section.blocks.filter((b) => b.type === 'heading').map((b) => ('text' in b ? b.text : ''));
      if (headings.join('|') !== LIFE_AREAS.map((a) => texts.headings[a]).join('|')) problems.push(`${i}: headings ${headings.join(', ')}`);
      const keys = sentencesOf(textOf(section)).map(sentenceKey);
      if (new Set(keys).size !== keys.length) problems.push(`${i}: a sentence repeated`);
      if (chart.houses === null || !chart.moment.timeKnown) {
        untimed++;
        for (const area of LIFE_AREAS) if (CLAIM_EN.test(areaText(section, area))) problems.push(`${i}: ${area} claims a house without a birth time`);
        continue;
      }
      for (const area of LIFE_AREAS) {
        const house = LIFE_AREA_HOUSE[area];
        const sign = signAt(chart.houses.cusps[house - 1]);
        const ruler = TRADITIONAL_RULER[sign];
        const body = areaText(section, area);
        if (!body.includes(texts.cusp[area][sign])) problems.push(`${i}: ${area} not read from ${sign}`);
        if (!body.includes(texts.ruler[area][chart.bodies[ruler].house as HouseNumber])) problems.push(`${i}: ${area}'s ruler ${ruler} not read in its house`);
        for (const p of PLANETS) if (chart.bodies[p].house === house && !body.includes(name(p))) problems.push(`${i}: ${area} does not name ${p}`);
        // A planet a few degrees before the cusp (Jupiter 0°25′ before the IC, in the third) belongs to the area too.
        const cusp = chart.houses.cusps[house - 1];
        for (const p of PLANETS) {
          const short = (((cusp - chart.bodies[p].longitude) % 360) + 360) % 360;
          if (chart.bodies[p].house === (house === 1 ? 12 : house - 1) && short <= 5 && !body.includes(name(p))) problems.push(`${i}: ${area} leaves out ${p}, ${short.toFixed(2)}° before its cusp`);
        }
      }
      await yieldToEventLoop();
    }
    expect(problems.slice(0, 10), `${problems.length} problems`).toEqual([]);
    expect(untimed, 'the sample holds charts without a birth time').toBeGreaterThan(0);
  }, 300_000);

  it('are written in Russian from the Russian tables, with no English left in them', () => {
    const section = sectionOf(read(natalChart(), ru))!;
    expect(section.title).toBe(ru.lifeAreas.title);
    expect(section.blocks.filter((b) => b.type === 'heading')).toHaveLength(LIFE_AREAS.length);
    expect(textOf(section)).not.toMatch(/[a-z]/i);
    for (const chart of [unknownTimeChart(), stelliumChart(), polarChart()]) expect(textOf(sectionOf(read(chart, ru))!), 'ru').not.toMatch(/[a-z]|[{}]/i);
  });

  it('read work and home from the cusps of the tenth and fourth, never calling them the Midheaven or the IC, which Equal and Whole Sign houses set apart', () => {
    // London, 1 August 1990 at 06:00: a Leo Ascendant in Whole Sign houses puts the Midheaven in Aries, the ninth sign from Leo; the tenth house is Taurus.
    const moment = toBirthMoment({ date: '1990-08-01', time: '06:00', timezone: 'Europe/London' });
    const place: Place = { name: 'London', region: null, country: 'GB', countryName: 'United Kingdom', latitude: 51.5072, longitude: -0.1276, timezone: 'Europe/London', population: 0 };
    const chart = computeChart({ moment, place, options: { houses: 'whole_sign' } });
    const tenth = signAt(chart.houses!.cusps[9]);
    expect(signAt(chart.angles!.midheaven), 'the case needs a Midheaven outside the tenth house').not.toBe(tenth);
    const section = sectionOf(read(chart, ru))!;
    const work = section.blocks.map((b) => ('text' in b ? b.text : '')).join('\n');
    expect(work).toContain(ru.lifeAreas.cusp.work[tenth]);
    expect(work).not.toMatch(/Середин\p{L}* неба|Глубин\p{L}* неба|основани\p{L}* карты/u);
  });
});

