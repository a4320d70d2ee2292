// Names in any script, made countable for numerology: words in Latin or Cyrillic letters stay as
// written (numerology counts both alphabets); every other word is carried into Latin letters by the
// `transliteration` package (a maintained Unicode-to-Latin table covering Chinese as Mandarin pinyin,
// Greek, Arabic, Hebrew, the Indian scripts, Thai, Korean, Japanese kana, Georgian, Armenian, ...),
// with two corrections where its letter-by-letter output is not how such names are spelt in Latin:
//
// - Greek: the digraphs ου → ou, αυ/ευ/ηυ → av/ev/iv (af/ef/if before a voiceless consonant or at the
//   end), γγ → ng, γκ → gk, γξ → nx, γχ → nch, and χ → ch, as in ELOT 743 (Παπαδόπουλος → Papadopoulos,
//   Ευάγγελος → Evangelos, Χριστίνα → Christina).
// - Brahmic scripts (Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam):
//   each consonant carries its inherent a unless a vowel sign or virama follows (dropped at the end of
//   a word in the north Indian scripts), long vowels are written single, and च/छ are ch/chh, as Indian
//   names are usually spelt in English (अमिताभ बच्चन → Amitabh Bachchan).
//
// Pure: no I/O. Words without letters (emoji, digits) are left out of the counted name.
import { transliterate } from 'transliteration';

/** A script whose words were transliterated, by its Unicode name; `Other` for the rest. */
type ScriptId =
  | 'Han' | 'Greek' | 'Arabic' | 'Hebrew' | 'Devanagari' | 'Bengali' | 'Gurmukhi' | 'Gujarati' | 'Oriya' | 'Tamil' | 'Telugu'
  | 'Kannada' | 'Malayalam' | 'Sinhala' | 'Thai' | 'Hangul' | 'Hiragana' | 'Katakana' | 'Georgian' | 'Armenian' | 'Ethiopic'
  | 'Syriac' | 'Thaana' | 'Other';

