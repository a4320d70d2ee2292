// City search in Russian (issue 17): Russian names, short forms and transliterations find their
// city, population-aware; places come back named in Russian when Russian is asked for, and exactly as
// before when it is not.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCityIndex } from '../../src/astro/places/city-index.js';
import { buildGazetteer, gazetteerFromIndex, type Gazetteer } from '../../src/astro/places/gazetteer.js';
import { parsePlaceNames } from '../../src/astro/places/local-names.js';
import { createGazetteer, readPlaceNames } from '../../src/astro/places/load.js';
import { SHORT_FORMS } from '../../src/astro/places/short-forms.js';
import type { Place } from '../../src/astro/types.js';
import { placeLabel } from '../../src/services/readings/places.js';

const MOSCOW = 524901;
const SAINT_PETERSBURG = 498817;
const YEKATERINBURG = 1486209;
const NIZHNY_NOVGOROD = 520555;
const NIZHNY_TAGIL = 520494;
const LONDON = 2643743;
const SPRINGFIELD_IL = 4250542;
const PIETERMARITZBURG = 965301;

let gazetteer: Gazetteer;
beforeAll(() => { gazetteer = createGazetteer(); }, 60_000);

const ids = (places: Place[]) => places.map((p) => p.id);
function resolvedId(query: string, language?: string): number | undefined {
  const r = gazetteer.resolve(query, language);
  if (!r.place) throw new Error(`"${query}" did not resolve; suggestions: ${r.suggestions.map(placeLabel).join(' | ')}`);
  expect(r.candidates).toHaveLength(1);
  return r.place.id;
}

describe('Russian city search', () => {
  it('finds a city by its Russian name, short forms and Latin transliterations, first', () => {
    const cases: Array<[number, string[]]> = [
      [MOSCOW, ['Москва', 'москва', 'МОСКВА', 'Мск', 'Москва, Россия', 'Moskva']],
      [SAINT_PETERSBURG, ['Санкт-Петербург', 'санкт петербург', 'Питер', 'питер', 'СПб', 'Спб', 'спб', 'Петербург', 'С.-Петербург', 'Питер, Россия']],
      [YEKATERINBURG, ['Екатеринбург', 'Ekaterinburg', 'Yekaterinburg', 'Jekaterinburg', 'Екат', 'Ёбург', 'Ебург', 'Екб']],
      [NIZHNY_NOVGOROD, ['Нижний Новгород', 'Нижний', 'нижний', 'Н. Новгород', 'Nizhny Novgorod']],
    ];
    for (const [id, queries] of cases) {
      for (const q of queries) {
        expect({ q, id: resolvedId(q, 'ru') }).toEqual({ q, id });
        expect({ q, first: gazetteer.search(q, 8, 'ru')[0]?.id }).toEqual({ q, first: id });
        // The language names the answer; it does not change which place that is.
        expect({ q, id: resolvedId(q) }).toEqual({ q, id });
      }
    }
  });

  it('reads ё as е and ignores case', () => {
    expect(resolvedId('Королёв', 'ru')).toBe(resolvedId('Королев', 'ru'));
    expect(resolvedId('ЁБУРГ', 'ru')).toBe(YEKATERINBURG);
    expect(gazetteer.resolve('Орел', 'ru').place?.name).toBe('Орёл');
  });

  it('takes "Питер" as Saint Petersburg, not as the beginning of Pietermaritzburg or Peterborough', () => {
    for (const language of ['ru', undefined]) {
      const found = gazetteer.search('Питер', 8, language);
      expect(found[0].id).toBe(SAINT_PETERSBURG);
      expect(ids(found)).not.toContain(PIETERMARITZBURG);
      expect(found.filter((p) => p.country !== 'RU')).toEqual([]);
    }
    // Typing on past the short form is asking for those names.
    expect(gazetteer.search('Питерм', 3, 'ru')[0].id).toBe(PIETERMARITZBURG);
    // While the short form is still being typed, its city leads.
    expect(gazetteer.search('Пите', 5, 'ru')[0].id).toBe(SAINT_PETERSBURG);
  });

  it('takes "Нижний" as Nizhny Novgorod, then the other places named Нижний something', () => {
    const found = gazetteer.search('Нижний', 8, 'ru');
    expect(ids(found).slice(0, 2)).toEqual([NIZHNY_NOVGOROD, NIZHNY_TAGIL]);
    for (const place of found) expect(place.name).toMatch(/^Нижний /);
  });

  it('puts Yekaterinburg before the places once called Yekaterinoslav', () => {
    expect(gazetteer.search('Ека', 3, 'ru')[0].id).toBe(YEKATERINBURG);
    expect(ids(gazetteer.search('Екат', 8, 'ru'))).toEqual([YEKATERINBURG]);
  });

  it('finds small Russian towns by their Russian names', () => {
    // Below the population from which GeoNames' alternate names are indexed (15,000).
    const town = gazetteer.resolve('Алабушево', 'ru');
    expect(town.place).toMatchObject({ name: 'Алабушево', country: 'RU', countryName: 'Россия' });
    expect(town.place!.population).toBeLessThan(15000);
  });

  it('names towns of the other Russian-speaking countries in Russian, not in a neighbouring alphabet', () => {
    // GeoNames tags a few Ukrainian spellings as Russian («Здолбунів»); the Russian one is its sole alternate in the Russian alphabet.
    expect(gazetteer.byId(687432, 'ru')?.name).toBe('Здолбунов');
    expect(gazetteer.byId(711894, 'ru')?.name).toBe('Богодухов');
    // Towns with no Russian-tagged name at all, named by their one Russian-alphabet alternate.
    expect(gazetteer.byId(174704, 'ru')).toMatchObject({ name: 'Зангакатун', country: 'AM' });
    expect(gazetteer.byId(147368, 'ru')).toMatchObject({ name: 'Ордубад', country: 'AZ' });
    // Anywhere else, the one Russian-alphabet name GeoNames has (not a Bulgarian one, «Хънтингдън»).
    expect(gazetteer.byId(1880252, 'ru')?.name).toBe('Сингапур');
    expect(gazetteer.resolve('Гуви', 'ru').place).toMatchObject({ country: 'BE' });
    // A Ukrainian town found by its Russian name.
    expect(gazetteer.resolve('Богодухов', 'ru').place).toMatchObject({ id: 711894, country: 'UA' });
  });

  it('holds every short form as a place of the index', () => {
    for (const [form, id] of SHORT_FORMS) expect({ form, place: gazetteer.byId(id)?.country }).toEqual({ form, place: 'RU' });
    for (const [form, id] of SHORT_FORMS) expect({ form, names: gazetteer.names(form, id) }).toEqual({ form, names: true });
  });
});

