// The cycles and the derived numbers against worked examples published by numerologists; each case
// names where its example comes from.
import { describe, expect, it } from 'vitest';
import { computeNumerology, lifeCycles, personalMonthOf, personalYearOf, singleDigit } from '../../src/astro/numerology.js';

const numbersOf = (cycles: { number: number }[]) => cycles.map((c) => c.number);

describe('pinnacles', () => {
  it('May 15, 1949 gives 11, 11, 22 and 1, master numbers kept', () => {
    // Hans Decoz, decoz.com, "Calculating the Pinnacle Cycles": 5 + 6 = 11; 6 + 5 (1949 → 23 → 5) = 11;
    // 11 + 11 = 22; 5 + 5 = 10 → 1.
    const { pinnacles } = lifeCycles({ day: 15, month: 5, year: 1949 }, 7);
    expect(numbersOf(pinnacles)).toEqual([11, 11, 22, 1]);
  });

  it('March 23, 1987 gives 8, 3, 11 and 1', () => {
    // decoz.com, the sample reading's pinnacle page: 3 + 5 (23) = 8; 5 + 7 (1987 → 25 → 7) = 12 → 3;
    // 8 + 3 = 11, kept; 3 + 7 = 10 → 1.
    expect(numbersOf(lifeCycles({ day: 23, month: 3, year: 1987 }, 8).pinnacles)).toEqual([8, 3, 11, 1]);
  });

  it('14 March 1991 gives 8, 7, 6 and 5, split at 35, 44 and 53 for life path 1', () => {
    // numerologia.kravento.com, "Pinnacle cycles", worked example: month 3, day 5, year 2 (1991 → 20 → 2);
    // and "for a Life Path 1, P1 ends at 35", nine years each for the second and third.
    const birth = { day: 14, month: 3, year: 1991 };
    const lifePath = computeNumerology({ fullName: 'Ann', ...birth }, new Date('2026-01-01T00:00:00Z')).lifePath;
    expect(lifePath).toBe(1); // 3 + 5 + 2 = 10 → 1
    const { pinnacles } = lifeCycles(birth, lifePath);
    expect(numbersOf(pinnacles)).toEqual([8, 7, 6, 5]);
    expect(pinnacles.map((p) => [p.fromAge, p.toAge])).toEqual([[0, 35], [36, 44], [45, 53], [54, null]]);
    expect(pinnacles.map((p) => [p.fromYear, p.toYear])).toEqual([[1991, 2026], [2027, 2035], [2036, 2044], [2045, null]]);
  });

  it('October 25, 1982 gives 8, 9, 8 and 3', () => {
    // "Numerology, Day 11: Pinnacle Phases" (scribd.com/presentation/440452083): month 1, day 7, year 2;
    // 1 + 7 = 8, 7 + 2 = 9, 8 + 9 = 17 → 8, 1 + 2 = 3.
    expect(numbersOf(lifeCycles({ day: 25, month: 10, year: 1982 }, 1).pinnacles)).toEqual([8, 9, 8, 3]);
  });

  it('times the first pinnacle by the single digit of a master life path, and spans a life path 9 as 0-27, 28-36, 37-45, 46 on', () => {
    // californiapsychics.com, "Your numerology guides", Example: Life Path 9.
    expect(lifeCycles({ day: 1, month: 1, year: 2000 }, 9).pinnacles.map((p) => [p.fromAge, p.toAge])).toEqual([[0, 27], [28, 36], [37, 45], [46, null]]);
    // Decoz: a master life path is reduced for the timing (11 counts as 2): the first pinnacle ends at 34.
    expect(lifeCycles({ day: 29, month: 11, year: 1978 }, 11).pinnacles[0].toAge).toBe(34);
  });

  it('opens every later pinnacle in a personal year 1, the first ending in a 9', () => {
    for (const birth of [{ day: 14, month: 3, year: 1991 }, { day: 29, month: 11, year: 1978 }, { day: 7, month: 8, year: 1964 }]) {
      const lifePath = computeNumerology({ fullName: 'Ann', ...birth }, new Date('2026-01-01T00:00:00Z')).lifePath;
      const { pinnacles } = lifeCycles(birth, lifePath);
      expect(singleDigit(personalYearOf(birth, pinnacles[0].toYear!))).toBe(9);
      for (const p of pinnacles.slice(1)) expect(singleDigit(personalYearOf(birth, p.fromYear))).toBe(1);
    }
  });
});

