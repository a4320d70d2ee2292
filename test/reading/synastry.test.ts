// The compatibility reading: its library (one text per aspect type, each naming only its own aspect),
// the composed reading (two couples share no sentence beyond the frame, the same data gives the same
// reading, counts that add up, honest unknown times), and its renderings with the bi-wheel.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { computeSynastry, SYNASTRY_ASPECTS, type InterAspect, type SynastryAspectType } from '../../src/astro/chart/synastry.js';
import { placeAt } from '../../src/astro/places/coordinates.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { NatalChart } from '../../src/astro/types.js';
import { en } from '../../src/reading/library/en/index.js';
import { renderBiWheelSvg } from '../../src/reading/render/bi-wheel-svg.js';
import { toHtml } from '../../src/reading/render/html.js';
import { renderPdf } from '../../src/reading/render/pdf.js';
import { telegramLength, toTelegramMessages } from '../../src/reading/render/telegram.js';
import { renderWheelPng } from '../../src/reading/render/wheel-png.js';
import { aspectText, callNames, composeCompatibility } from '../../src/reading/report/synastry.js';
import { sentenceKey, sentencesOf } from '../../src/reading/report/text.js';
import type { Report } from '../../src/reading/report/types.js';
import { allStrings, proseOf, repeatedSentences } from './helpers.js';

const chart = (date: string, time: string | null, lat: number, lon: number, zone: string): NatalChart =>
  computeChart({ moment: toBirthMoment({ date, time, timezone: zone }), place: { ...placeAt(lat, lon, zone), name: zone.split('/')[1]!, country: 'XX', countryName: 'Somewhere' } });

const anna = chart('1990-03-14', '14:30', 51.5074, -0.1278, 'Europe/London');
const boris = chart('1988-07-02', '06:15', 55.7522, 37.6156, 'Europe/Moscow');
const claire = chart('1985-11-09', null, 55.7522, 37.6156, 'Europe/Moscow');
const david = chart('1983-01-23', '22:40', 51.5074, -0.1278, 'Europe/London');

const ORDERED_AT = '2026-11-20T10:00:00.000Z';
const reading = (name: string, partnerName: string, a: NatalChart, b: NatalChart, pdf = false): Report =>
  composeCompatibility({ name, partnerName, synastry: computeSynastry(a, b), orderedAt: ORDERED_AT, pdf }, en);

/** Words that name each aspect type: a text for one type must use none of the others'. */
const TYPE_WORDS: Record<SynastryAspectType, RegExp> = {
  conjunction: /\bconjunct|\bconjoin/i,
  sextile: /\bsextile|sixty-degree/i,
  square: /\bsquare/i,
  trine: /\btrine/i,
  opposition: /\boppos/i,
};

describe('the synastry library', () => {
  it('has a text for each aspect type of every pair of the core points, Ascendant included', () => {
    const core = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'ascendant'];
    for (let i = 0; i < core.length; i++) {
      for (const second of core.slice(i)) {
        const texts = en.synastry.aspects[`${core[i]}-${second}`];
        expect(texts, `${core[i]}-${second}`).toBeDefined();
        for (const type of SYNASTRY_ASPECTS) expect(texts![type].length, `${core[i]}-${second} ${type}`).toBeGreaterThan(60);
      }
    }
  });

  it('names only its own aspect type in every text, and never the same text for two types', () => {
    const tables = [...Object.entries(en.synastry.aspects), ...Object.entries(en.synastry.outer)];
    for (const [key, texts] of tables) {
      expect(new Set(Object.values(texts)).size, key).toBe(SYNASTRY_ASPECTS.length);
      for (const type of SYNASTRY_ASPECTS) {
        for (const other of SYNASTRY_ASPECTS) {
          if (other !== type) expect(texts[type], `${key} ${type} names ${other}`).not.toMatch(TYPE_WORDS[other]);
        }
      }
    }
  });

  it('chooses for each aspect of a real couple a text that names no other aspect type', () => {
    const synastry = computeSynastry(anna, boris);
    expect(synastry.aspects.length).toBeGreaterThan(10);
    for (const x of synastry.aspects) {
      const text = aspectText(en, x, { a: 'Anna', b: 'Boris' });
      for (const other of SYNASTRY_ASPECTS) if (other !== x.type) expect(text, `${x.a}-${x.b} ${x.type}`).not.toMatch(TYPE_WORDS[other]);
      expect(text).toContain('Anna');
      expect(text).toContain('Boris');
    }
  });

  it('names both people in every sentence of its aspect, overlay and balance texts, and hedges on no known fact', () => {
    const texts = [
      ...Object.values(en.synastry.aspects).flatMap((t) => Object.values(t)),
      ...Object.values(en.synastry.outer).flatMap((t) => Object.values(t)),
      ...Object.values(en.synastry.overlays), ...Object.values(en.synastry.balance.dominantPair),
      ...Object.values(en.synastry.balance.lacking), ...Object.values(en.synastry.balance.modality),
    ];
    for (const text of texts) {
      for (const sentence of sentencesOf(text)) expect(sentence, sentence).toMatch(/\{(x|y|a|b|guest|host|fire|earth|air|water)\}/);
      expect(text).not.toMatch(/\bhis or her\b|\beither way\b/i);
    }
  });
});

