// In a real chart a house is ruled by the ruler of the sign on its cusp, and the reading names that
// ruler (traditional rulers, so Mars rules Scorpio). An authored text is written before any chart is
// known, so a sentence that hands a house to its natural planet ("Mercury rules the third house") or
// gives Uranus, Neptune or Pluto a sign as its own contradicts the reading it lands in whenever the
// cusp or the traditional ruler says otherwise. Reviewers found such sentences; none may come back.
import { describe, expect, it } from 'vitest';
import { en } from '../../src/reading/library/en/index.js';
import { sentencesOf } from '../../src/reading/report/text.js';

const PLANET = '(?:Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto)';
const ORDINAL = '(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)';
const HOUSE = `(?:the|your) ${ORDINAL} house`;

/** Sentences that give a planet a numbered house as its own, whatever the cusp says. */
const HOUSE_CLAIMS: RegExp[] = [
  new RegExp(`\\b${PLANET} rules ${HOUSE}`, 'i'),
  // "Jupiter, the great teacher, rules the ninth house": the verb away from its planet.
  new RegExp(`\\b${PLANET}\\b[^.;:]{0,60}\\brules ${HOUSE}`, 'i'),
  new RegExp(`\\b${PLANET} is (?:naturally )?(?:at home|at ease|strong|dignified) in ${HOUSE}`, 'i'),
  new RegExp(`\\b${PLANET} in ${HOUSE},? (?:is at home|is in its (?:natural|own)|in its (?:natural|own)|where it (?:is strong|is at home|belongs|rules))`, 'i'),
  new RegExp(`\\b${PLANET}\\b[^.;]{0,60}\\b(?:its|the) (?:natural|own) (?:home|domain|house|territory|place)\\b`, 'i'),
  new RegExp(`\\b${PLANET}\\b[^.;]{0,60}\\bthe house (?:it|that planet) rules\\b`, 'i'),
];

const MODERN: Array<[string, string]> = [['Uranus', 'Aquarius'], ['Neptune', 'Pisces'], ['Pluto', 'Scorpio']];

/** Sentences that give a modern ruler its sign as its own, against the reading's traditional rulers. */
function modernOwnSign(sentence: string): boolean {
  if (/\b(?:Uranus|Neptune|Pluto)(?:'s|’s) own sign\b/i.test(sentence)) return true;
  // A text keyed by the sign need not name it ("In its own sign, Pluto..."); with a traditional planet in
  // the sentence the phrase may be that planet's, so then the modern sign has to be named too.
  const traditional = /\b(?:Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn)\b/i.test(sentence);
  return MODERN.some(([planet, sign]) => {
    if (!new RegExp(`\\b${planet}\\b`, 'i').test(sentence)) return false;
    if (new RegExp(`\\b${planet} rules ${sign}\\b`, 'i').test(sentence)) return true;
    if (traditional && !new RegExp(`\\b${sign}\\b`, 'i').test(sentence)) return false;
    return /\bown sign\b|\bdomicile\b|\bthe sign it rules\b/i.test(sentence);
  });
}

function claims(sentence: string): boolean {
  return HOUSE_CLAIMS.some((re) => re.test(sentence)) || modernOwnSign(sentence);
}

/** Every string in the library with its path; frames' functions hold no authored sentence of their own. */
function stringsOf(value: unknown, path: string, out: Array<{ where: string; text: string }>): typeof out {
  if (typeof value === 'string') out.push({ where: path, text: value });
  else if (Array.isArray(value)) value.forEach((item, i) => stringsOf(item, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) stringsOf(item, `${path}.${key}`, out);
  return out;
}

describe('natural rulers in the English library', () => {
  it('the checks catch the sentences reviewers found', () => {
    const found = [
      'Mercury rules the third house and works here with ease.',
      'Jupiter rules the ninth house, and here it expands your horizons generously.',
      'Venus in the second house, in its natural domain, gathers beautiful things.',
      'Pluto in the eighth house is at home.',
      'Pluto is at home in the eighth house, the domain of death and rebirth.',
      'The Sun is naturally at ease in the fifth house, and your identity is bound up with self-expression.',
      'Saturn in the tenth house, where it is strong, brings ambition.',
      'Pluto rules Scorpio, and in its own sign, roughly 1984 to 1995, its energy is at full strength.',
      'In its own sign, roughly 1984 to 1995, Pluto dragged the buried into daylight.',
      'Venus is exalted in Pisces, Neptune\'s own sign.',
      'Uranus in Aquarius, its domicile, works at full strength.',
    ];
    expect(found.filter((s) => !claims(s))).toEqual([]);
  });

  it('the checks pass what a chart can vouch for or what names no planet\'s house', () => {
    const fine = [
      'Aries rules your tenth house and wants a career with a front line.',
      'Standing in its own house, the ruler of the seventh strengthens everything partnership stands for.',
      'You may work from home, study your ancestry, or think best at home, says Mercury in the fourth house.',
      'In Scorpio, the sign modern astrology gives Pluto, roughly 1984 to 1995, the planet\'s energy runs undiluted.',
      'Mercury in the third house keeps your mind busy with the traffic of daily life.',
      'Your {planet} rules {houses}, where your {other} stands.',
      'Mars in Scorpio is at home in the old rulership, and Pluto squares it.',
      'Mars in Aries, its own sign, squares your Pluto.',
    ];
    expect(fine.filter(claims)).toEqual([]);
  });

  it('no English text hands a house to its natural planet or a sign to its modern ruler', () => {
    const offending = stringsOf(en, 'en', [])
      .flatMap(({ where, text }) => sentencesOf(text).filter(claims).map((s) => `${where}: ${s}`));
    expect(offending).toEqual([]);
  });
});
