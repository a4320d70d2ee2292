// Natal aspect texts are composed per aspect type: for every pair of points and every type, in a chart
// with houses and one without, the text names its own type and no other, hedges nothing ("square or
// opposition") and reads as finished English (no slot, no doubled word, "a"/"an" right, capitals).
import { describe, expect, it } from 'vitest';
import { ASPECT_TYPES, PLANETS, type Aspect, type AspectType, type NatalChart, type PointId } from '../../src/astro/types.js';
import { en } from '../../src/reading/library/en/index.js';
import { aspectSentences } from '../../src/reading/report/aspect-compose.js';
import { sentencesOf } from '../../src/reading/report/text.js';
import { natalChart, unknownTimeChart } from './fixtures/charts.js';

const TYPE_WORDS: Record<AspectType, RegExp> = {
  conjunction: /\bconjunct/i,
  opposition: /\bopposi/i,
  trine: /\btrines?\b/i,
  square: /\bsquares?\b/i,
  sextile: /\bsextile/i,
  quincunx: /\bquincunx|\binconjunct/i,
};

const POINTS: PointId[] = [...PLANETS, 'ascendant', 'midheaven', 'trueNode'];

function everyAspect(chart: NatalChart): Aspect[] {
  const points = POINTS.filter((p) => chart.angles || (p !== 'ascendant' && p !== 'midheaven'));
  const out: Aspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (const b of points.slice(i + 1)) {
      for (const type of ASPECT_TYPES) {
        for (const applying of [true, false]) out.push({ a: points[i], b, type, exactAngle: 0, orb: 1.5, maxOrb: 8, applying });
      }
    }
  }
  return out;
}

function problemsOf(text: string, type: AspectType): string[] {
  const problems: string[] = [];
  for (const other of ASPECT_TYPES) if (other !== type && TYPE_WORDS[other].test(text)) problems.push(`names ${other}`);
  if (/[{}]|undefined|NaN/.test(text)) problems.push('unfilled slot');
  if (/\b(\w+) \1\b/i.test(text)) problems.push(`doubled word: ${/\b(\w+) \1\b/i.exec(text)![0]}`);
  if (/\ba [aeiou]/i.test(text.replace(/\ba (one|uni|use)/gi, ''))) problems.push('"a" before a vowel');
  if (/\ban [^aeiouh\W]/i.test(text)) problems.push('"an" before a consonant');
  if (/\bor (oppos|squar|trin|sextil|conjunct)/i.test(text)) problems.push('hedge');
  for (const s of sentencesOf(text)) {
    if (!/^[A-Z]/.test(s)) problems.push(`lower-case start: ${s.slice(0, 30)}`);
    if (!/[.!?]$/.test(s)) problems.push(`no full stop: ${s.slice(-30)}`);
  }
  if (/: [A-Z][a-z]/.test(text.replace(/: (Your|The) (?=[A-Z])/g, ''))) problems.push('capital after a colon');
  return problems;
}

describe('natal aspect texts', () => {
  for (const [name, chart] of [['with houses', natalChart()], ['without a birth time', unknownTimeChart()]] as const) {
    it(`name only their own aspect type, for every pair and type (${name})`, () => {
      const bad: string[] = [];
      for (const aspect of everyAspect(chart)) {
        for (const brief of [false, true]) {
          const text = aspectSentences(en, chart, aspect, brief).join(' ');
          expect(text.length).toBeGreaterThan(40);
          for (const p of problemsOf(text, aspect.type)) bad.push(`${aspect.a} ${aspect.type} ${aspect.b}: ${p}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }

  it('reads the same aspect differently for two charts with different signs and houses', () => {
    const one = natalChart();
    const two = structuredClone(one);
    two.bodies.mars = { ...two.bodies.mars, sign: 'pisces', house: 4 };
    two.bodies.saturn = { ...two.bodies.saturn, sign: 'virgo', house: 10 };
    two.houses!.cusps = one.houses!.cusps.map((c) => (c + 30) % 360);
    const square: Aspect = { a: 'mars', b: 'saturn', type: 'square', exactAngle: 90, orb: 1, maxOrb: 7, applying: true };
    const first = new Set(aspectSentences(en, one, square));
    const shared = aspectSentences(en, two, square).filter((s) => first.has(s));
    expect(shared).toEqual([]);
  });

  it('places a planet opposite the Midheaven at the foot of the chart only for an opposition', () => {
    const chart = natalChart();
    const of = (type: AspectType) => aspectSentences(en, chart, { a: 'mars', b: 'midheaven', type, exactAngle: 0, orb: 1, maxOrb: 7, applying: true }).join(' ');
    expect(of('opposition')).toContain('foot of the chart');
    expect(of('square')).not.toContain('foot of the chart');
    expect(of('square')).toContain('square');
  });

  it('never calls a planet the faster of the two against an angle, which the sky turns round once a day', () => {
    const chart = natalChart();
    for (const angle of ['ascendant', 'midheaven'] as const) {
      for (const applying of [true, false]) {
        const text = aspectSentences(en, chart, { a: 'pluto', b: angle, type: 'square', exactAngle: 90, orb: 0.2, maxOrb: 5, applying }).join(' ');
        expect(text).not.toContain('faster');
        expect(text).toContain(applying ? 'moving toward your' : 'had already moved');
      }
    }
    const planets = aspectSentences(en, chart, { a: 'mars', b: 'saturn', type: 'square', exactAngle: 90, orb: 0.2, maxOrb: 7, applying: true }).join(' ');
    expect(planets).toContain('the faster of the two');
  });
});
