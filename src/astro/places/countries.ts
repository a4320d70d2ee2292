// Country names for matching and display, from the ICU data built into Node (Intl.DisplayNames):
// English, Russian and each country's own main language, plus ISO codes and a few everyday aliases.
import { normalizeName } from './normalize.js';

const ALIASES: Record<string, string[]> = {
  US: ['usa', 'united states of america', 'america', 'сша'],
  GB: ['uk', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland', 'англия', 'великобритания'],
  RU: ['russian federation', 'рф'],
  NL: ['holland'],
  CZ: ['czech republic'],
  KR: ['south korea', 'korea'],
  AE: ['uae'],
  MD: ['moldova'],
  BY: ['belorussia', 'белоруссия'],
  TR: ['turkey', 'turkiye'],
};

/**
 * Where ICU's name for a country is not the one a language writes in a place's address: Russian
 * writes «США», not ICU's «Соединенные Штаты».
 */
const PREFERRED_NAMES: Record<string, Record<string, string>> = {
  ru: { US: 'США' },
};

const displayNamesByLanguage = new Map<string, Intl.DisplayNames>();

/** A country's name in a language (from Node's ICU), its code when ICU has none. */
export function countryName(code: string, language = 'en'): string {
  const preferred = PREFERRED_NAMES[language]?.[code];
  if (preferred) return preferred;
  let names = displayNamesByLanguage.get(language);
  if (!names) displayNamesByLanguage.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
  return names.of(code) ?? code;
}

export interface CountryIndex {
  /** Display name in English. */
  name(code: string): string;
  /** Codes whose names match the query exactly (after folding). */
  exact(query: string): string[];
  /** Codes whose names start with the query (after folding). */
  prefix(query: string): string[];
}

export function createCountryIndex(codes: Iterable<string>): CountryIndex {
  const byName = new Map<string, Set<string>>();
  const add = (name: string | undefined, code: string) => {
    if (!name) return;
    const key = normalizeName(name);
    if (!key) return;
    let set = byName.get(key);
    if (!set) byName.set(key, (set = new Set()));
    set.add(code);
  };
  const displayNames = new Map<string, Intl.DisplayNames>();
  const namesIn = (language: string) => {
    let dn = displayNames.get(language);
    if (!dn) displayNames.set(language, (dn = new Intl.DisplayNames([language], { type: 'region' })));
    return dn;
  };
  for (const code of codes) {
    add(code, code);
    add(countryName(code), code);
    add(namesIn('ru').of(code), code);
    for (const names of Object.values(PREFERRED_NAMES)) add(names[code], code);
    let language = 'en';
    try {
      language = new Intl.Locale(`und-${code}`).maximize().language;
    } catch {
      // Not a region ICU knows; the English name and the code still match.
    }
    add(namesIn(language).of(code), code);
    for (const alias of ALIASES[code] ?? []) add(alias, code);
  }
  const keys = [...byName.keys()].sort();
  return {
    name: (code) => countryName(code),
    exact: (query) => [...(byName.get(normalizeName(query)) ?? [])],
    prefix: (query) => {
      const q = normalizeName(query);
      const out = new Set<string>();
      if (!q) return [];
      for (const key of keys) if (key.startsWith(q)) for (const c of byName.get(key)!) out.add(c);
      return [...out];
    },
  };
}
