// Which products each language's library is complete for, as a checked fact: a library that claims a
// part has every text English has in it, and the numerology composer reads nothing outside the
// numerology parts. A reading in a language whose library lacks a part it reads is written whole in
// English and says so.
import { describe, expect, it } from 'vitest';
import { computeNumerology } from '../../src/astro/numerology.js';
import type { NumerologyProfile } from '../../src/astro/types.js';
import { LANGUAGES, type Language } from '../../src/i18n/languages.js';
import { en } from '../../src/reading/library/en/index.js';
import { frameKeyIn, LIBRARY_PARTS, missingTexts, partsOfReading, type LibraryPart } from '../../src/reading/library/parts.js';
import { LIBRARIES, libraryFor, numerologyLibraryFor, writesIn } from '../../src/reading/library/registry.js';
import { ru } from '../../src/reading/library/ru/index.js';
import type { NumerologyLibrary } from '../../src/reading/library/types.js';
import { composeNumerologyProfile } from '../../src/reading/report/compose-numerology.js';
import { writeNumerology } from '../../src/reading/report/numerology.js';
import { sentenceKey, sentencesOf } from '../../src/reading/report/text.js';
import { ReadingWriter } from '../../src/reading/report/writer.js';
import { allStrings } from './helpers.js';

/** Only the numerology parts of a library: frame keys outside them are gone. */
function numerologyPartsOf(lib: NumerologyLibrary, parts: LibraryPart[]): NumerologyLibrary {
  return { language: lib.language, numerology: lib.numerology, frame: Object.fromEntries(Object.entries(lib.frame).filter(([key]) => parts.some((p) => frameKeyIn(p, key)))) };
}

/** Profiles that between them take every branch of the profile: names counted, transliterated, not counted, with a name in use. */
function variedProfiles(): Array<{ name: string; birthDate: string; orderedAt: string; numerology: NumerologyProfile }> {
  const people: Array<[string, string, string, string?]> = [
    ['John Smith', '1990-05-01', '2026-11-20T12:00:00Z'],
    ['Maria Elena Kowalski', '1984-08-29', '2026-03-10T12:00:00Z', 'Maria Brown'],
    ['王小明', '1966-02-11', '2026-10-01T12:00:00Z', 'Ming Wang'],
    ['Αλέξανδρος Παπαδόπουλος', '1977-11-22', '2026-06-01T12:00:00Z'],
    ['محمد علي', '2001-07-30', '2026-12-31T12:00:00Z'],
    ['प्रिया शर्मा', '1958-01-09', '2026-02-14T12:00:00Z'],
    ['🙂', '1999-09-09', '2026-01-01T12:00:00Z'],
    ['ᚠᚢᚦ', '1995-04-04', '2026-01-01T12:00:00Z'],
    ['Psst Brr', '1988-12-11', '2026-09-15T12:00:00Z'],
    ['Aiea Ou', '1971-10-31', '2026-11-02T12:00:00Z'],
    // A name in use with the same letters (the same numbers), and one in another script.
    ['Анна Ильина', '1983-02-17', '2026-11-02T12:00:00Z', 'Ильина Анна'],
    ['Мария Петрова', '1992-09-05', '2026-05-20T12:00:00Z', 'Μαρία Παπαδοπούλου'],
  ];
  return people.map(([name, birthDate, orderedAt, currentName]) => {
    const [year, month, day] = birthDate.split('-').map(Number);
    const numerology = computeNumerology({ fullName: name, day, month, year }, new Date(orderedAt), { requireName: false, ...(currentName ? { currentName } : {}) });
    return { name, birthDate, orderedAt, numerology };
  });
}

