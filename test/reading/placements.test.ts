// The big three, planets and houses: every planet in every sign and house composes into grammatical
// English, each placement is read from the chart rather than from one textbook paragraph per planet, and
// readings for different people share almost none of these sections' sentences.
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import { PLANETS, SIGNS, type PlanetId, type NatalChart, type Place } from '../../src/astro/types.js';
import { en } from '../../src/reading/library/en/index.js';
import { composeReading } from '../../src/reading/report/compose.js';
import type { Report } from '../../src/reading/report/types.js';
import { sentencesOf } from '../../src/reading/report/text.js';
import { composedProseOf, proseOf as proseOfSections, sharingFigures } from '../../bench/sentence-sharing.js';
import { everyPlacement, natalChart } from './fixtures/charts.js';
import { headingsOf, withoutSolarHouseParagraphs } from './helpers.js';

const SECTIONS = ['big-three', 'planets', 'houses'] as const;
const ORDERED_AT = '2025-03-01T09:30:00Z';

function natal(chart: NatalChart): Report {
  return composeReading({ product: 'natal', addons: [], name: 'Anna', chart, orderedAt: ORDERED_AT }, en);
}

function sectionSentences(report: Report): string[] {
  return proseOfSections(report, new Set(SECTIONS)).flatMap(sentencesOf);
}


const PROPER = new Set([
  ...[...Object.values(en.names.signs), ...Object.values(en.names.planets)].map((name) => name.forms.nom), 'Ascendant', 'Midheaven', 'Born', 'In', 'The',
]);

/** What reads wrong in a sentence, if anything. */
function defectsOf(sentence: string): string[] {
  const out: string[] = [];
  if (/[{}]|undefined|NaN|null/.test(sentence)) out.push('unfilled slot');
  if (!/^[A-Z]/.test(sentence)) out.push('no capital at the start');
  if (!/[.!?]$/.test(sentence)) out.push('no full stop');
  const doubled = /\b(\w+) \1\b/i.exec(sentence);
  if (doubled) out.push(`doubled "${doubled[1]}"`);
  // "a useful", "a unique": a u that sounds as "you" takes "a".
  if (/\ba [aeiouAEIOU]/.test(sentence.replace(/\ba (us|uni|one)/gi, ''))) out.push('"a" before a vowel');
  if (/\ban [b-df-gj-np-tv-zB-DF-GJ-NP-TV-Z]/.test(sentence)) out.push('"an" before a consonant');
  if (/ [,.;:]|,,|\.\.|;;|, ,/.test(sentence)) out.push('stray punctuation');
  for (const m of sentence.matchAll(/: (\p{Lu}\w*)/gu)) if (!PROPER.has(m[1])) out.push(`capital after a colon: ${m[1]}`);
  const signs = Object.values(en.names.signs).map((name) => name.forms.nom).join('|');
  if (new RegExp(`\\b(${signs}) or (${signs})\\b`).test(sentence)) out.push('a sign hedged with "or"');
  if (/\bthat house\b|\bthis house\b/.test(sentence) && !/\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) house\b/.test(sentence)) {
    out.push('a house not named');
  }
  if (/\byour your\b|\bthe the\b/i.test(sentence)) out.push('doubled article');
  return out;
}

describe('placement phrases', () => {
  it('reads every sign phrase as a verb after "Your Mars in Aries" and every house topic as a noun phrase', () => {
    for (const planet of PLANETS) {
      for (const sign of SIGNS) {
        const phrase = en.placements.inSign[planet][sign];
        expect(phrase, `${planet} in ${sign}`).toMatch(/^[a-z]+s\b/);
        expect(phrase, `${planet} in ${sign}`).not.toMatch(/[.;:!?]$/);
      }
    }
    for (const text of [...Object.values(en.placements.houseTopic), ...Object.values(en.placements.drive)]) {
      expect(text).toMatch(/^[a-z][a-z ,-]+[a-z]$/);
    }
  });

  it('never uses the same phrase for two signs, houses or planets', () => {
    const tables = [
      ...PLANETS.map((p) => Object.values(en.placements.inSign[p])), Object.values(en.placements.houseTopic),
      Object.values(en.synthesis.signManner), Object.values(en.placements.risingImpression), Object.values(en.placements.sunCore),
      Object.values(en.placements.moonNeed), Object.values(en.placements.drive),
    ];
    for (const table of tables) expect(new Set(table).size).toBe(table.length);
  });
});

