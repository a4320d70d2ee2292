// The forecast reads every slow transit by its own type: for each transiting planet, natal point and
// aspect type the library holds a text of its own that names that type and no other, hedges nothing
// ("squares or opposes"), shares no sentence with any other text, and follows an opening that names the
// contact. Forecasts for real charts where one planet both squares and opposes read two different texts;
// ingresses and eclipses say what the data says (a planet moving back, a second eclipse on the same
// axis, the house they fall in).
import { describe, expect, it } from 'vitest';
import { houseOf } from '../../src/astro/chart/houses.js';
import { computeForecast } from '../../src/astro/forecast/forecast.js';
import { ASPECT_TYPES, PLANETS, type AspectType, type Forecast, type NatalChart, type TransitHit } from '../../src/astro/types.js';
import { en } from '../../src/reading/library/en/index.js';
import type { HouseNumber } from '../../src/reading/library/types.js';
import { composeReading } from '../../src/reading/report/compose.js';
import { fill, sentenceKey, sentencesOf } from '../../src/reading/report/text.js';
import type { Report } from '../../src/reading/report/types.js';
import { natalChart, nonexistentTimeChart, polarChart, stelliumChart, unknownTimeChart } from './fixtures/charts.js';
import { proseOf, repeatedSentences, TYPE_WORDS } from './helpers.js';

const SLOW = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
const POINTS = [...PLANETS, 'ascendant', 'midheaven'] as const;

const HEDGE = /\b(conjunct|oppos|squar|trin|sextil|quincun)\w*\W+or\W+(conjunct|oppos|squar|trin|sextil|quincun)|\beither way\b|\bin either case\b/i;

function namesOthers(text: string, type: AspectType): AspectType[] {
  return ASPECT_TYPES.filter((other) => other !== type && TYPE_WORDS[other].test(text));
}

const opening = (type: AspectType, transiting: string, natal: (typeof POINTS)[number]) =>
  fill(en.transitTypes.slow[type], { transiting: en.names.planets[transiting as 'sun'], natal: en.names.planets[natal as 'sun'] ?? en.names.angles[natal as 'ascendant'], drive: en.aspects.drive[natal] });

describe('slow transit texts', () => {
  const all = SLOW.flatMap((transiting) => POINTS.flatMap((natal) => ASPECT_TYPES.map((type) => ({ transiting, natal, type, text: en.transits[transiting][natal][type] }))));

  it(`hold one text for each of ${SLOW.length} planets × ${POINTS.length} points × ${ASPECT_TYPES.length} types`, () => {
    expect(all.length).toBe(360);
    for (const t of all) expect(typeof t.text, `${t.transiting}.${t.natal}.${t.type}`).toBe('string');
  });

  it('name only their own type, after an opening that names only it, and hedge nothing', () => {
    const bad: string[] = [];
    for (const t of all) {
      const where = `${t.transiting} ${t.type} ${t.natal}`;
      for (const text of [t.text, opening(t.type, t.transiting, t.natal)]) {
        for (const other of namesOthers(text, t.type)) bad.push(`${where}: names ${other} in "${text}"`);
        if (HEDGE.test(text)) bad.push(`${where}: hedges in "${text}"`);
      }
      if (!TYPE_WORDS[t.type].test(opening(t.type, t.transiting, t.natal))) bad.push(`${where}: opening does not name its type`);
    }
    expect(bad).toEqual([]);
  });

  it('are 45 to 90 words of finished sentences', () => {
    const bad: string[] = [];
    for (const t of all) {
      const where = `${t.transiting}.${t.natal}.${t.type}`;
      const words = t.text.split(/\s+/).length;
      if (words < 45 || words > 90) bad.push(`${where}: ${words} words`);
      if (/[{}]|undefined/.test(t.text)) bad.push(`${where}: slot`);
      for (const s of sentencesOf(t.text)) if (!/^[A-Z]/.test(s) || !/[.!?]$/.test(s)) bad.push(`${where}: "${s}"`);
    }
    expect(bad).toEqual([]);
  });

  it('share no sentence between any two texts', () => {
    const where = new Map<string, string>();
    const shared: string[] = [];
    for (const t of all) {
      for (const s of sentencesOf(t.text)) {
        const key = sentenceKey(s);
        const first = where.get(key);
        if (first) shared.push(`${first} and ${t.transiting}.${t.natal}.${t.type}: ${s}`);
        else where.set(key, `${t.transiting}.${t.natal}.${t.type}`);
      }
    }
    expect(shared).toEqual([]);
  });

  it('read a square and an opposition differently from the same planet to the same point', () => {
    for (const transiting of SLOW) {
      for (const natal of POINTS) {
        const square = new Set(sentencesOf(en.transits[transiting][natal].square).map(sentenceKey));
        const shared = sentencesOf(en.transits[transiting][natal].opposition).filter((s) => square.has(sentenceKey(s)));
        expect(shared, `${transiting} ${natal}`).toEqual([]);
      }
    }
  });
});

