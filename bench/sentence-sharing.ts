// How much of a reading is boilerplate: the share of its words that sit in sentences another
// reading of the same sample also has, word for word. Used by bench/boilerplate.ts and the
// reading tests, so the figure printed and the figure checked are worked out the same way.
import type { Report } from '../src/reading/report/types.js';
import type { InterpretationLibrary } from '../src/reading/library/types.js';
import { authoredTablesOf } from '../src/reading/library/authored-tables.js';

/** The prose a person reads: paragraphs, notes and list items. Titles and tables are labels, not sentences. */
export function proseOf(report: Report, sectionIds?: ReadonlySet<string>): string[] {
  const texts: string[] = [];
  for (const section of report.sections) {
    if (sectionIds && !sectionIds.has(section.id)) continue;
    for (const block of section.blocks) {
      if (block.type === 'paragraph' || block.type === 'note') texts.push(block.text);
      else if (block.type === 'list') for (const item of block.items) texts.push(item.lead ? `${item.lead}: ${item.text}` : item.text);
    }
  }
  return texts;
}

/**
 * The sentences of a library's authored paragraphs: one paragraph per combination (a planet in a sign or house, an aspect by
 * pair and type, …), which two people with that combination rightly share (issue 27). What the sharing
 * figures are after is text that ignores the chart: the frames and the sentences composed around these.
 */
export function authoredParagraphs(lib: InterpretationLibrary): ReadonlySet<string> {
  const known = authoredByLibrary.get(lib);
  if (known) return known;
  const texts = authoredTablesOf(lib).flatMap((t) => Object.values(t.texts));
  for (const bySign of Object.values(lib.planetInSign)) texts.push(...Object.values(bySign));
  texts.push(...Object.values(lib.moonInSign), ...Object.values(lib.moonPhases));
  // Life timing's texts per sign, house and contact are authored the same way, a sentence or two each.
  const timing = lib.lifeTiming;
  for (const table of [timing.saturnSign, timing.saturnHouse, timing.jupiterSign, timing.jupiterHouse, timing.nodeSign, timing.nodeHouse]) texts.push(...Object.values(table));
  for (const byGroup of Object.values(timing.saturnContact)) texts.push(...Object.values(byGroup));
  // A composed paragraph may hold an authored text after a sentence of the chart's facts (the story's
  // lead, a life area's ruler placed): the measure drops the authored sentences wherever they stand.
  const set = new Set(texts.flatMap((text) => sentencesOf(text)));
  authoredByLibrary.set(lib, set);
  return set;
}

/** Built once per library: a sample's twenty readings read the same set. */
const authoredByLibrary = new WeakMap<InterpretationLibrary, ReadonlySet<string>>();

/** The prose of a reading without its authored sentences (see authoredParagraphs). */
export function composedProseOf(report: Report, lib: InterpretationLibrary, sectionIds?: ReadonlySet<string>): string[] {
  const authored = authoredParagraphs(lib);
  return proseOf(report, sectionIds)
    .map((text) => sentencesOf(text).filter((sentence) => !authored.has(sentence)).join(' '))
    .filter((text) => text.length > 0);
}

/** Sentences of a text: split after . ! ? (and a closing quote) where the next sentence starts. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?][”’"»)]?)\s+(?=[\p{Lu}\p{N}“‘"«(])/u)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
}

const wordCount = (sentence: string) => sentence.split(/\s+/).filter(Boolean).length;

export interface SharingFigures {
  /** Per reading: share of its words in sentences at least one other reading has. */
  sharedWithAnother: number[];
  /** Per reading: share of its words in sentences that `widely` or more readings have. */
  sharedWidely: number[];
  /** The sentences most readings share, with how many readings have each. */
  topShared: Array<{ sentence: string; readings: number; words: number }>;
}

/** `readings` is one array of prose texts per reading. A sentence counts once per reading that has it. */
export function sharingFigures(readings: string[][], widely = 5): SharingFigures {
  const sentencesPerReading = readings.map((texts) => texts.flatMap(sentencesOf));
  const readingsWith = new Map<string, number>();
  for (const sentences of sentencesPerReading) {
    for (const s of new Set(sentences)) readingsWith.set(s, (readingsWith.get(s) ?? 0) + 1);
  }
  const share = (sentences: string[], atLeast: number) => {
    const total = sentences.reduce((n, s) => n + wordCount(s), 0);
    const shared = sentences.filter((s) => (readingsWith.get(s) ?? 0) >= atLeast).reduce((n, s) => n + wordCount(s), 0);
    return total === 0 ? 0 : shared / total;
  };
  const topShared = [...readingsWith]
    .filter(([, n]) => n >= 2)
    .map(([sentence, n]) => ({ sentence, readings: n, words: wordCount(sentence) }))
    .sort((a, b) => b.readings * b.words - a.readings * a.words)
    .slice(0, 25);
  return {
    sharedWithAnother: sentencesPerReading.map((s) => share(s, 2)),
    sharedWidely: sentencesPerReading.map((s) => share(s, widely)),
    topShared,
  };
}
