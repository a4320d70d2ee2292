// The month ahead reads one text for a fast planet's contact with a natal point whatever the aspect
// (conjunction, sextile, square, trine, opposition, quincunx); the aspect's colour comes after it in the
// tone. So a contact's text names what the contact stirs and leaves its outcome open: a reviewer found
// Venus square Jupiter read as good-natured plenty. Words that promise ease or luck, or declare a clash
// or an obstacle, belong to the tone and are kept out of the contact texts here.
import { describe, expect, it } from 'vitest';
import { ru } from '../../src/reading/library/ru/index.js';

const MIN_WORDS = 45;
/** The tone follows the contact's text, and the pair should stay a short paragraph. */
const MAX_WORDS = 110;

/** Verdicts on how a contact will go; a neutral word for the same theme (a dispute, anger, generosity) is allowed. */
const VERDICTS: Array<[string, RegExp]> = [
  ['ease', /л[её]гк|л[её]гч|без\s+усилий|попутн/iu],
  ['harmony', /гармони/iu],
  ['luck', /удач|везени|повез[её]т|благоприят|судьб|сторицей/iu],
  ['praise of the days', /прекрасн|(?:хорош|подходящ|плох)\p{L}*\s+(?:время|дни|день|момент|пора)/iu],
  ['promised improvement', /приятнее|щедрее|светлеет|теплеют|смягча|благодуш|вас\s+(?:действительно\s+)?замечают/iu],
  ['friction', /трени[еяюй]|раздраж|столкновени/iu],
  ['conflict', /конфликт|(?<!\p{L})(?:по|рас)?ссор/iu],
  ['obstacle', /препятстви|неизбежн/iu],
];

const words = (text: string) => text.toLowerCase().replace(/\u00a0/g, ' ').match(/[\p{L}\p{N}’'-]+/gu) ?? [];

const contacts = Object.entries(ru.monthAhead.contact).flatMap(([mover, byPoint]) =>
  Object.entries(byPoint).map(([point, text]) => ({ where: `${mover}.${point}`, text: text as string })));

describe('Russian month-ahead contact texts', () => {
  it('cover the four fast planets and the twelve natal points', () => {
    expect(contacts).toHaveLength(48);
  });

  it('presume no outcome, easy or hard, since one text serves every aspect type', () => {
    const found = contacts.flatMap(({ where, text }) =>
      VERDICTS.filter(([, pattern]) => pattern.test(text)).map(([kind, pattern]) => `${where}: ${kind} (${text.match(pattern)?.[0]})`));
    expect(found).toEqual([]);
  });

  it(`run ${MIN_WORDS}–${MAX_WORDS} words, leaving room for the tone`, () => {
    const off = contacts.map(({ where, text }) => ({ where, count: words(text).length }))
      .filter(({ count }) => count < MIN_WORDS || count > MAX_WORDS);
    expect(off).toEqual([]);
  });

  // The list must keep catching the phrasings that caused the finding, typeset as the library serves them.
  it('catch the verdicts the old texts made', () => {
    const old = [
      'Мир на\u00a0время кажется шире и\u00a0щедрее.',
      'Хочется нравиться, и\u00a0вас действительно замечают.',
      'Жизнь становится щедрее: подарки, приглашения, праздники.',
      'Дома возможны ссоры, обиды прорываются резко.',
      'Злость на\u00a0препятствия лучше обратить в\u00a0упорство.',
      'Хорошие дни для\u00a0свидания, праздника, примирения.',
      'Легко сказать комплимент, признаться в\u00a0симпатии.',
    ];
    expect(old.filter((text) => !VERDICTS.some(([, pattern]) => pattern.test(text)))).toEqual([]);
  });
});
