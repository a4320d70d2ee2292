// The numerology product as the buyer receives it, made by the real engine (makeReading) with the
// English library: no astrology wording anywhere, the next personal year from October, the name in
// use read beside the birth name, renderings without a wheel, and how few sentences two people share.
import { describe, expect, it } from 'vitest';
import { computeNumerology } from '../../src/astro/numerology.js';
import { en } from '../../src/reading/library/en/index.js';
import { TELEGRAM_MESSAGE_LIMIT, telegramLength } from '../../src/reading/render/telegram.js';
import { composeReading } from '../../src/reading/report/compose.js';
import { sentenceKey, sentencesOf } from '../../src/reading/report/text.js';
import { writeNumerology } from '../../src/reading/report/numerology.js';
import { ReadingWriter } from '../../src/reading/report/writer.js';
import type { Report } from '../../src/reading/report/types.js';
import { makeReading } from '../../src/services/readings/make-reading.js';
import type { ReadingOrder } from '../../src/services/readings/renderer.js';
import { loadPdfFonts } from '../../src/threads/pdf-fonts.js';
import { allStrings, proseOf, repeatedSentences } from './helpers.js';

/** Words that belong to astrology, not numerology: none may appear in a numerology profile. */
const ASTROLOGY = /\b(charts?|zodiac|tropical|sidereal|wheels?|planets?|planetary|signs?|houses?|ascendant|rising|midheaven|horoscopes?|astrolog\w*|birth ?time|time unknown|transits?|aspects?|moon|sun|mercury|venus|mars|jupiter|saturn|ephemeris|cast)\b/i;

const order = (overrides: Partial<ReadingOrder> & { meta?: ReadingOrder['meta'] } = {}): ReadingOrder => ({
  product: 'numerology', addons: ['pdf'], name: 'Maria Elena Kowalski',
  meta: { day: '29', month: '8', year: '1984' },
  orderedAt: Date.parse('2026-11-20T10:00:00Z'),
  ...overrides,
});

function profileOf(name: string, date: string, orderedAt: string, currentName?: string): Report {
  const [year, month, day] = date.split('-').map(Number);
  const numerology = computeNumerology({ fullName: name, day, month, year }, new Date(orderedAt), currentName ? { currentName } : {});
  return composeReading({ product: 'numerology', addons: [], name, chart: null, numerology, orderedAt, birthDate: date }, en);
}

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentencesOfReport = (report: Report) => proseOf(report).flatMap(sentencesOf);

