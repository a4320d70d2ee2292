// The reading as a typeset PDF through pdfkit: a title page with the birth data and the chart
// wheel (drawn as vectors from the same primitives as the SVG), then every section with running
// headers and page numbers. Fonts are passed in by the caller as TTF buffers: pdfkit's built-in
// Helvetica has no Cyrillic, and this module does no file I/O.
import PDFDocument from 'pdfkit';
import type { Block, Report } from '../report/types.js';
import { drawWheel, type Primitive } from './wheel.js';
import { biWheelOf } from './bi-wheel.js';

export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
  italic: Buffer;
  boldItalic?: Buffer;
}

export interface PdfOptions {
  fonts: PdfFonts;
  /** A ready PNG of the wheel to place instead of drawing it as vectors from the report's chart. */
  wheelPng?: Buffer;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = { top: 72, bottom: 72, left: 70, right: 70 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const INK = '#22223a';
const MUTED = '#6a6a86';
const ACCENT = '#9c7a2f';
const BODY_SIZE = 10.5;

/** Characters our fonts may lack, mapped to ones they have. */
const FALLBACK: Record<string, string> = { '′': '’', '″': '”', '℞': 'R' };

/**
 * Parsed fonts by the caller's buffer. Parsing a TTF (and comparing font names when it is first
 * selected) costs pdfkit tens of milliseconds per document; the parsed font object is immutable
 * input to every later document, so it is kept for as long as the caller keeps the buffer.
 */
const parsedFonts = new WeakMap<Buffer, unknown>();

/**
 * Shaped words by font, shared by every document. Shaping a word (kerning, ligatures) is most of
 * a PDF's cost, and readings draw their words from one library, so across documents nearly every
 * word has been shaped before. pdfkit keeps such a cache per document and only reads the runs it
 * stores, already scaled to its 1000-unit em, which is the same in every document.
 */
const sharedLayoutCaches = new WeakMap<Buffer, Record<string, unknown>>();
const LAYOUT_CACHE_LIMIT = 60_000;

function registerFonts(doc: PDFKit.PDFDocument, fonts: PdfFonts): void {
  const entries: Array<[string, Buffer]> = [
    ['regular', fonts.regular], ['bold', fonts.bold], ['italic', fonts.italic], ['boldItalic', fonts.boldItalic ?? fonts.bold],
  ];
  for (const [name, buffer] of entries) {
    doc.registerFont(name, (parsedFonts.get(buffer) ?? buffer) as Buffer);
    doc.font(name);
    const embedded = (doc as unknown as { _font?: { font?: { layout?: unknown }; layoutCache?: Record<string, unknown> } })._font;
    if (!embedded?.font || typeof embedded.font.layout !== 'function' || !embedded.layoutCache) continue;
    parsedFonts.set(buffer, embedded.font);
    let cache = sharedLayoutCaches.get(buffer);
    if (!cache || Object.keys(cache).length > LAYOUT_CACHE_LIMIT) {
      cache = Object.create(null) as Record<string, unknown>;
      sharedLayoutCaches.set(buffer, cache);
    }
    embedded.layoutCache = cache;
  }
  doc.font('regular');
}

export function renderPdf(report: Report, options: PdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    // No default font: pdfkit would load Helvetica's metrics from disk; ours are registered below.
    font: null as unknown as string,
    // The language the reading is written in, for screen readers and text extraction.
    lang: report.language,
    info: { Title: report.title, Subject: report.subtitle, Creator: 'reading-service', CreationDate: new Date(report.orderedAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  registerFonts(doc, options.fonts);
  const text = (s: string) => safeText(doc, s);

  titlePage(doc, report, options, text);
  report.sections.forEach((section, index) => {
    // A section opens a new page unless the previous one left most of the page free.
    if (index === 0 || doc.y > PAGE.height * 0.6) doc.addPage();
    else doc.moveDown(1.6);
    sectionTitle(doc, text(section.title));
    for (let i = 0; i < section.blocks.length; i++) {
      const block = section.blocks[i];
      if (block.type === 'heading') {
        // Keep a heading with at least the first lines of what follows it.
        const next = section.blocks[i + 1];
        const needed = 28 + (next ? Math.min(60, blockHeight(doc, next, text)) : 0);
        if (doc.y + needed > PAGE.height - MARGIN.bottom) doc.addPage();
      }
      drawBlock(doc, block, text);
    }
  });
  decoratePages(doc, report, text);
  doc.end();
  return done;
}

type Text = (s: string) => string;

function safeText(doc: PDFKit.PDFDocument, s: string): string {
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (cp: number) => boolean } } })._font?.font;
  let out = '';
  for (const ch of s) {
    const mapped = FALLBACK[ch];
    if (mapped && !(font?.hasGlyphForCodePoint?.(ch.codePointAt(0)!))) out += mapped;
    else if (font?.hasGlyphForCodePoint && !/\s/.test(ch) && !font.hasGlyphForCodePoint(ch.codePointAt(0)!)) out += '?';
    else out += ch;
  }
  return out;
}