describe('a compatibility reading', () => {
  const first = reading('Anna Petrova', 'Boris Ivanov', anna, boris);
  const second = reading('Claire Martin', 'David Chen', claire, david);

  it('is the same reading for the same data', () => {
    expect(reading('Anna Petrova', 'Boris Ivanov', anna, boris)).toEqual(first);
  });

  it('fills every slot and repeats no sentence', () => {
    for (const report of [first, second]) {
      for (const text of allStrings(report)) expect(text).not.toMatch(/[{}]/);
      expect(repeatedSentences(report)).toEqual([]);
    }
  });

  it('shares no sentence with another couple’s reading beyond the fixed frame', () => {
    // The frame's sentences without a name in them (section introductions, the weights note) may repeat.
    const frame = new Set(Object.values(en.synastry.frame).filter((t) => !t.includes('{')).flatMap((t) => sentencesOf(t).map(sentenceKey)));
    const sentences = (r: Report) => new Set(proseOf(r).flatMap((t) => sentencesOf(t)).map(sentenceKey).filter((k) => !frame.has(k)));
    const a = sentences(first);
    const shared = [...sentences(second)].filter((k) => a.has(k));
    expect(shared, shared.join('\n')).toEqual([]);
    expect(a.size).toBeGreaterThan(60);
    // The same charts under other names: still no sentence in common.
    const renamed = sentences(reading('Maria Lopez', 'Tom Berg', anna, boris));
    expect([...renamed].filter((k) => a.has(k))).toEqual([]);
  });

  it('counts the contacts it lists and leans the way the counts do', () => {
    const synthesis = first.sections.find((s) => s.id === 'synthesis')!;
    const text = synthesis.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text] : [])).join(' ');
    const total = Number(/there are (\d+) contacts/.exec(text)![1]);
    const parts = [...text.matchAll(/(\d+) (conjunctions?|trines?|sextiles?|squares?|oppositions?)\b/g)];
    expect(parts.reduce((sum, m) => sum + Number(m[1]), 0)).toBe(total);
    const aspects = first.sections.find((s) => s.id === 'aspects')!.blocks.filter((b) => b.type === 'paragraph' && b.lead);
    expect(aspects).toHaveLength(total); // every contact counted is read
    const count = (re: RegExp) => parts.filter((m) => re.test(m[2]!)).reduce((sum, m) => sum + Number(m[1]), 0);
    const flowing = count(/trine|sextile/);
    const tense = count(/square|opposition/);
    expect(text).toContain(flowing > tense ? 'Ease outweighs friction' : tense > flowing ? 'Friction outweighs ease' : 'evenly matched');
  });

  it('says who gives what to whom and where the friction sits, by name', () => {
    const synthesis = first.sections.find((s) => s.id === 'synthesis')!;
    const text = synthesis.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text] : [])).join(' ');
    expect(text).toMatch(/Anna gives Boris most through Anna’s \w+/);
    expect(text).toMatch(/Boris gives Anna most through Boris’s \w+/);
    expect(text).toMatch(/The sharpest friction is Anna’s \w+ (square|opposite) Boris’s \w+, within \d+°\d+′ of exact/);
  });

  it('without a birth time reads no houses of that person, gives no orb for a contact that depends on the hour, and says so', () => {
    const prose = proseOf(second).join(' ');
    expect(prose).toContain('Claire’s birth time is not known');
    expect(prose).toContain('Claire’s Moon changed sign that day, from Virgo to Libra');
    expect(prose).toContain('Claire’s houses are not drawn');
    const leads = second.sections.find((s) => s.id === 'aspects')!.blocks.flatMap((b) => (b.type === 'paragraph' && b.lead ? [b.lead] : []));
    const partial = leads.filter((l) => l.includes('depends on Claire’s birth hour'));
    expect(partial.length).toBeGreaterThan(0);
    for (const lead of partial) expect(lead).not.toMatch(/orb \d/);
    expect(second.facts.find(([k]) => k === 'Claire: rising sign')).toBeUndefined();
    expect(second.facts.find(([k]) => k === 'David: rising sign')).toBeDefined();
    expect(second.facts.find(([k]) => k === 'Claire: Sun / Moon')![1]).toBe('Scorpio / Virgo–Libra');
  });

  it('calls each person by first name, or by full name when the first names are the same', () => {
    expect(callNames(' Anna  Petrova ', 'Boris Ivanov')).toEqual({ a: 'Anna', b: 'Boris' });
    expect(callNames('Alex Kim', 'alex Roe')).toEqual({ a: 'Alex Kim', b: 'alex Roe' });
  });
});

