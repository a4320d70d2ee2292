// Markdown rendering of a report (GFM tables), for storage and for clients that show Markdown.
import type { Block, Report } from '../report/types.js';
import { escapeMarkdown as md } from './escape.js';

export function toMarkdown(report: Report): string {
  const out: string[] = [`# ${md(report.title)}`, '', `*${md(report.subtitle)}*`, ''];
  for (const [label, value] of report.facts) out.push(`- **${md(label)}:** ${md(value)}`);
  out.push('');
  for (const section of report.sections) {
    out.push(`## ${md(section.title)}`, '');
    for (const block of section.blocks) out.push(...blockLines(block), '');
  }
  out.push('---', '', `*${md(report.footer)}*`, '');
  return out.join('\n');
}

function blockLines(block: Block): string[] {
  switch (block.type) {
    case 'heading':
      return [`### ${md(block.text)}`];
    case 'paragraph':
      return [block.lead ? `**${md(block.lead)}.** ${md(block.text)}`.trimEnd() : md(block.text)];
    case 'note':
      return [`> ${md(block.text)}`];
    case 'list':
      return block.items.map((item) =>
        item.lead ? `- **${md(item.lead)}**${item.text ? ` — ${md(item.text)}` : ''}` : `- ${md(item.text)}`);
    case 'table': {
      const cell = (s: string) => md(s).replace(/\n/g, ' ');
      return [
        `| ${block.columns.map(cell).join(' | ')} |`,
        `| ${block.columns.map(() => '---').join(' | ')} |`,
        ...block.rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
      ];
    }
  }
}
