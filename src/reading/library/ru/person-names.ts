// Имена людей в разборе совместимости — как слова с шестью падежами: «Солнце Анны», «у Ивана»,
// «с Марией». Склоняет petrovich (правила склонения русских имён, отчеств и фамилий), но лишь тогда,
// когда род человека известен: по отчеству, по окончанию фамилии, по имени (небольшим правилом).
// Имя латиницей, с посторонними знаками или неясного рода остаётся как написано во всех падежах —
// так по-русски и пишут иностранные и несклоняемые имена («у Джона», «с Кими»).
//
// Род человека известен не всегда, поэтому тексты НЕ согласуют с ним глаголы и прилагательные
// («{x} пришёл/пришла» не пишется): род у слова есть лишь потому, что он есть у каждого Word.
import petrovich from 'petrovich';
import { invariable, type GrammaticalCase, type Word } from '../grammar.js';

type Sex = 'male' | 'female';
type Part = 'first' | 'middle' | 'last';

const PETROVICH_CASE: Record<GrammaticalCase, 'nominative' | 'genitive' | 'dative' | 'accusative' | 'instrumental' | 'prepositional'> = {
  nom: 'nominative', gen: 'genitive', dat: 'dative', acc: 'accusative', ins: 'instrumental', loc: 'prepositional',
};

/** A word of Cyrillic letters, hyphenated parts allowed («Анна-Мария», «Петров-Водкин»). */
const CYRILLIC_WORD = /^[А-ЯЁа-яё]+(?:-[А-ЯЁа-яё]+)*$/u;

// Мужские имена на -а/-я; склоняются они так же, как женские, но род у слова должен быть верным.
const MALE_IN_A = new Set([
  'никита', 'илья', 'фома', 'лука', 'кузьма', 'савва', 'фока', 'муса', 'иса', 'миша', 'гриша', 'ваня', 'петя',
  'коля', 'толя', 'федя', 'вася', 'дима', 'вова', 'володя', 'серёжа', 'сережа', 'лёша', 'леша', 'алёша', 'алеша',
  'паша', 'гоша', 'костя', 'стёпа', 'степа', 'митя', 'юра', 'жора', 'боря', 'гена', 'лёва', 'лева', 'даня', 'сеня',
  'тёма', 'тема', 'слава', 'витя', 'рома', 'яша', 'тимоша', 'кеша', 'андрюша',
]);
// Имена на мягкий знак: род не виден по окончанию, поэтому только известные.
const FEMALE_IN_SOFT_SIGN = new Set(['любовь', 'нинель', 'адель', 'ассоль', 'рахиль', 'юдифь', 'эсфирь', 'руфь', 'изабель', 'суламифь', 'айгуль', 'гузель']);
const MALE_IN_SOFT_SIGN = new Set(['игорь', 'лазарь', 'шамиль', 'эмиль', 'камиль', 'наиль', 'рауль', 'рафаэль', 'михаиль', 'авель', 'гавриль']);
// Женские имена на согласный не склоняются; без этого списка правило прочло бы их как мужские.
const FEMALE_IN_CONSONANT = new Set([
  'кармен', 'ирен', 'элен', 'рут', 'эстер', 'мерседес', 'гульнур', 'элис', 'дженнифер', 'хелен', 'мириам', 'жаклин', 'кэтрин', 'энн',
  'мариам', 'марьям', 'айжан', 'жанар', 'гульшат', 'ингрид', 'астрид', 'эдит', 'элизабет', 'маргарет', 'бриджит', 'ширин',
]);

/** A patronymic (or a Turkic «-оглы»/«-кызы»), and the sex it tells. */
function patronymicSex(word: string): Sex | undefined {
  const w = word.toLocaleLowerCase('ru');
  if (/(?:ович|евич|ьич|ич|оглы)$/u.test(w) && w.length > 4) return 'male';
  if (/(?:овна|евна|ична|кызы)$/u.test(w) && w.length > 5) return 'female';
  return undefined;
}

