// What a library carries for the grammar of its language, and the slot syntax its templates use to
// ask for it, so that the composer fills every language's templates the same way and holds no words.
//
// A slot is one of:
//   {name}                     the value as it is (a word in its nominative)
//   {name:gen}                 a word in a named case: «управитель {sign:gen}» → «управитель Скорпиона»
//   {name|m=ваш|f=ваша|n=ваше|pl=ваши}
//                              a choice: by the gender of a word («{planet|m=ваш|f=ваша|n=ваше} {planet}»
//                              → «ваша Луна», «ваше Солнце»), or by the plural category of a number in
//                              the library's language (CLDR rules through Intl.PluralRules, the rules
//                              i18next's _one/_few/_many/_other keys follow): «{years} {years|one=год|
//                              few=года|many=лет|other=года}» → «21 год», «3 года», «5 лет».
// English gives the same members with one form for every case and never needs a choice; a template
// may still use one where English grammar asks for it ({count|one=year|other=years}).

export const GRAMMATICAL_CASES = ['nom', 'gen', 'dat', 'acc', 'ins', 'loc'] as const;
/** Nominative, genitive, dative, accusative, instrumental, locative (the Russian prepositional). */
export type GrammaticalCase = (typeof GRAMMATICAL_CASES)[number];

/** Masculine, feminine, neuter, or a plural noun (which agrees as a plural whatever its gender). */
export type Gender = 'm' | 'f' | 'n' | 'pl';

/** A name or an adjective as a template uses it: its form in each case, and the gender words agree with. */
export interface Word {
  readonly forms: Readonly<Record<GrammaticalCase, string>>;
  readonly gender: Gender;
}

/** A word that has one form in every case (every English name); its gender is the one words agree with. */
export function invariable(text: string, gender: Gender = 'n'): Word {
  return { forms: { nom: text, gen: text, dat: text, acc: text, ins: text, loc: text }, gender };
}

/** What a slot can be filled with. */
export type SlotValue = string | number | Word;

export function isWord(value: SlotValue): value is Word {
  return typeof value === 'object' && value !== null && 'forms' in value;
}

// Russian «в», «с», «к» take a vowel before a word that opens with a cluster hard to say after them
// («во Льве», «со вторым домом», «ко Льву», «во многом»). A template's writer cannot know which word a
// slot will bring, so the filled text is settled here; the rule reads only Cyrillic, and English text
// passes through it unchanged.
const PREPOSITION_VOWEL: ReadonlyArray<[RegExp, string]> = [
  [/(?<![\p{L}\p{N}])([вВ])([\s\u00a0])(?=[вфВФ][бвгджзклмнпрстфхцчшщ]|[лЛ]ьв|мн)/gu, '$1о$2'],
  [/(?<![\p{L}\p{N}])([сС])([\s\u00a0])(?=[сзшжСЗШЖ][бвгджзклмнпрстфхцчшщ]|[лЛ]ьв|[вВ][тс]|мн)/gu, '$1о$2'],
  [/(?<![\p{L}\p{N}])([кК])([\s\u00a0])(?=[лЛ]ьв|[вВ][тс]|мн)/gu, '$1о$2'],
];

/** A filled text with Russian prepositions given their vowel where the next word asks for it. */
export function settlePrepositions(text: string): string {
  return PREPOSITION_VOWEL.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A word in its nominative, or a plain value as it is: what a list or a label prints. */
export function nominative(value: SlotValue): string {
  return isWord(value) ? value.forms.nom : String(value);
}

/**
 * A phrase built of words, as a word: `build` gives its text in one case, with the words it declines
 * set in that case («Козерог до 03:31, затем Водолей» → «в Козероге до 03:31, затем в Водолее»).
 */
export function phrase(build: (form: GrammaticalCase) => string, gender: Gender): Word {
  const forms = Object.fromEntries(GRAMMATICAL_CASES.map((form) => [form, build(form)])) as Record<GrammaticalCase, string>;
  return { forms, gender };
}