describe('compatibility renderings', () => {
  const report = reading('Anna Petrova', 'Boris Ivanov', anna, boris, true);

  it('draws a bi-wheel: the first chart’s planets inside, the second’s outside, aspect lines between them', () => {
    const svg = renderBiWheelSvg(anna, boris);
    expect(svg).toContain('class="chart-wheel bi-wheel"');
    const owners = [...svg.matchAll(/data-body="(\w+)" data-owner="(a|b)"/g)];
    expect(owners.filter((m) => m[2] === 'a' && m[1] !== 'trueNode').length).toBeGreaterThanOrEqual(10);
    expect(owners.filter((m) => m[2] === 'b').length).toBe(owners.filter((m) => m[2] === 'a').length);
    const radius = (m: RegExpMatchArray) => {
      const x = Number(/data-x="([\d.]+)"/.exec(m.input!.slice(m.index!))![1]);
      const y = Number(/data-y="([\d.]+)"/.exec(m.input!.slice(m.index!))![1]);
      return Math.hypot(x - 300, y - 300);
    };
    const inner = owners.filter((m) => m[2] === 'a').map(radius);
    const outer = owners.filter((m) => m[2] === 'b').map(radius);
    expect(Math.max(...inner)).toBeLessThan(Math.min(...outer));
    const lines = svg.match(/class="aspect"/g) ?? [];
    // Conjunctions show as glyphs side by side, as on the natal wheel; the other aspects as lines.
    const drawable = computeSynastry(anna, boris).aspects.filter((x: InterAspect) => !x.day && x.type !== 'conjunction');
    expect(lines.length).toBe(drawable.length);
  });

  it('shows the bi-wheel on the web page, as a PNG for Telegram, and in the PDF', async () => {
    expect(toHtml(report)).toContain('bi-wheel');
    const png = renderWheelPng(renderBiWheelSvg(anna, boris));
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600, 600]);

    const require = createRequire(import.meta.url);
    const fontDir = dirname(require.resolve('@expo-google-fonts/pt-serif/package.json'));
    const fonts = {
      regular: readFileSync(join(fontDir, '400Regular/PTSerif_400Regular.ttf')),
      bold: readFileSync(join(fontDir, '700Bold/PTSerif_700Bold.ttf')),
      italic: readFileSync(join(fontDir, '400Regular_Italic/PTSerif_400Regular_Italic.ttf')),
    };
    const pdf = await renderPdf(report, { fonts });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(3);
  });

  it('fits the Telegram messages within the limit, with the whole reading in them', () => {
    const messages = toTelegramMessages(report);
    expect(messages.length).toBeGreaterThan(1);
    for (const m of messages) expect(telegramLength(m)).toBeLessThanOrEqual(4096);
    const joined = messages.join('\n');
    for (const section of report.sections) expect(joined).toContain(section.title.replace(/’/g, '’'));
  });
});
