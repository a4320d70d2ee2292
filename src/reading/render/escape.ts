// Escaping for every output format. Every string that comes from a report passes through one
// of these before it is placed in markup; nothing from data is ever emitted raw.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Telegram's HTML parse mode only needs &, < and > escaped (quotes are literal). */
export function escapeTelegram(text: string): string {
  return text.replace(/[&<>]/g, (c) => HTML_ESCAPES[c]);
}

/** Markdown inline text: backslash-escape what CommonMark/GFM would read as markup. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/([\\`*_[\]<>|~#])/g, '\\$1')
    .replace(/^(\s*)([-+])(?=\s)/, '$1\\$2')
    .replace(/^(\s*\d+)([.)])(?=\s)/, '$1\\$2');
}

/** XML text inside SVG. */
export const escapeXml = escapeHtml;
