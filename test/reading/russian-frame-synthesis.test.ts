// The Russian frame texts of the big three, the planets, the houses, the synthesis and the unknown-time
// birth day (ru/frame-synthesis.ts): every key English has under those comments, Russian only, no slot
// English's template lacks, no sentence given twice; and, composed with the draft library over many
// charts (every placement, twenty random people, unknown-time days, a polar and a sidereal chart), those
// sections read as Russian prose with every slot filled, no doubled word and the right agreement.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { computeForecast } from '../../src/astro/forecast/forecast.js';
import { computeMonthAhead } from '../../src/astro/forecast/month-ahead.js';
import { createGazetteer, timezoneAt } from '../../src/astro/places/load.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { NatalChart, Place } from '../../src/astro/types.js';
import { en } from '../../src/reading/library/en/index.js';
import { synthesisFrame } from '../../src/reading/library/ru/frame-synthesis.js';
import { placements } from '../../src/reading/library/ru/index.js';
import { composeReading, type ComposeObserver } from '../../src/reading/report/compose.js';
import { placementOf } from '../../src/reading/report/synthesis.js';
import { signOrChange } from '../../src/reading/report/birth-day.js';
import { fill, sentenceKey, sentencesOf, slotsOf } from '../../src/reading/report/text.js';
import type { Report } from '../../src/reading/report/types.js';
import { ChartService, chartAt } from '../../src/services/readings/chart-service.js';
import { PlaceService } from '../../src/services/readings/places.js';
import { randomPeople } from '../../bench/random-people.js';
import { draftLibrary } from './fixtures/draft-library.js';
import { everyPlacement, polarChart } from './fixtures/charts.js';
import { russianTextDefects } from './fixtures/russian-text.js';

/** The keys English's frame lists under the comments this table answers for. */
function ownKeys(): string[] {
  const source = readFileSync(new URL('../../src/reading/library/en/frame.ts', import.meta.url), 'utf8');
  const mine = ['The big three', 'Planets', 'Houses', 'Synthesis', 'Unknown birth time'];
  const keys: string[] = [];
  let on = false;
  for (const line of source.split('\n')) {
    const comment = /^ {2}\/\/ (.+?)(:.*)?$/.exec(line);
    if (comment) on = mine.includes(comment[1]);
    const key = /^ {2}([A-Za-z0-9_]+):/.exec(line);
    if (on && key) keys.push(key[1]);
  }
  // aspectPossible stands in the unknown-time block but is read by the aspects section, whose frame
  // (ru/frame-aspects.ts) writes it.
  return keys.filter((key) => key !== 'aspectPossible');
}

const defectsOf = (text: string): string[] => russianTextDefects(text, {});

/** The defects of a composed text: a Latin word, an unfilled slot, a doubled word, a stray mark. */
function composedDefects(text: string, kind: 'prose' | 'heading'): string[] {
  const out = defectsOf(text);
  if (/[{}]/.test(text)) out.push('an unfilled slot');
  if (text.includes('[object Object]')) out.push('[object Object]');
  if (/(?<!\p{L})(\p{L}+)[\s\u00a0]+\1(?!\p{L})/iu.test(text)) out.push('a doubled word');
  if (/[\s\u00a0][,.;:]|,,|\.\.|\(\s|\s\)/u.test(text)) out.push('stray punctuation');
  if (!/^[А-ЯЁ0-9«]/.test(text)) out.push('no capital at the start');
  if (kind === 'prose' && !/[.!?…»]$/.test(text)) out.push('not ended');
  return out;
}

const lib = draftLibrary();
const orderedAt = new Date('2026-11-24T10:00:00Z');
const SECTIONS = ['big-three', 'planets', 'houses', 'story'];

/** Sentences the writer left out because the reading had said them already: none may be ours. */
const dropped: string[] = [];
const observer: ComposeObserver = { droppedRepeat: (sentence) => dropped.push(sentence) };

