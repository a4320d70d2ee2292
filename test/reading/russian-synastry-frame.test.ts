// The Russian texts of the compatibility reading written here (the frame, the house overlays, the
// pair's balance and composite Sun, the aspects of Jupiter, Saturn and the Ascendant, the outer planets
// on personal points and the planets on the Midheaven), held to the English tables they stand for:
// every key English has; Russian throughout (Cyrillic, no Latin letter, «ёлочки», typeset); only the
// slots English has, cases and choices allowed; no sentence in two texts; every sentence of an aspect,
// overlay and balance text naming one of the two people. Then composed: compatibility readings of
// random couples under Russian and Latin names, with unknown birth times and polar latitudes, whose
// sections this part writes come out with no Latin word but the names, every slot filled, no doubled
// word, every sentence capitalised and ended.
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { computeSynastry, SYNASTRY_ASPECTS } from '../../src/astro/chart/synastry.js';
import { placeAt } from '../../src/astro/places/coordinates.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { NatalChart } from '../../src/astro/types.js';
import { en } from '../../src/reading/library/en/index.js';
import { lightsAspects } from '../../src/reading/library/ru/synastry-aspects-lights.js';
import { personalAspects } from '../../src/reading/library/ru/synastry-aspects-personal.js';
import { midheavenAspects, outerAspects, socialAspects, touched } from '../../src/reading/library/ru/synastry-aspects-social.js';
import { aspectCounts, guestPlanets, synastryFrame } from '../../src/reading/library/ru/synastry-frame.js';
import { compositeSun, dominantPair, guest, lacking, modality, overlays } from '../../src/reading/library/ru/synastry-overlays.js';
import { typesetText } from '../../src/reading/library/ru/typography.js';
import type { InterpretationLibrary } from '../../src/reading/library/types.js';
import { aspectText, composeCompatibility, peopleOf } from '../../src/reading/report/synastry.js';
import { sentenceKey, sentencesOf, slotsOf } from '../../src/reading/report/text.js';
import type { Report } from '../../src/reading/report/types.js';
import { randomPeople } from '../../bench/random-people.js';
import { draftLibrary } from './fixtures/draft-library.js';
import { allStrings, proseOf, repeatedSentences, sentencesInTwoTexts } from './helpers.js';
import { russianTextDefects } from './fixtures/russian-text.js';

