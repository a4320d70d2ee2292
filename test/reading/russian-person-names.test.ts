// People's names in the Russian compatibility reading: declined in six cases when the name is Cyrillic
// and its sex can be told (by the patronymic, the surname's ending, or the first name), and as written
// in every case otherwise: a Latin-script name, a name of unknown sex, anything odd a buyer may type.
// English passes names through as written.
import { describe, expect, it } from 'vitest';
import { GRAMMATICAL_CASES } from '../../src/reading/library/grammar.js';
import { en } from '../../src/reading/library/en/index.js';
import { ru } from '../../src/reading/library/ru/index.js';
import { russianPersonName } from '../../src/reading/library/ru/person-names.js';
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