describe('places named in Russian', () => {
  const label = (query: string, language?: string) => {
    const r = gazetteer.resolve(query, language);
    return r.place ? placeLabel(r.place) : null;
  };

  it('names the place, its region and its country in Russian', () => {
    expect(label('Москва', 'ru')).toBe('Москва, Россия');
    expect(label('Moscow', 'ru')).toBe('Москва, Россия');
    expect(label('Питер', 'ru')).toBe('Санкт-Петербург, Россия');
    expect(label('Екатеринбург', 'ru')).toBe('Екатеринбург, Россия');
    expect(label('London', 'ru')).toBe('Лондон, Англия, Великобритания');
    expect(label('Springfield, Illinois', 'ru')).toBe('Спрингфилд, Иллинойс, США');
    expect(label('Paris', 'ru')).toBe('Париж, Франция');
    expect(gazetteer.byId(LONDON, 'ru')).toMatchObject({ name: 'Лондон', region: 'Англия', countryName: 'Великобритания', timezone: 'Europe/London' });
  });

  it('answers in English exactly as before when no language or English is asked for', () => {
    expect(label('Москва')).toBe('Moscow, Russia');
    expect(label('Питер', 'en')).toBe('Saint Petersburg, Russia');
    expect(label('Springfield, IL')).toBe('Springfield, Illinois, United States');
    expect(gazetteer.byId(LONDON)).toEqual(gazetteer.byId(LONDON, 'en'));
    // A language without names of its own is answered in English.
    expect(gazetteer.byId(MOSCOW, 'de')).toEqual(gazetteer.byId(MOSCOW));
  });

  it('ranks the same places in either language', () => {
    for (const q of ['Mosc', 'Spring', 'Lon', 'мос', 'Санкт', 'Par', 'Valencia', 'Нижн']) {
      expect({ q, ru: ids(gazetteer.search(q, 8, 'ru')) }).toEqual({ q, ru: ids(gazetteer.search(q, 8)) });
    }
  });

  it('reads its own Russian labels back as the same place', () => {
    for (const id of [MOSCOW, SAINT_PETERSBURG, YEKATERINBURG, LONDON, SPRINGFIELD_IL, 6058560 /* London, Ontario */, 4347778 /* Baltimore */]) {
      const place = gazetteer.byId(id, 'ru')!;
      expect({ label: placeLabel(place), id: resolvedId(placeLabel(place), 'ru') }).toEqual({ label: placeLabel(place), id });
    }
  });
});