const KNOWN_SCRIPTS: Array<[Exclude<ScriptId, 'Other'>, RegExp]> = [
  ['Han', /\p{Script=Han}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Oriya', /\p{Script=Oriya}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Sinhala', /\p{Script=Sinhala}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Syriac', /\p{Script=Syriac}/u],
  ['Thaana', /\p{Script=Thaana}/u],
];

/** Brahmic scripts whose consonants carry an inherent a. */
const BRAHMIC: readonly ScriptId[] = ['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam'];

const COUNTED_AS_WRITTEN = /^[\p{Script=Latin}\p{Script=Cyrillic}]$/u;
const LETTER = /\p{L}/u;

function scriptOf(char: string): ScriptId {
  for (const [id, pattern] of KNOWN_SCRIPTS) if (pattern.test(char)) return id;
  return 'Other';
}

interface CountableName {
  /** The name as it is counted: Latin and Cyrillic words as written, the others in Latin letters. */
  text: string;
  /** Scripts whose words were transliterated, in order of appearance (empty: nothing was). */
  transliterated: ScriptId[];
  /** Scripts with letters that gave no Latin letters at all. */
  unsupported: ScriptId[];
  /** Whether the name as given has any letter, in any script. */
  hasLetters: boolean;
}

export function countableName(fullName: string): CountableName {
  const words: string[] = [];
  const transliterated: ScriptId[] = [];
  const unsupported: ScriptId[] = [];
  let hasLetters = false;
  for (const word of fullName.normalize('NFC').split(/\s+/u)) {
    const letters = [...word].filter((c) => LETTER.test(c));
    if (letters.length === 0) continue;
    hasLetters = true;
    const foreign = letters.filter((c) => !COUNTED_AS_WRITTEN.test(c));
    if (foreign.length === 0) {
      words.push(word);
      continue;
    }
    const scripts = [...new Set(foreign.map(scriptOf))];
    const latin = toLatin(word, scripts);
    const target = /[A-Za-z]/.test(latin) ? transliterated : unsupported;
    for (const s of scripts) if (!target.includes(s)) target.push(s);
    if (/[A-Za-z]/.test(latin)) words.push(latin);
  }
  return { text: words.join(' '), transliterated, unsupported, hasLetters };
}

/** One word with letters outside Latin and Cyrillic, in Latin letters (may come back empty). */
function toLatin(word: string, scripts: ScriptId[]): string {
  let source = word;
  if (scripts.includes('Greek')) source = greekDigraphs(source);
  if (scripts.includes('Arabic')) source = arabicLetters(source);
  const brahmic = scripts.some((s) => BRAHMIC.includes(s));
  if (brahmic) source = inherentVowels(source);
  let latin = transliterate(source);
  if (brahmic) latin = latin.toLowerCase().replace(/aa/g, 'a').replace(/ii/g, 'i').replace(/uu/g, 'u').replace(/'/g, '');
  // Keep letters, and hyphens or apostrophes between them; the table's other marks (` for ayin, ...) go.
  latin = latin
    .replace(/[^A-Za-z\s'-]+/g, '')
    .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  // A word written in capitals stays in capitals. Scripts without capitals (and Georgian, whose
  // capitals are rarely used) come back in lower case, or with a capital standing for a distinct
  // sound (H for Arabic ḥ): each word then gets one initial capital, as a name is written.
  const letters = [...word].filter((c) => LETTER.test(c));
  if (letters.length > 1 && letters.every((c) => /\p{Lu}/u.test(c))) return latin.toUpperCase();
  if (!letters.some((c) => /\p{Lu}/u.test(c))) latin = latin.split(' ').map((w) => (w ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w)).join(' ');
  return latin;
}

// ---- Greek ----

const GREEK_VOICELESS = new Set('θκξπστφχψς'.split(''));
const GREEK_BASE = (c: string) => c.normalize('NFD').replace(/[\u0300-\u0307\u0309-\u036f]/g, '').toLowerCase();
const hasDiaeresis = (c: string) => c.normalize('NFD').includes('\u0308');

function greekDigraphs(word: string): string {
  const chars = [...word];
  let out = '';
  const emit = (latin: string, first: string) => {
    out += first !== first.toLowerCase() ? latin[0].toUpperCase() + latin.slice(1) : latin;
  };
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    const base = GREEK_BASE(c);
    const next = chars[i + 1];
    const nextBase = next === undefined ? '' : GREEK_BASE(next);
    const upsilonNext = nextBase === 'υ' && !hasDiaeresis(next!);
    if (base === 'ο' && upsilonNext) {
      emit('ou', c);
      i++;
    } else if ((base === 'α' || base === 'ε' || base === 'η') && upsilonNext) {
      const after = chars[i + 2] === undefined ? '' : GREEK_BASE(chars[i + 2]);
      const voiceless = after === '' || GREEK_VOICELESS.has(after) || !/\p{L}/u.test(after);
      emit(`${{ α: 'a', ε: 'e', η: 'i' }[base]}${voiceless ? 'f' : 'v'}`, c);
      i++;
    } else if (base === 'γ' && ['γ', 'κ', 'ξ', 'χ'].includes(nextBase)) {
      emit({ γ: 'ng', κ: 'gk', ξ: 'nx', χ: 'nch' }[nextBase]!, c);
      i++;
    } else if (base === 'χ') {
      emit('ch', c);
    } else {
      out += c;
    }
  }
  return out;
}

// ---- Arabic ----

// The table leaves alif out and writes ta marbuta and alif maqsura as symbols; names spell them as vowels.
const ARABIC_LETTERS: Record<string, string> = { 'ا': 'a', 'أ': 'a', 'إ': 'i', 'آ': 'a', 'ٱ': 'a', 'ى': 'a', 'ة': 'a', 'ع': 'a', 'ء': '' };
const arabicLetters = (word: string) => [...word].map((c) => ARABIC_LETTERS[c] ?? c).join('');

// ---- Brahmic scripts ----

/** Blocks laid out alike (ISCII order): independent vowels at +05..+14, consonants at +15..+39. */
const BRAHMIC_BLOCKS = [0x0900, 0x0980, 0x0a00, 0x0a80, 0x0b00, 0x0b80, 0x0c00, 0x0c80, 0x0d00];
/** North Indian scripts drop the inherent a at the end of a word (राम → Ram) and between VC and CV (कमला → Kamla). */
const SCHWA_DELETING = new Set([0x0900, 0x0980, 0x0a00, 0x0a80, 0x0b00]);
const TAMIL = 0x0b80;
/** Consonants by block offset whose table spelling (tt, dd, nn, ss: retroflex) is not how names are written. */
const CONSONANT_LATIN: Record<number, string> = { 0x19: 'n', 0x1e: 'n', 0x1f: 't', 0x20: 'th', 0x21: 'd', 0x22: 'dh', 0x23: 'n', 0x37: 'sh', 0x5c: 'r', 0x5d: 'rh' };
const NORTH_CONSONANT_LATIN: Record<number, string> = { ...CONSONANT_LATIN, 0x1a: 'ch', 0x1b: 'chh' };
const TAMIL_CONSONANT_LATIN: Record<number, string> = { ...CONSONANT_LATIN, 0x1a: 's', 0x29: 'n', 0x31: 'r', 0x33: 'l', 0x34: 'zh' };
/** With a nukta: ड़ ढ़ (r, rh). */
const NUKTA_LATIN: Record<number, string> = { 0x21: 'r', 0x22: 'rh' };

function brahmicBlock(c: string | undefined): number | null {
  if (c === undefined) return null;
  const block = c.codePointAt(0)! & ~0x7f;
  return BRAHMIC_BLOCKS.includes(block) ? block : null;
}
const offsetIn = (c: string, block: number) => c.codePointAt(0)! - block;
const isConsonant = (off: number) => (off >= 0x15 && off <= 0x39) || (off >= 0x58 && off <= 0x5f);
const isVowelSign = (off: number) => (off >= 0x3e && off <= 0x4c) || (off >= 0x55 && off <= 0x57) || off === 0x62 || off === 0x63;
const VIRAMA = 0x4d;
const NUKTA = 0x3c;
/** Candrabindu, anusvara, visarga: they close a syllable whose vowel therefore stays. */
const isSyllableMark = (off: number) => off >= 0x01 && off <= 0x03;

type Unit =
  | { consonant: string; block: number; sign: string; virama: boolean; inherent: boolean; closed: boolean }
  | { other: string; vowel: boolean };

function inherentVowels(word: string): string {
  const chars = [...word];
  const units: Unit[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    const block = brahmicBlock(c);
    const off = block === null ? -1 : offsetIn(c, block);
    if (block === null || !isConsonant(off)) {
      units.push({ other: c, vowel: block !== null && off >= 0x05 && off <= 0x14 });
      continue;
    }
    const table = block === TAMIL ? TAMIL_CONSONANT_LATIN : SCHWA_DELETING.has(block) ? NORTH_CONSONANT_LATIN : CONSONANT_LATIN;
    let consonant = table[off] ?? c;
    let j = i + 1;
    if (chars[j] !== undefined && brahmicBlock(chars[j]) === block && offsetIn(chars[j], block) === NUKTA) {
      consonant = NUKTA_LATIN[off] ?? consonant + chars[j];
      j++;
    }
    const next = chars[j];
    const nextOff = next !== undefined && brahmicBlock(next) === block ? offsetIn(next, block) : -1;
    const sign = isVowelSign(nextOff) || nextOff === VIRAMA ? next! : '';
    if (sign) j++;
    const after = chars[j];
    const closed = after !== undefined && brahmicBlock(after) === block && isSyllableMark(offsetIn(after, block));
    units.push({ consonant, block, sign, virama: nextOff === VIRAMA, inherent: !sign, closed });
    i = j - 1;
  }
  const hasVowel = (u: Unit | undefined) => u !== undefined && ('other' in u ? u.vowel : !u.virama);
  // North Indian scripts: the last consonant keeps no inherent a (unless it ends a cluster, as in
  // Narendra), and right to left, an inherent a between a syllable with a vowel and a consonant
  // (cluster) with one is not spoken.
  const last = units.at(-1);
  const beforeLast = units.at(-2);
  const endsCluster = beforeLast !== undefined && 'consonant' in beforeLast && beforeLast.virama;
  if (last && 'consonant' in last && last.inherent && !last.closed && SCHWA_DELETING.has(last.block) && !endsCluster) last.inherent = false;
  for (let k = units.length - 2; k >= 1; k--) {
    const u = units[k];
    if (!('consonant' in u) || !u.inherent || u.closed || !SCHWA_DELETING.has(u.block)) continue;
    if (!hasVowel(units[k - 1])) continue;
    let n = k + 1;
    while (n < units.length && 'consonant' in units[n] && (units[n] as { virama: boolean }).virama) n++;
    const following = units[n];
    if (following && 'consonant' in following && (following.inherent || following.sign)) u.inherent = false;
  }
  return units
    .map((u) => ('other' in u ? u.other : u.consonant + (u.inherent ? String.fromCodePoint(u.block + 0x05) : '') + u.sign))
    .join('');
}
