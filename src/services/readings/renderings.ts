// Every rendering of a composed report, the same for each product: Markdown, HTML, Telegram messages,
// the wheel (single or bi-wheel, drawn by the caller) as PNG, and the PDF when it was bought.
import { toHtml } from '../../reading/render/html.js';
import { toMarkdown } from '../../reading/render/markdown.js';
import { renderPdf, type PdfFonts } from '../../reading/render/pdf.js';
import { toTelegramMessages } from '../../reading/render/telegram.js';
import { renderWheelPng } from '../../reading/render/wheel-png.js';
import type { Report } from '../../reading/report/types.js';
import type { ReadingArtifacts } from './renderer.js';

export async function renderingsOf(
  report: Report,
  wheelSvg: string | null,
  options: { pdf: boolean; fonts: PdfFonts; omitted: ReadingArtifacts['omitted'] },
): Promise<ReadingArtifacts> {
  return {
    report,
    markdown: toMarkdown(report),
    html: toHtml(report),
    telegram: toTelegramMessages(report),
    wheelSvg,
    wheelPng: wheelSvg ? renderWheelPng(wheelSvg) : null,
    pdf: options.pdf ? await renderPdf(report, { fonts: options.fonts }) : null,
    omitted: options.omitted,
  };
}
