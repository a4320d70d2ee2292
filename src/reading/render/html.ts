// Safe HTML rendering of a report. Every string from the report is escaped; the only markup not
// written here is the chart wheel, which our own renderer draws from numbers alone.
import type { Block, Report } from '../report/types.js';
import { escapeHtml as h } from './escape.js';
import { renderWheelSvg } from './wheel-svg.js';
import { renderBiWheelSvg } from './bi-wheel-svg.js';

export interface HtmlOptions {
  /** A complete standalone document with its own styles, instead of an <article> fragment. */
  document?: boolean;
  /** Include the chart wheel after the introduction (default true when the report has a chart). */
  wheel?: boolean;
}

export function toHtml(report: Report, options: HtmlOptions = {}): string {
  const parts: string[] = [];
  parts.push(`<article class="reading reading-${h(report.kind)}" lang="${h(report.language)}">`);
  parts.push(`<header><h1>${h(report.title)}</h1><p class="subtitle">${h(report.subtitle)}</p>`);
  if (report.facts.length > 0) {
    parts.push('<dl class="facts">');
    for (const [label, value] of report.facts) parts.push(`<dt>${h(label)}</dt><dd>${h(value)}</dd>`);
    parts.push('</dl>');
  }
  parts.push('</header>');
  const withWheel = (options.wheel ?? true) && report.chart !== null;
  report.sections.forEach((section, index) => {
    parts.push(`<section id="${h(section.id)}"><h2>${h(section.title)}</h2>`);
    for (const block of section.blocks) parts.push(blockHtml(block));
    parts.push('</section>');
    if (index === 0 && withWheel && report.chart) {
      const svg = report.partnerChart
        ? renderBiWheelSvg(report.chart, report.partnerChart, { title: report.labels.wheel })
        : renderWheelSvg(report.chart, { title: report.labels.wheel });
      parts.push(`<figure class="wheel">${svg}<figcaption>${h(report.labels.wheel)}</figcaption></figure>`);
    }
  });
  parts.push(`<footer><p>${h(report.footer)}</p></footer></article>`);
  const article = parts.join('\n');
  if (!options.document) return article;
  return `<!doctype html>
<html lang="${h(report.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(report.title)}</title><style>${DOCUMENT_CSS}</style></head>
<body>${article}</body></html>`;
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `<h3>${h(block.text)}</h3>`;
    case 'paragraph':
      return block.lead ? `<p><strong>${h(block.lead)}.</strong> ${h(block.text)}</p>` : `<p>${h(block.text)}</p>`;
    case 'note':
      return `<aside class="note"><p>${h(block.text)}</p></aside>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${item.lead ? `<strong>${h(item.lead)}</strong>${item.text ? ` — ${h(item.text)}` : ''}` : h(item.text)}</li>`).join('')}</ul>`;
    case 'table':
      return `<div class="table"><table><thead><tr>${block.columns.map((c) => `<th scope="col">${h(c)}</th>`).join('')}</tr></thead><tbody>${block.rows
        .map((row) => `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${h(cell)}</th>` : `<td>${h(cell)}</td>`)).join('')}</tr>`)
        .join('')}</tbody></table></div>`;
  }
}

const DOCUMENT_CSS = `
body{margin:0;background:#f7f5f0;color:#22223a;font:17px/1.6 Georgia,"PT Serif","Times New Roman",serif}
.reading{max-width:46rem;margin:0 auto;padding:2.5rem 1.25rem 4rem}
h1{font-size:2.1rem;line-height:1.2;margin:0 0 .25rem}
.subtitle{color:#5b5b78;font-style:italic;margin:0 0 1.25rem}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:0 0 2rem;font-size:.95rem}
.facts dt{color:#5b5b78}.facts dd{margin:0}
h2{font-size:1.5rem;margin:2.5rem 0 .75rem;border-bottom:1px solid #d9d4c7;padding-bottom:.3rem}
h3{font-size:1.1rem;margin:1.6rem 0 .4rem}
.note{border-left:3px solid #b08d3c;background:#fffaf0;padding:.5rem 1rem;margin:1rem 0;font-size:.95rem}
.note p{margin:0}
.table{overflow-x:auto}table{border-collapse:collapse;margin:1rem 0;font-size:.95rem}
th,td{text-align:left;padding:.3rem .8rem .3rem 0;border-bottom:1px solid #e5e0d4;vertical-align:top}
thead th{color:#5b5b78;font-weight:normal}
.wheel{margin:2rem auto;text-align:center}.wheel svg{max-width:100%;height:auto}
.wheel figcaption{color:#5b5b78;font-size:.9rem}
footer{margin-top:3rem;color:#5b5b78;font-size:.9rem}
`;
