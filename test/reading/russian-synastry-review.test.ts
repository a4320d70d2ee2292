// The Russian compatibility reading as an editor reads it whole: the defects found by reading couples'
// readings sentence by sentence, each held by a check over many composed readings so it cannot come
// back. An outer planet making the same aspect to several of the other's points says "the same, here
// too" after the first time, not its whole text again; what a planet gives is named in a case that
// fits its frame; no capital after a colon or a dash but a name; the Moon's range and an unknown time
// in the facts in Russian and in the genitive; no second «классический» in one paragraph; guest
// planets' clauses joined by «а», none with an «а» or a dash of its own; a second planet on the same
// Midheaven said as "this one too"; no run of «— контакт …» openings; the facts' labels short enough
// for the PDF; names declined (also odd ones) and called by the first name.
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { computeSynastry, SYNASTRY_ASPECTS } from '../../src/astro/chart/synastry.js';
import { placeAt } from '../../src/astro/places/coordinates.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import type { NatalChart } from '../../src/astro/types.js';
import { GRAMMATICAL_CASES, type Word } from '../../src/reading/library/grammar.js';
import { ru } from '../../src/reading/library/ru/index.js';
import { midheavenAgain, outerAgain, touched } from '../../src/reading/library/ru/synastry-aspects-social.js';
import { guest } from '../../src/reading/library/ru/synastry-overlays.js';
import { typesetText } from '../../src/reading/library/ru/typography.js';
import { composeCompatibility } from '../../src/reading/report/synastry.js';
import { sentencesOf, slotsOf } from '../../src/reading/report/text.js';
import type { Report } from '../../src/reading/report/types.js';
import { randomPeople } from '../../bench/random-people.js';
import { allStrings, proseOf } from './helpers.js';

const PLACES: Array<[number, number, string]> = [
  [55.7522, 37.6156, 'Europe/Moscow'], [59.9386, 30.3141, 'Europe/Moscow'], [69.6489, 18.9551, 'Europe/Oslo'],
  [-34.6037, -58.3816, 'America/Argentina/Buenos_Aires'], [1.2897, 103.8501, 'Asia/Singapore'], [51.5074, -0.1278, 'Europe/London'],
];
const NAMES = [
  'Анна Петрова', 'Иван Сидоров', 'Миша', 'Петрова Анна', 'Анна-Мария', 'Илья Муромец', 'Ольга Ивановна', 'Артём Ёлкин',
  'Мария Петрова-Водкина', 'Серёжа', 'Любовь Орлова', 'Мариам', 'Maria Rossi', 'Игорь', 'Алёна', 'Фёдор Михайлович Достоевский',
  'Нико', 'Анна Сидорова', 'Liam Kim', 'Гоша',
];
const people = randomPeople(20);
// Every third person's birth time left out, whatever the sample gives: unknown times in many couples.
const charts: NatalChart[] = people.map((p, i) => {
  const [lat, lon, zone] = PLACES[i % PLACES.length]!;
  const date = `${p.meta.year}-${p.meta.month.padStart(2, '0')}-${p.meta.day.padStart(2, '0')}`;
  const time = i % 3 === 1 ? null : p.meta.time ?? null;
  return computeChart({ moment: toBirthMoment({ date, time, timezone: zone }), place: { ...placeAt(lat, lon, zone), name: 'Город', country: 'XX', countryName: 'Страна' } });
});
const couples = charts.slice(0, -1).map((a, i) => {
  const [name, partnerName] = [NAMES[i]!, NAMES[i + 1]!];
  const report = composeCompatibility({ name, partnerName, synastry: computeSynastry(a, charts[i + 1]!), orderedAt: '2026-11-24T10:00:00.000Z', pdf: true }, ru);
  return { name, partnerName, report };
});

const paragraphsOf = (report: Report, id: string) => report.sections.find((s) => s.id === id)!.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text.replace(/\u00a0/g, ' ')] : []));
/** The aspects section's paragraphs under its heading for the slower planets. */
function outerParagraphsOf(report: Report): string[] {
  const blocks = report.sections.find((s) => s.id === 'aspects')!.blocks;
  const from = blocks.findIndex((b) => b.type === 'heading');
  return from < 0 ? [] : blocks.slice(from).flatMap((b) => (b.type === 'paragraph' ? [b.text.replace(/\u00a0/g, ' ')] : []));
}
const formsOf = (word: Word) => GRAMMATICAL_CASES.map((c) => word.forms[c]);
const SIGNS_NOM = Object.values(ru.names.signs).map((w) => w.forms.nom);

