import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { composeReading } from '../../src/reading/report/compose.js';
import type { Report } from '../../src/reading/report/types.js';
import { toHtml } from '../../src/reading/render/html.js';
import { toMarkdown } from '../../src/reading/render/markdown.js';
import { renderPdf } from '../../src/reading/render/pdf.js';
import { telegramLength, toTelegramMessages } from '../../src/reading/render/telegram.js';
import { Resvg } from '@resvg/resvg-js';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { Place } from '../../src/astro/types.js';
import { renderWheelPng } from '../../src/reading/render/wheel-png.js';
import { renderWheelSvg } from '../../src/reading/render/wheel-svg.js';
import { glyphSeparation, spreadLongitudes } from '../../src/reading/render/wheel.js';
import { monthAheadFixture, natalChart, numerologyFixture, stelliumChart, unknownTimeChart } from './fixtures/charts.js';
import { fixtureLibrary } from './fixtures/library.js';

const lib = fixtureLibrary();
const HOSTILE = 'Ann <b>x</b>& "Q" <script>alert(1)</script>';

function fullReport(name = 'Anna Petrova', chart = natalChart()): Report {
  return composeReading({
    product: 'natal', addons: ['pdf', 'month_ahead', 'numerology'], name, chart,
    monthAhead: monthAheadFixture(chart), numerology: numerologyFixture(), orderedAt: '2025-03-01T09:30:00Z',
  }, lib);
}

describe('Telegram messages', () => {
  const ALLOWED = new Set(['b', 'i', 'u', 's', 'code', 'pre', 'a', 'blockquote']);

  function checkMarkup(message: string) {
    const stack: string[] = [];
    for (const m of message.matchAll(/<(\/?)([a-z]+)[^>]*>/g)) {
      expect(ALLOWED.has(m[2])).toBe(true);
      if (m[1]) expect(stack.pop()).toBe(m[2]);
      else stack.push(m[2]);
    }
    expect(stack).toEqual([]);
    // Outside tags, only escaped entities may follow an ampersand, and no bare < or >.
    const text = message.replace(/<\/?[a-z]+[^>]*>/g, '');
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;)/);
  }

  it('keeps every message within 4096 UTF-16 units with valid, allowed markup', () => {
    const messages = toTelegramMessages(fullReport());
    expect(messages.length).toBeGreaterThan(1);
    for (const m of messages) {
      expect(telegramLength(m)).toBeLessThanOrEqual(4096);
      expect(m.length).toBeLessThanOrEqual(4096 + 400); // raw markup adds little
      checkMarkup(m);
    }
  });

  it('escapes a hostile name', () => {
    const messages = toTelegramMessages(fullReport(HOSTILE));
    expect(messages[0]).toContain('Ann &lt;b&gt;x&lt;/b&gt;&amp; "Q" &lt;script&gt;alert(1)&lt;/script&gt;');
    for (const m of messages) {
      expect(m).not.toContain('<b>x</b>');
      expect(m).not.toContain('<script>');
      checkMarkup(m);
    }
  });

  it('breaks between sections when sections fit', () => {
    const report = fullReport();
    const titles = new Set(report.sections.map((s) => `<b>${s.title}</b>`));
    const messages = toTelegramMessages(report);
    for (const m of messages.slice(1)) expect(titles.has(m.split('\n')[0].replace(' <i>(continued)</i>', ''))).toBe(true);
    // Every section title appears exactly once across all messages.
    for (const t of titles) expect(messages.filter((m) => m.includes(`${t}\n`)).length).toBe(1);
  });

  it('splits an over-long section at paragraph boundaries and titles the continuation', () => {
    const report = fullReport();
    const limit = 700;
    const messages = toTelegramMessages(report, limit);
    for (const m of messages) expect(telegramLength(m)).toBeLessThanOrEqual(limit);
    const aspects = report.sections.find((s) => s.id === 'aspects')!;
    expect(messages.some((m) => m.startsWith(`<b>${aspects.title}</b> <i>(continued)</i>`))).toBe(true);
    // No paragraph shorter than the limit (with room for the section title) is cut in two; longer ones must be.
    const short = aspects.blocks.filter((b) => b.type === 'paragraph' && !b.lead && b.text.length < limit - 100);
    expect(short.length).toBeGreaterThan(0);
    for (const block of short) {
      if (block.type === 'paragraph') expect(messages.some((m) => m.includes(block.text))).toBe(true);
    }
  });

  it('counts characters outside the BMP as two units, as Telegram does', () => {
    expect(telegramLength('<b>🌙</b> &amp;')).toBe(4);
    const report = fullReport('🌙'.repeat(1500));
    for (const m of toTelegramMessages(report)) expect(telegramLength(m)).toBeLessThanOrEqual(4096);
  });

  it('splits a single paragraph longer than a message at sentence boundaries', () => {
    const long = Array.from({ length: 120 }, (_, i) => `Sentence number ${i + 1} is here to make the paragraph long.`).join(' ');
    const report: Report = { ...fullReport(), sections: [{ id: 'x', title: 'Long', blocks: [{ type: 'paragraph', text: long }] }] };
    const messages = toTelegramMessages(report, 1000);
    const bodies = messages.slice(1).map((m) => m.replace(/^<b>Long<\/b>( <i>\(continued\)<\/i>)?\n\n/, ''));
    for (const b of bodies) {
      expect(b).toMatch(/^Sentence number \d+ is here/);
      expect(b).toMatch(/long\.$/);
    }
    expect(bodies.join(' ')).toBe(long);
  });
});

