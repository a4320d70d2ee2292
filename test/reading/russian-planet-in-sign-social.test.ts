// The Russian texts of Jupiter, Saturn, Uranus, Neptune and Pluto in the twelve signs, held to the English
// tables they stand for: every sign English has, each text Russian throughout (Cyrillic, no Latin word,
// «ёлочки» only, no slot, since the English texts have none, typeset with Russian non-breaking spaces),
// of the English text's length class, no sentence used in two texts and no two texts opening alike, since
// a reading gives the texts of both signs one after the other. Composed as birth-day.ts writes them, for
// real unknown-time birth days on which each of these planets changed sign and for every pair of
// neighbouring signs, the paragraphs come out whole and clean.
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { Place, SignId } from '../../src/astro/types.js';
import { planetInSign as english } from '../../src/reading/library/en/planet-in-sign.js';
import { jupiter, neptune, pluto, saturn, uranus } from '../../src/reading/library/ru/planet-in-sign-social.js';
import { typesetText } from '../../src/reading/library/ru/typography.js';
import { signChangeOf, writeBothSigns, type SignChange } from '../../src/reading/report/birth-day.js';
import { ReadingWriter } from '../../src/reading/report/writer.js';
import { draftLibrary } from './fixtures/draft-library.js';
import { russianTextDefects } from './fixtures/russian-text.js';
import { sentencesInTwoTexts } from './helpers.js';

const WRITTEN = { jupiter, saturn, uranus, neptune, pluto };
type Planet = keyof typeof WRITTEN;
const PLANETS = Object.keys(WRITTEN) as Planet[];
const SIGNS = Object.keys(english.sun) as SignId[];

const entries = PLANETS.flatMap((planet) => SIGNS.map((sign) => ({ where: `${planet}.${sign}`, en: english[planet][sign], ru: WRITTEN[planet][sign] })));
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

const defectsOf = (text: string): string[] => russianTextDefects(text, { sentences: true });

describe('the Russian social and outer planets in signs', () => {
  it('have every sign English has for each of the five planets, and nothing else', () => {
    for (const planet of PLANETS) expect(Object.keys(WRITTEN[planet]).sort(), planet).toEqual(Object.keys(english[planet]).sort());
    expect(entries).toHaveLength(60);
  });

  it('are Russian prose without a slot, as the English texts have none, and typeset', () => {
    for (const { where, en } of entries) expect(en, `${where}: English has a slot`).not.toMatch(/[{}]/);
    const bad: string[] = [];
    for (const { where, ru } of entries) {
      for (const d of defectsOf(ru)) bad.push(`${where}: ${d}`);
      if (typesetText(ru) !== ru) bad.push(`${where}: not typeset`);
      if (ru === typesetText(english[where.split('.')[0] as Planet][where.split('.')[1] as SignId])) bad.push(`${where}: still English`);
    }
    expect(bad).toEqual([]);
  });

  it('are of the English text\'s length class', () => {
    for (const { where, en, ru } of entries) {
      const [enWords, ruWords] = [words(en), words(ru)];
      expect(ruWords, `${where}: ${ruWords} Russian words for ${enWords} English`).toBeGreaterThanOrEqual(Math.round(enWords * 0.65));
      expect(ruWords, `${where}: ${ruWords} Russian words for ${enWords} English`).toBeLessThanOrEqual(Math.round(enWords * 1.2));
    }
  });

  it('share no sentence between two texts', () => {
    expect(sentencesInTwoTexts(entries.map(({ where, ru }) => ({ where, text: ru ?? '' })))).toEqual([]);
  });

  it('never open two texts with the same five words', () => {
    const openings = new Map<string, string>();
    const same: string[] = [];
    for (const { where, ru } of entries) {
      const opening = ru.toLocaleLowerCase().split(/[\s\u00a0]+/).slice(0, 5).join(' ');
      if (openings.has(opening)) same.push(`${openings.get(opening)} = ${where}: ${opening}`);
      else openings.set(opening, where);
    }
    expect(same).toEqual([]);
  });

  it('name the dignity English names, in the planet\u2019s own sign and its exaltation, detriment and fall', () => {
    // Each fact a Russian astrologer would check first: the planet's standing in the sign.
    const dignity: Array<[Planet, SignId, RegExp]> = [
      ['jupiter', 'cancer', /экзальтирован/], ['jupiter', 'gemini', /изгнании/], ['jupiter', 'virgo', /изгнании/],
      ['jupiter', 'sagittarius', /обител/], ['jupiter', 'capricorn', /падении/], ['jupiter', 'pisces', /по традиции принадлежат Юпитеру/],
      ['saturn', 'aries', /падении/], ['saturn', 'cancer', /изгнании/], ['saturn', 'leo', /изгнании/], ['saturn', 'libra', /экзальтирован/],
      ['saturn', 'capricorn', /обитель/], ['saturn', 'aquarius', /традиционный управитель/],
      ['uranus', 'taurus', /падении/], ['uranus', 'leo', /изгнании/], ['uranus', 'scorpio', /экзальтированным/], ['uranus', 'aquarius', /правит Водолеем/],
      ['neptune', 'virgo', /изгнании/], ['neptune', 'cancer', /экзальтацией/], ['neptune', 'pisces', /Рыбами управляет Нептун/],
      ['pluto', 'taurus', /изгнании/], ['pluto', 'scorpio', /управляет Плутон/],
    ];
    for (const [planet, sign, pattern] of dignity) expect(WRITTEN[planet][sign].replace(/\u00a0/g, ' '), `${planet}.${sign}`).toMatch(pattern);
  });

  it('keep the generations\u2019 years English gives', () => {
    for (const { where, en, ru } of entries) {
      const years = (text: string) => (text.match(/\d{4}/g) ?? []).sort();
      expect(years(ru), where).toEqual(years(en));
    }
  });
});

