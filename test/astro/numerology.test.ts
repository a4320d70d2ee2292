import { describe, expect, it } from 'vitest';
import { computeNumerology, letters, reduceNumber } from '../../src/astro/numerology.js';
import { countableName } from '../../src/astro/transliterate.js';

const today = new Date('2026-03-10T12:00:00Z');

describe('numerology', () => {
  it('reduces digit sums and keeps master numbers', () => {
    expect(reduceNumber(1990)).toBe(1); // 19 → 10 → 1
    expect(reduceNumber(29)).toBe(11); // 2 + 9 = 11, kept
    expect(reduceNumber(44)).toBe(8);
    expect(reduceNumber(22)).toBe(22);
    expect(reduceNumber(33)).toBe(33);
    expect(reduceNumber(39)).toBe(3); // 12 → 3
  });

  it('John Smith, 1 May 1990 (worked example)', () => {
    // J1 O6 H8 N5 = 20; S1 M4 I9 T2 H8 = 24; all letters 44 → 8.
    // Vowels O6 I9 = 15 → 6. Consonants J1 H8 N5 S1 M4 T2 H8 = 29 → 11 (master, kept).
    // Life path: day 1, month 5, year 1990 → 19 → 10 → 1; 1 + 5 + 1 = 7.
    // Personal year 2026: 1 + 5 + (2026 → 10 → 1) = 7.
    expect(computeNumerology({ fullName: 'John Smith', day: 1, month: 5, year: 1990 }, today)).toMatchObject({
      lifePath: 7, expression: 8, soulUrge: 6, personality: 11, personalYear: 7, personalYearFor: 2026, birthDay: 1,
    });
  });

  it('keeps a master life path: 29 November 1978 → 11 + 11 + 7 = 29 → 11', () => {
    // Day 29 → 11, month 11, year 1978 → 25 → 7.
    expect(computeNumerology({ fullName: 'Ann Lee', day: 29, month: 11, year: 1978 }, today).lifePath).toBe(11);
  });

  it('Иван Петров (Cyrillic table)', () => {
    // И1 В3 А1 Н6 = 11; П8 Е6 Т2 Р9 О7 В3 = 35; total 46 → 10 → 1.
    // Vowels И1 А1 Е6 О7 = 15 → 6. Consonants В3 Н6 П8 Т2 Р9 В3 = 31 → 4.
    const p = computeNumerology({ fullName: 'Иван Петров', day: 12, month: 4, year: 1961 }, today);
    expect([p.expression, p.soulUrge, p.personality]).toEqual([1, 6, 4]);
    // Life path: 12 → 3, 4, 1961 → 17 → 8: 15 → 6. Birth day 12 → 3.
    expect(p.lifePath).toBe(6);
    expect(p.birthDay).toBe(3);
  });

  it('counts Ё as its own letter and Й as a consonant', () => {
    // Алёна: А1 Л4 Ё7 Н6 А1 = 19 → 1; Алена: А1 Л4 Е6 Н6 А1 = 18 → 9.
    expect(computeNumerology({ fullName: 'Алёна', day: 1, month: 1, year: 2000 }, today).expression).toBe(1);
    expect(computeNumerology({ fullName: 'Алена', day: 1, month: 1, year: 2000 }, today).expression).toBe(9);
    // Андрей: vowels А1 Е6 = 7; consonants Н6 Д5 Р9 Й2 = 22 (master).
    const andrey = computeNumerology({ fullName: 'Андрей', day: 1, month: 1, year: 2000 }, today);
    expect([andrey.soulUrge, andrey.personality]).toEqual([7, 22]);
  });

  it('folds accents and applies the Y rule', () => {
    expect(computeNumerology({ fullName: 'José', day: 1, month: 1, year: 2000 }, today).expression).toBe(4); // J1 O6 S1 E5 = 13
    expect(letters('Mary').filter((l) => l.vowel).map((l) => l.char)).toEqual(['a', 'y']); // Y between consonant and word end
    expect(letters('Yolanda').filter((l) => l.vowel).map((l) => l.char)).toEqual(['o', 'a', 'a']); // Y before a vowel
    expect(letters('Joy').filter((l) => l.vowel).map((l) => l.char)).toEqual(['o']);
  });

  it('refuses a name without letters and an impossible date', () => {
    expect(() => computeNumerology({ fullName: '1234', day: 1, month: 1, year: 2000 }, today)).toThrow(RangeError);
    expect(() => computeNumerology({ fullName: 'Ann', day: 1, month: 13, year: 2000 }, today)).toThrow(RangeError);
  });

  it('counts names in other scripts from their Latin transliteration, and says which', () => {
    const cases: Array<[string, string, string[]]> = [
      ['李小龍', 'Li Xiao Long', ['Han']],
      ['Αλέξανδρος Παπαδόπουλος', 'Alexandros Papadopoulos', ['Greek']],
      ['Ευάγγελος Χριστίνα', 'Evangelos Christina', ['Greek']],
      ['محمد علي', 'Mhmd Aly', ['Arabic']],
      ['דוד בן-גוריון', 'Dvd Bn-gvryvn', ['Hebrew']],
      ['अमिताभ बच्चन', 'Amitabh Bachchan', ['Devanagari']],
      ['प्रियंका चोपड़ा', 'Priyanka Chopra', ['Devanagari']],
      ['নরেন্দ্র', 'Narendra', ['Bengali']],
      ['Anna 李', 'Anna Li', ['Han']],
    ];
    for (const [name, latin, scripts] of cases) {
      const profile = computeNumerology({ fullName: name, day: 1, month: 5, year: 1990 }, today);
      expect(profile.name, name).toEqual({ counted: 'transliterated', latin, scripts });
      // The numbers are those of the Latin spelling.
      const { name: _, ...numbers } = profile;
      expect(numbers, name).toEqual(computeNumerology({ fullName: latin, day: 1, month: 5, year: 1990 }, today));
    }
    // Li Xiao Long: L3 I9 = 12; X6 I9 A1 O6 = 22; L3 O6 N5 G7 = 21; all 55 → 10 → 1.
    expect(computeNumerology({ fullName: '李小龍', day: 1, month: 5, year: 1990 }, today).expression).toBe(1);
    // Latin and Cyrillic names are counted as written, as before.
    expect(computeNumerology({ fullName: 'Иван Петров', day: 1, month: 5, year: 1990 }, today).name).toBeUndefined();
    expect(countableName('José Ñúñez')).toMatchObject({ text: 'José Ñúñez', transliterated: [] });
  });

  it('gives the birth-date numbers alone for a name without letters, when asked to', () => {
    expect(() => computeNumerology({ fullName: '😀🎉', day: 1, month: 5, year: 1990 }, today)).toThrow(RangeError);
    const p = computeNumerology({ fullName: '😀🎉', day: 1, month: 5, year: 1990 }, today, { requireName: false });
    expect(p).toMatchObject({
      lifePath: 7, expression: null, soulUrge: null, personality: null, personalYear: 7, personalYearFor: 2026, birthDay: 1,
      name: { counted: 'not_counted', reason: 'no_letters', scripts: [] },
    });
    expect(p.maturity).toBeNull();
    // Emoji beside letters are simply not counted.
    expect(computeNumerology({ fullName: 'John 😀 Smith', day: 1, month: 5, year: 1990 }, today).expression).toBe(8);
  });

  it('leaves out the soul urge of a name written without vowels', () => {
    const p = computeNumerology({ fullName: 'שרה', day: 1, month: 5, year: 1990 }, today);
    expect(p.name).toEqual({ counted: 'transliterated', latin: 'Shrh', scripts: ['Hebrew'] });
    expect(p.soulUrge).toBeNull();
    expect(p.expression).not.toBeNull();
    expect(p.personality).toBe(p.expression);
  });
});
