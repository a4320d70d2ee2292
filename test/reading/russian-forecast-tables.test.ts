// The Russian forecast and month-ahead tables written so far (the Moon by sign and phase, ingresses,
// eclipses, returns, Neptune's and Pluto's transits), held to the English tables they stand for: every
// key English has and no other, each text Russian prose (Cyrillic, no Latin word, no slot English lacks,
// «ёлочки» only, typeset), of the English text's length class, no sentence said in two entries, and a
// transit text naming no aspect but its own.
import { describe, expect, it } from 'vitest';
import { eclipses as enEclipses, ingresses as enIngresses, returns as enReturns } from '../../src/reading/library/en/ingresses.js';
import { moonInSign as enMoonInSign, moonPhases as enMoonPhases } from '../../src/reading/library/en/moon.js';
import { neptune as enNeptune } from '../../src/reading/library/en/transits-neptune.js';
import { pluto as enPluto } from '../../src/reading/library/en/transits-pluto.js';
import { eclipses, ingresses, returns } from '../../src/reading/library/ru/ingresses.js';
import { moonInSign, moonPhases } from '../../src/reading/library/ru/moon.js';
import { neptune } from '../../src/reading/library/ru/transits-neptune.js';
import { pluto } from '../../src/reading/library/ru/transits-pluto.js';
import { typesetText } from '../../src/reading/library/ru/typography.js';
import { sentenceKey, sentencesOf, slotsOf } from '../../src/reading/report/text.js';
import { ASPECT_STEMS } from './fixtures/russian-text.js';

type Table = { [key: string]: string | Table };

const TABLES: Record<string, [ru: Table, en: Table]> = {
  moonInSign: [moonInSign, enMoonInSign],
  moonPhases: [moonPhases, enMoonPhases],
  ingresses: [ingresses, enIngresses],
  eclipses: [eclipses, enEclipses],
  returns: [returns, enReturns],
  'transits.neptune': [neptune, enNeptune],
  'transits.pluto': [pluto, enPluto],
};

/** Every text of a table with its dotted path. */
function entries(table: Table, prefix: string): [string, string][] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}.${key}`, value] as [string, string]] : entries(value, `${prefix}.${key}`));
}

const pairs = Object.entries(TABLES).flatMap(([name, [ru, en]]) => {
  const english = new Map(entries(en, name));
  return entries(ru, name).map(([path, text]) => ({ path, text, english: english.get(path) }));
});

/** Words as a reader counts them: a dash between words is not one. */
const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;


describe('Russian forecast and month-ahead tables', () => {
  it('have exactly the keys the English tables have', () => {
    for (const [name, [ru, en]] of Object.entries(TABLES)) {
      expect(entries(ru, name).map(([path]) => path).sort(), name).toEqual(entries(en, name).map(([path]) => path).sort());
    }
    expect(pairs.length).toBe(12 + 8 + 5 + 2 + 2 + 72 + 72);
  });

  it('are Russian prose: Cyrillic, no Latin letter, no slot English lacks, «ёлочки» only, typeset', () => {
    for (const { path, text, english } of pairs) {
      expect(text.trim().length, path).toBeGreaterThan(0);
      expect(text, path).toMatch(/^[А-ЯЁ«]/u);
      expect(text, path).not.toMatch(/[A-Za-z]/);
      expect(slotsOf(text).sort(), path).toEqual(slotsOf(english ?? '').sort());
      if (slotsOf(english ?? '').length === 0) expect(text, path).not.toMatch(/[{}]/);
      expect(text, path).not.toMatch(/["“”„'‘’]/);
      expect(text.split('«').length, path).toBe(text.split('»').length);
      expect(text, path).not.toMatch(/ - |--/);
      expect(typesetText(text), path).toBe(text);
    }
  });

  it('are of the English text’s length class', () => {
    for (const { path, text, english } of pairs) {
      const ratio = words(text) / words(english ?? '');
      expect(ratio, `${path}: ${words(text)} words against ${words(english ?? '')}`).toBeGreaterThanOrEqual(0.6);
      expect(ratio, `${path}: ${words(text)} words against ${words(english ?? '')}`).toBeLessThanOrEqual(1.2);
    }
  });

  it('say no sentence in two entries', () => {
    const seen = new Map<string, string>();
    for (const { path, text } of pairs) {
      for (const sentence of sentencesOf(text)) {
        const key = sentenceKey(sentence);
        expect(seen.get(key), `«${sentence}» in ${path}`).toBeUndefined();
        seen.set(key, path);
      }
    }
  });

  it('give each transit the words of its own aspect type only', () => {
    for (const { path, text } of pairs.filter((p) => p.path.startsWith('transits.'))) {
      const type = path.split('.').at(-1)!;
      for (const [other, stem] of Object.entries(ASPECT_STEMS)) {
        if (other !== type) expect(text, `${path} names a ${other}`).not.toMatch(stem);
      }
    }
  });
});
