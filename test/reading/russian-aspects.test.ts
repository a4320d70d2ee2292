// The Russian natal aspects (ru/aspects.ts) and the aspects section's frame (ru/frame-aspects.ts), held
// to the English texts they stand for and to what the composer makes of them: every key English has (and
// only the words a declining language adds), Russian prose only, no slot English lacks, no sentence said
// in two texts, the English text's length class; then composed, for every pair of points in every type
// and through whole readings of many charts (every placement, the random people, unknown birth times, a
// polar latitude): no Latin letter, no unfilled slot, no doubled word, every sentence capitalised and
// ended, and the cases and agreement a few filled sentences must show.
import { describe, expect, it } from 'vitest';
import { createGazetteer, timezoneAt } from '../../src/astro/places/load.js';
import { ASPECT_TYPES, type Aspect, type NatalChart } from '../../src/astro/types.js';
import { GRAMMATICAL_CASES, isWord, type Word } from '../../src/reading/library/grammar.js';
import { en } from '../../src/reading/library/en/index.js';
import { aspects } from '../../src/reading/library/ru/aspects.js';
import { aspectsFrame } from '../../src/reading/library/ru/frame-aspects.js';
import { ru } from '../../src/reading/library/ru/index.js';
import { typesetText } from '../../src/reading/library/ru/typography.js';
import type { InterpretationLibrary } from '../../src/reading/library/types.js';
import { FrameBudget, aspectSentences, openingCandidates } from '../../src/reading/report/aspect-compose.js';
import { composeReading } from '../../src/reading/report/compose.js';
import { fill, sentenceKey, sentencesOf, slotsOf } from '../../src/reading/report/text.js';
import type { Report } from '../../src/reading/report/types.js';
import { ChartService, chartAt } from '../../src/services/readings/chart-service.js';
import { PlaceService } from '../../src/services/readings/places.js';
import { randomPeople } from '../../bench/random-people.js';
import { draftLibrary } from './fixtures/draft-library.js';
import { everyPlacement, natalChart, nonexistentTimeChart, polarChart, stelliumChart, unknownTimeChart } from './fixtures/charts.js';
import { russianTextDefects } from './fixtures/russian-text.js';
import { everyAspect, isPoint } from './fixtures/aspects.js';

/** The frame keys the aspects section owns: those under "// Aspects" in the English frame, and the one its composer alone reads. */
const FRAME_KEYS = [
  'aspectsTitle', 'aspectsNone', 'aspectsIntro', ...ASPECT_TYPES.map((t) => `aspectTypeName_${t}`), 'aspectHeading', 'aspectHeadingTold', 'aspectApplying',
  'aspectSeparating', 'aspectNode_conjunction', 'aspectNode_flowing', 'aspectNode_tense', 'aspectNode_quincunx', 'aspectAngles', 'aspectPossible',
];

/** Keys Russian adds for its grammar (optional in the shape): the drives declined, the word «аспект», the tightest aspect's name. */
const ADDED = ['driveWords', 'aspectWord', 'tightestName', 'housesPlural'];

