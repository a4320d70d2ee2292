// The Russian texts of the slow transits written so far (Jupiter, Saturn, Uranus), held to the English
// tables they stand for: every natal point and aspect type English has, each text Russian throughout
// (Cyrillic, no Latin word, «ёлочки» only, no slot English does not have, typeset with Russian
// non-breaking spaces), of the English text's length class (Russian, without articles, runs to about
// 0.85 of the English word count), and no sentence used in two texts, so a forecast never repeats
// itself across its transits.
import { describe, expect, it } from 'vitest';
import { transits as english } from '../../src/reading/library/en/transits.js';
import { jupiter } from '../../src/reading/library/ru/transits-jupiter.js';
import { saturn } from '../../src/reading/library/ru/transits-saturn.js';
import { uranus } from '../../src/reading/library/ru/transits-uranus.js';
import { typesetText } from '../../src/reading/library/ru/typography.js';
import { sentenceKey, sentencesOf, slotsOf } from '../../src/reading/report/text.js';
import type { InterpretationLibrary } from '../../src/reading/library/types.js';

type Planet = keyof InterpretationLibrary['transits'];
const WRITTEN: Partial<InterpretationLibrary['transits']> = { jupiter, saturn, uranus };

const entries = (Object.keys(WRITTEN) as Planet[]).flatMap((planet) =>
  Object.entries(english[planet]).flatMap(([point, byType]) =>
    Object.keys(byType).map((type) => ({
      where: `${planet}.${point}.${type}`,
      en: (english[planet] as Record<string, Record<string, string>>)[point][type],
      ru: (WRITTEN[planet] as Record<string, Record<string, string | undefined>>)[point]?.[type],
    })),
  ),
);
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

describe('Russian slow-transit texts', () => {
  it('have every natal point and aspect type the English tables have, and nothing else', () => {
    expect(entries.length).toBe(Object.keys(WRITTEN).length * 72);
    for (const planet of Object.keys(WRITTEN) as Planet[]) {
      const ru = WRITTEN[planet]!;
      expect(Object.keys(ru).sort()).toEqual(Object.keys(english[planet]).sort());
      for (const [point, byType] of Object.entries(ru)) {
        expect(Object.keys(byType).sort(), `${planet}.${point}`).toEqual(Object.keys((english[planet] as Record<string, object>)[point]).sort());
      }
    }
  });

  it('are non-empty Russian prose: Cyrillic letters only, «ёлочки», the slots English has and no others', () => {
    for (const { where, en, ru } of entries) {
      expect(ru, where).toBeTypeOf('string');
      const text = ru!;
      expect(text.trim().length, where).toBeGreaterThan(0);
      expect(text, where).toMatch(/[а-яё]/i);
      expect(text.match(/[a-z]+/gi) ?? [], `${where}: Latin letters`).toEqual([]);
      expect(text, `${where}: straight or English quotes`).not.toMatch(/["“”„'‘’]/);
      expect(slotsOf(text), where).toEqual(slotsOf(en));
      expect(text.replace(/\{[a-z]+(?::[a-z]+)?\}/gi, ''), `${where}: stray braces`).not.toMatch(/[{}]/);
      expect(text, `${where}: a hyphen for a dash`).not.toMatch(/\s-\s/);
      expect(typesetText(text), `${where}: not typeset`).toBe(text);
    }
  });

  it('are of the English text\'s length class', () => {
    for (const { where, en, ru } of entries) {
      const [enWords, ruWords] = [words(en), words(ru!)];
      expect(ruWords, `${where}: ${ruWords} Russian words for ${enWords} English`).toBeGreaterThanOrEqual(Math.max(35, Math.round(enWords * 0.65)));
      expect(ruWords, `${where}: ${ruWords} Russian words for ${enWords} English`).toBeLessThanOrEqual(Math.round(enWords * 1.15));
    }
  });

  it('share no sentence between two texts', () => {
    const seen = new Map<string, string>();
    for (const { where, ru } of entries) {
      for (const sentence of sentencesOf(ru!)) {
        const key = sentenceKey(sentence);
        expect(seen.get(key), `${where} repeats «${sentence}»`).toBeUndefined();
        seen.set(key, where);
      }
    }
  });
});