describe('HTML', () => {
  it('escapes every string from the report', () => {
    const html = toHtml(fullReport(HOSTILE), { document: true });
    expect(html).toContain('Ann &lt;b&gt;x&lt;/b&gt;&amp; &quot;Q&quot; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>x</b>');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    const tags = new Set([...html.matchAll(/<([a-z0-9]+)[\s>/]/g)].map((m) => m[1]));
    const expected = ['html', 'head', 'meta', 'title', 'style', 'body', 'article', 'header', 'h1', 'p', 'dl', 'dt', 'dd', 'section', 'h2', 'h3', 'strong', 'aside', 'ul', 'li', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption', 'footer', 'svg', 'rect', 'g', 'path', 'line', 'circle'];
    for (const tag of tags) expect(expected).toContain(tag);
  });

  it('embeds the wheel after the introduction unless asked not to', () => {
    const report = fullReport();
    const html = toHtml(report);
    expect(html.indexOf('<svg')).toBeGreaterThan(html.indexOf('id="introduction"'));
    expect(html.indexOf('<svg')).toBeLessThan(html.indexOf('id="big-three"'));
    expect(toHtml(report, { wheel: false })).not.toContain('<svg');
  });
});

describe('Markdown', () => {
  it('renders headings, tables and escaped text', () => {
    const md = toMarkdown(fullReport(HOSTILE));
    expect(md.startsWith('# Birth chart of Ann \\<b\\>x\\</b\\>& "Q" \\<script\\>alert(1)\\</script\\>')).toBe(true);
    expect(md).toContain('## The big three');
    expect(md).toContain('| Point | Position | House |');
    expect(md).toContain('| Sun | 21°37′ Pisces | 9 |');
    expect(md).not.toMatch(/<script>/);
  });
});

describe('chart wheel SVG', () => {
  function planetBoxes(svg: string) {
    return [...svg.matchAll(/<g class="planet" data-body="([a-zA-Z]+)" data-x="([-\d.]+)" data-y="([-\d.]+)" data-size="([\d.]+)"/g)]
      .map((m) => ({ body: m[1], x: Number(m[2]), y: Number(m[3]), size: Number(m[4]) }));
  }

  it('draws the twelve signs, house cusps with numbers, ASC and MC', () => {
    const svg = renderWheelSvg(natalChart());
    const signs = [...svg.matchAll(/<path class="sign" data-of="([a-z]+)"/g)].map((m) => m[1]);
    expect(signs).toEqual(['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces']);
    const cusps = /<path class="cusps" d="([^"]+)"/.exec(svg)![1];
    expect(cusps.match(/M/g)).toHaveLength(8); // twelve cusps less the four drawn as axes
    expect(svg.match(/<line class="axis" data-of="(ASC|MC)"/g)).toHaveLength(2);
    expect(svg.match(/<path class="angle-label" data-of="(ASC|MC)"/g)).toHaveLength(2);
    expect(svg).toContain('class="house-numbers"');
    expect(planetBoxes(svg).map((p) => p.body)).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'trueNode']);
    expect(svg).toContain('class="retrograde" data-of="pluto"');
    expect(svg.match(/class="aspect"/g)!.length).toBe(natalChart().aspects.filter((a) => a.type !== 'conjunction' && a.a !== 'trueNode' && a.b !== 'trueNode').length + natalChart().aspects.filter((a) => a.type !== 'conjunction' && (a.a === 'trueNode' || a.b === 'trueNode')).length);
    expect(svg).not.toMatch(/<text/); // every glyph and digit is a path: no font needed
  });

  it('spreads a stellium so no two planet glyph boxes overlap, with leader lines', () => {
    const svg = renderWheelSvg(stelliumChart());
    const boxes = planetBoxes(svg);
    expect(boxes).toHaveLength(11);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        const overlap = Math.abs(a.x - b.x) < (a.size + b.size) / 2 && Math.abs(a.y - b.y) < (a.size + b.size) / 2;
        expect(overlap, `${a.body} and ${b.body} overlap`).toBe(false);
      }
    }
    expect(svg.match(/class="leader"/g)).toHaveLength(11);
  });

  it('keeps spread positions close to the true degrees and in zodiac order', () => {
    const sep = glyphSeparation();
    const spread = spreadLongitudes([358, 359, 0, 1, 2, 180], sep);
    const gap = (a: number, b: number) => ((b - a + 540) % 360) - 180;
    for (let i = 0; i < 4; i++) expect(gap(spread[i], spread[i + 1])).toBeCloseTo(sep, 6);
    expect(spread[2]).toBeCloseTo(0, 6); // the middle of a symmetric cluster stays put
    expect(spread[5]).toBe(180);
  });

  it('draws a noon chart without houses or angles', () => {
    const svg = renderWheelSvg(unknownTimeChart());
    expect(svg).toContain('class="chart-wheel no-houses"');
    expect(svg).not.toContain('class="cusps"');
    expect(svg).not.toContain('class="axis"');
    expect(svg.match(/<path class="sign"/g)).toHaveLength(12);
    expect(planetBoxes(svg)).toHaveLength(11);
  });

  it('draws the Moon of an unknown birth time with the arc it covered that day, and a known time without one', () => {
    // A real chart cast without the hour (the fixtures carry no day ranges): Berlin, 22 March 1990.
    const berlin: Place = { name: 'Berlin', region: null, country: 'DE', countryName: 'Germany', latitude: 52.52437, longitude: 13.41053, timezone: 'Europe/Berlin', population: 3426354 };
    const chart = computeChart({ moment: toBirthMoment({ date: '1990-03-22', time: null, timezone: berlin.timezone }), place: berlin });
    const range = chart.bodies.moon.range!;
    const svg = renderWheelSvg(chart);
    const arcs = [...svg.matchAll(/<path class="day-range" data-of="(\w+)" d="M[^"]* A(\d+) \d+ 0 0 0 [^"]*"/g)];
    expect(arcs.map((m) => m[1])).toEqual(['moon']);
    // The arc spans the Moon's day: its ends sit at the range's longitudes on the rim.
    const span = (((range.to.longitude - range.from.longitude) % 360) + 360) % 360;
    expect(span).toBeGreaterThan(10);
    expect(span).toBeLessThan(16);
    expect(renderWheelSvg(natalChart())).not.toContain('day-range');
  });
});

