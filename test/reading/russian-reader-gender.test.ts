// The Russian library speaks to one reader as «вы» and must not give that reader a gender: a reading is bought by
// women and men alike. An adjective or participle that describes the reader in the singular instrumental or
// nominative («делает вас осторожным», «чувствовать себя любимой», «вы кажетесь надёжным», «вы здесь чужой») says
// which the reader is; a noun («мудрым посредником»), a comparative («осторожнее»), a short plural form
// («вы спокойны») or a turn of phrase without an adjective («одних это пугает, других завораживает») does not.
import { beforeAll, describe, expect, it } from 'vitest';
import { ru } from '../../src/reading/library/ru/index.js';
import { loadMorphology, readerGender } from '../support/russian-morphology.js';

/** Every string of a table, however deep, with the path it is found at. */
function stringsOf(value: unknown, path: string, out: Array<[string, string]> = []): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => stringsOf(item, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) stringsOf(item, `${path}.${key}`, out);
  return out;
}

describe('the Russian library and the reader\u2019s gender', () => {
  beforeAll(() => loadMorphology(), 30_000);

  it('knows a gendered word about the reader when it sees one, and lets neutral wordings pass', () => {
    for (const text of [
      'Страх отказа делает вас осторожным с людьми.',
      'Люди находят вас пугающим или завораживающим.',
      'Вы можете чувствовать себя чужим в коллективе.',
      'Ей нужно чувствовать себя любимой.',
      'Лёгкость может сделать вас немного ленивым.',
      'Окружающим вы кажетесь надёжным, собранным, иногда строгим.',
      'Вам нужен угол, где вы свой.',
      'Вы остаётесь довольным собой.',
    ]) expect(readerGender(text), text).not.toEqual([]);
    for (const text of [
      'Страх отказа делает вас осторожнее с людьми.',
      'Люди ощущают вашу глубину: одних она пугает, других завораживает.',
      'Этот опыт делает вас мудрым посредником и советчиком.',
      'Вас видят справедливым, приятным и умелым посредником.',
      'Вы уверены в себе, спокойны и открыты.',
      'Репутация у вас бывает переменчивой, как фазы Луны.',
      'Вы прекрасный собеседник, и с вами легко.',
      'Даже среди друзей вы можете ощущать себя белой вороной.',
    ]) expect(readerGender(text), text).toEqual([]);
  });

  it('gives the reader no gender anywhere in the library', () => {
    const found = stringsOf(ru, 'ru').flatMap(([path, text]) => readerGender(text).map((hit) => `${path}: ${hit}`));
    expect(found).toEqual([]);
  });
});
