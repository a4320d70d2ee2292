// Natal aspect texts are composed per aspect type: for every pair of points and every type, in a chart
// with houses and one without, the text names its own type and no other, hedges nothing ("square or
// opposition") and reads as finished English (no slot, no doubled word, "a"/"an" right, capitals).
// Every opening a pair's facts allow is checked, not only the one a reading picks first, and the pairs
// include Chiron and Lilith with each planet and angle.
import { describe, expect, it } from 'vitest';
import { ASPECT_TYPES, type Aspect, type AspectType, type PointId } from '../../src/astro/types.js';
import { en } from '../../src/reading/library/en/index.js';
import { FrameBudget, aspectSentences, openingCandidates } from '../../src/reading/report/aspect-compose.js';
import { sentencesOf } from '../../src/reading/report/text.js';
import { natalChart, unknownTimeChart } from './fixtures/charts.js';
import { everyAspect, isPoint } from './fixtures/aspects.js';

const TYPE_WORDS: Record<AspectType, RegExp> = {
  conjunction: /\bconjunct/i,
  opposition: /\bopposi/i,
  trine: /\btrines?\b/i,
  square: /\bsquares?\b/i,
  sextile: /\bsextile/i,
  quincunx: /\bquincunx|\binconjunct/i,
};


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
      let checked = 0;
      for (const aspect of everyAspect(chart, [true, false])) {
        const texts = [true, false].map((full) => aspectSentences(en, chart, aspect, full).join(' '));
        if (!isPoint(aspect.a) && !isPoint(aspect.b) && !(aspect.b === 'midheaven' && aspect.a === 'ascendant')) {
          texts.push(...openingCandidates(en, chart, aspect).map((c) => c.text));
        }
        for (const text of texts) {
          expect(text.length).toBeGreaterThan(40);
          for (const p of problemsOf(text, aspect.type)) bad.push(`${aspect.a} ${aspect.type} ${aspect.b}: ${p}`);
          checked++;
        }
      }
      expect(bad).toEqual([]);
      expect(checked).toBeGreaterThan(2000);
    });
  }

  it('reads an aspect of two planets in its own authored text, and what only the chart adds differently for two charts', () => {
    const one = natalChart();
    const two = structuredClone(one);
    two.bodies.mars = { ...two.bodies.mars, sign: 'pisces', house: 4 };
    two.bodies.saturn = { ...two.bodies.saturn, sign: 'virgo', house: 10 };
    two.houses!.cusps = one.houses!.cusps.map((c) => (c + 30) % 360);
    const square: Aspect = { a: 'mars', b: 'saturn', type: 'square', exactAngle: 90, orb: 1, maxOrb: 7, applying: true };
    const [authored, ...first] = aspectSentences(en, one, square, true);
    expect(authored).toBe(en.aspectPairs['mars-saturn'].square);
    const [again, ...second] = aspectSentences(en, two, square, true);
    expect(again).toBe(authored);
    expect(first.length).toBeGreaterThan(0);
    expect(second.filter((s) => first.includes(s))).toEqual([]);
  });

  it('places a planet opposite the Midheaven at the foot of the chart only for an opposition', () => {
    const chart = natalChart();
    const of = (type: AspectType) => aspectSentences(en, chart, { a: 'mars', b: 'midheaven', type, exactAngle: 0, orb: 1, maxOrb: 7, applying: true }, true).join(' ');
    // A planet and an angle read in their authored text for the type (issue 27): the opposition's is the IC's.
    expect(of('opposition')).toBe(en.angleAspects.mars.midheaven.opposition);
    expect(of('opposition')).toMatch(/\bIC\b|foot of the chart/);
    expect(of('square')).toBe(en.angleAspects.mars.midheaven.square);
  });

  it('reads Chiron and Lilith in contact with the planet they touch, in the type they make', () => {
    const chart = natalChart();
    const of = (b: 'chiron' | 'lilith', a: PointId, type: AspectType) => aspectSentences(en, chart, { a, b, type, exactAngle: 0, orb: 1, maxOrb: 3, applying: true }, false).join(' ');
    expect(of('chiron', 'venus', 'square')).toContain(`Chiron squares your Venus in ${en.names.signs[chart.bodies.venus.sign].forms.nom}`);
    expect(of('chiron', 'venus', 'square')).toContain(en.aspects.pointContact.chiron.venus);
    expect(of('chiron', 'moon', 'square')).toContain(en.aspects.pointContact.chiron.moon);
    expect(of('lilith', 'mars', 'conjunction')).toContain(en.aspects.pointContact.lilith.mars);
    expect(of('lilith', 'mars', 'conjunction')).toMatch(/^Black Moon Lilith stands on your Mars/);
    // The engine may list the point first when it moves faster (Lilith against Saturn): it still reads from the planet.
    expect(aspectSentences(en, chart, { a: 'lilith', b: 'saturn', type: 'trine', exactAngle: 120, orb: 1, maxOrb: 2, applying: true }, false).join(' '))
      .toContain(en.aspects.pointContact.lilith.saturn);
  });

  it('reads a third planet in the same aspect to a point by referring back to the first two', () => {
    const chart = natalChart();
    for (const point of ['trueNode', 'chiron', 'lilith'] as const) {
      const budget = new FrameBudget();
      const read = (a: PointId) => aspectSentences(en, chart, { a, b: point, type: 'trine', exactAngle: 120, orb: 1, maxOrb: 3, applying: true }, false, budget)[0];
      const [first, second, third] = (['sun', 'venus', 'mars'] as const).map(read);
      for (const text of [first, second]) expect(text).not.toContain('as well');
      expect(third).toContain('after your Sun and Venus');
      expect(third).toContain('a trine to');
      expect(problemsOf(third, 'trine')).toEqual([]);
    }
  });

  it('opens an aspect by how its signs relate, and by the kinds of point it joins', () => {
    const chart = natalChart();
    const at = (a: PointId, b: PointId, type: AspectType) => openingCandidates(en, chart, { a, b, type, exactAngle: 0, orb: 1, maxOrb: 7, applying: true });
    const sign = (id: 'sun' | 'moon' | 'mars' | 'saturn') => chart.bodies[id].sign;
    // The first candidate speaks of the signs' relation, true to the two signs in the fixture.
    for (const [a, b] of [['sun', 'moon'], ['mars', 'saturn'], ['sun', 'saturn']] as const) {
      for (const type of ASPECT_TYPES) {
        const [first] = at(a, b, type);
        expect(first.key.startsWith(`relation:${type}:`)).toBe(true);
        const key = first.key.split(':')[2];
        if (key !== 'apart' && (type === 'trine' || type === 'conjunction')) expect(key).toBe({ aries: 'fire', leo: 'fire', sagittarius: 'fire', taurus: 'earth', virgo: 'earth', capricorn: 'earth', gemini: 'air', libra: 'air', aquarius: 'air', cancer: 'water', scorpio: 'water', pisces: 'water' }[sign(a)]);
      }
    }
    expect(at('sun', 'moon', 'square')[1].key).toBe('kind:square:personal');
    expect(at('saturn', 'sun', 'square')[1].key).toBe('kind:square:personalSlow');
    expect(at('saturn', 'sun', 'square')[1].text).toMatch(/^Your Sun in /);
    expect(at('mars', 'ascendant', 'trine')[1].key).toBe('kind:trine:angle');
  });
});