describe('the Russian social and outer planets in signs, as a birth day without an hour gives them', () => {
  const moscow: Place = {
    name: 'Moscow', region: null, country: 'RU', countryName: 'Russia', latitude: 55.75222, longitude: 37.61556, timezone: 'Europe/Moscow', population: 10381222,
  };
  const murmansk: Place = {
    name: 'Murmansk', region: null, country: 'RU', countryName: 'Russia', latitude: 68.97917, longitude: 33.09251, timezone: 'Europe/Moscow', population: 270384,
  };
  const lib = draftLibrary();

  /** The paragraphs birth-day.ts writes for a planet that changed sign, without their English-framed leads. */
  function bothSigns(planet: Planet, change: SignChange): string[] {
    const dropped: string[] = [];
    const w = new ReadingWriter((sentence) => dropped.push(sentence));
    w.section('planets', 'Планеты');
    writeBothSigns(w, lib, planet, change);
    expect(dropped, `${planet} ${change.from} -> ${change.to}`).toEqual([]);
    return w.sections[0].blocks.slice(1).map((b) => (b.type === 'paragraph' ? b.text : ''));
  }

  // Birth days on which each planet left one sign for the next (Moscow time, found with the ephemeris).
  const days: Array<[string, Planet, SignId, SignId]> = [
    ['2013-06-26', 'jupiter', 'gemini', 'cancer'], ['2021-05-14', 'jupiter', 'aquarius', 'pisces'],
    ['2017-12-20', 'saturn', 'sagittarius', 'capricorn'], ['2020-03-22', 'saturn', 'capricorn', 'aquarius'],
    ['1996-01-12', 'uranus', 'capricorn', 'aquarius'], ['2018-05-15', 'uranus', 'aries', 'taurus'],
    ['1998-01-29', 'neptune', 'capricorn', 'aquarius'], ['2011-04-04', 'neptune', 'aquarius', 'pisces'],
    ['1995-01-17', 'pluto', 'scorpio', 'sagittarius'], ['2008-01-26', 'pluto', 'sagittarius', 'capricorn'],
  ];

  it.each(days)('gives both signs\u2019 texts whole for a birth on %s (%s)', (date, planet, from, to) => {
    for (const place of [moscow, murmansk]) {
      const chart = computeChart({ moment: toBirthMoment({ date, time: null, timezone: place.timezone }), place });
      const change = signChangeOf(chart.bodies[planet]);
      expect(change && [change.from, change.to], `${date} ${place.name}`).toEqual([from, to]);
      const paragraphs = bothSigns(planet, change!);
      expect(paragraphs).toEqual([WRITTEN[planet][from], WRITTEN[planet][to]]);
      for (const text of paragraphs) expect(defectsOf(text)).toEqual([]);
    }
  });

  it('gives both texts whole for every pair of neighbouring signs, forward and retrograde', () => {
    for (const planet of PLANETS) {
      SIGNS.forEach((from, i) => {
        const to = SIGNS[(i + 1) % SIGNS.length];
        for (const [a, b] of [[from, to], [to, from]] as const) {
          expect(bothSigns(planet, { from: a, to: b, time: '12:00' })).toEqual([WRITTEN[planet][a], WRITTEN[planet][b]]);
        }
      });
    }
  });
});