function titlePage(doc: PDFKit.PDFDocument, report: Report, options: PdfOptions, text: Text): void {
  doc.fillColor(ACCENT).font('regular').fontSize(9).text(text(report.subtitle).toLocaleUpperCase(), MARGIN.left, MARGIN.top - 16, { characterSpacing: 1.5, width: CONTENT_WIDTH, align: 'center' });
  doc.moveDown(0.8);
  doc.fillColor(INK).font('bold').fontSize(26).text(text(report.title), { width: CONTENT_WIDTH, align: 'center' });
  doc.moveDown(0.6);
  const factsTop = doc.y;
  const labelWidth = 110;
  let y = factsTop;
  const left = MARGIN.left + 60;
  for (const [label, value] of report.facts) {
    doc.font('regular').fontSize(9.5).fillColor(MUTED).text(text(label), left, y, { width: labelWidth });
    // A long label («Анна-Мария: дата рождения») wraps too: the row is as tall as the taller of the two.
    const labelBottom = doc.y;
    doc.font('regular').fontSize(10.5).fillColor(INK).text(text(value), left + labelWidth, y - 0.5, { width: CONTENT_WIDTH - labelWidth - 120 });
    y = Math.max(doc.y, labelBottom, y + 15) + 2;
  }
  const wheelSize = Math.min(CONTENT_WIDTH, PAGE.height - MARGIN.bottom - y - 40);
  const wheelX = MARGIN.left + (CONTENT_WIDTH - wheelSize) / 2;
  const wheelY = y + 18;
  if (report.chart) {
    if (options.wheelPng) doc.image(options.wheelPng, wheelX, wheelY, { width: wheelSize, height: wheelSize });
    else drawWheelVector(doc, report, wheelX, wheelY, wheelSize);
    doc.font('italic').fontSize(9).fillColor(MUTED).text(text(report.labels.wheel), MARGIN.left, wheelY + wheelSize + 4, { width: CONTENT_WIDTH, align: 'center' });
  }
}

function drawWheelVector(doc: PDFKit.PDFDocument, report: Report, x: number, y: number, size: number): void {
  // A compatibility reading draws its bi-wheel: the buyer's chart inside, the partner's outside.
  const drawing = report.partnerChart ? biWheelOf(report.chart!, report.partnerChart) : drawWheel(report.chart!);
  doc.save();
  doc.translate(x, y);
  doc.scale(size / drawing.size);
  doc.lineJoin('round');
  for (const p of drawing.primitives) drawPrimitive(doc, p);
  doc.restore();
}

function drawPrimitive(doc: PDFKit.PDFDocument, p: Primitive): void {
  doc.save();
  switch (p.kind) {
    case 'circle':
      doc.circle(p.cx, p.cy, p.r);
      paint(doc, p.stroke, p.fill, p.width);
      break;
    case 'line':
      doc.lineCap('round').moveTo(p.x1, p.y1).lineTo(p.x2, p.y2).lineWidth(p.width);
      if (p.dash) doc.dash(p.dash[0], { space: p.dash[1] });
      if (p.opacity !== undefined) doc.strokeOpacity(p.opacity);
      doc.stroke(p.stroke);
      break;
    case 'path':
      doc.lineCap(p.cap ?? 'round').path(p.d);
      if (p.opacity !== undefined) doc.opacity(p.opacity);
      paint(doc, p.stroke, p.fill, p.width);
      break;
    case 'glyph':
      doc.lineCap('round').path(p.d).lineWidth(p.width).stroke(p.stroke);
      break;
  }
  doc.restore();
}

function paint(doc: PDFKit.PDFDocument, stroke?: string, fill?: string, width?: number): void {
  if (width !== undefined) doc.lineWidth(width);
  if (stroke && fill) doc.fillAndStroke(fill, stroke);
  else if (fill) doc.fill(fill);
  else if (stroke) doc.stroke(stroke);
}

