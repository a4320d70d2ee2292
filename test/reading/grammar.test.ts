// The slot syntax a library's templates use for what its grammar needs: case forms, agreement by
// gender, plural forms by the CLDR category of a number in the library's language; and dates whose
// month names come from Intl in that language.
import { describe, expect, it } from 'vitest';
import { invariable, type Word } from '../../src/reading/library/grammar.js';
import { en } from '../../src/reading/library/en/index.js';
import { ru } from '../../src/reading/library/ru/index.js';
import { typesetText } from '../../src/reading/library/ru/typography.js';
import { fill, formatDate, formatDayMonth, formatMonthYear, monthName, slotsOf } from '../../src/reading/report/text.js';

const word = (gender: Word['gender'], nom: string, gen: string, dat: string, acc: string, ins: string, loc: string): Word =>
  ({ forms: { nom, gen, dat, acc, ins, loc }, gender });
const scorpio = word('m', 'Скорпион', 'Скорпиона', 'Скорпиону', 'Скорпион', 'Скорпионом', 'Скорпионе');
const sun = word('n', 'Солнце', 'Солнца', 'Солнцу', 'Солнце', 'Солнцем', 'Солнце');
const moon = word('f', 'Луна', 'Луны', 'Луне', 'Луну', 'Луной', 'Луне');
const mars = word('m', 'Марс', 'Марса', 'Марсу', 'Марс', 'Марсом', 'Марсе');

describe('template slots', () => {
  it('put a word in the case the template names, and its nominative where it names none', () => {
    expect(fill('{planet} в {sign:loc}', { planet: sun, sign: scorpio })).toBe('Солнце в Скорпионе');
    expect(fill('управитель {sign:gen}', { sign: scorpio })).toBe('управитель Скорпиона');
    expect(fill('{planet} in {sign}', { planet: invariable('Sun'), sign: invariable('Scorpio') })).toBe('Sun in Scorpio');
  });

  it('agree a possessive with the gender of the word it goes with', () => {
    const your = '{planet|m=ваш|f=ваша|n=ваше|pl=ваши} {planet}';
    expect([sun, moon, mars].map((planet) => fill(your, { planet }))).toEqual(['ваше Солнце', 'ваша Луна', 'ваш Марс']);
  });

  it('choose a noun form by the plural category of a number in the library\'s language', () => {
    const years = 'через {n} {n|one=год|few=года|other=лет}';
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 101].map((n) => fill(years, { n }, 'ru'))).toEqual([
      'через 1 год', 'через 2 года', 'через 4 года', 'через 5 лет', 'через 11 лет', 'через 12 лет', 'через 21 год', 'через 22 года', 'через 25 лет', 'через 101 год',
    ]);
    // The genitive after «до»: 31 is «года», 32 and 35 are «лет».
    expect([29, 31, 32, 35, 41].map((to) => fill('до {to} {to|one=года|other=лет}', { to }, 'ru'))).toEqual(['до 29 лет', 'до 31 года', 'до 32 лет', 'до 35 лет', 'до 41 года']);
    expect([1, 2, 5].map((n) => fill('{n} {n|one=year|other=years}', { n }, 'en'))).toEqual(['1 year', '2 years', '5 years']);
  });

  it('refuse a form a word does not have, a choice with no text for the value, and a plural without a language', () => {
    expect(() => fill('{sign:voc}', { sign: scorpio })).toThrow(/form/);
    expect(() => fill('{sign:gen}', { sign: 'Скорпион' })).toThrow(/form/);
    expect(() => fill('{planet|m=ваш|f=ваша}', { planet: sun })).toThrow(/no text for "n"/);
    expect(() => fill('{n|one=год|other=лет}', { n: 3 })).toThrow(/language/);
    expect(() => fill('{missing}', {})).toThrow(/no value/);
  });

  it('name every slot of a template, whatever it asks for', () => {
    expect(slotsOf('{a} {b:gen} {c|one=x|other=y}')).toEqual(['a', 'b', 'c']);
  });
});

describe('dates in the library\'s language', () => {
  it('write Russian dates with the month in the genitive, a stand-alone month in the nominative, and «г.» after a year', () => {
    expect(formatDate(ru, '1990-03-14')).toBe('14\u00a0марта 1990\u00a0г.');
    expect(formatDate(ru, '2026-11-01T10:00:00Z')).toBe('1\u00a0ноября 2026\u00a0г.');
    expect(formatDayMonth(ru, '2026-05-09')).toBe('9\u00a0мая');
    expect(formatMonthYear(ru, 2027, 3)).toBe('март 2027\u00a0г.');
    expect([1, 5, 8, 12].map((m) => monthName(ru, m))).toEqual(['январь', 'май', 'август', 'декабрь']);
  });

  it('write English dates as they always were', () => {
    expect(formatDate(en, '1990-03-14')).toBe('14 March 1990');
    expect(formatDayMonth(en, '2026-05-09')).toBe('9 May');
    expect(formatMonthYear(en, 2027, 3)).toBe('March 2027');
    expect(monthName(en, 11)).toBe('November');
  });
});

describe('Russian typography', () => {
  it('binds one- and two-letter words to the next word, particles and dashes to the word before, and «г.» to its year', () => {
    expect(typesetText('Он пришёл в дом и к нам, а не на час — ведь он же знал. В 1990 г. и в {year} г.')).toBe(
      'Он\u00a0пришёл в\u00a0дом и\u00a0к\u00a0нам, а\u00a0не\u00a0на\u00a0час\u00a0— ведь он\u00a0же знал. В\u00a01990\u00a0г. и\u00a0в\u00a0{year}\u00a0г.',
    );
  });
});
