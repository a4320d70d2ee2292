// Shared checks for composed reports.
import type { AspectType } from '../../src/astro/types.js';
import type { Report } from '../../src/reading/report/types.js';
import { sentenceKey, sentencesOf } from '../../src/reading/report/text.js';

/** Every prose text of a report: paragraphs, notes and list items (not labels or table cells). */
export function proseOf(report: Report): string[] {
  const out: string[] = [];
  for (const section of report.sections) {
    for (const block of section.blocks) {
      if (block.type === 'paragraph' || block.type === 'note') out.push(block.text);
      if (block.type === 'list') for (const item of block.items) out.push(item.text);
    }
  }
  return out.filter((t) => t.length > 0);
}

/** Sentences that occur more than once across the report's prose. */
export function repeatedSentences(report: Report): string[] {
  const seen = new Map<string, number>();
  for (const text of proseOf(report)) {
    for (const s of sentencesOf(text)) seen.set(sentenceKey(s), (seen.get(sentenceKey(s)) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([s]) => s);
}

/** Every string anywhere in the report model (titles, labels, cells, prose). */
export function allStrings(report: Report): string[] {
  const out: string[] = [report.title, report.subtitle, report.footer, ...report.facts.flat()];
  for (const section of report.sections) {
    out.push(section.title);
    for (const block of section.blocks) {
      if (block.type === 'heading' || block.type === 'note') out.push(block.text);
      if (block.type === 'paragraph') out.push(block.text, block.lead ?? '');
      if (block.type === 'list') for (const item of block.items) out.push(item.text, item.lead ?? '');
      if (block.type === 'table') out.push(...block.columns, ...block.rows.flat());
    }
  }
  return out;
}

export function headingsOf(report: Report, sectionId: string): string[] {
  const section = report.sections.find((s) => s.id === sectionId);
  return section ? section.blocks.flatMap((b) => (b.type === 'heading' ? [b.text] : [])) : [];
}

/** The names and verbs of each aspect type as a reader recognises them, for texts that must name only their own. */
export const TYPE_WORDS: Record<AspectType, RegExp> = {
  conjunction: /\bconjunct|\bconjoin|\b(meet(s|ing)?|joins?) (your|its)\b|\bcross(es|ing) your\b|\bpass(es|ing) over\b/i,
  opposition: /\boppos/i,
  square: /\bsquar/i,
  trine: /\btrin(e|es|ed|ing)\b/i,
  sextile: /\bsextil/i,
  quincunx: /\bquincun|\binconjunct/i,
};

/** Sentences that stand in two different texts of a table, each as "where = where: sentence". */
export function sentencesInTwoTexts(texts: ReadonlyArray<{ where: string; text: string }>): string[] {
  const seen = new Map<string, string>();
  const repeated: string[] = [];
  for (const { where, text } of texts) {
    for (const sentence of sentencesOf(text)) {
      const key = sentenceKey(sentence);
      const first = seen.get(key);
      if (first !== undefined && first !== where) repeated.push(`${first} = ${where}: ${sentence}`);
      if (first === undefined) seen.set(key, where);
    }
  }
  return repeated;
}

/**
 * The report without the paragraphs read for a solar house (led by "Mars in the tenth solar house"): an
 * untimed reading names no house or angle outside them, and they say "house" as the authored texts do.
 */
export function withoutSolarHouseParagraphs(report: Report): Report {
  const solar = /solar house|солнечн\p{L}* дом/u;
  return {
    ...report,
    sections: report.sections.map((s) => ({ ...s, blocks: s.blocks.filter((b) => !(b.type === 'paragraph' && b.lead && solar.test(b.lead))) })),
  };
}