function sectionTitle(doc: PDFKit.PDFDocument, title: string): void {
  doc.font('bold').fontSize(18).fillColor(INK).text(title, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  const y = doc.y + 4;
  doc.moveTo(MARGIN.left, y).lineTo(MARGIN.left + 48, y).lineWidth(1.5).stroke(ACCENT);
  doc.y = y + 14;
}

const PARAGRAPH = { width: CONTENT_WIDTH, align: 'justify' as const, lineGap: 2.2 };

function blockHeight(doc: PDFKit.PDFDocument, block: Block, text: Text): number {
  doc.font('regular').fontSize(BODY_SIZE);
  switch (block.type) {
    case 'paragraph': case 'note': return doc.heightOfString(text(block.text), PARAGRAPH);
    case 'list': return block.items.reduce((h, i) => h + doc.heightOfString(text(`${i.lead ?? ''} ${i.text}`), PARAGRAPH), 0);
    case 'table': return 18 * Math.min(3, block.rows.length + 1);
    case 'heading': return 20;
  }
}

function drawBlock(doc: PDFKit.PDFDocument, block: Block, text: Text): void {
  const x = MARGIN.left;
  switch (block.type) {
    case 'heading':
      doc.moveDown(0.5);
      doc.font('bold').fontSize(12.5).fillColor(INK).text(text(block.text), x, doc.y, { width: CONTENT_WIDTH });
      doc.moveDown(0.25);
      return;
    case 'paragraph':
      doc.fontSize(BODY_SIZE).fillColor(INK);
      if (block.lead) {
        doc.font('bold').text(`${text(block.lead)}. `, x, doc.y, { ...PARAGRAPH, continued: block.text.length > 0 });
        if (block.text) doc.font('regular').text(text(block.text), PARAGRAPH);
      } else {
        doc.font('regular').text(text(block.text), x, doc.y, PARAGRAPH);
      }
      doc.moveDown(0.55);
      return;
    case 'note': {
      doc.font('italic').fontSize(BODY_SIZE - 0.5).fillColor('#4a4a66');
      const h = doc.heightOfString(text(block.text), { width: CONTENT_WIDTH - 16, lineGap: 2 });
      if (doc.y + h > PAGE.height - MARGIN.bottom) doc.addPage();
      const top = doc.y;
      doc.text(text(block.text), x + 14, top, { width: CONTENT_WIDTH - 16, lineGap: 2 });
      doc.moveTo(x + 2, top).lineTo(x + 2, doc.y - 2).lineWidth(2).stroke(ACCENT);
      doc.fillColor(INK);
      doc.moveDown(0.6);
      return;
    }
    case 'list':
      for (const item of block.items) {
        doc.fontSize(BODY_SIZE).fillColor(INK);
        const top = doc.y;
        doc.font('regular').text('•', x + 2, top, { width: 10, lineBreak: false });
        const options = { width: CONTENT_WIDTH - 16, align: 'left' as const, lineGap: 2 };
        if (item.lead) {
          doc.font('bold').text(text(item.lead), x + 16, top, { ...options, continued: item.text.length > 0 });
          if (item.text) doc.font('regular').text(` — ${text(item.text)}`, options);
        } else {
          doc.font('regular').text(text(item.text), x + 16, top, options);
        }
        doc.moveDown(0.3);
      }
      doc.moveDown(0.3);
      return;
    case 'table':
      drawTable(doc, block, text);
  }
}

function drawTable(doc: PDFKit.PDFDocument, block: Extract<Block, { type: 'table' }>, text: Text): void {
  const n = block.columns.length;
  const first = n === 2 ? 0.4 : n === 3 ? 0.36 : 0.3;
  const widths = [CONTENT_WIDTH * first, ...Array.from({ length: n - 1 }, () => (CONTENT_WIDTH * (1 - first)) / (n - 1))];
  // A narrow last column for short values (house numbers, weights) reads better.
  const lastShort = block.rows.every((r) => r[n - 1].length <= 4);
  if (n === 3 && lastShort) { widths[1] += widths[2] - 60; widths[2] = 60; }
  if (n === 3 && block.rows.every((r) => r[1].length <= 4)) { widths[2] += widths[1] - 60; widths[1] = 60; }
  const size = BODY_SIZE - 1;
  const row = (cells: string[], header: boolean) => {
    doc.fontSize(size);
    const heights = cells.map((c, i) => doc.font(i === 0 && !header ? 'bold' : 'regular').heightOfString(text(c), { width: widths[i] - 8 }));
    const h = Math.max(...heights) + 7;
    if (doc.y + h > PAGE.height - MARGIN.bottom) doc.addPage();
    const top = doc.y;
    let cx = MARGIN.left;
    cells.forEach((c, i) => {
      doc.font(header ? 'italic' : i === 0 ? 'bold' : 'regular').fillColor(header ? MUTED : INK).text(text(c), cx, top + 3.5, { width: widths[i] - 8 });
      cx += widths[i];
    });
    doc.moveTo(MARGIN.left, top + h).lineTo(MARGIN.left + CONTENT_WIDTH, top + h).lineWidth(header ? 0.8 : 0.4).stroke(header ? MUTED : '#d8d4c8');
    doc.y = top + h;
  };
  doc.moveDown(0.3);
  row(block.columns, true);
  for (const r of block.rows) row(r, false);
  doc.fillColor(INK);
  doc.x = MARGIN.left;
  doc.moveDown(0.8);
}

function decoratePages(doc: PDFKit.PDFDocument, report: Report, text: Text): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const number = i - range.start + 1;
    doc.font('regular').fontSize(8.5).fillColor(MUTED);
    doc.text(`${number} / ${range.count}`, MARGIN.left, PAGE.height - 44, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    if (number > 1) {
      doc.text(text(report.title), MARGIN.left, 36, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
      doc.moveTo(MARGIN.left, 50).lineTo(MARGIN.left + CONTENT_WIDTH, 50).lineWidth(0.4).stroke('#d8d4c8');
    } else {
      // The footer may take two lines in a longer language; it ends above the page number.
      doc.fontSize(8);
      const footerHeight = doc.heightOfString(text(report.footer), { width: CONTENT_WIDTH });
      doc.text(text(report.footer), MARGIN.left, PAGE.height - 48 - footerHeight, { width: CONTENT_WIDTH, align: 'center' });
    }
    doc.page.margins.bottom = savedBottom;
  }
}