describe('local names of a table', () => {
  // A table of three places and names files of its own, so that what is and is not named is known.
  const row = (id: number, name: string, country: string, admin1: string, population: number, alternates = '') =>
    [id, name, name, alternates, '40.0', '-90.0', 'P', 'PPL', country, '', admin1, '', '', '', population, '', '10', 'America/Chicago', '2024-01-01'].join('\t');
  const table = Buffer.from([
    row(1, 'Springfield', 'US', 'IL', 116000),
    row(2, 'Baltimore', 'US', 'MD', 585000),
    row(3, 'Gorodok', 'RU', '48', 3000, 'Gorodok,Городок'),
  ].join('\n'));
  let dir: string;
  let named: Gazetteer;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'place-names-'));
    writeFileSync(join(dir, 'ru.tsv'), '# test names\nUS.IL\tИллинойс\n1\tСпрингфилд\n2\tБалтимор\n');
    named = buildGazetteer(table, { names: readPlaceNames(dir) });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('shows a region with no name in the language by its English name, never a made-up one', () => {
    expect(named.byId(1, 'ru')).toMatchObject({ name: 'Спрингфилд', region: 'Иллинойс', countryName: 'США' });
    expect(named.byId(2, 'ru')).toMatchObject({ name: 'Балтимор', region: 'Maryland' });
    expect(named.byId(3, 'ru')).toMatchObject({ name: 'Gorodok', region: null, countryName: 'Россия' });
  });

  it('matches a place by its local name whatever its population, and a region by its local name', () => {
    expect(named.resolve('Спрингфилд, Иллинойс', 'ru').place?.id).toBe(1);
    expect(named.resolve('Балтимор, Maryland', 'ru').place?.id).toBe(2);
    // Alternates of a place this small are not indexed; its local name would be.
    expect(named.resolve('Городок').place).toBeNull();
  });

  it('reads the names on the first query that needs them, once', () => {
    const names = readPlaceNames(dir);
    let reads = 0;
    const lazy = gazetteerFromIndex(buildCityIndex(table, {}, Object.values(names)), { names: () => { reads++; return names; } });
    expect(lazy.search('Spring', 5).map((p) => p.name)).toEqual(['Springfield']);
    expect(lazy.byId(2)?.name).toBe('Baltimore');
    expect(reads).toBe(0);
    expect(lazy.byId(2, 'ru')?.name).toBe('Балтимор');
    expect(lazy.resolve('Спрингфилд, Иллинойс', 'ru').place?.id).toBe(1);
    expect(reads).toBe(1);
  });

  it('refuses a missing names folder rather than answering every language in English', () => {
    expect(() => readPlaceNames(join(dir, 'missing'))).toThrow(/ENOENT/);
  });

  it('refuses a names file with a line it cannot read', () => {
    expect(() => parsePlaceNames('524901 Москва\n').places).toThrow(/not "key<TAB>name"/);
    expect(() => parsePlaceNames('Moscow\tМосква\n').places).toThrow(/neither a GeoNames id nor a region code/);
    expect(parsePlaceNames('# only a comment\n\n').places.size).toBe(0);
    const both = parsePlaceNames('US.IL\tИллинойс\n524901\tМосква\n');
    expect([...both.regions]).toEqual([['US.IL', 'Иллинойс']]);
    expect([...both.places]).toEqual([[524901, 'Москва']]);
  });
});
