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

/** Prepositions before «вас», «себя», «собой» that make them an object of place or company («у вас», «с собой»). */
const BEFORE_PRONOUN = new Set([
  'у', 'от', 'для', 'к', 'ко', 'с', 'со', 'без', 'до', 'из', 'о', 'обо', 'про', 'на', 'за', 'перед', 'между', 'при', 'над', 'под',
  'в', 'во', 'через', 'среди', 'около', 'вокруг', 'возле', 'ради', 'кроме', 'после', 'мимо', 'внутри', 'вне',
]);
/** Words that may stand between the pronoun and its predicate («делает вас немного ленивым», «считали недостаточно умным»). */
const DEGREE = new Set(['не', 'немного', 'чуть', 'слишком', 'менее', 'более', 'заметно', 'внешне', 'очень', 'совсем', 'почти', 'вполне', 'недостаточно', 'по-настоящему', 'таким', 'такой']);
/** After «вы»: the linking verbs through which an adjective describes the reader («вы кажетесь надёжным»). */
const LINKING = new Set([
  'кажетесь', 'выглядите', 'становитесь', 'остаётесь', 'выходите', 'оказываетесь', 'стали', 'были', 'оказались', 'остались',
  'можете', 'могли', 'способны', 'казаться', 'выглядеть', 'быть', 'стать', 'оставаться', 'остаться', 'рано', 'нередко', 'часто', 'порой', 'всегда', 'внешне', 'здесь', 'там', 'тут',
]);

type Parse = ReturnType<typeof Az.Morph>[number];
const parsesOf = new Map<string, Parse[]>();
function morph(word: string): Parse[] {
  const key = word.toLowerCase();
  let parses = parsesOf.get(key);
  if (!parses) parsesOf.set(key, (parses = Az.Morph(key)));
  return parses;
}

/** Pronoun adjectives that still say who the reader is («вы здесь свой», «вы сама»); the rest («её», «тем», «той») point elsewhere. */
const PERSONAL_PRONOUN_ADJECTIVES = new Set(['свой', 'своя', 'своим', 'своей', 'сам', 'сама', 'самим', 'самой', 'такой', 'такая', 'таким']);

/** A full adjective or participle that can be masculine or feminine singular in `grammaticalCase` («осторожным», «уверенной», «чужой»). */
function genderedAdjective(word: string, grammaticalCase: 'ablt' | 'nomn'): boolean {
  // Numerals such as «одним» («одним из первых») describe no one.
  return morph(word).some((p) => (p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') && p.tag[grammaticalCase] === true && p.tag.sing === true
    && (p.tag.masc === true || p.tag.femn === true) && p.tag.Anum !== true
    && (p.tag.Apro !== true || PERSONAL_PRONOUN_ADJECTIVES.has(word.toLowerCase())));
}

/**
 * Whether the adjective at `at` is an attribute of a noun after it («мудрым посредником», «белой вороной», «чужой
 * мечте»): the run of adjectives, adverbs and conjunctions after it ends on a noun, before any preposition. A noun
 * of either gender may name a woman or a man alike («вы прекрасный собеседник»), so only a predicate adjective says
 * which the reader is.
 */
function beforeNoun(words: readonly string[], at: number): boolean {
  for (let k = at + 1; k < words.length; k++) {
    const word = words[k].toLowerCase();
    const parses = morph(word).filter((p) => p.tag.Abbr !== true);
    if (parses.some((p) => p.tag.POS === 'PREP')) return false;
    if (word.length > 1 && parses.some((p) => p.tag.POS === 'NOUN')) return true;
    const continues = ['и', 'или', 'а', 'но'].includes(word) || parses.some((p) => p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF' || p.tag.POS === 'ADVB');
    if (!continues) return false;
  }
  return false;
}

/**
 * Places where Russian prose addressing the reader as «вы» gives the reader a gender: «вас/себя/собой» with a
 * masculine or feminine adjective or participle in the instrumental («делает вас осторожным», «чувствовать себя
 * любимой», «довольным собой»), and «вы» with one after a linking verb («вы кажетесь надёжным») or in the nominative
 * («вы здесь чужой»). Plural short forms («вы спокойны») and comparatives («осторожнее») give none and pass.
 */
export function readerGender(text: string): string[] {
  const out: string[] = [];
  // A slot stands for a word of its own, so the words on either side of it are not read as neighbours.
  const plain = text.replace(/\{[^}]*\}/g, ' ¤ ').replace(/\u00a0/g, ' ');
  for (const clause of plain.split(/[.;:!?()«»—–]+/u)) {
    const words = clause.split(/[\s,]+/u).filter((w) => /^[\p{L}¤][\p{L}-]*$/u.test(w));
    const flag = (at: number, from: number) => out.push(`«${words.slice(from, at + 1).join(' ')}»: ${clause.trim()}`);
    words.forEach((word, i) => {
      const lower = word.toLowerCase();
      if (lower === 'вас' || lower === 'себя' || lower === 'собой') {
        if (i > 0 && BEFORE_PRONOUN.has(words[i - 1].toLowerCase())) return;
        // «само собой разумеющимся» agrees with what goes without saying, not with the reader.
        if (lower === 'собой' && i > 0 && words[i - 1].toLowerCase() === 'само') return;
        let j = i + 1;
        while (j < words.length && j <= i + 2 && DEGREE.has(words[j].toLowerCase())) j++;
        if (j < words.length && genderedAdjective(words[j], 'ablt') && !beforeNoun(words, j)) flag(j, i);
        if (lower === 'собой' && i > 0 && genderedAdjective(words[i - 1], 'ablt') && !beforeNoun(words, i - 1)) flag(i, i - 1);
      }
      if (lower === 'вы') {
        let j = i + 1;
        while (j < words.length && j <= i + 3 && LINKING.has(words[j].toLowerCase())) j++;
        if (j >= words.length) return;
        if (j > i + 1 && genderedAdjective(words[j], 'ablt') && !beforeNoun(words, j)) flag(j, i);
        if (genderedAdjective(words[j], 'nomn') && !beforeNoun(words, j)) flag(j, i);
      }
    });
  }
  return [...new Set(out)];
}
