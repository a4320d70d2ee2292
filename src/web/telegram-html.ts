// Telegram HTML (the bot's messages) as page HTML for the demo chat: only Telegram's own tags are
// kept, links only with http(s) targets, everything else is escaped. Line breaks become <br>.
import { escapeHtml } from '../reading/render/escape.js';

const SIMPLE_TAGS: Record<string, string> = { b: 'strong', strong: 'strong', i: 'em', em: 'em', u: 'u', ins: 'u', s: 's', strike: 's', del: 's', code: 'code', pre: 'pre', blockquote: 'blockquote', 'tg-spoiler': 'span' };

export function telegramHtmlToPageHtml(telegramHtml: string): string {
  let out = '';
  const open: string[] = [];
  const pattern = /<(\/?)([a-z-]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*>|([^<]+)|(<)/gi;
  for (const m of telegramHtml.matchAll(pattern)) {
    if (m[4] !== undefined) {
      // Text is already entity-escaped Telegram HTML: decode and escape again, so nothing slips through.
      out += escapeHtml(decodeEntities(m[4])).replace(/\n/g, '<br>');
      continue;
    }
    if (m[5] !== undefined) {
      out += '&lt;';
      continue;
    }
    const closing = m[1] === '/';
    const name = m[2].toLowerCase();
    if (name === 'a') {
      if (closing) {
        const top = open.at(-1);
        if (top === 'a' || top === 'a-dropped') out += close(open.pop()!);
        continue;
      }
      const href = /href="([^"]*)"/i.exec(m[3] ?? '')?.[1];
      const target = href ? decodeEntities(href) : '';
      if (/^https?:\/\//i.test(target)) {
        open.push('a');
        out += `<a href="${escapeHtml(target)}" rel="noopener noreferrer">`;
      } else open.push('a-dropped');
      continue;
    }
    const tag = SIMPLE_TAGS[name];
    if (!tag) continue;
    if (closing) {
      const index = open.lastIndexOf(tag);
      if (index === -1) continue;
      while (open.length > index) out += close(open.pop()!);
    } else {
      open.push(tag);
      out += tag === 'span' ? '<span class="spoiler">' : `<${tag}>`;
    }
  }
  while (open.length > 0) out += close(open.pop()!);
  return out;
}

/** A link with a refused target was dropped at its start; its end is dropped as well. */
const close = (tag: string) => (tag === 'a-dropped' ? '' : `</${tag}>`);

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!);
}