function decodePng(png: Buffer): { width: number; height: number; pixels: Buffer } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') { width = data.readUInt32BE(0); height = data.readUInt32BE(4); colorType = data[9]; }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const channels = colorType === 6 ? 4 : colorType === 2 ? 3 : colorType === 4 ? 2 : 1;
  const pixels = inflateSync(Buffer.concat(idat));
  expect(pixels.length).toBe(height * (1 + width * channels));
  return { width, height, pixels };
}

describe('wheel PNG', () => {
  it('decodes to the requested size', () => {
    const png = renderWheelPng(renderWheelSvg(natalChart()), { width: 800 });
    const { width, height } = decodePng(png);
    expect([width, height]).toEqual([800, 800]);
    const small = decodePng(renderWheelPng(renderWheelSvg(unknownTimeChart())));
    expect([small.width, small.height]).toEqual([600, 600]);
  });

  it('holds exactly the pixels resvg drew, opaque, and a transparent wheel keeps its alpha', () => {
    const svg = renderWheelSvg(natalChart());
    const drawn = new Resvg(svg, { fitTo: { mode: 'width', value: 600 }, background: '#ffffff', font: { loadSystemFonts: false } }).render();
    const { pixels } = decodePng(renderWheelPng(svg));
    const stride = 600 * 4;
    for (let y = 0; y < 600; y += 37) {
      expect(pixels[y * (stride + 1)]).toBe(0); // filter byte
      expect(pixels.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)).equals(drawn.pixels.subarray(y * stride, (y + 1) * stride))).toBe(true);
    }
    const transparent = decodePng(renderWheelPng(svg, { background: 'transparent' }));
    expect(transparent.width).toBe(600);
  });
});

describe('PDF', () => {
  const require = createRequire(import.meta.url);
  const fontDir = dirname(require.resolve('@expo-google-fonts/pt-serif/package.json'));
  const fonts = {
    regular: readFileSync(join(fontDir, '400Regular/PTSerif_400Regular.ttf')),
    bold: readFileSync(join(fontDir, '700Bold/PTSerif_700Bold.ttf')),
    italic: readFileSync(join(fontDir, '400Regular_Italic/PTSerif_400Regular_Italic.ttf')),
  };

  it('produces a multi-page PDF for a Cyrillic name', async () => {
    const pdf = await renderPdf(fullReport('Анна Петрова'), { fonts });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(8);
    expect(pdf.toString('latin1')).toContain('/FontFile2'); // the TTF is embedded
  });

  it('accepts a ready PNG of the wheel instead of drawing vectors', async () => {
    const png = renderWheelPng(renderWheelSvg(natalChart()), { width: 600 });
    const pdf = await renderPdf(fullReport(), { fonts, wheelPng: png });
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });
});
