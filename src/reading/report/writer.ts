// Collects the blocks of one reading and guarantees that no sentence is printed twice:
// library texts are written to stand alone, so a repeat would read as a template artefact.
// A sentence dropped this way is content the composer meant to give and the reader never sees, so
// each drop is reported to `onDropped`: tests count them, and only drops they name are expected.
import type { Block, ListItem, Section } from './types.js';
import { sentenceKey, sentencesOf } from './text.js';

export class ReadingWriter {
  private readonly used = new Set<string>();
  readonly sections: Section[] = [];
  private current: Section | null = null;

  constructor(private readonly onDropped?: (sentence: string) => void) {}

  section(id: string, title: string): void {
    this.current = { id, title, blocks: [] };
    this.sections.push(this.current);
  }

  /** Drop any sentence of `text` already printed in this reading; returns what is left. */
  fresh(text: string): string {
    const kept: string[] = [];
    for (const sentence of sentencesOf(text)) {
      const key = sentenceKey(sentence);
      if (this.used.has(key)) {
        this.onDropped?.(sentence);
        continue;
      }
      this.used.add(key);
      kept.push(sentence);
    }
    return kept.join(' ');
  }

  heading(text: string): void {
    this.push({ type: 'heading', text });
  }

  paragraph(text: string, lead?: string): void {
    const kept = this.fresh(text);
    if (kept.length === 0 && !lead) return;
    this.push(lead ? { type: 'paragraph', text: kept, lead } : { type: 'paragraph', text: kept });
  }

  /** Several texts that read as one paragraph. */
  paragraphOf(texts: string[], lead?: string): void {
    this.paragraph(texts.filter((t) => t.length > 0).join(' '), lead);
  }

  note(text: string): void {
    const kept = this.fresh(text);
    if (kept.length > 0) this.push({ type: 'note', text: kept });
  }

  list(items: ListItem[]): void {
    const kept: ListItem[] = [];
    for (const item of items) {
      const text = this.fresh(item.text);
      if (text.length === 0 && !item.lead) continue;
      kept.push(item.lead ? { lead: item.lead, text } : { text });
    }
    if (kept.length > 0) this.push({ type: 'list', items: kept });
  }

  table(columns: string[], rows: string[][]): void {
    if (rows.length > 0) this.push({ type: 'table', columns, rows });
  }

  private push(block: Block): void {
    if (!this.current) throw new Error('ReadingWriter: a block was written before any section');
    this.current.blocks.push(block);
  }

  /** Sections that ended up with content. */
  finished(): Section[] {
    return this.sections.filter((s) => s.blocks.some((b) => b.type !== 'heading'));
  }
}
