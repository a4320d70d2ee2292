// The reading engine's public surface: compose a report from computed chart data and an
// interpretation library, then render it to Markdown, HTML, Telegram messages, SVG, PNG or PDF.
export { en } from './library/en/index.js';
export type { InterpretationLibrary } from './library/types.js';
export { composeReading } from './report/compose.js';
export type { Addon, Block, BirthSummary, ListItem, ComposedKind, ReadingInput, Report, Section } from './report/types.js';
export { toMarkdown } from './render/markdown.js';
export { toHtml, type HtmlOptions } from './render/html.js';
export { toTelegramMessages, telegramLength, TELEGRAM_MESSAGE_LIMIT } from './render/telegram.js';
export { renderWheelSvg, type WheelSvgOptions } from './render/wheel-svg.js';
export { renderWheelPng, type WheelPngOptions } from './render/wheel-png.js';
export { renderPdf, type PdfFonts, type PdfOptions } from './render/pdf.js';
export { PDF_FONT_FILES, PDF_FONT_PACKAGE } from './render/fonts.js';
