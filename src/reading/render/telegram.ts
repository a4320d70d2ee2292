// Telegram Bot API messages in HTML parse mode. Only <b> and <i> are used; &, < and > are escaped.
// Each message stays within Telegram's 4,096-character limit as Telegram counts it (UTF-16 code
// units of the text after the markup is parsed). Messages break between sections; a section too
// long for one message breaks between blocks, and a block too long for one breaks between sentences.
import type { Block, Report, Section } from '../report/types.js';
import { sentencesOf } from '../report/text.js';
import { escapeTelegram as e } from './escape.js';

export const TELEGRAM_MESSAGE_LIMIT = 4096;

/** The length Telegram checks: text after entity parsing, in UTF-16 code units. */
export function telegramLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|amp|quot);/g, 'x')
    .length;
}

export function toTelegramMessages(report: Report, limit = TELEGRAM_MESSAGE_LIMIT): string[] {
  const messages: string[] = [];
  let current = '';
  const emit = () => {
    if (current.trim().length > 0) messages.push(current.trim());
    current = '';
  };
  const fits = (text: string) => telegramLength(text) <= limit;
  const append = (piece: string) => {
    const joined = current ? `${current}\n\n${piece}` : piece;
    if (fits(joined)) {
      current = joined;
      return true;
    }
    return false;
  };

  const header = [`<b>${e(report.title)}</b>`, `<i>${e(report.subtitle)}</i>`, ...report.facts.map(([k, v]) => `${e(k)}: ${e(v)}`)].join('\n');
  for (const piece of splitOversized(header, limit)) {
    if (!append(piece)) { emit(); current = piece; }
  }

  for (const section of report.sections) {
    const whole = renderSection(section);
    if (append(whole)) continue;
    emit();
    if (fits(whole)) {
      current = whole;
      continue;
    }
    // The section alone is too long: fill messages block by block, titling each continuation.
    const title = `<b>${e(section.title)}</b>`;
    const continued = `<b>${e(section.title)}</b> <i>(${e(report.labels.continued)})</i>`;
    let header = title;
    current = title;
    const blocks = section.blocks.map(renderBlock);
    for (let i = 0; i < blocks.length; i++) {
      // Keep a heading with the block it introduces.
      const isHeading = section.blocks[i].type === 'heading' && i + 1 < blocks.length;
      const unit = isHeading ? `${blocks[i]}\n${blocks[i + 1]}` : blocks[i];
      if (isHeading) i += 1;
      if (append(unit)) continue;
      if (current !== header) {
        emit();
        header = continued;
        current = continued;
        if (append(unit)) continue;
      }
      // One block longer than a message: split it and carry on under the continuation title.
      for (const piece of splitOversized(unit, limit - telegramLength(continued) - 2)) {
        if (append(piece)) continue;
        emit();
        header = continued;
        current = continued;
        append(piece);
      }
    }
  }
  emit();
  return messages;
}

function renderSection(section: Section): string {
  return [`<b>${e(section.title)}</b>`, ...section.blocks.map(renderBlock)].join('\n\n').replace(/\n\n(<b>[^\n]*<\/b>)\n\n/g, '\n\n$1\n');
}

function renderBlock(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `<b>${e(block.text)}</b>`;
    case 'paragraph':
      return block.lead ? `<b>${e(block.lead)}.</b> ${e(block.text)}`.trimEnd() : e(block.text);
    case 'note':
      return `<i>${e(block.text)}</i>`;
    case 'list':
      return block.items.map((item) => `• ${item.lead ? `<b>${e(item.lead)}</b>${item.text ? ` — ${e(item.text)}` : ''}` : e(item.text)}`).join('\n');
    case 'table':
      return block.rows
        .map((row) => {
          const [first, ...rest] = row;
          const cells = rest.map((cell, i) => (i === 0 ? e(cell) : `${e(block.columns[i + 1] ?? '')} ${e(cell)}`)).filter((c) => c.trim());
          return `<b>${e(first)}</b> — ${cells.join(' · ')}`;
        })
        .join('\n');
  }
}

/**
 * Break one rendered block that exceeds the limit. Blocks are rendered so that markup never spans
 * a line break, so lines are split first, then sentences of a line (re-opening its bold or
 * italic run), then words as a last resort.
 */
function splitOversized(html: string, limit: number): string[] {
  if (telegramLength(html) <= limit) return [html];
  const pieces: string[] = [];
  let current = '';
  const push = (unit: string) => {
    const joined = current ? `${current}\n${unit}` : unit;
    if (telegramLength(joined) <= limit) { current = joined; return; }
    if (current) pieces.push(current);
    current = unit;
  };
  for (const line of html.split('\n')) {
    if (telegramLength(line) <= limit) { push(line); continue; }
    for (const part of splitLine(line, limit)) push(part);
  }
  if (current) pieces.push(current);
  return pieces;
}

function splitLine(line: string, limit: number): string[] {
  // A whole-line italic note or a "<b>lead.</b> text" paragraph: split the plain text part.
  const italic = /^<i>(.*)<\/i>$/s.exec(line);
  const wrap = italic ? (s: string) => `<i>${s}</i>` : (s: string) => s;
  let body = italic ? italic[1] : line;
  const out: string[] = [];
  const lead = /^(<b>.*?<\/b>\s?)/.exec(body);
  let prefix = '';
  if (lead) { prefix = lead[1]; body = body.slice(lead[1].length); }
  let current = prefix;
  const units = sentencesOf(body).flatMap((s) => (telegramLength(s) + 2 > limit ? s.split(' ') : [s]));
  for (const unit of units) {
    const joined = current ? `${current}${current === prefix ? '' : ' '}${unit}` : unit;
    if (telegramLength(wrap(joined)) <= limit) { current = joined; continue; }
    if (current) out.push(wrap(current));
    current = unit;
  }
  if (current) out.push(wrap(current));
  return out;
}
