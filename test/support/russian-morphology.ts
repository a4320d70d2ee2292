// Russian grammar checked by a morphology dictionary (Az.js over OpenCorpora): a plural sign name as a
// subject with a singular verb («Рыбы задаёт тон», «Весы подчиняется»), and Latin letters in Russian prose
// outside the names the reading quotes. Issue 27, finding 6.
import { createRequire } from 'node:module';
import path from 'node:path';
import Az from 'az';
import type { InterpretationLibrary } from '../../src/reading/library/types.js';

let loaded: Promise<void> | null = null;

/** Loads the dictionaries once per process (about a second and a half). */
export function loadMorphology(): Promise<void> {
  const require = createRequire(import.meta.url);
  const dicts = path.join(path.dirname(require.resolve('az/package.json')), 'dicts');
  loaded ??= new Promise((resolve, reject) => Az.Morph.init(dicts, (error) => (error ? reject(error) : resolve())));
  return loaded;
}

/** Prepositions after which a sign name is an object («переходит в Весы»), never a subject. */
const PREPOSITIONS = new Set(['в', 'во', 'на', 'через', 'про', 'за', 'под', 'из', 'с', 'со', 'до', 'от', 'к', 'ко', 'по']);

/** Whether every reading of a word is a finite singular verb: "задаёт", "подчиняется", "стоял". */
function singularVerb(word: string): boolean {
  const parses = Az.Morph(word.toLowerCase());
  if (parses.length === 0) return false;
  const verbs = parses.filter((p) => p.tag.POS === 'VERB');
  // A word that can also be something other than a verb ("стали", "мечта") is no evidence either way.
  if (verbs.length !== parses.length) return false;
  return verbs.every((p) => p.tag.sing === true && p.tag.Impe !== true);
}

/** Whether a word is a finite verb in some reading (the first verb after a subject ends the search). */
function isVerb(word: string): boolean {
  return Az.Morph(word.toLowerCase()).some((p) => p.tag.POS === 'VERB');
}

/**
 * Sentences where a sign name in the plural (Близнецы, Весы, Рыбы) is the subject of a singular verb:
 * the name not after a preposition, and the first verb after it in its clause (within four words).
 */
export function pluralSignAgreement(text: string, lib: InterpretationLibrary): string[] {
  const plural = Object.values(lib.names.signs).filter((w) => w.gender === 'pl').map((w) => w.forms.nom);
  const out: string[] = [];
  for (const clause of text.replace(/\u00a0/g, ' ').split(/[.;:!?,()«»—–]+/u)) {
    const words = clause.split(/\s+/u).filter(Boolean);
    words.forEach((word, i) => {
      if (!plural.includes(word)) return;
      if (i > 0 && PREPOSITIONS.has(words[i - 1].toLowerCase())) return;
      const next = words.slice(i + 1, i + 5).find((w) => /^\p{L}+$/u.test(w) && isVerb(w));
      if (next && singularVerb(next)) out.push(`«${word} ${next}»: ${clause.trim()}`);
    });
  }
  return out;
}

/** Latin letters in Russian prose once the quoted names (the buyer's, a time zone, a city) are taken out. */
export function latinOutsideNames(text: string, names: readonly string[]): string[] {
  let rest = text;
  for (const name of names) rest = rest.split(name).join(' ');
  return [...rest.matchAll(/[^\s]*[A-Za-z][^\s]*/g)].map((m) => m[0]);
}