function natal(chart: NatalChart, name = 'Анна'): Report {
  return composeReading({ product: 'natal', addons: [], name, chart, orderedAt: orderedAt.toISOString() }, lib, observer);
}

/** Sentences a reading's sections give more than once. */
function repeatedIn(report: Report, ids: readonly string[] = SECTIONS): string[] {
  const seen = new Map<string, number>();
  for (const [text, kind] of textsOf(report, ids)) {
    if (kind !== 'prose') continue;
    for (const sentence of sentencesOf(text)) seen.set(sentenceKey(sentence), (seen.get(sentenceKey(sentence)) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([sentence]) => sentence);
}

/** Every text of the sections this table serves, with the kind of check it gets. */
function textsOf(report: Report, ids: readonly string[] = SECTIONS): Array<[string, 'prose' | 'heading']> {
  const out: Array<[string, 'prose' | 'heading']> = [];
  for (const section of report.sections.filter((s) => ids.includes(s.id))) {
    out.push([section.title, 'heading']);
    for (const block of section.blocks) {
      if (block.type === 'heading') out.push([block.text, 'heading']);
      if (block.type === 'note') out.push([block.text, 'prose']);
      if (block.type === 'paragraph') {
        out.push([block.text, 'prose']);
        if (block.lead) out.push([block.lead, 'heading']);
      }
    }
  }
  return out;
}

function defectsIn(reports: Report[], ids: readonly string[] = SECTIONS): Array<[string, string[]]> {
  const bad = new Map<string, string[]>();
  for (const report of reports) {
    for (const [text, kind] of textsOf(report, ids)) {
      const defects = composedDefects(text, kind);
      if (defects.length > 0) bad.set(text, defects);
    }
  }
  return [...bad].slice(0, 5);
}

const sectionText = (report: Report, id: string) => textsOf(report, [id]).map(([text]) => text).join('\n').replace(/\u00a0/g, ' ');

const berlin: Place = {
  name: 'Берлин', region: null, country: 'DE', countryName: 'Германия', latitude: 52.52437, longitude: 13.41053, timezone: 'Europe/Berlin', population: 3426354,
};
const moscow: Place = {
  name: 'Москва', region: null, country: 'RU', countryName: 'Россия', latitude: 55.75222, longitude: 37.61556, timezone: 'Europe/Moscow', population: 10381222,
};
const chartOf = (date: string, place: Place, time: string | null = null, options = {}) =>
  computeChart({ moment: toBirthMoment({ date, time, timezone: place.timezone }), place, options });

describe('the Russian frame of the big three, planets, houses, synthesis and unknown birth time', () => {
  const keys = ownKeys();

  it('has every key English has under those sections, and no other', () => {
    expect(keys.length).toBeGreaterThan(100);
    expect(Object.keys(synthesisFrame).sort()).toEqual([...keys].sort());
  });

  it('writes every text in Russian', () => {
    const bad: string[] = [];
    for (const [key, text] of Object.entries(synthesisFrame)) for (const d of russianTextDefects(text, { template: true })) bad.push(`${key}: ${d}`);
    expect(bad).toEqual([]);
  });

  it('uses only the slots English uses, with cases and choices', () => {
    const bad: string[] = [];
    for (const [key, text] of Object.entries(synthesisFrame)) {
      const english = new Set(slotsOf(en.frame[key]));
      for (const slot of slotsOf(text)) if (!english.has(slot)) bad.push(`${key}: {${slot}}`);
      // A template that may be used twice in a reading keeps a slot, so two uses never print one sentence.
      if (english.size > 0 && /[.!?]$/.test(text) && slotsOf(text).length === 0) bad.push(`${key}: no slot`);
    }
    expect(bad).toEqual([]);
  });

  it('gives no sentence twice, nor one the placement templates give', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    const texts = [...Object.entries(synthesisFrame), ...Object.entries(placements.templates).map(([k, v]) => [`placements.${k}`, v] as const)];
    for (const [key, text] of texts) {
      for (const sentence of sentencesOf(text)) {
        if (sentence.split(/\s+/).length < 5) continue;
        const k = sentenceKey(sentence);
        if (seen.has(k)) repeated.push(`${seen.get(k)} = ${key}`);
        else seen.set(k, key);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('runs to roughly the length of the English', () => {
    const words = (text: string) => text.replace(/\{[^{}]*\}/g, 'х').split(/[\s\u00a0]+/).filter((w) => /\p{L}/u.test(w)).length;
    const bad: string[] = [];
    for (const [key, text] of Object.entries(synthesisFrame)) {
      const n = words(en.frame[key]);
      if (n < 15) continue;
      const ratio = words(text) / n;
      if (ratio < 0.65 || ratio > 1.2) bad.push(`${key}: ${ratio.toFixed(2)}`);
    }
    expect(bad).toEqual([]);
  });
});

describe('the Russian frame of the natal sections, composed', () => {
  it('reads every placement in every sign and house as Russian prose, never saying a sentence twice', { timeout: 120_000 }, () => {
    const reports = everyPlacement().map((chart) => natal(chart));
    expect(defectsIn(reports)).toEqual([]);
    expect(reports.flatMap((r) => repeatedIn(r)).slice(0, 5)).toEqual([]);
    expect(dropped.slice(0, 5)).toEqual([]);
  });

  it('reads twenty random people, the polar chart and a sidereal chart as Russian prose', { timeout: 120_000 }, () => {
    const service = new ChartService(new PlaceService(createGazetteer(), timezoneAt));
    const people = randomPeople(20);
    const reports = people.map((person) => natal(chartAt(person.meta, service.placeOf(person.meta)), person.name));
    reports.push(natal(polarChart()));
    reports.push(natal(chartOf('1984-07-09', moscow, '06:40', { zodiac: 'sidereal', ayanamsa: 'lahiri' })));
    expect(defectsIn(reports)).toEqual([]);
    expect(reports.flatMap((r) => repeatedIn(r)).slice(0, 5)).toEqual([]);
    expect(dropped.slice(0, 5)).toEqual([]);
    const story = reports.map((r) => sectionText(r, 'story')).join('\n');
    expect(story).toMatch(/поэтому управитель карты — /);
    expect(story).toMatch(/Ключевая фигура вашей карты — /);
  });

  it('writes the headings with the names declined', () => {
    const report = natal(chartOf('1985-11-07', moscow, '14:20'));
    const headings = sectionText(report, 'planets');
    // The Sun is read with the big three; the planets section opens with Mercury.
    expect(headings).toMatch(/^Меркурий (в|во) \p{Lu}\p{Ll}+, \d+°\d\d′$/mu);
    expect(sectionText(report, 'big-three')).toMatch(/^Асцендент (в|во) \p{Lu}\p{Ll}+$/mu);
    expect(report.sections.find((s) => s.id === 'story')!.title.replace(/\u00a0/g, ' ')).toBe('О чём ваша карта');
  });

  it('agrees a placement that changed sign with its planet, and names the second sign in an aside', () => {
    // 22 March 1990 in Berlin: the Moon entered Aquarius at 03:31 CET.
    const chart = chartOf('1990-03-22', berlin);
    expect(placementOf(lib, chart, 'moon', 'your').forms.nom.replace(/\u00a0/g, ' '))
      .toBe('Луна (в день вашего рождения перешла из Козерога в Водолей)');
    expect(placementOf(lib, chart, 'sun', 'your').forms.nom.replace(/\u00a0/g, ' ')).toBe('Солнце в Овне');
    expect(fill('в {sign:loc}', { sign: signOrChange(lib, chart.bodies.moon) }).replace(/\u00a0/g, ' ')).toBe('в Козероге (до 03:31, затем — в Водолее)');
    expect(fill('{sign}', { sign: signOrChange(lib, chart.bodies.moon) }).replace(/\u00a0/g, ' ')).toBe('Козерог (до 03:31, затем — Водолей)');
  });
});

describe('the Russian frame of an unknown-time birth day, composed', () => {
  // 22 March 1990 in Berlin: the Moon changed sign; 5 November 1985 in Moscow: it kept its sign.
  const changed = chartOf('1990-03-22', berlin);
  const kept = chartOf('1985-11-05', moscow);
  const reports = [changed, kept].map((chart) => composeReading({
    product: 'natal', addons: ['month_ahead'], name: 'Анна', chart, monthAhead: computeMonthAhead(chart, orderedAt), orderedAt: orderedAt.toISOString(),
  }, lib));

  it('reads the sections without a rising sign as Russian prose', () => {
    expect(defectsIn(reports)).toEqual([]);
    for (const report of reports) expect(report.sections.find((s) => s.id === 'houses')).toBeUndefined();
  });

  it('gives both Moon signs in the heading, declined', () => {
    expect(sectionText(reports[0], 'big-three')).toMatch(/^Луна в Козероге или в Водолее$/m);
    expect(sectionText(reports[1], 'big-three')).toMatch(/^Луна (в|во) \p{Lu}\p{Ll}+$/mu);
  });

  it('writes the notes on the day in Russian, with the change of sign agreeing with the planet', () => {
    const notes = reports.flatMap((r) => r.sections.flatMap((s) => s.blocks.flatMap((b) => (b.type === 'note' ? [b.text.replace(/\u00a0/g, ' ')] : []))));
    const ours = notes.filter((n) => /полуночи|В день вашего рождения/.test(n));
    expect(ours.length).toBeGreaterThanOrEqual(3);
    for (const note of ours) expect(composedDefects(note, 'prose')).toEqual([]);
    expect(ours.join('\n').replace(/\u00a0/g, ' ')).toContain('В день вашего рождения ваша Луна перешла из Козерога в Водолей в 03:31, поэтому');
  });

  it('writes its sentences in the balance and the summary in Russian, agreeing with the planet that changed sign', () => {
    const prose = reports[0].sections.flatMap((s) => s.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text.replace(/\u00a0/g, ' ')] : [])));
    const balance = prose.find((p) => p.startsWith('В день рождения знак сменила одна планета'))!;
    expect(balance).toContain('— ваша Луна (до 03:31 в Козероге, затем в Водолее).');
    expect(composedDefects(balance, 'prose')).toEqual([]);
    const core = prose.find((p) => p.startsWith('Анна, в сердце вашей карты'))!;
    expect(sentencesOf(core)[0]).toMatch(/^Анна, в сердце вашей карты — ваше Солнце в Овне и ваша Луна, перешедшая из Козерога в Водолей в 03:31: /);
    expect(composedDefects(sentencesOf(core)[0], 'prose')).toEqual([]);
  });

  it('heads an aspect of some hours in Russian, with its name first and declined points', () => {
    const aspects = reports.map((r) => sectionText(r, 'aspects')).join('\n');
    const headings = aspects.split('\n').filter((l) => /, если вы родились (до|после|между) /.test(l));
    expect(headings.length).toBeGreaterThan(0);
    for (const h of headings) {
      expect(h).toMatch(/^(Соединение|Оппозиция|Трин|Квадрат|Секстиль|Квинконс) \p{Lu}/u);
      expect(composedDefects(h, 'heading')).toEqual([]);
    }
  });

  it('dates the forecast of an unknown-time point in Russian', () => {
    const forecast = composeReading({ product: 'forecast', addons: [], name: 'Анна', chart: kept, forecast: computeForecast(kept, orderedAt), orderedAt: orderedAt.toISOString() }, lib);
    const prose = forecast.sections.flatMap((s) => s.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text.replace(/\u00a0/g, ' ')] : [])));
    const ours = prose.flatMap((p) => sentencesOf(p)).filter((s) => /зависит от часа вашего рождения|известно лишь в пределах/.test(s));
    expect(ours.length).toBeGreaterThan(0);
    for (const sentence of ours) {
      expect(sentence).not.toMatch(/[{}]|object Object/);
      expect(sentence).toMatch(/натальн|Без времени рождения/);
    }
  });
});