/** Every text of a table with its dotted path; a word gives each of its forms. */
function leaves(table: unknown, path = ''): Array<[string, string]> {
  if (typeof table === 'string') return [[path, table]];
  if (isWord(table as Word)) return Object.entries((table as Word).forms).map(([form, text]) => [`${path}:${form}`, text]);
  return Object.entries(table as Record<string, unknown>).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

const englishFrame = Object.fromEntries(FRAME_KEYS.map((key) => [key, en.frame[key]]));
const russianTexts = [...leaves(aspects).filter(([path]) => !ADDED.some((k) => path.startsWith(k))), ...leaves(aspectsFrame, 'frame')];
const englishTexts = new Map([...leaves(en.aspects), ...leaves(englishFrame, 'frame')]);

/** Numbers the placeholders, so that two slots side by side never read as a doubled word. */
let slotCount = 0;
/** A slot's own text read as the reader gets it: a choice as its options, any other slot as a placeholder word. */
const readable = (text: string) => text.replace(/\{[a-zA-Z]+\|([^{}]*)\}/g, (_, choices: string) => choices.split('|').map((c) => c.slice(c.indexOf('=') + 1)).join(' ')).replace(/\{[^{}]*\}/g, () => `Слот${'абвгдежзиклмнопрстуф'[(slotCount += 1) % 20]}`);

const defectsOf = (text: string): string[] => russianTextDefects(text, {});

/** Words as a reader counts them (a dash is not one). */
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('the Russian aspects table and frame', () => {
  it('has every key English has, and only the words Russian adds for its grammar', () => {
    const keys = (table: object) => leaves(table).map(([path]) => path.replace(/:[a-z]+$/, '')).filter((p, i, all) => all.indexOf(p) === i).sort();
    const { driveWords, aspectWord, tightestName, housesPlural: _housesPlural, ...rest } = aspects;
    expect(tightestName?.replace(/\u00a0/g, ' ')).toBe('{aspect} {a:gen} и {b:gen}');
    const withinEnglish = (path: string) => !/^numbers\.\d+$/.test(path) || Number(path.slice('numbers.'.length)) < en.aspects.numbers.length;
    expect(keys(rest).filter(withinEnglish)).toEqual(keys(en.aspects));
    expect(Object.keys(aspectsFrame).sort()).toEqual([...FRAME_KEYS].sort());
    for (const key of FRAME_KEYS) expect(en.frame[key], key).toBeDefined();
    // Each added word has its six forms and a gender; the drives as the nominative of their words.
    for (const w of [...Object.values(driveWords!), aspectWord!]) {
      expect(Object.keys(w.forms).sort()).toEqual([...GRAMMATICAL_CASES].sort());
      for (const form of Object.values(w.forms)) expect(defectsOf(form), form).toEqual([]);
    }
    for (const [point, w] of Object.entries(driveWords!)) expect(aspects.drive[point as keyof typeof aspects.drive]).toBe(w.forms.nom);
    expect(Array.isArray(aspects.numbers)).toBe(true);
    // Russian says every count up to 99 in words, English up to twelve: «семь» beside «13» reads as a slip.
    expect(aspects.numbers.length).toBeGreaterThanOrEqual(en.aspects.numbers.length);
    const count = (n: number, noun: Word) => fill(aspects.numbers[n], { noun }).replace(/\s/g, ' ');
    expect(count(13, aspects.aspectWord!)).toBe('тринадцать');
    expect(count(21, ru.names.aspects.opposition)).toBe('двадцать одна');
    expect(count(32, aspects.aspectWord!)).toBe('тридцать два');
  });

  it('writes Russian prose only, typeset', () => {
    const bad: string[] = [];
    for (const [path, text] of russianTexts) {
      for (const d of defectsOf(readable(text))) bad.push(`${path}: ${d}`);
      if (typesetText(text) !== text) bad.push(`${path}: not typeset`);
    }
    expect(bad).toEqual([]);
  });

  it('uses the slots English uses, with cases and choices Russian needs, and no other', () => {
    const bad: string[] = [];
    for (const [path, text] of russianTexts) {
      const english = englishTexts.get(path.replace(/:[a-z]+$/, ''));
      // Russian counts past English's twelve in words (see above); those numbers have no English text.
      const beyondEnglish = /^numbers\.\d+$/.test(path) && Number(path.slice('numbers.'.length)) >= en.aspects.numbers.length;
      if (english === undefined && !beyondEnglish) { bad.push(`${path}: no English text`); continue; }
      let allowed = new Set(slotsOf(english ?? ''));
      // A count's words agree with what they count: the number words choose by the counted noun, a
      // plural by the count (English needs neither, and its texts have no slot there).
      if (path.startsWith('numbers.')) allowed = new Set(['noun']);
      if (path.startsWith('typePlural.')) allowed = new Set(['count']);
      // The motion in a heading agrees with the aspect's name.
      if (path === 'frame.aspectApplying' || path === 'frame.aspectSeparating') allowed = new Set(['aspect']);
      const used = new Set(slotsOf(text));
      for (const slot of used) if (!allowed.has(slot)) bad.push(`${path}: slot {${slot}} English lacks`);
      // The one slot left out: the third planet in an aspect to a point says «тот же аспект» for {article}.
      const omitted = [...allowed].filter((slot) => !used.has(slot) && !(path.startsWith('pointAgain.') && slot === 'article'));
      if (!/^(numbers|typePlural)\./.test(path) && omitted.length > 0) bad.push(`${path}: leaves out {${omitted.join('}, {')}}`);
      for (const m of text.matchAll(/\{[a-zA-Z]+:([a-z]+)\}/g)) if (!(GRAMMATICAL_CASES as readonly string[]).includes(m[1])) bad.push(`${path}: no case ${m[1]}`);
    }
    expect(bad).toEqual([]);
  });

  it('says no sentence in two texts', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const [path, text] of russianTexts) {
      if (path.includes(':')) continue;
      for (const sentence of sentencesOf(text)) {
        if (words(sentence) < 4) continue;
        const key = sentenceKey(sentence);
        if (seen.has(key)) repeated.push(`${seen.get(key)} = ${path}: ${sentence}`);
        else seen.set(key, path);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('is of the English text\u2019s length class', () => {
    const bad: string[] = [];
    for (const [path, text] of russianTexts) {
      const english = englishTexts.get(path) ?? '';
      if (words(english) < 12) continue;
      // A possessive agreeing with its slot is written as a choice before it: count the pair as one word.
      const ratio = words(text.replace(/\{[a-zA-Z]+\|[^{}]*\} (?=\{)/g, '')) / words(english);
      if (ratio < 0.6 || ratio > 1.2) bad.push(`${path}: ${ratio.toFixed(2)}`);
    }
    expect(bad).toEqual([]);
  });
});


/** What a composed Russian text must not have. */
function proseDefects(text: string): string[] {
  const out = defectsOf(text);
  const doubled = /(?<![\p{L}])([\p{L}]+)[\s\u00a0]+\1(?![\p{L}])/iu.exec(text);
  if (doubled) out.push(`doubled word: ${doubled[0]}`);
  if (/[{}]/.test(text)) out.push('an unfilled slot');
  for (const s of sentencesOf(text)) {
    if (!/^[А-ЯЁ«]/u.test(s)) out.push(`no capital: ${s.slice(0, 40)}`);
    if (!/[.!?…]$/.test(s)) out.push(`not ended: ${s.slice(-40)}`);
  }
  return out;
}

// The keys of the unknown-time frame another writer owns, in Russian here only until theirs is written
// (theirs win once it is), so that a heading or an hour set into an aspects text does not read as English.
const UNKNOWN_TIME_STAND_INS: Record<string, string> = {
  hoursBefore: 'до {time}',
  hoursAfter: 'после {time}',
  hoursBetween: 'между {from} и {to}',
  aspectHeadingPossible: '{aspect} {a:gen} и {b:gen}, если вы родились {hours}',
  aspectHeadingExactAt: '{aspect} {a:gen} и {b:gen}, точно в {time}, весь день в пределах {orb}',
  aspectHeadingOrbRange: '{aspect} {a:gen} и {b:gen}, орбис за день — от {from} до {to}',
};
const draft = draftLibrary();
const lib: InterpretationLibrary = { ...draft, frame: { ...draft.frame, ...UNKNOWN_TIME_STAND_INS, ...ru.frame } };

describe('the Russian aspect texts, composed for every pair and type', () => {
  for (const [name, chart] of [['with houses', natalChart()], ['without a birth time', unknownTimeChart()]] as const) {
    it(`reads as finished Russian in every opening and in full (${name})`, () => {
      const bad = new Map<string, string[]>();
      for (const aspect of everyAspect(chart)) {
        const texts = [...aspectSentences(lib, chart, aspect, true, new FrameBudget())];
        if (!isPoint(aspect.a) && !isPoint(aspect.b) && !(aspect.a === 'ascendant' && aspect.b === 'midheaven')) {
          texts.push(...openingCandidates(lib, chart, aspect).map((c) => c.text[0].toLocaleUpperCase() + c.text.slice(1)));
        }
        for (const text of texts) {
          const defects = proseDefects(text);
          if (defects.length > 0) bad.set(`${aspect.a}-${aspect.b} ${aspect.type}: ${text}`, defects);
        }
      }
      expect([...bad].slice(0, 5)).toEqual([]);
    });
  }

  it('declines and agrees what its sentences ask for', () => {
    const chart = natalChart();
    const square: Aspect = { a: 'moon', b: 'mars', type: 'square', exactAngle: 90, orb: 1.5, maxOrb: 8, applying: true };
    // An opening is capitalised where the section sets it first.
    const openings = openingCandidates(lib, chart, square).map((c) => c.text.replace(/\u00a0/g, ' '));
    expect(openings).toContain('ваша Луна в Скорпионе в пятом доме образует квадрат с вашим Марсом в Козероге в шестом доме, но их знаки обычно не спорят, поэтому трение между эмоциональными потребностями и боевым духом тише, чем обещает репутация квадрата, и всё же требует от вас выбора.');
    expect(openings).toContain('ваша Луна в Скорпионе в пятом доме стоит в квадрате к вашему Марсу в Козероге в шестом доме, поэтому эмоциональные потребности и боевой дух то и дело мешают друг другу — пока вы не заставите их работать заодно.');
    const full = aspectSentences(lib, chart, square, true).join(' ').replace(/\u00a0/g, ' ');
    // Two planets read in their authored text for the pair and type (issue 27), then the houses they link.
    expect(full.startsWith(lib.aspectPairs['moon-mars'].square.replace(/\u00a0/g, ' '))).toBe(true);
    expect(full).toMatch(/пят\S+ дом/);
    // A Sun–Venus opposition is geometry the sky never makes: composed from the points' facts. The Sun is
    // neuter, Venus feminine, an opposition feminine, a conjunction neuter.
    const sunVenus: Aspect = { a: 'sun', b: 'venus', type: 'opposition', exactAngle: 180, orb: 0, maxOrb: 8, applying: true };
    const exact = aspectSentences(lib, chart, sunVenus, true).join(' ').replace(/\u00a0/g, ' ');
    expect(exact).toMatch(/Ваше Солнце в Рыбах в девятом доме стоит в оппозиции к вашей Венере в Водолее в седьмом доме/);
    expect(exact).toContain('Ваши Солнце в Рыбах и Венера образуют точную оппозицию — до минуты дуги');
    expect(exact).toContain('стоит вам опереться только на Солнце в Рыбах, как Венера в Водолее начинает проявляться');
    const venusChiron: Aspect = { a: 'venus', b: 'chiron', type: 'conjunction', exactAngle: 0, orb: 1, maxOrb: 8, applying: true };
    expect(aspectSentences(lib, chart, venusChiron, false)[0].replace(/\u00a0/g, ' ')).toMatch(/^Хирон стоит прямо на вашей Венере в Водолее в седьмом доме, поэтому старая рана живёт в самой сердцевине умения любить; её тема — потребность в любви/);
  });
});

/** The aspects section of a reading: its headings and its paragraphs. */
function aspectsSection(report: Report): { headings: string[]; paragraphs: string[] } {
  const section = report.sections.find((s) => s.id === 'aspects');
  const blocks = section?.blocks ?? [];
  return {
    headings: blocks.flatMap((b) => (b.type === 'heading' ? [b.text] : [])),
    paragraphs: blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text] : [])),
  };
}

describe('the Russian aspects section, composed in whole readings', () => {
  const places = new ChartService(new PlaceService(createGazetteer(), timezoneAt));
  const people = randomPeople(20);
  const charts: Array<[string, NatalChart]> = [
    ...everyPlacement().map((chart, i) => [`placement ${i}`, chart] as [string, NatalChart]),
    ...people.map((person) => [person.name, chartAt(person.meta, places.placeOf(person.meta))] as [string, NatalChart]),
    ['unknown time', unknownTimeChart()], ['polar', polarChart()], ['stellium', stelliumChart()], ['nonexistent time', nonexistentTimeChart()],
  ];
  const reports = charts.map(([who, chart]) => [who, composeReading({ product: 'natal', addons: [], name: 'Анна', chart, orderedAt: '2026-11-24T10:00:00Z' }, lib)] as const);

  it('comes out in finished Russian for every chart', () => {
    const bad = new Map<string, string[]>();
    for (const [who, report] of reports) {
      const { headings, paragraphs } = aspectsSection(report);
      expect(paragraphs.length, who).toBeGreaterThan(0);
      for (const text of paragraphs) {
        const defects = proseDefects(text);
        if (defects.length > 0) bad.set(`${who}: ${text}`, defects);
      }
      for (const heading of headings) {
        const defects = defectsOf(heading);
        if (/[{}]/.test(heading)) defects.push('an unfilled slot');
        if (defects.length > 0) bad.set(`${who}: ${heading}`, defects);
      }
    }
    expect([...bad].slice(0, 5)).toEqual([]);
  });

  it('takes in the charts without a birth time, and says no sentence twice', () => {
    expect(reports.filter(([, r]) => aspectsSection(r).paragraphs.some((p) => p.replace(/\u00a0/g, ' ').includes('от полуночи до полуночи'))).length).toBeGreaterThan(1);
    for (const [who, report] of reports) {
      const seen = new Set<string>();
      for (const sentence of aspectsSection(report).paragraphs.flatMap(sentencesOf)) {
        const key = sentenceKey(sentence);
        expect(seen.has(key), `${who}: ${sentence}`).toBe(false);
        seen.add(key);
      }
    }
  });

  it('counts in agreement with what it counts', () => {
    const intros = reports.map(([, r]) => aspectsSection(r).paragraphs[0].replace(/\u00a0/g, ' '));
    for (const intro of intros) {
      expect(intro).not.toMatch(/(?<!\d)(1|21|31) аспекта|(?<!1)[234] аспектов|один (соединение|оппозиция)|два оппозиции|одно (квадрат|трин)/u);
    }
    expect(intros.join(' ')).toMatch(/(две оппозиции|одна оппозиция|одно соединение|два соединения)/u);
    expect(intros.join(' ')).toMatch(/\d+ аспект(а|ов)?:/u);
    expect(intros.join(' ')).toMatch(/самый тесный из них — (соединение|оппозиция|трин|квадрат|секстиль|квинконс) [А-ЯЁ]/u);
    const headings = reports.flatMap(([, r]) => aspectsSection(r).headings).join('\n').replace(/\u00a0/g, ' ');
    expect(headings).toMatch(/^Квадрат Луны и Марса: орбис \d+°\d\d′, (сходящийся|расходящийся)$/mu);
    expect(headings).toMatch(/^Оппозиция [А-ЯЁ][а-яё]+ и [А-ЯЁ][а-яё]+: орбис \d+°\d\d′, (сходящаяся|расходящаяся)$/mu);
    expect(headings).toMatch(/^Соединение [А-ЯЁ][а-яё]+ и [А-ЯЁ][а-яё]+: орбис \d+°\d\d′, (сходящееся|расходящееся)$/mu);
  });

  it('joins a sign relation to the aspect as a clause, not «квадрат … из двух знаков» or an appended absolute clause', () => {
    const prose = reports.map(([, r]) => aspectsSection(r).paragraphs.join(' ')).join(' ').replace(/\u00a0/g, ' ');
    expect(prose).not.toMatch(/(квадрат|трин|секстиль|квинконс|оппозици\p{L}+) (с|к) [^.,:]+ из (двух|знаков)/u);
    expect(prose).not.toMatch(/, две личные планеты (не в ладу|в гармонии|не в такт|лицом к лицу),/u);
  });

  it('says every count of the motion sentence in words, and names two ruled houses with one noun', () => {
    const prose = reports.map(([, r]) => aspectsSection(r).paragraphs.join(' ')).join(' ').replace(/\u00a0/g, ' ');
    // «Сходящихся аспектов у вас семь, расходящихся — 13» mixed words and digits in one breath.
    expect(prose).not.toMatch(/Сходящихся аспектов у вас [^.]*\d/u);
    expect(prose).toMatch(/Сходящихся аспектов у вас [а-яё]+[^.]*, расходящихся — (двадцать|тридцать|[а-яё]+надцать)/u);
    // «управляет первым домом и шестым домом» said the noun twice.
    expect(prose).not.toMatch(/(домом|дома|доме) и [а-яё]+ (домом|дома|доме)/u);
    expect(prose).toMatch(/управляет [а-яё]+ и [а-яё]+ домами/u);
  });
});
