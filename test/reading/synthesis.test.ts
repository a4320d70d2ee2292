// The natal frame and synthesis written by the English library: what they say must be true to the
// chart (counts, house systems, zodiac, rulers), read as English in every combination, and be the
// chart's own words rather than sentences every reader gets.
import { describe, expect, it } from 'vitest';
import { computeBalance } from '../../src/astro/chart/balance.js';
import { PLANETS, SIGNS, type Aspect, type NatalChart } from '../../src/astro/types.js';
import { en } from '../../src/reading/library/en/index.js';
import { composeReading } from '../../src/reading/report/compose.js';
import { sentencesOf } from '../../src/reading/report/text.js';
import type { Report } from '../../src/reading/report/types.js';
import { sharingFigures, proseOf as sectionProse } from '../../bench/sentence-sharing.js';
import { buildChart, natalChart, polarChart, unknownTimeChart } from './fixtures/charts.js';
import { headingsOf, proseOf, repeatedSentences, withoutSolarHouseParagraphs } from './helpers.js';

const ORDERED_AT = '2025-03-01T09:30:00Z';
const FRAME_SECTIONS = ['introduction', 'story', 'angles', 'nodes', 'points', 'balance', 'summary', 'closing'];
const natal = (chart: NatalChart, name = 'Anna Petrova'): Report => composeReading({ product: 'natal', addons: [], name, chart, orderedAt: ORDERED_AT }, en);
const sectionText = (report: Report, id: string) => sectionProse(report, new Set([id])).join(' ');

