// How much of one reading repeats itself: words in 6-word runs used three times or more. Shared by
// bench/repetition.ts and the reading tests, so the figure printed and the figure checked agree.
import type { Report } from '../src/reading/report/types.js';
import { proseOf } from './sentence-sharing.js';

export const RUN = 6;

export interface Repetition {
  /** Share of the reading's prose words inside a 6-word run the reading has three times or more. */
  share: number;
  top: { run: string; count: number } | null;
  /** Runs used more than three times, most first. */
  over: Array<{ run: string; count: number }>;
  /** The buyer's full name, and the first name alone, as often as the prose has them. */
  fullName: number;
  firstName: number;
}

/** Words of the prose, each text apart, lower-cased, punctuation dropped (a run never spans two texts). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().replace(/[^\p{L}\p{N}’'\s-]+/gu, ' ').split(/\s+/).filter(Boolean);
}

export function repetitionOf(report: Report, name: string): Repetition {
  const texts = proseOf(report).map(wordsOf);
  const counts = new Map<string, number>();
  for (const words of texts) {
    for (let i = 0; i + RUN <= words.length; i++) {
      const run = words.slice(i, i + RUN).join(' ');
      counts.set(run, (counts.get(run) ?? 0) + 1);
    }
  }
  let total = 0, repeated = 0;
  for (const words of texts) {
    const marked = new Array<boolean>(words.length).fill(false);
    for (let i = 0; i + RUN <= words.length; i++) {
      if ((counts.get(words.slice(i, i + RUN).join(' ')) ?? 0) >= 3) for (let j = i; j < i + RUN; j++) marked[j] = true;
    }
    total += words.length;
    repeated += marked.filter(Boolean).length;
  }
  const sorted = [...counts].sort((a, b) => b[1] - a[1]);
  const prose = proseOf(report).join('\n');
  const first = name.split(/\s+/)[0];
  const occurrences = (needle: string) => prose.split(needle).length - 1;
  const fullName = occurrences(name);
  return {
    share: total === 0 ? 0 : repeated / total,
    top: sorted.length > 0 ? { run: sorted[0][0], count: sorted[0][1] } : null,
    over: sorted.filter(([, n]) => n > 3).map(([run, count]) => ({ run, count })),
    fullName,
    firstName: occurrences(first) - fullName,
  };
}