describe('every planet in every sign and house', () => {
  const charts = everyPlacement();
  const reports = charts.map(natal);

  it('covers each planet in each sign in each house', () => {
    const seen = new Set<string>();
    for (const chart of charts) for (const p of PLANETS) seen.add(`${p} ${chart.bodies[p].sign} ${chart.bodies[p].house}`);
    expect(seen.size).toBe(PLANETS.length * 12 * 12);
  });

  it('composes grammatical sentences: no slot, doubled word, wrong article, capital after a colon or hedge', () => {
    const bad = new Map<string, string[]>();
    for (const report of reports) {
      for (const sentence of sectionSentences(report)) {
        const defects = defectsOf(sentence);
        if (defects.length > 0) bad.set(sentence, defects);
      }
    }
    expect([...bad].slice(0, 10)).toEqual([]);
  });

  it('follows every planet heading with a paragraph', () => {
    for (const report of reports) {
      const blocks = report.sections.find((s) => s.id === 'planets')!.blocks;
      blocks.forEach((b, i) => { if (b.type === 'heading') expect(blocks[i + 1]?.type, b.text).toBe('paragraph'); });
    }
  });

  // Issue 27, finding 5: "Your need to feel at home meets the rest of the chart through the Sun, and those
  // contacts are read above" stood as a whole Moon section. A luminary with nothing left to say gets none.
  it('reads the Sun and the Moon with the big three, not again among the planets, and points nowhere empty', () => {
    const chart = { ...natalChart(), aspects: [{ a: 'sun', b: 'moon', type: 'trine', exactAngle: 120, orb: 1, maxOrb: 8, applying: true }] } as NatalChart;
    const report = natal(chart);
    expect(headingsOf(report, 'planets').some((h) => /^(Sun|Moon)\b/.test(h))).toBe(false);
    expect(headingsOf(report, 'planets')).toHaveLength(8);
    expect(sectionSentences(report).join(' ')).not.toMatch(/read above|meets the rest of the chart through/);
  });

  it('reads each planet with its sign and house, its sign’s ruler and where the ruler stands', () => {
    for (const [i, chart] of charts.entries()) {
      const planets = sectionSentences(reports[i]).join(' ');
      for (const planet of ['mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const) {
        const body = chart.bodies[planet];
        // The planet in its sign in its own authored paragraph (issue 27: planet-true texts), then its house.
        expect(planets).toContain(sentencesOf(en.planetInSign[planet][body.sign])[0]);
        expect(planets).toContain(en.names.houses[body.house as 1].forms.nom);
      }
    }
  });

  it('gives every house a row with its cusp, its ruler and the ruler\u2019s house, an empty house included', () => {
    for (const [i, chart] of charts.entries()) {
      const section = reports[i].sections.find((s) => s.id === 'houses')!;
      const table = section.blocks.find((b) => b.type === 'table');
      expect(table?.type).toBe('table');
      if (table?.type !== 'table') continue;
      expect(table.rows).toHaveLength(12);
      table.rows.forEach((row, h) => {
        const empty = PLANETS.every((p) => chart.bodies[p].house !== h + 1);
        if (empty) expect(row[3]).toBe('—');
        expect(row[2]).toMatch(/^[A-Z][a-z]+ \(\d{1,2}\)$/);
      });
    }
  });

  it('drops the textbook paragraph each planet used to open with', () => {
    const all = reports.map((r) => sectionSentences(r).join(' ')).join(' ');
    expect(all).not.toContain('sits at the center of the chart');
    expect(all).not.toContain('Discovered in 1781');
  });
});

describe('readings for twenty different people', () => {
  // Births 1950-2008 at any minute in eight cities, one in six without a time, from a fixed seed.
  const places: Place[] = [
    ['Berlin', 'DE', 52.52, 13.41, 'Europe/Berlin'], ['Moscow', 'RU', 55.75, 37.62, 'Europe/Moscow'], ['New York', 'US', 40.71, -74.01, 'America/New_York'],
    ['Tokyo', 'JP', 35.69, 139.69, 'Asia/Tokyo'], ['Sydney', 'AU', -33.87, 151.21, 'Australia/Sydney'], ['Lagos', 'NG', 6.45, 3.39, 'Africa/Lagos'],
    ['São Paulo', 'BR', -23.55, -46.63, 'America/Sao_Paulo'], ['Mumbai', 'IN', 19.07, 72.88, 'Asia/Kolkata'],
  ].map(([name, country, latitude, longitude, timezone]) => ({
    name: name as string, region: null, country: country as string, countryName: country as string,
    latitude: latitude as number, longitude: longitude as number, timezone: timezone as string, population: 1000000,
  }));
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const charts20: NatalChart[] = [];
  const reports = Array.from({ length: 20 }, () => {
    const year = 1950 + Math.floor(random() * 59);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    const minutes = Math.floor(random() * 1440);
    const time = random() < 1 / 6 ? null : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const place = places[Math.floor(random() * places.length)];
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const chart = computeChart({ moment: toBirthMoment({ date, time, timezone: place.timezone }), place });
    charts20.push(chart);
    return natal(chart);
  });

  it('call a planet\u2019s contacts its closest only when the tightest of them is among those named', () => {
    // Reviewers: "Uranus's closest ties are the square to your Moon and the conjunction with your Sun"
    // (5°59′, 6°17′) beside a conjunction with Mercury at 1°58′ already named under Mercury.
    const superlative = /closest ties|closest tie|most closely|tightest links|strongest ties/;
    let checked = 0;
    for (const [i, report] of reports.entries()) {
      const chart = charts20[i];
      const blocks = report.sections.find((s) => s.id === 'planets')!.blocks;
      blocks.forEach((block, k) => {
        if (block.type !== 'heading') return;
        const planet = PLANETS.find((p) => block.text.startsWith(en.names.planets[p].forms.nom.replace(/^the /, '')));
        if (!planet) return;
        const end = blocks.findIndex((b, j) => j > k && b.type === 'heading');
        const text = blocks.slice(k + 1, end < 0 ? undefined : end).map((b) => ('text' in b ? b.text : '')).join(' ');
        const sentence = text.split(/(?<=\.)\s/).find((x) => superlative.test(x));
        if (!sentence) return;
        const tightest = chart.aspects
          .filter((a) => (a.a === planet || a.b === planet) && a.day?.certainty !== 'part_of_day')
          .filter((a) => { const o = a.a === planet ? a.b : a.a; return (PLANETS as readonly string[]).includes(o) || o === 'ascendant' || o === 'midheaven'; })
          .sort((x, y) => x.orb - y.orb)[0]!;
        const other = tightest.a === planet ? tightest.b : tightest.a;
        const name = other === 'ascendant' || other === 'midheaven' ? en.names.angles[other].forms.nom : en.names.planets[other as PlanetId].forms.nom.replace(/^the /, '');
        checked++;
        expect(sentence, `${planet}`).toContain(name);
      });
    }
    expect(checked).toBeGreaterThan(20);
  });

  // Issue 27 retired the 15% ceiling on words shared with one other reading: an authored planet-in-sign
  // paragraph is rightly the same for two people with that placement. Text that ignores the chart stays capped.
  // Issue 27's measure: at most 5% of a reading (apart from the data table) in sentences five or more of
  // twenty readings share, the text that ignores the chart.
  it('share at most 5% of a reading’s words with five or more other readings', () => {
    // Authored paragraphs aside: two people with Mercury conjunct the Sun rightly read the same one.
    const figures = sharingFigures(reports.map((r) => composedProseOf(r, en)), 5);
    expect(Math.max(...figures.sharedWidely)).toBeLessThanOrEqual(0.05);
  });

  it('read the generational planets briefly by sign and fully by house, with their closest contacts named', () => {
    for (const report of reports) {
      const blocks = report.sections.find((s) => s.id === 'planets')!.blocks;
      for (const planet of ['uranus', 'neptune', 'pluto'] as const) {
        const at = blocks.findIndex((b) => b.type === 'heading' && b.text.startsWith(en.names.planets[planet].forms.nom));
        const next = blocks.findIndex((b, i) => i > at && b.type === 'heading');
        const texts = blocks.slice(at + 1, next < 0 ? undefined : next).map((b) => (b.type === 'paragraph' ? b.text : ''));
        expect(texts.some((t) => (Object.values(en.generationInSign[planet]) as string[]).includes(t)), planet).toBe(true);
        expect(texts.some((t) => (Object.values(en.planetInHouse[planet]) as string[]).includes(t)) || !report.sections.some((s) => s.id === 'houses'), planet).toBe(true);
      }
    }
  });
});

describe('a birth without a known time', () => {
  const berlin: Place = {
    name: 'Berlin', region: null, country: 'DE', countryName: 'Germany', latitude: 52.52, longitude: 13.41, timezone: 'Europe/Berlin', population: 3426354,
  };
  // 21 March 1990: the Moon kept Capricorn all day; 22 March: it entered Aquarius at 03:31.
  const kept = natal(computeChart({ moment: toBirthMoment({ date: '1990-03-21', time: null, timezone: berlin.timezone }), place: berlin }));
  const changed = natal(computeChart({ moment: toBirthMoment({ date: '1990-03-22', time: null, timezone: berlin.timezone }), place: berlin }));

  it('promises no house, rising sign or chart ruler', () => {
    for (const report of [kept, changed]) {
      expect(report.sections.map((s) => s.id)).not.toContain('houses');
      expect(headingsOf(report, 'big-three').some((h) => h.includes('rising'))).toBe(false);
      // Houses are named only in the paragraphs read for a solar house, each led by that solar house.
      const text = sectionSentences(withoutSolarHouseParagraphs(report)).join(' ');
      expect(text).not.toMatch(/\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) house\b/);
      expect(text).not.toContain('chart ruler');
      expect(text).toContain('Of the big three, this reading has two');
    }
  });

  it('gives the Moon its range, and calls no Moon aspect the closest when its orb depends on the hour', () => {
    const text = sectionSentences(kept).join(' ');
    expect(text).toContain('The Moon stayed in Capricorn all through your birth day, moving from 15°24′ Capricorn to 28°06′ Capricorn');
    const moon = kept.sections.find((s) => s.id === 'planets')!.blocks;
    const moonParagraph = moon[moon.findIndex((b) => b.type === 'heading' && b.text.startsWith('Moon')) + 1];
    expect(moonParagraph.type === 'paragraph' ? moonParagraph.text : '').not.toMatch(/closest|from exact/);
    expect(sectionSentences(changed).join(' ')).toContain('Born before 03:31, your Moon is in Capricorn; born after it, in Aquarius.');
  });
});