/** A small deterministic generator, so the charts below are the same on every run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

/** Charts of every kind: times known and unknown, tropical and sidereal, quadrant and Whole Sign houses. */
function variedCharts(count: number): NatalChart[] {
  const random = generator(14);
  return Array.from({ length: count }, (_, i) => {
    const lon = () => Math.floor(random() * 36000) / 100;
    const timed = i % 6 !== 5;
    const asc = lon();
    const date = `${1950 + Math.floor(random() * 58)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    const chart = buildChart({
      utc: `${date}T10:00:00Z`, localDate: date, localTime: timed ? '13:00' : null, timezone: 'Europe/Moscow', utcOffset: '+03:00',
      place: natalChart().place,
      longitudes: {
        sun: lon(), moon: lon(), mercury: lon(), venus: lon(), mars: lon(), jupiter: lon(), saturn: lon(), uranus: lon(), neptune: lon(),
        pluto: lon(), meanNode: lon(), trueNode: lon(), chiron: lon(), lilith: lon(),
      },
      speeds: { mars: random() < 0.2 ? -0.3 : 0.6, saturn: random() < 0.4 ? -0.05 : 0.05 },
      angles: timed ? { ascendant: asc, midheaven: (asc + 260 + random() * 40) % 360 } : null,
    });
    // The weights astro uses, so the balance reads as it does in service.
    chart.balance = computeBalance({
      ...Object.fromEntries(PLANETS.map((p) => [p, chart.bodies[p].longitude])), ...(chart.angles ? { ascendant: chart.angles.ascendant } : {}),
    });
    if (i % 4 === 1) {
      chart.options = { houses: chart.options.houses, zodiac: 'sidereal', ayanamsa: 'lahiri' };
      chart.ayanamsaDegrees = 23.65;
    }
    return chart;
  });
}

/** What a skilled writer never leaves in a sentence. */
function writingFaults(sentence: string): string[] {
  const faults: string[] = [];
  if (/[{}]|undefined|NaN|null/.test(sentence)) faults.push('unfilled slot');
  if (!/^[“"(]?[A-Z0-9]/.test(sentence)) faults.push('no capital at the start');
  if (!/[.!?]["”)]?$/.test(sentence)) faults.push('no full stop at the end');
  const doubled = /\b(\w+)\s+\1\b/i.exec(sentence);
  if (doubled && !/^\d/.test(doubled[1])) faults.push(`doubled word "${doubled[0]}"`);
  if (/\ba\s+[aeiouAEIOU]/.test(sentence.replace(/\ba\s+(one|uni|use|Uranus)/g, ''))) faults.push('"a" before a vowel');
  if (/\ban\s+[^aeiouAEIOU\s]/.test(sentence.replace(/\ban\s+hour/g, ''))) faults.push('"an" before a consonant');
  if (/\s[,.;:]|,,|\.\.|;\s*;/.test(sentence)) faults.push('stray punctuation');
  if (/\b(is|are) (Sun|Moon)\b/.test(sentence)) faults.push('a light without its article');
  if (/\b(\w+) or (\w+) (was|is) rising\b/.test(sentence) || /either way/i.test(sentence)) faults.push('hedge');
  return faults;
}

describe('the natal frame reads as English in every combination', () => {
  const charts = variedCharts(120);
  const reports = charts.map((chart, i) => natal(chart, `Reader ${i}`));

  it('has no unfilled slot, doubled word, wrong article, missing capital or full stop, or hedge', () => {
    const faults: string[] = [];
    for (const report of reports) {
      for (const id of FRAME_SECTIONS) {
        for (const sentence of sentencesOf(sectionText(report, id))) {
          for (const fault of writingFaults(sentence)) faults.push(`${id}: ${fault}: ${sentence}`);
        }
      }
    }
    expect(faults.slice(0, 10)).toEqual([]);
  });

  it('never repeats a sentence within a reading', () => {
    for (const report of reports) expect(repeatedSentences(report)).toEqual([]);
  });

  it('reads every planet in every sign and house as a dominant planet without a fault', () => {
    const faults: string[] = [];
    for (const planet of PLANETS) {
      for (const sign of SIGNS) {
        for (const house of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const) {
          const s = en.synthesis;
          const text = [
            en.frame.dominantFirst.replace('{planet}', s.planetSubject[planet].forms.nom[0].toUpperCase() + s.planetSubject[planet].forms.nom.slice(1))
              .replace('{placement}', `${en.names.planets[planet].forms.nom} in ${en.names.signs[sign].forms.nom} in ${en.names.houses[house].forms.nom}`).replace('{reasons}', 'makes three aspects')
              .replace('{meaning}', en.frame.dominantMeaningHouse.replace('{function}', s.planetFunction[planet])
                .replace('{manner}', s.signManner[sign]).replace('{area}', s.houseArea[house])),
          ].join(' ');
          for (const sentence of sentencesOf(text)) for (const fault of writingFaults(sentence)) faults.push(`${fault}: ${sentence}`);
        }
      }
    }
    expect(faults.slice(0, 5)).toEqual([]);
  });

  it('writes the frame from the chart: at most 5% of a reading\u2019s words in sentences five others share', () => {
    const sample = reports.slice(0, 20);
    // The story is authored paragraphs, one per combination, which two people with that combination
    // share by design (issue 27 retired this target for them); its frame sentences are read above.
    // The angles open with the Midheaven's authored paragraph, shared the same way. Issue 27 retired the
    // ceiling on words shared with one other reading: what may not repeat is text five people share.
    for (const id of FRAME_SECTIONS.filter((x) => !['story', 'angles', 'nodes', 'points'].includes(x))) {
      const figures = sharingFigures(sample.map((r) => sectionProse(r, new Set([id]))), 5);
      expect(Math.max(...figures.sharedWidely), id).toBeLessThanOrEqual(0.05);
    }
  });
});

describe('the summary counts right', () => {
  const aspect = (a: Aspect['a'], b: Aspect['b'], type: Aspect['type'], orb: number): Aspect => ({
    a, b, type, orb, exactAngle: { conjunction: 0, sextile: 60, square: 90, trine: 120, quincunx: 150, opposition: 180 }[type], maxOrb: 8, applying: true,
  });

  it('calls only aspects between the chart\u2019s own planets its loudest voices, with no verdict the figure could contradict', () => {
    // Reviewers: Lilith, Chiron and the node led the summary on orb alone, a generation's Neptune–Pluto
    // sextile was a loud voice of one person's chart, and a T-square chart was told its strongest links
    // "work with you rather than against you".
    const chart = natalChart();
    chart.aspects = [
      aspect('lilith', 'uranus', 'trine', 0.05), aspect('neptune', 'pluto', 'sextile', 0.1), aspect('venus', 'chiron', 'sextile', 0.12),
      aspect('sun', 'mercury', 'conjunction', 0.2), aspect('moon', 'saturn', 'square', 0.3), aspect('jupiter', 'pluto', 'trine', 0.4), aspect('mars', 'venus', 'trine', 4),
    ];
    const summary = sectionText(natal(chart), 'summary');
    expect(summary).toContain('Sun conjunct Mercury (0°12′), Moon square Saturn (0°18′) and Jupiter trine Pluto (0°24′)');
    expect(summary).not.toMatch(/Lilith|Chiron|Neptune sextile Pluto|rather than against you|keep each other in check/);
  });

  it('names the house the chart ruler leads into', () => {
    expect(sectionText(natal(natalChart()), 'summary')).toContain('carries the tone of your Cancer Ascendant into the fifth house');
  });
});

describe('house systems and zodiacs are named where they change the reading', () => {
  it('names Porphyry for a polar chart and never another system as the one used', () => {
    const report = natal(polarChart());
    const sentences = proseOf(report).flatMap(sentencesOf);
    expect(sentences.some((s) => s.includes('Porphyry'))).toBe(true);
    const otherSystem = /\b(Placidus|Koch|Regiomontanus|Campanus|Equal|Whole Sign) (houses|system)\b|follow the \w+ system/;
    expect(sentences.filter((s) => otherSystem.test(s) && !/cannot/.test(s))).toEqual([]);
  });

  it('names the house system and cusps of a timed chart', () => {
    expect(sectionText(natal(natalChart()), 'introduction')).toMatch(/Your houses are Placidus houses, .+, so the first house opens at 28°24′ Cancer and the tenth at 12°42′ Aries\./);
  });

  it('reads a sidereal chart as sidereal', () => {
    const chart = natalChart();
    chart.options = { houses: 'placidus', zodiac: 'sidereal', ayanamsa: 'lahiri' };
    chart.ayanamsaDegrees = 23.72;
    const report = natal(chart);
    expect(sectionText(report, 'introduction')).toContain('This is a sidereal chart, measured against the fixed stars with the Lahiri ayanamsa');
    expect(sectionText(report, 'summary')).toContain('your sidereal Sun in Pisces, your sidereal Moon in Scorpio');
    const tropical = proseOf(report).flatMap(sentencesOf).filter((s) => /tropical/i.test(s));
    expect(tropical.every((s) => s.startsWith('This is a sidereal chart'))).toBe(true);
    expect(report.footer).toContain('sidereal chart');
  });
});

describe('chart ruler, nodes and points', () => {
  it('names every chart ruler with proper grammar and its house', () => {
    for (let i = 0; i < 12; i++) {
      const chart = buildChart({
        utc: '1990-03-12T11:30:00Z', localDate: '1990-03-12', localTime: '14:30', timezone: 'Europe/Moscow', utcOffset: '+03:00', place: natalChart().place,
        longitudes: { ...Object.fromEntries(Object.entries(natalChart().bodies).filter(([, b]) => b).map(([id, b]) => [id, b!.longitude])) } as never,
        angles: { ascendant: i * 30 + 12, midheaven: (i * 30 + 12 + 270) % 360 },
      });
      const ruler = chart.chartRuler!;
      const text = sectionText(natal(chart), 'angles');
      const subject = en.synthesis.planetSubject[ruler].forms.nom;
      const house = en.names.houses[chart.bodies[ruler].house as 1].forms.nom;
      expect(text).toMatch(new RegExp(`your chart is ruled by ${subject}|its ruler, ${subject}, in the first house`));
      expect(text).toContain(house === 'the first house' ? 'in the first house' : `in ${house}`);
      expect(text).not.toMatch(/rules your chart is|is (Sun|Moon)\b/);
    }
  });

  it('reads Chiron, Lilith and the Part of Fortune by sign and house', () => {
    const report = natal(natalChart());
    expect(headingsOf(report, 'points')).toEqual(['Chiron in Cancer, the twelfth house', 'Black Moon Lilith in Scorpio, the fourth house', 'Part of Fortune in Pisces, the ninth house']);
    const text = sectionText(report, 'points');
    // Chiron and Lilith in their authored paragraphs by sign and by house (issue 27).
    expect(text).toContain(en.pointInSign.chiron.cancer);
    expect(text).toContain(en.planetInHouse.chiron[12]);
    expect(text).toContain(en.pointInSign.lilith.scorpio);
    expect(text).toContain(en.planetInHouse.lilith[4]);
    expect(text).toContain(`Your Part of Fortune at 28°10′ Pisces in the ninth house shows ${en.synthesis.pointMeaning.partOfFortune}`);
  });

  it('says nothing of a rising sign or the houses as facts without a birth time', () => {
    // The North Node, Chiron and Lilith are read in their solar houses, in paragraphs led by the solar house.
    const report = withoutSolarHouseParagraphs(natal(unknownTimeChart()));
    for (const id of ['story', 'nodes', 'points', 'balance', 'summary', 'closing']) {
      expect(sectionText(report, id), id).not.toMatch(/rising|Ascendant|house\b/);
    }
  });
});