describe('the openings of transits in the forecast and the month ahead', () => {
  it('name their own type and no other', () => {
    const bad: string[] = [];
    for (const type of ASPECT_TYPES) {
      const texts = [en.transitTypes.slow[type], en.transitTypes.node[type], ...(['sun', 'mercury', 'venus', 'mars'] as const).map((p) => en.monthAhead.tone[p][type])];
      for (const text of texts) for (const other of namesOthers(text, type)) bad.push(`${type}: names ${other} in "${text}"`);
      for (const text of texts.filter((t) => t !== en.transitTypes.node[type])) if (!TYPE_WORDS[type].test(text)) bad.push(`${type}: unnamed in "${text}"`);
    }
    // A contact's text fits any aspect its label names: it names none.
    for (const texts of Object.values(en.monthAhead.contact)) {
      for (const text of Object.values(texts)) for (const type of ASPECT_TYPES) if (TYPE_WORDS[type].test(text)) bad.push(`contact names ${type} in "${text}"`);
    }
    expect(bad).toEqual([]);
  });
});

/** Each transit paragraph of a forecast reading, with the hit it reads. */
function transitParagraphs(report: Report, forecast: Forecast): Array<{ hit: TransitHit; text: string }> {
  const prose = proseOf(report);
  return forecast.transits.map((hit) => {
    const body = en.transits[hit.transiting][hit.natal as (typeof POINTS)[number]][hit.type];
    const text = prose.find((p) => p.includes(body));
    expect(text, `${hit.transiting} ${hit.type} ${hit.natal}`).toBeDefined();
    return { hit, text: text! };
  });
}

describe('forecast readings where one planet both squares and opposes', () => {
  const cases: Array<[string, NatalChart, string]> = [
    ['a Moscow chart', natalChart(), '2025-03-01T09:30:00Z'],
    ['a stellium chart', stelliumChart(), '2026-06-01T00:00:00Z'],
    ['a polar chart', polarChart(), '2025-03-01T09:30:00Z'],
    ['a chart without a birth time', unknownTimeChart(), '2026-06-01T00:00:00Z'],
    ['a chart born in a skipped hour', nonexistentTimeChart(), '2026-06-01T00:00:00Z'],
  ];
  for (const [name, chart, orderedAt] of cases) {
    it(`${name}: each transit paragraph names its own type only, and the square and the opposition read different texts`, () => {
      const forecast = computeForecast(chart, new Date(orderedAt));
      const report = composeReading({ product: 'forecast', addons: [], name: 'Anna', chart, forecast, orderedAt }, en);
      const paragraphs = transitParagraphs(report, forecast);
      for (const { hit, text } of paragraphs) {
        expect(namesOthers(text, hit.type), `${hit.transiting} ${hit.type} ${hit.natal}: ${text}`).toEqual([]);
        expect(text).not.toMatch(HEDGE);
      }
      const squares = paragraphs.filter((p) => p.hit.type === 'square');
      const pairs = squares.flatMap((sq) => paragraphs.filter((op) => op.hit.type === 'opposition' && op.hit.transiting === sq.hit.transiting).map((op) => [sq, op] as const));
      expect(pairs.length).toBeGreaterThan(0);
      for (const [sq, op] of pairs) {
        const squareSentences = new Set(sentencesOf(sq.text).map(sentenceKey));
        expect(sentencesOf(op.text).filter((s) => squareSentences.has(sentenceKey(s))), `${sq.hit.transiting}: ${sq.hit.natal} / ${op.hit.natal}`).toEqual([]);
      }
      expect(repeatedSentences(report)).toEqual([]);
    });
  }

  it('reads a square and an opposition from Saturn to the same Sun as two texts with no sentence in common', () => {
    const chart = natalChart();
    const forecast: Forecast = {
      from: '2025-03-01', to: '2026-03-01', ingresses: [], eclipses: [], returns: [],
      transits: [
        { transiting: 'saturn', natal: 'sun', type: 'square', exactDates: ['2025-04-10'], start: '2025-03-20', end: '2025-04-30' },
        { transiting: 'saturn', natal: 'sun', type: 'opposition', exactDates: ['2025-11-10'], start: '2025-10-20', end: '2025-11-30' },
      ],
    };
    const report = composeReading({ product: 'forecast', addons: [], name: 'Anna', chart, forecast, orderedAt: '2025-03-01T09:30:00Z' }, en);
    const [square, opposition] = transitParagraphs(report, forecast);
    expect(square.text).toContain('Saturn squares your Sun in Pisces');
    expect(opposition.text).toContain('Saturn stands opposite your Sun in Pisces');
    expect(namesOthers(square.text, 'square')).toEqual([]);
    expect(namesOthers(opposition.text, 'opposition')).toEqual([]);
    const squareSentences = new Set(sentencesOf(square.text).map(sentenceKey));
    expect(sentencesOf(opposition.text).filter((s) => squareSentences.has(sentenceKey(s)))).toEqual([]);
  });
});