/** The sex a surname's ending tells, strong endings only (-ова, -ская: never a first name; «Лев», «Яков» too short). */
function strongSurnameSex(word: string): Sex | undefined {
  const w = word.toLocaleLowerCase('ru');
  if (w.length < 5) return undefined;
  if (/(?:ова|ева|ёва|ская|цкая)$/u.test(w)) return 'female';
  if (/(?:ов|ев|ёв|ский|цкий)$/u.test(w)) return 'male';
  return undefined;
}

/** The sex a word in a surname's place tells: the strong endings, and -ина/-ин, -ая/-ий too. */
function surnameSex(word: string): Sex | undefined {
  const strong = strongSurnameSex(word);
  if (strong) return strong;
  const w = word.toLocaleLowerCase('ru');
  if (/(?:ина|ына|ая|яя)$/u.test(w)) return 'female';
  if (/(?:ин|ын|ий|ый|ой)$/u.test(w)) return 'male';
  return undefined;
}

/** The sex a first name tells, by its ending and the short lists above; undefined when it does not. */
function firstNameSex(word: string): Sex | undefined {
  const w = word.toLocaleLowerCase('ru');
  const last = w.split('-').pop()!;
  if (/[ая]$/u.test(last)) return MALE_IN_A.has(last) ? 'male' : 'female';
  if (/ь$/u.test(last)) return FEMALE_IN_SOFT_SIGN.has(last) ? 'female' : MALE_IN_SOFT_SIGN.has(last) ? 'male' : undefined;
  if (/[бвгджзйклмнпрстфхцчшщ]$/u.test(last)) return FEMALE_IN_CONSONANT.has(last) ? 'female' : 'male';
  // -о, -е, -и, -у, -ю, -э: такие имена не склоняются, и род по ним не виден.
  return undefined;
}

/** A second first name written with a space («Анна Мария»): -ия ends no Russian surname or patronymic. */
const SECOND_FIRST_NAME = /^[А-ЯЁ][а-яё]*ия$/u;

/** Which part of a full name each word is: «Имя [Отчество] [Фамилия]», or the surname first («Петрова Анна»). */
function partsOf(words: string[]): Part[] | undefined {
  // A surname alone is how a name written surname first («Петрова Анна») is called: declined as one.
  if (words.length === 1) return strongSurnameSex(words[0]!) ? ['last'] : ['first'];
  if (words.length === 2) {
    if (patronymicSex(words[1]!)) return ['first', 'middle'];
    if (strongSurnameSex(words[0]!) && !strongSurnameSex(words[1]!)) return ['last', 'first'];
    return ['first', 'last'];
  }
  // A patronymic last: the surname first («Петрова Анна Ивановна»), or two first names («Анна Мария Ивановна»).
  if (words.length === 3 && patronymicSex(words[2]!) && !patronymicSex(words[1]!)) return SECOND_FIRST_NAME.test(words[1]!) && !surnameSex(words[0]!) ? ['first', 'first', 'middle'] : ['last', 'first', 'middle'];
  if (words.length === 3) return ['first', 'middle', 'last'];
  return undefined;
}


/** The parts of a name, a second first name in the surname's or the patronymic's place read as a first name. */
function namePartsOf(words: string[]): Part[] | undefined {
  return partsOf(words)?.map((part, i) => (part !== 'first' && i > 0 && SECOND_FIRST_NAME.test(words[i]!) ? 'first' : part));
}

/**
 * A man's first name in -а/-я («Миша», «Никита», «Илья») follows the feminine first declension, and
 * petrovich's masculine rules get it wrong after a hushing consonant («Мишы», «Серёжой»): such a name
 * is declined by the feminine rules, its gender staying masculine.
 */
function rulesFor(word: string, sex: Sex, part: Part): Sex {
  return part === 'first' && sex === 'male' && /[ая]$/u.test(word.toLocaleLowerCase('ru')) ? 'female' : sex;
}

