// A fast planet's contact text is printed after its label ("Venus square natal Jupiter") whatever the
// aspect, and the aspect's own tone follows it; so the text says what the contact brings into play and
// never the way it will go. Reviewers found "Venus square natal Jupiter" read as good cheer: these words
// are the ones that carried a verdict, luck or friction, in the texts that were rewritten.
import { describe, expect, it } from 'vitest';
import { en } from '../../src/reading/library/en/index.js';

const VALENCE = /\b(ease|eases|easy|easily|effortless(ly)?|harmon(y|ious)|grace|gracious(ly)?|lucky|luck|fortunate|blessings?|good cheer|comes? your way|smooth(ly|er)?|pleasant|go(es)? (well|better)|opportunit(y|ies)|gifts?|abound|blossoms?|success(ful)?|friction|clash(es)?|conflicts?|quarrels?|struggles?|tension|obstacles?|irritation|frustration|setbacks?|blocked|resistance|strain|trouble)\b/i;

const MIN_WORDS = 45;
const MAX_WORDS = 110;
const words = (text: string) => text.match(/[\p{L}\p{N}’'-]+/gu) ?? [];

const texts = Object.entries(en.monthAhead.contact).flatMap(([planet, byPoint]) =>
  Object.entries(byPoint).map(([point, text]) => ({ where: `${planet} to ${point}`, text })));

describe('month-ahead contact texts, English', () => {
  it('cover every natal point for each fast planet', () => {
    expect(texts).toHaveLength(48);
  });

  it('name no verdict of luck or friction, since the same text is read for every aspect type', () => {
    const found = texts.flatMap(({ where, text }) => {
      const hit = VALENCE.exec(text);
      return hit ? [`${where}: "${hit[0]}"`] : [];
    });
    expect(found).toEqual([]);
  });

  it(`run ${MIN_WORDS} to ${MAX_WORDS} words, leaving room for the tone that follows`, () => {
    const off = texts.flatMap(({ where, text }) => {
      const count = words(text).length;
      return count < MIN_WORDS || count > MAX_WORDS ? [`${where}: ${count} words`] : [];
    });
    expect(off).toEqual([]);
  });
});