describe('ingresses and eclipses in the forecast', () => {
  const chart = natalChart();
  const houseName = (longitude: number) => en.names.houses[houseOf(longitude, chart.houses!.cusps) as HouseNumber].forms.nom;

  it('reads a planet moving back into the sign it left as a return, and explains the change of sign when it goes forward', () => {
    // From June 2025 Saturn first slips back into Pisces, then enters Aries for good in February 2026.
    const forecast = computeForecast(chart, new Date('2025-06-01T00:00:00Z'));
    const saturn = forecast.ingresses.filter((i) => i.body === 'saturn');
    expect(saturn.map((i) => [i.sign, i.retrograde])).toEqual([['pisces', true], ['aries', false]]);
    const prose = proseOf(composeReading({ product: 'forecast', addons: [], name: 'Anna', chart, forecast, orderedAt: '2025-06-01T00:00:00Z' }, en)).join('\n');
    expect(prose).toContain('Saturn moves back into Pisces on 1 September 2025 while retrograde, returning to the sign it left');
    const explained = prose.split('\n').find((p) => p.includes(en.ingresses.saturn))!;
    expect(explained).toBeDefined();
    expect(explained).toMatch(/In your chart Aries (lies within|spans) the (ninth|tenth) house/);
    expect(en.ingresses.saturn).not.toMatch(/\bif\b/i);
  });

  it('names the house each eclipse falls in, and tells a second eclipse on the same axis from one on a new axis', () => {
    const forecast: Forecast = {
      from: '2027-01-01', to: '2028-01-01', transits: [], ingresses: [], returns: [],
      eclipses: [
        { kind: 'solar', subtype: 'annular', date: '2027-02-06', longitude: 317.6, sign: 'aquarius' },
        { kind: 'lunar', subtype: 'penumbral', date: '2027-02-20', longitude: 152.0, sign: 'virgo' },
        { kind: 'solar', subtype: 'total', date: '2027-08-02', longitude: 129.9, sign: 'leo' },
        { kind: 'lunar', subtype: 'penumbral', date: '2027-08-17', longitude: 324.1, sign: 'aquarius' },
      ],
    };
    const prose = proseOf(composeReading({ product: 'forecast', addons: [], name: 'Anna', chart, forecast, orderedAt: '2027-01-01T00:00:00Z' }, en)).join('\n');
    expect(prose).toContain(`The eclipse of 6 February 2027 falls in ${houseName(317.6)} of your chart`);
    expect(prose).toContain(`The eclipse of 17 August 2027 falls in ${houseName(324.1)} of your chart`);
    expect(prose).toContain('Another solar eclipse, in Leo on 2 August 2027, falls on the same axis as the one on 6 February 2027');
    expect(prose).toContain('Another lunar eclipse, in Aquarius on 17 August 2027, takes up the same theme along a new axis');
    expect(prose).not.toMatch(/solar eclipse, in Leo[^.]*new axis/);
  });

  it('names no house without a birth time', () => {
    const forecast = computeForecast(unknownTimeChart(), new Date('2027-01-01T00:00:00Z'));
    const report = composeReading({ product: 'forecast', addons: [], name: 'Anna', chart: unknownTimeChart(), forecast, orderedAt: '2027-01-01T00:00:00Z' }, en);
    // The year's sections: the big three before them reads the Moon in its solar house, which says so.
    const prose = proseOf({ ...report, sections: report.sections.filter((s) => s.id.startsWith('forecast-')) }).join('\n');
    expect(forecast.eclipses.length).toBeGreaterThan(0);
    expect(forecast.ingresses.length).toBeGreaterThan(0);
    expect(prose).not.toMatch(/\bhouse\b/);
  });
});