/** Forms the rules miss: «Ильёй», with the stress on the ending (not «Ильей», as in «Натальей»). */
const STRESSED_ENDING: Record<string, Partial<Record<GrammaticalCase, string>>> = { 'илья': { ins: 'ильёй' } };

/**
 * Spelling after a hushing consonant or к, г, х, which the rules sometimes miss with «ё» in the stem
 * («Серёжой»): «ы» is written «и» there, and an unstressed «-ой» of a first name «-ей» («Серёжей»).
 */
function hushed(declined: string, part: Part): string {
  const i = declined.replace(/([жшчщкгх])ы$/u, '$1и');
  return part === 'first' ? i.replace(/([жшчщ])ой$/u, '$1ей') : i;
}

/** One word declined, keeping a name written in capitals in capitals. */
function declineWord(word: string, sex: Sex, part: Part, form: GrammaticalCase): string {
  if (form === 'nom') return word;
  const shouting = word.length > 1 && word === word.toLocaleUpperCase('ru');
  const base = shouting ? word[0] + word.slice(1).toLocaleLowerCase('ru') : word;
  const special = part === 'first' ? STRESSED_ENDING[base.toLocaleLowerCase('ru')]?.[form] : undefined;
  const declined = special ? base[0] + special.slice(1) : hushed(petrovich[rulesFor(base, sex, part)][part][PETROVICH_CASE[form]](base), part);
  return shouting ? declined.toLocaleUpperCase('ru') : declined;
}

/**
 * A word typed all in lower case («анна», «анна-мария») with its capital: a name opens many of the
 * reading's sentences. A word with any capital of its own is kept as typed («ИВАН», «МакКой»).
 */
function capitalised(word: string): string {
  if (word !== word.toLocaleLowerCase('ru')) return word;
  return word.split('-').map((part) => part.charAt(0).toLocaleUpperCase('ru') + part.slice(1)).join('-');
}

/**
 * A person's name as a Word: declined in the six cases when it is Cyrillic and its sex can be told,
 * otherwise as written in every case. Never throws: a name is whatever the buyer typed.
 */
export function russianPersonName(typed: string): Word {
  const raw = typed.trim().split(/\s+/u);
  if (raw.length === 0 || !raw.every((w) => CYRILLIC_WORD.test(w))) return invariable(typed);
  const words = raw.map(capitalised);
  const name = words.join(' ') === raw.join(' ') ? typed : words.join(' ');
  const parts = namePartsOf(words);
  if (!parts) return invariable(name);
  const at = (part: Part) => { const i = parts.indexOf(part); return i < 0 ? undefined : words[i]; };
  const middle = at('middle');
  const last = at('last');
  const first = at('first');
  const sex = (middle && patronymicSex(middle)) ?? (last && surnameSex(last)) ?? (first && firstNameSex(first)) ?? undefined;
  if (!sex) return invariable(name);
  try {
    const form = (c: GrammaticalCase) => (c === 'nom' ? name : words.map((w, i) => declineWord(w, sex, parts[i]!, c)).join(' '));
    return {
      forms: { nom: form('nom'), gen: form('gen'), dat: form('dat'), acc: form('acc'), ins: form('ins'), loc: form('loc') },
      gender: sex === 'male' ? 'm' : 'f',
    };
  } catch {
    return invariable(name);
  }
}

/**
 * The word a person is called by in the reading: the first name. A Russian name is often written
 * surname first («Петрова Анна», «Сидоров Иван Петрович»), and a love reading that says «Венера
 * Петровой» throughout reads like a register: then the word after the surname is the call name.
 */
export function russianCallName(name: string): string {
  const words = name.trim().split(/\s+/u);
  const parts = words.every((w) => CYRILLIC_WORD.test(w)) ? partsOf(words) : undefined;
  return words[Math.max(0, parts?.indexOf('first') ?? 0)] ?? '';
}
