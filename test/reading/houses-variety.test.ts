// The houses section («Планеты в домах» / "The planets in the houses"), in both languages. Its twelve
// house paragraphs used to run through frames filled with keyword phrases («ваша выдержка хозяйничает
// здесь…»), saying again what the planets section reads in full and the life areas read from the
// cusps; reviewers called it word salad. It is now one sentence that counts the houses the planets fill
// and a table: each house's cusp, the ruler of that sign with the house it stands in, and its planets,
// every cell checked here against the chart worked out independently. Also held: the Russian Moon lines
// a reviewer flagged («в любой час ваша Луна», «ум … доводит вещи до ума») stay mended.
import { describe, expect, it } from 'vitest';
import { createGazetteer, timezoneAt } from '../../src/astro/places/load.js';
import { ChartService, chartAt } from '../../src/services/readings/chart-service.js';
import { PlaceService } from '../../src/services/readings/places.js';
import { en } from '../../src/reading/library/en/index.js';
import { ru } from '../../src/reading/library/ru/index.js';
import type { InterpretationLibrary } from '../../src/reading/library/types.js';
import { composeReading } from '../../src/reading/report/compose.js';
import { PLANETS, type NatalChart, type PlanetId } from '../../src/astro/types.js';
import { signChangeOf } from '../../src/reading/report/birth-day.js';
import { formatPosition } from '../../src/reading/report/chart-facts.js';
import type { Report } from '../../src/reading/report/types.js';
import { randomPeople } from '../../bench/random-people.js';
import { proseOf, sentencesOf } from '../../bench/sentence-sharing.js';
import { everyPlacement, natalChart, polarChart, stelliumChart } from './fixtures/charts.js';

const SIGNS_IN_ORDER = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
/** The traditional rulers, written out here rather than taken from the code under test. */
const RULER: Record<(typeof SIGNS_IN_ORDER)[number], PlanetId> = {
  aries: 'mars', taurus: 'venus', gemini: 'mercury', cancer: 'moon', leo: 'sun', virgo: 'mercury',
  libra: 'venus', scorpio: 'mars', sagittarius: 'jupiter', capricorn: 'saturn', aquarius: 'saturn', pisces: 'jupiter',
};

const places = new ChartService(new PlaceService(createGazetteer(), timezoneAt));
const charts = randomPeople(20).map((person) => chartAt(person.meta, places.placeOf(person.meta)));
const fixtures = [natalChart(), stelliumChart(), polarChart(), ...everyPlacement()];
const natal = (chart: NatalChart, lib: InterpretationLibrary): Report => composeReading({ product: 'natal', addons: [], name: 'Анна', chart, orderedAt: '2026-11-24T10:00:00Z' }, lib);
const housesOf = (report: Report) => proseOf(report, new Set(['houses']));

describe('the houses section, composed', () => {
  for (const lib of [en, ru]) {
    it(`is one counting paragraph and a table of the twelve houses, each cell true to the chart (${lib.language})`, () => {
      for (const chart of [...charts, ...fixtures]) {
        if (!chart.houses) continue;
        const section = natal(chart, lib).sections.find((x) => x.id === 'houses')!;
        expect(section.blocks.map((b) => b.type)).toEqual(['paragraph', 'table']);
        const table = section.blocks[1] as Extract<(typeof section.blocks)[number], { type: 'table' }>;
        expect(table.rows).toHaveLength(12);
        table.rows.forEach((row, i) => {
          const cusp = chart.houses!.cusps[i];
          const sign = SIGNS_IN_ORDER[Math.floor((((cusp % 360) + 360) % 360) / 30)];
          const ruler = RULER[sign];
          const tenants = PLANETS.filter((p) => chart.bodies[p].house === i + 1);
          expect(row[0]).toBe(String(i + 1));
          expect(row[1]).toBe(formatPosition(lib, cusp));
          expect(row[1]).toMatch(new RegExp(`${lib.names.signs[sign].forms.nom}|${lib.names.signs[sign].forms.gen}`));
          expect(row[2]).toBe(`${lib.names.planets[ruler].forms.nom} (${chart.bodies[ruler].house})`);
          expect(row[3]).toBe(tenants.length ? tenants.map((p) => lib.names.planets[p].forms.nom).join(', ') : '—');
        });
      }
    });
  }

  it('opens with a plain count of the houses the planets fill', () => {
    for (const chart of charts) {
      const intro = sentencesOf(housesOf(natal(chart, ru))[0] ?? '')[0] ?? '';
      if (!intro) continue;
      expect(intro).not.toMatch(/так: занятых|заняли дома/);
      // The planets are counted as feminine («две»): a masculine count after «планет» would be wrong.
      expect(intro).not.toMatch(/планет[^.;]*— (один|два)(?!\p{L})/u);
      expect(intro).toMatch(/из двенадцати домов|по десяти разным домам/);
    }
  });
});

describe('the Russian Moon lines of the big three', () => {
  it('says without the hour that the Moon\u2019s sign is known anyway, not «в любой час ваша Луна»', () => {
    // The Moon kept its sign all day only in some of the charts without an hour: those are read.
    const kept = charts.filter((chart) => chart.bodies.moon.range && !signChangeOf(chart.bodies.moon));
    expect(kept.length).toBeGreaterThan(0);
    for (const chart of kept) {
      const moon = proseOf(natal(chart, ru), new Set(['big-three'])).join(' ').replace(/\s+/g, ' ');
      expect(moon).toContain('её знак не зависит от часа рождения');
      expect(moon).not.toContain('в любой час');
    }
  });

  it('gives no birth-phase meaning the same content word twice («ум … до ума»)', () => {
    const STOP = new Set([
      'вы', 'ваш', 'ваша', 'ваши', 'вашей', 'вас', 'вам', 'что', 'как', 'то', 'из', 'до', 'на', 'по', 'не', 'за', 'для', 'тем', 'того', 'чем', 'так',
      'от', 'во', 'со', 'ко', 'же', 'ли', 'бы', 'их', 'его', 'её', 'он', 'она', 'они', 'это', 'или', 'но', 'кто', 'те', 'тех',
    ]);
    for (const [phase, meaning] of Object.entries(ru.placements.birthPhase)) {
      const words = meaning.toLowerCase().match(/\p{L}{2,}/gu)!.filter((word) => !STOP.has(word));
      // A word and its inflection are one: «ум» and «ума», «вещи» and «вещей».
      const stems = words.map((word) => word.slice(0, Math.max(2, word.length - 2)));
      const twice = stems.filter((stem, i) => stems.indexOf(stem) !== i);
      expect(twice, `${phase}: ${meaning}`).toEqual([]);
    }
  });
});
