// Russian typography for the library's texts, applied once where a table is defined, so that the
// texts stay readable in the source and reach the reader with the non-breaking spaces Russian
// typesetting puts in: after one- and two-letter words (prepositions, conjunctions: «в доме», «и всё»),
// before the particles же, ли, бы, before a dash, and between a year and «г.».
const NBSP = '\u00a0';
const AFTER_SHORT_WORD = /(?<=^|[\s(«„])(?!(?:же|ли|бы)\s)([а-яёА-ЯЁ]{1,2}) (?=[^\s—])/gu;
const BEFORE_PARTICLE = / (?=(?:же|ли|бы)[\s,.;:!?])/gu;
const BEFORE_DASH = / —/g;
const BEFORE_YEAR_MARK = /(?<=[\d}]) (?=г\.)/g;

export function typesetText(text: string): string {
  return text
    .replace(AFTER_SHORT_WORD, `$1${NBSP}`)
    .replace(BEFORE_PARTICLE, NBSP)
    .replace(BEFORE_DASH, `${NBSP}—`)
    .replace(BEFORE_YEAR_MARK, NBSP);
}

/** Every string of a table typeset; numbers, keys and the table's shape are kept. */
export function typeset<T>(table: T): T {
  if (typeof table === 'string') return typesetText(table) as T;
  if (table === null || typeof table !== 'object') return table;
  return Object.fromEntries(Object.entries(table).map(([key, value]) => [key, typeset(value)])) as T;
}