describe('challenges', () => {
  it('May 11, 1962 gives 3, 7, 4 and 4, with the master day reduced', () => {
    // californiapsychics.com, "Your numerology guides", Challenge Numbers: May 5, day 11 → 2, 1962 → 18 → 9;
    // |5 - 2| = 3, |2 - 9| = 7, |3 - 7| = 4, |5 - 9| = 4.
    expect(numbersOf(lifeCycles({ day: 11, month: 5, year: 1962 }, 9).challenges)).toEqual([3, 7, 4, 4]);
  });

  it('gives a 0 challenge when two parts are alike', () => {
    // 3 March 1983: month 3, day 3, year 21 → 3: every difference is 0.
    expect(numbersOf(lifeCycles({ day: 3, month: 3, year: 1983 }, 9).challenges)).toEqual([0, 0, 0, 0]);
  });
});

describe('personal years and months, maturity', () => {
  const john = { fullName: 'John Smith', day: 1, month: 5, year: 1990 };

  it('gives the personal year of this year and the four after it', () => {
    // As in test/astro/numerology.test.ts: 1 + 5 + (2026 → 10 → 1) = 7; 2027 → 11 (kept): 17 → 8;
    // 2028 → 3: 9; 2029 → 4: 10 → 1; 2030 → 5: 11, a master year, kept.
    const p = computeNumerology(john, new Date('2026-03-10T12:00:00Z'));
    expect(p.personalYears).toEqual([[2026, 7], [2027, 8], [2028, 9], [2029, 1], [2030, 11]].map(([year, number]) => ({ year, number })));
  });

  it('gives the next personal year for an order in November', () => {
    const p = computeNumerology(john, new Date('2026-11-20T12:00:00Z'));
    expect(p.personalYears[1]).toEqual({ year: 2027, number: 8 });
  });

  it('adds the calendar month reduced to one digit to the personal year, across the turn of the year', () => {
    // Decoz's rule (decoz.com, personal month): personal year 7 in 2026; October 7 + 1 = 8, November 7 + 2 = 9,
    // December 7 + 3 = 10 → 1; January 2027 is personal year 8 + 1 = 9.
    const p = computeNumerology(john, new Date('2026-10-02T00:00:00Z'));
    expect(p.personalMonths.map((m) => [m.year, m.month, m.number])).toEqual([
      [2026, 10, 8], [2026, 11, 9], [2026, 12, 1], [2027, 1, 9], [2027, 2, 1], [2027, 3, 11],
    ]);
    // March 2027: 8 + 3 = 11, a master month, kept.
    expect(personalMonthOf({ day: 1, month: 5, year: 1990 }, 2027, 3)).toBe(11);
  });

  it('adds life path and expression for the maturity number', () => {
    // Life path 7 + expression 8 = 15 → 6.
    expect(computeNumerology(john, new Date('2026-03-10T12:00:00Z')).maturity).toBe(6);
    // Ann Lee, 29 November 1978: life path 11 + 11 + 7 = 29 → 11; A1 N5 N5 L3 E5 E5 = 24 → 6; 11 + 6 = 17 → 8.
    expect(computeNumerology({ fullName: 'Ann Lee', day: 29, month: 11, year: 1978 }, new Date('2026-03-10T12:00:00Z')).maturity).toBe(8);
  });

  it('counts a married or chosen name on its own, beside the birth name', () => {
    // Jane Smith: J1 A1 N5 E5 = 12; S1 M4 I9 T2 H8 = 24; 36 → 9. Jane Brown: 12 + B2 R9 O6 W5 N5 = 27;
    // 39 → 12 → 3; vowels A1 E5 O6 = 12 → 3; consonants J1 N5 B2 R9 W5 N5 = 27 → 9.
    const p = computeNumerology({ fullName: 'Jane Smith', day: 1, month: 5, year: 1990 }, new Date('2026-03-10T12:00:00Z'), { currentName: '  Jane   Brown ' });
    expect(p.expression).toBe(9);
    expect(p.currentName).toEqual({ text: 'Jane Brown', expression: 3, soulUrge: 3, personality: 9 });
    expect(() => computeNumerology({ fullName: 'Jane Smith', day: 1, month: 5, year: 1990 }, new Date(), { currentName: '😀' })).toThrow(RangeError);
  });
});
