// People's names in the Russian compatibility reading: declined in six cases when the name is Cyrillic
// and its sex can be told (by the patronymic, the surname's ending, or the first name), and as written
// in every case otherwise: a Latin-script name, a name of unknown sex, anything odd a buyer may type.
// English passes names through as written.
import { describe, expect, it } from 'vitest';
import { GRAMMATICAL_CASES } from '../../src/reading/library/grammar.js';
import { en } from '../../src/reading/library/en/index.js';
import { ru } from '../../src/reading/library/ru/index.js';
import { russianCallName, russianPersonName } from '../../src/reading/library/ru/person-names.js';
import { peopleOf } from '../../src/reading/report/synastry.js';

const unchanged = (name: string) => {
  const word = russianPersonName(name);
  for (const form of GRAMMATICAL_CASES) expect(word.forms[form], `${name}: ${form}`).toBe(name);
};

describe('Russian people\'s names as words', () => {
  it('declines Russian first names and surnames by the sex they tell', () => {
    expect(russianPersonName('Анна Петрова').forms.gen).toBe('Анны Петровой');
    expect(russianPersonName('Иван Сидоров').forms.dat).toBe('Ивану Сидорову');
    expect(russianPersonName('Мария').forms.ins).toBe('Марией');
    expect(russianPersonName('Иван').forms.acc).toBe('Ивана');
    expect(russianPersonName('Игорь').forms.loc).toBe('Игоре');
    expect(russianPersonName('Никита').forms.gen).toBe('Никиты');
    expect(russianPersonName('Никита').gender).toBe('m');
    expect(russianPersonName('Лев Толстой').forms.dat).toBe('Льву Толстому');
    expect(russianPersonName('Петрова Анна').forms.ins).toBe('Петровой Анной');
    expect(russianPersonName('Анна Ивановна').forms.dat).toBe('Анне Ивановне');
    expect(russianPersonName('Пётр Ильич Чайковский').forms.gen).toBe('Петра Ильича Чайковского');
    expect(russianPersonName('Анна-Мария').forms.gen).toBe('Анны-Марии');
    expect(russianPersonName('Анна Петрова').forms.nom).toBe('Анна Петрова');
    expect(russianPersonName('Петрова').forms.gen).toBe('Петровой');
    expect(russianPersonName('Сидоров').forms.ins).toBe('Сидоровым');
  });

  it('spells the endings after a hushing consonant as Russian does, and a man\'s name in -а/-я by the feminine declension', () => {
    for (const [name, gen, ins] of [['Миша', 'Миши', 'Мишей'], ['Гоша', 'Гоши', 'Гошей'], ['Серёжа', 'Серёжи', 'Серёжей'], ['Алёша', 'Алёши', 'Алёшей'], ['Илья', 'Ильи', 'Ильёй'], ['Никита', 'Никиты', 'Никитой'], ['Лука', 'Луки', 'Лукой'], ['Даша', 'Даши', 'Дашей']] as const) {
      expect(russianPersonName(name).forms.gen, name).toBe(gen);
      expect(russianPersonName(name).forms.ins, name).toBe(ins);
    }
    expect(russianPersonName('Миша').gender).toBe('m');
    expect(russianPersonName('Гоша Петров').forms.ins).toBe('Гошей Петровым');
    expect(russianPersonName('ИЛЬЯ').forms.ins).toBe('ИЛЬЁЙ');
    // No form anywhere with «ы» after ж, ш, ч, щ, к, г, х.
    for (const name of ['Миша', 'Паша', 'Гриша', 'Кеша', 'Тимоша', 'Андрюша', 'Лёша', 'Серёжа', 'Саша', 'Наташа', 'Ольга', 'Лука', 'Инга']) {
      for (const form of GRAMMATICAL_CASES) expect(russianPersonName(name).forms[form], `${name}: ${form}`).not.toMatch(/[жшчщкгх]ы/u);
    }
  });

  it('keeps women\'s names in a consonant undeclined, double names and surnames declined in both parts', () => {
    for (const name of ['Мариам', 'Айжан', 'Ингрид', 'Кармен']) unchanged(name);
    expect(russianPersonName('Мария Петрова-Водкина').forms.gen).toBe('Марии Петровой-Водкиной');
    expect(russianPersonName('Иван Петров-Водкин').forms.ins).toBe('Иваном Петровым-Водкиным');
    expect(russianPersonName('Анна-Мария Петрова').forms.dat).toBe('Анне-Марии Петровой');
    expect(russianPersonName('Артём Ёлкин').forms.gen).toBe('Артёма Ёлкина');
    expect(russianPersonName('Алёна').forms.ins).toBe('Алёной');
  });

  it('gives a name typed in lower case its capitals, since a name opens many sentences', () => {
    expect(russianPersonName('анна петрова').forms.nom).toBe('Анна Петрова');
    expect(russianPersonName('анна петрова').forms.gen).toBe('Анны Петровой');
    expect(russianPersonName('анна-мария').forms.dat).toBe('Анне-Марии');
    expect(russianPersonName('нико').forms.ins).toBe('Нико');
    expect(russianPersonName('ИВАН').forms.gen).toBe('ИВАНА');
    expect(peopleOf(ru, 'иван сидоров', 'мария').b.forms.ins).toBe('Марией');
  });

  it('reads a second first name written with a space as a first name, and a surname first before a patronymic', () => {
    expect(russianPersonName('Анна Мария').forms.gen).toBe('Анны Марии');
    expect(russianPersonName('Анна Мария Петрова').forms.ins).toBe('Анной Марией Петровой');
    expect(russianPersonName('Анна Мария Ивановна').forms.dat).toBe('Анне Марии Ивановне');
    expect(russianPersonName('Петрова Анна Ивановна').forms.gen).toBe('Петровой Анны Ивановны');
    expect(russianPersonName('Шевченко Инна Петровна').forms.ins).toBe('Шевченко Инной Петровной');
    expect(russianCallName('Анна Мария Ивановна')).toBe('Анна');
    expect(russianCallName('Шевченко Инна Петровна')).toBe('Инна');
  });

  it('calls a person by the first name, also when the name is written surname first', () => {
    expect(russianCallName('Петрова Анна')).toBe('Анна');
    expect(russianCallName('Сидоров Иван Петрович')).toBe('Иван');
    expect(russianCallName('Иван Петрович Сидоров')).toBe('Иван');
    expect(russianCallName('Анна Петрова')).toBe('Анна');
    expect(russianCallName('Анна-Мария')).toBe('Анна-Мария');
    expect(russianCallName('Smith John')).toBe('Smith');
    expect(peopleOf(ru, 'Петрова Анна', 'Сидоров Иван').a.forms.gen).toBe('Анны');
    expect(peopleOf(ru, 'Петрова Анна', 'Сидоров Иван').b.forms.ins).toBe('Иваном');
    expect(peopleOf(ru, 'Петрова Анна', 'Анна Сидорова').a.forms.gen).toBe('Петровой Анны');
    expect(peopleOf(en, 'Петрова Анна', 'Boris Ivanov').a.forms.gen).toBe('Петрова');
  });

  it('leaves Latin-script names, names of unknown sex and odd input as written, never throwing', () => {
    for (const name of ['John Smith', 'Maria', 'Ариэль', 'Нико', 'Кармен', '🌸', 'Анна 🌸', 'Анна Smith', '', '   ', '-', 'Иван-', 'Иван Иван Иван Иван', '12', 'Ёё', '\u00a0']) {
      expect(() => russianPersonName(name), name).not.toThrow();
      unchanged(name);
    }
  });

  it('gives English the names as written and Russian the declined ones, through the synastry library', () => {
    const english = peopleOf(en, 'Anna Petrova', 'Boris Ivanov');
    expect(english.a.forms.gen).toBe('Anna');
    expect(english.b.forms.ins).toBe('Boris');
    const russian = peopleOf(ru, 'Анна Петрова', 'Иван Сидоров');
    expect(russian.a.forms.gen).toBe('Анны');
    expect(russian.b.forms.ins).toBe('Иваном');
    const sameFirst = peopleOf(ru, 'Анна Петрова', 'Анна Сидорова');
    expect(sameFirst.b.forms.dat).toBe('Анне Сидоровой');
    expect(peopleOf(ru, 'John Smith', 'Мария').a.forms.dat).toBe('John');
  });
});
