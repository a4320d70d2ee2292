// Repetition inside one reading: how often a sentence, and a sentence frame (the sentence with its names
// and the library's per-point phrases masked), recurs within it. Used by bench/boilerplate.ts and the
// reading tests, so the figure printed and the figure checked are worked out the same way.
import type { Word } from '../src/reading/library/grammar.js';
import type { InterpretationLibrary } from '../src/reading/library/types.js';
import { sentencesOf } from './sentence-sharing.js';

const MASK = '·';

/**
 * Everything a frame's slots are filled with: the names of planets, points, signs, houses, angles,
 * elements, modes and aspects, and the phrases the aspect texts say of a point, a sign or a house
 * (what a planet drives, how a sign acts, what a house covers, what Chiron or Lilith stirs in a planet).
 * Longest first, so that "the tenth house" goes before "tenth".
 */
export function slotValues(lib: InterpretationLibrary): string[] {
  const n = lib.names;
  const a = lib.aspects;
  const named: Array<Record<string, Word>> = [n.planets, n.points, n.signs, n.houses, n.angles, n.elements, n.modalities, n.aspects];
  // Every case form of a name: a Russian sentence names a sign «в Скорпионе» as often as «Скорпион».
  const tables: Array<Record<string, string>> = [
    ...named.flatMap((table) => Object.values(table).map((word) => ({ ...word.forms }))), a.typeSingular, a.typePlural,
    a.drive, a.manner, a.area, a.areaShort, ...Object.values(a.pointContact ?? {}),
  ];
  const values = new Set<string>();
  for (const table of tables) for (const value of Object.values(table)) if (value.trim()) values.add(value);
  // "The Sun" starts a sentence as often as "the Sun" sits inside one.
  for (const value of [...values]) values.add(value[0].toUpperCase() + value.slice(1));
  return [...values].sort((x, y) => y.length - x.length);
}

/**
 * The slot values of the planets section (report/natal-placements.ts) on top of `slotValues`: what a
 * planet drives there, how it acts in each sign, what a house covers, how a sign acts. Spaces are made
 * plain, as `sentencesOf` makes them in the sentences, so a Russian phrase with a non-breaking space
 * is still found.
 */
export function placementSlotValues(lib: InterpretationLibrary): string[] {
  const p = lib.placements;
  const phrases = [
    ...Object.values(p.drive), ...Object.values(p.houseTopic), ...Object.values(p.inSign).flatMap((bySign) => Object.values(bySign)),
    ...Object.values(lib.synthesis.signManner),
  ];
  const values = new Set([...slotValues(lib), ...phrases].map((value) => value.replace(/\s+/g, ' ')).filter((value) => value.trim()));
  for (const value of [...values]) values.add(value[0].toUpperCase() + value.slice(1));
  return [...values].sort((x, y) => y.length - x.length);
}

/** Russian words that differ only by the gender or number of the name they agree with, folded to one. */
const AGREEMENT: ReadonlyArray<[RegExp, string]> = [
  [/(?<!\p{L})(?:она|оно|они)(?!\p{L})/gu, 'он'],
  [/(?<!\p{L})(?:её|их)(?!\p{L})/gu, 'его'],
  [/(?<!\p{L})(?:ей|им)(?!\p{L})/gu, 'ему'],
  [/(?<!\p{L})(?:ней|ним|ними)(?!\p{L})/gu, 'нем'],
  [/(?<!\p{L})(?:была|было|были)(?!\p{L})/gu, 'был'],
  [/(?<!\p{L})(в|с|к)о(?!\p{L})/gu, '$1'],
];

/**
 * A Russian frame with its inflection folded: the agreeing pronouns made one, and every word cut to its
 * first four letters, so that «квадрат к вашему ·» and «квадрат к вашей ·», «был ретроградным» and «была
 * ретроградной» count as the one frame they are.
 */
export function foldInflection(frame: string): string {
  let out = frame.toLowerCase();
  for (const [pattern, replacement] of AGREEMENT) out = out.replace(pattern, replacement);
  return out.replace(/\p{L}+/gu, (word) => word.slice(0, 4));
}

/** A sentence with every slot value, number, degree and clock time masked. */
export function frameOf(sentence: string, values: readonly string[]): string {
  let out = sentence.replace(/\d+°\d+′|\d{1,2}:\d{2}|\d+(\.\d+)?/g, MASK);
  for (const value of values) if (out.includes(value)) out = out.split(value).join(MASK);
  return out.replace(/·(\s*·)+/g, MASK);
}

/** The most times one sentence occurs in the texts, with the sentence. */
export function worstSentence(texts: readonly string[]): { count: number; sentence: string } {
  return worst(texts.flatMap(sentencesOf));
}

/** The most times one frame occurs in the texts, with the frame. */
export function worstFrame(
  texts: readonly string[], values: readonly string[], fold: (frame: string) => string = (frame) => frame,
): { count: number; sentence: string } {
  return worst(texts.flatMap(sentencesOf).map((s) => fold(frameOf(s, values))));
}

function worst(items: string[]): { count: number; sentence: string } {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  let best = { count: 0, sentence: '' };
  for (const [sentence, count] of counts) if (count > best.count) best = { count, sentence };
  return best;
}