describe('the numerology profile (English library, real engine)', () => {
  it('renders web, Telegram and PDF without a wheel, a chart, a birth time or a place, and says nothing of astrology', { timeout: 60_000 }, async () => {
    const artifacts = await makeReading(order({ meta: { day: '29', month: '8', year: '1984', city: 'London' } }), null, loadPdfFonts());
    const { report } = artifacts;
    expect(report.chart).toBeNull();
    expect(report.birth).toMatchObject({ time: null, place: null });
    expect(artifacts.wheelSvg).toBeNull();
    expect(artifacts.wheelPng).toBeNull();
    for (const text of allStrings(report)) expect(text).not.toMatch(ASTROLOGY);
    expect(report.facts.map(([label]) => label)).toEqual(['Born', 'Core numbers', 'Prepared']);
    expect(report.facts[0][1]).toBe('29 August 1984');
    // Every rendering: the HTML page has no figure or picture, Telegram's messages fit its limit.
    expect(artifacts.html).not.toMatch(/<svg|<figure|<img/);
    expect(artifacts.html.replace(/<[^>]+>/g, ' ')).not.toMatch(ASTROLOGY);
    expect(artifacts.markdown).not.toMatch(ASTROLOGY);
    expect(artifacts.telegram.length).toBeGreaterThan(1);
    for (const message of artifacts.telegram) {
      expect(telegramLength(message)).toBeLessThanOrEqual(TELEGRAM_MESSAGE_LIMIT);
      expect(message.replace(/<[^>]+>/g, ' ')).not.toMatch(ASTROLOGY);
    }
    const pdf = artifacts.pdf!;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
    // A profile worth its price: between two and three thousand words that read as a whole.
    const words = wordsOf(artifacts.markdown);
    expect(words).toBeGreaterThan(2000);
    expect(words).toBeLessThan(3000);
    expect(repeatedSentences(report)).toEqual([]);
    for (const text of allStrings(report)) expect(text).not.toMatch(/[{}]|undefined|null|NaN/);
  });

  it('gives the sections of the profile in order', () => {
    const report = profileOf('John Smith', '1990-05-01', '2026-03-10T12:00:00Z');
    expect(report.sections.map((s) => s.id)).toEqual(['introduction', 'core-numbers', 'name', 'personal-years', 'personal-months', 'pinnacles', 'method', 'closing']);
    const headings = report.sections.flatMap((s) => s.blocks.flatMap((b) => (b.type === 'heading' ? [b.text] : [])));
    expect(headings).toEqual([
      'Life path 7', 'Expression 8', 'Soul urge 6', 'Personality 11', 'Maturity 6', 'Birthday 1',
      'First pinnacle, birth to age 29 (1990–2019): 6', 'Second pinnacle, ages 30 to 38 (2020–2028): 2',
      'Third pinnacle, ages 39 to 47 (2029–2037): 8', 'Fourth pinnacle, from age 48 (2038): 6',
    ]);
  });

  it('reads the next personal year first for an order in November, and after the current one earlier in the year', () => {
    const leads = (report: Report) => report.sections.find((s) => s.id === 'personal-years')!.blocks.flatMap((b) => (b.type === 'paragraph' && b.lead ? [b.lead] : []));
    const november = profileOf('John Smith', '1990-05-01', '2026-11-20T12:00:00Z');
    expect(leads(november)).toEqual([
      'The year ahead, 2027: personal year 8', 'The rest of 2026: personal year 7', '2028: personal year 9', '2029: personal year 1', '2030: personal year 11',
    ]);
    expect(proseOf(november).join('\n')).toContain('2027, a personal year 8, already makes itself felt from October');
    const march = profileOf('John Smith', '1990-05-01', '2026-03-10T12:00:00Z');
    expect(leads(march).slice(0, 2)).toEqual(['2026: personal year 7', 'The year ahead, 2027: personal year 8']);
    // The months ahead start with the month of the order and cross the turn of the year.
    const months = november.sections.find((s) => s.id === 'personal-months')!.blocks.find((b) => b.type === 'list');
    expect(months?.type === 'list' ? months.items.map((i) => i.lead) : []).toEqual([
      'November 2026: 9', 'December 2026: 1', 'January 2027: 9', 'February 2027: 1', 'March 2027: 11', 'April 2027: 3',
    ]);
  });

  it('reads a married or chosen name beside the birth name, and without one says how names change the reading', () => {
    const changed = profileOf('Jane Smith', '1990-05-01', '2026-03-10T12:00:00Z', 'Jane Brown');
    const name = proseOf({ ...changed, sections: changed.sections.filter((s) => s.id === 'name') }).join('\n');
    expect(name).toContain('You also go by Jane Brown.');
    // Birth name 9 (compassion), name in use 3: the same family, 3-6-9.
    expect(name).toContain('Jane Brown adds up to 3, where your birth name gives 9: a related number');
    expect(name).toContain('Its vowels give a soul urge of 3 against');
    expect(changed.facts).toContainEqual(['Name in use', 'Jane Brown']);

    const unchanged = profileOf('Jane Smith', '1990-05-01', '2026-03-10T12:00:00Z');
    const note = proseOf({ ...unchanged, sections: unchanged.sections.filter((s) => s.id === 'name') }).join('\n');
    expect(note).toContain('This profile is counted from Jane Smith');
    expect(note).toContain('A married or chosen name');
    expect(note).not.toContain('You also go by');
  });

  it('explains the birthday number from the digits of the day, reduced where their sum has two digits', () => {
    const birthday = (date: string) => {
      const report = profileOf('Ann Lee', date, '2026-03-10T12:00:00Z');
      const core = report.sections.find((s) => s.id === 'core-numbers')!;
      const at = core.blocks.findIndex((b) => b.type === 'heading' && b.text.startsWith('Birthday'));
      const block = core.blocks[at + 1];
      return block.type === 'paragraph' ? block.text : '';
    };
    expect(birthday('1980-03-28')).toMatch(/^You were born on the 28th: its digits, 2 and 8, add up to 10 and so to 1,/);
    expect(birthday('1980-03-14')).toMatch(/^You were born on the 14th: its digits, 1 and 4, add up to 5,/);
    expect(birthday('1980-03-29')).toMatch(/^You were born on the 29th: its digits, 2 and 9, add up to 11,/);
    expect(birthday('1980-03-22')).toMatch(/^You were born on the 22nd, the master day of the builder/);
    expect(birthday('1980-03-03')).toMatch(/^You were born on the 3rd of the month/);
  });

  it('counts a name in use written in another script from its transliteration', () => {
    const report = profileOf('Anna Petrova', '1985-07-12', '2026-03-10T12:00:00Z', 'Άννα Παπαδοπούλου');
    expect(proseOf(report).join('\n')).toContain('Άννα Παπαδοπούλου was counted from its Latin transliteration, Anna Papadopoulou.');
  });

  it('keeps every number\'s library text its own: no sentence is shared between two numbers', () => {
    const n = en.numerology;
    const texts: Array<[string, string]> = [];
    for (const table of ['lifePath', 'expression', 'soulUrge', 'personality', 'personalYear', 'pinnacle', 'maturity', 'birthday', 'birthdayNumber', 'personalMonth', 'challenge'] as const) {
      for (const [key, text] of Object.entries(n[table] as Record<string, string>)) texts.push([`${table}.${key}`, text]);
    }
    expect(texts).toHaveLength(12 * 5 + 12 + 12 + 11 + 31 + 12 + 9);
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const [key, text] of texts) {
      expect(text).not.toMatch(ASTROLOGY);
      for (const sentence of sentencesOf(text)) {
        const k = sentenceKey(sentence);
        if (seen.has(k)) shared.push(`${seen.get(k)} and ${key}: ${sentence}`);
        seen.set(k, key);
      }
    }
    expect(shared).toEqual([]);
    for (const text of Object.values(n.profile)) expect(text).not.toMatch(ASTROLOGY);
  });

  it('shares few sentences between two people: the frame everyone gets stays under 13% of a profile, half of all pairs share under 30%', () => {
    // 20 people with birth dates spread over 55 years, all ordering on the same day.
    const FIRST = ['Anna', 'Boris', 'Chloe', 'David', 'Elena', 'Farid', 'Grace', 'Hugo', 'Irina', 'Jonas', 'Kate', 'Liam', 'Maya', 'Noah', 'Olga', 'Pavel', 'Quinn', 'Rosa', 'Sven', 'Tara'];
    const LAST = ['Adams', 'Brown', 'Chen', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hansen', 'Ivanova', 'Jensen', 'Kowalski', 'Lopez', 'Moreau', 'Novak', 'Olsen', 'Petrov', 'Rossi', 'Silva', 'Tanaka', 'Weber'];
    const readings = FIRST.map((first, i) => {
      const date = `${1950 + ((i * 37) % 55)}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-${String(1 + ((i * 11) % 28)).padStart(2, '0')}`;
      return sentencesOfReport(profileOf(`${first} ${LAST[(i * 7) % 20]}`, date, '2026-11-20T10:00:00Z'));
    });
    const total = (sentences: string[]) => sentences.reduce((sum, s) => sum + wordsOf(s), 0);
    const keys = readings.map((r) => new Set(r.map(sentenceKey)));
    const everyone = [...keys[0]].filter((k) => keys.every((set) => set.has(k)));
    const frame = readings.map((r) => total(r.filter((s) => everyone.includes(sentenceKey(s)))) / total(r));
    const pairs: number[] = [];
    readings.forEach((r, i) => keys.forEach((other, j) => {
      if (i !== j) pairs.push(total(r.filter((s) => other.has(sentenceKey(s)))) / total(r));
    }));
    pairs.sort((a, b) => a - b);
    const median = pairs[Math.floor(pairs.length / 2)];
    // Measured: the frame everyone gets is at most 11.1% of a profile's words; the median pair shares
    // 21.8% (numbers the two have in common), one pair in ten more than 33.9%.
    expect(Math.max(...frame)).toBeLessThan(0.13);
    expect(median).toBeLessThan(0.3);
  });
});

describe('the numerology add-on', () => {
  it('adds the next personal year to a natal reading ordered from October', () => {
    const numerology = computeNumerology({ fullName: 'John Smith', day: 1, month: 5, year: 1990 }, new Date('2026-10-05T12:00:00Z'));
    const section = writeAddon(numerology);
    expect(section).toEqual(expect.arrayContaining(['Personal year 2026: 7', 'Personal year 2027: 8']));
    const march = computeNumerology({ fullName: 'John Smith', day: 1, month: 5, year: 1990 }, new Date('2026-03-05T12:00:00Z'));
    expect(writeAddon(march)).not.toContain('Personal year 2027: 8');
  });
});

function writeAddon(numerology: ReturnType<typeof computeNumerology>): string[] {
  const w = new ReadingWriter();
  writeNumerology(w, en, numerology, 'John Smith');
  return w.finished().flatMap((s) => s.blocks.flatMap((b) => (b.type === 'heading' ? [b.text] : [])));
}
