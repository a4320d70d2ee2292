// The Russian natal tables written so far (names, synthesis, the placement phrases and templates), held to what the composer needs of them
// before the natal part is claimed: every key English has, each name a word with six non-empty case
// forms and a gender, every phrase Russian (Cyrillic, no Latin word, «ёлочки» only, no slot braces,
// since the English phrases have none), no phrase given twice, and the case forms usable in a template.
import { describe, expect, it } from 'vitest';
import { GRAMMATICAL_CASES, isWord, type Word } from '../../src/reading/library/grammar.js';
import { en } from '../../src/reading/library/en/index.js';
import { names, placementPhrases, placements, ru, synthesis } from '../../src/reading/library/ru/index.js';
import type { InterpretationLibrary } from '../../src/reading/library/types.js';
import { composeReading } from '../../src/reading/report/compose.js';
import { everyPlacement } from './fixtures/charts.js';
import { fill, sentenceKey, sentencesOf } from '../../src/reading/report/text.js';
import { russianTextDefects } from './fixtures/russian-text.js';

/** Every leaf of a table with its path: strings and words. */
function leaves(table: unknown, path = ''): Array<[string, string | Word]> {
  if (typeof table === 'string') return [[path, table]];
  if (isWord(table as Word)) return [[path, table as Word]];
  return Object.entries(table as Record<string, unknown>).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

const keysOf = (table: unknown) => leaves(table).map(([path]) => path).sort();

const defectsOf = (text: string): string[] => russianTextDefects(text, {});

describe('the Russian names', () => {
  it('has every name English has', () => {
    expect(keysOf(names)).toEqual(keysOf(en.names));
  });

  it('gives each name six Russian forms and a gender', () => {
    const bad: string[] = [];
    for (const [path, value] of leaves(names)) {
      if (!isWord(value)) { bad.push(`${path}: not a word`); continue; }
      expect(Object.keys(value.forms).sort()).toEqual([...GRAMMATICAL_CASES].sort());
      expect(['m', 'f', 'n', 'pl']).toContain(value.gender);
      for (const [form, text] of Object.entries(value.forms)) for (const d of defectsOf(text)) bad.push(`${path}.${form}: ${d}`);
    }
    expect(bad).toEqual([]);
  });

  it('declines what Russian declines, so a template gets the case it asks for', () => {
    const values = { planet: names.planets.moon, sign: names.signs.scorpio, house: names.houses[7] };
    expect(fill('{planet|m=ваш|f=ваша|n=ваше|pl=ваши} {planet} в {sign:loc}, в {house:loc}', values)).toBe('ваша Луна в Скорпионе, в седьмом доме');
    expect(fill('управитель {sign:gen}; переходит в {sign:acc}', { sign: names.signs.sagittarius })).toBe('управитель Стрельца; переходит в Стрелец');
    expect(fill('{planet|m=ваш|f=ваша|n=ваше|pl=ваши} {planet}', { planet: names.planets.sun })).toBe('ваше Солнце');
    expect(fill('в {sign:loc}', { sign: names.signs.libra })).toBe('в Весах');
    // A preposition takes its vowel before a cluster the slot brings.
    expect(fill('в {sign:loc}, в {house:loc}, с {sign:ins}, к {sign:dat}', { sign: names.signs.leo, house: names.houses[2] })).toBe('во Льве, во втором доме, со Львом, ко Льву');
    expect(fill('в {house:loc}, с {sign:ins}, к {sign:dat}', { sign: names.signs.scorpio, house: names.houses[5] })).toBe('в пятом доме, со Скорпионом, к Скорпиону');
    expect(fill('с {planet:ins}, к {planet:dat}', { planet: names.planets.saturn })).toBe('с Сатурном, к Сатурну');
    expect(new Set(Object.values(names.signs).map((sign) => sign.forms.nom)).size).toBe(12);
    expect(new Set(Object.values(names.houses).map((house) => house.forms.loc)).size).toBe(12);
  });
});

describe('the Russian synthesis phrases', () => {
  it('has every phrase English has', () => {
    expect(keysOf(synthesis)).toEqual(keysOf(en.synthesis));
  });

  it('writes every phrase in Russian, without a slot (the English phrases have none) and without a full stop', () => {
    const bad: string[] = [];
    for (const [path, value] of leaves(synthesis)) {
      const texts = isWord(value) ? Object.values(value.forms) : [value];
      for (const text of texts) for (const d of defectsOf(text)) bad.push(`${path}: ${d}`);
      if (!isWord(value) && /[.!?]$/.test(value)) bad.push(`${path}: ends a sentence`);
    }
    for (const [path, value] of leaves(en.synthesis)) if (!isWord(value)) expect(value, path).not.toMatch(/[{}]/);
    expect(bad).toEqual([]);
  });

  it('keeps the manner of a sign free of commas, as its slot inside longer sentences needs', () => {
    for (const [sign, manner] of Object.entries(synthesis.signManner)) expect(manner, sign).not.toContain(',');
  });

  it('gives no phrase twice, in one table or across tables', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const [path, value] of leaves(synthesis)) {
      if (isWord(value)) continue;
      for (const sentence of sentencesOf(value)) {
        const key = sentenceKey(sentence);
        if (seen.has(key)) repeated.push(`${seen.get(key)} = ${path}`);
        else seen.set(key, path);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('names the planets as the name table does, in every case', () => {
    for (const [planet, word] of Object.entries(synthesis.planetSubject)) expect(word).toEqual(names.planets[planet as keyof typeof names.planets]);
  });
});

describe('the Russian placement phrases', () => {
  it('has every phrase English has', () => {
    const { templates: _templates, ...english } = en.placements;
    expect(keysOf(placementPhrases)).toEqual(keysOf(english));
  });

  it('writes every phrase in Russian, without a slot and without a full stop', () => {
    const bad: string[] = [];
    for (const [path, text] of leaves(placementPhrases)) {
      for (const d of defectsOf(text as string)) bad.push(`${path}: ${d}`);
      if (/[.!?]$/.test(text as string)) bad.push(`${path}: ends a sentence`);
    }
    expect(bad).toEqual([]);
  });

  it('gives no phrase twice, nor one the synthesis already gives', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const [path, value] of [...leaves(synthesis), ...leaves(placementPhrases)]) {
      if (isWord(value)) continue;
      for (const sentence of sentencesOf(value)) {
        const key = sentenceKey(sentence);
        if (seen.has(key)) repeated.push(`${seen.get(key)} = ${path}`);
        else seen.set(key, path);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('puts a planet\u2019s phrase in the present tense, so that it agrees with the planet whatever its gender, or in the planet\u2019s own gender', () => {
    // Short participles and adjectives agree with the planet: neuter for the Sun, feminine for the Moon and Venus.
    const feminine = /(?<!\p{L})(экзальтирован|устойчив|спокоен)(?!\p{L})/u;
    for (const planet of ['sun', 'moon', 'venus'] as const) {
      for (const [sign, text] of Object.entries(placementPhrases.inSign[planet])) expect(text, `${planet} ${sign}`).not.toMatch(feminine);
    }
    expect(placementPhrases.inSign.sun.aries).toMatch(/^экзальтировано/);
    expect(placementPhrases.inSign.moon.taurus).toMatch(/^экзальтирована/);
  });
});


describe('the Russian placement templates, composed', () => {
  // The Russian tables in an otherwise English library: the placement sections' paragraphs are theirs alone.
  // The natal texts in Russian; the rest of the frame English, as the templates under test are Russian.
  const lib: InterpretationLibrary = { ...en, names, synthesis, placements, planetInSign: ru.planetInSign, generationInSign: ru.generationInSign, pointInSign: ru.pointInSign, planetInHouse: ru.planetInHouse, aspectPairs: ru.aspectPairs, angleInSign: ru.angleInSign, angleAspects: ru.angleAspects, frame: { ...en.frame, listComma: ru.frame.listComma, listAnd: ru.frame.listAnd } };
  const reports = everyPlacement().map((chart) => composeReading({ product: 'natal', addons: [], name: 'Анна', chart, orderedAt: '2025-03-01T09:30:00Z' }, lib));

  it('has every template English has', () => {
    expect(Object.keys(placements.templates).sort()).toEqual(Object.keys(en.placements.templates).sort());
  });

  it('fills every template into Russian prose: every slot filled, no Latin word, no stray space or punctuation', () => {
    const bad = new Map<string, string[]>();
    for (const report of reports) {
      for (const section of report.sections.filter((s) => ['big-three', 'planets', 'houses'].includes(s.id))) {
        for (const block of section.blocks) {
          if (block.type !== 'paragraph') continue;
          const defects = defectsOf(block.text);
          if (/ [,.;:]|,,|\.\./.test(block.text)) defects.push('stray punctuation');
          if (!/^[А-ЯЁ]/.test(block.text)) defects.push('no capital at the start');
          if (defects.length > 0) bad.set(block.text, defects);
        }
      }
    }
    expect([...bad].slice(0, 5)).toEqual([]);
  });

  it('declines the names its templates ask for', () => {
    const prose = reports.flatMap((r) => r.sections.filter((s) => s.id === 'planets').flatMap((s) => s.blocks)).map((b) => (b.type === 'paragraph' ? b.text : '')).join(' ').replace(/\u00a0/g, ' ');
    expect(prose).toMatch(/соединение с (вашим|вашей) (Солнцем|Луной|Меркурием|Венерой|Марсом|Юпитером|Сатурном|Ураном|Нептуном|Плутоном|Асцендентом|Серединой неба)/);
    expect(prose).toMatch(/(Знаком|управитель этого знака|хозяин этого знака|хозяйка этого знака|Ключ к) (Овна|Тельца|Близнецов|Рака|Льва|Девы|Весов|Скорпиона|Стрельца|Козерога|Водолея|Рыб|\p{Lu}\p{Ll}+)/u);
  });
});