describe('the libraries by language', () => {
  it('has a library for every language the service speaks, English complete for every part', () => {
    expect(Object.keys(LIBRARIES).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect(LIBRARIES[language].library.language).toBe(language);
    expect(LIBRARIES.en.complete).toEqual(LIBRARY_PARTS);
  });

  it('holds every library to every text English has in each part it claims', () => {
    const gaps: string[] = [];
    for (const language of LANGUAGES) {
      for (const part of LIBRARIES[language].complete) for (const path of missingTexts(LIBRARIES[language].library, en, part)) gaps.push(`${language} ${part}: ${path}`);
    }
    expect(gaps).toEqual([]);
  });

  it('would catch a claimed part with a text missing or empty', () => {
    const { lifePath, ...rest } = ru.numerology;
    const without = { ...ru, numerology: { ...rest, lifePath: { ...lifePath, 7: '' } }, frame: { ...ru.frame, closing_numerology: undefined as unknown as string } };
    expect(missingTexts(without, en, 'numerology')).toEqual(['numerology.lifePath.7', 'frame.closing_numerology']);
    // A table not yet written re-exports English's, and counts as missing: a half-written library claims nothing it lacks.
    const halfWritten = { ...ru, aspects: en.aspects, frame: { ...ru.frame, aspectsTitle: en.frame.aspectsTitle } };
    expect(missingTexts(halfWritten, en, 'natal').length).toBeGreaterThan(50);
    expect(missingTexts(halfWritten, en, 'natal')).toContain('frame.aspectsTitle');
    expect(missingTexts(halfWritten, en, 'compatibility')).toEqual(['frame.aspectsTitle']);
  });

  it('chooses the order\'s language only when its library has every part the reading reads', () => {
    expect(partsOfReading(['numerology'], ['pdf'])).toEqual(['numerology']);
    expect(partsOfReading(['natal'], ['pdf', 'month_ahead', 'numerology'])).toEqual(['natal', 'month_ahead', 'numerology_section']);
    expect(writesIn('ru', ['numerology'])).toBe(true);
    expect(numerologyLibraryFor('ru')).toBe(ru);
    expect(numerologyLibraryFor('en')).toBe(en);
    // Russian has every part, so every reading is written in it.
    for (const parts of [['natal'], ['forecast'], ['compatibility'], ['numerology', 'month_ahead'], ['natal', 'numerology_section']] as LibraryPart[][]) {
      expect(writesIn('ru', parts)).toBe(true);
      expect(libraryFor('ru', parts)).toBe(ru);
    }
    // A library that claims less is read for what it claims only (Russian before its astrology was written).
    const claimed = LIBRARIES.ru.complete;
    LIBRARIES.ru = { ...LIBRARIES.ru, complete: ['numerology', 'numerology_section'] };
    try {
      expect(writesIn('ru', ['numerology'])).toBe(true);
      for (const parts of [['natal'], ['forecast'], ['compatibility'], ['numerology', 'month_ahead'], ['natal', 'numerology_section']] as LibraryPart[][]) {
        expect(writesIn('ru', parts)).toBe(false);
        expect(libraryFor('ru', parts)).toBe(en);
      }
    } finally {
      LIBRARIES.ru = { ...LIBRARIES.ru, complete: claimed };
    }
    for (const language of LANGUAGES satisfies readonly Language[]) expect(libraryFor(language, ['natal']).language).toBe(writesIn(language, ['natal']) ? language : 'en');
  });
});

describe('the numerology parts', () => {
  it('are all the numerology composer reads: English profiles compose from those parts alone', () => {
    const parts = numerologyPartsOf(en, ['numerology']);
    expect(Object.keys(parts.frame).length).toBeLessThan(Object.keys(en.frame).length / 4);
    for (const { name, birthDate, orderedAt, numerology } of variedProfiles()) {
      const report = composeNumerologyProfile({ product: 'numerology', addons: ['pdf'], name, chart: null, numerology, orderedAt, birthDate }, parts);
      expect(allStrings(report).join(' ')).toBe(allStrings(composeNumerologyProfile({ product: 'numerology', addons: ['pdf'], name, chart: null, numerology, orderedAt, birthDate }, en)).join(' '));
    }
  });

  it('hold the numerology section added to other readings', () => {
    const parts = numerologyPartsOf(en, ['numerology_section']);
    for (const { name, numerology } of variedProfiles()) writeNumerology(new ReadingWriter(), parts, numerology, name);
  });

  it('compose in Russian for every kind of name, from the Russian library\'s own parts alone', () => {
    for (const part of ['numerology', 'numerology_section'] as const) {
      const parts = numerologyPartsOf(ru, [part]);
      for (const { name, birthDate, orderedAt, numerology } of variedProfiles()) {
        if (part === 'numerology') {
          const report = composeNumerologyProfile({ product: 'numerology', addons: ['pdf'], name, chart: null, numerology, orderedAt, birthDate }, parts);
          expect(report.language).toBe('ru');
          for (const text of allStrings(report)) expect(text).not.toMatch(/[{}]|undefined|NaN/);
        } else {
          const dropped: string[] = [];
          const w = new ReadingWriter((sentence) => dropped.push(sentence));
          w.section('natal', 'Натальная карта');
          writeNumerology(w, parts, numerology, name);
          expect(dropped).toEqual([]);
        }
      }
    }
  });
});

describe('the Russian numerology library', () => {
  it('fills every template of the profile somewhere in a sweep of people, and every one of them reads as Russian', () => {
    const used = new Set<string>();
    const profile = new Proxy(ru.numerology.profile, { get: (texts, key: string) => (used.add(key), texts[key]) });
    const lib: NumerologyLibrary = { ...ru, numerology: { ...ru.numerology, profile } };
    const FIRST = ['Анна Сергеевна', 'Борис Ильич', 'Вера Павловна', 'Глеб Андреевич', 'Дарья Олеговна', 'Егор Петрович', 'Жанна Львовна', 'Захар Юрьевич', 'Ирина Алексеевна', 'Кирилл Романович', 'Лидия Фёдоровна'];
    const LAST = ['Смирнова', 'Иванов', 'Кузнецова', 'Попов', 'Соколова', 'Лебедев', 'Козлова', 'Новиков', 'Морозова', 'Петров', 'Волкова', 'Соловьёв', 'Васильева'];
    const people = variedProfiles();
    for (let i = 0; i < 400; i++) {
      const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
      const [day, month, year] = [1 + ((i * 11) % 31), 1 + ((i * 5) % 12), 1930 + ((i * 37) % 90)];
      if (day > 28 && month === 2) continue;
      const orderedAt = `${2024 + (i % 4)}-${String(1 + ((i * 7) % 12)).padStart(2, '0')}-15T10:00:00Z`;
      const currentName = i % 3 === 0 ? `${FIRST[(i + 4) % FIRST.length].split(' ')[0]} ${LAST[(i + 3) % LAST.length]}` : undefined;
      const numerology = computeNumerology({ fullName: name, day, month, year }, new Date(orderedAt), currentName ? { currentName } : {});
      people.push({ name, birthDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, orderedAt, numerology });
    }
    for (const { name, birthDate, orderedAt, numerology } of people) {
      const dropped: string[] = [];
      const report = composeNumerologyProfile(
        { product: 'numerology', addons: ['pdf'], name, chart: null, numerology, orderedAt, birthDate },
        lib,
        { observer: { droppedRepeat: (sentence) => dropped.push(sentence) } },
      );
      expect(dropped, name).toEqual([]);
      const latin = /^[\p{Script=Cyrillic}\s]+$/u.test(name) && !numerology.currentName?.name ? /[A-Za-z]/ : /(?!)/;
      for (const text of allStrings(report)) expect(text, name).not.toMatch(latin);
    }
    expect(Object.keys(ru.numerology.profile).filter((key) => !used.has(key))).toEqual([]);
  });


  const tables = ['lifePath', 'expression', 'soulUrge', 'personality', 'personalYear', 'pinnacle', 'maturity', 'birthday', 'birthdayNumber', 'personalMonth', 'challenge'] as const;

  it('gives every number a text of its own: no sentence is shared between two entries', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    const texts: Array<[string, string]> = [['intro', ru.numerology.intro]];
    for (const table of tables) for (const [key, text] of Object.entries(ru.numerology[table] as Record<string, string>)) texts.push([`${table}.${key}`, text]);
    expect(texts).toHaveLength(1 + 12 * 5 + 12 + 12 + 11 + 31 + 12 + 9);
    for (const [key, text] of texts) {
      for (const sentence of sentencesOf(text)) {
        const k = sentenceKey(sentence);
        if (seen.has(k)) shared.push(`${seen.get(k)} and ${key}: ${sentence}`);
        seen.set(k, key);
      }
    }
    expect(shared).toEqual([]);
  });

  it('is written in Russian, with Russian quotes and dashes and no placeholders', () => {
    const strings: Array<[string, string]> = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') strings.push([path, value]);
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
    };
    walk(ru.numerology, 'numerology');
    walk(ru.frame, 'frame');
    const bad = strings.filter(([path, text]) => {
      if (path.endsWith('.gender')) return false;
      // «UTC» beside an offset is the one Latin abbreviation Russian writes as it is.
      const prose = text.replace(/\{[a-zA-Z_]+(?::[a-z]+|\|[^{}]*)?\}/g, '0').replace(/UTC/g, '0');
      // Latin letters only inside slots; «ёлочки», em dashes with a non-breaking space before them, no straight quotes, hyphens as dashes or double spaces.
      return /[A-Za-z{}]|["“”„]| - | {2}| —/.test(prose) || /TODO|lorem/i.test(text);
    }).map(([path, text]) => `${path}: ${text}`);
    expect(bad).toEqual([]);
  });
});
