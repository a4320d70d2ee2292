// The Russian texts of the personal planets in the signs (Sun, Moon, Mercury, Venus, Mars), held to the
// English tables they stand for: every sign English has, Russian throughout (Cyrillic, no Latin word,
// «ёлочки» only, typeset), no slot (English has none), of the English text's length class, and each its
// own: no sentence shared between two texts and no two paragraphs opening with the same five words, since
// a planet that changed sign on an unknown-time birth day is read in both signs, one text after the other
// (report/birth-day.ts).
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { Place, PlanetId, SignId } from '../../src/astro/types.js';
import { planetInSign as english } from '../../src/reading/library/en/planet-in-sign.js';
import * as personal from '../../src/reading/library/ru/planet-in-sign-personal.js';
import { ru } from '../../src/reading/library/ru/index.js';
import { typesetText } from '../../src/reading/library/ru/typography.js';
import { signChangeOf, writeBothSigns } from '../../src/reading/report/birth-day.js';
import { composeReading } from '../../src/reading/report/compose.js';
import { sentenceKey, sentencesOf, slotsOf } from '../../src/reading/report/text.js';
import { ReadingWriter } from '../../src/reading/report/writer.js';
import { draftLibrary } from './fixtures/draft-library.js';
import { proseOf } from './helpers.js';
import { russianTextDefects } from './fixtures/russian-text.js';

const PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars'] as const;
const SIGNS = Object.keys(english.sun) as SignId[];
const entries = PLANETS.flatMap((planet) =>
  SIGNS.map((sign) => ({ where: `${planet}.${sign}`, en: english[planet][sign], ru: (personal[planet] as Record<string, string | undefined>)[sign] })),
);
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
const openingOf = (text: string) => text.replace(/\u00a0/g, ' ').toLocaleLowerCase().split(/\s+/).slice(0, 5).join(' ');

const defectsOf = (text: string): string[] => russianTextDefects(text, { sentences: true });

describe('the Russian personal planets in the signs', () => {
  it('have every sign English has, and nothing else', () => {
    expect(entries).toHaveLength(60);
    for (const planet of PLANETS) expect(Object.keys(personal[planet]).sort(), planet).toEqual(Object.keys(english[planet]).sort());
    expect(ru.planetInSign.sun).toBe(personal.sun);
    expect(ru.planetInSign.mars).toBe(personal.mars);
  });

  it('are Russian prose: Cyrillic only, «ёлочки», no slot (English has none), typeset', () => {
    for (const { where, en, ru: text } of entries) {
      expect(slotsOf(en), `${where}: English has a slot`).toEqual([]);
      expect(text, where).toBeTypeOf('string');
      expect(text, where).not.toBe(en);
      expect(defectsOf(text!), where).toEqual([]);
      expect(text, `${where}: a hyphen for a dash`).not.toMatch(/\s-\s/);
      expect(typesetText(text!), `${where}: not typeset`).toBe(text);
    }
  });

  it('are of the English text\'s length class', () => {
    for (const { where, en, ru: text } of entries) {
      const [enWords, ruWords] = [words(en), words(text!)];
      expect(ruWords, `${where}: ${ruWords} Russian words for ${enWords} English`).toBeGreaterThanOrEqual(Math.round(enWords * 0.65));
      expect(ruWords, `${where}: ${ruWords} Russian words for ${enWords} English`).toBeLessThanOrEqual(Math.round(enWords * 1.2));
    }
  });

  it('share no sentence between two texts, nor with the rest of the Russian library', () => {
    const seen = new Map<string, string>();
    for (const { where, ru: text } of entries) {
      for (const sentence of sentencesOf(text!)) {
        const key = sentenceKey(sentence);
        expect(seen.get(key), `${where} repeats «${sentence}»`).toBeUndefined();
        seen.set(key, where);
      }
    }
    const ours = new Set(entries.map((e) => e.ru));
    const elsewhere = (table: unknown): string[] =>
      typeof table === 'string' ? [table] : table && typeof table === 'object' ? Object.values(table).flatMap(elsewhere) : [];
    for (const text of elsewhere(ru).filter((t) => !ours.has(t))) {
      for (const sentence of sentencesOf(text)) expect(seen.get(sentenceKey(sentence)), `«${sentence}» is also elsewhere`).toBeUndefined();
    }
  });

  it('open each in its own words', () => {
    const seen = new Map<string, string>();
    for (const { where, ru: text } of entries) {
      const opening = openingOf(text!);
      expect(seen.get(opening), `${where} opens like another: «${opening}»`).toBeUndefined();
      seen.set(opening, where);
    }
  });
});

describe('the Russian personal planets in the signs, composed', () => {
  const lib = draftLibrary();

  it('read cleanly where a planet changed sign on an unknown-time birth day, every planet from each sign into the next', () => {
    for (const planet of PLANETS) {
      SIGNS.forEach((from, i) => {
        const w = new ReadingWriter((sentence) => expect.fail(`${planet} ${from}: dropped «${sentence}»`));
        w.section('big-three', 'Большая тройка');
        writeBothSigns(w, lib, planet as PlanetId, { from, to: SIGNS[(i + 1) % 12], time: '03:31' });
        const paragraphs = w.sections[0].blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text] : []));
        expect(paragraphs, `${planet} ${from}`).toHaveLength(3);
        for (const text of paragraphs.slice(1)) expect(defectsOf(text), `${planet} ${from}`).toEqual([]);
      });
    }
  });

  it('compose into an unknown-time natal reading whose Moon changed sign, and whatever of them it carries is clean', () => {
    // 22 March 1990 in Berlin, hour unknown: the Moon entered Aquarius at 03:31 CET.
    // The natal composer now reads both Moon signs from the placement phrases, and writeBothSigns (the one
    // reader of these texts) is not called, so this reading carries none of them; the check holds for when it does.
    const berlin: Place = { name: 'Berlin', region: null, country: 'DE', countryName: 'Germany', latitude: 52.52437, longitude: 13.41053, timezone: 'Europe/Berlin', population: 3426354 };
    const chart = computeChart({ moment: toBirthMoment({ date: '1990-03-22', time: null, timezone: berlin.timezone }), place: berlin });
    expect(signChangeOf(chart.bodies.moon)).toMatchObject({ from: 'capricorn', to: 'aquarius' });
    const report = composeReading({ product: 'natal', addons: [], name: 'Анна', chart, orderedAt: '2025-06-10T10:00:00Z' }, lib);
    const ours = new Set(entries.flatMap((e) => sentencesOf(e.ru!).map(sentenceKey)));
    for (const text of proseOf(report).filter((t) => sentencesOf(t).some((s) => ours.has(sentenceKey(s))))) {
      expect(defectsOf(text), text).toEqual([]);
    }
  });
});
