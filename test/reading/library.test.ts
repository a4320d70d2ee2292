// The English library: complete, non-empty, free of placeholders, and no sentence used twice.
import { describe, expect, it } from 'vitest';
import { ASPECT_TYPES, PLANETS, SIGNS } from '../../src/astro/types.js';
import { en } from '../../src/reading/library/en/index.js';
import type { InterpretationLibrary } from '../../src/reading/library/types.js';
import { composeReading } from '../../src/reading/report/compose.js';
import { sentenceKey, sentencesOf, slotsOf } from '../../src/reading/report/text.js';
import { forecastFixture, monthAheadFixture, natalChart, numerologyFixture, polarChart, stelliumChart, unknownTimeChart, nonexistentTimeChart } from './fixtures/charts.js';
import { allStrings, repeatedSentences } from './helpers.js';

const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33] as const;
const SLOW = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
const TARGETS = [...PLANETS, 'ascendant', 'midheaven'] as const;
const PHASES = ['new_moon', 'waxing_crescent', 'first_quarter', 'waxing_gibbous', 'full_moon', 'waning_gibbous', 'last_quarter', 'waning_crescent'] as const;

/** Every expected entry of the interpretive tables, as [path, text | undefined]. */
function expectedEntries(lib: InterpretationLibrary): Array<[string, string | undefined]> {
  const out: Array<[string, string | undefined]> = [];
  const add = (path: string, value: string | undefined) => out.push([path, value]);
  for (const p of PLANETS) for (const s of SIGNS) add(`planetInSign.${p}.${s}`, lib.planetInSign?.[p]?.[s]);
  for (const s of SIGNS) {
    add(`moonInSign.${s}`, lib.moonInSign?.[s]);
  }
  for (const t of SLOW) {
    add(`ingresses.${t}`, lib.ingresses?.[t]);
    for (const n of TARGETS) for (const g of ASPECT_TYPES) add(`transits.${t}.${n}.${g}`, lib.transits?.[t]?.[n]?.[g]);
  }
  add('eclipses.solar', lib.eclipses?.solar);
  add('eclipses.lunar', lib.eclipses?.lunar);
  add('returns.jupiter', lib.returns?.jupiter);
  add('returns.saturn', lib.returns?.saturn);
  for (const p of PHASES) add(`moonPhases.${p}`, lib.moonPhases?.[p]);
  for (const k of ['lifePath', 'expression', 'soulUrge', 'personality', 'personalYear'] as const) {
    for (const n of NUMBERS) add(`numerology.${k}.${n}`, lib.numerology?.[k]?.[n]);
  }
  add('numerology.intro', lib.numerology?.intro);
  return out;
}

const PLACEHOLDER = /[{}[\]<>]|\bTODO\b|\bTBD\b|\bFIXME\b|lorem|ipsum|\bXXX\b|placeholder|\.\.\.$/i;

describe('English library', () => {
  const entries = expectedEntries(en);

  it('fills every entry of every table', () => {
    const missing = entries.filter(([, text]) => typeof text !== 'string').map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it('has no empty or placeholder-looking text', () => {
    const bad = entries.filter(([, text]) => typeof text === 'string' && (text.trim().length < 20 || PLACEHOLDER.test(text)))
      .map(([path, text]) => `${path}: ${text}`);
    expect(bad).toEqual([]);
  });

  it('names everything', () => {
    const n = en.names;
    const all = [
      ...[...PLANETS, 'meanNode', 'trueNode'].map((p) => n.planets[p as 'sun']), ...SIGNS.map((s) => n.signs[s]),
      ...ASPECT_TYPES.map((t) => n.aspects[t]), n.elements.fire, n.elements.earth, n.elements.air, n.elements.water,
      n.modalities.cardinal, n.modalities.fixed, n.modalities.mutable, n.angles.ascendant, n.angles.midheaven,
      ...PHASES.map((p) => n.moonPhases[p]), ...HOUSES.map((h) => n.houses[h]),
    ];
    for (const name of all) {
      expect(name.forms.nom).toMatch(/^[A-Za-z][A-Za-z ()]+$/);
      // English has one form in every case.
      expect(new Set(Object.values(name.forms))).toEqual(new Set([name.forms.nom]));
    }
    expect(new Set(SIGNS.map((s) => n.signs[s].forms.nom)).size).toBe(12);
  });

  it('uses braces in frame texts only as named slots, and no other placeholders', () => {
    for (const [key, text] of Object.entries(en.frame)) {
      expect(text.replace(/\{[a-zA-Z0-9_]+\}/g, ''), key).not.toMatch(/[{}]|TODO|lorem/i);
      expect(slotsOf(text).every((slot) => /^[a-z][a-zA-Z]*$/.test(slot)), key).toBe(true);
    }
  });

  it('never uses the same sentence twice anywhere in the library', () => {
    const where = new Map<string, string[]>();
    const texts: Array<[string, string]> = [
      ...entries.filter((e): e is [string, string] => typeof e[1] === 'string'),
      ...Object.entries(en.frame).filter(([, t]) => slotsOf(t).length === 0 && /[.!?]$/.test(t)).map(([k, t]) => [`frame.${k}`, t] as [string, string]),
    ];
    for (const [path, text] of texts) {
      for (const sentence of sentencesOf(text)) {
        const key = sentenceKey(sentence);
        if (key.split(' ').length < 3) continue;
        if (!(where.get(key) ?? []).includes(path)) where.set(key, [...(where.get(key) ?? []), path]);
      }
    }
    const repeated = [...where].filter(([, paths]) => paths.length > 1).map(([s, paths]) => `${s} (${paths.join(', ')})`);
    expect(repeated).toEqual([]);
  });
});

describe('readings composed from the English library', () => {
  const ORDERED_AT = '2025-03-01T09:30:00Z';
  const cases = {
    natal: { product: 'natal' as const, chart: natalChart() },
    stellium: { product: 'natal' as const, chart: stelliumChart() },
    polar: { product: 'natal' as const, chart: polarChart() },
    noTime: { product: 'natal' as const, chart: unknownTimeChart() },
    dst: { product: 'natal' as const, chart: nonexistentTimeChart() },
    forecast: { product: 'forecast' as const, chart: natalChart() },
  };
  for (const [name, c] of Object.entries(cases)) {
    it(`${name}: no repeated sentence, no unfilled slot`, () => {
      const report = composeReading({
        product: c.product, addons: ['pdf', 'month_ahead', 'numerology'], name: 'Anna', chart: c.chart,
        forecast: forecastFixture(), monthAhead: monthAheadFixture(c.chart), numerology: numerologyFixture(), orderedAt: ORDERED_AT,
      }, en);
      expect(repeatedSentences(report)).toEqual([]);
      for (const s of allStrings(report)) expect(s).not.toMatch(/[{}]|undefined|NaN/);
    });
  }
});