type Table = Record<string, unknown>;
/** Every text of a table by its path. */
function leaves(table: unknown, path = ''): Array<[string, string]> {
  if (typeof table === 'string') return [[path, table]];
  return Object.entries(table as Table).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

const es = en.synastry;
const PAIRS: Array<[string, unknown, unknown]> = [
  ['frame', synastryFrame, es.frame],
  ['aspects', socialAspects, Object.fromEntries(Object.keys(socialAspects).map((k) => [k, es.aspects[k]]))],
  ['outer', outerAspects, es.outer],
  ['touched', touched, es.touched],
  ['midheaven', midheavenAspects, es.midheaven],
  ['guest', guest, es.guest],
  ['overlays', overlays, es.overlays],
  ['dominantPair', dominantPair, es.balance.dominantPair],
  ['lacking', lacking, es.balance.lacking],
  ['modality', modality, es.balance.modality],
  ['compositeSun', compositeSun, es.compositeSun],
];
const entries = PAIRS.flatMap(([name, ru, english]) => {
  const englishText = new Map(leaves(english));
  return leaves(ru).map(([path, text]) => ({ where: `${name}.${path}`, ru: text, en: englishText.get(path) }));
});
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

describe('the Russian synastry texts', () => {
  it('have every key the English tables have, and nothing else', () => {
    for (const [name, ru, english] of PAIRS) expect(leaves(ru).map(([p]) => p).sort(), name).toEqual(leaves(english).map(([p]) => p).sort());
    expect(Object.keys(socialAspects).sort()).toEqual(['ascendant-ascendant', 'jupiter-ascendant', 'jupiter-jupiter', 'jupiter-saturn', 'saturn-ascendant', 'saturn-saturn']);
    for (const texts of Object.values(socialAspects)) expect(Object.keys(texts).sort()).toEqual([...SYNASTRY_ASPECTS].sort());
  });

  it('are Russian prose: Cyrillic, no Latin letter, «ёлочки», typeset, only the slots English has', () => {
    for (const { where, ru, en: english } of entries) {
      expect(english, where).toBeTypeOf('string');
      if (where === 'frame.listJoin') continue;
      expect(ru.trim().length, where).toBeGreaterThan(0);
      expect(ru, where).toMatch(/[а-яё]/i);
      const prose = ru.replace(/\{[a-zA-Z]+(?::[a-z]+|\|[^{}]*)?\}/g, '');
      expect(prose.match(/[a-z]+/gi) ?? [], `${where}: Latin letters`).toEqual([]);
      expect(prose, `${where}: straight or English quotes`).not.toMatch(/["“”„'‘’]/);
      expect(prose, `${where}: stray braces`).not.toMatch(/[{}]/);
      expect(prose, `${where}: a hyphen for a dash`).not.toMatch(/\s-\s/);
      expect(ru, `${where}: stray space`).not.toMatch(/ {2}|^\s|\s$/);
      expect(typesetText(ru), `${where}: not typeset`).toBe(ru);
      const allowed = new Set(slotsOf(english!));
      for (const slot of slotsOf(ru)) expect(allowed.has(slot), `${where}: slot {${slot}} English does not have`).toBe(true);
    }
    for (const [type, text] of Object.entries(aspectCounts)) expect(slotsOf(text), type).toEqual(['n', 'n']);
    expect(slotsOf(guestPlanets).sort()).toEqual(['guest', 'planets']);
  });

  it('keep every person the English text names, and name one of the two people in every sentence of an aspect, overlay or balance text', () => {
    const PEOPLE = /\{(x|y|a|b|guest|host|fire|earth|air|water)(:[a-z]+)?\}/;
    for (const { where, ru, en: english } of entries) {
      const people = new Set(slotsOf(english!).filter((s) => /^(x|y|a|b|guest|host|fire|earth|air|water|name|giver|receiver|owner|other)$/.test(s)));
      const ours = new Set(slotsOf(ru));
      for (const person of people) expect(ours.has(person), `${where}: {${person}} left out`).toBe(true);
      if (/^(aspects|outer|overlays|dominantPair|lacking|modality)\./.test(where)) {
        for (const sentence of sentencesOf(ru)) expect(sentence, where).toMatch(PEOPLE);
      }
    }
  });

  it('name in each aspect text no aspect type but its own', () => {
    const TYPE_WORDS: Record<string, RegExp> = { conjunction: /соединени/i, sextile: /секстил/i, square: /квадрат/i, trine: /трин(?!\p{L}{3})/iu, opposition: /оппозици/i };
    const tables = [...Object.entries(socialAspects), ...Object.entries(outerAspects)];
    for (const [key, texts] of tables) {
      for (const [type, text] of Object.entries(texts)) {
        for (const [other, re] of Object.entries(TYPE_WORDS)) if (other !== type) expect(text, `${key} ${type} names ${other}`).not.toMatch(re);
      }
    }
  });

  it('never agree a verb or an adjective with a person, whose gender is not always known', () => {
    for (const { where, ru } of entries) expect(ru, where).not.toMatch(/\{(x|y|a|b|guest|host|fire|earth|air|water|name|giver|receiver|owner|other)\|/);
  });

  it('share no sentence between two texts', () => {
    expect(sentencesInTwoTexts(entries.map(({ where, ru }) => ({ where, text: ru ?? '' })))).toEqual([]);
  });

  it('are of the English text\'s length class', () => {
    const off: string[] = [];
    for (const { where, ru, en: english } of entries) {
      const enWords = words(english!);
      if (enWords < 12) continue;
      const ruWords = words(ru);
      if (ruWords < Math.round(enWords * 0.6) || ruWords > Math.round(enWords * 1.25)) off.push(`${where}: ${ruWords} Russian words for ${enWords} English`);
    }
    expect(off).toEqual([]);
  });
});

// Random couples: the bench's random people's births, placed in cities of every latitude (polar ones included).
const PLACES: Array<[number, number, string]> = [
  [55.7522, 37.6156, 'Europe/Moscow'], [59.9386, 30.3141, 'Europe/Moscow'], [69.6489, 18.9551, 'Europe/Oslo'],
  [68.9585, 33.0827, 'Europe/Moscow'], [-34.6037, -58.3816, 'America/Argentina/Buenos_Aires'], [1.2897, 103.8501, 'Asia/Singapore'],
  [51.5074, -0.1278, 'Europe/London'], [78.2232, 15.6267, 'Arctic/Longyearbyen'], [-33.8688, 151.2093, 'Australia/Sydney'],
];
const RUSSIAN_NAMES = ['Анна Петрова', 'Иван Сидоров', 'Мария', 'Никита Смирнов', 'Ольга Ивановна', 'Игорь', 'Саша', 'Любовь Орлова', 'Ариэль', 'Анна Сидорова'];
const people = randomPeople(20);
const charts: NatalChart[] = people.map((p, i) => {
  const [lat, lon, zone] = PLACES[i % PLACES.length]!;
  const date = `${p.meta.year}-${p.meta.month.padStart(2, '0')}-${p.meta.day.padStart(2, '0')}`;
  return computeChart({ moment: toBirthMoment({ date, time: p.meta.time ?? null, timezone: zone }), place: { ...placeAt(lat, lon, zone), name: 'Город', country: 'XX', countryName: 'Страна' } });
});
// An unknown time for a couple in every reading run, whatever the random sample gives.
charts.push(computeChart({ moment: toBirthMoment({ date: '1985-11-09', time: null, timezone: 'Europe/Moscow' }), place: { ...placeAt(55.7522, 37.6156, 'Europe/Moscow'), name: 'Москва', country: 'RU', countryName: 'Россия' } }));

const lib: InterpretationLibrary = draftLibrary();
// The aspects of the Sun, Moon and personal planets are another part's: their texts are left out of the checks here.
const OTHERS = new Set([...Object.keys(lightsAspects), ...Object.keys(personalAspects)]);
const couples = charts.slice(0, -1).map((a, i) => {
  const b = charts[i + 1]!;
  const [name, partnerName] = i % 3 === 2 ? [people[i]!.name, RUSSIAN_NAMES[i % RUSSIAN_NAMES.length]!] : [RUSSIAN_NAMES[i % RUSSIAN_NAMES.length]!, RUSSIAN_NAMES[(i + 3) % RUSSIAN_NAMES.length]!];
  const synastry = computeSynastry(a, b);
  const report = composeCompatibility({ name, partnerName, synastry, orderedAt: '2026-11-24T10:00:00.000Z', pdf: false }, lib);
  const names = peopleOf(lib, name, partnerName);
  const theirs = new Set(synastry.aspects.filter((x) => OTHERS.has(`${x.a}-${x.b}`) || OTHERS.has(`${x.b}-${x.a}`)).map((x) => aspectText(lib, x, names)));
  return { name, partnerName, report, theirs };
});

/** Words of Latin script that are not one of the two people's names. */
function foreignWords(text: string, name: string, partnerName: string): string[] {
  const allowed = new Set(`${name} ${partnerName}`.split(/\s+/));
  return (text.match(/[A-Za-z][\p{L}’'-]*/gu) ?? []).filter((w) => !allowed.has(w));
}

const defectsOf = (text: string, name: string, partnerName: string): string[] => russianTextDefects(text, { sentences: true, names: [name, partnerName] });

describe('compatibility readings in Russian', () => {
  it('come out in Russian in the sections this part writes: no Latin word but the names, every slot filled, nothing doubled', () => {
    const bad: string[] = [];
    for (const { name, partnerName, report, theirs } of couples) {
      const texts = [report.title, report.subtitle, report.footer, report.labels.wheel, ...report.facts.map(([k]) => k)];
      for (const section of report.sections) {
        texts.push(section.title);
        for (const block of section.blocks) {
          if (block.type === 'heading') texts.push(block.text);
          if (block.type === 'note') texts.push(block.text);
          if (block.type === 'list') texts.push(...block.items.map((item) => item.text));
          if (block.type === 'table') texts.push(...block.columns.filter((c) => c !== foreignWords(c, name, partnerName).join(' ')));
          if (block.type === 'paragraph') {
            if (block.lead) texts.push(block.lead);
            if (!theirs.has(block.text)) texts.push(block.text);
          }
        }
      }
      for (const text of texts) {
        const sentences = text === report.title || text === report.subtitle || text === report.labels.wheel || !/[.!?]$/.test(text) ? [] : [text];
        const defects = sentences.length ? defectsOf(text, name, partnerName) : defectsOf(text, name, partnerName).filter((d) => !/^(no capital|not ended)/.test(d));
        for (const d of defects) bad.push(`${name} + ${partnerName}: ${d} in «${text.slice(0, 120)}»`);
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('fills every slot anywhere and repeats no sentence of its own', () => {
    for (const { report, theirs } of couples) {
      for (const text of allStrings(report)) expect(text).not.toMatch(/[{}]|\[object Object\]/);
      const own = repeatedSentences(report).filter((s) => ![...theirs].some((t) => sentencesOf(t).map(sentenceKey).includes(s)));
      expect(own).toEqual([]);
    }
  });

  it('declines the people\'s names the texts ask for, and keeps Latin names as written', () => {
    const prose = (r: Report) => proseOf(r).join(' ').replace(/\u00a0/g, ' ');
    const anna = couples.find((c) => c.name === 'Анна Петрова')!;
    expect(prose(anna.report)).toMatch(/натальная карта Анны положена рядом с картой Никиты/);
    expect(prose(anna.report)).toContain('Между планетами Анны и Никиты');
    const latin = couples.find((c) => /^[A-Z]/.test(c.name))!;
    const first = latin.name.split(' ')[0]!;
    expect(prose(latin.report)).toContain(`натальная карта ${first} положена рядом`);
  });

  it('counts the contacts with nouns that agree with their numbers', () => {
    for (const { report } of couples) {
      const synthesis = report.sections.find((s) => s.id === 'synthesis')!;
      const text = synthesis.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text] : [])).join(' ').replace(/\u00a0/g, ' ');
      const match = /— (\d+) значим(ый контакт|ых контакта|ых контактов): ([^.]+)\./.exec(text);
      expect(match, text.slice(0, 200)).not.toBeNull();
      const total = Number(match![1]);
      const parts = [...match![3]!.matchAll(/(\d+) (соединени[еяй]|трин(?:а|ов)?|секстил(?:ь|я|ей)|квадрат(?:а|ов)?|оппозици[ияй])/g)];
      expect(parts.reduce((sum, m) => sum + Number(m[1]), 0)).toBe(total);
      for (const m of parts) {
        const n = Number(m[1]);
        const form = n % 10 === 1 && n % 100 !== 11 ? 'one' : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? 'few' : 'many';
        const expected = { one: /^(соединение|трин|секстиль|квадрат|оппозиция)$/, few: /^(соединения|трина|секстиля|квадрата|оппозиции)$/, many: /^(соединений|тринов|секстилей|квадратов|оппозиций)$/ }[form];
        expect(m[2], `${n} ${m[2]}`).toMatch(expected);
      }
    }
  });

  it('writes the weighted element counts with a decimal comma', () => {
    for (const { report } of couples) {
      const table = report.sections.find((s) => s.id === 'balance')!.blocks.find((b) => b.type === 'table')!;
      if (table.type !== 'table') throw new Error('no table');
      for (const cell of table.rows.flatMap((r) => r.slice(1))) expect(cell).toMatch(/^\d+(,5)?$/);
    }
  });
});