describe('the Russian compatibility reading, read whole', () => {
  it('says an outer planet\'s repeated aspect as "the same, here too": no clause after a colon twice in the aspects section', () => {
    let again = 0;
    for (const { name, partnerName, report } of couples) {
      const tails = outerParagraphsOf(report).flatMap((p) => sentencesOf(p)).map((s) => s.split(': ').slice(1).join(': ')).filter((t) => t.length > 0);
      const seen = new Set<string>();
      for (const tail of tails) {
        expect(seen.has(tail), `${name} + ${partnerName}: «${tail}» twice`).toBe(false);
        seen.add(tail);
      }
      again += outerParagraphsOf(report).filter((p) => /^(То же|Тот же|Та же) /.test(p)).length;
    }
    expect(again).toBeGreaterThan(0);
  });

  it('has a short "the same, here too" text for every aspect type, in Russian, naming its own aspect and both people', () => {
    const TYPE_WORDS: Record<string, RegExp> = { conjunction: /соединени/i, sextile: /секстил/i, square: /квадрат/i, trine: /трин/i, opposition: /оппозици/i };
    expect(Object.keys(outerAgain).sort()).toEqual([...SYNASTRY_ASPECTS].sort());
    for (const [type, text] of Object.entries(outerAgain)) {
      expect(typesetText(text), type).toBe(text);
      expect(text.replace(/\{[^{}]*\}/g, ''), type).not.toMatch(/[a-z]/i);
      expect(new Set(slotsOf(text)), type).toEqual(new Set(['planet', 'x', 'point', 'y']));
      expect(text, type).toMatch(TYPE_WORDS[type]!);
      for (const [other, re] of Object.entries(TYPE_WORDS)) if (other !== type) expect(text, `${type} names ${other}`).not.toMatch(re);
    }
  });

  it('says a second planet of one person on the other\'s Midheaven or at the foot of the chart as "this one too", not the whole frame again', () => {
    for (const { name, partnerName, report } of couples) {
      const frames = paragraphsOf(report, 'aspects').flatMap((p) => [...p.matchAll(/— вот что (.+?) приносит скорее|: вклад (.+?) в карьеру/g)].map((m) => (m[1] ? `IC ${m[1]}` : `MC ${m[2]}`)));
      expect(frames.length, `${name} + ${partnerName}: ${frames.join(', ')}`).toBe(new Set(frames).size);
    }
    for (const [type, text] of Object.entries(midheavenAgain)) {
      expect(typesetText(text), type).toBe(text);
      expect(new Set(slotsOf(text)), type).toEqual(new Set(['planet', 'x', 'y', 'gift']));
    }
  });

  it('names what an outer planet touches with a short apposition, not a clause inside commas', () => {
    for (const [point, text] of Object.entries(touched)) {
      expect(text, point).not.toMatch(/(^|\s)то, (что|как)\s|котор/);
      expect(text.split(' ').length, point).toBeLessThanOrEqual(6);
    }
  });

  it('names what a planet gives in a case its frame takes: no bare list after «даёт …:»', () => {
    for (const { report } of couples) {
      for (const p of paragraphsOf(report, 'synthesis')) expect(p).not.toMatch(/даёт [^.:—]*: /);
      for (const p of paragraphsOf(report, 'aspects')) expect(p).not.toMatch(/даёт вот что/);
    }
  });

  it('does not open aspect after aspect with the same «— контакт …» frame', () => {
    for (const { name, partnerName, report } of couples) {
      const frames = paragraphsOf(report, 'aspects').filter((p) => /^[^.]*— (это )?контакт/.test(p)).length;
      expect(frames, `${name} + ${partnerName}`).toBeLessThanOrEqual(2);
    }
  });

  it('says «классический» at most once in a paragraph, and Saturn on both sides without «каждая будет ощущать»', () => {
    for (const { report } of couples) {
      for (const p of proseOf(report)) {
        expect(p.match(/классическ/g)?.length ?? 0, p).toBeLessThanOrEqual(1);
        expect(p).not.toMatch(/каждая будет/);
      }
    }
  });

  it('joins what several guest planets bring to a house with «а», not «, и»', () => {
    const planets = Object.values(ru.names.planets).map((w) => w.forms.nom).join('|');
    let joined = 0;
    for (const { report } of couples) {
      for (const p of paragraphsOf(report, 'overlays')) {
        expect(p).not.toMatch(new RegExp(`, и (${planets}) `));
        if (new RegExp(`, а (${planets}) `).test(p)) joined += 1;
      }
    }
    expect(joined).toBeGreaterThan(0);
    // The clause that «а» joins has no «а» of its own: never «…, а Марс добавляет напора, а порой…».
    // Nor a dash, which a comma after it would close in the middle of the list.
    for (const [planet, text] of Object.entries(guest)) expect(text, planet).not.toMatch(/(^|[,\s])а\s|—/);
  });

  it('writes no capital after a colon or a dash inside a sentence but a name: a person\'s, a planet\'s, a sign\'s, an angle\'s', () => {
    const proper = new Set<string>();
    const add = (word: Word) => formsOf(word).forEach((f) => f.split(/[\s–-]+/).forEach((w) => proper.add(w)));
    for (const table of [ru.names.planets, ru.names.signs, ru.names.angles]) Object.values(table).forEach(add);
    ['Солнце', 'Луна', 'Середина', 'Асцендент', 'Десцендент', 'Середины', 'Асценденте'].forEach((w) => proper.add(w));
    const bad: string[] = [];
    for (const { name, partnerName, report } of couples) {
      const own = new Set([name, partnerName, ...formsOf(ru.synastry.personName!(name)), ...formsOf(ru.synastry.personName!(partnerName))].flatMap((n) => n.split(/\s+/)));
      for (const text of [...proseOf(report), ...report.facts.flat()]) {
        for (const m of text.replace(/\u00a0/g, ' ').matchAll(/[:—] «?([A-ZА-ЯЁ][\p{L}-]*)/gu)) {
          if (!proper.has(m[1]!) && !own.has(m[1]!)) bad.push(`${m[1]} in «${text.slice(0, 100)}»`);
        }
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('gives the facts in Russian: an unknown time as «время неизвестно», the Moon\'s range with its signs in the genitive and one sign named once', () => {
    let unknown = 0;
    let arcs = 0;
    for (const { name, partnerName, report } of couples) {
      for (const [label, value] of report.facts) {
        const text = `${label} ${value}`.split(/\s+/).filter((w) => !`${name} ${partnerName}`.includes(w.replace(/:$/, ''))).join(' ');
        expect(text).not.toMatch(/[A-Za-z]{2,}/);
        if (/время неизвестно/.test(value)) unknown += 1;
      }
      for (const text of allStrings(report)) {
        expect(text).not.toMatch(/unknown/i);
        expect(text.replace(/\u00a0/g, ' '), text).not.toMatch(new RegExp(`\\d+′ (${SIGNS_NOM.join('|')})(?![\\p{L}])`, 'u'));
        const plain = text.replace(/\u00a0/g, ' ');
        if (/Луна прошла от \d+°\d+′( \p{L}+)? до \d+°\d+′ \p{L}+\./u.test(plain)) arcs += 1;
        // A Moon that kept its sign all day has the sign named once: «от 2°59′ до 16°49′ Близнецов».
        expect(plain).not.toMatch(/от \d+°\d+′ (\p{L}+) до \d+°\d+′ \1\./u);
      }
    }
    expect(unknown).toBeGreaterThan(0);
    expect(arcs).toBeGreaterThan(0);
  });

  it('keeps the facts\' labels short enough for one line of the PDF\'s label column with a short name', () => {
    const { report } = couples[0]!;
    for (const [label] of report.facts) expect(label.length, label).toBeLessThanOrEqual(22);
  });

  it('declines odd names and calls a person written surname first by the first name', () => {
    const prose = (i: number) => proseOf(couples[i]!.report).join(' ').replace(/\u00a0/g, ' ');
    expect(prose(2)).toMatch(/планеты Миши/);
    expect(prose(2)).toMatch(/картой Анны/);
    expect(prose(3)).not.toMatch(/Петровой/);
    expect(prose(4)).toMatch(/Анны-Марии/);
    expect(prose(8)).toMatch(/Марии/);
    expect(prose(9)).not.toMatch(/Серёжой|Серёжы/);
    expect(prose(11)).toMatch(/Мариам/);
    expect(prose(11)).not.toMatch(/Мариама/);
  });
});
